import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  painter
} from "./chunk-A3PRIT7I.js";
import {
  code,
  escapeMarkdown
} from "./chunk-JM3B7CZN.js";
import {
  escapeText,
  neutraliseCommands
} from "./chunk-4JA7FAXP.js";

// src/render/apply-words.ts
var DONE = { create: "created", update: "updated", delete: "deleted", write: "written" };
var SYMBOL = { create: "+", update: "~", delete: "-", write: ">" };
function outcomeWord(r) {
  if (r.converged) return "already at its target";
  if (r.status === "ok") return DONE[r.action];
  if (r.status === "failed") return `failed to ${r.action === "write" ? "write" : r.action}`;
  if (r.status === "stale") return `stale, not ${DONE[r.action]}`;
  return `skipped, not ${DONE[r.action]}`;
}
function itemReason(r, stopReason) {
  if (r.error === void 0 || stopReason === void 0) return r.error;
  if (r.error === stopReason) return "it stopped the run (why is said once, with the counts)";
  return r.error.replace(` (${stopReason})`, "");
}
function placeOf(r) {
  if (r.file === void 0) return void 0;
  return `${escapeText(r.file)}${r.line !== void 0 ? `:${r.line}${r.column !== void 0 ? `:${r.column}` : ""}` : ""}`;
}
function countsLine(result) {
  const s = result.summary;
  const notSent = result.results.filter((r) => r.status === "skipped").length;
  const tail = notSent > 0 ? ` (${notSent} of them not sent)` : "";
  if (s.written !== void 0)
    return `${s.written} written (write-only: created or replaced, not told apart), ${s.failed} failed${tail}`;
  return `${s.created} created, ${s.updated} updated, ${s.deleted} deleted, ${s.unchanged} unchanged, ${s.failed} failed${tail}, ${s.stale} stale`;
}
function headline(result) {
  if (result.dryRun) return "Dry run: nothing was written.";
  if (result.interrupted) return "Apply interrupted: no new requests were sent after Ctrl-C.";
  if (result.stopReason) {
    if (/run deadline/.test(result.stopReason)) return "Apply stopped: the run deadline passed.";
    if (/\b(401|403)\b/.test(result.stopReason))
      return "Apply stopped: the server refused the API key.";
    return "Apply stopped: no other write could succeed.";
  }
  const { failed, stale } = result.summary;
  if (result.results.length > 0 && result.results.every((r) => r.converged))
    return "Nothing to apply: the saved plan's changes are already on the server (it was applied before).";
  return failed + stale === 0 ? "Apply complete." : "Apply finished with problems.";
}
function isProblem(r) {
  return r.status !== "ok";
}
function nextStep(result) {
  if (result.stopReason) return void 0;
  const failed = result.results.filter((r) => r.status === "failed" || r.status === "skipped");
  if (failed.length === 0) return void 0;
  const permanent = failed.filter((r) => r.permanent).length;
  if (permanent > 0) {
    return `${permanent === 1 ? "1 change was" : `${permanent} changes were`} refused for what was sent: a re-run sends the same and fails the same. Fix what each names (at its file and line), then apply again.`;
  }
  return "The failures were the connection or the service, not what was sent: apply again to send what did not arrive (every write is idempotent).";
}

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
    const reason = itemReason(r, result.stopReason);
    const error = reason === void 0 ? void 0 : escapeText(reason);
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
  SYMBOL,
  outcomeWord,
  itemReason,
  placeOf,
  countsLine,
  headline,
  isProblem,
  nextStep,
  renderApplyMarkdown,
  renderApplyText
};
