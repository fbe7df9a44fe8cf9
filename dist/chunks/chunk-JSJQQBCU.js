import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  code,
  escapeMarkdown,
  fenced
} from "./chunk-JM3B7CZN.js";
import {
  escapeText,
  neutraliseCommands
} from "./chunk-4JA7FAXP.js";
import {
  excerpt
} from "./chunk-GL32H3YL.js";

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
var CONTROLS = (
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g
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
  if (plan.timeline) out.push("#### Timeline", "", ...timelineMermaid(plan.timeline), "");
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

export {
  omittedLines,
  actionSign,
  headerText,
  changeLines,
  diffFenceLines,
  causeSections,
  bothNote,
  comparedWith,
  errorCount,
  summaryText,
  hasChanges,
  ROLE_SIGN,
  timelineMermaid,
  renderPlanMarkdown,
  changesByFile,
  fileCounts,
  countsTable,
  diagnosticLine,
  deletionLine
};
