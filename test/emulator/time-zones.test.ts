// Derived dates in a project timezone across daylight-saving changes:
// a skipped local time moves forward to the first instant after the gap, a repeated one takes
// the earlier instant, and a unit ends where the next local unit starts.
import { afterAll, describe, expect, it } from 'vitest';
import { start } from './helpers.js';

const berlin = await start({ timezone: 'Europe/Berlin' });
const newYork = await start({ timezone: 'America/New_York' });
afterAll(async () => {
  await berlin.emulator.close();
  await newYork.emulator.close();
});

const H = 3_600_000;
const dates = async (ctx: typeof berlin, key: string, body: Record<string, unknown>) => {
  const r = await ctx.put(key, { kind: 'event', headline: 'x', ...body });
  expect(r.status, r.text).toBe(200);
  return r.json as { datePrecision: string; dateFromMs: number; dateToMs?: number };
};

describe('Europe/Berlin (DST starts 2026-03-29 01:00Z, ends 2026-10-25 01:00Z)', () => {
  it('a month span across the spring change is one hour short of 31 days', async () => {
    const d = await dates(berlin, 'tz-month', {
      kind: 'period',
      dateFrom: '2026-03',
      dateTo: '2026-03',
    });
    expect(d.dateFromMs).toBe(Date.UTC(2026, 1, 28, 23)); // 00:00 CET
    expect(d.dateToMs).toBe(Date.UTC(2026, 2, 31, 22)); // 00:00 CEST on April 1
    expect(d.dateToMs! - d.dateFromMs).toBe(31 * 24 * H - H);
  });

  it('a date on the autumn change lasts 25 hours', async () => {
    const d = await dates(berlin, 'tz-date', { dateFrom: '2026-10-25' });
    expect(d.dateFromMs).toBe(Date.UTC(2026, 9, 24, 22));
    expect(d.dateToMs! - d.dateFromMs).toBe(25 * H);
  });

  it('an hour in the skipped hour starts at the first instant after the gap', async () => {
    const d = await dates(berlin, 'tz-skipped-hour', { dateFrom: '2026-03-29T02' });
    expect(d.datePrecision).toBe('hour');
    expect(d.dateFromMs).toBe(Date.UTC(2026, 2, 29, 1)); // 03:00 CEST
    // Its unit ends where local 03:00 starts: the same instant (the hour does not exist).
    expect(d.dateToMs).toBe(Date.UTC(2026, 2, 29, 1));
    const before = await dates(berlin, 'tz-before-gap', { dateFrom: '2026-03-29T01' });
    expect(before.dateFromMs).toBe(Date.UTC(2026, 2, 29, 0));
    expect(before.dateToMs).toBe(Date.UTC(2026, 2, 29, 1));
  });

  it('an hour in the repeated hour takes the earlier instant and ends at local 03:00', async () => {
    const d = await dates(berlin, 'tz-repeated-hour', { dateFrom: '2026-10-25T02' });
    expect(d.dateFromMs).toBe(Date.UTC(2026, 9, 25, 0)); // 02:00 CEST
    expect(d.dateToMs).toBe(Date.UTC(2026, 9, 25, 2)); // 03:00 CET
  });

  it('a datetime in the gap moves forward; in the repeated hour it takes the earlier instant', async () => {
    const gap = await dates(berlin, 'tz-gap-second', { dateFrom: '2026-03-29T02:30:00' });
    expect(gap.datePrecision).toBe('datetime');
    expect(gap.dateFromMs).toBe(Date.UTC(2026, 2, 29, 1));
    const repeated = await dates(berlin, 'tz-repeated-second', { dateFrom: '2026-10-25T02:30:15' });
    expect(repeated.dateFromMs).toBe(Date.UTC(2026, 9, 25, 0, 30, 15));
    expect(repeated.dateToMs).toBe(Date.UTC(2026, 9, 25, 0, 30, 16));
    const plain = await dates(berlin, 'tz-summer-second', { dateFrom: '2026-07-01T12:00:00' });
    expect(plain.dateFromMs).toBe(Date.UTC(2026, 6, 1, 10));
  });
});

describe('America/New_York (DST starts 2026-03-08 07:00Z, ends 2026-11-01 06:00Z)', () => {
  it('a month span across the autumn change is one hour longer than 30 days', async () => {
    const d = await dates(newYork, 'tz-ny-month', {
      kind: 'period',
      dateFrom: '2026-11',
      dateTo: '2026-11',
    });
    expect(d.dateFromMs).toBe(Date.UTC(2026, 10, 1, 4)); // 00:00 EDT
    expect(d.dateToMs).toBe(Date.UTC(2026, 11, 1, 5)); // 00:00 EST
    expect(d.dateToMs! - d.dateFromMs).toBe(30 * 24 * H + H);
  });

  it('the skipped 02 hour and the repeated 01 hour', async () => {
    const skipped = await dates(newYork, 'tz-ny-skipped', { dateFrom: '2026-03-08T02' });
    expect(skipped.dateFromMs).toBe(Date.UTC(2026, 2, 8, 7)); // 03:00 EDT
    const repeated = await dates(newYork, 'tz-ny-repeated', { dateFrom: '2026-11-01T01' });
    expect(repeated.dateFromMs).toBe(Date.UTC(2026, 10, 1, 5)); // 01:00 EDT
    expect(repeated.dateToMs).toBe(Date.UTC(2026, 10, 1, 7)); // 02:00 EST
  });

  it('a multi-day period by hour across the spring change', async () => {
    const d = await dates(newYork, 'tz-ny-period', {
      kind: 'period',
      dateFrom: '2026-03-07T12',
      dateTo: '2026-03-08T11',
    });
    expect(d.dateToMs! - d.dateFromMs).toBe(23 * H);
  });
});

describe('start-up', () => {
  it('refuses an unknown time zone', async () => {
    await expect(start({ timezone: 'Mars/Olympus' })).rejects.toThrow(
      /unknown time zone 'Mars\/Olympus'/,
    );
  });
});

describe('the cached offsets', () => {
  it('equal the platform offset at every quarter hour around real transitions', async () => {
    const { offsetAt } = await import('../../src/emulator/time-zone.js');
    const platform = (zone: string, t: number) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        })
          .formatToParts(t)
          .map((p) => [p.type, Number(p.value)]),
      );
      const wall = Date.UTC(
        parts.year!,
        parts.month! - 1,
        parts.day,
        parts.hour,
        parts.minute,
        parts.second,
      );
      return wall - Math.floor(t / 1000) * 1000;
    };
    // Berlin (1 h), Lord Howe (30 min DST), Kathmandu (+5:45), Apia (skipped a whole day).
    const around = [
      ['Europe/Berlin', Date.UTC(2026, 2, 29, 1)],
      ['Europe/Berlin', Date.UTC(2026, 9, 25, 1)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
      ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 15, 30)],
      ['Asia/Kathmandu', Date.UTC(1985, 11, 31, 18, 30)],
      ['Pacific/Apia', Date.UTC(2011, 11, 30, 10)],
      ['UTC', Date.UTC(2026, 0, 1)],
    ] as const;
    for (const [zone, transition] of around) {
      // twice over: the second pass answers from the cache
      for (let pass = 0; pass < 2; pass++) {
        for (let t = transition - 3 * H; t <= transition + 3 * H; t += 15 * 60_000) {
          expect(offsetAt(zone, t), `${zone} ${new Date(t).toISOString()}`).toBe(platform(zone, t));
          expect(offsetAt(zone, t - 1000)).toBe(platform(zone, t - 1000));
        }
      }
    }
  });
});
