// The precision a date's format sets (spec: "the format sets the precision"), noted beside
// `dateFrom` and `dateTo` in a plan: `dateFrom: "2026-09" → "2026-09-17" [date, was month]`.
import type { DatePrecision } from '../model/annotation.js';

export function precisionOf(date: string): DatePrecision {
  if (/^\d{4}-\d{2}$/.test(date)) return 'month';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'date';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(date)) return 'hour';
  return 'datetime';
}

/** ` [date]`, ` [date, was month]`: the precision of the value shown, and what it was. Pure. */
export function precisionNote(before: unknown, after: unknown): string {
  const was = typeof before === 'string' ? precisionOf(before) : undefined;
  const now = typeof after === 'string' ? precisionOf(after) : undefined;
  if (now === undefined) return was === undefined ? '' : ` [${was}]`;
  return was === undefined || was === now ? ` [${now}]` : ` [${now}, was ${was}]`;
}
