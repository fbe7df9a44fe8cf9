// The lines code frames quote, found through one index of a file's line starts (never a pass
// over the whole file per diagnostic). Validation keeps them for the diagnostics of each file;
// a view that shows diagnostics found later (across files, by the planner) has the file read
// once more (app/session/read-files.ts).
import type { Diagnostic, Excerpt } from '../model/diagnostic.js';

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

/** True when the excerpt holds every line of the diagnostic's code frame. */
export function covers(excerpt: Excerpt, d: Diagnostic): boolean {
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
