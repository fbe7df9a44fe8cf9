import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkReportOf,
  commentAsSummary,
  commentBody,
  commentWithoutMarker,
  findCommentPlace,
  foreignNote,
  invalidMessage,
  postComment,
  showFindings,
  somethingToSay,
  stepCommentFacts,
  validationCounts
} from "./chunk-XLOVUH7X.js";
import {
  runContextOf,
  validSummary
} from "./chunk-3FUDM4ZG.js";
import "./chunk-JDZZBRWM.js";
import "./chunk-ZBKVPG24.js";
import "./chunk-7BOCEDQZ.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-E7KZBBXR.js";
import "./chunk-6GEFAHDE.js";
import "./chunk-KQXAGGJS.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-4KYYUCJ6.js";
import {
  readAnnotationFiles
} from "./chunk-NJHIZTNB.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-NCXYHUBH.js";
import "./chunk-J2TU7Q4N.js";
import "./chunk-3FFOSWA6.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-QO75YTRT.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-N7U5ZQNW.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";

// src/action/validate-flow.ts
async function validateFlow(step, io) {
  const { valid, diagnostics, omitted } = await readAnnotationFiles(runContextOf(step, io));
  io.core.notice(validationCounts(diagnostics, omitted));
  const reason = step.decision.noPlanReason;
  if (reason) io.core.warning(`No plan was made. ${reason}`);
  const counted = omitted ? { omitted } : {};
  const outcome = reason ? { kind: "no-plan", reason, diagnostics, ...counted } : valid ? { kind: "plan", plan: emptyValidation(diagnostics) } : { kind: "invalid", diagnostics, ...counted };
  const facts = stepCommentFacts(step, outcome);
  const place = await findCommentPlace(step, io);
  const markdown = reason || !valid ? commentAsSummary(facts) : validSummary(diagnostics.length);
  await io.step.writeSummary(markdown + foreignNote(place));
  if (place) {
    const create = step.inputs.comment !== "on-change" || somethingToSay(outcome);
    await postComment(io, place, commentBody(facts, io.step.redact), create);
  }
  const report = checkReportOf(outcome, commentWithoutMarker(facts, io.step.redact), false);
  await showFindings(
    step,
    io,
    reason || !valid ? report : { ...report, title: "The files are valid", summary: markdown }
  );
  if (!valid) io.step.fail(invalidMessage(diagnostics, false, omitted));
}
function emptyValidation(diagnostics) {
  return {
    formatVersion: 1,
    summary: { create: 0, update: 0, delete: 0, unchanged: 0, orphaned: 0 },
    changes: [],
    orphans: [],
    diagnostics
  };
}
export {
  validateFlow
};
