// `apply --plan FILE`: re-read the server, hold every saved change against it, apply the rest.
import type { ApplyResult } from '../model/apply.js';
import { InterruptedError, INTERRUPTED_READING } from '../model/errors.js';
import type { Change } from '../model/plan.js';
import { checkPlanTarget, readSavedPlan } from '../plan/saved-plan.js';
import { applyPlan, type ApplyOptions } from './apply-plan.js';
import { reconcile } from './reconcile.js';
import { summarize } from './summarize.js';

/**
 * Applies a saved plan (parsed JSON, read and checked here: never trusted blindly): stale
 * items are reported and skipped, converged ones count as unchanged, the others are applied
 * as `applyPlan` would.
 */
export async function applySavedPlan(
  saved: unknown,
  options: ApplyOptions,
  /** What the saved plan must have been made against (the CLI's connection target). */
  target: string = options.client.baseUrl,
  /** The named target the run picked (`--target`), which must be the one the plan was made for. */
  targetName?: string,
): Promise<ApplyResult> {
  const checked = readSavedPlan(saved);
  checkPlanTarget(checked, target, targetName);
  let current;
  try {
    current = await options.client.listAnnotations(
      options.abortNow ? { signal: options.abortNow } : {},
    );
  } catch (error) {
    // A second Ctrl-C while the server is read: nothing was written yet.
    if (options.abortNow?.aborted) throw new InterruptedError(INTERRUPTED_READING);
    throw error;
  }
  const { plan, decided, knownIds } = reconcile(checked.plan, current);
  const applied = await applyPlan(plan, {
    ...options,
    knownIds: new Map([...knownIds, ...(options.knownIds ?? [])]),
  });
  const byKey = new Map(applied.results.map((r) => [r.externalKey, r]));
  const results = checked.plan.changes.map(
    (c: Change) => decided.get(c.externalKey) ?? byKey.get(c.externalKey)!,
  );
  return { ...applied, summary: summarize(results, checked.plan.summary.unchanged), results };
}
