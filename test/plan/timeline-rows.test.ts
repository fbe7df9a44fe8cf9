// The timeline of one plan that holds every case at once, as the exact value: which rows there
// are, in which order, with which members (strictly: a member that should be absent is), and the
// window that decides which of the server's annotations are context.
import { describe, expect, it } from 'vitest';
import type { Annotation } from '../../src/model/annotation.js';
import { plan } from '../../src/plan/plan.js';
import { timelineOf } from '../../src/plan/timeline.js';
import { desired, onServer } from './builders.js';

const TODAY = '2026-10-01';

const server: Annotation[] = [
  // Ours, changed by the plan (never context).
  onServer(
    't.moved',
    {
      kind: 'period',
      dateFrom: '2026-09-01',
      dateTo: '2026-09-05',
      series: ['login'],
      effect: 'degraded',
      headline: 'Moved',
    },
    { id: 'ann-1' },
  ),
  onServer(
    't.longer',
    { kind: 'period', dateFrom: '2026-09-12', dateTo: '2026-09-13', headline: 'Longer' },
    { id: 'ann-2' },
  ),
  onServer(
    't.renamed',
    { kind: 'event', dateFrom: '2026-09-13', headline: 'Old name' },
    { id: 'ann-3' },
  ),
  onServer(
    't.earlier',
    { kind: 'event', dateFrom: '2026-09-20', headline: 'Earlier' },
    { id: 'ann-4' },
  ),
  onServer(
    't.gone',
    { kind: 'event', dateFrom: '2026-09-14T08', headline: 'Gone' },
    { id: 'ann-5' },
  ),
  onServer('t.gone-setup', { kind: 'setup', headline: 'Gone, undated' }, { id: 'ann-6' }),
  // Others', as context when they overlap the window [2026-09-08, 2026-09-16).
  onServer(
    undefined,
    { kind: 'event', dateFrom: '2026-09-10T12', headline: 'Unkeyed' },
    { id: 'ann-7' },
  ),
  onServer(
    'x.c',
    { kind: 'event', dateFrom: '2026-09-11', headline: 'C same day' },
    { id: 'ann-8' },
  ),
  onServer(
    'x.a',
    { kind: 'event', dateFrom: '2026-09-11', headline: 'A same day' },
    { id: 'ann-9' },
  ),
  onServer(
    'x.b',
    { kind: 'event', dateFrom: '2026-09-11', headline: 'B same day' },
    { id: 'ann-10' },
  ),
  onServer(
    'x.before',
    { kind: 'event', dateFrom: '2026-09-07', headline: 'Ends as the window starts' },
    { id: 'ann-11' },
  ),
  onServer(
    'x.after',
    { kind: 'event', dateFrom: '2026-09-16', headline: 'Starts as the window ends' },
    { id: 'ann-12' },
  ),
  onServer('x.setup', { kind: 'setup', headline: 'Undated' }, { id: 'ann-13' }),
  onServer(
    'x.odd-from',
    { kind: 'event', dateFrom: 'x2026-09-10', headline: 'Odd start' },
    { id: 'ann-14' },
  ),
  onServer(
    'x.odd-end',
    { kind: 'event', dateFrom: '2026-09-10junk', headline: 'Odd end' },
    { id: 'ann-15' },
  ),
  onServer(
    'x.open-end',
    { kind: 'period', dateFrom: '2026-09-15', dateTo: 'later', headline: 'Unreadable dateTo' },
    { id: 'ann-16' },
  ),
  onServer(
    'x.undated-follow-up',
    { kind: 'follow-up', headline: 'Not before nothing' },
    { id: 'ann-17' },
  ),
];
// A setup with a date is no dated annotation, whatever the server holds.
server.push({
  ...onServer('x.dated-setup', { kind: 'setup', headline: 'Setup' }, { id: 'ann-18' }),
  dateFrom: '2026-09-10',
});

const files = [
  desired(
    't.moved',
    {
      kind: 'period',
      dateFrom: '2026-09-08',
      dateTo: '2026-09-11',
      series: ['login'],
      effect: 'degraded',
      headline: 'Moved',
    },
    { line: 1 },
  ),
  desired(
    't.longer',
    { kind: 'period', dateFrom: '2026-09-12', dateTo: '2026-09-15', headline: 'Longer' },
    { line: 10 },
  ),
  desired(
    't.renamed',
    { kind: 'event', dateFrom: '2026-09-13', headline: 'New name' },
    { line: 20 },
  ),
  desired(
    't.earlier',
    { kind: 'event', dateFrom: '2026-09-09', headline: 'Earlier' },
    { line: 30 },
  ),
  desired(
    't.new',
    { kind: 'follow-up', dateFrom: '2026-09-09', headline: 'Also on the ninth' },
    { line: 40 },
  ),
  desired('t.undated', { kind: 'setup', headline: 'Undated' }, { line: 50 }),
];

describe('the timeline of a plan', () => {
  it('holds the changed rows by start (then headline), then the context that overlaps their window', () => {
    const made = plan(files, server, { prune: true, keyPrefix: 't.' });
    const timeline = timelineOf(made, server, TODAY)!;
    // From the first changed start to the last changed end: the moved period's and the longer one's.
    expect(timeline.window).toEqual({ from: '2026-09-08T00:00:00', to: '2026-09-16T00:00:00' });
    expect(timeline.more).toBe(0);
    const T = (day: string) => `2026-09-${day}:00`;
    expect(
      timeline.rows.map((r) => [
        r.role,
        r.externalKey ?? r.id,
        r.start,
        r.end,
        r.precision,
        r.section,
      ]),
    ).toEqual([
      ['update', 't.moved', T('08T00:00'), T('12T00:00'), 'date', 'login'],
      // Two on the ninth: by headline.
      ['create', 't.new', T('09T00:00'), T('10T00:00'), 'date', 'follow-up'],
      ['update', 't.earlier', T('09T00:00'), T('10T00:00'), 'date', 'event'],
      ['update', 't.longer', T('12T00:00'), T('16T00:00'), 'date', 'period'],
      ['update', 't.renamed', T('13T00:00'), T('14T00:00'), 'date', 'event'],
      ['delete', 't.gone', T('14T08:00'), T('14T09:00'), 'hour', 'event'],
      // Context: the unkeyed one, three on one day by headline, a period whose dateTo cannot be
      // read (to its start's end). Left out: what ends as the window starts or starts as it
      // ends, the plan's own keys, undated ones, and dates that are not dates.
      ['context', 'ann-7', T('10T12:00'), T('10T13:00'), 'hour', 'event'],
      ['context', 'x.a', T('11T00:00'), T('12T00:00'), 'date', 'event'],
      ['context', 'x.b', T('11T00:00'), T('12T00:00'), 'date', 'event'],
      ['context', 'x.c', T('11T00:00'), T('12T00:00'), 'date', 'event'],
      ['context', 'x.open-end', T('15T00:00'), T('16T00:00'), 'date', 'period'],
    ]);
    const row = (key: string) => timeline.rows.find((r) => (r.externalKey ?? r.id) === key)!;
    // What an update was before: its dates, as far as they moved.
    expect(row('t.moved').before).toStrictEqual({ dateFrom: '2026-09-01', dateTo: '2026-09-05' });
    expect(row('t.longer').before).toStrictEqual({ dateFrom: '2026-09-12', dateTo: '2026-09-13' });
    expect(row('t.earlier').before).toStrictEqual({ dateFrom: '2026-09-20' });
    expect(row('t.renamed')).not.toHaveProperty('before');
    expect(row('t.moved')).toStrictEqual({
      role: 'update',
      externalKey: 't.moved',
      file: 'annotations/test.yaml',
      line: 1,
      id: 'ann-1',
      kind: 'period',
      headline: 'Moved',
      section: 'login',
      series: ['login'],
      effect: 'degraded',
      shape: 'bar',
      dateFrom: '2026-09-08',
      dateTo: '2026-09-11',
      precision: 'date',
      start: T('08T00:00'),
      end: T('12T00:00'),
      before: { dateFrom: '2026-09-01', dateTo: '2026-09-05' },
    });
    expect(row('t.new')).toStrictEqual({
      role: 'create',
      externalKey: 't.new',
      file: 'annotations/test.yaml',
      line: 40,
      kind: 'follow-up',
      headline: 'Also on the ninth',
      section: 'follow-up',
      series: [],
      shape: 'milestone',
      dateFrom: '2026-09-09',
      precision: 'date',
      start: T('09T00:00'),
      end: T('10T00:00'),
    });
    expect(row('t.gone')).toMatchObject({ id: 'ann-5', headline: 'Gone', shape: 'milestone' });
    expect(row('t.gone')).not.toHaveProperty('file');
    expect(row('ann-7')).not.toHaveProperty('externalKey');
    expect(row('x.a')).toMatchObject({ id: 'ann-9', headline: 'A same day' });
  });

  it('a follow-up that gets its first date was undated before: nothing to show of it', () => {
    const before = [onServer('t.f', { kind: 'follow-up', headline: 'Open' }, { id: 'ann-1' })];
    const made = plan(
      [desired('t.f', { kind: 'follow-up', dateFrom: '2026-09-09', headline: 'Open' })],
      before,
      { prune: false },
    );
    expect(timelineOf(made, before, TODAY)!.rows[0]!.before).toStrictEqual({});
  });
});
