// The human view of diagnostics: place, severity, rule, message, and the lines in question.
import type { Diagnostic } from '../model/diagnostic.js';
import { painter, type Painter } from './colour.js';
import { summaryLine, type DiagnosticsReport } from './diagnostics-report.js';

export interface TextOptions {
  /** The text of a file, for code frames; undefined when it is not at hand. */
  source: (file: string) => string | undefined;
  color: boolean;
}

const CONTEXT_BEFORE = 2;
const CONTEXT_AFTER = 1;
const MAX_SHOWN = 160;

/** Pure: one block per diagnostic, then the summary line. */
export function renderDiagnosticsText(report: DiagnosticsReport, options: TextOptions): string {
  const paint = painter(options.color);
  const blocks = report.diagnostics.map((d) => diagnosticBlock(d, paint, options.source));
  const summary = summaryLine(report);
  return [...blocks, report.valid ? summary : paint.bold(summary)].join('\n\n') + '\n';
}

/**
 * The one text block of a diagnostic (validate's view and the plan's): `file:line:col`,
 * severity and rule, the message, a code frame when the file's text is at hand, and the
 * related place.
 */
export function diagnosticBlock(
  d: Diagnostic,
  paint: Painter,
  source?: (file: string) => string | undefined,
): string {
  const place = d.file ? `${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}` : '';
  const severity = d.severity === 'error' ? paint.red('error') : paint.yellow('warning');
  const lines = [`${place ? `${paint.bold(place)} ` : ''}${severity} ${paint.dim(d.code)}`];
  lines.push(`  ${d.message}`);
  const text = d.file ? source?.(d.file) : undefined;
  if (text !== undefined && d.line) lines.push(...codeFrame(text, d, paint));
  if (d.related) {
    const r = d.related;
    lines.push(`  ${paint.dim('related:')} ${r.file}:${r.line}:${r.column} ${r.message}`);
  }
  return lines.join('\n');
}

/** A few lines around the diagnostic with a caret underline below its first line. */
export function codeFrame(text: string, d: Diagnostic, paint: Painter = painter(false)): string[] {
  const all = text.split(/\r?\n/);
  const line = d.line!;
  if (line < 1 || line > all.length) return [];
  const first = Math.max(1, line - CONTEXT_BEFORE);
  const last = Math.min(all.length, line + CONTEXT_AFTER);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    if (n === last && n > line && all[n - 1] === '') break;
    const shown = clip(all[n - 1]!.replace(/\t/g, ' '));
    const gutter = `${n === line ? '>' : ' '} ${String(n).padStart(width)} |`;
    out.push(`  ${paint.dim(gutter)}${shown ? ` ${shown}` : ''}`);
    if (n === line) {
      const column = d.column ?? 1;
      const lineLength = all[n - 1]!.length;
      const end = d.endLine === line && d.endColumn ? d.endColumn : lineLength + 1;
      const from = Math.min(column, MAX_SHOWN);
      const to = Math.min(Math.max(end, column + 1), MAX_SHOWN + 1);
      const caret = ' '.repeat(from - 1) + '^'.repeat(Math.max(1, to - from));
      const red = d.severity === 'error' ? paint.red : paint.yellow;
      out.push(`  ${paint.dim(`  ${' '.repeat(width)} |`)} ${red(caret)}`);
    }
  }
  return out;
}

function clip(s: string): string {
  return s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s;
}
