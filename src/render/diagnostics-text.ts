// The human view of diagnostics: place, severity, rule, message, and the lines in question.
import type { Diagnostic, Excerpt } from '../model/diagnostic.js';
import { painter, type Painter } from './colour.js';
import { summaryLine, type DiagnosticsReport } from './diagnostics-report.js';
import { escapedColumn, escapeText, neutraliseCommands } from '../text/escape-text.js';
import { omittedLines } from './omitted-lines.js';

/** Lines of a file around its diagnostics, for code frames; undefined when not at hand. */
export type ExcerptOf = (file: string) => Excerpt | undefined;

export interface TextOptions {
  excerpt: ExcerptOf;
  colour: boolean;
}

const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 1;
const MAX_SHOWN = 160;

/** Pure: one block per diagnostic, the count of those not shown, then the summary line. */
export function renderDiagnosticsText(report: DiagnosticsReport, options: TextOptions): string {
  const paint = painter(options.colour);
  const blocks = report.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt));
  const omitted = omittedLines(report.omitted);
  if (omitted.length > 0) blocks.push(omitted.join('\n'));
  const summary = summaryLine(report);
  const text = [...blocks, report.valid ? summary : paint.bold(summary)].join('\n\n') + '\n';
  return neutraliseCommands(text);
}

/**
 * The one text block of a diagnostic (validate's view and the plan's): `file:line:col`,
 * severity and rule, the message, a code frame when the file's lines are at hand, and the
 * related place. Names, messages and lines from files pass `escapeText`.
 */
export function diagnosticBlock(d: Diagnostic, paint: Painter, excerpt?: ExcerptOf): string {
  const place = d.file ? `${escapeText(d.file)}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}` : '';
  const severity = d.severity === 'error' ? paint.red('error') : paint.yellow('warning');
  const lines = [`${place ? `${paint.bold(place)} ` : ''}${severity} ${paint.dim(d.code)}`];
  lines.push(`  ${escapeText(d.message)}`);
  const around = d.file ? excerpt?.(d.file) : undefined;
  if (around !== undefined && d.line) lines.push(...codeFrame(around, d, paint));
  if (d.related) {
    const r = d.related;
    lines.push(
      `  ${paint.dim('related:')} ${escapeText(r.file)}:${r.line}:${r.column} ${escapeText(r.message)}`,
    );
  }
  return lines.join('\n');
}

/**
 * A few lines around the diagnostic with a caret underline below its first line; the lines
 * come from the excerpt (no pass over the file per diagnostic). Lines it lacks end the frame.
 * Each line is cut to MAX_SHOWN characters, then escaped (the caret follows the escapes).
 */
function codeFrame(excerpt: Excerpt, d: Diagnostic, paint: Painter = painter(false)): string[] {
  const line = d.line!;
  const text = (n: number) => excerpt.lines[n];
  if (line < 1 || line > excerpt.lineCount || text(line) === undefined) return [];
  let first = line;
  while (first > Math.max(1, line - CONTEXT_BEFORE) && text(first - 1) !== undefined) first--;
  let last = line;
  while (last < Math.min(excerpt.lineCount, line + CONTEXT_AFTER) && text(last + 1) !== undefined)
    last++;
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    if (n === last && n > line && text(n) === '') break;
    const raw = text(n)!.replace(/\t/g, ' ');
    const shown = clip(raw);
    const gutter = `${n === line ? '>' : ' '} ${String(n).padStart(width)} |`;
    out.push(`  ${paint.dim(gutter)}${shown ? ` ${shown}` : ''}`);
    if (n === line) {
      const column = d.column ?? 1;
      const end = d.endLine === line && d.endColumn ? d.endColumn : raw.length + 1;
      const cut = raw.slice(0, MAX_SHOWN);
      const from = escapedColumn(cut, Math.min(column, MAX_SHOWN));
      const to = escapedColumn(cut, Math.min(Math.max(end, column + 1), MAX_SHOWN + 1));
      const caret = ' '.repeat(from - 1) + '^'.repeat(Math.max(1, to - from));
      const red = d.severity === 'error' ? paint.red : paint.yellow;
      out.push(`  ${paint.dim(`  ${' '.repeat(width)} |`)} ${red(caret)}`);
    }
  }
  return out;
}

function clip(s: string): string {
  return s.length > MAX_SHOWN ? `${escapeText(s.slice(0, MAX_SHOWN))}…` : escapeText(s);
}
