// Writing into the repository without being led out of it: a folder the repository holds must
// really lie inside it (no link in its path leads elsewhere), and a file is never written
// through a symbolic link in its place. Paths named outside the repository on purpose
// (`--out /tmp/plan.json`) are the user's choice and are written as named.
import { closeSync, constants, fstatSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FileSystemError, UserError } from '../model/errors.js';
import { displayPath } from './display-path.js';
import {
  isWithin,
  notRegular,
  pathExists,
  repositoryAt,
  resolveInRepository,
} from './repository-path.js';

/**
 * Makes `dir` (and its parents) when missing, after checking that the part that exists leads
 * where it says: for a folder the repository at `root` holds, its real path must lie inside
 * the repository, out of `.git/`. Throws a UserError naming `shown` otherwise.
 */
export function prepareFolder(dir: string, root: string, shown: string): void {
  const repo = repositoryAt(root);
  if (!isWithin(dir, repo.root)) {
    makeFolder(dir, shown);
    return;
  }
  // The deepest part that exists decides where mkdir would really create the rest.
  let existing = dir;
  while (!pathExists(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const resolved = resolveInRepository(existing, repo);
  if ('refusal' in resolved) {
    const part = existing === dir ? '' : `: ${displayPath(existing, repo.root)}`;
    throw new UserError(`${shown}${part} ${resolved.refusal.why}`);
  }
  if ('real' in resolved && !resolved.stats.isDirectory())
    throw new UserError(`${shown}: ${existing} is not a folder`);
  makeFolder(dir, shown, repo.root);
  const made = resolveInRepository(dir, repo);
  if ('refusal' in made) throw new UserError(`${shown} ${made.refusal.why}`);
}

/**
 * mkdir -p, a refusal of the system (EACCES, EROFS, ENOSPC, …) as a FileSystemError naming the
 * folder it could not make (from `root` when inside it, else as `shown` names the whole).
 */
function makeFolder(dir: string, shown: string, root?: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const failed = (error as NodeJS.ErrnoException).path;
    const named = failed !== undefined && root !== undefined ? displayPath(failed, root) : shown;
    throw new FileSystemError('make the folder', named, error);
  }
}

/**
 * Writes a file that must not exist yet; false when something (a file, or a link, which is
 * never written through) is already there. A refusal of the system is a FileSystemError
 * naming `shown` (default: the path).
 */
export function writeNewFile(path: string, text: string, shown: string = path): boolean {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd: number;
  try {
    fd = openSync(path, flags, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new FileSystemError('write', shown, error);
  }
  writeAll(fd, path, text, shown);
  return true;
}

/**
 * Writes (or replaces) a file; a symbolic link in its place is refused (ELOOP), never written
 * through. A file inside the repository at `root` must have a parent inside it too.
 */
export function writeFileNoFollow(path: string, text: string, root: string, shown: string): void {
  const repo = repositoryAt(root);
  if (isWithin(path, repo.root)) {
    const parent = resolveInRepository(dirname(path), repo);
    if ('refusal' in parent) throw new UserError(`${shown}: its folder ${parent.refusal.why}`);
  }
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
  let fd: number;
  try {
    fd = openSync(path, flags, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP')
      throw new UserError(`${shown} is a symbolic link: nothing is written through it`);
    throw new FileSystemError('write', shown, error);
  }
  writeAll(fd, path, text, shown);
}

/**
 * Throws a FileSystemError naming `shown` unless a new file can be made in the folder `dir`
 * now (a file made and removed at once): state written later, by an atomic rename in that
 * folder, would fail only after the work it saves was done.
 */
export function checkWritableFolder(dir: string, shown: string): void {
  const probe = join(dir, `.write-check-${process.pid}-${Date.now()}`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  try {
    closeSync(openSync(probe, flags, 0o600));
  } catch (error) {
    throw new FileSystemError('write in the folder', shown, error);
  }
  rmSync(probe, { force: true });
}

/** Refuses a file that leads out of the repository or is no regular file (another part reads it). */
export function checkNotLeadingOut(path: string, root: string, shown: string): void {
  const repo = repositoryAt(root);
  const resolved = resolveInRepository(path, repo);
  if ('refusal' in resolved) throw new UserError(`${shown} ${resolved.refusal.why}`);
  if ('real' in resolved && !resolved.stats.isFile())
    throw new UserError(`${shown} ${notRegular(resolved.stats, resolved.link).why}`);
}

/**
 * Writes `text` to the open `fd` of `path` and closes it. A write the system refuses (a full
 * disk) removes the regular file it cut short, so no half file is left to be read as whole.
 */
function writeAll(fd: number, path: string, text: string, shown: string): void {
  try {
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done);
  } catch (error) {
    const regular = fstatSync(fd).isFile();
    closeSync(fd);
    if (regular) rmSync(path, { force: true });
    throw new FileSystemError('write', shown, error);
  }
  closeSync(fd);
}
