// The branch whose pushes the apply workflow `init` writes runs on: the default branch of the
// repository the run is in, as its clone knows it (origin/HEAD), else the branch checked out,
// else `main`. git is asked about that one repository, named explicitly, with a minimal
// environment and configuration: no hooks, no fsmonitor, no user or system settings.
import { devNull } from 'node:os';
import { join } from 'node:path';
import { git, GitError } from '../git/run-git.js';

export interface DefaultBranch {
  name: string;
  /** How it was found, for the person who ran `init`. */
  from: 'origin/HEAD' | 'the current branch' | 'no branch found';
}

/** The default branch of the repository at `root` (undefined: not in a repository). */
export async function defaultBranch(
  root: string | undefined,
  env: Record<string, string | undefined>,
): Promise<DefaultBranch> {
  if (root !== undefined) {
    const remote = await symbolicRef(root, env, 'refs/remotes/origin/HEAD');
    if (remote?.startsWith('refs/remotes/origin/'))
      return { name: remote.slice('refs/remotes/origin/'.length), from: 'origin/HEAD' };
    const head = await symbolicRef(root, env, 'HEAD');
    if (head?.startsWith('refs/heads/'))
      return { name: head.slice('refs/heads/'.length), from: 'the current branch' };
  }
  return { name: 'main', from: 'no branch found' };
}

/** What the symbolic ref `ref` of the repository at `root` points at; undefined when none. */
async function symbolicRef(
  root: string,
  env: Record<string, string | undefined>,
  ref: string,
): Promise<string | undefined> {
  const args = [
    `--git-dir=${join(root, '.git')}`,
    '-c',
    'safe.bareRepository=explicit',
    '-c',
    `core.hooksPath=${devNull}`,
    'symbolic-ref',
    '--quiet',
    ref,
  ];
  try {
    const out = await git(args, { cwd: root, env: gitEnvironment(env), maxBytes: 4096 });
    return out.toString('utf8').trim() || undefined;
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}

/** Only what git needs to run: where it is, and no configuration but the repository's own. */
function gitEnvironment(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return {
    PATH: env.PATH,
    SystemRoot: env.SystemRoot, // Windows cannot start a program without it
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_TERMINAL_PROMPT: '0',
    LC_ALL: 'C',
  };
}
