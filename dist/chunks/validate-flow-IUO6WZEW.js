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
} from "./chunk-5MDG7SAM.js";
import {
  planOfDiagnostics
} from "./chunk-M24WP6D6.js";
import "./chunk-JYWKTO4E.js";
import "./chunk-UGK7D54O.js";
import "./chunk-A3OGTCSV.js";
import "./chunk-CDTBLHMA.js";
import {
  runContextOf,
  validSummary
} from "./chunk-K6GLZJ2D.js";
import "./chunk-L3KFZNH4.js";
import "./chunk-XVSDFTLT.js";
import "./chunk-ZHFLWHRQ.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-XGSEJMY2.js";
import "./chunk-2KCL7MLS.js";
import {
  checkAnnotationFiles
} from "./chunk-GKLW2SKL.js";
import "./chunk-JSJQQBCU.js";
import "./chunk-JM3B7CZN.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-4JA7FAXP.js";
import "./chunk-ZSRV46KB.js";
import "./chunk-YLT2PITT.js";
import "./chunk-FOO5B7P5.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-5ODWQV53.js";
import "./chunk-QWDJAIRH.js";
import "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-FA6EQWUK.js";

// src/action/validate-flow.ts
async function validateFlow(step, io) {
  const { valid, diagnostics, omitted } = await checkAnnotationFiles(runContextOf(step, io));
  io.core.notice(validationCounts(diagnostics, omitted));
  const reason = step.decision.noPlanReason;
  if (reason) io.core.warning(`No plan was made. ${reason}`);
  const counted = omitted ? { omitted } : {};
  const outcome = reason ? { kind: "no-plan", reason, diagnostics, ...counted } : valid ? { kind: "plan", plan: planOfDiagnostics(diagnostics, omitted) } : { kind: "invalid", diagnostics, ...counted };
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
export {
  validateFlow
};
