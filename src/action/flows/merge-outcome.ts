// What a merge does once the gate has spoken: apply (as reviewed, without a review under
// auto-approve, or what an earlier run left undone), refuse with nothing written, or pass with
// nothing to write. The log, the outputs, the job summary, the check run on the pushed commit
// and the Action's comment on the pull request each say so; after an apply or a refusal the
// comment keeps the reviewed plan as it was shown, below the result, with the marker's record
// of it (unless someone else last edited it: then it is left as it is).
import { applyRun } from '../../app/session/session.js';
import type { ApplyResult } from '../../model/apply.js';
import {
  GITHUB_VIEWS,
  type AppliedFacts,
  type MergeRefusal,
  type MergeShown,
} from '../../render/github/views.js';
import { authorOf } from '../github/action-identity.js';
import { showFindings } from '../checks/check-run.js';
import { commentMarker, type MarkerFields } from '../github/comment-marker.js';
import { notDone, setApplyOutputs, setPlanOutputs } from '../step/outputs.js';
import { markedChanges } from '../review/comment-facts.js';
import type { MadePlan } from './plan-flow.js';
import type { FoundReview } from '../review/reviewed-plan.js';
import {
  refusalSentence,
  type Refusal,
  type ReviewRecord,
  type Verdict,
} from '../review/review-gate.js';
import type { StepContext } from '../step/step-context.js';
import { warn, type StepIo } from '../step/step-io.js';
import { logGroup } from '../step/step-log.js';

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
  const { messages, summary: summaries, check } = GITHUB_VIEWS;
  const note = foreignNoteOf(io, facts.review);
  const commit = step.event.sha;
  if (verdict.kind === 'refuse') return refuse(step, io, facts, verdict.refusal, note);
  if (verdict.kind === 'nothing-to-do' || verdict.kind === 'already-applied') {
    io.core.notice(
      verdict.kind === 'nothing-to-do'
        ? messages.nothingToApply(plan)
        : messages.alreadyApplied(plan),
    );
    setPlanOutputs(io.core, plan, made.file);
    const summary =
      verdict.kind === 'nothing-to-do'
        ? summaries.nothingToApply(commit, note)
        : summaries.alreadyApplied(commit, verdict.pr.number, note);
    await io.step.writeSummary(summary);
    const already = verdict.kind === 'already-applied';
    return showFindings(step, io, check.apply({ kind: 'nothing-to-do', already }, plan, summary));
  }
  if (verdict.kind === 'apply') {
    io.core.info(GITHUB_VIEWS.review.reviewed(verdict.pr.number));
  }
  if (verdict.kind === 'apply-unreviewed') {
    warn(io, messages.unreviewed(refusalSentence(verdict.refusal)));
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
  const { messages, summary: summaries, comment, check } = GITHUB_VIEWS;
  const result = await applyRun(made.ctx, made.run);
  logGroup(io.core, 'apply', messages.applyLog(result));
  io.core.notice(messages.applied(result));
  setApplyOutputs(io.core, made.run.plan, result, made.file);
  const summary = summaries.applied(made.run, result, note);
  await io.step.writeSummary(summary);
  const record = review.record;
  if (record.kind === 'comment') {
    const applied = appliedFacts(step, verdict, record.pr.number);
    // What was reviewed is written again from the fresh plan: it is the reviewed one.
    const changes = verdict.kind === 'apply' ? markedChanges(made.run.plan) : record.marker.changes;
    const marker = afterMergeMarker(step, record, { applied: step.event.sha, changes });
    const body = comment.applied(marker, result, applied, record.shown ?? '');
    await updateComment(io, record, body, 'result');
  }
  await showFindings(step, io, check.apply({ kind: 'applied', result }, made.run.plan, summary));
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
  const failure = GITHUB_VIEWS.messages.applyFailure(result, notDone(result));
  if (failure !== undefined) io.step.fail(failure);
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
  const { messages, summary: summaries, comment, check } = GITHUB_VIEWS;
  const at = commit ? { commit } : {};
  const shown: MergeRefusal =
    refusal.kind === 'no-review'
      ? { ...refusal, ...at }
      : { ...at, pullRequest: refusal.pr.number, ...refusal };
  const summary = summaries.refused(shown, facts.made.run, note);
  await io.step.writeSummary(summary);
  const record = facts.review.record;
  if (record.kind === 'comment') {
    const marker = afterMergeMarker(step, record, { refused: commit });
    const body = comment.refused(marker, shown, plan, record.shown ?? '');
    await updateComment(io, record, body, 'refusal');
  }
  await showFindings(step, io, check.apply({ kind: 'refused' }, plan, summary));
  io.step.fail(messages.notAppliedFailure(refusalSentence(refusal), refusal.kind === 'no-review'));
  io.core.notice(messages.notApplied(plan));
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
  what: MergeShown,
): Promise<void> {
  const { pr } = record;
  if (record.edited.by !== 'action') {
    io.core.info(GITHUB_VIEWS.messages.commentAfterMerge(pr.number, undefined));
    return;
  }
  try {
    const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
    await io.github.api.updateComment(issue, record.commentId, io.step.redact(body));
    io.core.info(GITHUB_VIEWS.messages.commentAfterMerge(pr.number, what));
  } catch (error) {
    warn(io, GITHUB_VIEWS.githubFailures.failure(error, `comment-${what}`));
  }
}

/** The summary's note on others' comments that carry the marker, also logged ('' when none). */
function foreignNoteOf(io: StepIo, review: FoundReview): string {
  if (review.foreign.length === 0 || review.record.pr === undefined) return '';
  const foreign = review.foreign.map((c) => ({ author: authorOf(c), commentId: c.id }));
  warn(io, GITHUB_VIEWS.messages.foreignMarkers(review.record.pr.number, foreign));
  return GITHUB_VIEWS.summary.foreignMarkers(review.record.pr.number, foreign);
}
