// The nearest known name for an unknown field: the bounded, row-reusing edit distance gives the
// answers of the textbook one, and a name far from every known one is answered with none.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from '../../src/text/did-you-mean.js';
import { DOCUMENT_FIELDS } from '../../src/validate/check-document.js';

/** The textbook distance, case-insensitive: the reference. */
function reference(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++)
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1),
      );
  return d[s.length]![t.length]!;
}

/** The nearest name as first written: the first of the least distance, within the limit. */
function referenceNearest(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = reference(name, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

const word = fc.string({ unit: fc.constantFrom(...'abcdeAEhilnr-_'), maxLength: 90 });

describe('did you mean', () => {
  it('gives the textbook distance, and a bound is never undercut', () => {
    fc.assert(
      fc.property(word, word, fc.nat(12), (a, b, atMost) => {
        const exact = reference(a, b);
        expect(editDistance(a, b)).toBe(exact);
        const bounded = editDistance(a, b, atMost);
        expect(bounded).toBe(exact <= atMost ? exact : atMost + 1);
      }),
    );
  });

  it('names the nearest known field, the first of equals, or none', () => {
    const known = DOCUMENT_FIELDS.document;
    expect(nearestName('headLine', known)).toBe('headline');
    expect(nearestName('field1234', known)).toBeUndefined();
    fc.assert(
      fc.property(
        fc.oneof(
          word,
          fc.constantFrom(...known).map((k) => k.slice(1)),
        ),
        (name) => {
          expect(nearestName(name, known)).toBe(referenceNearest(name, known));
        },
      ),
    );
  });

  it('measures names longer than its first rows', () => {
    const long = 'a'.repeat(100);
    expect(editDistance(long, `${'a'.repeat(99)}b`)).toBe(1);
    expect(editDistance(`b${long}`, long)).toBe(1);
    expect(editDistance('x'.repeat(300), 'y'.repeat(300))).toBe(300);
  });

  it('allows a third of a long name to be wrong, two letters of a short one', () => {
    const scope = DOCUMENT_FIELDS.scope;
    expect(nearestName('experimntVarintIDx', scope)).toBe('experimentVariantID');
    expect(nearestName('brwsr', scope)).toBe('browser');
    expect(nearestName('bxxwsr', scope)).toBeUndefined();
  });
});
