// The `paths:` filters of the workflows `init` writes: the config's `include` and the config
// file, as paths from the repository root (GitHub matches them against the files a push or a
// pull request changes). A folder becomes everything below it; a file stays itself; a glob
// stays itself when GitHub's filter patterns read it as the loader does (`*`, `**`, `[…]`), and
// one GitHub would read otherwise (`?` and `+` repeat the character before them there; braces,
// `!`, extglobs) widens to the folder it starts in: a filter may run a workflow for more files,
// never for fewer. Pure.
import { posix } from 'node:path';

/** What makes a path a glob for the loader (picomatch): wildcards, classes, braces, extglobs. */
const GLOB = /[*?[\]{}]|[@!+*?]\(|^!/;
/** What GitHub's filter patterns read like the loader's globs. */
const PLAIN_GLOB = /^[^?{}()!+@\\]*$/;
/** Characters a literal path must escape in a filter pattern. */
const SPECIAL = /[*?+![\]\\]/g;

/**
 * The filters for `include` (paths relative to the config file's folder) and the config file
 * `configFile`, with `prefix` the config's folder from the repository root ('' at the root).
 */
export function pathsFilters(
  include: readonly string[],
  configFile: string,
  prefix: string,
): string[] {
  const filters = include.map((entry) => includeFilter(entry, prefix));
  filters.push(literal(join(prefix, configFile)));
  return [...new Set(filters)];
}

function includeFilter(entry: string, prefix: string): string {
  const path = entry.trim().replace(/^(\.\/)+/, '');
  if (!GLOB.test(path)) {
    const joined = join(prefix, path).replace(/\/+$/, '');
    if (joined === '' || joined === '.') return '**';
    if (joined.startsWith('../')) return '**';
    return /\.ya?ml$/i.test(joined) ? literal(joined) : `${literal(joined)}/**`;
  }
  const joined = join(prefix, path);
  if (joined.startsWith('../')) return '**';
  if (PLAIN_GLOB.test(path)) return joined;
  // The folders before the first segment with a glob character, then everything below them.
  const segments = joined.split('/');
  const first = segments.findIndex((segment) => GLOB.test(segment));
  const base = segments.slice(0, first).join('/');
  return base === '' ? '**' : `${literal(base)}/**`;
}

function join(prefix: string, path: string): string {
  return posix.normalize(prefix === '' ? path : `${prefix}/${path}`).replace(/^\.\//, '');
}

/** A path as a filter pattern that matches only itself. */
function literal(path: string): string {
  return path.replace(SPECIAL, (c) => `\\${c}`);
}
