// The words of a failed GitHub request, as tables: each attempt's "could not …", each kind of
// failure (no answer, a rate limit, a permission, any other status, not GitHub's error at all)
// and each problem the client words, sentence for sentence.
import { describe, expect, it } from 'vitest';
import { GitHubError } from '../../../src/model/github-error.js';
import {
  checkRunCut,
  checkRunNotCreated,
  githubFailureSentence,
  githubProblem,
  type GitHubAttempt,
  type GitHubProblem,
} from '../../../src/render/github/github-failure.js';

const PERMISSION =
  "Give the workflow 'permissions: pull-requests: write' (a pull request from a fork gets a read-only token)";

describe('githubFailureSentence', () => {
  it.each<[GitHubAttempt, string]>([
    ['comment', 'post the plan comment on the pull request'],
    ['check-run', 'create the check run'],
    ['check-run-rest', 'add the rest of the annotations to the check run'],
    ['last-edit', 'ask GitHub who last edited the comment'],
    ['review', 'look up the pull request and its reviewed plan'],
    ['comment-result', "update the pull request's comment with the result"],
    ['comment-refusal', "update the pull request's comment with the refusal"],
  ])('%s: could not %s', (attempt, what) => {
    const error = new GitHubError('Server Error', { status: 500 });
    expect(githubFailureSentence(error, attempt)).toBe(
      `could not ${what} (HTTP 500): Server Error`,
    );
  });

  it('names the plan comment when no attempt is given', () => {
    expect(githubFailureSentence(new GitHubError('Bad Gateway', { status: 502 }))).toBe(
      'could not post the plan comment on the pull request (HTTP 502): Bad Gateway',
    );
  });

  it.each<[string, unknown, GitHubAttempt, string]>([
    [
      'a 403 on the plan comment: the permission, or no comment',
      new GitHubError('Resource not accessible by integration', { status: 403 }),
      'comment',
      `could not post the plan comment on the pull request (HTTP 403): Resource not accessible by integration. ${PERMISSION}, or set 'comment: false'`,
    ],
    [
      'a 404 on the plan comment: the permission, or no comment',
      new GitHubError('Not Found', { status: 404 }),
      'comment',
      `could not post the plan comment on the pull request (HTTP 404): Not Found. ${PERMISSION}, or set 'comment: false'`,
    ],
    [
      'a 404 on the check run: the permission alone',
      new GitHubError('Not Found', { status: 404 }),
      'check-run',
      `could not create the check run (HTTP 404): Not Found. ${PERMISSION}`,
    ],
    [
      'a 403 on the review: the permission alone',
      new GitHubError('Forbidden', { status: 403 }),
      'review',
      `could not look up the pull request and its reviewed plan (HTTP 403): Forbidden. ${PERMISSION}`,
    ],
    [
      'a 401: no hint',
      new GitHubError('Bad credentials', { status: 401 }),
      'comment',
      'could not post the plan comment on the pull request (HTTP 401): Bad credentials',
    ],
    [
      'no status: no code',
      new GitHubError("GitHub's answer was no JSON", {}),
      'review',
      "could not look up the pull request and its reviewed plan: GitHub's answer was no JSON",
    ],
    [
      'a rate limit with its status: never the permission',
      new GitHubError('API rate limit exceeded', { status: 403, rateLimited: true }),
      'comment',
      'could not post the plan comment on the pull request: GitHub rate limited the requests (HTTP 403): API rate limit exceeded. Re-run the job once the limit has passed',
    ],
    [
      'a rate limit without a status',
      new GitHubError('the wait passed the deadline', { rateLimited: true }),
      'check-run',
      'could not create the check run: GitHub rate limited the requests: the wait passed the deadline. Re-run the job once the limit has passed',
    ],
    [
      'no answer from the API named',
      new GitHubError('connect ECONNREFUSED', { origin: 'https://ghe.example', unreached: true }),
      'last-edit',
      "could not ask GitHub who last edited the comment: could not reach https://ghe.example (connect ECONNREFUSED). Check GITHUB_API_URL and the runner's network",
    ],
    [
      'no answer, no origin known',
      new GitHubError('socket hang up', { unreached: true, status: 403 }),
      'comment',
      "could not post the plan comment on the pull request: could not reach the GitHub API (socket hang up). Check GITHUB_API_URL and the runner's network",
    ],
    [
      'an error that is not GitHub’s',
      new TypeError('fetch failed'),
      'comment-result',
      "could not update the pull request's comment with the result: fetch failed",
    ],
    [
      'a thrown value that is no error',
      'odd',
      'comment-refusal',
      "could not update the pull request's comment with the refusal: odd",
    ],
  ])('%s', (_, error, attempt, sentence) => {
    expect(githubFailureSentence(error, attempt)).toBe(sentence);
  });

  it('escapes the message of an error that is not GitHub’s', () => {
    const sentence = githubFailureSentence(new Error('a\u001b[31mred'), 'review');
    expect(sentence).toMatch(/^could not look up the pull request and its reviewed plan: a/);
    expect(sentence).not.toContain('\u001b');
  });
});

describe('the check run’s failures', () => {
  const error = new GitHubError('Server Error', { status: 500 });

  it('not created: the findings are the step’s annotations', () => {
    expect(checkRunNotCreated(error)).toBe(
      "could not create the check run (HTTP 500): Server Error; the findings are the step's annotations.",
    );
  });

  it('cut: how many of the line notes were sent', () => {
    expect(checkRunCut(error, 50, 120)).toBe(
      'could not add the rest of the annotations to the check run (HTTP 500): Server Error: 50 of 120 were sent; all findings are in the job summary.',
    );
  });
});

describe('githubProblem', () => {
  const graphql = "GitHub's GraphQL API";
  it.each<[GitHubProblem, string]>([
    [{ kind: 'deadline' }, 'the run deadline passed'],
    [
      { kind: 'wait-past-deadline', message: 'GitHub answered 429', seconds: 60 },
      "GitHub answered 429; GitHub asked to wait 60 s, past the run's deadline",
    ],
    [
      { kind: 'answer-too-large', mebibytes: 16 },
      "GitHub's answer passed 16 MiB and was not read further",
    ],
    [{ kind: 'status', status: 502 }, 'GitHub answered 502'],
    [{ kind: 'no-answer', seconds: 30 }, 'no answer within 30 s'],
    [
      { kind: 'link-outside', origin: 'https://elsewhere.example' },
      'GitHub sent a link outside its API (https://elsewhere.example): not followed',
    ],
    [{ kind: 'check-run-without-id' }, 'GitHub answered the new check run without its id'],
    [
      { kind: 'graphql-refused', message: 'Something went wrong' },
      `${graphql} refused the query: Something went wrong`,
    ],
    [
      { kind: 'graphql-failed', message: 'Something went wrong' },
      `${graphql} failed the query: Something went wrong`,
    ],
    [{ kind: 'graphql-no-message' }, 'no message'],
    [{ kind: 'no-comment' }, `${graphql} did not answer with the comment`],
    [{ kind: 'no-edit-history' }, `${graphql} did not answer the comment's edit history`],
    [{ kind: 'edit-no-edit' }, `${graphql} answered an edit that is no edit`],
    [{ kind: 'editor-unnamed' }, `${graphql} answered an editor without its type and login`],
    [{ kind: 'edit-not-dated' }, `${graphql} answered a last edit that is not a date`],
    [
      { kind: 'viewer-error', message: 'Bad credentials' },
      `${graphql} answered who the token is with an error: Bad credentials`,
    ],
    [{ kind: 'no-viewer' }, `${graphql} did not answer who the token is`],
    [{ kind: 'viewer-no-account' }, `${graphql} named the token as no account it has`],
    [
      { kind: 'token-unnamed' },
      "GitHub would not say who the token is (its GraphQL API refused the question, and REST's GET /user answered 403, as it does for any GitHub App's token): the Action cannot tell its own comments from others', so it reads none. Use the workflow's token (github-token left at its default) or a token GitHub's GraphQL API names",
    ],
  ])('%o', (problem, words) => {
    expect(githubProblem(problem)).toBe(words);
  });
});
