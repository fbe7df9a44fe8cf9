// `command: validate`, and a pull request that cannot be planned (a fork's or a bot's without
// a key): the files checked, their problems annotated, the counts in a notice; a plan that
// could not be made says why in a warning, the summary and (where the token may write) the
// comment. Invalid files fail the step.
import { checkAnnotationFiles } from '../../app/session/read-files.js';
import { planOfDiagnostics } from '../../app/session/session.js';
import { GITHUB_VIEWS, type CommentOutcome } from '../../render/github/views.js';
import { showFindings } from '../checks/check-run.js';
import {
  commentAsSummary,
  commentBody,
  commentWithoutMarker,
  somethingToSay,
  stepCommentFacts,
} from '../review/comment-facts.js';
import { findCommentPlace, foreignNote, postComment } from '../review/pull-request-comment.js';
import type { StepContext } from '../step/step-context.js';
import { runContextOf, type StepIo } from '../step/step-io.js';

/** `mode: validate`. */
export async function validateFlow(step: StepContext, io: StepIo): Promise<void> {
  const { messages, summary, check } = GITHUB_VIEWS;
  const { valid, diagnostics, omitted } = await checkAnnotationFiles(runContextOf(step, io));
  io.core.notice(messages.validationCounts(diagnostics, omitted));
  const reason = step.decision.noPlanReason;
  if (reason) io.core.warning(messages.noPlan(reason));
  const counted = omitted ? { omitted } : {};
  const outcome: CommentOutcome = reason
    ? { kind: 'no-plan', reason, diagnostics, ...counted }
    : valid
      ? { kind: 'plan', plan: planOfDiagnostics(diagnostics, omitted) }
      : { kind: 'invalid', diagnostics, ...counted };
  const facts = stepCommentFacts(step, outcome);
  const place = await findCommentPlace(step, io);
  const markdown = reason || !valid ? commentAsSummary(facts) : summary.valid(diagnostics.length);
  await io.step.writeSummary(markdown + foreignNote(place));
  if (place) {
    const create = step.inputs.comment !== 'on-change' || somethingToSay(outcome);
    await postComment(io, place, commentBody(facts, io.step.redact), create);
  }
  const report = check.outcome(outcome, commentWithoutMarker(facts, io.step.redact), false);
  await showFindings(step, io, reason || !valid ? report : check.valid(report, markdown));
  if (!valid) io.step.fail(messages.invalid(diagnostics, false, omitted));
}
