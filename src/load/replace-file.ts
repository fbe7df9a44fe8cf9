// Replacing a file whole, atomically: the new text goes to a temporary file beside it (made
// new, never through a link, with the file's own mode), and a rename puts it in the file's
// place, so a reader sees the old text or the new one, never a part. Staging and renaming are
// apart so that a run can stage every file, and rename them all only when nothing stopped it.
// Right before the temporary file is made and again before the rename, the file's folder must
// still be the real folder it was: one swapped for a symbolic link since would send the write
// elsewhere, so the file is refused.
import {
  closeSync,
  constants,
  fchmodSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FileSystemError, UserError } from '../model/errors.js';

/** A new text written beside the file it is to replace. */
export interface StagedFile {
  /** The file to replace (a real path: its folder is its real folder). */
  path: string;
  temp: string;
  /** As messages name the file. */
  shown: string;
}

let staged = 0;

/**
 * Writes `text` to a new temporary file beside `path` (a real path) with `path`'s mode; throws
 * a UserError when `path` is no longer a regular file (a link, a folder) or its folder is no
 * longer its real folder (`checkFolder`), a FileSystemError when the system refuses (the
 * temporary file is then removed).
 */
export function stageReplacement(path: string, text: string, shown: string): StagedFile {
  checkFolder(path, shown);
  const stats = lstatSync(path);
  if (!stats.isFile())
    throw new UserError(`${shown} is no longer a regular file: nothing is written to it`);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}-${++staged}.fmt-tmp`);
  const mode = stats.mode & 0o7777;
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd: number | undefined;
  try {
    fd = openSync(temp, flags, 0o600);
    fchmodSync(fd, mode); // the process's umask does not narrow it
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done);
    const open = fd;
    fd = undefined;
    closeSync(open);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw new FileSystemError('write', shown, error);
  }
  return { path, temp, shown };
}

/**
 * Puts a staged text in its file's place: one rename, atomic on every local file system, once
 * the folder is checked again (a UserError if it was swapped for a link since staging).
 */
export function commitReplacement(file: StagedFile): void {
  // Refused, the staged text stays where it was written: removing it now would go through the link.
  checkFolder(file.path, file.shown);
  try {
    renameSync(file.temp, file.path);
  } catch (error) {
    rmSync(file.temp, { force: true });
    throw new FileSystemError('write', file.shown, error);
  }
}

/** Removes a staged text that is not to be used. */
export function discardReplacement(file: StagedFile): void {
  rmSync(file.temp, { force: true });
}

/** Throws a UserError naming `shown` when `path`'s folder is not its own real path any more. */
function checkFolder(path: string, shown: string): void {
  const folder = dirname(path);
  let real: string | undefined;
  try {
    real = realpathSync(folder);
  } catch {
    real = undefined;
  }
  if (real !== folder)
    throw new UserError(
      `${shown}: its folder was replaced (by a symbolic link, or removed) while fmt ran: nothing is written to it`,
    );
}
