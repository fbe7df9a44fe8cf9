// `apply --format json`: a stable contract (formatVersion 1), exactly these members. Fields
// the model carries for the other views (file, line, converged…) are not part of it; the
// place of a 400 is already in `error`.
import type { ApplyResult } from '../model/apply.js';
import { escapeJson } from '../text/escape-text.js';

/** Pure; every result has all six members, `null` where there is no id or error. */
export function renderApplyJson(result: ApplyResult): string {
  const { created, updated, deleted, unchanged, failed, stale } = result.summary;
  const contract = {
    formatVersion: 1,
    summary: {
      created,
      updated,
      deleted,
      unchanged,
      failed,
      stale,
      // Only a write-only run counts its writes this way (it cannot tell creates from updates).
      ...(result.summary.written === undefined ? {} : { written: result.summary.written }),
    },
    results: result.results.map((r) => ({
      externalKey: r.externalKey,
      action: r.action,
      status: r.status,
      id: r.id ?? null,
      attempts: r.attempts,
      error: r.error ?? null,
    })),
  };
  return `${escapeJson(JSON.stringify(contract, null, 2))}\n`;
}
