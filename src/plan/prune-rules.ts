// What a prune may delete: only keys under the run's keyPrefix are ours (other writers share
// the project), so a run without a keyPrefix deletes nothing. The planner, the session, the
// saved-plan readers and the applier all ask here. Pure.
import type { Change, DeleteChange } from '../model/plan.js';

/** Why a run that asks to prune may not: it has no keyPrefix. Undefined when it may. */
export function pruneRefusal(prune: boolean, keyPrefix: string | undefined): string | undefined {
  if (!prune || keyPrefix !== undefined) return undefined;
  return "needs a keyPrefix in observe-annotations.yaml: without one, other writers' keys are not ours to delete";
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
