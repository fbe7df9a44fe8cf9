// A GitHub API request that failed, and the sentence a person reads for it. The token never
// appears in either: messages carry GitHub's own `message` (cut) and the API's origin only.
import { UserError } from '../../model/errors.js';
import { escapeText } from '../../text/escape-text.js';

/** A failure a person can act on, as the other user-facing errors: never reported as a bug. */
export class GitHubError extends UserError {
  override readonly name = 'GitHubError';
  constructor(
    message: string,
    readonly facts: {
      /** GitHub's status, when it answered. */
      status?: number;
      /** The API's origin (no path: the path names the repository). */
      origin?: string;
      /** GitHub asked to wait longer than the run has, or too often. */
      rateLimited?: boolean;
      /** The request never got an answer (refused, reset, timed out). */
      unreached?: boolean;
    },
  ) {
    super(message);
  }
}

/** The plan comment's own wording (the default `what` below). */
const PLAN_COMMENT = 'post the plan comment on the pull request';

/**
 * A clear message for a failed GitHub request: "could not WHAT", then what happened and what
 * to do. A rate limit says "rate limited" (never a permission hint); a 403 or 404 that is no
 * rate limit names the permission; a request that got no answer says so, never a status.
 */
export function describeGitHubFailure(error: unknown, what = PLAN_COMMENT): string {
  return `${githubFailureSentence(error, what)}.`;
}

/** The same, without its full stop (to be followed by more of a sentence). */
export function githubFailureSentence(error: unknown, what = PLAN_COMMENT): string {
  if (!(error instanceof GitHubError)) {
    const message = error instanceof Error ? error.message : String(error);
    return `could not ${what}: ${escapeText(message)}`;
  }
  const { status, origin, rateLimited, unreached } = error.facts;
  if (unreached) {
    return `could not ${what}: could not reach ${origin ?? 'the GitHub API'} (${error.message}). Check GITHUB_API_URL and the runner's network`;
  }
  const code = status === undefined ? '' : ` (HTTP ${status})`;
  if (rateLimited) {
    return `could not ${what}: GitHub rate limited the requests${code}: ${error.message}. Re-run the job once the limit has passed`;
  }
  const permission =
    "Give the workflow 'permissions: pull-requests: write' (a pull request from a fork gets a read-only token)";
  const hint =
    status === 403 || status === 404
      ? what === PLAN_COMMENT
        ? `. ${permission}, or set 'comment: false'`
        : `. ${permission}`
      : '';
  return `could not ${what}${code}: ${error.message}${hint}`;
}
