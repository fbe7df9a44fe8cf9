// The YAML slips people make most, said on their line with what to do, from the reader's
// diagnostics and the file's text (the reader itself is left alone):
// - a plain value with ": " in it (`headline: Note: passkeys rolled out`), which YAML reads as
//   a map inside a map: quote the value;
// - two annotations in one document (a `---` forgotten), which YAML reads as one map whose keys
//   appear twice: one diagnostic saying to separate them, not one per repeated key;
// - slips of layout (indentation, a colon, a list item, a tab): see `layout-slips.ts`.
// Pure; linear in the file.
import type { Diagnostic } from '../model/diagnostic.js';
import { hintLayoutSlips, said, withoutComment } from './layout-slips.js';

/** `key: value`, the value plain (not quoted, not a block or flow) and holding `: `. */
const COLON_IN_VALUE = /^(\s*(?:-\s+)?)([A-Za-z_][\w.-]*)(\s*:\s+)([^\s"'|>[{&*!#%@`].*?:\s.*)$/;

/** `---` or `...` on a line of its own: a document's end. */
const DOCUMENT_BREAK = /^(?:---|\.\.\.)(?:\s|$)/;

/** The codes of the diagnostics a slip may explain. */
const SLIP_CODES = new Set(['yaml.syntax', 'yaml.duplicateKey', 'yaml.tab']);

/**
 * The diagnostics of one file (by line and column) with hints for the slips above; the
 * diagnostics a hint explains are folded into it. `text` is the file's text.
 */
export function hintYamlSlips(diagnostics: readonly Diagnostic[], text: string): Diagnostic[] {
  if (!diagnostics.some((d) => SLIP_CODES.has(d.code))) return [...diagnostics];
  const lines = text.split(/\r?\n|\r/);
  return foldDuplicateKeys(quoteHints(hintLayoutSlips(diagnostics, lines), lines), lines);
}

/** A syntax error on a `key: value: more` line says to quote the value, once per line. */
function quoteHints(diagnostics: readonly Diagnostic[], lines: readonly string[]): Diagnostic[] {
  const hinted = new Set<number>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const line = d.line === undefined ? undefined : lines[d.line - 1];
    const m = d.code === 'yaml.syntax' && line !== undefined ? COLON_IN_VALUE.exec(line) : null;
    if (!m) {
      out.push(d);
      continue;
    }
    if (hinted.has(d.line!)) continue;
    hinted.add(d.line!);
    const [, , key, , rest] = m;
    const value = withoutComment(rest!);
    out.push({
      ...d,
      message: `${d.message}: the value holds ": ", which YAML reads as another key; quote the value: ${said(key!)}: ${JSON.stringify(said(value))}`,
    });
  }
  return out;
}

/**
 * Repeated keys of a document's top-level map that look like a second annotation (its
 * `externalKey` again, or several keys again, each once) become one diagnostic at the first.
 */
function foldDuplicateKeys(diagnostics: Diagnostic[], lines: readonly string[]): Diagnostic[] {
  const documentOf = documentStarts(lines);
  const columns = new Map<number, number | undefined>();
  const groups = new Map<number, Diagnostic[]>();
  for (const d of diagnostics) {
    if (d.code !== 'yaml.duplicateKey' || d.line === undefined || d.column === undefined) continue;
    const start = documentOf[d.line - 1]!;
    if (!columns.has(start)) columns.set(start, topLevelColumn(lines, start));
    if (d.column !== columns.get(start)) continue;
    const group = groups.get(start);
    if (group) group.push(d);
    else groups.set(start, [d]);
  }
  const folded = new Map<Diagnostic, Diagnostic | undefined>();
  for (const group of groups.values()) {
    const keys = group.map((d) => keyAt(lines, d));
    const distinct = [...new Set(keys)];
    // Another annotation repeats the key or several keys; one key over and over is none.
    const another =
      distinct.includes('externalKey') || (distinct.length === keys.length && keys.length > 1);
    if (!another) continue;
    const times = distinct.length === keys.length ? 'twice' : 'more than once';
    folded.set(group[0]!, {
      ...group[0]!,
      message: `${listed(distinct)} ${distinct.length === 1 ? 'appears' : 'appear'} ${times} in this map: a second annotation in the same document? Separate annotations with a line holding only ---`,
    });
    for (const d of group.slice(1)) folded.set(d, undefined);
  }
  if (folded.size === 0) return diagnostics;
  return diagnostics.flatMap((d) => {
    if (!folded.has(d)) return [d];
    const replaced = folded.get(d);
    return replaced ? [replaced] : [];
  });
}

/** For each line (0-based), the 0-based line its document starts after (-1: the first). */
function documentStarts(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let start = -1;
  lines.forEach((line, i) => {
    if (DOCUMENT_BREAK.test(line)) start = i;
    starts.push(start);
  });
  return starts;
}

/** The 1-based column of the first key of the document after line `start` (0-based). */
function topLevelColumn(lines: readonly string[], start: number): number | undefined {
  for (let i = start + 1; i < lines.length && !DOCUMENT_BREAK.test(lines[i]!); i++) {
    const line = lines[i]!;
    const content = line.search(/\S/);
    if (content < 0 || line[content] === '#' || line[content] === '%') continue;
    return content + 1;
  }
  return undefined;
}

/** The key a duplicate-key diagnostic points at, as written on its line. */
function keyAt(lines: readonly string[], d: Diagnostic): string {
  const rest = lines[d.line! - 1]!.slice(d.column! - 1);
  const key = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:#]*?)\s*:/.exec(rest)?.[1] ?? rest;
  return key.length > 40 ? `${key.slice(0, 40)}…` : key;
}

/** `a`, `a and b`, `a, b and c`; past six, `a, b, c, d, e and 9 more`. */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length > 6) return `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
