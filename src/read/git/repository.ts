// Which repository git reads: never the one git would discover from the run's folder. git looks
// upward from where it runs and takes the first folder that holds HEAD, objects/ and refs/ for
// a bare repository, before the checkout's own `.git`; a pull request can commit such a folder
// (with a config whose commands git then runs). So the repository is found here, by its `.git`
// (which no commit can hold: git refuses the name), and named to git explicitly; a run whose
// folder lies inside a folder that looks like a git directory is refused outright.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isWithin, pathExists } from '../../load/repository-path.js';
import { UserError } from '../../model/errors.js';

/** A repository as git is told it: its top folder and its git directory (`.git`, or a gitfile). */
export interface GitRepository {
  top: string;
  gitDir: string;
}

/** The run's folder lies inside a folder git could take for a repository of its own. */
class GitLikeFolderError extends UserError {
  constructor(
    readonly folder: string,
    readonly runFolder: string,
  ) {
    super(
      `${runFolder === folder ? `the run's folder ${folder}` : `${folder}, a folder above the run's folder ${runFolder},`} looks like a git repository's own folder (it holds HEAD, objects and refs): git could take it for the repository and run what its config says, so this run does not go on. Keep annotation files and the config file out of such a folder.`,
    );
  }
}

/**
 * The repository holding `folder`: the nearest folder upward (`folder` itself included) with a
 * `.git` entry, or undefined when none has one. Refuses (GitLikeFolderError) when `folder` or a
 * folder between it and that top looks like a git directory; with no top, every folder up to
 * `stopAt` (default the filesystem root) is checked.
 */
export function repositoryOf(folder: string, stopAt?: string): GitRepository | undefined {
  const start = resolve(folder);
  const last = stopAt === undefined ? undefined : resolve(stopAt);
  // A folder outside `stopAt` would walk past it, up to the file system's root.
  if (last !== undefined && !isWithin(start, last)) return undefined;
  for (let dir = start; ; dir = dirname(dir)) {
    if (pathExists(join(dir, '.git'))) return { top: dir, gitDir: join(dir, '.git') };
    if (looksLikeGitDir(dir)) throw new GitLikeFolderError(dir, start);
    if (dir === last || dirname(dir) === dir) return undefined;
  }
}

/**
 * Refuses (GitLikeFolderError) a run whose folder, or a folder above it up to `top` (not
 * itself: the repository's root holds `.git`, which git takes first), looks like a git
 * directory. For the Action, whose repository is the workspace.
 */
export function refuseGitLikeFolders(folder: string, top: string): void {
  const start = resolve(folder);
  const root = resolve(top);
  const rel = relative(root, start);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`)) return;
  for (let dir = start; dir !== root && dirname(dir) !== dir; dir = dirname(dir)) {
    if (looksLikeGitDir(dir)) throw new GitLikeFolderError(dir, start);
  }
}

/**
 * What git itself checks before it takes a folder for a git directory: a HEAD, an objects
 * folder and a refs folder (whatever their contents). A link counts: git follows them.
 */
function looksLikeGitDir(dir: string): boolean {
  return (
    pathExists(join(dir, 'HEAD')) &&
    pathExists(join(dir, 'objects')) &&
    pathExists(join(dir, 'refs'))
  );
}
