// What the schema says to editors only (scripts/editor-keywords.cjs): a readable description
// for every enum value, a readable message for every pattern, and a date pattern that rejects
// impossible months and hours. None of it changes a verdict or a rule code: a date of one of
// the four formats that the pattern rejects is still reported by the calendar rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../src/validate/check-document.js';
import { parseAnnotationDate, isRealDate } from '../../src/validate/dates.js';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../schema/annotation.schema.json'), 'utf8'),
) as Record<string, unknown>;

type Node = Record<string, unknown>;
/** Every subschema that has `key`, with its JSON pointer. */
function withKeyword(node: unknown, key: string, path = '#'): [string, Node][] {
  if (node === null || typeof node !== 'object') return [];
  const here: [string, Node][] = key in node ? [[path, node as Node]] : [];
  return [
    ...here,
    ...Object.entries(node).flatMap(([k, v]) => withKeyword(v, key, `${path}/${k}`)),
  ];
}

describe('the schema speaks to editors', () => {
  const enums = withKeyword(schema, 'enum').filter(([p]) => !p.includes('/if/'));
  it('finds the enums a user types (kind, status, effect, source, evidence, ref type)', () => {
    expect(enums.map(([p]) => p)).toEqual([
      '#/properties/kind',
      '#/properties/status',
      '#/properties/effect',
      '#/properties/source',
      '#/properties/evidence/items',
      '#/$defs/ref/properties/type',
    ]);
  });

  it.each(enums)('%s describes each of its values, in order', (_path, node) => {
    const values = node.enum as string[];
    const descriptions = node.markdownEnumDescriptions as string[];
    expect(descriptions).toHaveLength(values.length);
    for (const [i, text] of descriptions.entries())
      expect(text.length, values[i]).toBeGreaterThan(10);
  });

  it.each(withKeyword(schema, 'pattern'))('%s has a readable message', (_path, node) => {
    const message = node.patternErrorMessage as string;
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toContain(node.pattern as string);
    expect(message).not.toMatch(/[\\^$]|\[0-9\]/);
  });
});

describe('the date pattern', () => {
  const pattern = new RegExp((schema.$defs as Record<string, Node>).date!.pattern as string);
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  const shaped = fc.oneof(
    fc.tuple(two(99)).map(([m]) => `2026-${m}`),
    fc.tuple(two(99), two(99)).map(([m, d]) => `2028-${m}-${d}`),
    fc.tuple(two(99), two(99), two(99)).map(([m, d, h]) => `2026-${m}-${d}T${h}`),
    fc
      .tuple(two(99), two(99), two(99), two(99), two(99))
      .map(([m, d, h, mi, s]) => `2026-${m}-${d}T${h}:${mi}:${s}`),
  );

  it('accepts a date of the four formats exactly when each part is in its range', () => {
    fc.assert(
      fc.property(shaped, (date) => {
        const d = parseAnnotationDate(date)!;
        const inRange =
          d.month >= 1 &&
          d.month <= 12 &&
          (d.day === undefined || (d.day >= 1 && d.day <= 31)) &&
          (d.hour === undefined || d.hour <= 23) &&
          (d.minute === undefined || d.minute <= 59) &&
          (d.second === undefined || d.second <= 59);
        expect(pattern.test(date)).toBe(inRange);
      }),
      { numRuns: 2000, seed: 20261127 },
    );
  });

  it('changes no verdict and no rule code: what it rejects, the calendar rule reports', () => {
    fc.assert(
      fc.property(shaped, (date) => {
        const codes = checkDocument({
          externalKey: 'k',
          kind: 'event',
          headline: 'h',
          dateFrom: date,
        }).map((i) => i.code);
        expect(codes).toEqual(isRealDate(parseAnnotationDate(date)!) ? [] : ['dateFrom.calendar']);
      }),
      { numRuns: 2000, seed: 20261128 },
    );
  });

  it('still reports a date of none of the four formats as a format problem', () => {
    const codes = checkDocument({
      externalKey: 'k',
      kind: 'event',
      headline: 'h',
      dateFrom: '2026-9',
    });
    expect(codes.map((i) => i.code)).toEqual(['dateFrom.format']);
  });
});
