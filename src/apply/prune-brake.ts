// The prune brake: a plan with more deletions than allowed is refused whole, before any write.
import { UserError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';

export const DEFAULT_MAX_DELETES = 10;

/** Throws (a UserError, exit 1) when the plan deletes and may not, or deletes too much. */
export function checkDeletions(plan: Plan, prune: boolean, maxDeletes: number): void {
  const deletes = plan.changes.filter((c) => c.action === 'delete');
  if (deletes.length === 0) return;
  if (!prune) {
    throw new UserError(
      `the plan deletes ${deletes.length} annotation(s) but --prune was not given; nothing was written`,
    );
  }
  if (deletes.length > maxDeletes) {
    const shown = deletes
      .slice(0, 5)
      .map((d) => d.externalKey)
      .join(', ');
    const more = deletes.length > 5 ? ` and ${deletes.length - 5} more` : '';
    throw new UserError(
      `refusing to prune ${deletes.length} annotations (${shown}${more}): more than --max-deletes ${maxDeletes}. Nothing was written. Check keyPrefix and the files, or raise --max-deletes.`,
    );
  }
}
