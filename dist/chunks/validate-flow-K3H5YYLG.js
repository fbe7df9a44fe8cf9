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
} from "./chunk-TNIB7QJX.js";
import "./chunk-36WND4G6.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-EKAXZ2QK.js";
import "./chunk-TKRH735F.js";
import {
  runContextOf,
  validSummary
} from "./chunk-ZE5X57SA.js";
import "./chunk-INDAHJW7.js";
import "./chunk-SATRGLKP.js";
import "./chunk-JDZZBRWM.js";
import "./chunk-OQ3BVLDV.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-GPIBRIJB.js";
import "./chunk-5XEOECH5.js";
import {
  checkAnnotationFiles
} from "./chunk-IGKNKD5C.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-4JNUDGTB.js";
import "./chunk-3E365VRZ.js";
import "./chunk-55E3SINI.js";
import "./chunk-KZVKJG3M.js";
import "./chunk-2AQJ3ELS.js";
import "./chunk-EUEBU67B.js";
import "./chunk-TUH7K5B3.js";
import "./chunk-PTC63MCU.js";
import "./chunk-SW5HBAZY.js";
import "./chunk-YQNQKPS2.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-ZCIBFPGY.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";

// src/action/validate-flow.ts
async function validateFlow(step, io) {
  const { valid, diagnostics, omitted } = await checkAnnotationFiles(runContextOf(step, io));
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
