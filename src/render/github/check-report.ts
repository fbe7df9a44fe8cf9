// What the check run says for an outcome of the step: its conclusion (failure for invalid files,
// a plan with errors or one that could not be made, and drift where the step fails on it), the
// counts as its title, and the comment's text as its summary. Pure.
import type { Diagnostic } from '../../model/diagnostic.js';
import type { ApplyItemResult } from '../../model/apply.js';
import type { Change } from '../../model/plan.js';
import type { CommentOutcome } from './plan-comment.js';
import { errorCount } from '../plan-summary.js';

/** What the check run says, and the findings it shows as line notes. */
export interface CheckReport {
  conclusion: 'success' | 'failure' | 'neutral';
  /** `1 to create, 2 to update, 1 to delete`, `3 errors`. */
  title: string;
  /** The comment's Markdown (within GitHub's 65,535 characters). */
  summary: string;
  diagnostics: readonly Diagnostic[];
  changes: readonly Change[];
  /** An apply's results: those not `ok` are findings too. */
  failures?: readonly ApplyItemResult[];
}

/** The report of `outcome`; `summary` is the comment's text without its marker. */
export function checkReportOf(
  outcome: CommentOutcome,
  summary: string,
  failOnDrift: boolean,
): CheckReport {
  if (outcome.kind === 'failed')
    return {
      conclusion: 'failure',
      title: 'The plan failed',
      summary,
      diagnostics: [],
      changes: [],
    };
  const diagnostics: readonly Diagnostic[] = diagnosticsOf(outcome);
  const changes: readonly Change[] = outcome.kind === 'plan' ? outcome.plan.changes : [];
  const errors =
    outcome.kind === 'plan'
      ? errorCount(outcome.plan)
      : diagnostics.filter((d) => d.severity === 'error').length + (outcome.omitted?.errors ?? 0);
  const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  if (errors > 0) {
    const what =
      outcome.kind === 'plan' && outcome.plan.changes.length > 0
        ? 'The plan has'
        : 'The files have';
    return {
      conclusion: 'failure',
      title: `${what} ${plural(errors, 'error')}`,
      summary,
      diagnostics,
      changes,
    };
  }
  if (outcome.kind === 'no-plan')
    return {
      conclusion: 'neutral',
      title: 'No plan was made (the files are valid)',
      summary,
      diagnostics,
      changes,
    };
  if (outcome.kind === 'invalid')
    return { conclusion: 'failure', title: 'The files are invalid', summary, diagnostics, changes };
  const s = outcome.plan.summary;
  const counted = s.create + s.update + s.delete;
  const title =
    counted === 0
      ? 'No changes'
      : `${s.create} to create, ${s.update} to update, ${s.delete} to delete`;
  const drift = failOnDrift && counted > 0;
  return {
    conclusion: drift ? 'failure' : 'success',
    title: drift ? `Drift: ${title}` : title,
    summary,
    diagnostics,
    changes,
  };
}

function diagnosticsOf(
  outcome: Exclude<CommentOutcome, { kind: 'failed' }>,
): readonly Diagnostic[] {
  return outcome.kind === 'plan' ? outcome.plan.diagnostics : outcome.diagnostics;
}

/** GitHub's REST description: a check run's summary holds at most 65,535 characters. */
const CHECK_SUMMARY_CHARACTERS = 65_535;

/** Said where a summary too long for the check is cut. */
export const SUMMARY_CUT_NOTE =
  "\n\n_The rest is cut here: a check run's summary holds 65,535 characters. The job summary has all of it._\n";

/**
 * The summary, saying how many notices were not sent; always within GitHub's limit, cut at a
 * line's end when too long (and saying so).
 */
export function withLeftOut(summary: string, leftOut: number): string {
  const note =
    leftOut > 0
      ? `\n\n_${leftOut} more annotations of changed annotations were not sent (a check run gets at most 2,000 here): the plan above lists them._\n`
      : '';
  const room = CHECK_SUMMARY_CHARACTERS - note.length;
  if (summary.length <= room) return summary + note;
  const cut = summary.slice(0, room - SUMMARY_CUT_NOTE.length);
  const lineEnd = cut.lastIndexOf('\n');
  return (lineEnd > 0 ? cut.slice(0, lineEnd) : cut) + SUMMARY_CUT_NOTE + note;
}
