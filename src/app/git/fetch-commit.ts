// The Action's side of `--base`: a pull request's base commit must be in the checkout before
// its files can be read. actions/checkout fetches one commit by default; this fetches the one
// more that is needed (`git fetch --depth=1 origin SHA`), never anything else.
import { git, GitError } from './run-git.js';

export type BaseCommit = { ok: true } | { ok: false; why: string };

/**
 * Makes sure commit `sha` is in the repository at `cwd`: there already, or fetched from
 * `origin` (a shallow fetch of that one commit). `env` is git's whole environment; `auth`, when
 * given, is an extra header for the server at `auth.server` (the workflow's token, for a
 * checkout made with persist-credentials: false), tried only if a plain fetch fails.
 */
export async function ensureCommit(
  cwd: string,
  sha: string,
  env: Record<string, string | undefined>,
  auth?: { server: string; header: string },
): Promise<BaseCommit> {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    return { ok: false, why: `'${sha}' is no commit SHA` };
  try {
    await git(['rev-parse', '--show-toplevel'], { cwd });
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return { ok: false, why: 'the workspace is not a git repository' };
  }
  if (await has(cwd, sha)) return { ok: true };
  const quiet = { ...env, GIT_TERMINAL_PROMPT: '0' };
  const fetch = ['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', sha];
  let why: string;
  try {
    await git(fetch, { cwd, env: quiet });
    if (await has(cwd, sha)) return { ok: true };
    why = 'the fetch did not bring it';
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    why = error.message;
  }
  if (auth) {
    try {
      await git(fetch, {
        cwd,
        env: {
          ...quiet,
          GIT_CONFIG_COUNT: '1',
          GIT_CONFIG_KEY_0: `http.${auth.server.replace(/\/+$/, '')}/.extraheader`,
          GIT_CONFIG_VALUE_0: auth.header,
        },
      });
      if (await has(cwd, sha)) return { ok: true };
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      why = error.message;
    }
  }
  return { ok: false, why: `git fetch --depth=1 origin ${sha} failed: ${why}` };
}

async function has(cwd: string, sha: string): Promise<boolean> {
  try {
    await git(['cat-file', '-e', `${sha}^{commit}`], { cwd });
    return true;
  } catch (error) {
    if (error instanceof GitError && error.code !== undefined) return false;
    throw error;
  }
}
