// Who last edited a comment: GitHub's REST API does not say, its GraphQL API does (an
// `IssueComment` node's `editor`, an `Actor` with its `login`, and `lastEditedAt`; both null
// for a comment never edited). Asked by the comment's node id, through the same careful
// requests as the REST calls (deadline, retries, bounded answers); the query changes nothing,
// so it is retried as a read. An answer that is not of that shape is a failure: the caller
// cannot tell who edited the comment.
import { GitHubError } from './github-error.js';
import type { GitHubRequest } from './github-http.js';

/** The query, in GitHub's GraphQL schema: `node(id:)`, then the `IssueComment` fields. */
export const LAST_EDIT_QUERY =
  'query LastEdit($id: ID!) { node(id: $id) { __typename ... on IssueComment { lastEditedAt editor { __typename login } } } }';

/** Who last edited a comment: no editor when it was never edited (or GitHub no longer names the account). */
export interface LastEdit {
  /** The editor's GraphQL type (`User`, `Bot`, …) and login (a bot's without REST's `[bot]`). */
  editor?: { type: string; login: string };
  /** When, as GitHub says it (an ISO 8601 date-time). */
  at?: string;
}

/** Asks GitHub's GraphQL API (at the request's address) who last edited node `nodeId`. */
export async function lastEditOf(request: GitHubRequest, nodeId: string): Promise<LastEdit> {
  const { data } = await request(
    'POST',
    '',
    { query: LAST_EDIT_QUERY, variables: { id: nodeId } },
    { read: true },
  );
  const answer = data as { data?: { node?: unknown } | null; errors?: unknown } | undefined;
  if (Array.isArray(answer?.errors) && answer.errors.length > 0)
    throw new GitHubError(`GitHub's GraphQL API refused the query: ${errorOf(answer.errors)}`, {});
  const node = answer?.data?.node as Record<string, unknown> | null | undefined;
  if (node?.__typename !== 'IssueComment')
    throw new GitHubError("GitHub's GraphQL API did not answer with the comment", {});
  return { ...editorOf(node.editor), ...atOf(node.lastEditedAt) };
}

function editorOf(value: unknown): Pick<LastEdit, 'editor'> {
  if (value === null || value === undefined) return {};
  const editor = value as { __typename?: unknown; login?: unknown };
  if (typeof editor.__typename !== 'string' || typeof editor.login !== 'string')
    throw new GitHubError("GitHub's GraphQL API answered an editor without its type and login", {});
  return { editor: { type: editor.__typename, login: editor.login } };
}

function atOf(value: unknown): Pick<LastEdit, 'at'> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value))
    throw new GitHubError("GitHub's GraphQL API answered a last edit that is not a date", {});
  return { at: value };
}

/** The first error's message, cut to 300 characters. */
function errorOf(errors: unknown[]): string {
  const message = (errors[0] as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message === '') return 'no message';
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}
