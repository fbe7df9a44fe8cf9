// The plan's one-line verdict, shared by every human view.
import type { Plan } from '../model/plan.js';

/** Errors of the plan, those counted but not shown included. */
export function errorCount(plan: Plan): number {
  const shown = plan.diagnostics.filter((d) => d.severity === 'error').length;
  return shown + (plan.omittedDiagnostics?.errors ?? 0);
}

/**
 * `Plan: 1 to create, 2 to update, 0 to delete. 40 unchanged. 1 orphaned.`, or
 * `No changes. The server matches the files.`, or the error count when nothing can be applied.
 */
export function summaryText(plan: Plan): string {
  const errors = errorCount(plan);
  if (errors > 0)
    return `The plan has ${errors} error${errors === 1 ? '' : 's'}: nothing can be applied.`;
  const s = plan.summary;
  const orphaned = s.orphaned > 0 ? ` ${s.orphaned} orphaned.` : '';
  if (s.create + s.update + s.delete === 0)
    return `No changes. The server matches the files.${orphaned}`;
  return `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete. ${s.unchanged} unchanged.${orphaned}`;
}

export function hasChanges(plan: Plan): boolean {
  return plan.changes.length > 0;
}
