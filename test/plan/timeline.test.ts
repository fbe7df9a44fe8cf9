// The timeline a plan changes and the overlap warning, as tables over in-memory builders.
import { describe, expect, it } from 'vitest';
import { periodOverlaps } from '../../src/plan/period-overlap.js';
import { plan } from '../../src/plan/plan.js';
import { MAX_TIMELINE_ROWS, timelineOf } from '../../src/plan/timeline.js';
import { desired, onServer } from './builders.js';

const TODAY = '2026-10-01';

describe('timelineOf', () => {
  it('spans each date at its precision; an ongoing period runs to the plan date', () => {
    const made = plan(
      [
        desired('m', { kind: 'event', dateFrom: '2026-09' }),
        desired('h', { kind: 'event', dateFrom: '2026-09-17T09' }),
        desired('s', { kind: 'follow-up', dateFrom: '2026-09-17T09:45:30' }),
        desired('p', { kind: 'period', dateFrom: '2026-09-20', dateTo: '2026-09-22' }),
        desired('o', { kind: 'period', dateFrom: '2026-09-25' }),
        desired('u', { kind: 'setup' }),
      ],
      [],
      { prune: false },
    );
    const rows = Object.fromEntries(
      timelineOf(made, [], TODAY)!.rows.map((r) => [r.externalKey, r]),
    );
    expect(Object.keys(rows).sort()).toEqual(['h', 'm', 'o', 'p', 's']);
    expect(rows.m).toMatchObject({
      start: '2026-09-01T00:00:00',
      end: '2026-10-01T00:00:00',
      shape: 'milestone',
      precision: 'month',
    });
    expect(rows.h).toMatchObject({ start: '2026-09-17T09:00:00', end: '2026-09-17T10:00:00' });
    expect(rows.s).toMatchObject({
      start: '2026-09-17T09:45:30',
      end: '2026-09-17T09:45:31',
      precision: 'datetime',
    });
    expect(rows.p).toMatchObject({
      start: '2026-09-20T00:00:00',
      end: '2026-09-23T00:00:00',
      shape: 'bar',
    });
    expect(rows.o).toMatchObject({ end: '2026-10-02T00:00:00', ongoing: true });
  });

  it('a moved period, beside the server period it now overlaps; context outside the window is left out', () => {
    const current = [
      onServer(
        'ours',
        { kind: 'period', dateFrom: '2026-09-01', dateTo: '2026-09-05' },
        { id: 'ann-1' },
      ),
      onServer(
        'theirs',
        { kind: 'period', dateFrom: '2026-09-10', dateTo: '2026-09-12', headline: 'Theirs' },
        { id: 'ann-2' },
      ),
      onServer('far', { kind: 'event', dateFrom: '2025-01-01' }, { id: 'ann-3' }),
    ];
    const made = plan(
      [desired('ours', { kind: 'period', dateFrom: '2026-09-08', dateTo: '2026-09-11' })],
      current,
      { prune: false },
    );
    const timeline = timelineOf(made, current, TODAY)!;
    expect(timeline.window).toEqual({ from: '2026-09-08T00:00:00', to: '2026-09-12T00:00:00' });
    expect(timeline.rows.map((r) => [r.role, r.externalKey])).toEqual([
      ['update', 'ours'],
      ['context', 'theirs'],
    ]);
    expect(timeline.rows[0]!.before).toEqual({ dateFrom: '2026-09-01', dateTo: '2026-09-05' });
  });

  it("a server's period whose dateTo comes before its dateFrom ends where it starts, never before", () => {
    const current = [
      onServer(
        'theirs',
        { kind: 'period', dateFrom: '2026-09-10', dateTo: '2026-09-02', headline: 'Backwards' },
        { id: 'ann-2' },
      ),
    ];
    const made = plan(
      [desired('ours', { kind: 'period', dateFrom: '2026-09-08', dateTo: '2026-09-11' })],
      current,
      { prune: false },
    );
    const theirs = timelineOf(made, current, TODAY)!.rows.find((r) => r.externalKey === 'theirs')!;
    expect([theirs.start, theirs.end]).toEqual(['2026-09-10T00:00:00', '2026-09-11T00:00:00']);
  });

  it('no dated change, no timeline; rows are bounded, the rest counted', () => {
    expect(timelineOf(plan([desired('x')], [], { prune: false }), [], TODAY)).toBeUndefined();
    const many = Array.from({ length: 45 }, (_, i) =>
      desired(`e${i}`, { kind: 'event', dateFrom: '2026-09-17' }),
    );
    const timeline = timelineOf(plan(many, [], { prune: false }), [], TODAY)!;
    expect(timeline.rows).toHaveLength(MAX_TIMELINE_ROWS);
    expect(timeline.more).toBe(45 - MAX_TIMELINE_ROWS);
  });
});

describe('periodOverlaps', () => {
  const period = (key: string, fields: object, line: number, file = 'annotations/a.yaml') =>
    desired(key, { kind: 'period', series: ['loginRate'], ...fields }, { file, line });

  it('warns at the later of two conflicting periods of the same series and scope, naming both places', () => {
    const warnings = periodOverlaps(
      [
        period('deg', { dateFrom: '2026-09-01', dateTo: '2026-09-10', effect: 'degraded' }, 1),
        period(
          'brk',
          { dateFrom: '2026-09-08', dateTo: '2026-09-12', effect: 'broken' },
          9,
          'annotations/b.yaml',
        ),
      ],
      [],
      TODAY,
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'period.overlap',
        file: 'annotations/b.yaml',
        line: 9,
        related: expect.objectContaining({ file: 'annotations/a.yaml', line: 1 }),
      }),
    ]);
    expect(warnings[0]!.message).toContain(
      'overlaps the degraded period deg at annotations/a.yaml:1',
    );
  });

  it('one warning per pair, however many series they share; each conflicting pair of a sweep', () => {
    const warnings = periodOverlaps(
      [
        period(
          'a',
          { dateFrom: '2026-09-01', dateTo: '2026-09-30', effect: 'broken', series: ['x', 'y'] },
          1,
        ),
        period(
          'b',
          { dateFrom: '2026-09-05', dateTo: '2026-09-06', effect: 'degraded', series: ['y', 'x'] },
          9,
        ),
        period(
          'c',
          { dateFrom: '2026-09-10', dateTo: '2026-09-12', effect: 'missing', series: ['x'] },
          17,
        ),
        period(
          'd',
          { dateFrom: '2026-09-12', dateTo: '2026-09-13', effect: 'broken', series: ['x'] },
          25,
        ),
      ],
      [],
      TODAY,
    );
    expect(warnings.map((w) => `${w.externalKey}:${w.related?.line}`).sort()).toEqual(
      ['b:1', 'c:1', 'd:17'].sort(),
    );
  });

  it.each([
    ['the same effect', { effect: 'degraded' }, {}],
    ['a context period', { effect: 'context' }, {}],
    ['another series', {}, { series: ['other'] }],
    ['another scope', {}, { scope: { applicationID: 'app-1' } }],
    ['no overlap', {}, { dateFrom: '2026-09-20', dateTo: '2026-09-21' }],
  ])('says nothing for %s', (_, first, second) => {
    const warnings = periodOverlaps(
      [
        period(
          'a',
          { dateFrom: '2026-09-01', dateTo: '2026-09-10', effect: 'broken', ...first },
          1,
        ),
        period(
          'b',
          { dateFrom: '2026-09-05', dateTo: '2026-09-12', effect: 'degraded', ...second },
          9,
        ),
      ],
      [],
      TODAY,
    );
    expect(warnings).toEqual([]);
  });

  it("warns about a period only on the server, another team's", () => {
    const warnings = periodOverlaps(
      [period('ours', { dateFrom: '2026-09-05', effect: 'broken' }, 3)],
      [
        onServer('their.key', {
          kind: 'period',
          dateFrom: '2026-09-01',
          dateTo: '2026-09-10',
          effect: 'degraded',
          series: ['loginRate'],
        }),
      ],
      TODAY,
    );
    expect(warnings[0]!.message).toContain(
      'the degraded period their.key on the server (in no file)',
    );
  });
});
