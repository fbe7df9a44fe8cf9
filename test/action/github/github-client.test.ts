// The Action's GitHub client on GitHub's bad days, against the local stand-in: rate limits
// waited out as GitHub says (or "rate limited" when the wait passes the deadline), server
// errors and resets retried, a POST never sent twice for a server error, a dripping answer
// ended by the deadline, pages bounded, links only under the API. Plus the retry policy and
// the identity rule as tables.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authorOf,
  writtenBy,
  type ActionIdentity,
} from '../../../src/action/github/action-identity.js';
import {
  githubApi,
  type GitHubApi,
  type IssueComment,
} from '../../../src/action/github/github-client.js';
import { GITHUB_VIEWS } from '../../../src/render/github/views.js';
import type { Deadline } from '../../../src/action/github/github-http.js';
import {
  isRateLimited,
  rateLimitWait,
  retryAfter,
} from '../../../src/action/github/github-retry.js';
import { RunDeadlineError } from '../../../src/app/run/run-deadline.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in.js';

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
});
afterEach(async () => {
  await gh.close();
});

const issue = { owner: 'o', repo: 'r', issueNumber: 7 };
const COMMENTS = '/repos/o/r/issues/7/comments';
const never: Deadline = { signal: new AbortController().signal };

/** The client, its waits recorded instead of slept. */
function client(deadline: Deadline = never) {
  const waits: number[] = [];
  const api = githubApi({
    token: 'tok',
    apiUrl: gh.url,
    userAgent: 'test',
    deadline,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { api, waits };
}

/** Every comment of the issue, every page read. */
async function every(api: GitHubApi): Promise<IssueComment[]> {
  const all: IssueComment[] = [];
  await api.commentPages(issue, (page) => {
    all.push(...page);
    return false;
  });
  return all;
}

const onComments = (method: string, path: string) => path.startsWith(COMMENTS) && method === 'GET';

describe('rate limits and failures', () => {
  it.each([
    ['a secondary rate limit (403, retry-after)', 403, { 'retry-after': '3' }, 3000],
    ['429 with retry-after', 429, { 'retry-after': '2' }, 2000],
    ['a 403 saying so, without headers', 403, {}, 60_000],
  ])('%s: waits as told, then reads', async (_, status, headers, wait) => {
    gh.seed('o/r#7', 'hello');
    gh.faults.push({
      match: onComments,
      times: 1,
      status,
      headers,
      body: { message: 'You have exceeded a secondary rate limit' },
    });
    const { api, waits } = client();
    expect((await every(api)).map((c) => c.body)).toEqual(['hello']);
    expect(waits).toEqual([wait]);
  });

  it('a limit whose reset is past the deadline: "rate limited", at once, no permission hint', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    gh.faults.push({
      match: onComments,
      times: 9,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const { api, waits } = client({ signal: never.signal, at: Date.now() + 20_000 });
    const error = await every(api).catch((e: unknown) => e);
    const message = GITHUB_VIEWS.githubFailures.failure(error);
    expect(message).toMatch(
      /^could not post the plan comment on the pull request: GitHub rate limited the requests \(HTTP 403\): API rate limit exceeded for installation ID 1; GitHub asked to wait 36\d\d s, past the run's deadline\. Re-run the job once the limit has passed\.$/,
    );
    expect(message).not.toContain('pull-requests: write');
    expect(waits).toEqual([]);
    expect(gh.requests).toHaveLength(1);
  });

  it('server errors and resets are tried again with backoff; the fourth failure is final', async () => {
    gh.seed('o/r#7', 'hello');
    gh.faults.push({ match: onComments, times: 1, status: 502 });
    gh.faults.push({ match: onComments, times: 1, status: 0, reset: true });
    const { api, waits } = client();
    expect(await every(api)).toHaveLength(1);
    expect(waits).toEqual([1000, 2000]);

    gh.faults.push({ match: onComments, times: 9, status: 503 });
    const failing = client();
    const error = await every(failing.api).catch((e: unknown) => e);
    expect(GITHUB_VIEWS.githubFailures.failure(error, 'review')).toBe(
      'could not look up the pull request and its reviewed plan (HTTP 503): scripted.',
    );
    expect(failing.waits).toEqual([1000, 2000, 4000]);
  });

  it('a POST that met a server error is not sent again (it may have been made)', async () => {
    gh.faults.push({ match: (m) => m === 'POST', times: 1, status: 500 });
    const { api } = client();
    const error = await api.createComment(issue, 'once').catch((e: unknown) => e);
    expect(GITHUB_VIEWS.githubFailures.failure(error)).toContain('(HTTP 500)');
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    // …but a rate limit, which GitHub says it did not act on, is.
    gh.faults.push({
      match: (m) => m === 'POST',
      times: 1,
      status: 429,
      headers: { 'retry-after': '1' },
    });
    await api.createComment(issue, 'twice');
    expect(gh.comments.get('o/r#7')!.map((c) => c.body)).toEqual(['twice']);
  });

  it.each<[string, unknown, string]>([
    [
      'GitHub’s field error',
      {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'IssueComment',
            code: 'custom',
            field: 'body',
            message: 'body is too long (maximum is 65536 characters)',
          },
        ],
        documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
        status: '422',
      },
      'Validation Failed: body is too long (maximum is 65536 characters)',
    ],
    [
      'a field error without its own message',
      {
        message: 'Validation Failed',
        errors: [{ resource: 'IssueComment', code: 'missing_field', field: 'body' }],
      },
      'Validation Failed: IssueComment body missing_field',
    ],
    [
      'a field error as a string',
      { message: 'Invalid request.', errors: ['no body'] },
      'Invalid request: no body',
    ],
    ['no field error', { message: 'Validation Failed', errors: [] }, 'Validation Failed'],
  ])('a 422 with %s says it', async (_, body, said) => {
    gh.faults.push({ match: (m) => m === 'POST', times: 1, status: 422, body });
    const error = await client()
      .api.createComment(issue, 'x'.repeat(70_000))
      .catch((e: unknown) => e);
    expect(GITHUB_VIEWS.githubFailures.failure(error)).toBe(
      `could not post the plan comment on the pull request (HTTP 422): ${said}.`,
    );
  });

  it('a dripping answer ends when the run deadline passes, saying so', async () => {
    gh.drip = true;
    // Only the run deadline can end a drip (GitHub's requests have no deadline of their own
    // shorter than it). It passes once the stand-in has begun its answer: an event, not a
    // time, so the request is under way whatever the machine's speed (the deadline's own
    // timer is held to its time by test/app/run/run-deadline.test.ts).
    const run = new AbortController();
    gh.onDrip = () => run.abort(new RunDeadlineError(1500));
    const { api } = client({ signal: run.signal });
    const error = await every(api).catch((e: unknown) => e);
    expect(gh.requests.map((r) => r.path)).toEqual([`${COMMENTS}?per_page=100`]);
    expect(GITHUB_VIEWS.githubFailures.failure(error)).toBe(
      'could not post the plan comment on the pull request: the run deadline (1.5 s) passed.',
    );
  });

  it('reads pages until the caller has found what it looks for, however many there are', async () => {
    for (let i = 0; i < 3001; i++) gh.seed('o/r#7', `c${i}`);
    const { api } = client();
    const seen: number[] = [];
    await api.commentPages(issue, (page) => seen.push(page.length) === 2);
    expect(seen).toEqual([100, 100]);
    expect(gh.requests).toHaveLength(2);
    expect(await every(api)).toHaveLength(3001);
    expect(gh.requests).toHaveLength(2 + 31);
  });

  it('never follows a next link out of the API (the token would go with it)', async () => {
    gh.faults.push({
      match: onComments,
      times: 1,
      status: 200,
      body: [],
      headers: { link: '<http://127.0.0.1:1/elsewhere?page=2>; rel="next"' },
    });
    const { api } = client();
    const error = await every(api).catch((e: unknown) => e);
    expect(GITHUB_VIEWS.githubFailures.failure(error)).toBe(
      'could not post the plan comment on the pull request: GitHub sent a link outside its API (http://127.0.0.1:1): not followed.',
    );
  });
});

describe('pages that loop', () => {
  it('a next link back to a page read already is an error at once, not a loop', async () => {
    gh.faults.push({
      match: onComments,
      times: 5,
      status: 200,
      body: [],
      headers: { link: `<${gh.url}/repos/o/r/issues/7/comments?per_page=100>; rel="next"` },
    });
    const { api } = client();
    const error = await every(api).catch((e: unknown) => e);
    expect(GITHUB_VIEWS.githubFailures.failure(error)).toBe(
      "could not post the plan comment on the pull request: GitHub's pages of comments lead back to one already read.",
    );
    // The first page (asked by path), the same page by its link, then no more.
    expect(gh.requests).toHaveLength(2);
  });
});

describe('the retry policy', () => {
  const headers = (h: Record<string, string> = {}) => new Headers(h);
  const answer = (status: number, h: Record<string, string> = {}, message = 'x') => ({
    kind: 'answer' as const,
    status,
    headers: headers(h),
    message,
  });
  it.each([
    ['429', answer(429), 1, true, { retry: true, rateLimited: true, waitMs: 60_000 }],
    [
      '403 retry-after',
      answer(403, { 'retry-after': '5' }),
      1,
      true,
      { retry: true, rateLimited: true, waitMs: 5000 },
    ],
    ['403 no permission', answer(403), 1, true, { retry: false, rateLimited: false }],
    ['404', answer(404), 1, true, { retry: false, rateLimited: false }],
    ['500 on a GET', answer(500), 2, true, { retry: true, rateLimited: false, waitMs: 2000 }],
    ['500 on a POST', answer(500), 1, false, { retry: false, rateLimited: false }],
    ['500, the last attempt', answer(500), 4, true, { retry: false, rateLimited: false }],
    ['429, the last attempt', answer(429), 4, true, { retry: false, rateLimited: true }],
    [
      'a reset on a GET',
      { kind: 'no-answer' as const, connected: true },
      3,
      true,
      { retry: true, rateLimited: false, waitMs: 4000 },
    ],
    [
      'a reset on a POST',
      { kind: 'no-answer' as const, connected: true },
      1,
      false,
      { retry: false, rateLimited: false },
    ],
    [
      'refused on a POST',
      { kind: 'no-answer' as const, connected: false },
      1,
      false,
      { retry: true, rateLimited: false, waitMs: 1000 },
    ],
    [
      'a slow attempt on a GET',
      { kind: 'attempt-timeout' as const },
      1,
      true,
      { retry: true, rateLimited: false, waitMs: 1000 },
    ],
    [
      'a slow attempt on a POST',
      { kind: 'attempt-timeout' as const },
      1,
      false,
      { retry: false, rateLimited: false },
    ],
  ])('%s', (_, outcome, attempt, idempotent, expected) => {
    expect(retryAfter(outcome, attempt, idempotent, 0)).toEqual(expected);
  });

  it.each<[string, boolean, Record<string, string>, number, boolean, object]>([
    ['GitHub’s own failure in a read', false, {}, 2, true, { retry: true, waitMs: 2000 }],
    [
      'a GraphQL rate limit in a read',
      true,
      { 'retry-after': '7' },
      1,
      true,
      { retry: true, waitMs: 7000 },
    ],
    ['GitHub’s own failure, the last attempt', false, {}, 4, true, { retry: false }],
    ['GitHub’s own failure in a write', false, {}, 1, false, { retry: false }],
  ])('an answer that says it failed: %s', (_, rateLimited, h, attempt, idempotent, decided) => {
    const outcome = {
      kind: 'transient' as const,
      status: 200,
      headers: headers(h),
      message: 'x',
      rateLimited,
    };
    expect(retryAfter(outcome, attempt, idempotent, 0)).toEqual({ rateLimited, ...decided });
  });

  it('reads the limit from the headers', () => {
    expect(isRateLimited(403, headers({ 'x-ratelimit-remaining': '0' }), 'Forbidden')).toBe(true);
    expect(isRateLimited(403, headers({ 'x-ratelimit-remaining': '12' }), 'Forbidden')).toBe(false);
    expect(isRateLimited(403, headers(), 'API rate limit exceeded')).toBe(true);
    expect(isRateLimited(401, headers({ 'retry-after': '1' }), 'x')).toBe(false);
    expect(
      rateLimitWait(headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '100' }), 40_000),
    ).toBe(61_000);
    expect(rateLimitWait(headers({ 'x-ratelimit-reset': '100' }), 40_000)).toBe(60_000);
    expect(rateLimitWait(headers({ 'retry-after': 'soon' }), 0)).toBe(60_000);
  });
});

describe("the Action's own comments", () => {
  const workflow: ActionIdentity = { kind: 'workflow' };
  const user: ActionIdentity = { kind: 'user', login: 'ops-bot' };
  const app = { slug: 'github-actions' };
  it.each([
    [
      'the workflow bot through its app',
      { login: 'github-actions[bot]', type: 'Bot' },
      app,
      workflow,
      true,
    ],
    [
      'the workflow bot, the app not named: one field alone',
      { login: 'github-actions[bot]', type: 'Bot' },
      null,
      workflow,
      false,
    ],
    [
      'the workflow bot through another app',
      { login: 'github-actions[bot]', type: 'Bot' },
      { slug: 'other' },
      workflow,
      false,
    ],
    [
      'another bot through the github-actions app: one field alone',
      { login: 'other[bot]', type: 'Bot' },
      app,
      workflow,
      false,
    ],
    [
      'a user named like the bot',
      { login: 'github-actions[bot]', type: 'User' },
      app,
      workflow,
      false,
    ],
    ['another bot', { login: 'renovate[bot]', type: 'Bot' }, { slug: 'renovate' }, workflow, false],
    ['a user', { login: 'mallory', type: 'User' }, null, workflow, false],
    ["the token's user", { login: 'ops-bot', type: 'User' }, null, user, true],
    [
      'the workflow bot, for a user token',
      { login: 'github-actions[bot]', type: 'Bot' },
      app,
      user,
      false,
    ],
    ['another user, for a user token', { login: 'ops-bot2', type: 'User' }, null, user, false],
  ])('%s', (_, who, via, identity, expected) => {
    expect(writtenBy({ id: 1, body: '', user: who, performed_via_github_app: via }, identity)).toBe(
      expected,
    );
  });
});

describe('who wrote a comment, as messages name them', () => {
  it('a comment GitHub names no user for is no one’s', () => {
    expect(writtenBy({ id: 1, body: '', user: null }, { kind: 'workflow' })).toBe(false);
    expect(writtenBy({ id: 1, body: '' }, { kind: 'user', login: 'ops-bot' })).toBe(false);
  });

  it.each<[string, { login?: string } | null, string]>([
    ['a person', { login: 'mallory' }, '@mallory'],
    ['a bot', { login: 'renovate[bot]' }, '@renovate[bot]'],
    ['a login GitHub would not give', { login: 'x<b>y' }, 'an unknown user'],
    ['text before a login', { login: '<b>mallory' }, 'an unknown user'],
    ['text after a bot', { login: 'renovate[bot]<b>' }, 'an unknown user'],
    ['a login of one letter', { login: 'm' }, '@m'],
    ['only the bot suffix', { login: '[bot]' }, 'an unknown user'],
    ['an empty login', { login: '' }, 'an unknown user'],
    ['no user', null, 'an unknown user'],
  ])('%s', (_, user, named) => {
    expect(authorOf({ id: 1, user })).toBe(named);
  });
});

describe("the run's secrets in what is sent", () => {
  const SECRET = 'oa_live_SECRET_in_a_body_7777';
  const redact = (text: string) => text.split(SECRET).join('***');

  it('are removed from every request body: a comment, a check run and its annotations', async () => {
    gh.grantChecks = true;
    const api = githubApi({
      token: 'tok',
      apiUrl: gh.url,
      userAgent: 'test',
      deadline: never,
      redact,
    });
    await api.createComment(issue, `the server said ${SECRET}`);
    const annotation = (message: string) => ({
      path: 'a.yaml',
      start_line: 1,
      end_line: 1,
      annotation_level: 'warning' as const,
      message,
    });
    const id = await api.createCheckRun(
      { owner: 'o', repo: 'r' },
      {
        name: 'check',
        head_sha: 'a'.repeat(40),
        status: 'completed',
        conclusion: 'failure',
        output: { title: `title ${SECRET}`, summary: 'summary', annotations: [annotation('one')] },
      },
    );
    await api.updateCheckRun({ owner: 'o', repo: 'r' }, id, {
      output: {
        title: 'title',
        summary: 'summary',
        annotations: [annotation(`quoted: "${SECRET}"`)],
      },
    });
    const sent = JSON.stringify(gh.requests.map((r) => r.body));
    expect(sent).not.toContain(SECRET);
    expect(sent).toContain('the server said ***');
    expect(sent).toContain('quoted: \\"***\\"');
  });
});
