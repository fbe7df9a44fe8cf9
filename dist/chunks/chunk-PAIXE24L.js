import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  savedPlanOf
} from "./chunk-RF4FSG57.js";
import {
  readSavedPlan
} from "./chunk-7BOCEDQZ.js";
import {
  ROLE_SIGN,
  actionSign,
  bothNote,
  causeSections,
  changeLines,
  comparedWith,
  errorCount,
  headerText,
  summaryText
} from "./chunk-E7KZBBXR.js";
import {
  writeFileNoFollow
} from "./chunk-RGNBNWYV.js";
import {
  diagnosticBlock
} from "./chunk-JUR2MZ25.js";
import {
  painter
} from "./chunk-KAF3LJBO.js";
import {
  omittedLines
} from "./chunk-DUO4U7PB.js";
import {
  escapeJson,
  escapeText,
  neutraliseCommands
} from "./chunk-3FFOSWA6.js";
import {
  UserError
} from "./chunk-3GO7JZRP.js";

// src/app/saved-plan-file.ts
import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";

// src/render/saved-plan-json.ts
function renderSavedPlan(saved) {
  return `${escapeJson(JSON.stringify(saved, null, 2))}
`;
}

// src/app/saved-plan-file.ts
async function writeSavedPlanFile(ctx, run, file) {
  const saved = savedPlanOf(ctx, run, Date.now());
  if (!saved) return void 0;
  const path = resolve(ctx.cwd, file);
  try {
    writeFileNoFollow(path, ctx.redact(renderSavedPlan(saved)), ctx.cwd, file);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(
      `cannot write the saved plan to ${file}: ${error.code ?? error.message}`
    );
  }
  return path;
}
var MAX_SAVED_PLAN_BYTES = 256 * 1024 * 1024;
async function readSavedPlanFile(ctx, file) {
  const path = resolve(ctx.cwd, file);
  let text;
  try {
    const size = (await stat(path)).size;
    if (size > MAX_SAVED_PLAN_BYTES) {
      throw new UserError(
        `${file} is ${Math.round(size / 1024 / 1024)} MiB: not a saved plan (those are at most 256 MiB)`
      );
    }
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(
      `cannot read the saved plan ${file}: ${error.code ?? "error"}`
    );
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const why = text.trim() === "" ? "it is empty" : error.message;
    throw new UserError(
      `Saved plan: ${file} is not complete JSON (${why}): cut short or edited by hand? Make it again with \`plan --out ${file}\`; nothing was written.`
    );
  }
  return readSavedPlan(value);
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
  const chars = [...escapeText(row.headline)];
  const label = chars.length > LABEL ? `${chars.slice(0, LABEL - 1).join("")}\u2026` : chars.join("");
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
  writeSavedPlanFile,
  readSavedPlanFile,
  renderPlanText
};
