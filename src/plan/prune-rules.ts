// What a prune may delete: only keys under the run's keyPrefix are ours (other writers share
// the project), so a run without a keyPrefix deletes nothing. The planner, the session, the
// saved-plan readers and the applier all ask here. Pure.
import type { Change, DeleteChange } from '../model/plan.js';

/** Why a prune needs a keyPrefix, as each place that refuses one says it. */
export const UNSCOPED_PRUNE = "without one, other writers' keys are not ours to delete";

/** Whether a run that asks to prune may not: it has no keyPrefix. */
export function pruneRefused(prune: boolean, keyPrefix: string | undefined): boolean {
  return prune && keyPrefix === undefined;
}

/** The first deletion of a key outside `keyPrefix` (every deletion, without one). */
export function deletionOutside(
  changes: readonly Change[],
  keyPrefix: string | undefined,
): DeleteChange | undefined {
  for (const change of changes)
    if (change.action === 'delete' && !underPrefix(change.externalKey, keyPrefix)) return change;
  return undefined;
}

function underPrefix(key: string, keyPrefix: string | undefined): boolean {
  return keyPrefix !== undefined && key.startsWith(keyPrefix);
}
