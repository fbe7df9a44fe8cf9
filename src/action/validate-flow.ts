// `command: validate`, and a pull request that cannot be planned (a fork's or a bot's without
// a key): the files checked, their problems annotated, the counts in a notice; a plan that
// could not be made says why in a warning, the summary and (where the token may write) the
// comment. Invalid files fail the step.
import { checkAnnotationFiles } from '../app/session/read-files.js';
import { planOfDiagnostics } from '../app/session/session.js';
import type { CommentOutcome } from '../render/plan-comment.js';
import { invalidMessage, validationCounts } from '../render/step-messages.js';
import { validSummary } from '../render/step-summary.js';
import { checkReportOf } from './check-report.js';
import { showFindings } from './check-run.js';
import {
  commentAsSummary,
  commentBody,
  commentWithoutMarker,
  somethingToSay,
  stepCommentFacts,
} from './plan-comment-of.js';
import { findCommentPlace, foreignNote, postComment } from './pull-request-comment.js';
import type { StepContext } from './step-context.js';
import { runContextOf, type StepIo } from './step-io.js';

/** `mode: validate`. */
export async function validateFlow(step: StepContext, io: StepIo): Promise<void> {
  const { valid, diagnostics, omitted } = await checkAnnotationFiles(runContextOf(step, io));
  io.core.notice(validationCounts(diagnostics, omitted));
  const reason = step.decision.noPlanReason;
  if (reason) io.core.warning(`No plan was made. ${reason}`);
  const counted = omitted ? { omitted } : {};
  const outcome: CommentOutcome = reason
    ? { kind: 'no-plan', reason, diagnostics, ...counted }
    : valid
      ? { kind: 'plan', plan: planOfDiagnostics(diagnostics, omitted) }
      : { kind: 'invalid', diagnostics, ...counted };
  const facts = stepCommentFacts(step, outcome);
  const place = await findCommentPlace(step, io);
  const markdown = reason || !valid ? commentAsSummary(facts) : validSummary(diagnostics.length);
  await io.step.writeSummary(markdown + foreignNote(place));
  if (place) {
    const create = step.inputs.comment !== 'on-change' || somethingToSay(outcome);
    await postComment(io, place, commentBody(facts, io.step.redact), create);
  }
  const report = checkReportOf(outcome, commentWithoutMarker(facts, io.step.redact), false);
  await showFindings(
    step,
    io,
    reason || !valid ? report : { ...report, title: 'The files are valid', summary: markdown },
  );
  if (!valid) io.step.fail(invalidMessage(diagnostics, false, omitted));
}
