// Dates as one span, with the precision their format implies (DESIGN 7):
// `2026-09-17 → 2026-09-21 (was → 2026-09-20) [date]`.
import type { DatePrecision } from '../model/annotation.js';

export interface DateSide {
  kind?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** The precision a date's format sets (spec: "the format sets the precision"). */
export function precisionOf(date: string): DatePrecision {
  if (/^\d{4}-\d{2}$/.test(date)) return 'month';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'date';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(date)) return 'hour';
  return 'datetime';
}

function isSpan(side: DateSide): boolean {
  return side.kind === 'period' || side.dateTo !== undefined;
}

/** `2026-09-17`, `2026-09-17 → 2026-09-21` or `2026-09-17 → ongoing`. */
export function spanText(side: DateSide): string {
  if (side.dateFrom === undefined) return 'none';
  return isSpan(side) ? `${side.dateFrom} → ${side.dateTo ?? 'ongoing'}` : side.dateFrom;
}

function precisionText(before: DateSide | undefined, after: DateSide): string {
  const now = after.dateFrom === undefined ? undefined : precisionOf(after.dateFrom);
  const was = before?.dateFrom === undefined ? undefined : precisionOf(before.dateFrom);
  if (now === undefined) return was === undefined ? '' : ` [was ${was}]`;
  return was === undefined || was === now ? ` [${now}]` : ` [${now}, was ${was}]`;
}

/** The new span, then what it was (unchanged ends left out), then the precision. */
export function dateChangeText(before: DateSide | undefined, after: DateSide): string {
  if (before === undefined || before.dateFrom === undefined)
    return `${spanText(after)}${precisionText(undefined, after)}`;
  if (after.dateFrom === undefined) return `${spanText(before)}${precisionText(undefined, before)}`;
  let was: string;
  if (isSpan(before) !== isSpan(after)) was = spanText(before);
  else if (!isSpan(before)) was = before.dateFrom;
  else {
    const from = before.dateFrom !== after.dateFrom ? `${before.dateFrom} ` : '';
    const to = before.dateTo !== after.dateTo ? ` ${before.dateTo ?? 'ongoing'}` : '';
    was = `${from}→${to}`;
  }
  return `${spanText(after)} (was ${was})${precisionText(before, after)}`;
}
