import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  commentAsSummary,
  commentBody,
  commentWithoutMarker,
  findCommentPlace,
  foreignNote,
  postComment,
  showFindings,
  somethingToSay,
  stepCommentFacts
} from "./chunk-ZUFZPM6A.js";
import "./chunk-5CIJ3GHF.js";
import {
  planOfDiagnostics
} from "./chunk-4OIN6A6Q.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-A33B43RT.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import "./chunk-X6LJ3XNS.js";
import {
  GITHUB_VIEWS,
  runContextOf
} from "./chunk-XIPNX5K7.js";
import "./chunk-WWO46CHN.js";
import "./chunk-BSXYOB5O.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-GK5S7SVR.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-V36SZP3K.js";
import "./chunk-SJGPSIIW.js";
import {
  checkAnnotationFiles
} from "./chunk-ZD6EFZQJ.js";
import "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/action/flows/validate-flow.ts
async function validateFlow(step, io) {
  const { messages, summary, check } = GITHUB_VIEWS;
  const { valid, diagnostics, omitted } = await checkAnnotationFiles(runContextOf(step, io));
  io.core.notice(messages.validationCounts(diagnostics, omitted));
  const reason = step.decision.noPlanReason;
  if (reason) io.core.warning(messages.noPlan(reason));
  const counted = omitted ? { omitted } : {};
  const outcome = reason ? { kind: "no-plan", reason, diagnostics, ...counted } : valid ? { kind: "plan", plan: planOfDiagnostics(diagnostics, omitted) } : { kind: "invalid", diagnostics, ...counted };
  const facts = stepCommentFacts(step, outcome);
  const place = await findCommentPlace(step, io);
  const markdown = reason || !valid ? commentAsSummary(facts) : summary.valid(diagnostics.length);
  await io.step.writeSummary(markdown + foreignNote(place));
  if (place) {
    const create = step.inputs.comment !== "on-change" || somethingToSay(outcome);
    await postComment(io, place, commentBody(facts, io.step.redact), create);
  }
  const report = check.outcome(outcome, commentWithoutMarker(facts, io.step.redact), false);
  await showFindings(step, io, reason || !valid ? report : check.valid(report, markdown));
  if (!valid) io.step.fail(messages.invalid(diagnostics, false, omitted));
}
export {
  validateFlow
};
