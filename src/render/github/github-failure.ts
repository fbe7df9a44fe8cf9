// A failed GitHub request as a person reads it: "could not WHAT", then what happened and what
// to do. The flows name what they tried (`GitHubAttempt`); the words are here. Pure.
import { GitHubError } from '../../model/github-error.js';
import { escapeText } from '../../text/escape-text.js';

/** What the step asked GitHub for when the request failed. */
export type GitHubAttempt =
  | 'comment'
  | 'check-run'
  | 'check-run-rest'
  | 'last-edit'
  | 'review'
  | 'comment-result'
  | 'comment-refusal';

const WHAT: Record<GitHubAttempt, string> = {
  comment: 'post the plan comment on the pull request',
  'check-run': 'create the check run',
  'check-run-rest': 'add the rest of the annotations to the check run',
  'last-edit': 'ask GitHub who last edited the comment',
  review: 'look up the pull request and its reviewed plan',
  'comment-result': "update the pull request's comment with the result",
  'comment-refusal': "update the pull request's comment with the refusal",
};

/**
 * The sentence without its full stop. A rate limit says "rate limited" (never a permission
 * hint); a 403 or 404 that is no rate limit names the permission; a request that got no answer
 * says so, never a status.
 */
export function githubFailureSentence(error: unknown, attempt: GitHubAttempt = 'comment'): string {
  const what = WHAT[attempt];
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
      ? attempt === 'comment'
        ? `. ${permission}, or set 'comment: false'`
        : `. ${permission}`
      : '';
  return `could not ${what}${code}: ${error.message}${hint}`;
}

/** The check run could not be made: the findings go to the step's own line notes. */
export function checkRunNotCreated(error: unknown): string {
  return `${githubFailureSentence(error, 'check-run')}; the findings are the step's annotations.`;
}

/** The check run's later line notes could not be sent: `sent` of `total` were. */
export function checkRunCut(error: unknown, sent: number, total: number): string {
  return `${githubFailureSentence(error, 'check-run-rest')}: ${sent} of ${total} were sent; all findings are in the job summary.`;
}
