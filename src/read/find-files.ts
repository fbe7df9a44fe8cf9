// PATH arguments → the annotation files they name in the working tree, in a stable order.
// The walk is tree-walk.ts's; this is its working tree: only files of the repository are taken
// (repository-path.ts), every symbolic link is checked before it is followed, and nothing of a
// refused target is read, nor even opened.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import { DEFAULT_PATHS } from '../load/default-paths.js';
import { displayPath } from '../load/display-path.js';
import {
  notRegular,
  repositoryAt,
  resolveInRepository,
  type Repository,
} from '../load/repository-path.js';
import {
  UnreadableFolder,
  walkTree,
  type Entry,
  type Found,
  type TreeSource,
} from './tree-walk.js';

export interface FoundFile {
  /** The real path (every link resolved): what is opened. */
  absolute: string;
  /** The path as named or walked, relative to the working directory, forward slashes: what diagnostics show. */
  relative: string;
}

export interface FoundFiles {
  files: FoundFile[];
  diagnostics: Diagnostic[];
}

const DEFAULT_HINT =
  ' (the default PATH: name files, folders or globs, or set include in observe-annotations.yaml)';

/**
 * Resolves PATHs against `cwd` (none: DEFAULT_PATHS, and a PATH that yields nothing says it
 * was the default): a file is taken as it is, a folder means every `.yaml`/`.yml` below it,
 * anything else is a glob. Files are read only from inside `root` (the config file's folder, by
 * default `cwd`): a link that leads elsewhere, to a special file, to nothing or round in a loop
 * is an error naming the link. A PATH that yields no file is an error naming it and saying
 * why; a folder that cannot be read is one too (never silently skipped). Each real file is
 * listed once, under the first path that reached it; the result is sorted by that path, so
 * runs are repeatable.
 */
export async function findFiles(
  paths: readonly string[],
  cwd: string,
  root: string = cwd,
): Promise<FoundFiles> {
  // No PATH named (by an argument, an input or the config's include): the default, said so.
  const byDefault = paths.length === 0;
  const walked = await walkTree(byDefault ? DEFAULT_PATHS : paths, workingTree(cwd, root), {
    severity: 'error',
    ...(byDefault ? { hint: DEFAULT_HINT } : {}),
  });
  const diagnostics = [...walked.diagnostics];
  for (const file of [...walked.unreadable].sort()) {
    diagnostics.push({
      severity: 'error',
      code: 'file.unreadable',
      message:
        'cannot read this folder (permission denied); the annotation files in it are not checked',
      file,
    });
  }
  const files = walked.files
    .map(({ file, shown }) => ({ absolute: file.real, relative: shown }))
    .sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
  return { files, diagnostics };
}

/** A file or folder of the working tree: its real path, and the path it was reached by. */
interface Place {
  real: string;
  named: string;
}

/** The working tree below `root` as the walk reads it; PATHs are relative to `cwd`. */
function workingTree(cwd: string, root: string): TreeSource<Place, Place> {
  const repo = repositoryAt(root);
  return {
    start: async (path) => {
      const named = resolve(cwd, path);
      return found(named, repo, displayPath(resolve(named, '..'), cwd), false);
    },
    entries: async (folder) => {
      let dirents: Dirent[];
      try {
        dirents = readdirSync(folder.real, { withFileTypes: true });
      } catch (error) {
        if (!permissionDenied(error)) throw error;
        throw new UnreadableFolder(displayPath(folder.named, cwd));
      }
      return dirents.map((entry) => entryOf(folder, entry));
    },
    follow: async (folder, names) =>
      names.map((name) =>
        found(join(folder.named, name), repo, displayPath(folder.named, cwd), true),
      ),
    contains: (target, folder) =>
      folder.real === target.real || folder.real.startsWith(`${target.real}${sep}`),
    fileId: (file) => file.real,
    folderId: (folder) => folder.real,
    namedPath: (path) => path,
    shownPath: (path) => displayPath(resolve(cwd, path), cwd),
    shownEntry: (folder, name) => displayPath(join(folder.named, name), cwd),
  };
}

/**
 * What the path `named` is, read as a run reads it (repository-path.ts). `parent` names the
 * folder to call unreadable when it may not be looked into; `link`: met as a folder's link.
 */
function found(
  named: string,
  repo: Repository,
  parent: string,
  link: boolean,
): Found<Place, Place> {
  let resolved;
  try {
    resolved = resolveInRepository(named, repo);
  } catch (error) {
    if (!permissionDenied(error)) throw error;
    return { kind: 'unreadable', shown: parent };
  }
  if ('missing' in resolved) return { kind: 'missing' };
  if ('refusal' in resolved)
    return { kind: 'refused', refusal: resolved.refusal, leadsToFolder: leadsToFolder(named) };
  const place = { real: resolved.real, named };
  if (resolved.stats.isFile()) return { kind: 'file', file: place };
  if (resolved.stats.isDirectory()) return { kind: 'folder', folder: place };
  const refusal = notRegular(resolved.stats, link || resolved.link);
  return { kind: 'refused', refusal, leadsToFolder: false };
}

function entryOf(folder: Place, entry: Dirent): Entry<Place, Place> {
  const place = { real: join(folder.real, entry.name), named: join(folder.named, entry.name) };
  if (entry.isDirectory()) return { name: entry.name, kind: 'folder', folder: place };
  if (entry.isFile()) return { name: entry.name, kind: 'file', file: place };
  if (entry.isSymbolicLink()) return { name: entry.name, kind: 'link' };
  return {
    name: entry.name,
    kind: 'other',
    get refusal() {
      return notRegular(statSync(place.real), false);
    },
  };
}

function permissionDenied(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EACCES' || code === 'EPERM';
}

/** Whether a refused link points at a folder (stat only: nothing of it is read). */
function leadsToFolder(link: string): boolean {
  try {
    return statSync(link).isDirectory();
  } catch {
    return false;
  }
}
