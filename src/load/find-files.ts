// PATH arguments (files, folders, globs) → the annotation files they name, in a stable order.
import { readdir } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../model/diagnostic.js';

export const DEFAULT_PATHS: readonly string[] = ['annotations/'];

export interface FoundFile {
  absolute: string;
  /** Relative to the working directory, forward slashes: what diagnostics show. */
  relative: string;
}

export interface FoundFiles {
  files: FoundFile[];
  diagnostics: Diagnostic[];
}

const DEFAULT_HINT =
  ' (the default PATH: name files, folders or globs, or set include in observe-annotations.yaml)';

const YAML_FILE = /\.ya?ml$/i;
const IGNORE = ['**/node_modules/**', '**/.git/**'];

/**
 * Resolves PATHs against `cwd`: a file is taken as it is, a folder means every `.yaml`/`.yml`
 * below it, anything else is a glob. A PATH that yields no file is an error diagnostic naming
 * it and saying why; a folder that cannot be read is one too (never silently skipped). The
 * result is sorted by relative path and free of duplicates, so runs are repeatable.
 */
export async function findFiles(paths: readonly string[], cwd: string): Promise<FoundFiles> {
  const byPath = new Map<string, FoundFile>();
  const diagnostics: Diagnostic[] = [];
  const unreadable = new Set<string>();
  const byDefault = paths.length === 0 || paths === DEFAULT_PATHS;
  for (const path of byDefault ? DEFAULT_PATHS : paths) {
    const matches = await expand(path, cwd, unreadable);
    if (typeof matches === 'string') {
      if (matches !== 'unreadable') {
        diagnostics.push({
          severity: 'error',
          code: 'path.noMatch',
          message: `${path} ${NO_MATCH[matches]}${byDefault ? DEFAULT_HINT : ''}`,
        });
      }
      continue;
    }
    for (const absolute of matches) {
      byPath.set(absolute, { absolute, relative: displayPath(absolute, cwd) });
    }
  }
  for (const absolute of [...unreadable].sort()) {
    diagnostics.push({
      severity: 'error',
      code: 'file.unreadable',
      message:
        'cannot read this folder (permission denied); the annotation files in it are not checked',
      file: displayPath(absolute, cwd),
    });
  }
  const files = [...byPath.values()].sort((a, b) =>
    a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0,
  );
  return { files, diagnostics };
}

/** A path as diagnostics show it: relative to `cwd` with forward slashes. */
export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  const shown = rel === '' || isAbsolute(rel) ? absolute : rel;
  return shown.split(sep).join('/');
}

type Why = 'missing' | 'notAFile' | 'emptyFolder' | 'noGlobMatch' | 'unreadable';

const NO_MATCH: Record<Exclude<Why, 'unreadable'>, string> = {
  missing: 'does not exist',
  notAFile: 'is neither a file nor a folder',
  emptyFolder: 'is a folder without .yaml or .yml files',
  noGlobMatch: 'matches no .yaml or .yml file',
};

async function expand(path: string, cwd: string, unreadable: Set<string>): Promise<string[] | Why> {
  const absolute = resolve(cwd, path);
  let info: Awaited<ReturnType<typeof stat>> | undefined;
  try {
    info = await stat(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM') {
      unreadable.add(parentOf(absolute));
      return 'unreadable';
    }
  }
  if (info?.isFile()) return [absolute];
  const before = unreadable.size;
  let matches: string[];
  let none: Why;
  if (info?.isDirectory()) {
    const pattern = `${fg.convertPathToPattern(absolute)}/**/*.{yaml,yml,YAML,YML}`;
    matches = await glob(pattern, cwd, unreadable);
    none = 'emptyFolder';
  } else if (info) {
    return 'notAFile';
  } else if (!fg.isDynamicPattern(path)) {
    return 'missing';
  } else {
    matches = (await glob(path.split(sep).join('/'), cwd, unreadable)).filter((f) =>
      YAML_FILE.test(f),
    );
    none = 'noGlobMatch';
  }
  if (matches.length > 0) return matches;
  // An unreadable folder on the way already has its own diagnostic.
  return unreadable.size > before ? 'unreadable' : none;
}

/**
 * fast-glob either stops at the first unreadable folder or (suppressErrors) skips it without
 * a word; its fs adapter lets the walk go on and still say which folders it could not read.
 */
async function glob(pattern: string, cwd: string, unreadable: Set<string>): Promise<string[]> {
  const found = await fg(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot: false,
    ignore: IGNORE,
    suppressErrors: true,
    fs: { readdir: recordingReaddir(unreadable) as typeof readdir },
  });
  return found.map((f) => resolve(f));
}

function recordingReaddir(unreadable: Set<string>) {
  return (dir: string, ...rest: unknown[]) => {
    const callback = rest.pop() as (error: NodeJS.ErrnoException | null, entries?: unknown) => void;
    const done = (error: NodeJS.ErrnoException | null, entries?: unknown) => {
      if (error && (error.code === 'EACCES' || error.code === 'EPERM')) {
        unreadable.add(resolve(dir));
        callback(null, []);
      } else callback(error, entries);
    };
    (readdir as (...args: unknown[]) => void)(dir, ...rest, done);
  };
}

/** A file that cannot even be stat'ed sits in a folder that cannot be searched. */
function parentOf(absolute: string): string {
  return resolve(absolute, '..');
}
