// The one model every diagnostics view is drawn from (JSON is it, text and github are views).
import type { Diagnostic } from '../model/diagnostic.js';

export interface DiagnosticsReport {
  formatVersion: 1;
  valid: boolean;
  files: number;
  annotations: number;
  diagnostics: Diagnostic[];
}

/** Pure: valid means no diagnostic of severity `error` (warnings are allowed). */
export function diagnosticsReport(
  files: number,
  annotations: number,
  diagnostics: Diagnostic[],
): DiagnosticsReport {
  return {
    formatVersion: 1,
    valid: !diagnostics.some((d) => d.severity === 'error'),
    files,
    annotations,
    diagnostics,
  };
}

/** `3 files, 12 annotations: 2 errors, 1 warning`. */
export function summaryLine(report: DiagnosticsReport): string {
  const errors = report.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = report.diagnostics.length - errors;
  return `${count(report.files, 'file')}, ${count(report.annotations, 'annotation')}: ${count(errors, 'error')}, ${count(warnings, 'warning')}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
