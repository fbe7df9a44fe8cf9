// GitHub workflow commands: each diagnostic becomes a line note (GitHub's annotation) on the
// pull request's diff.
import type { Diagnostic } from '../model/diagnostic.js';
import { summaryLine, type DiagnosticsReport } from './diagnostics-report.js';
import { escapeText } from '../text/escape-text.js';
import { escapeData, escapeProperty } from '../text/workflow-command.js';
import { omittedLines } from './omitted-lines.js';

/**
 * Pure: one `::error …::message` (or `::warning`) line per diagnostic, plain lines counting
 * those not reported in full, then the summary.
 */
export function renderDiagnosticsGithub(report: DiagnosticsReport): string {
  const lines = report.diagnostics.map(workflowCommand);
  lines.push(...omittedLines(report.omitted));
  lines.push(summaryLine(report));
  return `${lines.join('\n')}\n`;
}

function workflowCommand(d: Diagnostic): string {
  const properties: [string, string | number | undefined][] = [
    ['file', d.file === undefined ? undefined : escapeText(d.file)],
    ['line', d.line],
    ['col', d.column],
    ['endLine', d.endLine],
    ['endColumn', d.endColumn],
    ['title', d.code],
  ];
  const props = properties
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  // The other place, unless the message already names it (a duplicate key names the first).
  const where = d.related && `${d.related.file}:${d.related.line}:${d.related.column}`;
  const related = where && !d.message.includes(where) ? ` (see ${where})` : '';
  // Escaped first (a file's control characters and line breaks shown, never acted on), then
  // in the command's own escaping.
  return `::${d.severity} ${props}::${escapeData(escapeText(d.message + related))}`;
}
