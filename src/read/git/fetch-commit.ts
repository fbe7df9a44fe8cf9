// One commit into the checkout's repository: whether it is there, and one shallow fetch of it
// from `origin` (`git fetch --depth=1 origin SHA`, nothing else, over https only:
// git-invocation.ts says what else git is and is not given). Whether to fetch, and with which
// header, is the caller's (app/git/checkout.ts).
import type { Env } from '../../model/env.js';
import type { FetchHeader } from './git-invocation.js';
import type { GitRepository } from './repository.js';
import { git, GitError } from './run-git.js';

/** Whether commit `sha` is in the repository. */
export async function hasCommit(
  repository: GitRepository,
  env: Env,
  sha: string,
): Promise<boolean> {
  try {
    await git(['cat-file', '-e', `${sha}^{commit}`], { repository, env });
    return true;
  } catch (error) {
    if (error instanceof GitError && error.code !== undefined) return false;
    throw error;
  }
}

/**
 * Fetches commit `sha` from `origin`, shallow, with `header` (a token for its server) when
 * given: undefined when git did it (whether it brought the commit is `hasCommit`'s to say),
 * else git's reason.
 */
export async function fetchCommit(
  repository: GitRepository,
  env: Env,
  sha: string,
  header?: FetchHeader,
): Promise<string | undefined> {
  const fetch = ['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', sha];
  const access = header ? { fetch: true as const, header } : { fetch: true as const };
  try {
    await git(fetch, { repository, env, access });
    return undefined;
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return error.message;
  }
}
