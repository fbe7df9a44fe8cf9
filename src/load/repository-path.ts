// Which paths a run may read: regular files whose real path (every link resolved) lies inside
// the repository root and not under `.git/`. Decided from lstat, stat and realpath alone, so
// nothing of a refused target is read, nor even opened (opening a FIFO would block).
import { lstatSync, realpathSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';

/** The folder whose files a run may read: the config file's folder, or the working directory. */
export interface Repository {
  /** As given, for messages. */
  root: string;
  /** Its real path: what "inside" is measured against. */
  real: string;
}

type PathCode =
  'path.outsideRepository' | 'path.notRegularFile' | 'path.danglingLink' | 'path.linkLoop';

/** Why a path is refused: the code and a sentence to follow the path's name. */
export interface PathRefusal {
  code: PathCode;
  why: string;
}

export function repositoryAt(root: string): Repository {
  const absolute = resolve(root);
  let real = absolute;
  try {
    real = realpathSync(absolute);
  } catch {
    // A root that cannot be resolved holds nothing to read; every path is then outside it.
  }
  return { root: absolute, real };
}

/** Where a real path sits relative to the repository: inside, under `.git/`, or outside. */
function placeOf(real: string, repo: Repository): 'inside' | 'git' | 'outside' {
  if (!isWithin(real, repo.real)) return 'outside';
  return relative(repo.real, real).split(sep).includes('.git') ? 'git' : 'inside';
}

/** Whether `path` is `folder` or below it, as written (no link resolved). */
export function isWithin(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Whether anything (a file, a folder, a link even to nothing) is at `path`. */
export function pathExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

export type Resolved =
  { real: string; stats: Stats; link: boolean } | { refusal: PathRefusal } | { missing: true };

/**
 * Resolves a path as a run would read it: its real path must lie inside the repository, out of
 * `.git/`. Anything else is a refusal saying why; a path that does not exist (and is no link)
 * is `missing`. Only metadata is consulted.
 */
export function resolveInRepository(absolute: string, repo: Repository): Resolved {
  let own: Stats;
  try {
    own = lstatSync(absolute);
  } catch (error) {
    return failedLookup(error, { missing: true });
  }
  const link = own.isSymbolicLink();
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch (error) {
    return failedLookup(error, { refusal: DANGLING });
  }
  const refusal = placeRefusal(real, repo);
  if (refusal) return { refusal };
  return { real, stats: link ? statSync(real) : own, link };
}

/** A lookup that failed: a loop is refused, what is not there is `absent`; anything else throws. */
function failedLookup(error: unknown, absent: Resolved): Resolved {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ELOOP') return { refusal: LOOP };
  if (code === 'ENOENT' || code === 'ENOTDIR') return absent;
  throw error;
}

/** The refusal for a real path outside the repository or under `.git/`; undefined inside. */
function placeRefusal(real: string, repo: Repository): PathRefusal | undefined {
  const place = placeOf(real, repo);
  if (place === 'outside') {
    return {
      code: 'path.outsideRepository',
      why: `leads to ${real}, outside the repository (${repo.real})`,
    };
  }
  if (place === 'git') {
    return {
      code: 'path.outsideRepository',
      why: `leads to ${real}, inside .git/ (Git's own files are never used)`,
    };
  }
  return undefined;
}

export const LOOP: PathRefusal = {
  code: 'path.linkLoop',
  why: 'is a symbolic link that leads back to itself or to a folder that contains it: it is not followed',
};

export const DANGLING: PathRefusal = {
  code: 'path.danglingLink',
  why: 'is a symbolic link to something that does not exist',
};

/** A regular file's refusal when `stats` is anything else (FIFO, device, socket). */
export function notRegular(stats: Stats, link = true): PathRefusal {
  return {
    code: 'path.notRegularFile',
    why: `${link ? 'leads to' : 'is'} ${kindOf(stats)}, not a regular file: it is not read`,
  };
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isDirectory()) return 'a folder';
  return 'a special file';
}

/** A refusal as a diagnostic of the path that was named (the link, never its target). */
export function refusalDiagnostic(file: string, refusal: PathRefusal): Diagnostic {
  return { severity: 'error', code: refusal.code, message: `${file} ${refusal.why}`, file };
}
