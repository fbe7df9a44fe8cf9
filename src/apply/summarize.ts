// Results → the counts of the summary. Pure. `failed` counts failed and skipped (neither
// reached its target); converged items count as unchanged.
import type { ApplyItemResult, ApplySummary } from '../model/apply.js';

export function summarize(results: readonly ApplyItemResult[], unchanged: number): ApplySummary {
  const summary: ApplySummary = {
    created: 0,
    updated: 0,
    deleted: 0,
    unchanged,
    failed: 0,
    stale: 0,
  };
  if (results.some((r) => r.action === 'write')) summary.written = 0;
  for (const r of results) {
    if (r.status === 'stale') summary.stale++;
    else if (r.status === 'failed' || r.status === 'skipped') summary.failed++;
    else if (r.converged) summary.unchanged++;
    else if (r.action === 'write') summary.written!++;
    else if (r.action === 'create') summary.created++;
    else if (r.action === 'update') summary.updated++;
    else summary.deleted++;
  }
  return summary;
}
