// The branch whose pushes the apply workflow `init` writes runs on: the default branch of the
// repository the run is in, as its clone knows it (origin/HEAD), else the branch checked out,
// else `main`. git is asked about that one repository, named explicitly, with the settings
// and the minimal environment every git command of this tool gets (src/read/git/).
import { git, GitError } from '../../read/git/run-git.js';
import type { GitRepository } from '../../read/git/repository.js';
import type { Env } from '../../model/env.js';

export interface DefaultBranch {
  name: string;
  /** How it was found, for the person who ran `init`. */
  from: 'origin/HEAD' | 'the current branch' | 'no branch found';
}

/** The default branch of `repository` (undefined: the run is in none). */
export async function defaultBranch(
  repository: GitRepository | undefined,
  env: Env,
): Promise<DefaultBranch> {
  if (repository !== undefined) {
    const remote = await symbolicRef(repository, env, 'refs/remotes/origin/HEAD');
    if (remote?.startsWith('refs/remotes/origin/'))
      return { name: remote.slice('refs/remotes/origin/'.length), from: 'origin/HEAD' };
    const head = await symbolicRef(repository, env, 'HEAD');
    if (head?.startsWith('refs/heads/'))
      return { name: head.slice('refs/heads/'.length), from: 'the current branch' };
  }
  return { name: 'main', from: 'no branch found' };
}

/** What the symbolic ref `ref` points at; undefined when it is none (or git cannot tell). */
async function symbolicRef(
  repository: GitRepository,
  env: Env,
  ref: string,
): Promise<string | undefined> {
  try {
    const out = await git(['symbolic-ref', '--quiet', ref], { repository, env, maxBytes: 4096 });
    return out.toString('utf8').trim() || undefined;
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}
