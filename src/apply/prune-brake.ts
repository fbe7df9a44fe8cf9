// The prune brake: a plan with more deletions than allowed is refused whole, before any write.
import { NamedOptionsError, UserError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';
import { deletionOutside } from '../plan/prune-rules.js';

export const DEFAULT_MAX_DELETES = 10;

/**
 * Throws (a UserError, exit 1) when the plan deletes and may not, deletes too much, or (with
 * `keyPrefix`, the run's) deletes a key outside the run's keyPrefix.
 */
export function checkDeletions(
  plan: Plan,
  prune: boolean,
  maxDeletes: number,
  keyPrefix?: string,
): void {
  const deletes = plan.changes.filter((c) => c.action === 'delete');
  if (deletes.length === 0) return;
  const foreign = keyPrefix === undefined ? undefined : deletionOutside(deletes, keyPrefix);
  if (foreign !== undefined) {
    throw new UserError(
      `the plan deletes "${foreign.externalKey}", which is not under this run's keyPrefix "${keyPrefix}": only keys under it are ours to delete; nothing was written`,
    );
  }
  if (!prune) {
    throw new NamedOptionsError(
      (name) =>
        `the plan deletes ${deletes.length} annotation(s) but ${name('prune')} was not given; nothing was written`,
    );
  }
  if (deletes.length > maxDeletes) {
    const shown = deletes
      .slice(0, 5)
      .map((d) => d.externalKey)
      .join(', ');
    const more = deletes.length > 5 ? ` and ${deletes.length - 5} more` : '';
    throw new NamedOptionsError(
      (name) =>
        `refusing to prune ${deletes.length} annotations (${shown}${more}): more than ${name('maxDeletes')} ${maxDeletes}. Nothing was written. Check keyPrefix and the files, or raise ${name('maxDeletes')} (or maxDeletes in observe-annotations.yaml).`,
    );
  }
}
