// What a date that is not one of the four formats most likely meant, said after the formats:
// a time with a zone (`…T09:45:00Z`, `+02:00`), a space for the `T` (`2026-09-17 09:45`), a
// fraction of a second, or minutes without seconds. Times are the project's local time, so the
// tool takes no zone: the hint says so and writes the value as the format wants it. Pure.

/** `YYYY-MM-DD`, a space or `T`, the time (HH, HH:MM, HH:MM:SS, fraction), a zone. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})([ tT])(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

const MINUTES = ' (minutes need seconds: HH:MM:SS)';

/** ` (…)` or `: …` to follow the formats' list; '' when the value looks like no time at all. */
export function dateFormatHint(value: string): string {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return /T\d{2}:\d{2}$/.test(value) ? MINUTES : '';
  const [, date, separator, hours, minutes, seconds, zone] = m;
  const time = minutes === undefined ? hours : `${hours}:${minutes}:${seconds ?? '00'}`;
  const written = `${date}T${time}`;
  const fraction = /[.,]\d+(?:[zZ]|[+-]\d|$)/.test(value);
  const rule = ': times are in project time, without a zone, and use T between date and time';
  if (zone !== undefined) {
    const offset = /^[zZ]$/.test(zone) ? 'UTC' : `UTC${zone}`;
    return `${rule} (${written} if the project's time is ${offset})`;
  }
  if (separator !== 'T' || fraction) return `${rule}: ${written}`;
  return seconds === undefined && minutes !== undefined ? MINUTES : '';
}
