// The four date formats of the spec (`YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DDTHH`,
// `YYYY-MM-DDTHH:MM:SS`) as values: the format sets the precision. Pure; no timezone here —
// the emulator turns these parts into milliseconds in the project's timezone.
import type { DatePrecision } from '../model/annotation.js';

export interface AnnotationDate {
  precision: DatePrecision;
  year: number;
  month: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
}

const FORMAT = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2}):(\d{2}))?)?)?$/;

/** Splits a date string by its format; undefined when it has none of the four formats. Ranges are not checked: see `isRealDate`. */
export function parseAnnotationDate(s: string): AnnotationDate | undefined {
  const m = FORMAT.exec(s);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, se] = m;
  const date: AnnotationDate = { precision: 'month', year: Number(y), month: Number(mo) };
  if (d === undefined) return date;
  date.precision = 'date';
  date.day = Number(d);
  if (h === undefined) return date;
  date.precision = 'hour';
  date.hour = Number(h);
  if (mi === undefined) return date;
  date.precision = 'datetime';
  date.minute = Number(mi);
  date.second = Number(se);
  return date;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Why the parts do not name a real calendar date and time (proleptic Gregorian, no leap seconds), or undefined when they do. */
export function calendarProblem(d: AnnotationDate): string | undefined {
  if (d.month < 1 || d.month > 12) return `month ${pad(d.month)} does not exist (01–12)`;
  if (d.day !== undefined) {
    const days = daysInMonth(d.year, d.month);
    if (d.day < 1 || d.day > days)
      return `${MONTHS[d.month - 1]} ${d.year} has ${days} days, so day ${pad(d.day)} does not exist`;
  }
  if (d.hour !== undefined && d.hour > 23) return `hour ${pad(d.hour)} does not exist (00–23)`;
  if (d.minute !== undefined && d.minute > 59)
    return `minute ${pad(d.minute)} does not exist (00–59)`;
  if (d.second !== undefined && d.second > 59)
    return `second ${pad(d.second)} does not exist (00–59)`;
  return undefined;
}

/** True when the parts name a real calendar date and time: 2028-02-29 yes, 2026-02-29 no, hour 24 no, second 60 no. */
export function isRealDate(d: AnnotationDate): boolean {
  return calendarProblem(d) === undefined;
}

/** Orders two dates of the same precision (negative, zero, positive); mixed precisions compare by their common parts. */
export function compareAnnotationDates(a: AnnotationDate, b: AnnotationDate): number {
  const parts = (d: AnnotationDate) => [d.year, d.month, d.day, d.hour, d.minute, d.second];
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < pa.length; i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined || y === undefined) return 0;
    if (x !== y) return x - y;
  }
  return 0;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
