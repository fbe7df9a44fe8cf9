// The overlap warning as a table: which pairs of periods warn, at which of the two, and the
// warning whole; what never warns (touching spans, `context` or no effect, other series or
// scope, the server's old copy of a key, two periods only on the server, what is no period).
import { describe, expect, it, vi } from 'vitest';
import type { Annotation } from '../../src/model/annotation.js';
import type { Diagnostic } from '../../src/model/diagnostic.js';
import type { DesiredDocument } from '../../src/plan/desired-document.js';
import { periodOverlaps } from '../../src/plan/period-overlap.js';
import { desired, onServer } from './builders.js';

const TODAY = '2026-10-01';
type Fields = Record<string, unknown>;

/** A file's period of series `s` (unless its fields say otherwise), at annotations/a.yaml:LINE. */
const file = (key: string, line: number, fields: Fields): DesiredDocument =>
  desired(key, { kind: 'period', series: ['s'], ...fields }, { file: 'annotations/a.yaml', line });
const server = (key: string | undefined, fields: Fields, id = `id-${key}`): Annotation =>
  onServer(key, { kind: 'period', series: ['s'], ...fields } as Partial<Annotation>, { id });

const span = (from: string, to?: string, effect?: string): Fields => ({
  dateFrom: from,
  ...(to === undefined ? {} : { dateTo: to }),
  ...(effect === undefined ? {} : { effect }),
});

/** Each warning as `key@line → other`. */
const shortly = (warnings: Diagnostic[]): string[] =>
  warnings.map((w) => {
    const other = /overlaps the \w+ period (\S+)/.exec(w.message)![1];
    return `${w.externalKey}@${w.line} → ${other}`;
  });

describe('periodOverlaps', () => {
  it.each<[string, DesiredDocument[], Annotation[], string[]]>([
    [
      'the later one warns, whichever way the files list them',
      [
        file('b', 9, span('2026-09-08', '2026-09-12', 'broken')),
        file('a', 1, span('2026-09-01', '2026-09-10', 'degraded')),
      ],
      [],
      ['b@9 → a'],
    ],
    [
      "a file's period before one only on the server: the warning is the file's",
      [file('a', 1, span('2026-09-01', '2026-09-10', 'degraded'))],
      [server('x.srv', span('2026-09-05', '2026-09-12', 'broken'))],
      ['a@1 → x.srv'],
    ],
    [
      'an unkeyed period on the server is named by its id',
      [file('a', 1, span('2026-09-05', '2026-09-10', 'degraded'))],
      [server(undefined, span('2026-09-01', '2026-09-12', 'broken'), 'ann-77')],
      ['a@1 → ann-77'],
    ],
    [
      'spans that touch do not overlap',
      [
        file('a', 1, span('2026-09-01', '2026-09-09', 'degraded')),
        file('b', 9, span('2026-09-10', '2026-09-12', 'broken')),
      ],
      [],
      [],
    ],
    [
      '`context`, or no effect, conflicts with nothing',
      [
        file('a', 1, span('2026-09-01', '2026-09-30', 'broken')),
        file('b', 5, span('2026-09-02', '2026-09-03', 'context')),
        file('c', 9, span('2026-09-04', '2026-09-05')),
      ],
      [],
      [],
    ],
    [
      'the same effect does not conflict',
      [
        file('a', 1, span('2026-09-01', '2026-09-30', 'broken')),
        file('b', 9, span('2026-09-02', '2026-09-03', 'broken')),
      ],
      [],
      [],
    ],
    [
      'the period of an effect that ends last is the one kept: a shorter one after it does not hide it',
      [
        file('long', 1, span('2026-09-01', '2026-09-20', 'degraded')),
        file('short', 5, span('2026-09-02', '2026-09-04', 'degraded')),
        file('late', 9, span('2026-09-10', '2026-09-12', 'broken')),
      ],
      [],
      ['late@9 → long'],
    ],
    [
      'and a longer one after a shorter one takes its place',
      [
        file('short', 1, span('2026-09-01', '2026-09-03', 'degraded')),
        file('long', 5, span('2026-09-02', '2026-09-20', 'degraded')),
        file('late', 9, span('2026-09-10', '2026-09-12', 'broken')),
      ],
      [],
      ['late@9 → long'],
    ],
    [
      'other series, or other scope, are other data',
      [
        file('a', 1, { ...span('2026-09-01', '2026-09-30', 'broken'), series: ['x'] }),
        file('b', 5, { ...span('2026-09-02', '2026-09-03', 'degraded'), series: ['y'] }),
        file('c', 9, {
          ...span('2026-09-01', '2026-09-30', 'broken'),
          series: undefined,
          scope: { os: 'ios' },
        }),
        file('d', 13, {
          ...span('2026-09-02', '2026-09-03', 'degraded'),
          series: undefined,
          scope: { os: 'android' },
        }),
      ],
      [],
      [],
    ],
    [
      'the same scope, its members in another order; no series is the whole project',
      [
        file('a', 1, {
          ...span('2026-09-01', '2026-09-30', 'broken'),
          series: undefined,
          scope: { os: 'ios', browser: 'safari' },
        }),
        file('b', 9, {
          ...span('2026-09-02', '2026-09-03', 'degraded'),
          series: undefined,
          scope: { browser: 'safari', os: 'ios' },
        }),
      ],
      [],
      ['b@9 → a'],
    ],
    [
      "the server's copy of a key the files hold is the old one: never compared",
      [file('a', 1, span('2026-09-01', '2026-09-10', 'degraded'))],
      [server('a', span('2026-09-05', '2026-09-12', 'broken'))],
      [],
    ],
    [
      'two periods only on the server: not the files’ to answer for',
      [],
      [
        server('x.one', span('2026-09-01', '2026-09-10', 'degraded')),
        server('x.two', span('2026-09-05', '2026-09-12', 'broken')),
      ],
      [],
    ],
    [
      'what is no period, or has no date the server can be read by, is not compared',
      [file('a', 1, span('2026-09-01', '2026-09-30', 'broken'))],
      [
        server('x.event', { kind: 'event', ...span('2026-09-05', undefined, 'degraded') }),
        server('x.nodate', { effect: 'degraded' }),
        server('x.baddate', span('soon', undefined, 'degraded')),
      ],
      [],
    ],
    [
      'keys whose letters run together are still two pairs',
      [
        file('ab', 1, { ...span('2026-09-01', '2026-09-10', 'broken'), series: ['x'] }),
        file('c', 5, { ...span('2026-09-05', '2026-09-06', 'degraded'), series: ['x'] }),
        file('a', 9, { ...span('2026-09-01', '2026-09-10', 'broken'), series: ['y'] }),
        file('bc', 13, { ...span('2026-09-05', '2026-09-06', 'degraded'), series: ['y'] }),
      ],
      [],
      ['c@5 → ab', 'bc@13 → a'],
    ],
  ])('%s', (_, files, current, expected) => {
    expect(shortly(periodOverlaps(files, current, TODAY))).toEqual(expected);
  });

  it('the warning whole: both periods, their dates, where the other is; related only in a file', () => {
    const [onTheServer, inAFile] = [
      periodOverlaps(
        [file('a', 3, span('2026-09-05', undefined, 'broken'))],
        [server('x.srv', span('2026-09-01', '2026-09-10', 'degraded'))],
        TODAY,
      ),
      periodOverlaps(
        [
          file('a', 1, span('2026-09-01', '2026-09-10', 'degraded')),
          file('b', 7, span('2026-09-05', undefined, 'broken')),
        ],
        [],
        TODAY,
      ),
    ];
    expect(onTheServer).toStrictEqual([
      {
        severity: 'warning',
        code: 'period.overlap',
        message:
          'this broken period (2026-09-05 → ongoing) overlaps the degraded period x.srv on the server (in no file) (2026-09-01 → 2026-09-10) of the same series and scope: the data of the overlap is read two ways',
        file: 'annotations/a.yaml',
        line: 3,
        externalKey: 'a',
      },
    ]);
    expect(inAFile).toStrictEqual([
      {
        severity: 'warning',
        code: 'period.overlap',
        message:
          'this broken period (2026-09-05 → ongoing) overlaps the degraded period a at annotations/a.yaml:1 (2026-09-01 → 2026-09-10) of the same series and scope: the data of the overlap is read two ways',
        file: 'annotations/a.yaml',
        line: 7,
        externalKey: 'b',
        related: {
          file: 'annotations/a.yaml',
          line: 1,
          column: 1,
          message: 'the degraded period a',
        },
      },
    ]);
  });

  it('names at most 100 warnings', () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      file(`d${i}`, 10 + i, span('2026-09-02', '2026-09-03', 'degraded')),
    );
    const warnings = periodOverlaps(
      [file('a', 1, span('2026-09-01', '2026-09-30', 'broken')), ...many],
      [],
      TODAY,
    );
    expect(warnings).toHaveLength(100);
  });

  it('reads effects the schema does not list as one unknown effect, named in the warning', () => {
    const warnings = periodOverlaps(
      [file('a', 1, span('2026-09-05', '2026-09-20', 'broken'))],
      [
        server('x.odd', span('2026-09-01', '2026-09-10', 'odd')),
        server('x.odder', span('2026-09-02', '2026-09-12', `odder-${'y'.repeat(100)}`)),
        server('x.same', span('2026-09-01', '2026-09-30', 'odd')),
      ],
      TODAY,
    );
    // Three periods of unknown effects are one effect: the one that ends last is the one named.
    expect(warnings.map((w) => w.message)).toEqual([
      'this broken period (2026-09-05 → 2026-09-20) overlaps the unknown ("odd") period x.same on the server (in no file) (2026-09-01 → 2026-09-30) of the same series and scope: the data of the overlap is read two ways',
    ]);
    const unknownPair = periodOverlaps(
      [file('b', 1, span('2026-09-05', '2026-09-20', 'degraded'))],
      [server('x.long', span('2026-09-01', '2026-09-10', `odder-${'y'.repeat(100)}`))],
      TODAY,
    );
    expect(unknownPair[0]!.message).toContain(`unknown ("odder-${'y'.repeat(33)}…") period x.long`);
  });

  it('of the periods of one effect that end together, names the one that began first', () => {
    const later = file('c', 5, span('2026-09-05', '2026-09-07', 'degraded'));
    const known = periodOverlaps(
      [
        file('a', 1, span('2026-09-01', '2026-09-10', 'broken')),
        file('b', 3, span('2026-09-03', '2026-09-10', 'broken')),
        later,
      ],
      [],
      TODAY,
    );
    expect(shortly(known)).toEqual(['c@5 → a']);
    // Two unknown effects are one effect here too.
    const unknown = periodOverlaps(
      [later],
      [
        server('x.first', span('2026-09-01', '2026-09-10', 'odd')),
        server('x.later', span('2026-09-03', '2026-09-10', 'odder')),
      ],
      TODAY,
    );
    expect(unknown.map((w) => w.message)).toEqual([
      expect.stringContaining('overlaps the unknown ("odd") period x.first on the server'),
    ]);
  });

  it('does work in proportion to the periods, whatever effects the server sends', () => {
    // The sweep keeps a map of the latest period of each effect and looks at each entry for
    // every period: a map keyed by every string a server sends would make that quadratic.
    const iterator = Object.getPrototypeOf(new Map().entries()) as { next: () => unknown };
    const steps = (count: number, effect: (i: number) => string): number => {
      const current = Array.from({ length: count }, (_, i) =>
        server(`x.${i}`, span('2026-09-01', '2026-09-30', effect(i))),
      );
      const desired = [file('a', 1, span('2026-09-02', '2026-09-03', 'context'))];
      const next = vi.spyOn(iterator, 'next');
      try {
        periodOverlaps(desired, current, TODAY);
        return next.mock.calls.length;
      } finally {
        next.mockRestore();
      }
    };
    const distinct = steps(4000, (i) => `effect-${i}`);
    const one = steps(4000, () => 'broken');
    expect(distinct).toBeLessThan(4000 * 10);
    expect(distinct).toBeLessThanOrEqual(one + 4000 * 2);
  });
});
