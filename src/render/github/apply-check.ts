// What the check run says for a push's apply, on the pushed commit: `failure` when nothing was
// written because the plan is not the reviewed one (or no apply could start), when the apply
// stopped, or when a change did not reach its target; `success` when every change was applied
// or there was nothing to do. The title has the counts of what was done; the summary is the job
// summary's Markdown; the line notes are the plan's diagnostics and the apply's failures at
// their lines. Pure.
import type { ApplyResult } from '../../model/apply.js';
import type { Plan } from '../../model/plan.js';
import { countsLine } from '../apply-words.js';
import type { CheckReport } from './check-report.js';

/** How a push's apply ended. */
export type ApplyOutcome =
  /** Applied (as reviewed, without a review under auto-approve, or what a re-run had left). */
  | { kind: 'applied'; result: ApplyResult }
  /** Nothing written: the fresh plan is not the reviewed one. */
  | { kind: 'refused' }
  /** Nothing to write: the fresh plan has no changes (`already`: an earlier run applied them). */
  | { kind: 'nothing-to-do'; already: boolean }
  /** No apply could start (no review could be looked up, no plan made): why. */
  | { kind: 'failed' };

/** The report of `outcome` for the plan `plan` (undefined when none was made); `summary` is the job summary. */
export function applyCheckReport(
  outcome: ApplyOutcome,
  plan: Plan | undefined,
  summary: string,
): CheckReport {
  const report = (conclusion: CheckReport['conclusion'], title: string): CheckReport => ({
    conclusion,
    title,
    summary,
    diagnostics: plan?.diagnostics ?? [],
    changes: [],
    ...(outcome.kind === 'applied' ? { failures: outcome.result.results } : {}),
  });
  if (outcome.kind === 'failed')
    return report('failure', 'The apply did not start: nothing was written');
  if (outcome.kind === 'nothing-to-do')
    return report(
      'success',
      outcome.already
        ? 'Already applied by an earlier run: nothing to write'
        : 'Nothing to apply: the server matches the files',
    );
  if (outcome.kind === 'refused') {
    const s = plan!.summary;
    return report(
      'failure',
      `Not applied, not the reviewed plan: nothing was written (the plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete)`,
    );
  }
  const { result } = outcome;
  const counts = countsLine(result);
  if (result.stopReason !== undefined || result.interrupted === true)
    return report('failure', `Apply stopped: ${counts}`);
  if (result.results.some((r) => r.status !== 'ok'))
    return report('failure', `Applied with failures: ${counts}`);
  return report('success', `Applied: ${counts}`);
}
