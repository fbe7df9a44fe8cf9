// How a path reads in messages: relative to where the run started, forward slashes.
import { isAbsolute, relative, sep } from 'node:path';

/** A path as diagnostics show it: relative to `cwd` with forward slashes. */
export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  const shown = rel === '' || isAbsolute(rel) ? absolute : rel;
  return shown.split(sep).join('/');
}
