// The planner compares values without serialising them; it must agree with the canonical JSON
// that hashes are taken over, or a plan and its hash would disagree about "unchanged".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/text/canonical-json.js';
import { fieldEqual, plainEqual } from '../../src/plan/compare-fields.js';

// Small alphabets, so that equal pairs (and near misses) come up often.
const leaf = fc.oneof(
  fc.constantFrom('a', 'b', ''),
  fc.integer({ min: -2, max: 2 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('x', 'y', 'z'), tie('node'), { maxKeys: 3 }),
})).node;

describe('plainEqual', () => {
  it('is true exactly when the canonical JSON texts are equal', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(plainEqual(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
        expect(plainEqual(a, a)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it('ignores member order and undefined members, not array order; evidence is a set', () => {
    expect(plainEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1, c: undefined })).toBe(true);
    expect(plainEqual([1, 2], [2, 1])).toBe(false);
    expect(plainEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(fieldEqual('evidence', ['code', 'data'], ['data', 'code'])).toBe(true);
    expect(fieldEqual('series', ['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
