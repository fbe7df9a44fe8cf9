// The JSON contract of `validate --format json` (formatVersion 1). Field order is part of it.
import type { Diagnostic } from '../model/diagnostic.js';
import type { DiagnosticsReport } from './diagnostics-report.js';
import { escapeJson } from '../text/escape-text.js';

/** Pure; fields a diagnostic does not know (a PATH that matched nothing has no line) are omitted. */
export function renderDiagnosticsJson(report: DiagnosticsReport): string {
  const body = {
    formatVersion: report.formatVersion,
    valid: report.valid,
    files: report.files,
    annotations: report.annotations,
    diagnostics: report.diagnostics.map(diagnosticJson),
    // Added in this release, only when some were not reported in full: their counts.
    ...(report.omitted ? { omitted: report.omitted } : {}),
  };
  return `${escapeJson(JSON.stringify(body, null, 2))}\n`;
}

/** One diagnostic as the JSON outputs show it (validate's contract; fmt's `errors` too). */
export function diagnosticJson(d: Diagnostic) {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    path: d.path,
    externalKey: d.externalKey,
  };
}
