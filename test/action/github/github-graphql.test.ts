// Who last edited a comment, asked through GitHub's GraphQL API by the Action's client, against
// the stand-in (which executes the query against the part of GitHub's schema it serves, so a
// query the schema does not allow fails here as it would on GitHub): never edited, edited by the
// workflow's bot, by a person; and what is no answer (a refused query, an unknown node, an
// endpoint that is not there, a malformed answer), each a failure the caller decides on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { githubApi, graphqlUrlOf } from '../../../src/action/github/github-client.js';
import type { Deadline } from '../../../src/action/github/github-http.js';
import { LAST_EDIT_QUERY, VIEWER_QUERY } from '../../../src/action/github/github-graphql.js';
import { GitHubError } from '../../../src/model/github-error.js';
import { answerGraphQL } from '../support/github-graphql-stand-in.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in.js';

let gh: GitHubStandIn;
beforeEach(async () => {
  gh = await startGitHubStandIn();
});
afterEach(async () => {
  await gh.close();
});

const never: Deadline = { signal: new AbortController().signal };
const issue = { owner: 'o', repo: 'r', issueNumber: 7 };
const api = (apiUrl = gh.url, token = 'tok') =>
  githubApi({
    token,
    apiUrl,
    userAgent: 'test',
    deadline: never,
    sleep: async () => {},
  });
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/**
 * A node as GitHub answers the query: its edit history asked at both ends (`first: 1` and
 * `last: 1`), from the whole history a case gives as `userContentEdits`.
 */
function aliased(body: unknown): unknown {
  const node = (body as { data?: { node?: Record<string, unknown> | null } })?.data?.node;
  if (node === undefined || node === null || !('userContentEdits' in node)) return body;
  const { userContentEdits: history, ...rest } = node;
  const nodes = (history as { nodes?: unknown }).nodes;
  const end = (pick: (all: unknown[]) => unknown[]) =>
    Array.isArray(nodes) ? { nodes: pick(nodes) } : history;
  const ends = { first: end((all) => all.slice(0, 1)), last: end((all) => all.slice(-1)) };
  return { ...(body as object), data: { node: { ...rest, ...ends } } };
}

describe('who last edited a comment', () => {
  it('none while the Action’s comment is as it was posted; its bot once it updates it; a person once they edit it', async () => {
    const client = api();
    const posted = await client.createComment(issue, 'plan');
    expect(posted.node_id).toMatch(/^IC_/);
    expect(await client.lastEdit(posted.node_id!)).toEqual({});
    await client.updateComment(issue, posted.id, 'plan, again');
    const byBot = await client.lastEdit(posted.node_id!);
    const bot = { type: 'Bot', login: 'github-actions' };
    const mallory = { type: 'User', login: 'mallory' };
    expect(byBot).toEqual({
      editor: bot,
      at: expect.stringMatching(ISO),
      ends: [{ editor: bot }, { editor: bot }],
    });
    const stored = gh.comments.get('o/r#7')![0]!;
    gh.edit(stored, 'plan, edited', 'mallory');
    expect(await client.lastEdit(posted.node_id!)).toEqual({
      editor: mallory,
      at: expect.stringMatching(ISO),
      ends: [{ editor: bot }, { editor: mallory }],
    });
    // Where `editor` names the first editor, the history still names the last.
    gh.editorIsFirst = true;
    expect(await client.lastEdit(posted.node_id!)).toEqual({
      editor: bot,
      at: expect.stringMatching(ISO),
      ends: [{ editor: bot }, { editor: mallory }],
    });
    // Where the history is listed newest first with the comment's creation at its end (as
    // `includesCreatedEdit` allows), the newest edit is still one of the two ends asked.
    gh.historyNewestFirst = true;
    expect(await client.lastEdit(posted.node_id!)).toEqual({
      editor: bot,
      at: expect.stringMatching(ISO),
      ends: [{ editor: mallory }, { editor: bot }],
    });
    gh.historyNewestFirst = false;
    gh.editorIsFirst = false;
    const graphql = gh.requests.filter((r) => r.path === '/graphql');
    expect(graphql).toHaveLength(5);
    expect(graphql[0]!.body).toEqual({ query: LAST_EDIT_QUERY, variables: { id: posted.node_id } });
    expect(graphql[0]!.authorization).toBe('token tok');
  });

  it('a user’s token edits as that user', async () => {
    gh.user('tok-octo', 'octo');
    const client = api(gh.url, 'tok-octo');
    const posted = await client.createComment(issue, 'plan');
    await client.updateComment(issue, posted.id, 'plan, again');
    expect((await client.lastEdit(posted.node_id!)).editor).toEqual({
      type: 'User',
      login: 'octo',
    });
  });

  it('at /api/graphql beside GitHub Enterprise Server’s /api/v3', async () => {
    const ghes = await startGitHubStandIn('/api/v3');
    try {
      expect(graphqlUrlOf(ghes.url)).toBe(ghes.url.replace('/api/v3', '/api/graphql'));
      expect(graphqlUrlOf('https://api.github.com/')).toBe('https://api.github.com/graphql');
      const client = api(ghes.url);
      const posted = await client.createComment(issue, 'plan');
      expect(await client.lastEdit(posted.node_id!)).toEqual({});
      expect(ghes.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /repos/o/r/issues/7/comments',
        'POST /graphql',
      ]);
    } finally {
      await ghes.close();
    }
  });
});

describe('what is no answer', () => {
  const onGraphQL = (method: string, path: string) => method === 'POST' && path === '/graphql';

  it.each<[string, number, unknown, RegExp]>([
    [
      'a query GitHub refuses (HTTP 200 with errors)',
      200,
      { errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] },
      /^GitHub's GraphQL API refused the query: Resource not accessible by integration$/,
    ],
    ['no GraphQL API there (404)', 404, { message: 'Not Found' }, /^Not Found$/],
    [
      'an answer without the comment',
      200,
      { data: { node: null } },
      /did not answer with the comment/,
    ],
    [
      'an editor without its login',
      200,
      {
        data: {
          node: { __typename: 'IssueComment', editor: { __typename: 'User' }, lastEditedAt: null },
        },
      },
      /an editor without its type and login/,
    ],
    [
      'a last edit that is no date',
      200,
      { data: { node: { __typename: 'IssueComment', editor: null, lastEditedAt: 'yesterday' } } },
      /a last edit that is not a date/,
    ],
    ['errors without a message', 200, { errors: [{}] }, /refused the query: no message$/],
    [
      'an error of an empty message',
      200,
      { errors: [{ message: '' }] },
      /refused the query: no message$/,
    ],
    ['an error that is null', 200, { errors: [null] }, /refused the query: no message$/],
    ['an empty answer', 200, undefined, /did not answer with the comment$/],
    [
      'a message of 300 characters, whole',
      200,
      { errors: [{ message: 'm'.repeat(300) }] },
      new RegExp(`refused the query: ${'m'.repeat(300)}$`),
    ],
    [
      'a message past 300 characters, cut',
      200,
      { errors: [{ message: 'm'.repeat(301) }] },
      new RegExp(`refused the query: ${'m'.repeat(300)}…$`),
    ],
    [
      'an editor without its type',
      200,
      {
        data: { node: { __typename: 'IssueComment', editor: { login: 'x' }, lastEditedAt: null } },
      },
      /an editor without its type and login/,
    ],
    [
      'no edit history',
      200,
      { data: { node: { __typename: 'IssueComment', editor: null, lastEditedAt: null } } },
      /did not answer the comment's edit history/,
    ],
    [
      'an edit history that is no list',
      200,
      { data: { node: { __typename: 'IssueComment', userContentEdits: { nodes: 'x' } } } },
      /did not answer the comment's edit history/,
    ],
    [
      'an edit that is no edit',
      200,
      { data: { node: { __typename: 'IssueComment', userContentEdits: { nodes: [7] } } } },
      /an edit that is no edit/,
    ],
    [
      'an edit that is null',
      200,
      { data: { node: { __typename: 'IssueComment', userContentEdits: { nodes: [null] } } } },
      /an edit that is no edit/,
    ],
    [
      'a last edit that is a list holding a date',
      200,
      {
        data: {
          node: {
            __typename: 'IssueComment',
            editor: null,
            lastEditedAt: ['2026-11-25T12:00:00Z'],
          },
        },
      },
      /a last edit that is not a date/,
    ],
    [
      'an edit whose editor has no login',
      200,
      {
        data: {
          node: {
            __typename: 'IssueComment',
            userContentEdits: { nodes: [{ editor: { __typename: 'User' } }] },
          },
        },
      },
      /an editor without its type and login/,
    ],
    ...['x2026-11-25T12:00:00Z', '2026-11-25T12:00:00Zx', '2026-11-25T12:00:00*01:00'].map(
      (at) =>
        [
          `a last edit of ${at}`,
          200,
          { data: { node: { __typename: 'IssueComment', editor: null, lastEditedAt: at } } },
          /a last edit that is not a date/,
        ] as [string, number, unknown, RegExp],
    ),
  ])('%s', async (_, status, body, message) => {
    gh.faults.push({ match: onGraphQL, times: 1, status, body: aliased(body) });
    const error: unknown = await api()
      .lastEdit('IC_x')
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(GitHubError);
    expect((error as GitHubError).message).toMatch(message);
  });

  const none = { userContentEdits: { nodes: [] } };
  const m = { __typename: 'User', login: 'm' };
  it.each<[string, unknown, object]>([
    ['no editor named at all', { __typename: 'IssueComment', ...none }, {}],
    [
      'an edit at a time with an offset',
      {
        __typename: 'IssueComment',
        editor: m,
        lastEditedAt: '2026-11-25T12:00:00.123+01:00',
        userContentEdits: { nodes: [{ editor: m }] },
      },
      {
        editor: { type: 'User', login: 'm' },
        at: '2026-11-25T12:00:00.123+01:00',
        ends: [{ editor: { type: 'User', login: 'm' } }, { editor: { type: 'User', login: 'm' } }],
      },
    ],
    [
      'a history whose newest edit names no editor',
      { __typename: 'IssueComment', editor: m, userContentEdits: { nodes: [{ editor: null }] } },
      { editor: { type: 'User', login: 'm' }, ends: [{}, {}] },
    ],
    [
      'both ends of a history of several (its first and last nodes)',
      {
        __typename: 'IssueComment',
        userContentEdits: { nodes: [{ editor: m }, { editor: { __typename: 'Bot', login: 'b' } }] },
      },
      { ends: [{ editor: { type: 'User', login: 'm' } }, { editor: { type: 'Bot', login: 'b' } }] },
    ],
  ])('%s: an answer', async (_, node, edit) => {
    gh.faults.push({
      match: onGraphQL,
      times: 1,
      status: 200,
      body: { ...(aliased({ data: { node } }) as object), errors: [] },
    });
    expect(await api().lastEdit('IC_x')).toStrictEqual(edit);
  });

  it('a node that does not exist: GitHub’s NOT_FOUND error, as a refused query', async () => {
    await expect(api().lastEdit('IC_nothing')).rejects.toThrow(
      "GitHub's GraphQL API refused the query: Could not resolve to a node with the global id of 'IC_nothing'",
    );
  });

  it('a server error is retried, as a read', async () => {
    const client = api();
    const posted = await client.createComment(issue, 'plan');
    gh.faults.push({ match: onGraphQL, times: 2, status: 502, body: { message: 'Bad gateway' } });
    expect(await client.lastEdit(posted.node_id!)).toEqual({});
    expect(gh.requests.filter((r) => r.path === '/graphql')).toHaveLength(3);
  });
});

describe("the stand-in's GraphQL endpoint", () => {
  it('holds a query to the schema: a field GitHub does not have is an error', async () => {
    const answer = await answerGraphQL(
      {
        query: 'query($id: ID!) { node(id: $id) { ... on IssueComment { lastEditor { login } } } }',
        variables: { id: 'x' },
      },
      () => undefined,
    );
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('Cannot query field "lastEditor"'),
      }),
    ]);
    expect(await answerGraphQL({}, () => undefined)).toEqual({
      errors: [{ message: 'A query attribute must be specified and must be a string.' }],
    });
  });

  it('answers viewer as GitHub’s schema types it (a User!), and holds its query to the schema', async () => {
    const ask = (query: string) =>
      answerGraphQL({ query }, () => undefined, { login: 'deploy-app[bot]' });
    expect(await ask(VIEWER_QUERY)).toEqual({
      data: { viewer: { __typename: 'User', login: 'deploy-app[bot]' } },
    });
    expect((await ask('query { viewer { slug } }')).errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Cannot query field "slug"') }),
    ]);
  });
});
