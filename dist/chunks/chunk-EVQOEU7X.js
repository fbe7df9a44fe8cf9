import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/render/diagnostics-report.ts
function diagnosticsReport(files, annotations, diagnostics, omitted) {
  return {
    formatVersion: 1,
    valid: !diagnostics.some((d) => d.severity === "error") && !((omitted?.errors ?? 0) > 0),
    files,
    annotations,
    diagnostics,
    ...omitted ? { omitted } : {}
  };
}
function summaryLine(report) {
  const shownErrors = report.diagnostics.filter((d) => d.severity === "error").length;
  const errors = shownErrors + (report.omitted?.errors ?? 0);
  const warnings = report.diagnostics.length - shownErrors + (report.omitted?.warnings ?? 0);
  return `${count(report.files, "file")}, ${count(report.annotations, "annotation")}: ${count(errors, "error")}, ${count(warnings, "warning")}`;
}
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export {
  diagnosticsReport,
  summaryLine
};
