import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ROLE_SIGN,
  actionSign,
  bothNote,
  causeSections,
  changeLines,
  comparedWith,
  errorCount,
  headerText,
  omittedLines,
  summaryText
} from "./chunk-JSJQQBCU.js";
import {
  escapeText,
  escapedColumn,
  neutraliseCommands
} from "./chunk-4JA7FAXP.js";
import {
  excerpt
} from "./chunk-GL32H3YL.js";

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

// src/render/colour.ts
function painter(enabled) {
  const sgr = (open, close) => enabled ? (s) => s === "" ? s : `\x1B[${open}m${s}\x1B[${close}m` : (s) => s;
  return {
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    bold: sgr(1, 22),
    dim: sgr(2, 22)
  };
}

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
function diagnosticBlock(d, paint, excerpt2) {
  const place = d.file ? `${escapeText(d.file)}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}` : "";
  const severity = d.severity === "error" ? paint.red("error") : paint.yellow("warning");
  const lines = [`${place ? `${paint.bold(place)} ` : ""}${severity} ${paint.dim(d.code)}`];
  lines.push(`  ${escapeText(d.message)}`);
  const around = d.file ? excerpt2?.(d.file) : void 0;
  if (around !== void 0 && d.line) lines.push(...codeFrame(around, d, paint));
  if (d.related) {
    const r = d.related;
    lines.push(
      `  ${paint.dim("related:")} ${escapeText(r.file)}:${r.line}:${r.column} ${escapeText(r.message)}`
    );
  }
  return lines.join("\n");
}
function codeFrame(excerpt2, d, paint = painter(false)) {
  const line = d.line;
  const text = (n) => excerpt2.lines[n];
  if (line < 1 || line > excerpt2.lineCount || text(line) === void 0) return [];
  let first = line;
  while (first > Math.max(1, line - CONTEXT_BEFORE) && text(first - 1) !== void 0) first--;
  let last = line;
  while (last < Math.min(excerpt2.lineCount, line + CONTEXT_AFTER) && text(last + 1) !== void 0)
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

// src/render/timeline-text.ts
var TRACK = 40;
var LABEL = 34;
function timelineText(timeline, paint) {
  const from = Date.parse(`${timeline.window.from}Z`);
  const to = Date.parse(`${timeline.window.to}Z`);
  const lo = Math.min(from, ...timeline.rows.map((r) => Date.parse(`${r.start}Z`)));
  const hi = Math.max(to, ...timeline.rows.map((r) => Date.parse(`${r.end}Z`)));
  const column = (ms) => hi === lo ? 0 : Math.min(TRACK - 1, Math.floor((ms - lo) / (hi - lo) * TRACK));
  const first = new Date(lo).toISOString().slice(0, 10);
  const last = new Date(hi).toISOString().slice(0, 10);
  const axis = `${" ".repeat(LABEL + 4)}${first}${" ".repeat(Math.max(1, TRACK - first.length - last.length + 2))}${last}`;
  const lines = [
    `Timeline of the dated annotations this plan changes, with the server's that overlap them (project time):`,
    axis,
    ...timeline.rows.map((row) => rowLine(row, column, paint))
  ];
  if (timeline.more > 0) lines.push(`  \u2026and ${timeline.more} more`);
  lines.push(
    `  ${paint.dim("+ create, ~ update (new dates), \u2212 delete, \xB7 on the server; \u25C6 event or follow-up, \u2501 period")}`
  );
  return lines.join("\n");
}
function rowLine(row, column, paint) {
  const start = column(Date.parse(`${row.start}Z`));
  const end = Math.max(start, column(Date.parse(`${row.end}Z`) - 1));
  const track = [..." ".repeat(TRACK)];
  if (row.shape === "milestone") track[start] = "\u25C6";
  else for (let i = start; i <= end; i++) track[i] = "\u2501";
  const label = excerpt(escapeText(row.headline), LABEL);
  const sign = ROLE_SIGN[row.role];
  const coloured = row.role === "create" ? paint.green(sign) : row.role === "update" ? paint.yellow(sign) : row.role === "delete" ? paint.red(sign) : paint.dim(sign);
  return `  ${coloured} ${label.padEnd(LABEL)} |${track.join("")}|`;
}

// src/render/plan-text.ts
function renderPlanText(plan, options) {
  const paint = painter(options.colour);
  const blocks = [];
  if (plan.diagnostics.length > 0)
    blocks.push(
      plan.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt)).join("\n\n")
    );
  const omitted = omittedLines(plan.omittedDiagnostics);
  if (omitted.length > 0) blocks.push(omitted.join("\n"));
  if (plan.changes.length > 0) {
    const legend = [
      `${paint.green("+")} create`,
      `${paint.yellow("~")} update`,
      `${paint.red("-")} delete`
    ].join(", ");
    blocks.push(
      plan.base ? `Changes to annotations (${legend}), compared with ${escapeText(comparedWith(plan.base))}:` : `Changes to annotations (${legend}):`
    );
    const sections = causeSections(plan);
    if (!sections) for (const change of plan.changes) blocks.push(changeBlock(change, paint));
    for (const section of sections ?? []) {
      const n = section.changes.length;
      blocks.push(paint.bold(n === 0 ? `${section.title}: none.` : `${section.title} (${n}):`));
      for (const change of section.changes) blocks.push(changeBlock(change, paint, plan.base));
    }
  }
  if (plan.timeline) blocks.push(timelineText(plan.timeline, paint));
  if (plan.orphans.length > 0) {
    const lines = plan.orphans.map(
      (o) => `  ${escapeText(o.externalKey)} (${escapeText(o.id)}) ${paint.dim(escapeText(JSON.stringify(o.headline)))}`
    );
    blocks.push(
      [
        `On the server under the keyPrefix but in no file (information; deleted only with --prune):`,
        ...lines
      ].join("\n")
    );
  }
  const summary = summaryText(plan);
  blocks.push(paint.bold(summary));
  if (!options.inAutomation && errorCount(plan) === 0 && plan.changes.length > 0) {
    blocks.push(
      `Run ${options.applyCommand ?? "observe-annotations apply"} to make these changes.`
    );
  }
  return neutraliseCommands(`${blocks.join("\n\n")}
`);
}
function changeBlock(change, paint, base) {
  const sign = actionSign(change);
  const where = change.action === "delete" ? "in no file" : `${escapeText(change.file)}:${change.line}`;
  const both = base && change.cause === "both" ? ` ${paint.yellow(`(${escapeText(bothNote(base))})`)}` : "";
  const head = [
    `  ${paint.dim(`# ${headerText(change)}`)} ${paint.dim(`(${where})`)}${both}`,
    `  ${colourSign(sign, paint)} ${paint.bold(escapeText(change.externalKey))}`
  ];
  return [...head, ...changeLines(change).map((line) => textLine(line, paint))].join("\n");
}
function textLine(line, paint) {
  const indent = "    ".repeat(line.depth);
  const body = line.quiet ? paint.dim(line.text) : line.text;
  return `  ${indent}${line.sign === " " ? " " : colourSign(line.sign, paint)} ${body}`.trimEnd();
}
function colourSign(sign, paint) {
  if (sign === "+") return paint.green("+");
  if (sign === "-") return paint.red("-");
  if (sign === "~") return paint.yellow("~");
  return sign;
}

export {
  diagnosticsReport,
  summaryLine,
  painter,
  renderDiagnosticsText,
  diagnosticBlock,
  renderPlanText
};
