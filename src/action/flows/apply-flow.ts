// An apply (a push of the default branch, or `command: apply`): find what was reviewed, plan
// again (against the base commit the review was compared with), let the gate decide
// (review-gate.ts), then apply, or refuse with nothing written, or find there is nothing to do.
// The job summary and the pull request's comment say what happened.
import { VERSION } from '../../app/version.js';
import type { PlanRun } from '../../app/session/session.js';
import { errorCount } from '../../render/plan-summary.js';
import { UserError } from '../../model/errors.js';
import { commentBody, markedChanges } from '../review/comment-facts.js';
import { fetchBaseCommit } from './base-commit.js';
import { actOnVerdict } from './merge-outcome.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { showFindings } from '../checks/check-run.js';
import { logPlan, makePlan, showPlan, type MadePlan } from './plan-flow.js';
import { failureMessage } from '../step/step.js';
import { findReview, type FoundReview } from '../review/reviewed-plan.js';
import { reviewGate, type FreshPlan, type ReviewRecord } from '../review/review-gate.js';
import { optionsOf, requireBaseUrl, type StepContext } from '../step/step-context.js';
import type { StepIo } from '../step/step-io.js';

/** `mode: apply`. */
export async function applyFlow(step: StepContext, io: StepIo): Promise<void> {
  let review: FoundReview;
  let made: MadePlan;
  let base: Awaited<ReturnType<typeof fetchBaseCommit>> | undefined;
  let recordedBase: string | undefined;
  try {
    requireBaseUrl(step);
    // The reviewed plan first: a refusal should not wait for a plan.
    review = await lookUpReview(step, io);
    recordedBase = review.record.kind === 'comment' ? review.record.marker.shown?.base : undefined;
    base = recordedBase === undefined ? undefined : await fetchBaseCommit(step, io, recordedBase);
    made = await makePlan(step, io, base?.ok ? recordedBase : undefined);
  } catch (error) {
    await reportFailedApply(step, io, error);
    throw error;
  }
  try {
    const { plan } = made.run;
    if (errorCount(plan) > 0) return await showPlan(step, io, made);
    logPlan(io, made.run);
    const unshowable =
      base && !base.ok ? GITHUB_VIEWS.review.baseNotShowable(recordedBase, base.why) : undefined;
    const fresh = freshPlan(step, io, review.record, made.run, unshowable);
    const verdict = reviewGate(review.record, fresh, {
      ...(step.event.sha ? { commit: step.event.sha } : {}),
      autoApprove: optionsOf(step).autoApprove,
      version: VERSION,
    });
    await actOnVerdict(step, io, { verdict, review, made });
  } finally {
    await made.run.close();
  }
}

/** An apply that could not start still gets its check run on the pushed commit, saying why. */
async function reportFailedApply(step: StepContext, io: StepIo, error: unknown): Promise<void> {
  const message = io.step.redact(failureMessage(error));
  const summary = GITHUB_VIEWS.summary.failure(message, 'apply');
  await showFindings(step, io, GITHUB_VIEWS.check.apply({ kind: 'failed' }, undefined, summary));
}

/**
 * The pull request an apply belongs to and the Action's comment on it. A failed lookup fails
 * the step, unless auto-approve is set (then the fresh plan is applied, and said to be
 * unreviewed).
 */
async function lookUpReview(step: StepContext, io: StepIo): Promise<FoundReview> {
  try {
    return await findReview(io.github, step.event, step.target.hash);
  } catch (error) {
    const why = io.step.redact(GITHUB_VIEWS.githubFailures.sentence(error, 'review'));
    if (optionsOf(step).autoApprove) return { record: { kind: 'none', why }, foreign: [] };
    throw new UserError(GITHUB_VIEWS.githubFailures.reviewLookupFailed(why));
  }
}

/**
 * The fresh plan as the gate compares it: its hash and changes and, when the record is the
 * Action's comment with a plan, the plan part the Action shows for it, made from what that
 * comment's marker recorded (the same head, run, max-deletes and version; the plan itself was
 * compared with the same base).
 */
function freshPlan(
  step: StepContext,
  io: StepIo,
  record: ReviewRecord,
  { plan, timeline }: PlanRun,
  unshowable: string | undefined,
): FreshPlan {
  const fresh: FreshPlan = {
    ...(plan.planHash ? { planHash: plan.planHash } : {}),
    changes: markedChanges(plan),
    ...(unshowable ? { unshowable } : {}),
  };
  if (record.kind !== 'comment' || record.marker.plan === undefined) return fresh;
  const shown = record.marker.shown;
  const { serverUrl, repository } = step.github;
  const body = commentBody(
    {
      target: step.target,
      label: step.inputs.label,
      outcome: { kind: 'plan', plan, timeline },
      pullRequest: { owner: record.pr.owner, repo: record.pr.repo, number: record.pr.number },
      ...(record.marker.head ? { head: record.marker.head } : {}),
      ...(serverUrl ? { serverUrl } : {}),
      ...(repository ? { repository } : {}),
      version: shown?.version ?? VERSION,
      ...(shown?.run ? { runId: shown.run } : {}),
      ...(plan.base ? { base: plan.base.commit } : {}),
      ...(shown?.maxDeletes !== undefined ? { maxDeletes: shown.maxDeletes } : {}),
    },
    io.step.redact,
  );
  const part = GITHUB_VIEWS.comment.reviewedPart(body, false);
  return { ...fresh, ...(part === undefined ? {} : { shown: part }) };
}
