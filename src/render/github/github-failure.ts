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

/** What went wrong with a GitHub request or its answer, as the client saw it. */
export type GitHubProblem =
  | { kind: 'deadline' }
  | { kind: 'wait-past-deadline'; message: string; seconds: number }
  | { kind: 'answer-too-large'; mebibytes: number }
  | { kind: 'status'; status: number }
  | { kind: 'no-answer'; seconds: number }
  | { kind: 'link-outside'; origin: string }
  | { kind: 'check-run-without-id' }
  | { kind: 'pages-repeat' }
  | { kind: 'graphql-refused'; message: string }
  | { kind: 'graphql-failed'; message: string }
  | { kind: 'graphql-no-message' }
  | { kind: 'no-comment' }
  | { kind: 'no-edit-history' }
  | { kind: 'edit-no-edit' }
  | { kind: 'editor-unnamed' }
  | { kind: 'edit-not-dated' }
  | { kind: 'viewer-error'; message: string }
  | { kind: 'no-viewer' }
  | { kind: 'viewer-no-account' }
  | { kind: 'token-unnamed' };

/** The words of a GitHubError's message (or a part of one), from what the client saw. */
export function githubProblem(problem: GitHubProblem): string {
  const graphql = "GitHub's GraphQL API";
  switch (problem.kind) {
    case 'deadline':
      return 'the run deadline passed';
    case 'wait-past-deadline':
      return `${problem.message}; GitHub asked to wait ${problem.seconds} s, past the run's deadline`;
    case 'answer-too-large':
      return `GitHub's answer passed ${problem.mebibytes} MiB and was not read further`;
    case 'status':
      return `GitHub answered ${problem.status}`;
    case 'no-answer':
      return `no answer within ${problem.seconds} s`;
    case 'link-outside':
      return `GitHub sent a link outside its API (${problem.origin}): not followed`;
    case 'check-run-without-id':
      return 'GitHub answered the new check run without its id';
    case 'pages-repeat':
      return "GitHub's pages of comments lead back to one already read";
    case 'graphql-refused':
      return `${graphql} refused the query: ${problem.message}`;
    case 'graphql-failed':
      return `${graphql} failed the query: ${problem.message}`;
    case 'graphql-no-message':
      return 'no message';
    case 'no-comment':
      return `${graphql} did not answer with the comment`;
    case 'no-edit-history':
      return `${graphql} did not answer the comment's edit history`;
    case 'edit-no-edit':
      return `${graphql} answered an edit that is no edit`;
    case 'editor-unnamed':
      return `${graphql} answered an editor without its type and login`;
    case 'edit-not-dated':
      return `${graphql} answered a last edit that is not a date`;
    case 'viewer-error':
      return `${graphql} answered who the token is with an error: ${problem.message}`;
    case 'no-viewer':
      return `${graphql} did not answer who the token is`;
    case 'viewer-no-account':
      return `${graphql} named the token as no account it has`;
    case 'token-unnamed':
      return "GitHub would not say who the token is (its GraphQL API refused the question, and REST's GET /user answered 403, as it does for any GitHub App's token): the Action cannot tell its own comments from others', so it reads none. Use the workflow's token (github-token left at its default) or a token GitHub's GraphQL API names";
  }
}
