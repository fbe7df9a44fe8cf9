import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapeText
} from "./chunk-3FFOSWA6.js";

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

export {
  SYMBOL,
  outcomeWord,
  placeOf,
  countsLine,
  headline,
  isProblem,
  nextStep
};
