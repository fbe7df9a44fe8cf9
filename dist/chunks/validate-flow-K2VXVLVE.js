import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  annotateDiagnostics,
  commentAsSummary,
  commentBody,
  findCommentPlace,
  foreignNote,
  invalidMessage,
  postComment,
  somethingToSay,
  stepCommentFacts,
  validationCounts
} from "./chunk-YNRMBDAG.js";
import {
  runContextOf,
  validSummary
} from "./chunk-RNNCSEVZ.js";
import "./chunk-JDZZBRWM.js";
import "./chunk-IW5IINM4.js";
import "./chunk-742SHKW5.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import "./chunk-YLQ5GYMT.js";
import "./chunk-SATRGLKP.js";
import "./chunk-KQXAGGJS.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-ZP2JLW7L.js";
import {
  readAnnotationFiles
} from "./chunk-3RK5GT3G.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-NCXYHUBH.js";
import "./chunk-J2TU7Q4N.js";
import "./chunk-3E365VRZ.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-FOJPCITO.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-5TEJGFZI.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";

// src/action/validate-flow.ts
async function validateFlow(step, io) {
  const { valid, diagnostics } = await readAnnotationFiles(runContextOf(step, io));
  annotateDiagnostics(io.core, diagnostics);
  io.core.notice(validationCounts(diagnostics));
  const reason = step.decision.noPlanReason;
  if (reason) io.core.warning(`No plan was made. ${reason}`);
  const outcome = reason ? { kind: "no-plan", reason, diagnostics } : valid ? { kind: "plan", plan: emptyValidation(diagnostics) } : { kind: "invalid", diagnostics };
  const facts = stepCommentFacts(step, outcome);
  const place = await findCommentPlace(step, io);
  const markdown = reason || !valid ? commentAsSummary(facts) : validSummary(diagnostics.length);
  await io.step.writeSummary(markdown + foreignNote(place));
  if (place) {
    const create = step.inputs.comment !== "on-change" || somethingToSay(outcome);
    await postComment(io, place, commentBody(facts, io.step.redact), create);
  }
  if (!valid) io.step.fail(invalidMessage(diagnostics));
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
