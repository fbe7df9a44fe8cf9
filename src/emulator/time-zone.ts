// Wall-clock time in an IANA zone → an instant, with the platform's zone data (Intl).
// A skipped local time moves forward to the first instant after the gap;
// a repeated local time takes the earlier instant.

const formatters = new Map<string, Intl.DateTimeFormat>();
const DAY = 86_400_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError naming the zone when the platform does not know it. */
export function assertTimeZone(timeZone: string): string {
  try {
    return formatter(timeZone).resolvedOptions().timeZone;
  } catch {
    throw new RangeError(
      `unknown time zone '${timeZone}' (use an IANA name such as Europe/Berlin)`,
    );
  }
}

/** Milliseconds of a wall-clock reading taken as if it were UTC; carries overflow (hour 24, month 13). */
export function wallMs(
  year: number,
  month: number,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

const HOUR = 3_600_000;
/** Offsets by zone and hour (`floor(t / HOUR)`); cleared whole when it grows past the bound. */
const offsets = new Map<string, Map<number, number>>();
const MAX_CACHED_HOURS = 100_000;

/**
 * The zone's offset from UTC at instant `t`, in ms (whole seconds). Formatting a date is most
 * of what a PUT costs the emulator, so offsets are cached per hour: an hour whose
 * first and last second have the same offset has it throughout (no zone moves its clock twice
 * within one hour and back); an hour with a transition in it is computed every time.
 */
export function offsetAt(timeZone: string, t: number): number {
  if (timeZone === 'UTC') return 0;
  const hour = Math.floor(t / HOUR);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const cached = zone.get(hour);
  if (cached !== undefined) return cached;
  const first = formattedOffset(timeZone, hour * HOUR);
  if (first !== formattedOffset(timeZone, hour * HOUR + HOUR - 1000)) {
    return formattedOffset(timeZone, t);
  }
  if (zone.size >= MAX_CACHED_HOURS) zone.clear();
  zone.set(hour, first);
  return first;
}

/** The offset at `t` as the platform's zone data gives it (slow: a formatted date). */
function formattedOffset(timeZone: string, t: number): number {
  const whole = Math.floor(t / 1000) * 1000;
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const { type, value } of formatter(timeZone).formatToParts(whole)) {
    if (type === 'era') bc = value === 'BC' || value === 'B';
    else if (Object.hasOwn(parts, type)) parts[type as keyof typeof parts] = Number(value);
  }
  const { month, day, hour, minute, second } = parts;
  return wallMs(bc ? 1 - parts.year : parts.year, month, day, hour, minute, second) - whole;
}

/** The instant at which the wall-clock reading `local` (from wallMs) happens in the zone. */
export function localToInstant(timeZone: string, local: number): number {
  const before = offsetAt(timeZone, local - DAY);
  const after = offsetAt(timeZone, local + DAY);
  const candidates = [local - before, local - after].filter(
    (t) => t + offsetAt(timeZone, t) === local,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: find the transition, the first instant whose offset is no longer `before`.
  let lo = Math.min(local - before, local - after);
  let hi = Math.max(local - before, local - after);
  const loOffset = offsetAt(timeZone, lo);
  if (offsetAt(timeZone, hi) === loOffset) return local - before; // no transition found
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetAt(timeZone, mid) === loOffset) lo = mid;
    else hi = mid;
  }
  return hi;
}
