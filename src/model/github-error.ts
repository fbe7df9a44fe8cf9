// A GitHub API request that failed, as facts: what GitHub answered (its own `message`, cut; its
// status; the API's origin, never a path or the token). The Action's views word it
// (render/github/github-failure.ts).

import { UserError } from './errors.js';

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
