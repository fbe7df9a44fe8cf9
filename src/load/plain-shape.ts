// The shape of a "plain" document, checked line by line before js-yaml reads it. js-yaml is
// more lenient than `yaml` (a quoted or flow value continued at a lesser indentation, a
// comment glued to a closing quote, a collection as a flow key), so the fast path takes only
// documents made of the few line forms below, each value whole on its line or a block scalar:
//   key: value          - key: value          - value          key: |   (then content)
// and nested blocks opened by `key:` or `- key:` with nothing after. Anything else: false.

/**
 * What the `yaml` core schema reads as null or a number when written plain. (Booleans read
 * the same in both readers: true, True, TRUE, false, False, FALSE.)
 */
export const CORE_NULL_OR_NUMBER =
  /^(?:~|[Nn]ull|NULL|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)?$/;

const BLOCK_HEADER = /^[|>][-+]?(?: +#.*)?$/;
const AFTER_VALUE = /^ *(?: #.*)?$/;

type Kind = 'map' | 'seq';

interface Level {
  col: number;
  kind: Kind;
}

/**
 * Pure: true when every line of `text` between `start` and `end` (one document, no `---`
 * line in it) is of a plain form. Scans characters, not substrings: it runs on every line.
 */
export function isPlainShape(text: string, start = 0, end = text.length): boolean {
  const levels: Level[] = [];
  /** Column a nested block must be deeper than, when the last line opened one. */
  let opened: number | undefined = -1;
  /** Block scalar: the column its content must be deeper than, and its own indentation. */
  let scalar: { owner: number; indent?: number } | undefined;
  for (let pos = start; pos < end;) {
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const stop = lineEnd > pos && text.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;
    const line = pos;
    pos = lineEnd + 1;
    let first = line;
    while (first < stop && text.charCodeAt(first) === SPACE) first++;
    const indent = first - line;
    const blank = first === stop;
    if (scalar) {
      if (blank) {
        if (scalar.indent === undefined && indent > scalar.owner + 1) return false;
        continue;
      }
      if (indent > scalar.owner) {
        scalar.indent ??= indent;
        if (indent < scalar.indent) return false;
        continue;
      }
      scalar = undefined;
    }
    if (blank || text.charCodeAt(first) === HASH) continue;
    const item = text.charCodeAt(first) === DASH && text.charCodeAt(first + 1) === SPACE;
    const entry = item ? first + 2 : first;
    const entryCol = entry - line;
    const colon = keyEnd(text, entry, stop);
    const keyed = colon >= 0;
    if (!item && !keyed) return false;
    if (!placeLine(levels, opened, indent, item)) return false;
    opened = undefined;
    if (item && keyed) levels.push({ col: entryCol, kind: 'map' });
    let rest = keyed ? colon + 1 : entry;
    while (rest < stop && text.charCodeAt(rest) === SPACE) rest++;
    const c = rest < stop ? text.charCodeAt(rest) : -1;
    if (c === -1 || c === HASH) {
      if (!keyed) return false;
      opened = entryCol;
    } else if ((c === PIPE || c === GREATER) && BLOCK_HEADER.test(text.slice(rest, stop))) {
      if (!keyed) return false;
      scalar = { owner: entryCol };
    } else if (!isInlineValue(text, rest, stop)) {
      return false;
    }
  }
  return scalar === undefined || scalar.indent !== undefined;
}

/**
 * Index of the `:` ending a key like an identifier at `from` (followed by a space or the end
 * of the line), or -1.
 */
function keyEnd(text: string, from: number, stop: number): number {
  const c0 = text.charCodeAt(from);
  if (!(isLetter(c0) || c0 === UNDERSCORE)) return -1;
  for (let i = from + 1; i < stop && i <= from + 64; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON) return i + 1 === stop || text.charCodeAt(i + 1) === SPACE ? i : -1;
    if (!(isLetter(c) || isDigit(c) || c === UNDERSCORE || c === DOT || c === DASH)) return -1;
  }
  return -1;
}

function isLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Opens a level below the last line, or returns to an open one of the same kind. */
function placeLine(levels: Level[], opened: number | undefined, col: number, item: boolean) {
  const kind: Kind = item ? 'seq' : 'map';
  if (opened !== undefined) {
    if (col <= opened || (opened < 0 && col !== 0)) return false;
    levels.push({ col, kind });
    return true;
  }
  while (levels.length > 0 && levels[levels.length - 1]!.col > col) levels.pop();
  const top = levels[levels.length - 1];
  return top !== undefined && top.col === col && top.kind === kind;
}

/** A value whole on its line: a quoted scalar, a flow collection or a plain scalar. */
function isInlineValue(text: string, from: number, stop: number): boolean {
  const c = text.charCodeAt(from);
  if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE || c === OPEN_SEQ || c === OPEN_MAP) {
    const value = text.slice(from, stop);
    const end = c === OPEN_SEQ || c === OPEN_MAP ? flowEnd(value) : quoteEnd(value, 0);
    return end > 0 && AFTER_VALUE.test(value.slice(end));
  }
  return isPlain(text, from, stop);
}

/**
 * A plain scalar in block context: no indicator first, no `: ` or `:` at its end, and not
 * a null or number to the `yaml` core schema (the readers' number syntaxes differ: js-yaml
 * reads `-.5` as a string).
 */
function isPlain(text: string, from: number, stop: number): boolean {
  const c0 = text.charCodeAt(from);
  if (PLAIN_FIRST_NOT.includes(text[from]!)) return false;
  const next = from + 1 < stop ? text.charCodeAt(from + 1) : SPACE;
  if ((c0 === DASH || c0 === QUESTION || c0 === COLON) && next === SPACE) return false;
  let valueEnd = stop;
  for (let i = from; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON && (i + 1 === stop || text.charCodeAt(i + 1) === SPACE)) return false;
    if (c === HASH && text.charCodeAt(i - 1) === SPACE) {
      valueEnd = i;
      break;
    }
  }
  if (!NUMBER_OR_NULL_FIRST.includes(text[from]!)) return true;
  return !CORE_NULL_OR_NUMBER.test(text.slice(from, valueEnd).trimEnd());
}

/** Characters that cannot start a plain scalar here (or start something else). */
const PLAIN_FIRST_NOT = ',[]{}#&*!|>\'"%@`';
/** Every null or number of the core schema starts with one of these. */
const NUMBER_OR_NULL_FIRST = '0123456789+-.~nN';

/** Index after the closing quote of the scalar opening at `start`, or -1 (not on this line). */
function quoteEnd(text: string, start: number): number {
  const q = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] !== q) continue;
    if (q === "'" && text[i + 1] === "'") {
      i++;
      continue;
    }
    return i + 1;
  }
  return -1;
}

/**
 * Index after a flow collection closed on this line, or -1. Conservative: no collection
 * inside a flow map (a collection as a key reads differently), no empty entry, no comment,
 * no pair inside a flow sequence, one `: ` per map entry, quotes only where a scalar starts,
 * no plain scalar that `yaml` reads as null or a number.
 */
function flowEnd(text: string): number {
  const kinds: number[] = [];
  const paired: boolean[] = [];
  let atEntryStart = true;
  /** Start of the plain scalar being read, if any. */
  let plain = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === SPACE) continue;
    const depth = kinds.length - 1;
    const valueColon = c === COLON && (i + 1 === text.length || text.charCodeAt(i + 1) === SPACE);
    const flow =
      c === COMMA || c === OPEN_SEQ || c === CLOSE_SEQ || c === OPEN_MAP || c === CLOSE_MAP;
    if (plain >= 0 && (valueColon || flow)) {
      if (CORE_NULL_OR_NUMBER.test(text.slice(plain, i).trim())) return -1;
      plain = -1;
    }
    if (c === OPEN_SEQ || c === OPEN_MAP) {
      if (!atEntryStart || kinds[depth] === OPEN_MAP) return -1;
      kinds.push(c);
      paired.push(false);
      atEntryStart = true;
    } else if (c === CLOSE_SEQ || c === CLOSE_MAP) {
      if (depth < 0 || kinds[depth] !== (c === CLOSE_SEQ ? OPEN_SEQ : OPEN_MAP)) return -1;
      // Only an empty collection may close right after its opening or a `: `.
      if (atEntryStart && !/[[{] *$/.test(text.slice(0, i))) return -1;
      kinds.pop();
      paired.pop();
      atEntryStart = false;
      if (kinds.length === 0) return i + 1;
    } else if (depth < 0) {
      return -1;
    } else if (c === COMMA) {
      if (atEntryStart) return -1;
      paired[depth] = false;
      atEntryStart = true;
    } else if (valueColon) {
      if (kinds[depth] === OPEN_SEQ || paired[depth] || atEntryStart) return -1;
      paired[depth] = true;
      atEntryStart = true;
    } else if (c === COLON && ',]}'.includes(text[i + 1] ?? '')) {
      return -1;
    } else if (c === HASH && (atEntryStart || text.charCodeAt(i - 1) === SPACE)) {
      return -1;
    } else if (atEntryStart) {
      if (ENTRY_INDICATORS.includes(text[i]!)) return -1;
      if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
        const end = quoteEnd(text, i);
        if (end < 0 || !/^(?: |,|\]|\}|: |:$|$)/.test(text.slice(end, end + 2))) return -1;
        i = end - 1;
      } else {
        plain = i;
      }
      atEntryStart = false;
    }
  }
  return -1;
}

const [SPACE, COLON, COMMA, HASH, DOUBLE_QUOTE, SINGLE_QUOTE] = [...' :,#"\''].map((ch) =>
  ch.charCodeAt(0),
);
const [CR, DASH, QUESTION, PIPE, GREATER, UNDERSCORE, DOT] = [...'\r-?|>_.'].map((ch) =>
  ch.charCodeAt(0),
);
const [OPEN_SEQ, CLOSE_SEQ, OPEN_MAP, CLOSE_MAP] = [...'[]{}'].map((ch) => ch.charCodeAt(0));
/** Where a flow entry starts, these begin something other than a plain scalar, or may. */
const ENTRY_INDICATORS = '&*!|>%@`?-:';
