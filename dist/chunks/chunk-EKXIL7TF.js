import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SYMBOL,
  countsLine,
  headline,
  isProblem,
  nextStep,
  outcomeWord,
  placeOf
} from "./chunk-F3FUAVOH.js";
import {
  code,
  escapeMarkdown
} from "./chunk-6GEFAHDE.js";
import {
  painter
} from "./chunk-KAF3LJBO.js";
import {
  escapeText,
  neutraliseCommands
} from "./chunk-3FFOSWA6.js";

// src/render/apply-markdown.ts
function renderApplyMarkdown(result) {
  const s = result.summary;
  const lines = [
    `### ${headline(result)}`,
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
        `| ${code(SYMBOL[r.action])} | ${code(r.externalKey)} | ${outcomeWord(r)} | ${escapeMarkdown(r.error ?? "")} | ${place ? code(place) : ""} |`
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
  const { red, yellow, bold } = painter(options.color);
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
    const error = r.error === void 0 ? void 0 : escapeText(r.error);
    if (error) lines.push(`    ${error}`);
    if (place && r.status === "failed" && !error?.includes(place)) lines.push(`    at ${place}`);
  }
  if (unsent.length > 0) lines.push(unsentLine(unsent.map((r) => escapeText(r.externalKey))));
  if (lines.length > 0) lines.push("");
  lines.push(bold(headline(result)));
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

export {
  renderApplyMarkdown,
  renderApplyText
};
