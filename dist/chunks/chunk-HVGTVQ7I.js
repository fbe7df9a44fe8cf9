import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SYMBOL,
  countsLine,
  headline,
  isProblem,
  nextStep,
  outcomeWord,
  placeOf
} from "./chunk-SSIIFGNA.js";
import {
  code,
  escapeMarkdown
} from "./chunk-SATRGLKP.js";
import {
  neutraliseCommands
} from "./chunk-3E365VRZ.js";

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

export {
  renderApplyMarkdown
};
