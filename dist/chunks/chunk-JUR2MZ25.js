import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  painter
} from "./chunk-KAF3LJBO.js";
import {
  summaryLine
} from "./chunk-EVQOEU7X.js";
import {
  omittedLines
} from "./chunk-DUO4U7PB.js";
import {
  escapeText,
  escapedColumn,
  neutraliseCommands
} from "./chunk-3FFOSWA6.js";

// src/render/diagnostics-text.ts
var CONTEXT_BEFORE = 2;
var CONTEXT_AFTER = 1;
var MAX_SHOWN = 160;
function renderDiagnosticsText(report, options) {
  const paint = painter(options.color);
  const blocks = report.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt));
  const omitted = omittedLines(report.omitted);
  if (omitted.length > 0) blocks.push(omitted.join("\n"));
  const summary = summaryLine(report);
  const text = [...blocks, report.valid ? summary : paint.bold(summary)].join("\n\n") + "\n";
  return neutraliseCommands(text);
}
function diagnosticBlock(d, paint, excerpt) {
  const place = d.file ? `${escapeText(d.file)}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}` : "";
  const severity = d.severity === "error" ? paint.red("error") : paint.yellow("warning");
  const lines = [`${place ? `${paint.bold(place)} ` : ""}${severity} ${paint.dim(d.code)}`];
  lines.push(`  ${escapeText(d.message)}`);
  const around = d.file ? excerpt?.(d.file) : void 0;
  if (around !== void 0 && d.line) lines.push(...codeFrame(around, d, paint));
  if (d.related) {
    const r = d.related;
    lines.push(
      `  ${paint.dim("related:")} ${escapeText(r.file)}:${r.line}:${r.column} ${escapeText(r.message)}`
    );
  }
  return lines.join("\n");
}
function codeFrame(excerpt, d, paint = painter(false)) {
  const line = d.line;
  const text = (n) => excerpt.lines[n];
  if (line < 1 || line > excerpt.lineCount || text(line) === void 0) return [];
  let first = line;
  while (first > Math.max(1, line - CONTEXT_BEFORE) && text(first - 1) !== void 0) first--;
  let last = line;
  while (last < Math.min(excerpt.lineCount, line + CONTEXT_AFTER) && text(last + 1) !== void 0)
    last++;
  const width = String(last).length;
  const out = [];
  for (let n = first; n <= last; n++) {
    if (n === last && n > line && text(n) === "") break;
    const raw = text(n).replace(/\t/g, " ");
    const shown = clip(raw);
    const gutter = `${n === line ? ">" : " "} ${String(n).padStart(width)} |`;
    out.push(`  ${paint.dim(gutter)}${shown ? ` ${shown}` : ""}`);
    if (n === line) {
      const column = d.column ?? 1;
      const end = d.endLine === line && d.endColumn ? d.endColumn : raw.length + 1;
      const cut = raw.slice(0, MAX_SHOWN);
      const from = escapedColumn(cut, Math.min(column, MAX_SHOWN));
      const to = escapedColumn(cut, Math.min(Math.max(end, column + 1), MAX_SHOWN + 1));
      const caret = " ".repeat(from - 1) + "^".repeat(Math.max(1, to - from));
      const red = d.severity === "error" ? paint.red : paint.yellow;
      out.push(`  ${paint.dim(`  ${" ".repeat(width)} |`)} ${red(caret)}`);
    }
  }
  return out;
}
function clip(s) {
  return s.length > MAX_SHOWN ? `${escapeText(s.slice(0, MAX_SHOWN))}\u2026` : escapeText(s);
}

export {
  renderDiagnosticsText,
  diagnosticBlock
};
