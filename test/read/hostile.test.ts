// The hostile corpus: each family of files that once ran for minutes, took gigabytes or
// crashed, built in code (test/support/hostile-files.mjs) and run through the CLI's main() in
// every format, validate and plan. Each must end with its verdict
// (exit 0 or 1), its code, a message naming the file and line (and the limit, where one was
// passed), a short output that counts what it does not show, and no crash or stack trace.
// Speed and memory are measured by `npm run bench` (adversarial section), never asserted here:
// the timeouts only guard against hangs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { FAMILIES, LIMIT, type HostileFamily } from '../support/hostile-files.mjs';
import { fakeIo } from '../cli/validate-fake-io.js';

/**
 * Families whose every document is read (nothing stops them early) run smaller in views: at
 * 256 KiB, past the 200 KB of `'---\n'` that once took the text view 120 s, or at their own
 * smaller test size.
 */
const VIEW_BYTES = 256 * 1024;
const HANG = 120_000;

interface JsonReport {
  valid: boolean;
  diagnostics: { code: string; message: string; file?: string; line?: number }[];
  omitted?: { errors: number; warnings: number; codes: Record<string, number> };
}

function project(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-hostile-'));
  writeFileSync(join(dir, 'h.yaml'), text);
  return dir;
}

async function run(cwd: string, argv: string[]) {
  const io = fakeIo(cwd, { NO_COLOR: '1' });
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

/** What every answer must be: an exit code of the contract, no stack, no crash, short. */
function expectSane(r: { code: number; out: string; err: string }, family: HostileFamily): void {
  expect(r.err).toBe('');
  expect(r.code).toBe(family.valid ? 0 : 1);
  expect(r.out).not.toMatch(/Maximum call stack|out of memory|\n\s+at .+:\d+:\d+/);
  // 100 diagnostics of a file at most, each a few lines: far below the input.
  expect(r.out.length).toBeLessThan(200_000);
}

/** Limits the message must name, by code. */
const NAMED_LIMIT: Record<string, RegExp> = {
  'yaml.tooDeep': /more than 64 deep/,
  'yaml.tooLarge': /more than 10,000 keys and list items/,
  'yaml.aliasLimit': /more than (100 aliases|10,000 values)/,
};

describe('hostile files at the 5 MiB limit', () => {
  for (const family of FAMILIES) {
    // A control family (no past failure) that nothing stops early runs smaller here
    // (`testBytes`): the bench reads it at the limit.
    const size = family.testBytes ?? LIMIT;
    it(
      `${family.name}: ${family.what}${size < LIMIT ? ` (${size / 1024} KiB here)` : ''}`,
      async () => {
        const text = family.text(size);
        expect(text.length).toBeLessThanOrEqual(LIMIT);
        const cwd = project(text);
        const r = await run(cwd, ['validate', 'h.yaml', '--format', 'json']);
        expectSane(r, family);
        const report = JSON.parse(r.out) as JsonReport;
        expect(report.valid).toBe(family.valid === true);
        if (family.code === undefined) {
          expect(report.diagnostics.filter((d) => d.code !== 'yaml.emptyDocument')).toEqual([]);
          return;
        }
        const first = report.diagnostics.find((d) => d.code === family.code);
        expect(
          first,
          `${family.code} among ${JSON.stringify(report.diagnostics[0])}`,
        ).toBeDefined();
        expect(first!.file).toBe('h.yaml');
        expect(first!.line).toBeGreaterThanOrEqual(1);
        const limit = NAMED_LIMIT[family.code];
        if (limit) expect(first!.message).toMatch(limit);
        expect(report.diagnostics.length).toBeLessThanOrEqual(100);
        const shown = report.diagnostics.length;
        const counted = (report.omitted?.errors ?? 0) + (report.omitted?.warnings ?? 0);
        if (counted > 0) expect(shown).toBe(100);
      },
      HANG,
    );
  }
});

describe('hostile files in every view', () => {
  for (const family of FAMILIES) {
    it(
      `${family.name}: validate text and github, plan text, json and markdown`,
      async () => {
        const cwd = project(family.text(Math.min(VIEW_BYTES, family.testBytes ?? LIMIT)));
        for (const format of ['text', 'github']) {
          const r = await run(cwd, ['validate', 'h.yaml', '--format', format]);
          expectSane(r, family);
          if (family.code) expect(r.out).toContain(family.code);
          if (family.code) expect(r.out).toContain(format === 'text' ? 'h.yaml:' : 'file=h.yaml,');
        }
        if (family.valid) return; // a valid file is planned against a server: not this test's topic
        for (const format of ['text', 'json', 'markdown']) {
          const r = await run(cwd, ['plan', 'h.yaml', '--emulator', '--format', format]);
          expectSane(r, family);
          expect(r.out).toContain(family.code!);
        }
      },
      HANG,
    );
  }

  it('counts what it does not show, in each format', async () => {
    const family = FAMILIES.find((f) => f.name === 'duplicate-keys-10k')!;
    const cwd = project(family.text(LIMIT));
    const text = await run(cwd, ['validate', 'h.yaml']);
    expect(text.out).toContain(
      'h.yaml: 9,899 more diagnostics (9,899 errors: yaml.duplicateKey × 9,899) not shown',
    );
    expect(text.out).not.toContain('reading stopped'); // the one document was read whole
    expect(text.out).toMatch(/1 file, 1 annotation: 9999 errors, 0 warnings\n$/);
    const github = await run(cwd, ['validate', 'h.yaml', '--format', 'github']);
    expect(github.out.split('\n').filter((l) => l.startsWith('::error '))).toHaveLength(100);
    expect(github.out).toContain('9,899 more diagnostics');
    const json = JSON.parse((await run(cwd, ['validate', 'h.yaml', '--format', 'json'])).out);
    expect(json.omitted).toEqual({
      errors: 9899,
      warnings: 0,
      codes: { 'yaml.duplicateKey': 9899 },
      files: [{ file: 'h.yaml', errors: 9899, warnings: 0, codes: { 'yaml.duplicateKey': 9899 } }],
    });
    const plan = JSON.parse(
      (await run(cwd, ['plan', 'h.yaml', '--emulator', '--format', 'json'])).out,
    );
    expect(plan.omittedDiagnostics.errors).toBe(9899);
  });

  it('stops reading a file at 1,000 errors and says where', async () => {
    const family = FAMILIES.find((f) => f.name === 'yaml-error-documents')!;
    const cwd = project(family.text(LIMIT));
    const json = JSON.parse((await run(cwd, ['validate', 'h.yaml', '--format', 'json'])).out);
    expect(json.diagnostics).toHaveLength(100);
    expect(json.omitted.errors).toBe(900);
    expect(json.omitted.files[0].stoppedAtLine).toBeGreaterThan(1000);
    const text = await run(cwd, ['validate', 'h.yaml']);
    expect(text.out).toMatch(
      /h\.yaml: 900 more diagnostics \(900 errors: yaml\.syntax × 900\) not shown; reading stopped at line \d+/,
    );
  });

  it('keeps 1,000 diagnostics of a run in full and counts the rest by file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-hostile-run-'));
    const bad = 'externalKey: BAD\nkind: nope\nheadline: ""\n';
    for (let f = 0; f < 12; f++)
      writeFileSync(
        join(dir, `f${String(f).padStart(2, '0')}.yaml`),
        Array(40).fill(bad).join('---\n'),
      );
    const json = JSON.parse((await run(dir, ['validate', '.', '--format', 'json'])).out);
    expect(json.diagnostics).toHaveLength(1000);
    // 12 files × 40 documents × 3 errors (and a duplicate key each, past the first) = 1,919.
    expect(json.diagnostics.length + json.omitted.errors).toBe(12 * 40 * 3 + 12 * 40 - 1);
    expect(json.omitted.files.map((f: { file: string }) => f.file)).toContain('f11.yaml');
    const text = await run(dir, ['validate', '.']);
    expect(text.out).toMatch(/: 1919 errors, 0 warnings\n$/);
  });
});
