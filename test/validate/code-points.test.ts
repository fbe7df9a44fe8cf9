// The validators count a string's length for minLength and maxLength with
// scripts/code-points.cjs in place of ajv's own `ucs2length`: it must give ajv's count for
// every string (pairs of surrogates, lone ones, one of each at either end).
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const ours = (require('../../scripts/code-points.cjs') as { default: (s: string) => number })
  .default;
const ajvs = (require('ajv/dist/runtime/ucs2length') as { default: (s: string) => number }).default;

/** UTF-16 code units, surrogates (paired or not) among them often. */
const units = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xffff }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    ),
    { maxLength: 40 },
  )
  .map((codes) => String.fromCharCode(...codes));

describe('code points, as the validators count them', () => {
  it("are ajv's count for any string", () => {
    fc.assert(
      fc.property(fc.oneof(units, fc.string({ unit: 'binary' })), (s) => {
        expect(ours(s)).toBe(ajvs(s));
      }),
      { numRuns: 5000, seed: 20261126 },
    );
  });

  it('count a pair once and a lone surrogate once', () => {
    expect(ours('a😀b')).toBe(3);
    expect(ours('\ud800\ud800\udc00')).toBe(2);
    expect(ours('\udc00\ud800')).toBe(2);
    expect(ours('')).toBe(0);
  });

  it('are what the document validator counts', async () => {
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(
        new URL('../../src/validate/generated/document-validator.js', import.meta.url),
        'utf8',
      ),
    );
    expect(source).toContain('scripts/code-points.cjs');
  });
});
