// The step's outputs: counts of what is planned (plan) or what was done (apply).
import type { ApplyResult } from '../../model/apply.js';
import type { Plan } from '../../model/plan.js';
import type { ActionCore } from './core.js';

/** A plan's counts; `failed` is 0, since nothing was attempted. */
export function setPlanOutputs(core: ActionCore, plan: Plan, planFile: string | undefined): void {
  const s = plan.summary;
  core.setOutput('has-changes', String(s.create + s.update + s.delete > 0));
  core.setOutput('creates', String(s.create));
  core.setOutput('updates', String(s.update));
  core.setOutput('deletes', String(s.delete));
  core.setOutput('unchanged', String(s.unchanged));
  core.setOutput('failed', '0');
  core.setOutput('plan-file', planFile ?? '');
}

/** `failed` counts failed, stale and skipped items: everything that did not reach its target. */
export function setApplyOutputs(
  core: ActionCore,
  plan: Plan,
  result: ApplyResult,
  planFile: string | undefined,
): void {
  const s = result.summary;
  const skipped = result.results.filter((r) => r.status === 'skipped').length;
  core.setOutput(
    'has-changes',
    String(plan.summary.create + plan.summary.update + plan.summary.delete > 0),
  );
  core.setOutput('creates', String(s.created));
  core.setOutput('updates', String(s.updated));
  core.setOutput('deletes', String(s.deleted));
  core.setOutput('unchanged', String(s.unchanged));
  core.setOutput('failed', String(s.failed + s.stale + skipped));
  core.setOutput('plan-file', planFile ?? '');
}

/** Failed, stale or skipped items of an apply. */
export function notDone(result: ApplyResult): number {
  return result.results.filter((r) => r.status !== 'ok').length;
}
