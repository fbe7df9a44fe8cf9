// The Action's one-line messages: the validation's counts, why a step fails on invalid files,
// a plan with errors or drift, an apply that did not finish, why a merge was not applied, what
// became of the comment and the check run. Pure.
import type { Diagnostic, OmittedDiagnostics } from '../../model/diagnostic.js';
import type { ApplyResult } from '../../model/apply.js';
import type { Plan } from '../../model/plan.js';
import { nextStep } from '../apply-words.js';

/**
 * The validation's one notice: `The files are valid: 0 errors, 2 warnings.` Diagnostics counted
 * but not reported in full are in the counts, as in the comment.
 */
export function validationCounts(
  diagnostics: readonly Diagnostic[],
  omitted?: OmittedDiagnostics,
): string {
  const reportedErrors = diagnostics.filter((d) => d.severity === 'error').length;
  const errors = reportedErrors + (omitted?.errors ?? 0);
  const warnings = diagnostics.length - reportedErrors + (omitted?.warnings ?? 0);
  const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return `The files are ${errors > 0 ? 'invalid' : 'valid'}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`;
}

/** `planned`: the files were valid and the plan itself has errors (e.g. a ref to no annotation). */
export function invalidMessage(
  diagnostics: readonly Diagnostic[],
  planned = false,
  omitted?: OmittedDiagnostics,
): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length + (omitted?.errors ?? 0);
  const counted = `${errors} ${errors === 1 ? 'error' : 'errors'} (see the annotations and the job summary)`;
  return planned
    ? `the plan has ${counted}: nothing can be applied`
    : `the annotation files are invalid: ${counted}; no plan was made`;
}

export function driftMessage(plan: Plan): string {
  const s = plan.summary;
  return `drift: the server differs from the files (${s.create} to create, ${s.update} to update, ${s.delete} to delete). Apply the files, or see the job summary.`;
}

/**
 * Why a merge was not applied, for the step's failure; `refusal` is one sentence without its
 * full stop, `noReview` says whether any review was found at all.
 */
export function notAppliedMessage(refusal: string, noReview: boolean): string {
  return noReview
    ? `not applied: ${refusal}. Nothing was written; set auto-approve: true to apply without a review.`
    : `not applied: ${refusal}. Nothing was written (see the job summary).`;
}

/** The warning when auto-approve applies what the gate refused. */
export function unreviewedWarning(refusal: string): string {
  return `auto-approve: true: applying the fresh plan without a review (${refusal})`;
}

/** The step's first line in the log: the version, the mode and what started it. */
export function startedLine(version: string, mode: string, eventName: string): string {
  return `observe-annotations ${version}: ${mode} on ${eventName || 'a local run'}`;
}

/** A plan that cannot separate the change from drift: its base commit is not checked out. */
export function baseMissingWarning(onPullRequest: boolean, sha: string, why: string): string {
  const changes = onPullRequest ? "this pull request's changes" : "the queued commit's changes";
  return `The plan does not separate ${changes} from drift: its base commit ${sha} is not in the checkout (${why}). Check out with fetch-depth: 0 (actions/checkout), or fetch that commit before this step.`;
}

/** Why an apply fails the step, or undefined when every change reached its target. */
export function applyFailureMessage(result: ApplyResult, notDone: number): string | undefined {
  if (result.stopReason) return `apply stopped: ${result.stopReason}`;
  if (notDone === 0) return undefined;
  const next = nextStep(result);
  return `apply: ${notDone} of ${result.results.length} changes did not reach their target (see the job summary).${next ? ` ${next}` : ''}`;
}

/** What became of the plan's comment on pull request #`number`. */
export function commentPostedLine(number: number, action: 'created' | 'updated' | 'none'): string {
  return action === 'none'
    ? `No plan comment on pull request #${number}: the plan has no changes and no errors (comment: on-change).`
    : `Plan comment ${action} on pull request #${number}.`;
}

/** Why a plan run leaves the comment of pull request #`number` as it is. */
export function commentLeftLine(number: number, why: 'closed' | 'merged'): string {
  return why === 'closed'
    ? `Pull request #${number} is closed: its comment is left as it is (the plan is in the job summary).`
    : `The comment on pull request #${number} records the result of its merge, and the pull request is closed: the comment is left as it is (the plan is in the job summary).`;
}

/** After a merge: the comment shows `what` now, or is left as someone else last edited it. */
export function commentAfterMergeLine(number: number, what: string | undefined): string {
  return what === undefined
    ? `The comment on pull request #${number} is left as it is: the Action cannot tell it shows only what the Action wrote.`
    : `The comment on pull request #${number} now shows ${what}.`;
}

/** Said once when the token may not write checks. */
export function howToGetTheCheck(name: string): string {
  return `The findings are shown as this step's annotations, of which GitHub shows 10 of each kind: give the workflow 'permissions: checks: write' to get the check run '${name}' with every finding on its line (a pull request from a fork gets a read-only token, and these annotations).`;
}

/** The check run made, with how many line notes it holds. */
export function checkRunLine(name: string, notes: number): string {
  return `Check run "${name}": ${notes} annotations.`;
}
