// Who the Action is on GitHub: GraphQL's `viewer` first, REST's `GET /user` only where GraphQL
// refuses this token the question, REST's 403 taken for the workflow's token only when the step
// knows the token is that one, a passing failure tried again, and a failure never taken for anyone. As tables over what `viewer` answers, over
// an in-memory API (which question is asked when), and against the GitHub stand-in for each
// kind of token (the workflow's, a user's, a GitHub App's installation token) and each way
// GraphQL can fail. Then whose comments an App's token takes for its own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  askIdentity,
  identityOf,
  isActionEditor,
  writtenBy,
  type ActionIdentity,
} from '../../../src/action/github/action-identity.js';
import { githubApi } from '../../../src/action/github/github-client.js';
import { GITHUB_VIEWS } from '../../../src/render/github/views.js';
import type { Viewer } from '../../../src/action/github/github-graphql.js';
import { VIEWER_QUERY } from '../../../src/action/github/github-graphql.js';
import type { Deadline } from '../../../src/action/github/github-http.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in.js';

const deployApp: ActionIdentity = { kind: 'app', slug: 'deploy-app' };

describe('the identity GraphQL’s viewer names', () => {
  it.each<[string, Viewer, ActionIdentity]>([
    ['a person', { type: 'User', login: 'octo' }, { kind: 'user', login: 'octo' }],
    ['the workflow’s token', { type: 'User', login: 'github-actions[bot]' }, { kind: 'workflow' }],
    ['an App’s installation token', { type: 'User', login: 'deploy-app[bot]' }, deployApp],
    ['an App’s bot named as a Bot', { type: 'Bot', login: 'deploy-app[bot]' }, deployApp],
    [
      'an App’s bot as GraphQL names bots elsewhere',
      { type: 'Bot', login: 'deploy-app' },
      deployApp,
    ],
    ['the workflow’s bot as a Bot', { type: 'Bot', login: 'github-actions' }, { kind: 'workflow' }],
    ['a login of one letter', { type: 'User', login: 'm' }, { kind: 'user', login: 'm' }],
    ['a login with a hyphen', { type: 'User', login: 'a-b2' }, { kind: 'user', login: 'a-b2' }],
  ])('%s', (_, viewer, identity) => {
    expect(identityOf(viewer)).toStrictEqual(identity);
  });

  it.each<[string, Viewer]>([
    ['an organization', { type: 'Organization', login: 'octo' }],
    ['a mannequin', { type: 'Mannequin', login: 'octo' }],
    ['an empty login', { type: 'User', login: '' }],
    ['only the bot suffix', { type: 'User', login: '[bot]' }],
    ['text after the bot suffix', { type: 'User', login: 'deploy-app[bot]x' }],
    ['text before a login', { type: 'User', login: '<b>octo' }],
    ['text after a login', { type: 'User', login: 'octo<b>' }],
    ['a login starting with a hyphen', { type: 'User', login: '-octo' }],
    ['a login with a space', { type: 'User', login: 'oc to' }],
  ])('%s: no one, a failure', (_, viewer) => {
    expect(() => identityOf(viewer)).toThrow(
      "GitHub's GraphQL API named the token as no account it has",
    );
  });
});

describe('which question is asked when', () => {
  /** An API answering `viewer` with `viewer` (an Error: thrown) and `GET /user` with `login`. */
  function api(viewer: Viewer | undefined | Error, login?: string) {
    const asked: string[] = [];
    return {
      asked,
      async viewer() {
        asked.push('viewer');
        if (viewer instanceof Error) throw viewer;
        return viewer;
      },
      async tokenLogin() {
        asked.push('GET /user');
        return login;
      },
    };
  }

  it('GraphQL names the token: REST is not asked', async () => {
    const only = api({ type: 'User', login: 'deploy-app[bot]' }, 'octo');
    expect(await askIdentity(only)).toStrictEqual(deployApp);
    expect(only.asked).toEqual(['viewer']);
  });

  it.each<[string, string | undefined, boolean, ActionIdentity]>([
    ['REST names a login', 'octo', false, { kind: 'user', login: 'octo' }],
    ['REST names a login, whatever the step knows', 'octo', true, { kind: 'user', login: 'octo' }],
    [
      'REST will not say (403), the token known as the workflow’s',
      undefined,
      true,
      { kind: 'workflow' },
    ],
  ])('GraphQL cannot say, %s', async (_, login, workflowToken, identity) => {
    const both = api(undefined, login);
    expect(await askIdentity(both, workflowToken)).toStrictEqual(identity);
    expect(both.asked).toEqual(['viewer', 'GET /user']);
  });

  it('GraphQL cannot say and REST will not (403): no one, unless the token is known as the workflow’s', async () => {
    const both = api(undefined, undefined);
    await expect(askIdentity(both)).rejects.toThrow(
      /^GitHub would not say who the token is \(its GraphQL API refused the question, and REST's GET \/user answered 403/,
    );
    expect(both.asked).toEqual(['viewer', 'GET /user']);
  });

  it('GraphQL fails: the failure, and REST is not asked', async () => {
    const failing = api(new Error('no answer'), 'octo');
    await expect(askIdentity(failing)).rejects.toThrow('no answer');
    expect(failing.asked).toEqual(['viewer']);
  });
});

describe('against the stand-in', () => {
  let gh: GitHubStandIn;
  beforeEach(async () => {
    gh = await startGitHubStandIn();
    gh.user('tok-octo', 'octo');
    gh.app('tok-app', 'deploy-app');
  });
  afterEach(async () => {
    await gh.close();
  });
  const never: Deadline = { signal: new AbortController().signal };
  const client = (token: string) =>
    githubApi({ token, apiUrl: gh.url, userAgent: 'test', deadline: never, sleep: async () => {} });
  const onGraphQL = (method: string, path: string) => method === 'POST' && path === '/graphql';
  const asked = () => gh.requests.map((r) => `${r.method} ${r.path}`);

  it.each<[string, string, ActionIdentity]>([
    ['the workflow’s token', 'tok-workflow', { kind: 'workflow' }],
    ['a user’s token', 'tok-octo', { kind: 'user', login: 'octo' }],
    ['an App’s installation token', 'tok-app', deployApp],
  ])('%s: one GraphQL query', async (_, token, identity) => {
    expect(await askIdentity(client(token))).toStrictEqual(identity);
    expect(asked()).toEqual(['POST /graphql']);
    expect(gh.requests[0]!.body).toEqual({ query: VIEWER_QUERY });
  });

  const refusal = (type: string) => ({
    errors: [{ type, path: ['viewer'], message: 'Resource not accessible by integration' }],
  });

  it.each<[string, number, unknown]>([
    ['no GraphQL API there (404)', 404, { message: 'Not Found' }],
    ['a token GraphQL forbids the question (403)', 403, { message: 'Resource not accessible' }],
    ['the question refused to the token (FORBIDDEN)', 200, refusal('FORBIDDEN')],
    ['the question refused to the token (NOT_FOUND)', 200, refusal('NOT_FOUND')],
  ])('%s: REST, as before', async (_, status, body) => {
    gh.faults.push({ match: onGraphQL, times: 3, status, body });
    expect(await askIdentity(client('tok-octo'))).toStrictEqual({ kind: 'user', login: 'octo' });
    expect(await askIdentity(client('tok-workflow'), true)).toStrictEqual({ kind: 'workflow' });
    // An App's token is not the workflow's: REST's 403 names neither, and it is no one.
    await expect(askIdentity(client('tok-app'))).rejects.toThrow('GitHub would not say who');
    expect(asked()).toEqual(Array(3).fill(['POST /graphql', 'GET /user']).flat());
  });

  it('an App’s token whose viewer answer carries an error is no one, never the workflow’s token', async () => {
    // Any workflow of the repository can post as github-actions[bot]: taken for the workflow's
    // token, the App's token would read such a comment as its own record.
    const refusals: [unknown, string][] = [
      [refusal('FORBIDDEN'), 'GitHub would not say who the token is'],
      [{ errors: [{ message: 'Something else' }] }, 'answered who the token is with an error'],
    ];
    for (const [body, message] of refusals) {
      gh.faults.push({ match: onGraphQL, times: 1, status: 200, body });
      await expect(askIdentity(client('tok-app'))).rejects.toThrow(message);
    }
  });

  it.each<[string, unknown, string]>([
    [
      'GitHub’s own failure (“Something went wrong”)',
      {
        errors: [
          {
            message:
              'Something went wrong while executing your query. Please include `ABCD:1234` when reporting this issue.',
          },
        ],
      },
      "GitHub's GraphQL API failed the query: Something went wrong while executing your query",
    ],
    [
      'a rate limit (RATE_LIMITED)',
      { errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for installation' }] },
      "GitHub's GraphQL API failed the query: API rate limit exceeded for installation",
    ],
  ])('%s, once: tried again as a read', async (_, body) => {
    gh.faults.push({ match: onGraphQL, times: 1, status: 200, body });
    expect(await askIdentity(client('tok-app'))).toStrictEqual(deployApp);
    expect(asked()).toEqual(['POST /graphql', 'POST /graphql']);
  });

  it.each<[string, unknown, string]>([
    [
      'GitHub’s own failure',
      { errors: [{ message: 'Something went wrong while executing your query. Try again.' }] },
      "could not post the plan comment on the pull request: GitHub's GraphQL API failed the query: Something went wrong while executing your query. Try again.",
    ],
    [
      'a rate limit',
      { errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded' }] },
      "could not post the plan comment on the pull request: GitHub rate limited the requests: GitHub's GraphQL API failed the query: API rate limit exceeded. Re-run the job once the limit has passed.",
    ],
  ])('%s that persists fails the step, and REST is not asked', async (_, body, message) => {
    gh.faults.push({
      match: onGraphQL,
      times: 9,
      status: 200,
      body,
      headers: { 'retry-after': '0' },
    });
    const error = await askIdentity(client('tok-workflow'), true).catch((e: unknown) => e);
    expect(GITHUB_VIEWS.githubFailures.failure(error)).toBe(message);
    expect(asked()).toEqual(Array(4).fill('POST /graphql'));
  });

  it.each<[string, number, unknown, string]>([
    ['a server error, every time', 502, { message: 'Bad gateway' }, 'Bad gateway'],
    ['no viewer in the answer', 200, { data: {} }, 'did not answer who the token is'],
    ['an empty answer', 200, undefined, 'did not answer who the token is'],
    [
      'a viewer without its login',
      200,
      { data: { viewer: { __typename: 'User' } } },
      'did not answer who the token is',
    ],
    [
      'a viewer without its type',
      200,
      { data: { viewer: { login: 'octo' } } },
      'did not answer who the token is',
    ],
    [
      'a login GitHub would not give',
      200,
      { data: { viewer: { __typename: 'User', login: 'x<y' } } },
      'named the token as no account it has',
    ],
    ['the credentials refused', 401, { message: 'Bad credentials' }, 'Bad credentials'],
    [
      'an error in the answer that is no refusal',
      200,
      { errors: [{ message: 'Something went wrong' }] },
      'answered who the token is with an error: Something went wrong',
    ],
    [
      'a refusal beside another error',
      200,
      {
        errors: [
          { type: 'FORBIDDEN', message: 'no' },
          { type: 'INTERNAL', message: 'oops' },
        ],
      },
      'answered who the token is with an error: no',
    ],
  ])('%s: a failure, and REST is not asked', async (_, status, body, message) => {
    gh.faults.push({ match: onGraphQL, times: 9, status, body });
    await expect(askIdentity(client('tok-app'))).rejects.toThrow(message);
    expect(asked().every((r) => r === 'POST /graphql')).toBe(true);
  });

  it('a rate limit that outlasts the retries is a failure, not a refusal: REST is not asked', async () => {
    gh.faults.push({
      match: onGraphQL,
      times: 9,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'retry-after': '0' },
      body: { message: 'API rate limit exceeded' },
    });
    await expect(askIdentity(client('tok-app'))).rejects.toThrow(/rate limit/i);
    expect(asked().every((r) => r === 'POST /graphql')).toBe(true);
  });

  it('a server error once is retried, as a read', async () => {
    gh.faults.push({ match: onGraphQL, times: 1, status: 502, body: { message: 'Bad gateway' } });
    expect(await askIdentity(client('tok-app'))).toStrictEqual(deployApp);
    expect(asked()).toEqual(['POST /graphql', 'POST /graphql']);
  });

  it('an App’s token writes and edits as its bot, and GET /user refuses it', async () => {
    const app = client('tok-app');
    const issue = { owner: 'o', repo: 'r', issueNumber: 7 };
    const posted = await app.createComment(issue, 'plan');
    await app.updateComment(issue, posted.id, 'plan, again');
    expect(writtenBy(posted, deployApp)).toBe(true);
    expect(writtenBy(posted, { kind: 'workflow' })).toBe(false);
    const edit = await app.lastEdit(posted.node_id!);
    expect(edit.editor).toEqual({ type: 'Bot', login: 'deploy-app' });
    expect(isActionEditor(edit.editor!, deployApp)).toBe(true);
    expect(isActionEditor(edit.editor!, { kind: 'workflow' })).toBe(false);
    expect(await app.tokenLogin()).toBeUndefined();
  });
});

describe('whose comments an App’s token takes for its own', () => {
  const bot = { login: 'deploy-app[bot]', type: 'Bot' };
  it.each<[string, { login?: string; type?: string } | null, { slug?: string } | null, boolean]>([
    ['its bot through its app', bot, { slug: 'deploy-app' }, true],
    ['its bot, the app not named', bot, null, true],
    ['its bot, an app without a slug', bot, {}, true],
    ['its bot through another app', bot, { slug: 'other-app' }, false],
    ['a user named like its bot', { ...bot, type: 'User' }, { slug: 'deploy-app' }, false],
    ['a bot of no type', { login: bot.login }, { slug: 'deploy-app' }, false],
    [
      'another bot through its app',
      { login: 'x[bot]', type: 'Bot' },
      { slug: 'deploy-app' },
      false,
    ],
    ['its slug without the suffix', { login: 'deploy-app', type: 'Bot' }, null, false],
    [
      'the workflow’s bot',
      { login: 'github-actions[bot]', type: 'Bot' },
      { slug: 'github-actions' },
      false,
    ],
    ['another app’s bot', { login: 'other-app[bot]', type: 'Bot' }, { slug: 'other-app' }, false],
    ['a person', { login: 'mallory', type: 'User' }, null, false],
    ['no one', null, null, false],
  ])('%s', (_, user, app, expected) => {
    expect(writtenBy({ id: 1, body: '', user, performed_via_github_app: app }, deployApp)).toBe(
      expected,
    );
  });
});
