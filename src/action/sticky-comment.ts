// One comment per pull request and target: found again by its marker and updated in place,
// created only when none exists. Comments that do not start with our marker are never touched.
import { isOurComment } from './comment-marker.js';
import type { CommentApi, IssueRef } from './github-client.js';

export interface UpsertResult {
  /** `none`: `create: false` and no comment of ours yet, so nothing was posted. */
  action: 'created' | 'updated' | 'none';
  /** The comment posted (absent for `none`). */
  commentId?: number;
}

/**
 * Updates our comment for `target` on the issue, or creates it (unless `create` is false:
 * then a missing comment stays missing).
 */
export async function upsertStickyComment(
  api: CommentApi,
  issue: IssueRef,
  target: string,
  body: string,
  { create = true }: { create?: boolean } = {},
): Promise<UpsertResult> {
  const comments = await api.listComments(issue);
  const ours = comments.find((c) => isOurComment(c.body, target));
  if (ours !== undefined) {
    await api.updateComment(issue, ours.id, body);
    return { action: 'updated', commentId: ours.id };
  }
  if (!create) return { action: 'none' };
  const created = await api.createComment(issue, body);
  return { action: 'created', commentId: created.id };
}

/**
 * A clear message for a failed comment request; the token never appears in it. Octokit reports
 * a request that got no answer at all (refused, DNS, TLS) as status 500 without a response:
 * that is said as "could not reach", never as an HTTP status GitHub did not send.
 */
export function describeCommentFailure(
  error: unknown,
  /** What was tried, after "could not"; other than the plan comment, no 'comment: false' hint. */
  what = 'post the plan comment on the pull request',
): string {
  const e = error as { status?: unknown; response?: unknown; request?: { url?: unknown } };
  const message = error instanceof Error ? error.message : String(error);
  if (e.request !== undefined && e.response === undefined) {
    const url = typeof e.request.url === 'string' ? apiOrigin(e.request.url) : 'the GitHub API';
    return `could not ${what}: could not reach ${url} (${message}). Check GITHUB_API_URL and the runner's network.`;
  }
  const status = e.status;
  const permission =
    " Give the workflow 'permissions: pull-requests: write' (a pull request from a fork gets a read-only token)";
  const hint =
    status === 403 || status === 404
      ? what === 'post the plan comment on the pull request'
        ? `${permission}, or set 'comment: false'.`
        : `${permission}.`
      : '';
  return `could not ${what}${typeof status === 'number' ? ` (HTTP ${status})` : ''}: ${message}.${hint}`;
}

/** The API's address without path or query (the request URL names the repository). */
function apiOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'the GitHub API';
  }
}
