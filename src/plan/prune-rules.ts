// What a prune may delete: only keys under the run's keyPrefix are ours (other writers share
// the project), so a run without a keyPrefix deletes nothing. The planner, the session, the
// saved-plan readers and the applier all ask here; the planner and validate also warn of a
// keyPrefix no file's key is under. Pure.
import type { Diagnostic } from '../model/diagnostic.js';
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

/**
 * A warning when files hold keys and none is under `keyPrefix`: a typo in the prefix, or keys
 * written without it. Orphans are looked for (and pruned) only under it, so with such a prefix
 * the files' own annotations would never be told apart from other writers'.
 */
export function unusedKeyPrefix(
  keys: Iterable<unknown>,
  keyPrefix: string | undefined,
): Diagnostic | undefined {
  if (keyPrefix === undefined) return undefined;
  let any = false;
  for (const key of keys) {
    if (typeof key !== 'string') continue;
    if (key.startsWith(keyPrefix)) return undefined;
    any = true;
  }
  if (!any) return undefined;
  return {
    severity: 'warning',
    code: 'keyPrefix.unused',
    message: `no file's externalKey begins with the keyPrefix ${JSON.stringify(keyPrefix)}: only keys under it are this repository's (orphans are looked for, and pruned, only there); check the keyPrefix, or the files' keys`,
  };
}
