// The one model every diagnostics view is drawn from (JSON is it, text and github are views).
import type { Diagnostic, OmittedDiagnostics } from '../model/diagnostic.js';

export interface DiagnosticsReport {
  formatVersion: 1;
  valid: boolean;
  files: number;
  annotations: number;
  /** Those reported in full: at most 100 of a file, 1,000 in all. */
  diagnostics: Diagnostic[];
  /** The others, counted (absent when there are none). */
  omitted?: OmittedDiagnostics;
}

/** Pure: valid means no diagnostic of severity `error`, counted ones included (warnings are allowed). */
export function diagnosticsReport(
  files: number,
  annotations: number,
  diagnostics: Diagnostic[],
  omitted?: OmittedDiagnostics,
): DiagnosticsReport {
  return {
    formatVersion: 1,
    valid: !diagnostics.some((d) => d.severity === 'error') && !((omitted?.errors ?? 0) > 0),
    files,
    annotations,
    diagnostics,
    ...(omitted ? { omitted } : {}),
  };
}

/** `3 files, 12 annotations: 2 errors, 1 warning` (those not shown included). */
export function summaryLine(report: DiagnosticsReport): string {
  const shownErrors = report.diagnostics.filter((d) => d.severity === 'error').length;
  const errors = shownErrors + (report.omitted?.errors ?? 0);
  const warnings = report.diagnostics.length - shownErrors + (report.omitted?.warnings ?? 0);
  return `${count(report.files, 'file')}, ${count(report.annotations, 'annotation')}: ${count(errors, 'error')}, ${count(warnings, 'warning')}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
