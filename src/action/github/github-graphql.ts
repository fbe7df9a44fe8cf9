// What the Action asks GitHub's GraphQL API, through the same careful requests as the REST
// calls (deadline, retries, bounded answers); the queries change nothing, so they are retried
// as reads. Who last edited a comment: GitHub's REST API does not say, its GraphQL API does (an
// `IssueComment` node's `editor`, an `Actor` with its `login`, and `lastEditedAt`; both null
// for a comment never edited; its schema says neither whether `editor` is the first or the last
// editor, nor in which order `userContentEdits` lists the history, so both ends of the history,
// `first: 1` and `last: 1`, are asked beside it: whichever end is the newest edit is among
// them), asked by the comment's node id. And who the token is
// (`viewer`), which it answers for every token, GitHub App installation tokens included, where
// REST's `GET /user` refuses those. An answer that is not of the asked shape is a failure. An
// answer whose `errors` say GitHub failed for a passing reason (`RATE_LIMITED`, "Something went
// wrong while executing your query") is tried again as a read is, and thrown if it persists.
import { GitHubError } from '../../model/github-error.js';
import { GITHUB_VIEWS, type GitHubProblem } from '../../render/github/views.js';
import type { GitHubRequest } from './github-http.js';

/** The query, in GitHub's GraphQL schema: `node(id:)`, then the `IssueComment` fields. */
export const LAST_EDIT_QUERY =
  'query LastEdit($id: ID!) { node(id: $id) { __typename ... on IssueComment { lastEditedAt editor { __typename login } first: userContentEdits(first: 1) { nodes { editor { __typename login } } } last: userContentEdits(last: 1) { nodes { editor { __typename login } } } } } }';

/** The query of who the token is: `viewer`, in GitHub's schema a `User!`. */
export const VIEWER_QUERY = 'query Viewer { viewer { __typename login } }';

/**
 * Who the token is, as GraphQL names it: a person's login, or for an App's installation token
 * (the workflow's token is one, of the `github-actions` app) its bot's login, `<slug>[bot]`.
 */
export interface Viewer {
  type: string;
  login: string;
}

/** An account as GraphQL names it: its type (`User`, `Bot`, …) and login (a bot's without REST's `[bot]`). */
export interface Actor {
  type: string;
  login: string;
}

/** Who edited a comment: no editor when it was never edited (or GitHub no longer names the account). */
export interface LastEdit {
  /** The comment's `editor`. */
  editor?: Actor;
  /** When it was last edited, as GitHub says it (an ISO 8601 date-time). */
  at?: string;
  /**
   * The entries at both ends of its edit history (`userContentEdits`, `first: 1` and `last: 1`:
   * the newest edit is one of them, whichever way GitHub orders it), each with its editor when
   * GitHub names one; absent when the history is empty.
   */
  ends?: { editor?: Actor }[];
}

/** Asks GitHub's GraphQL API (at the request's address) who last edited node `nodeId`. */
export async function lastEditOf(request: GitHubRequest, nodeId: string): Promise<LastEdit> {
  const answer = await ask(request, { query: LAST_EDIT_QUERY, variables: { id: nodeId } });
  if (answer.refused !== undefined)
    throw failure({ kind: 'graphql-refused', message: answer.refused });
  const node = answer.data?.node as Record<string, unknown> | null | undefined;
  if (node?.__typename !== 'IssueComment') throw failure({ kind: 'no-comment' });
  return {
    ...editorOf(node.editor),
    ...atOf(node.lastEditedAt),
    ...endsOf([node.first, node.last]),
  };
}

/** The entries at both ends of the edit history; an answer of another shape is a failure. */
function endsOf(connections: unknown[]): Pick<LastEdit, 'ends'> {
  const ends = connections.flatMap((value) => {
    const nodes = (value as { nodes?: unknown } | null | undefined)?.nodes;
    if (!Array.isArray(nodes)) throw failure({ kind: 'no-edit-history' });
    return nodes.map((entry: unknown) => {
      if (entry === null || typeof entry !== 'object') throw failure({ kind: 'edit-no-edit' });
      return editorOf((entry as { editor?: unknown }).editor);
    });
  });
  return ends.length === 0 ? {} : { ends };
}

/**
 * Who the token is (`viewer`); undefined when GitHub's GraphQL API refuses this token the
 * question: there is none at the address (HTTP 404), it forbids the token the question (403,
 * not a rate limit), or its `errors` are all `FORBIDDEN` or `NOT_FOUND`. Every other failure
 * (no answer, a server error, a rate limit, bad credentials, any other error in the answer, an
 * answer of another shape) is thrown.
 */
export async function viewerOf(request: GitHubRequest): Promise<Viewer | undefined> {
  let answer: Answer;
  try {
    answer = await ask(request, { query: VIEWER_QUERY });
  } catch (error) {
    if (error instanceof GitHubError && cannotSay(error)) return undefined;
    throw error;
  }
  if (answer.refused !== undefined) {
    if (answer.forThisToken) return undefined;
    throw failure({ kind: 'viewer-error', message: answer.refused });
  }
  const viewer = answer.data?.viewer as
    { __typename?: unknown; login?: unknown } | null | undefined;
  if (typeof viewer?.__typename !== 'string' || typeof viewer.login !== 'string')
    throw failure({ kind: 'no-viewer' });
  return { type: viewer.__typename, login: viewer.login };
}

/** A 404, or a 403 that is no rate limit: GitHub's GraphQL API will not answer this token. */
function cannotSay(error: GitHubError): boolean {
  const { status, rateLimited } = error.facts;
  return status === 404 || (status === 403 && !rateLimited);
}

interface Answer {
  data?: Record<string, unknown> | null;
  /** The first error's message, when GitHub refused the query. */
  refused?: string;
  /** Every error is GitHub's refusal of the question to this token (`FORBIDDEN`, `NOT_FOUND`). */
  forThisToken?: boolean;
}

/** The error types by which GitHub refuses a token a question (its schema's `type` of an error). */
const REFUSALS = new Set(['FORBIDDEN', 'NOT_FOUND']);

/** Sends one query (a read, its passing failures tried again), and tells its data from its refusal. */
async function ask(
  request: GitHubRequest,
  body: { query: string; variables?: object },
): Promise<Answer> {
  const { data } = await request('POST', '', body, { read: true, transient: passingFailure });
  const errors = errorsOf(data);
  if (errors.length > 0) {
    const forThisToken = errors.every((e) =>
      REFUSALS.has((e as { type?: unknown } | null)?.type as string),
    );
    return { refused: errorOf(errors), forThisToken };
  }
  return { data: (data as { data?: Record<string, unknown> | null } | undefined)?.data ?? null };
}

/** The answer's `errors`, or none. */
function errorsOf(data: unknown): unknown[] {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/**
 * An answer whose errors say GitHub failed for a passing reason: a `RATE_LIMITED` error (a rate
 * limit, waited as GitHub's headers say), or its "Something went wrong while executing your
 * query" (GitHub's own fault, which it asks to try again). Any other error is an answer.
 */
function passingFailure(data: unknown): { message: string; rateLimited: boolean } | undefined {
  const errors = errorsOf(data);
  const typeOf = (e: unknown): unknown => (e as { type?: unknown } | null)?.type;
  const messageOf = (e: unknown): unknown => (e as { message?: unknown } | null)?.message;
  const rateLimited = errors.some((e) => typeOf(e) === 'RATE_LIMITED');
  const wentWrong = errors.some((e) => {
    const message = messageOf(e);
    return typeof message === 'string' && message.startsWith(WENT_WRONG);
  });
  if (!rateLimited && !wentWrong) return undefined;
  const message = GITHUB_VIEWS.githubFailures.problem({
    kind: 'graphql-failed',
    message: errorOf(errors),
  });
  return { message, rateLimited };
}

/** How GitHub's GraphQL API begins the message of a failure of its own. */
const WENT_WRONG = 'Something went wrong while executing your query';

function editorOf(value: unknown): Pick<LastEdit, 'editor'> {
  if (value === null || value === undefined) return {};
  const editor = value as { __typename?: unknown; login?: unknown };
  if (typeof editor.__typename !== 'string' || typeof editor.login !== 'string')
    throw failure({ kind: 'editor-unnamed' });
  return { editor: { type: editor.__typename, login: editor.login } };
}

function atOf(value: unknown): Pick<LastEdit, 'at'> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value))
    throw failure({ kind: 'edit-not-dated' });
  return { at: value };
}

/** The first error's message (without its full stop), cut to 300 characters. */
function errorOf(errors: unknown[]): string {
  const message = (errors[0] as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '')
    return GITHUB_VIEWS.githubFailures.problem({ kind: 'graphql-no-message' });
  return message.length > 300 ? `${message.slice(0, 300)}…` : message.replace(/\.$/, '');
}

/** A failure of GitHub's answer, worded by the view (no status: GitHub answered). */
function failure(problem: GitHubProblem): GitHubError {
  return new GitHubError(GITHUB_VIEWS.githubFailures.problem(problem), {});
}
