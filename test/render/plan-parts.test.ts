import { describe, expect, it } from 'vitest';
import { fenced } from '../../src/render/markdown.js';
import { lineDiff } from '../../src/render/line-diff.js';
import { dateChangeText, precisionOf, spanText } from '../../src/render/plan-dates.js';

describe('date spans', () => {
  const cases: [
    string,
    Parameters<typeof dateChangeText>[0],
    Parameters<typeof dateChangeText>[1],
    string,
  ][] = [
    [
      'a new event date',
      undefined,
      { kind: 'event', dateFrom: '2026-09-17T09' },
      '2026-09-17T09 [hour]',
    ],
    [
      'a period end moved',
      { kind: 'period', dateFrom: '2026-09-17', dateTo: '2026-09-20' },
      { kind: 'period', dateFrom: '2026-09-17', dateTo: '2026-09-21' },
      '2026-09-17 → 2026-09-21 (was → 2026-09-20) [date]',
    ],
    [
      'a period start moved',
      { kind: 'period', dateFrom: '2026-09-16', dateTo: '2026-09-20' },
      { kind: 'period', dateFrom: '2026-09-17', dateTo: '2026-09-20' },
      '2026-09-17 → 2026-09-20 (was 2026-09-16 →) [date]',
    ],
    [
      'an ongoing period closed',
      { kind: 'period', dateFrom: '2026-09' },
      { kind: 'period', dateFrom: '2026-09', dateTo: '2026-10' },
      '2026-09 → 2026-10 (was → ongoing) [month]',
    ],
    [
      'an event date with a new precision',
      { kind: 'event', dateFrom: '2026-09-17' },
      { kind: 'event', dateFrom: '2026-09-17T10:30:00' },
      '2026-09-17T10:30:00 (was 2026-09-17) [datetime, was date]',
    ],
  ];
  for (const [name, before, after, expected] of cases) {
    it(name, () => expect(dateChangeText(before, after)).toBe(expected));
  }
  it('names precisions and ongoing spans', () => {
    expect(
      ['2026-09', '2026-09-17', '2026-09-17T09', '2026-09-17T09:00:00'].map(precisionOf),
    ).toEqual(['month', 'date', 'hour', 'datetime']);
    expect(spanText({ kind: 'period', dateFrom: '2026-09' })).toBe('2026-09 → ongoing');
  });
});

describe('line diff', () => {
  it('shows removed before added lines and folds far context', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'e', 'f', 'G'].join('\n');
    expect(lineDiff(before, after)).toEqual([
      { fold: 4 },
      { sign: ' ', text: 'e' },
      { sign: ' ', text: 'f' },
      { sign: '-', text: 'g' },
      { sign: '+', text: 'G' },
    ]);
  });
});

describe('fences', () => {
  it('outgrow the longest backtick run inside', () => {
    expect(fenced('a ```` b', 'diff')).toBe('`````diff\na ```` b\n`````');
    expect(fenced('plain')).toBe('```\nplain\n```');
  });
});
