// Globs in PATHs and `include`, matched in time linear in the path for each part of the glob. A
// glob comes from the config file, which a pull request may write; a regular expression made
// from it (picomatch's `[^/]*?` per star) backtracks: ten stars against a 40-character name
// took seconds, sixteen ran past any deadline, and a synchronous match never lets a deadline
// fire. So: `*`, `?`, `[…]` are matched by a two-pointer scan that never backtracks more than
// to the last star (at most name × pattern steps), `**` by a table over path segments, braces
// by expansion; and every glob is bounded: at most MAX_GLOB_WILDCARDS wildcards, at most
// MAX_BRACE_ALTERNATIVES alternatives, and a path longer than MAX_MATCHED_LENGTH never matches.
// As picomatch with `dot: false`: `*`, `?` and `**` never match a name that starts with `.`
// unless the glob spells the dot.

/** Wildcards (`*`, `**`, `?`, `[…]`) one glob may hold. */
export const MAX_GLOB_WILDCARDS = 8;
/** Alternatives a glob's braces may expand to (`{a,b}{c,d}` is 4). */
const MAX_BRACE_ALTERNATIVES = 64;
/** The longest path (in characters) a glob is matched against; a longer one never matches. */
export const MAX_MATCHED_LENGTH = 4096;

/** A glob this tool does not take; the message follows the glob's text. */
export class GlobError extends Error {
  override readonly name = 'GlobError';
}

/** A PATH split at its first segment with a wildcard: the folder to walk and the glob below it. */
export interface GlobParts {
  /** The segments before the first wildcard (`annotations/team`), or ''. */
  base: string;
  /** The rest (`*.yaml`, `**\/x.yaml`). */
  glob: string;
}

/** A PATH's glob parts, or undefined when it holds no wildcard (it names a path as it is). */
export function scanGlob(path: string): GlobParts | undefined {
  // Longer than any path a glob matches: compileGlob refuses it, unscanned.
  if (path.length > MAX_MATCHED_LENGTH) return { base: '', glob: path };
  const at = firstWildcard(path);
  if (at < 0) return undefined;
  const cut = path.lastIndexOf('/', at);
  return { base: cut < 0 ? '' : path.slice(0, cut), glob: path.slice(cut + 1) };
}

/**
 * The matcher of `pattern` (a whole path pattern, `/`-separated), true for a path it matches.
 * Throws GlobError for a glob past the bounds (its wildcards, its braces' alternatives, its
 * length), or with an extended glob (`@(…)`, `!(…)`).
 */
export function compileGlob(pattern: string): (path: string) => boolean {
  if (pattern.length > MAX_MATCHED_LENGTH) {
    throw new GlobError(
      `is longer than ${MAX_MATCHED_LENGTH} characters, longer than any path it could match`,
    );
  }
  if (/[@!+*?]\(/.test(pattern)) {
    throw new GlobError(
      'uses an extended glob (such as @(…) or !(…)), which this tool does not take',
    );
  }
  const wildcards = countWildcards(pattern);
  if (wildcards > MAX_GLOB_WILDCARDS) {
    throw new GlobError(
      `holds ${wildcards} wildcards, more than the ${MAX_GLOB_WILDCARDS} a glob may hold: name folders, or fewer patterns`,
    );
  }
  const alternatives = expandBraces(pattern).map(segmentsOf);
  return (path) => {
    if (path.length > MAX_MATCHED_LENGTH) return false;
    const names = path.split('/');
    return alternatives.some((segments) => matchSegments(segments, names));
  };
}

type Token = { any: true } | { star: true } | { chars: string; negated: boolean } | string;
type Segment = { globstar: true } | { tokens: Token[]; dotted: boolean };

/** Where the first wildcard or brace group of `path` starts, or -1. */
function firstWildcard(path: string): number {
  const brace = firstBraceGroup(path)?.start ?? path.length;
  for (let i = 0; i < brace; i++) {
    const c = path[i];
    if (c === '\\') i++;
    else if (c === '*' || c === '?') return i;
    else if (c === '[' && classEnd(Array.from(path.slice(i).split('/')[0]!), 0) > 0) return i;
  }
  return brace < path.length ? brace : -1;
}

/** `*` runs (a `**` is one), `?` and bracket expressions, braces' alternatives counted once. */
function countWildcards(pattern: string): number {
  let count = 0;
  for (const segment of pattern.replace(/[{},]/g, '/').split('/')) {
    for (const token of tokenize(segment)) if (typeof token !== 'string') count++;
  }
  return count;
}

/**
 * `a{b,c}d` → `abd`, `acd` (nested braces too; a brace without a comma, or without its
 * closing brace, is text). Throws GlobError past MAX_BRACE_ALTERNATIVES alternatives.
 */
function expandBraces(text: string): string[] {
  const group = firstBraceGroup(text);
  if (group === undefined) return [text];
  const before = text.slice(0, group.start);
  const after = text.slice(group.end + 1);
  const out: string[] = [];
  for (const option of group.options) {
    for (const expanded of expandBraces(`${before}${option}${after}`)) {
      out.push(expanded);
      if (out.length > MAX_BRACE_ALTERNATIVES) {
        throw new GlobError(
          `expands to more than ${MAX_BRACE_ALTERNATIVES} alternatives (its braces): name fewer`,
        );
      }
    }
  }
  return out;
}

/** The first `{…}` with a comma at its own level: where it starts and ends, and its options. */
function firstBraceGroup(
  text: string,
): { start: number; end: number; options: string[] } | undefined {
  for (let start = 0; start < text.length; start++) {
    if (text[start] === '\\') {
      start++;
      continue;
    }
    if (text[start] !== '{') continue;
    let depth = 0;
    const cuts: number[] = [];
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === '{') depth++;
      else if (c === ',' && depth === 1) cuts.push(i);
      else if (c === '}' && --depth === 0) {
        if (cuts.length === 0) break;
        const bounds = [start, ...cuts, i];
        const options = bounds.slice(1).map((end, k) => text.slice(bounds[k]! + 1, end));
        return { start, end: i, options };
      }
    }
  }
  return undefined;
}

/** A pattern's segments: `**` alone is a globstar; any other segment a list of tokens. */
function segmentsOf(pattern: string): Segment[] {
  return pattern
    .split('/')
    .map((segment) =>
      segment === '**'
        ? { globstar: true }
        : { tokens: tokenize(segment), dotted: segment.startsWith('.') },
    );
}

/** One segment's tokens: characters, `?`, `*` (a run of stars is one), `[…]`, `\x` for x. */
function tokenize(segment: string): Token[] {
  const tokens: Token[] = [];
  const chars = Array.from(segment);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '\\' && i + 1 < chars.length) tokens.push(chars[++i]!);
    else if (c === '?') tokens.push({ any: true });
    else if (c === '*') {
      while (chars[i + 1] === '*') i++;
      tokens.push({ star: true });
    } else if (c === '[') {
      const end = classEnd(chars, i);
      if (end < 0) tokens.push(c);
      else {
        const negated = chars[i + 1] === '!' || chars[i + 1] === '^';
        tokens.push({ chars: chars.slice(i + (negated ? 2 : 1), end).join(''), negated });
        i = end;
      }
    } else tokens.push(c);
  }
  return tokens;
}

/** Where the bracket expression opened at `open` closes (a `]` first in it is a member), or -1. */
function classEnd(chars: readonly string[], open: number): number {
  let i = open + 1;
  if (chars[i] === '!' || chars[i] === '^') i++;
  if (chars[i] === ']') i++;
  for (; i < chars.length && chars[i] !== '/'; i++) if (chars[i] === ']') return i;
  return -1;
}

/** Whether a bracket expression's members (`a-z0-9_`) hold `c`. */
function inClass(members: string, c: string): boolean {
  const m = Array.from(members);
  for (let i = 0; i < m.length; i++) {
    if (m[i + 1] === '-' && i + 2 < m.length) {
      if (c >= m[i]! && c <= m[i + 2]!) return true;
      i += 2;
    } else if (m[i] === c) return true;
  }
  return false;
}

function matchesOne(token: Exclude<Token, { star: true }>, c: string): boolean {
  if (typeof token === 'string') return token === c;
  if ('any' in token) return true;
  return inClass(token.chars, c) !== token.negated;
}

/**
 * One segment against one name: every token but a star takes one character, so on a mismatch
 * only the last star takes one more (at most name × tokens steps, never exponential).
 */
function matchSegment(segment: { tokens: Token[]; dotted: boolean }, name: string): boolean {
  if (name.startsWith('.') && !segment.dotted) return false;
  const { tokens } = segment;
  const chars = Array.from(name);
  let t = 0;
  let n = 0;
  let starAt = -1;
  let starN = 0;
  while (n < chars.length) {
    const token = tokens[t];
    if (token !== undefined && typeof token === 'object' && 'star' in token) {
      starAt = t++;
      starN = n;
    } else if (token !== undefined && matchesOne(token, chars[n]!)) {
      t++;
      n++;
    } else if (starAt >= 0) {
      t = starAt + 1;
      n = ++starN;
    } else return false;
  }
  while (t < tokens.length && typeof tokens[t] === 'object' && 'star' in (tokens[t] as object)) t++;
  return t === tokens.length;
}

/**
 * Segments against a path's names, `**` taking any number of names (none starting with `.`):
 * a table over (segment, name) filled from the end, each cell once.
 */
function matchSegments(segments: readonly Segment[], names: readonly string[]): boolean {
  const width = names.length + 1;
  // row p: can segments[p..] match names[n..]?
  let next = new Uint8Array(width);
  next[names.length] = 1;
  for (let p = segments.length - 1; p >= 0; p--) {
    const row = new Uint8Array(width);
    const segment = segments[p]!;
    for (let n = names.length; n >= 0; n--) {
      if ('globstar' in segment) {
        row[n] =
          next[n]! || (n < names.length && !names[n]!.startsWith('.') && row[n + 1]!) ? 1 : 0;
      } else {
        row[n] = n < names.length && next[n + 1] && matchSegment(segment, names[n]!) ? 1 : 0;
      }
    }
    next = row;
  }
  return next[0] === 1;
}
