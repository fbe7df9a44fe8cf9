import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  code,
  escapeMarkdown,
  fenced
} from "./chunk-ILCIXNGT.js";
import {
  excerpt
} from "./chunk-GL32H3YL.js";
import {
  SYMBOL,
  countsLine,
  headline,
  isProblem,
  itemReason,
  nextStep,
  outcomeWord,
  placeOf
} from "./chunk-QBGJ6ABX.js";
import {
  BIDI_CONTROLS,
  escapeText,
  escapedColumn,
  neutraliseCommands
} from "./chunk-QVCCW6JO.js";

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

// src/render/omitted-lines.ts
var FILES_NAMED = 10;
var CODES_NAMED = 5;
function omittedLines(omitted) {
  if (!omitted) return [];
  const lines = omitted.files.slice(0, FILES_NAMED).map((f) => {
    const stopped = f.stoppedAtLine === void 0 ? "" : `; reading stopped at line ${f.stoppedAtLine}: the file has too many errors to go on`;
    return `${f.file}: ${countsText(f)} not shown${stopped}`;
  });
  const rest = omitted.files.slice(FILES_NAMED);
  if (rest.length > 0) {
    const counts = rest.reduce(
      (sum, f) => {
        sum.errors += f.errors;
        sum.warnings += f.warnings;
        for (const [code2, n] of Object.entries(f.codes))
          sum.codes[code2] = (sum.codes[code2] ?? 0) + n;
        return sum;
      },
      { errors: 0, warnings: 0, codes: {} }
    );
    lines.push(`${rest.length} more files: ${countsText(counts)} not shown`);
  }
  return lines;
}
function countsText(c) {
  const total = c.errors + c.warnings;
  const kinds = [
    c.errors > 0 ? plural(c.errors, "error") : "",
    c.warnings > 0 ? plural(c.warnings, "warning") : ""
  ].filter(Boolean);
  const codes = Object.entries(c.codes).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const named = codes.slice(0, CODES_NAMED).map(([code2, n]) => `${code2} \xD7 ${n.toLocaleString("en-US")}`);
  if (codes.length > CODES_NAMED) named.push(`${codes.length - CODES_NAMED} other codes`);
  return `${plural(total, "more diagnostic")} (${kinds.join(", ")}: ${named.join(", ")})`;
}
function plural(n, noun) {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}

// src/render/diagnostics-text.ts
var CONTEXT_BEFORE = 2;
var CONTEXT_AFTER = 1;
var MAX_SHOWN = 160;
function renderDiagnosticsText(report, options) {
  const paint = painter(options.colour);
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

// src/render/plan-summary.ts
function errorCount(plan) {
  const shown = plan.diagnostics.filter((d) => d.severity === "error").length;
  return shown + (plan.omittedDiagnostics?.errors ?? 0);
}
function summaryText(plan) {
  const errors = errorCount(plan);
  if (errors > 0)
    return `The plan has ${errors} error${errors === 1 ? "" : "s"}: nothing can be applied.`;
  const s = plan.summary;
  const orphaned = s.orphaned > 0 ? ` ${s.orphaned} orphaned.` : "";
  if (s.create + s.update + s.delete === 0)
    return `No changes. The server matches the files.${orphaned}`;
  return `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete. ${s.unchanged} unchanged.${orphaned}`;
}
function hasChanges(plan) {
  return plan.changes.length > 0;
}

// src/render/apply-markdown.ts
function renderApplyMarkdown(result, stop) {
  const s = result.summary;
  const lines = [
    `### ${headline(result, stop)}`,
    "",
    ...s.written === void 0 ? [
      "| created | updated | deleted | unchanged | failed | stale |",
      "|---:|---:|---:|---:|---:|---:|",
      `| ${s.created} | ${s.updated} | ${s.deleted} | ${s.unchanged} | ${s.failed} | ${s.stale} |`
    ] : ["| written (write-only) | failed |", "|---:|---:|", `| ${s.written} | ${s.failed} |`]
  ];
  if (result.stopReason) lines.push("", `> ${escapeMarkdown(result.stopReason)}`);
  const problems = result.results.filter(isProblem);
  if (problems.length > 0) {
    lines.push("", "| | key | outcome | reason | where |", "|---|---|---|---|---|");
    for (const r of problems) {
      const place = placeOf(r);
      lines.push(
        `| ${code(SYMBOL[r.action])} | ${code(r.externalKey)} | ${outcomeWord(r)} | ${escapeMarkdown(itemReason(r, result.stopReason) ?? "")} | ${place ? code(place) : ""} |`
      );
    }
  }
  const next = result.interrupted ? void 0 : nextStep(result);
  if (next) lines.push("", escapeMarkdown(next));
  lines.push("", `<sub>${countsLine(result)}</sub>`);
  return neutraliseCommands(`${lines.join("\n")}
`);
}

// src/render/apply-text.ts
function renderApplyText(result, options) {
  const { red, yellow, bold } = painter(options.colour);
  const lines = [];
  const unsent = result.interrupted ? result.results.filter((r) => r.status === "skipped") : [];
  for (const r of result.results) {
    if (!options.all && !isProblem(r)) continue;
    if (unsent.includes(r)) continue;
    const colour = r.status === "failed" ? red : r.status === "ok" ? (s) => s : yellow;
    const id = r.id ? ` (${escapeText(r.id)})` : "";
    const key = escapeText(r.externalKey);
    lines.push(`${colour(`${SYMBOL[r.action]} ${key}`)}${id}: ${outcomeWord(r)}`);
    const place = placeOf(r);
    const reason = itemReason(r, result.stopReason);
    const error = reason === void 0 ? void 0 : escapeText(reason);
    if (error) lines.push(`    ${error}`);
    if (place && r.status === "failed" && !error?.includes(place)) lines.push(`    at ${place}`);
  }
  if (unsent.length > 0) lines.push(unsentLine(unsent.map((r) => escapeText(r.externalKey))));
  if (lines.length > 0) lines.push("");
  lines.push(bold(headline(result, options.stop)));
  if (result.stopReason) lines.push(escapeText(result.stopReason));
  lines.push(countsLine(result));
  if (result.summary.stale > 0) {
    lines.push(
      "Stale items changed on the server after the plan was made: make a new plan and review it."
    );
  }
  const next = result.interrupted ? void 0 : nextStep(result);
  if (next) lines.push(next);
  return neutraliseCommands(`${lines.join("\n")}
`);
}
var NAMED = 10;
function unsentLine(keys) {
  const named = keys.slice(0, NAMED).join(", ");
  const more = keys.length > NAMED ? `, and ${keys.length - NAMED} more` : "";
  return `Not sent (${keys.length}): ${named}${more}`;
}

// src/render/plan-dates.ts
function precisionOf(date) {
  if (/^\d{4}-\d{2}$/.test(date)) return "month";
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return "date";
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(date)) return "hour";
  return "datetime";
}
function precisionNote(before, after) {
  const was = typeof before === "string" ? precisionOf(before) : void 0;
  const now = typeof after === "string" ? precisionOf(after) : void 0;
  if (now === void 0) return was === void 0 ? "" : ` [${was}]`;
  return was === void 0 || was === now ? ` [${now}]` : ` [${now}, was ${was}]`;
}

// src/render/line-diff.ts
function lineDiff(before, after, context = 2) {
  const a = before.split("\n");
  const b = after.split("\n");
  const lengths = Array.from(
    { length: a.length + 1 },
    () => new Array(b.length + 1).fill(0)
  );
  for (let i2 = a.length - 1; i2 >= 0; i2--) {
    for (let j2 = b.length - 1; j2 >= 0; j2--) {
      lengths[i2][j2] = a[i2] === b[j2] ? lengths[i2 + 1][j2 + 1] + 1 : Math.max(lengths[i2 + 1][j2], lengths[i2][j2 + 1]);
    }
  }
  const lines = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ sign: " ", text: a[i] });
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || lengths[i + 1][j] >= lengths[i][j + 1])) {
      lines.push({ sign: "-", text: a[i++] });
    } else {
      lines.push({ sign: "+", text: b[j++] });
    }
  }
  return fold(lines, context);
}
function fold(lines, context) {
  const keep = lines.map(
    (line, index) => lines.slice(Math.max(0, index - context), index + context + 1).some((l) => l.sign !== " ")
  );
  const out = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (keep[index]) {
      if (folded > 0) out.push({ fold: folded });
      folded = 0;
      out.push(line);
    } else folded++;
  });
  if (folded > 0) out.push({ fold: folded });
  return out;
}

// src/render/plan-lines.ts
var LONG_TEXT = 60;
function actionSign(change) {
  return change.action === "create" ? "+" : change.action === "delete" ? "-" : "~";
}
function headerText(change) {
  const id = change.action === "create" ? "" : ` (${change.id})`;
  const verb = { create: "created", update: "updated", delete: "deleted" }[change.action];
  return escapeText(`${change.externalKey}${id} will be ${verb}`);
}
function changeLines(change) {
  return rawChangeLines(change).map((line) => ({
    ...line,
    text: escapeText(line.text),
    ...line.pair ? { pair: { before: escapeText(line.pair.before), after: escapeText(line.pair.after) } } : {}
  }));
}
function diffFenceLines(change, context, depth) {
  const out = [];
  let unchanged = 0;
  const flush = (pad) => {
    if (unchanged > 0 && context)
      out.push(`  ${pad}\u2026 ${unchanged} unchanged line${unchanged === 1 ? "" : "s"}`);
    unchanged = 0;
  };
  for (const line of changeLines(change)) {
    const pad = "  ".repeat(line.depth - 1 + depth);
    if (line.unchangedLines !== void 0) {
      unchanged += line.unchangedLines;
      continue;
    }
    flush("  ".repeat(1 + depth));
    if (line.quiet && !context) continue;
    if (line.sign === "~" && line.pair) {
      out.push(`- ${pad}${line.pair.before}`, `+ ${pad}${line.pair.after}`);
      continue;
    }
    out.push(`${line.sign === "~" ? "!" : line.sign} ${pad}${line.text}`.trimEnd());
  }
  flush("  ".repeat(1 + depth));
  return out;
}
function rawChangeLines(change) {
  const defaulted = new Set(change.action === "delete" ? [] : change.defaulted ?? []);
  const lines = [];
  for (const field of change.fields) {
    lines.push(
      ...fieldLines(
        field,
        defaulted.has(field.path) && field.after !== void 0,
        pendingOf(change)
      )
    );
  }
  if (change.action !== "delete" && change.note !== void 0) {
    lines.push({
      sign: " ",
      depth: 1,
      text: `note: ${quote(change.note)} (travels with the write)`,
      quiet: true
    });
  }
  if (change.action === "update") {
    const present = /* @__PURE__ */ new Set([...Object.keys(change.before), ...Object.keys(change.after)]);
    const hidden = present.size - change.fields.length;
    if (hidden > 0)
      lines.push({
        sign: " ",
        depth: 1,
        text: `(${hidden} unchanged field${hidden === 1 ? "" : "s"} hidden)`,
        quiet: true
      });
  }
  return lines;
}
function fieldLines(field, toDefault, pending) {
  const { path, before, after } = field;
  const sign = before === void 0 ? "+" : after === void 0 ? "-" : "~";
  const mark = toDefault ? " (default)" : "";
  if (field.path === "description" && (isLong(field.before) || isLong(field.after))) {
    return [{ sign, depth: 1, text: `${path}:` }, ...bodyLines(field.before, field.after)];
  }
  if (field.path === "evidence" || field.path === "series" || field.path === "refs") {
    const text2 = listChange(path, field.before, field.after, pending);
    return [{ sign, depth: 1, text: `${path}: ${text2}${mark}` }];
  }
  if (field.path === "scope" && field.before !== void 0 && field.after !== void 0) {
    return [
      {
        sign,
        depth: 1,
        text: `${path}: ${scopeChange(field.before, field.after)}`,
        pair: {
          before: `${path}: ${value(path, before)}`,
          after: `${path}: ${value(path, after)}`
        }
      }
    ];
  }
  const text = sign === "~" ? `${value(path, before)} \u2192 ${value(path, after)}` : value(path, before ?? after);
  const precision = path === "dateFrom" || path === "dateTo" ? precisionNote(before, after) : "";
  const line = { sign, depth: 1, text: `${path}: ${text}${precision}${mark}` };
  if (sign === "~") {
    line.pair = {
      before: `${path}: ${value(path, before)}${precision}`,
      after: `${path}: ${value(path, after)}${precision}${mark}`
    };
  }
  return [line];
}
function isLong(text) {
  return typeof text === "string" && (text.includes("\n") || text.length > LONG_TEXT);
}
function bodyLines(before, after) {
  if (before === void 0 || after === void 0) {
    const sign = before === void 0 ? "+" : "-";
    return linesOf(before ?? after).map((text) => ({ sign, depth: 2, text }));
  }
  return lineDiff(linesOf(before).join("\n"), linesOf(after).join("\n")).map(
    (item) => "fold" in item ? {
      sign: " ",
      depth: 2,
      text: `\u2026 ${item.fold} unchanged line${item.fold === 1 ? "" : "s"}`,
      quiet: true,
      unchangedLines: item.fold
    } : item.sign === " " ? { sign: " ", depth: 2, text: item.text, quiet: true, unchangedLines: 1 } : { sign: item.sign, depth: 2, text: item.text }
  );
}
function linesOf(text) {
  return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}
function listChange(path, before, after, pending) {
  if (before === void 0 || after === void 0) {
    const list = before ?? after;
    const sign = before === void 0 ? "+" : "\u2212";
    return list.length === 0 ? "[]" : list.map((item) => `${sign}${itemText(path, item, pending)}`).join(" ");
  }
  const was = before.map((item) => itemText(path, item, pending));
  const now = after.map((item) => itemText(path, item, pending));
  const added = now.filter((item) => !was.includes(item)).map((item) => `+${item}`);
  const removed = was.filter((item) => !now.includes(item)).map((item) => `\u2212${item}`);
  if (added.length + removed.length === 0)
    return `reordered [${was.join(", ")}] \u2192 [${now.join(", ")}]`;
  return [...added, ...removed].join(" ");
}
function itemText(path, item, pending = /* @__PURE__ */ new Set()) {
  if (path !== "refs") return String(item);
  const ref = item;
  if (!("externalKey" in ref)) return `${ref.type}:${ref.value}`;
  const why = pending.has(ref.externalKey) ? "created by this plan" : "unknown key";
  return `annotation:${ref.externalKey} (${why})`;
}
function pendingOf(change) {
  return new Set(change.action === "delete" ? [] : change.dependsOn);
}
function scopeChange(before, after) {
  const members = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const parts = [];
  for (const member of members) {
    const was = before[member];
    const now = after[member];
    if (was === now) continue;
    if (was === void 0) parts.push(`+${member}=${quote(now)}`);
    else if (now === void 0) parts.push(`\u2212${member}=${quote(was)}`);
    else parts.push(`${member}=${quote(was)}\u2192${quote(now)}`);
  }
  return parts.join(" ");
}
function value(path, v) {
  if (path === "scope" && v !== null && typeof v === "object") {
    const entries = Object.entries(v);
    return entries.length === 0 ? "{}" : `{ ${entries.map(([k, s]) => `${k}=${quote(s)}`).join(", ")} }`;
  }
  if (Array.isArray(v)) return `[${v.map((item) => itemText(path, item)).join(", ")}]`;
  return typeof v === "string" ? quote(v) : String(v);
}
function quote(s) {
  return JSON.stringify(s);
}

// src/render/plan-causes.ts
var IN_THIS_PULL_REQUEST = "Changes in this pull request";
var OUTSIDE_THE_REPOSITORY = "Changes outside the repository (applying will undo them)";
function causeSections(plan) {
  if (!plan.base) return void 0;
  return [
    { title: IN_THIS_PULL_REQUEST, changes: plan.changes.filter((c) => c.cause !== "drift") },
    { title: OUTSIDE_THE_REPOSITORY, changes: plan.changes.filter((c) => c.cause === "drift") }
  ];
}
function bothNote(base) {
  return `also edited outside the repository: the server differs from ${shortRef(base)}`;
}
function shortRef(base) {
  return /^[0-9a-f]{40,64}$/.test(base.ref) ? base.ref.slice(0, 12) : base.ref;
}
function comparedWith(base) {
  const commit = base.commit.slice(0, 12);
  return shortRef(base) === commit ? `the files at commit ${commit}` : `the files at ${base.ref} (commit ${commit})`;
}

// src/render/timeline-mermaid.ts
var HEADLINE_CHARACTERS = 60;
var ROLE_SIGN = {
  create: "+",
  update: "~",
  delete: "\u2212",
  context: "\xB7"
};
var ROLE_STATE = {
  create: "active",
  update: "crit",
  delete: "done",
  context: void 0
};
var LOOK_ALIKE = {
  ":": "\uA789",
  "#": "\uFF03",
  ";": "\uFF1B",
  "%": "\uFF05",
  '"': "\uFF02",
  "'": "\u2019",
  "<": "\u2039",
  ">": "\u203A",
  "&": "\uFF06",
  "`": "\u02CB",
  "\\": "\uFF3C",
  "{": "(",
  "}": ")",
  "[": "(",
  "]": ")",
  "|": "\xA6"
};
var CONTROLS = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u200b-\\u200d${BIDI_CONTROLS}]+`,
  "g"
);
function mermaidText(text, max = HEADLINE_CHARACTERS) {
  const flat = text.replace(CONTROLS, " ").replace(/[:#;%"'<>&`\\{}[\]|]/g, (c) => LOOK_ALIKE[c]).replace(/\s+/g, " ").trim();
  return flat ? excerpt(flat, max) : "(no text)";
}
function timelineMermaid(timeline) {
  const lines = [
    "gantt",
    "  dateFormat YYYY-MM-DDTHH:mm:ss",
    `  axisFormat ${axisFormat(timeline)}`
  ];
  for (const [section, rows] of bySection(timeline.rows)) {
    lines.push(`  section ${mermaidText(section)}`);
    for (const row of rows) lines.push(`    ${taskLine(row)}`);
  }
  const more = timeline.more > 0 ? [
    `_\u2026and ${timeline.more} more dated ${timeline.more === 1 ? "annotation" : "annotations"} (see \`plan --format json\`)._`
  ] : [];
  return ["```mermaid", ...lines, "```", "", ...more, legend(timeline)];
}
function taskLine(row) {
  const state = ROLE_STATE[row.role];
  const tags = [state, row.shape === "milestone" ? "milestone" : void 0].filter(Boolean);
  const end = row.shape === "milestone" ? "0d" : row.end;
  const name = `${ROLE_SIGN[row.role]} ${mermaidText(row.headline)}`;
  return `${name} :${[...tags, row.start, end].join(", ")}`;
}
function bySection(rows) {
  const sections = /* @__PURE__ */ new Map();
  for (const row of rows) sections.set(row.section, [...sections.get(row.section) ?? [], row]);
  return [...sections];
}
function axisFormat(timeline) {
  const days = (Date.parse(`${timeline.window.to}Z`) - Date.parse(`${timeline.window.from}Z`)) / 864e5;
  if (days > 120) return "%Y-%m";
  if (days > 3) return "%Y-%m-%d";
  return "%m-%d %H:%M";
}
function legend(timeline) {
  const { from, to } = timeline.window;
  return `<sub>${escapeMarkdown(`+ created (active), ~ updated at its new dates (critical), \u2212 deleted (done), \xB7 on the server, unchanged (plain). Events and follow-ups are milestones, periods bars. ${from.slice(0, 10)} \u2192 ${to.slice(0, 10)}, project time.`)}</sub>`;
}

// src/render/plan-markdown.ts
function renderPlanMarkdown(plan, options = {}) {
  const out = [
    `### observe-annotations plan`,
    "",
    `**${escapeMarkdown(summaryText(plan))}**`,
    ""
  ];
  out.push(...countsTable(plan), "");
  const { timeline } = options;
  if (timeline) out.push("#### Timeline", "", ...timelineMermaid(timeline), "");
  if (plan.diagnostics.length > 0) {
    out.push(
      `#### Diagnostics`,
      "",
      ...plan.diagnostics.map(diagnosticLine),
      ...omittedLines(plan.omittedDiagnostics).map((line) => `- ${escapeMarkdown(line)}`),
      ""
    );
  }
  const sections = causeSections(plan);
  if (!sections) out.push(...changeBlocks(plan.changes, "####"));
  if (plan.base) out.push(`Compared with ${escapeMarkdown(comparedWith(plan.base))}.`, "");
  for (const section of sections ?? []) {
    const n = section.changes.length;
    out.push(`#### ${section.title} (${n})`, "");
    if (n === 0) out.push("None.", "");
    out.push(...changeBlocks(section.changes, "#####", plan.base));
  }
  if (plan.orphans.length > 0) {
    out.push(
      `#### On the server but in no file (${plan.orphans.length})`,
      "",
      "Information only: deleted only with `--prune`.",
      ""
    );
    for (const o of plan.orphans)
      out.push(`- ${code(o.externalKey)} (${code(o.id)}): ${escapeMarkdown(o.headline)}`);
    out.push("");
  }
  if (options.hash !== false && errorCount(plan) === 0 && plan.planHash)
    out.push(`<sub>Plan hash ${code(plan.planHash)}</sub>`, "");
  return neutraliseCommands(`${out.join("\n").trimEnd()}
`);
}
function changeBlocks(changes, heading, base) {
  const out = [];
  const mark = (c) => base && c.cause === "both" ? ` (${bothNote(base)})` : "";
  const deletions = changes.filter((c) => c.action === "delete");
  if (deletions.length > 0) {
    out.push(
      `${heading} Deletions (${deletions.length})`,
      "",
      ...deletions.map((d) => `${deletionLine(d)}${mark(d) ? escapeMarkdown(mark(d)) : ""}`),
      ""
    );
    out.push(
      fenced(
        deletions.map((d) => diffBlock(`- ${headerText(d)}${escapeText(mark(d))}`, d)).join("\n\n"),
        "diff"
      ),
      ""
    );
  }
  for (const [file, list] of changesByFile(changes)) {
    const blocks = list.map(
      (c) => diffBlock(`${actionSign(c)} ${headerText(c)} (line ${c.line})${escapeText(mark(c))}`, c)
    );
    out.push(
      `<details><summary>${code(file)}: ${fileCounts(list)}</summary>`,
      "",
      fenced(blocks.join("\n\n"), "diff"),
      "",
      "</details>",
      ""
    );
  }
  return out;
}
function diffBlock(header, change) {
  return [header.replace(/^~/, "!"), ...diffFenceLines(change, true, 1)].join("\n");
}
function changesByFile(changes) {
  const byFile = /* @__PURE__ */ new Map();
  for (const change of changes) {
    if (change.action === "delete") continue;
    byFile.set(change.file, [...byFile.get(change.file) ?? [], change]);
  }
  return [...byFile.keys()].sort().map((file) => [file, byFile.get(file).sort((a, b) => a.line - b.line)]);
}
function fileCounts(list) {
  const creates = list.filter((c) => c.action === "create").length;
  return [
    creates > 0 ? `${creates} to create` : "",
    list.length - creates > 0 ? `${list.length - creates} to update` : ""
  ].filter(Boolean).join(", ");
}
function countsTable(plan) {
  const s = plan.summary;
  return [
    "| create | update | delete | unchanged | orphaned |",
    "|---:|---:|---:|---:|---:|",
    `| ${s.create} | ${s.update} | ${s.delete} | ${s.unchanged} | ${s.orphaned} |`
  ];
}
function diagnosticLine(d) {
  const place = d.file ? `${code(`${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}`)} ` : "";
  return `- ${d.severity === "error" ? "\u274C" : "\u26A0\uFE0F"} ${place}${escapeMarkdown(d.message)} (${code(d.code)})`;
}
function deletionLine(change) {
  return `- **\u2212 delete** ${code(change.externalKey)} (${code(change.id)}): ${escapeMarkdown(change.before.headline)}`;
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
    const legend2 = [
      `${paint.green("+")} create`,
      `${paint.yellow("~")} update`,
      `${paint.red("-")} delete`
    ].join(", ");
    blocks.push(
      plan.base ? `Changes to annotations (${legend2}), compared with ${escapeText(comparedWith(plan.base))}:` : `Changes to annotations (${legend2}):`
    );
    const sections = causeSections(plan);
    if (!sections) for (const change of plan.changes) blocks.push(changeBlock(change, paint));
    for (const section of sections ?? []) {
      const n = section.changes.length;
      blocks.push(paint.bold(n === 0 ? `${section.title}: none.` : `${section.title} (${n}):`));
      for (const change of section.changes) blocks.push(changeBlock(change, paint, plan.base));
    }
  }
  if (options.timeline) blocks.push(timelineText(options.timeline, paint));
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

// src/render/unified-diff.ts
var CONTEXT = 3;
var MAX_EDITS = 2e3;
function unifiedDiff(path, before, after) {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffLines(a.lines, b.lines);
  const out = [`--- a/${path}`, `+++ b/${path}`];
  for (const hunk of hunksOf(ops)) for (const line of hunk) out.push(line);
  return out.join("\n").replaceAll(NO_NEWLINE, "\n\\ No newline at end of file") + "\n";
}
var NO_NEWLINE = "\0";
function splitLines(text) {
  const finalNewline = text.endsWith("\n");
  const lines = text === "" ? [] : (finalNewline ? text.slice(0, -1) : text).split("\n");
  if (!finalNewline && lines.length > 0) lines[lines.length - 1] += NO_NEWLINE;
  return { lines };
}
function diffLines(a, b) {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const same = (lines) => lines.map((text) => ({ sign: " ", text }));
  const middle = myers(midA, midB) ?? [
    ...midA.map((text) => ({ sign: "-", text })),
    ...midB.map((text) => ({ sign: "+", text }))
  ];
  return [...same(a.slice(0, head)), ...middle, ...same(a.slice(a.length - tail))];
}
function myers(a, b) {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1];
      let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, offset, d);
    }
  }
  return void 0;
}
function backtrack(trace, a, b, offset, edits) {
  const ops = [];
  let x = a.length;
  let y = b.length;
  for (let d = edits; d > 0; d--) {
    const v = trace[d];
    const k = x - y;
    const down = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1];
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ sign: " ", text: a[--x] });
      y--;
    }
    if (down) ops.push({ sign: "+", text: b[--y] });
    else ops.push({ sign: "-", text: a[--x] });
  }
  while (x > 0 && y > 0) {
    ops.push({ sign: " ", text: a[--x] });
    y--;
  }
  return ops.reverse();
}
function hunksOf(ops) {
  const hunks = [];
  let i = 0;
  let lineA = 1;
  let lineB = 1;
  const advance = (op) => {
    if (op.sign !== "+") lineA++;
    if (op.sign !== "-") lineB++;
  };
  while (i < ops.length) {
    if (ops[i].sign === " ") {
      advance(ops[i]);
      i++;
      continue;
    }
    let start = i;
    let startA = lineA;
    let startB = lineB;
    for (let c = 0; c < CONTEXT && start > 0 && ops[start - 1].sign === " "; c++) {
      start--;
      startA--;
      startB--;
    }
    let end = i;
    let quiet = 0;
    while (end < ops.length && quiet <= 2 * CONTEXT) {
      quiet = ops[end].sign === " " ? quiet + 1 : 0;
      end++;
    }
    end -= Math.max(quiet - CONTEXT, 0);
    const body = ops.slice(start, end);
    const countA = body.filter((op) => op.sign !== "+").length;
    const countB = body.filter((op) => op.sign !== "-").length;
    hunks.push([
      `@@ -${range(startA, countA)} +${range(startB, countB)} @@`,
      ...body.map((op) => `${op.sign}${op.text}`)
    ]);
    for (const op of ops.slice(i, end)) advance(op);
    i = end;
  }
  return hunks;
}
function range(start, count2) {
  const first = count2 === 0 ? start - 1 : start;
  return count2 === 1 ? `${first}` : `${first},${count2}`;
}

// src/render/printable-diff.ts
function printableDiff(path, before, after) {
  const shownPath = escapeText(path);
  const raw = unifiedDiff(shownPath, before, after);
  const text = raw.split("\n").map(printableLine).join("\n");
  return { text, escaped: shownPath !== path || text !== raw };
}
function printableLine(line) {
  const cr = line.endsWith("\r") ? "\r" : "";
  return escapeText(cr ? line.slice(0, -1) : line, { multiline: true }) + cr;
}
function notApplicableNote(path) {
  return `the diff of ${path} had lines escaped for display (control characters, or text a runner reads as a command): it does not apply cleanly at that file`;
}

export {
  diagnosticsReport,
  summaryLine,
  renderApplyMarkdown,
  painter,
  renderApplyText,
  omittedLines,
  renderDiagnosticsText,
  diagnosticBlock,
  printableDiff,
  notApplicableNote,
  diffFenceLines,
  causeSections,
  bothNote,
  comparedWith,
  errorCount,
  summaryText,
  hasChanges,
  timelineMermaid,
  renderPlanMarkdown,
  changesByFile,
  fileCounts,
  countsTable,
  diagnosticLine,
  deletionLine,
  renderPlanText
};
