// The checkout the Action runs in: a run's folder that looks like a git directory is refused
// (git would take it for the repository), and a pull request's base commit must be in the
// checkout before its files can be read (`--base`). actions/checkout fetches one commit by
// default; this fetches the one more that is needed, in the workspace's own repository, first
// plainly, then with the workflow's token. The git steps are read/git/fetch-commit.ts's.
import type { Env } from '../../model/env.js';
import { fetchCommit, hasCommit } from '../../read/git/fetch-commit.js';
import type { FetchHeader } from '../../read/git/git-invocation.js';
import { repositoryOf } from '../../read/git/repository.js';

export { refuseGitLikeFolders } from '../../read/git/repository.js';

export type BaseCommit = { ok: true } | { ok: false; why: string };

/**
 * Makes sure commit `sha` is in the checkout's repository: the nearest folder from `folder` (the
 * run's folder) up to `top` (the workspace) that holds `.git`, which no commit can hold (a
 * checkout with actions/checkout's `path:` has it below the workspace), never a repository git
 * would discover: there already, or fetched from `origin` (a shallow fetch of that one commit). `env` is the run's environment, of which git gets only PATH, HOME
 * and LANG; `auth`, when given, is an extra header for its server (the workflow's token, for a
 * checkout made with persist-credentials: false), tried only if a plain fetch fails. A root
 * inside a folder that looks like a git directory is refused (GitLikeFolderError).
 */
export async function ensureCommit(
  folder: string,
  top: string,
  sha: string,
  env: Env,
  auth?: FetchHeader,
): Promise<BaseCommit> {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    return { ok: false, why: `'${sha}' is no commit SHA` };
  const repository = repositoryOf(folder, top);
  if (repository === undefined)
    return {
      ok: false,
      why: "the workspace is not a git repository (no .git in or above the run's folder)",
    };
  if (await hasCommit(repository, env, sha)) return { ok: true };
  let why = await fetchCommit(repository, env, sha);
  if (why === undefined) {
    if (await hasCommit(repository, env, sha)) return { ok: true };
    why = 'the fetch did not bring it';
  }
  if (auth) {
    const failed = await fetchCommit(repository, env, sha, auth);
    if (failed !== undefined) why = failed;
    else if (await hasCommit(repository, env, sha)) return { ok: true };
  }
  return { ok: false, why: `git fetch --depth=1 origin ${sha} failed: ${why}` };
}
