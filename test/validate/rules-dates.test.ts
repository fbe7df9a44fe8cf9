// The four date formats as values: precision, calendar reality, order.
import { describe, expect, it } from 'vitest';
import {
  compareAnnotationDates,
  isRealDate,
  parseAnnotationDate,
} from '../../src/validate/dates.js';

describe('parseAnnotationDate', () => {
  it.each([
    ['2026-09', { precision: 'month', year: 2026, month: 9 }],
    ['2026-09-17', { precision: 'date', year: 2026, month: 9, day: 17 }],
    ['2026-09-17T09', { precision: 'hour', year: 2026, month: 9, day: 17, hour: 9 }],
    [
      '2026-09-17T09:45:30',
      { precision: 'datetime', year: 2026, month: 9, day: 17, hour: 9, minute: 45, second: 30 },
    ],
  ])('%s', (s, parts) => {
    expect(parseAnnotationDate(s)).toEqual(parts);
  });

  it.each([
    '2026',
    '2026-9',
    '2026-09-17T09:45',
    '2026-09-17T09:45:30Z',
    '2026-09-17T09:45:30.000',
    ' 2026-09',
    '26-09-17',
    '２０２６-09',
  ])('refuses %j', (s) => {
    expect(parseAnnotationDate(s)).toBeUndefined();
  });
});

describe('isRealDate', () => {
  it.each([
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-02-28', true],
    ['2026-04-30', true],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-01-00', false],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-09-17T00', true],
    ['2026-09-17T23', true],
    ['2026-09-17T24', false],
    ['2026-09-17T23:59:59', true],
    ['2026-09-17T23:59:60', false],
    ['2026-09-17T23:60:00', false],
  ])('%s → %s', (s, real) => {
    expect(isRealDate(parseAnnotationDate(s)!)).toBe(real);
  });
});

describe('compareAnnotationDates', () => {
  const cmp = (a: string, b: string) =>
    Math.sign(compareAnnotationDates(parseAnnotationDate(a)!, parseAnnotationDate(b)!));
  it.each([
    ['2026-09', '2026-10', -1],
    ['2026-10', '2026-09', 1],
    ['2026-09-17', '2026-09-17', 0],
    ['2025-12-31', '2026-01-01', -1],
    ['2026-09-17T10', '2026-09-17T09', 1],
    ['2026-09-17T09:00:00', '2026-09-17T09:00:01', -1],
  ])('%s vs %s', (a, b, sign) => {
    expect(cmp(a, b)).toBe(sign);
  });
});
