// The sticky comment over the Action's GitHub client against the local GitHub stand-in: only
// the Action's own comment is found again and updated, whoever else writes the marker.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askIdentity, type ActionIdentity } from '../../../src/action/github/action-identity.js';
import { commentMarker } from '../../../src/action/github/comment-marker.js';
import { githubApi } from '../../../src/action/github/github-client.js';
import { GITHUB_VIEWS } from '../../../src/render/github/views.js';
import {
  readTargetComments,
  upsertStickyComment,
  type UpsertResult,
} from '../../../src/action/github/sticky-comment.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in.js';

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
});
afterEach(async () => {
  await gh.close();
});

const issue = { owner: 'o', repo: 'r', issueNumber: 7 };
const never = new AbortController().signal;
const quick = async (): Promise<void> => {};

function api(token: string, url = gh.url) {
  return githubApi({
    token,
    apiUrl: url,
    userAgent: 'test',
    deadline: { signal: never },
    sleep: quick,
  });
}

async function upsert(
  token: string,
  target: string,
  body: string,
  identity?: ActionIdentity,
  url = gh.url,
): Promise<UpsertResult> {
  const client = api(token, url);
  const who = identity ?? (await askIdentity(client));
  return upsertStickyComment(
    client,
    issue,
    await readTargetComments(client, issue, target, who),
    body,
  );
}

describe('sticky comment', () => {
  it('creates once, then updates the same comment, paging past others', async () => {
    for (let i = 0; i < 130; i++) gh.seed('o/r#7', `chatter ${i}`);
    // Someone quoting our marker not at the start, another target's comment, and someone
    // else's comment that starts with our marker.
    gh.seed('o/r#7', `> ${commentMarker('t1', 'x')}`);
    const other = gh.seed('o/r#7', `${commentMarker('t2', 'x')}\nother target`);
    const forged = gh.seed('o/r#7', `${commentMarker('t1', 'x')}\nforged`, 'mallory');

    const first = await upsert('tok-123', 't1', `${commentMarker('t1', 'a')}\none`);
    const second = await upsert('tok-123', 't1', `${commentMarker('t1', 'b')}\ntwo`);
    expect(first.action).toBe('created');
    expect(second).toEqual({ action: 'updated', commentId: first.commentId });

    const all = gh.comments.get('o/r#7')!;
    expect(all.filter((c) => c.body.includes('plan=b'))).toHaveLength(1);
    expect(all.find((c) => c.id === first.commentId)!.user.login).toBe('github-actions[bot]');
    expect(all.find((c) => c.id === other.id)!.body).toContain('other target');
    expect(all.find((c) => c.id === forged.id)!.body).toBe(`${commentMarker('t1', 'x')}\nforged`);
    expect(
      all.filter((c) => c.body.startsWith('chatter')).every((c) => /^chatter \d+$/.test(c.body)),
    ).toBe(true);
    // Pages were followed, and the token went along as authorization with the API version.
    expect(gh.requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(4);
    expect(gh.requests.every((r) => r.authorization === 'token tok-123')).toBe(true);
    expect(gh.requests.every((r) => r.apiVersion === '2022-11-28')).toBe(true);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it("a user's token: its own comments are the Action's, the bot's are not", async () => {
    gh.user('pat-456', 'release-bot-user');
    const client = api('pat-456');
    expect(await askIdentity(client)).toEqual({ kind: 'user', login: 'release-bot-user' });
    expect(await askIdentity(api('tok-123'))).toEqual({ kind: 'workflow' });
    const bots = await upsert('tok-123', 't1', `${commentMarker('t1', 'a')}\nby the bot`);
    const mine = await upsert('pat-456', 't1', `${commentMarker('t1', 'b')}\nby the user`);
    expect(mine.action).toBe('created');
    expect(mine.commentId).not.toBe(bots.commentId);
    const found = await readTargetComments(client, issue, 't1', {
      kind: 'user',
      login: 'release-bot-user',
    });
    expect(found.ours?.id).toBe(mine.commentId);
    expect(found.foreign.map((c) => c.id)).toEqual([bots.commentId]);
  });

  it('fails with a clear message that does not contain the token', async () => {
    gh.failWith = 403;
    const error = await upsert('tok-secret', 't1', 'x', { kind: 'workflow' }).catch(
      (e: unknown) => e,
    );
    const message = GITHUB_VIEWS.githubFailures.failure(error);
    expect(message).toContain('HTTP 403');
    expect(message).toContain('pull-requests: write');
    expect(message).not.toContain('tok-secret');
  });

  it('says the API could not be reached, not an HTTP status GitHub never sent', async () => {
    const gone = await startGitHubStandIn();
    await gone.close(); // its port now refuses connections
    const error = await upsert('tok-secret', 't1', 'x', { kind: 'workflow' }, gone.url).catch(
      (e: unknown) => e,
    );
    const message = GITHUB_VIEWS.githubFailures.failure(error);
    expect(message).toContain(`could not reach ${gone.url}`);
    expect(message).toContain('GITHUB_API_URL');
    expect(message).not.toContain('HTTP');
    expect(message).not.toContain('tok-secret');
  });

  it('reads only to the end of the page of the Action’s comment, and keeps others’ marked comments without their text', async () => {
    const forged = gh.seed(
      'o/r#7',
      `${commentMarker('t1', 'x')}\n${'forged '.repeat(9000)}`,
      'mallory',
    );
    const mine = await upsert('tok-123', 't1', `${commentMarker('t1', 'a')}\none`);
    for (let i = 0; i < 250; i++)
      gh.seed('o/r#7', `${commentMarker('t1', 'y')}\nlater ${i}`, 'eve');
    gh.requests.length = 0;
    const found = await readTargetComments(api('tok-123'), issue, 't1', { kind: 'workflow' });
    expect(found.ours?.id).toBe(mine.commentId);
    // The first page (100 comments): the forged one, the Action's, and 98 of eve's.
    expect(found.foreign.map((c) => c.user?.login)).toEqual(['mallory', ...Array(98).fill('eve')]);
    expect(found.foreign[0]!.id).toBe(forged.id);
    expect(found.foreign.every((c) => c.body === null)).toBe(true);
    expect(gh.requests.map((r) => r.path)).toEqual(['/repos/o/r/issues/7/comments?per_page=100']);
  });

  describe('a create whose answer never came', () => {
    const onCreate = (method: string, path: string) =>
      method === 'POST' && path === '/repos/o/r/issues/7/comments';
    const lookingAgain = async (body: string) => {
      const client = api('tok-123');
      const read = () => readTargetComments(client, issue, 't1', { kind: 'workflow' });
      return upsertStickyComment(client, issue, await read(), body, { lookAgain: read });
    };

    it('made before the connection closed: found by its marker and updated, never posted twice', async () => {
      gh.faults.push({ match: onCreate, times: 1, status: 0, reset: true, storeFirst: true });
      const done = await lookingAgain(`${commentMarker('t1', 'a')}\none`);
      const all = gh.comments.get('o/r#7')!;
      expect(all.map((c) => c.body)).toEqual([`${commentMarker('t1', 'a')}\none`]);
      expect(done).toEqual({ action: 'created', commentId: all[0]!.id });
      expect(gh.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toEqual([
        'GET /repos/o/r/issues/7/comments',
        'POST /repos/o/r/issues/7/comments',
        'GET /repos/o/r/issues/7/comments',
        `PATCH /repos/o/r/issues/comments/${all[0]!.id}`,
      ]);
    });

    it('not made (the connection closed first): posted again, once', async () => {
      gh.faults.push({ match: onCreate, times: 1, status: 0, reset: true });
      const done = await lookingAgain(`${commentMarker('t1', 'a')}\none`);
      const all = gh.comments.get('o/r#7')!;
      expect(all).toHaveLength(1);
      expect(done).toEqual({ action: 'created', commentId: all[0]!.id });
      expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    });

    it('a server error after it was made: found and updated', async () => {
      gh.faults.push({ match: onCreate, times: 1, status: 502, storeFirst: true });
      await lookingAgain(`${commentMarker('t1', 'a')}\none`);
      expect(gh.comments.get('o/r#7')).toHaveLength(1);
      expect(gh.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'PATCH']);
    });

    it('a refusal (4xx) is no such case: it fails, without looking again', async () => {
      gh.faults.push({ match: onCreate, times: 1, status: 403 });
      await expect(lookingAgain('x')).rejects.toThrow('scripted');
      expect(gh.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    });
  });

  it('works under a GitHub Enterprise Server API path', async () => {
    const ghes = await startGitHubStandIn('/api/v3');
    try {
      for (let i = 0; i < 120; i++) ghes.seed('o/r#7', `chatter ${i}`);
      const url = `${ghes.url}`;
      await upsert('tok', 't1', `${commentMarker('t1', 'a')}\none`, undefined, url);
      await upsert('tok', 't1', `${commentMarker('t1', 'b')}\ntwo`, undefined, url);
      expect(ghes.comments.get('o/r#7')!.filter((c) => c.body.includes('observe'))).toHaveLength(1);
      expect(ghes.requests.every((r) => !r.path.startsWith('/not-under-prefix'))).toBe(true);
    } finally {
      await ghes.close();
    }
  });
});
