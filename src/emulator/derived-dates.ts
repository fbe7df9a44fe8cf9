// The server-derived date fields of an annotation: `datePrecision`,
// `dateFromMs` (start of `dateFrom` in project time) and `dateToMs` (end, exclusive, of the
// last unit covered; the end of a unit is the start of the next local unit).
import type { AnnotationContent, DatePrecision } from '../model/annotation.js';
import { parseAnnotationDate } from '../validate/dates.js';
import { localToInstant, wallMs } from './time-zone.js';

export interface DerivedDates {
  datePrecision?: DatePrecision;
  dateFromMs?: number;
  dateToMs?: number;
}

type Parsed = NonNullable<ReturnType<typeof parseAnnotationDate>>;

function parse(text: string): Parsed {
  const parsed = parseAnnotationDate(text);
  // Validation ran before: a date that does not parse here is a bug, not a user error.
  if (!parsed) throw new Error(`derived dates: unparseable date reached the store`);
  return parsed;
}

function startOf(d: Parsed, timeZone: string): number {
  return localToInstant(timeZone, wallMs(d.year, d.month, d.day, d.hour, d.minute, d.second));
}

function endOf(d: Parsed, timeZone: string): number {
  let next: number;
  switch (d.precision) {
    case 'month':
      next = wallMs(d.year, d.month + 1, 1);
      break;
    case 'date':
      next = wallMs(d.year, d.month, (d.day ?? 1) + 1);
      break;
    case 'hour':
      next = wallMs(d.year, d.month, d.day, (d.hour ?? 0) + 1);
      break;
    case 'datetime':
      next = wallMs(d.year, d.month, d.day, d.hour, d.minute, (d.second ?? 0) + 1);
      break;
  }
  return localToInstant(timeZone, next);
}

/** Pure apart from the platform's zone data; the content has passed validation. */
export function deriveDates(content: AnnotationContent, timeZone: string): DerivedDates {
  if (content.dateFrom === undefined) return {};
  const from = parse(content.dateFrom);
  const derived: DerivedDates = {
    datePrecision: from.precision,
    dateFromMs: startOf(from, timeZone),
  };
  if (content.dateTo !== undefined) derived.dateToMs = endOf(parse(content.dateTo), timeZone);
  else if (content.kind !== 'period') derived.dateToMs = endOf(from, timeZone);
  return derived;
}
