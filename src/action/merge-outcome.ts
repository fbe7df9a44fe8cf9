// What a merge does once the gate has spoken: apply (as reviewed, without a review under
// auto-approve, or what an earlier run left undone), refuse with nothing written, or pass with
// nothing to write. The log, the outputs, the job summary, the check run on the pushed commit
// and the Action's comment on the pull request each say so; after an apply or a refusal the
// comment keeps the reviewed plan as it was shown, below the result, with the marker's record
// of it (unless someone else last edited it: then it is left as it is).
import { applyRun } from '../app/session/session.js';
import type { ApplyResult } from '../model/apply.js';
import { renderApplyMarkdown } from '../render/apply-markdown.js';
import { renderApplyText } from '../render/apply-text.js';
import { countsLine, headline, nextStep } from '../render/apply-words.js';
import {
  afterMergeComment,
  appliedMarkdown,
  freshPlanMarkdown,
  noReviewMarkdown,
  refusalMarkdown,
  REVIEWED_HEADING,
  type AppliedFacts,
} from '../render/merge-comment.js';
import { renderPlanMarkdown } from '../render/plan-markdown.js';
import { summaryText } from '../render/plan-summary.js';
import { notAppliedMessage, unreviewedWarning } from '../render/step-messages.js';
import {
  alreadyAppliedSummary,
  foreignMarkerLine,
  foreignMarkerNote,
  nothingToApplySummary,
} from '../render/step-summary.js';
import { authorOf } from './action-identity.js';
import { applyCheckReport } from './apply-check.js';
import { showFindings } from './check-run.js';
import { commentMarker, type MarkerFields } from './comment-marker.js';
import { describeGitHubFailure } from './github-error.js';
import { notDone, setApplyOutputs, setPlanOutputs } from './outputs.js';
import { markedChanges } from './plan-comment-of.js';
import type { MadePlan } from './plan-flow.js';
import type { FoundReview } from './reviewed-plan.js';
import { refusalSentence, type Refusal, type ReviewRecord, type Verdict } from './review-gate.js';
import type { StepContext } from './step-context.js';
import { warn, type StepIo } from './step-io.js';
import { logGroup } from './step-log.js';

export interface MergeFacts {
  verdict: Verdict;
  review: FoundReview;
  made: MadePlan;
}

/** Acts on the gate's verdict. */
export async function actOnVerdict(
  step: StepContext,
  io: StepIo,
  facts: MergeFacts,
): Promise<void> {
  const { verdict, made } = facts;
  const { plan } = made.run;
  const note = foreignNoteOf(io, facts.review);
  const commit = step.event.sha;
  if (verdict.kind === 'refuse') return refuse(step, io, facts, verdict.refusal, note);
  if (verdict.kind === 'nothing-to-do' || verdict.kind === 'already-applied') {
    io.core.notice(
      verdict.kind === 'nothing-to-do'
        ? `Nothing to apply: ${summaryText(plan)}`
        : `Already applied by an earlier run of this merge: ${summaryText(plan)}`,
    );
    setPlanOutputs(io.core, plan, made.file);
    const summary =
      (verdict.kind === 'nothing-to-do'
        ? nothingToApplySummary(commit)
        : alreadyAppliedSummary(commit, verdict.pr.number)) + note;
    await io.step.writeSummary(summary);
    const already = verdict.kind === 'already-applied';
    return showFindings(
      step,
      io,
      applyCheckReport({ kind: 'nothing-to-do', already }, plan, summary),
    );
  }
  if (verdict.kind === 'apply') {
    io.core.info(`The fresh plan is the plan reviewed on pull request #${verdict.pr.number}.`);
  }
  if (verdict.kind === 'apply-unreviewed') {
    warn(io, unreviewedWarning(refusalSentence(verdict.refusal)));
  }
  await apply(step, io, facts, note);
}

async function apply(
  step: StepContext,
  io: StepIo,
  facts: MergeFacts,
  note: string,
): Promise<void> {
  const { verdict, made, review } = facts;
  const result = await applyRun(made.ctx, made.run);
  logGroup(io.core, 'The apply', renderApplyText(result, { colour: false }));
  io.core.notice(`${headline(result)} ${countsLine(result)}.`);
  setApplyOutputs(io.core, made.run.plan, result, made.file);
  const summary = `${renderPlanMarkdown(made.run.plan)}\n${renderApplyMarkdown(result)}${note && `\n${note}`}`;
  await io.step.writeSummary(summary);
  const record = review.record;
  if (record.kind === 'comment') {
    const applied = appliedFacts(step, verdict, record.pr.number);
    // What was reviewed is written again from the fresh plan: it is the reviewed one.
    const changes = verdict.kind === 'apply' ? markedChanges(made.run.plan) : record.marker.changes;
    const marker = afterMergeMarker(step, record, { applied: step.event.sha, changes });
    const body = afterMergeComment(marker, appliedMarkdown(result, applied), record.shown ?? '');
    await updateComment(io, record, body, 'the result');
  }
  await showFindings(
    step,
    io,
    applyCheckReport({ kind: 'applied', result }, made.run.plan, summary),
  );
  failOnProblems(io, result);
}

function appliedFacts(step: StepContext, verdict: Verdict, pullRequest: number): AppliedFacts {
  return {
    ...(step.event.sha ? { commit: step.event.sha } : {}),
    pullRequest,
    ...(verdict.kind === 'apply-unreviewed'
      ? { unreviewed: refusalSentence(verdict.refusal) }
      : {}),
    ...(verdict.kind === 'apply-remaining' ? { remaining: { count: verdict.count } } : {}),
  };
}

function failOnProblems(io: StepIo, result: ApplyResult): void {
  const bad = notDone(result);
  if (result.stopReason) io.step.fail(`apply stopped: ${result.stopReason}`);
  else if (bad > 0) {
    const next = nextStep(result);
    io.step.fail(
      `apply: ${bad} of ${result.results.length} changes did not reach their target (see the job summary).${next ? ` ${next}` : ''}`,
    );
  }
}

/**
 * Nothing is written: the summary shows why and the fresh plan, the Action's comment says so
 * (keeping the reviewed plan, so a re-run compares with the same review), the step fails.
 */
async function refuse(
  step: StepContext,
  io: StepIo,
  facts: MergeFacts,
  refusal: Refusal,
  note: string,
): Promise<void> {
  const plan = facts.made.run.plan;
  const commit = step.event.sha;
  const head =
    refusal.kind === 'no-review'
      ? noReviewMarkdown(refusal.why, commit)
      : refusalMarkdown({
          ...(commit ? { commit } : {}),
          pullRequest: refusal.pr.number,
          ...refusal,
        });
  const fresh = renderPlanMarkdown(plan, { hash: false });
  const summary = `${head}\n${fresh}${note && `\n${note}`}`;
  await io.step.writeSummary(summary);
  const record = facts.review.record;
  if (record.kind === 'comment') {
    const marker = afterMergeMarker(step, record, { refused: commit });
    const top = `${head}\n${freshPlanMarkdown(plan)}\n${REVIEWED_HEADING}\n`;
    await updateComment(
      io,
      record,
      afterMergeComment(marker, top, record.shown ?? ''),
      'the refusal',
    );
  }
  await showFindings(step, io, applyCheckReport({ kind: 'refused' }, plan, summary));
  io.step.fail(notAppliedMessage(refusalSentence(refusal), refusal.kind === 'no-review'));
  io.core.notice(`Not applied: ${summaryText(plan)}`);
  setPlanOutputs(io.core, plan, facts.made.file);
}

/** The reviewed record kept (so a re-run compares with the same review), this merge's outcome set. */
function afterMergeMarker(
  step: StepContext,
  record: Extract<ReviewRecord, { kind: 'comment' }>,
  outcome: Pick<MarkerFields, 'applied' | 'refused' | 'changes'>,
): string {
  const { applied: _applied, refused: _refused, ...kept } = record.marker;
  const fields: MarkerFields = { ...kept };
  if (outcome.applied) fields.applied = outcome.applied;
  if (outcome.refused) fields.refused = outcome.refused;
  if (outcome.changes) fields.changes = outcome.changes;
  return commentMarker(step.target.hash, undefined, fields);
}

/**
 * Updates the Action's comment after a merge; a failure is a warning (the outcome is in the
 * summary). A comment someone else last edited is left as it is, whatever the outcome:
 * rewritten by the Action, it would pass for its own on a re-run, with the part someone else
 * wrote (its record of changes, its shown plan), so the edit must keep voiding the review.
 */
async function updateComment(
  io: StepIo,
  record: Extract<ReviewRecord, { kind: 'comment' }>,
  body: string,
  what: string,
): Promise<void> {
  const { pr } = record;
  if (record.edited.by !== 'action') {
    io.core.info(
      `The comment on pull request #${pr.number} is left as it is: the Action cannot tell it shows only what the Action wrote.`,
    );
    return;
  }
  try {
    const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
    await io.github.api.updateComment(issue, record.commentId, io.step.redact(body));
    io.core.info(`The comment on pull request #${pr.number} now shows ${what}.`);
  } catch (error) {
    warn(io, describeGitHubFailure(error, `update the pull request's comment with ${what}`));
  }
}

/** The summary's note on others' comments that carry the marker, also logged ('' when none). */
function foreignNoteOf(io: StepIo, review: FoundReview): string {
  if (review.foreign.length === 0 || review.record.pr === undefined) return '';
  const foreign = review.foreign.map((c) => ({ author: authorOf(c), commentId: c.id }));
  warn(io, foreignMarkerLine(review.record.pr.number, foreign));
  return foreignMarkerNote(review.record.pr.number, foreign);
}
