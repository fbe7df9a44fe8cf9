// The edit distance keeps two rows between calls and grows them for a longer name. In a fresh
// module (its own file), a name one longer than the first rows must grow them.
import { expect, it } from 'vitest';
import { editDistance } from '../../src/text/did-you-mean.js';

it('measures a name of 64 characters, one more than its first rows hold', () => {
  expect(editDistance('a'.repeat(64), `${'a'.repeat(63)}b`)).toBe(1);
  expect(editDistance('b'.repeat(64), 'a'.repeat(64))).toBe(64);
});
