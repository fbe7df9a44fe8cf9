import { describe, expect, it } from 'vitest';
import { fenced } from '../../src/text/markdown.js';
import { lineDiff } from '../../src/render/line-diff.js';
import { precisionNote, precisionOf } from '../../src/render/plan-dates.js';

describe('date precision', () => {
  it('names the precision a format sets', () => {
    expect(
      ['2026-09', '2026-09-17', '2026-09-17T09', '2026-09-17T09:00:00'].map(precisionOf),
    ).toEqual(['month', 'date', 'hour', 'datetime']);
  });
  it('notes the precision of the value shown, and what it was when it changes', () => {
    expect(precisionNote(undefined, '2026-09-17T09')).toBe(' [hour]');
    expect(precisionNote('2026-09-20', '2026-09-21')).toBe(' [date]');
    expect(precisionNote('2026-09-17', '2026-09-17T10:30:00')).toBe(' [datetime, was date]');
    expect(precisionNote('2026-09', undefined)).toBe(' [month]');
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
