import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapeText
} from "./chunk-QVCCW6JO.js";

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
function stopWords(signal) {
  return signal === "SIGTERM" ? { stopped: "Terminated (SIGTERM)", again: "a second SIGTERM or Ctrl-C" } : { stopped: "Interrupted", again: "Ctrl-C again" };
}
function headline(result, stop = "SIGINT") {
  if (result.dryRun) return "Dry run: nothing was written.";
  if (result.interrupted)
    return stop === "SIGTERM" ? "Apply terminated (SIGTERM): no new requests were sent after it." : "Apply interrupted: no new requests were sent after Ctrl-C.";
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

export {
  SYMBOL,
  outcomeWord,
  itemReason,
  placeOf,
  countsLine,
  stopWords,
  headline,
  isProblem,
  nextStep
};
