// The Action's one-line messages about a plan: the validation's counts, why a step fails on
// invalid files, a plan with errors or drift, and why a merge was not applied. Pure.
import type { Diagnostic, OmittedDiagnostics } from '../../model/diagnostic.js';
import type { Plan } from '../../model/plan.js';

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
