// `plan --format json`: the Plan itself, with the contract's members first and always present
// (`planHash` null with errors, `id` null on a create, `file`/`line` null on a delete; `cause`
// and `base` only with `plan --base REF`).
import type { Change, Plan } from '../model/plan.js';
import type { Timeline } from '../model/timeline.js';
import { escapeJson } from '../text/escape-text.js';

/**
 * Pure; two-space indented, newline-terminated. Extra members may be added, none renamed. The
 * timeline is the picture beside a fresh plan (views.ts, ShownPlan).
 */
export function renderPlanJson(plan: Plan, timeline?: Timeline): string {
  const model = {
    formatVersion: plan.formatVersion,
    planHash: plan.planHash ?? null,
    summary: {
      create: plan.summary.create,
      update: plan.summary.update,
      delete: plan.summary.delete,
      unchanged: plan.summary.unchanged,
      orphaned: plan.summary.orphaned,
    },
    changes: plan.changes.map(changeJson),
    orphans: plan.orphans,
    diagnostics: plan.diagnostics,
    // Added in this release, only when some were not reported in full: their counts.
    ...(plan.omittedDiagnostics ? { omittedDiagnostics: plan.omittedDiagnostics } : {}),
    // `plan --base REF` only: the commit compared with (each change then has its `cause`).
    ...(plan.base ? { base: { ref: plan.base.ref, commit: plan.base.commit } } : {}),
    // Added in this release, only when the plan changes dated annotations: the picture's rows.
    ...(timeline ? { timeline } : {}),
  };
  return `${escapeJson(JSON.stringify(model, null, 2))}\n`;
}

function changeJson(change: Change): Record<string, unknown> {
  const { action, externalKey, fields, ...rest } = change;
  const located =
    change.action === 'delete'
      ? { file: null, line: null }
      : { file: change.file, line: change.line };
  const id = change.action === 'create' ? null : change.id;
  const extra: Record<string, unknown> = { ...rest };
  delete extra.id;
  delete extra.file;
  delete extra.line;
  delete extra.cause;
  // `cause` (pr, drift, both) right after the contract's members, only with `plan --base`.
  const cause = change.cause === undefined ? {} : { cause: change.cause };
  return { action, externalKey, id, ...located, fields, ...cause, ...extra };
}
