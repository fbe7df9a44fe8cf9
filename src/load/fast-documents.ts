// A fast reader for plain annotation files. The `yaml` package stays the source of truth for
// every diagnostic and position; js-yaml (about ten times faster) answers only for text that
// uses none of YAML's rarer features, and declines (undefined) on any doubt. The caller falls
// back to the `yaml` path for the whole file then. test/load/fast-path.test.ts holds the two
// readers against each other.
import { CORE_SCHEMA, load } from 'js-yaml';
import { isPlainShape } from './plain-shape.js';

/** One document of a file, as the `yaml` path would give it when it reports no problem. */
export interface FastDocument {
  /** 0-based position among the file's documents. */
  index: number;
  value: Record<string, unknown>;
  /** First line of the document's content (1-based). */
  line: number;
}

/**
 * Characters and spots where the two readers could differ, or where only the `yaml` path
 * reports the problem: tabs, backslash escapes, control and non-printable characters, a
 * byte-order mark or line separator inside the text, a lone carriage return; an anchor,
 * alias, tag, directive or reserved indicator where a node could start; an explicit key; a
 * document end marker; `__proto__`. (Cheap tests first: this runs over every file.)
 */
function isDoubtful(text: string): boolean {
  return (
    RARE_CHARACTER.test(text) ||
    (text.includes('\r') && /\r(?!\n)/.test(text)) ||
    (INDICATOR.test(text) && INDICATOR_AT_NODE.test(text)) ||
    text.startsWith('...') ||
    text.includes('\n...') ||
    text.includes('__proto__')
  );
}

// eslint-disable-next-line no-control-regex
const RARE_CHARACTER = /[\t\\\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/;
const INDICATOR = /[&*!%@`?]/;
const INDICATOR_AT_NODE = /(?:^|[\s[\]{},:])[&*!%@`]|(?:^|[\s[{,])\?(?:\s|$)/m;

/** A `---` line: the marker, then nothing but spaces and perhaps a comment. */
const MARKER_REST = /^(?: +(?:#.*)?)?\r?$/;

/** Pure: the documents of `text`, or undefined when the `yaml` path must answer. */
export function fastDocuments(text: string): FastDocument[] | undefined {
  if (isDoubtful(text)) return undefined;
  const parts = splitDocuments(text);
  if (!parts || parts.length === 0) return undefined;
  const documents: FastDocument[] = [];
  for (const part of parts) {
    if (!isPlainShape(text, part.start, part.end)) return undefined;
    let value: unknown;
    try {
      value = load(text.slice(part.start, part.end), { schema: CORE_SCHEMA });
    } catch {
      return undefined;
    }
    if (!isPlainMap(value) || !isScreened(value)) return undefined;
    documents.push({ index: documents.length, value, line: part.line });
  }
  return documents;
}

interface Part {
  start: number;
  end: number;
  /** Line of the first content (not blank, not only a comment). */
  line: number;
}

/**
 * Splits at `---` lines (at column 0 and followed by a space or the line's end, always a
 * marker in YAML). Comments before the first marker are its prelude; any other part without
 * content is an empty document, which only the `yaml` path reports: undefined then.
 */
function splitDocuments(text: string): Part[] | undefined {
  const parts: Part[] = [];
  let start = 0;
  let content = 0;
  let lineNo = 1;
  let markers = 0;
  let pos = 0;
  const close = (end: number): boolean => {
    if (content > 0) parts.push({ start, end, line: content });
    else if (markers > 0 || end === text.length) return false;
    return true;
  };
  while (pos <= text.length) {
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd < 0) lineEnd = text.length;
    if (text.startsWith('---', pos)) {
      if (!MARKER_REST.test(text.slice(pos + 3, lineEnd))) return undefined;
      if (!close(pos)) return undefined;
      markers++;
      start = lineEnd + 1;
      content = 0;
    } else if (content === 0 && hasContent(text, pos, lineEnd)) {
      content = lineNo;
    }
    pos = lineEnd + 1;
    lineNo++;
  }
  if (!close(text.length)) return undefined;
  return parts;
}

function hasContent(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0d) continue;
    return c !== 0x23; // '#': a comment line
  }
  return false;
}

function isPlainMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys like identifiers that the `yaml` core schema reads as strings. */
const KEY = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;
const NOT_A_STRING_KEY = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE|[Nn]ull|NULL)$/;

/**
 * Only strings, booleans, lists and maps (the annotation format has no numbers or nulls, and
 * the two readers' number syntaxes differ; plain scalars that `yaml` reads as numbers were
 * declined by the shape check), with identifier keys.
 */
function isScreened(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isScreened);
  if (!isPlainMap(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key of Object.keys(value)) {
    if (!KEY.test(key) || NOT_A_STRING_KEY.test(key) || !isScreened(value[key])) return false;
  }
  return true;
}
