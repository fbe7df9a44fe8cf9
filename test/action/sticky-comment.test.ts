// The sticky comment over the real Octokit client against the local GitHub stand-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/action/comment-marker.js';
import { githubCommentApi } from '../../src/action/github-client.js';
import { describeCommentFailure, upsertStickyComment } from '../../src/action/sticky-comment.js';
import { startGitHubStandIn, type GitHubStandIn } from './github-stand-in.js';

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
});
afterEach(async () => {
  await gh.close();
});

const issue = { owner: 'o', repo: 'r', issueNumber: 7 };

describe('sticky comment', () => {
  it('creates once, then updates the same comment, paging past others', async () => {
    const api = githubCommentApi('tok-123', { GITHUB_API_URL: gh.url }, 'test');
    for (let i = 0; i < 130; i++) gh.seed('o/r#7', `chatter ${i}`);
    // Someone quoting our marker not at the start, and another target's comment.
    gh.seed('o/r#7', `> ${commentMarker('t1', 'x')}`);
    const other = gh.seed('o/r#7', `${commentMarker('t2', 'x')}\nother target`);

    const first = await upsertStickyComment(api, issue, 't1', `${commentMarker('t1', 'a')}\none`);
    const second = await upsertStickyComment(api, issue, 't1', `${commentMarker('t1', 'b')}\ntwo`);
    expect(first.action).toBe('created');
    expect(second).toEqual({ action: 'updated', commentId: first.commentId });

    const all = gh.comments.get('o/r#7')!;
    expect(all.filter((c) => c.body.includes('plan=b'))).toHaveLength(1);
    expect(all.find((c) => c.id === other.id)!.body).toContain('other target');
    expect(
      all.filter((c) => c.body.startsWith('chatter')).every((c) => /^chatter \d+$/.test(c.body)),
    ).toBe(true);
    // Pages were followed, and the token went along as authorization.
    expect(gh.requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(4);
    expect(gh.requests.every((r) => r.authorization === 'token tok-123')).toBe(true);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('fails with a clear message that does not contain the token', async () => {
    gh.failWith = 403;
    const api = githubCommentApi('tok-secret', { GITHUB_API_URL: gh.url }, 'test');
    const error = await upsertStickyComment(api, issue, 't1', 'x').catch((e: unknown) => e);
    const message = describeCommentFailure(error);
    expect(message).toContain('HTTP 403');
    expect(message).toContain('pull-requests: write');
    expect(message).not.toContain('tok-secret');
  });

  it('says the API could not be reached, not an HTTP status GitHub never sent', async () => {
    const gone = await startGitHubStandIn();
    await gone.close(); // its port now refuses connections
    const api = githubCommentApi('tok-secret', { GITHUB_API_URL: gone.url }, 'test');
    const error = await upsertStickyComment(api, issue, 't1', 'x').catch((e: unknown) => e);
    const message = describeCommentFailure(error);
    expect(message).toContain(`could not reach ${gone.url}`);
    expect(message).toContain('GITHUB_API_URL');
    expect(message).not.toContain('HTTP');
    expect(message).not.toContain('tok-secret');
  });

  it('works under a GitHub Enterprise Server API path', async () => {
    const ghes = await startGitHubStandIn('/api/v3');
    try {
      const api = githubCommentApi('tok', { GITHUB_API_URL: `${ghes.url}/` }, 'test');
      for (let i = 0; i < 120; i++) ghes.seed('o/r#7', `chatter ${i}`);
      await upsertStickyComment(api, issue, 't1', `${commentMarker('t1', 'a')}\none`);
      await upsertStickyComment(api, issue, 't1', `${commentMarker('t1', 'b')}\ntwo`);
      expect(ghes.comments.get('o/r#7')!.filter((c) => c.body.includes('observe'))).toHaveLength(1);
      expect(ghes.requests.every((r) => !r.path.startsWith('/not-under-prefix'))).toBe(true);
    } finally {
      await ghes.close();
    }
  });
});
