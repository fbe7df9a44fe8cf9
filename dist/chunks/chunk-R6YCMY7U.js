import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/render/diagnostics-report.ts
function diagnosticsReport(files, annotations, diagnostics) {
  return {
    formatVersion: 1,
    valid: !diagnostics.some((d) => d.severity === "error"),
    files,
    annotations,
    diagnostics
  };
}
function summaryLine(report) {
  const errors = report.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = report.diagnostics.length - errors;
  return `${count(report.files, "file")}, ${count(report.annotations, "annotation")}: ${count(errors, "error")}, ${count(warnings, "warning")}`;
}
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

// src/render/diagnostics-text.ts
var CONTEXT_BEFORE = 2;
var CONTEXT_AFTER = 1;
var MAX_SHOWN = 160;
function renderDiagnosticsText(report, options) {
  const paint = painter(options.color);
  const blocks = report.diagnostics.map((d) => {
    const place = d.file ? `${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}` : "";
    const severity = d.severity === "error" ? paint.red("error") : paint.yellow("warning");
    const head = `${place ? `${paint.bold(place)} ` : ""}${severity} ${paint.dim(d.code)}`;
    const lines = [head, `  ${d.message}`];
    const text = d.file ? options.source(d.file) : void 0;
    if (text !== void 0 && d.line) lines.push(...codeFrame(text, d, paint));
    if (d.related) {
      const r = d.related;
      lines.push(`  ${paint.dim("related:")} ${r.file}:${r.line}:${r.column} ${r.message}`);
    }
    return lines.join("\n");
  });
  const summary = summaryLine(report);
  return [...blocks, report.valid ? summary : paint.bold(summary)].join("\n\n") + "\n";
}
function codeFrame(text, d, paint = painter(false)) {
  const all = text.split(/\r?\n/);
  const line = d.line;
  if (line < 1 || line > all.length) return [];
  const first = Math.max(1, line - CONTEXT_BEFORE);
  const last = Math.min(all.length, line + CONTEXT_AFTER);
  const width = String(last).length;
  const out = [];
  for (let n = first; n <= last; n++) {
    if (n === last && n > line && all[n - 1] === "") break;
    const shown = clip(all[n - 1].replace(/\t/g, " "));
    const gutter = `${n === line ? ">" : " "} ${String(n).padStart(width)} |`;
    out.push(`  ${paint.dim(gutter)}${shown ? ` ${shown}` : ""}`);
    if (n === line) {
      const column = d.column ?? 1;
      const lineLength = all[n - 1].length;
      const end = d.endLine === line && d.endColumn ? d.endColumn : lineLength + 1;
      const from = Math.min(column, MAX_SHOWN);
      const to = Math.min(Math.max(end, column + 1), MAX_SHOWN + 1);
      const caret = " ".repeat(from - 1) + "^".repeat(Math.max(1, to - from));
      const red = d.severity === "error" ? paint.red : paint.yellow;
      out.push(`  ${paint.dim(`  ${" ".repeat(width)} |`)} ${red(caret)}`);
    }
  }
  return out;
}
function clip(s) {
  return s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}\u2026` : s;
}
function painter(color) {
  const sgr = (open, close) => color ? (s) => `\x1B[${open}m${s}\x1B[${close}m` : (s) => s;
  return { red: sgr(31, 39), yellow: sgr(33, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}

export {
  diagnosticsReport,
  summaryLine,
  renderDiagnosticsText,
  codeFrame
};
