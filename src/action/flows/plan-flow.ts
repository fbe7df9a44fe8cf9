// A plan: on a pull request (compared with its base commit, the comment updated), on a merge
// queue's commit, on a schedule or a manual run (drift fails the check). The plan in the log,
// the counts in a notice, the outputs, the job summary, the comment; a plan that cannot be
// made still updates the comment, so it never shows an old plan as current.
import { writeSavedPlanFile } from '../../app/session/saved-plan-file.js';
import { planRun, type PlanRun } from '../../app/session/session.js';
import type { RunContext } from '../../app/run/context.js';
import { escapeText } from '../../text/escape-text.js';
import { errorCount } from '../../render/plan-summary.js';
import { GITHUB_VIEWS, type CommentOutcome, type ShownPlan } from '../../render/github/views.js';
import { fetchBaseCommit } from './base-commit.js';
import { showFindings } from '../checks/check-run.js';
import { setPlanOutputs } from '../step/outputs.js';
import {
  commentBody,
  commentWithoutMarker,
  planWarnings,
  somethingToSay,
  stepCommentFacts,
} from '../review/comment-facts.js';
import { findCommentPlace, foreignNote, postComment } from '../review/pull-request-comment.js';
import { failureMessage } from '../step/step.js';
import { requireBaseUrl, type StepContext } from '../step/step-context.js';
import { planFilePath, runContextOf, warn, type StepIo } from '../step/step-io.js';
import { logGroup } from '../step/step-log.js';

/** The plan of the step, and the saved plan's path (none for a plan with errors). */
export interface MadePlan {
  run: PlanRun;
  file: string | undefined;
  ctx: RunContext;
}

/** `mode: plan`. */
export async function planFlow(step: StepContext, io: StepIo): Promise<void> {
  let made: MadePlan;
  try {
    requireBaseUrl(step);
    made = await makePlan(step, io, await comparedBase(step, io));
  } catch (error) {
    await reportFailedPlan(step, io, error);
    throw error;
  }
  try {
    await showPlan(step, io, made);
  } finally {
    await made.run.close();
  }
}

/** Plans (compared with `base` when given) and saves the plan to the runner's temp folder. */
export async function makePlan(step: StepContext, io: StepIo, base?: string): Promise<MadePlan> {
  const ctx = runContextOf(step, io, base);
  const run = await planRun(ctx);
  try {
    return { run, file: await writeSavedPlanFile(ctx, run, planFilePath(step)), ctx };
  } catch (error) {
    await run.close();
    throw error;
  }
}

/** The text plan in a log group (its diagnostics are shown with the check run). */
export function logPlan(io: StepIo, shown: ShownPlan): void {
  logGroup(io.core, 'plan', GITHUB_VIEWS.messages.planLog(shown));
}

/**
 * The plan shown everywhere a plan run shows it: the log, a notice, the outputs, the job
 * summary, the comment, and its findings in the check run (or the step's annotations). The
 * step fails on the plan's errors, and on drift when the decision says so. (An apply whose
 * plan has errors ends here too.)
 */
export async function showPlan(step: StepContext, io: StepIo, made: MadePlan): Promise<void> {
  const { plan } = made.run;
  const { messages, summary, check } = GITHUB_VIEWS;
  logPlan(io, made.run);
  const hasErrors = errorCount(plan) > 0;
  const outcome: CommentOutcome =
    hasErrors && plan.changes.length === 0
      ? {
          kind: 'invalid',
          diagnostics: plan.diagnostics,
          ...(plan.omittedDiagnostics ? { omitted: plan.omittedDiagnostics } : {}),
        }
      : { kind: 'plan', plan, timeline: made.run.timeline };
  io.core.notice(messages.planCounts(plan));
  if (!hasErrors) setPlanOutputs(io.core, plan, made.file);
  const warnings = step.decision.mode === 'plan' ? planWarnings(plan, step.maxDeletes) : [];
  for (const w of warnings) io.core.warning(escapeText(w));
  const place = await findCommentPlace(step, io);
  await io.step.writeSummary(summary.plan(made.run, warnings, foreignNote(place)));
  const facts = stepCommentFacts(step, outcome, plan.base?.commit);
  if (place) {
    const body = commentBody(facts, io.step.redact);
    await postComment(
      io,
      place,
      body,
      step.inputs.comment !== 'on-change' || somethingToSay(outcome),
    );
  }
  const shown = commentWithoutMarker(facts, io.step.redact);
  await showFindings(step, io, check.outcome(outcome, shown, step.decision.failOnDrift));
  if (hasErrors)
    io.step.fail(
      messages.invalid(plan.diagnostics, outcome.kind === 'plan', plan.omittedDiagnostics),
    );
  else if (step.decision.failOnDrift && plan.changes.length > 0) io.step.fail(messages.drift(plan));
}

/**
 * The commit the plan is compared with: a pull request's base, or the base of a merge queue's
 * commit. When it cannot be had, the plan goes on without the separation and a warning says
 * how to get it.
 */
async function comparedBase(step: StepContext, io: StepIo): Promise<string | undefined> {
  const pr = step.event.pullRequest;
  const sha = pr ? pr.baseSha : step.event.mergeGroup?.baseSha;
  if (sha === undefined) return undefined;
  const found = await fetchBaseCommit(step, io, sha);
  if (found.ok) return sha;
  warn(io, GITHUB_VIEWS.messages.baseMissing(pr !== undefined, sha, found.why));
  return undefined;
}

/**
 * A plan that could not be made still replaces the comment's plan, saying why, and the check
 * run says so too.
 */
async function reportFailedPlan(step: StepContext, io: StepIo, error: unknown): Promise<void> {
  const message = io.step.redact(failureMessage(error));
  const facts = stepCommentFacts(step, { kind: 'failed', message });
  if (step.decision.comment) {
    const place = await findCommentPlace(step, io);
    const summary = GITHUB_VIEWS.summary.failure(message, 'plan');
    await io.step.writeSummary(summary + foreignNote(place));
    if (place) await postComment(io, place, commentBody(facts, io.step.redact), true);
  }
  const shown = commentWithoutMarker(facts, io.step.redact);
  await showFindings(step, io, GITHUB_VIEWS.check.outcome(facts.outcome, shown, false));
}
