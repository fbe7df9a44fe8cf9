// The lines code frames quote, found through one index of a file's line starts (never a pass
// over the whole file per diagnostic). Validation keeps them for the diagnostics of each file;
// a view that shows diagnostics found later (across files, by the planner) reads those files
// once more here, one at a time.
import { resolve } from 'node:path';
import { readSource } from '../../load/read-source.js';
import type { Diagnostic, Excerpt } from '../../model/diagnostic.js';

const FRAME_BEFORE = 2;
const FRAME_AFTER = 1;
/** Characters of a line a code frame may show (the view clips at 160 and marks the cut). */
const SHOWN = 161;

/** Pure: the lines of `text` around each of its diagnostics (all of this one file). */
export function excerptOf(text: string, diagnostics: readonly Diagnostic[]): Excerpt {
  const starts = lineStarts(text);
  const lines: Record<number, string> = {};
  for (const d of diagnostics) {
    for (const n of frameLines(d, starts.length)) {
      if (lines[n] !== undefined) continue;
      const from = starts[n - 1]!;
      let to = n < starts.length ? starts[n]! - 1 : text.length;
      if (text[to - 1] === '\r') to--;
      lines[n] = text.slice(from, Math.min(to, from + SHOWN));
    }
  }
  return { lineCount: starts.length, lines };
}

/**
 * Excerpts covering every diagnostic with a line: those at hand, and for files where they
 * fall short, the file read again (through the same safe reader; an unreadable file has no
 * frame).
 */
export async function excerptsFor(
  diagnostics: readonly Diagnostic[],
  cwd: string,
  have: ReadonlyMap<string, Excerpt>,
): Promise<Map<string, Excerpt>> {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (d.file === undefined || !d.line) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  const out = new Map<string, Excerpt>();
  for (const [file, list] of byFile) {
    const known = have.get(file);
    if (known && list.every((d) => covers(known, d))) {
      out.set(file, known);
      continue;
    }
    const source = await readSource(resolve(cwd, file), file).catch(() => undefined);
    if (source && 'text' in source) out.set(file, excerptOf(source.text, list));
  }
  return out;
}

function covers(excerpt: Excerpt, d: Diagnostic): boolean {
  return frameLines(d, excerpt.lineCount).every((n) => excerpt.lines[n] !== undefined);
}

function frameLines(d: Diagnostic, lineCount: number): number[] {
  if (!d.line || d.line > lineCount) return [];
  const out: number[] = [];
  const last = Math.min(lineCount, d.line + FRAME_AFTER);
  for (let n = Math.max(1, d.line - FRAME_BEFORE); n <= last; n++) out.push(n);
  return out;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
