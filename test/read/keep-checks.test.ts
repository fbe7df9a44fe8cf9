// `validate` keeps of each document only what the checks across files read, values and places
// (keep: 'checks'): over any set of files it must say exactly what keeping whole documents
// says, every diagnostic at the same line and column, naming the same related place.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFiles } from '../../src/read/validate-files.js';

const key = fc.constantFrom('a', 'b', 'c', 'd');
const ref = fc.oneof(
  key.map((k) => `{ type: annotation, externalKey: ${k} }`),
  key.map((k) => `\n      type: annotation\n      externalKey: ${k}`),
  fc.constant('{ type: release, value: v1 }'),
  fc.constant('just-a-string'),
);
const document = fc
  .record({
    key,
    kind: fc.constantFrom('setup', 'follow-up'),
    status: fc.constantFrom('', 'status: open\n', 'status: done\n'),
    note: fc.constantFrom('', 'note: fixed\n'),
    refs: fc.array(ref, { maxLength: 3 }),
    padding: fc.nat({ max: 3 }),
  })
  .map(
    ({ key: k, kind, status, note, refs, padding }) =>
      `${'# padding\n'.repeat(padding)}externalKey: ${k}\nkind: ${kind}\nheadline: Fine\n` +
      `${kind === 'follow-up' ? `${status}${note}` : ''}` +
      (refs.length > 0 ? `refs:\n${refs.map((r) => `  - ${r.trim()}\n`).join('')}` : ''),
  );

describe("keeping only what the checks across files read (keep: 'checks')", () => {
  it('says what keeping whole documents says, at the same places', async () => {
    let acrossFiles = 0;
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(document, { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 3,
        }),
        async (files) => {
          const cwd = mkdtempSync(join(tmpdir(), 'oa-keep-'));
          try {
            files.forEach((docs, i) => writeFileSync(join(cwd, `f${i}.yaml`), docs.join('---\n')));
            const whole = await validateFiles(['.'], { cwd, lookAhead: true });
            const checks = await validateFiles(['.'], { cwd, lookAhead: true, keep: 'checks' });
            expect(checks.diagnostics).toEqual(whole.diagnostics);
            expect(checks.valid).toBe(whole.valid);
            for (const d of whole.diagnostics) codes.add(d.code);
            acrossFiles += whole.diagnostics.filter((d) =>
              /duplicate|cycle|unknownKey|requiredToClose/.test(d.code),
            ).length;
          } finally {
            rmSync(cwd, { recursive: true, force: true });
          }
        },
      ),
      { numRuns: 150, seed: 20261126 },
    );
    expect(acrossFiles).toBeGreaterThan(50);
    for (const code of [
      'externalKey.duplicate',
      'refs.cycle',
      'refs.unknownKey',
      'note.requiredToClose',
    ])
      expect(codes).toContain(code);
  });
});
