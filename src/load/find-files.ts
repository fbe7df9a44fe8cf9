// PATH arguments (files, folders, globs) → the annotation files they name, in a stable order.
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

const YAML_FILE = /\.ya?ml$/i;
const IGNORE = ['**/node_modules/**', '**/.git/**'];

/**
 * Resolves PATHs against `cwd`: a file is taken as it is, a folder means every `.yaml`/`.yml`
 * below it, anything else is a glob. A PATH that yields no file is an error diagnostic naming
 * it. The result is sorted by relative path and free of duplicates, so runs are repeatable.
 */
export async function findFiles(paths: readonly string[], cwd: string): Promise<FoundFiles> {
  const byPath = new Map<string, FoundFile>();
  const diagnostics: Diagnostic[] = [];
  for (const path of paths.length > 0 ? paths : DEFAULT_PATHS) {
    const matches = await expand(path, cwd);
    if (matches.length === 0) {
      diagnostics.push({
        severity: 'error',
        code: 'path.noMatch',
        message: `${path} matches no .yaml or .yml file`,
      });
    }
    for (const absolute of matches) {
      byPath.set(absolute, { absolute, relative: displayPath(absolute, cwd) });
    }
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

async function expand(path: string, cwd: string): Promise<string[]> {
  const absolute = resolve(cwd, path);
  const info = await stat(absolute).catch(() => undefined);
  if (info?.isFile()) return [absolute];
  if (info?.isDirectory()) {
    return glob(`${fg.convertPathToPattern(absolute)}/**/*.{yaml,yml,YAML,YML}`, cwd);
  }
  if (!fg.isDynamicPattern(path)) return [];
  return (await glob(path.split(sep).join('/'), cwd)).filter((f) => YAML_FILE.test(f));
}

async function glob(pattern: string, cwd: string): Promise<string[]> {
  const found = await fg(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot: false,
    ignore: IGNORE,
    suppressErrors: true,
  });
  return found.map((f) => resolve(f));
}
