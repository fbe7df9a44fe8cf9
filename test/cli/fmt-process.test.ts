// `fmt` as users run it (the built package, a real process): SIGINT or SIGTERM while it stages
// its files leaves every file as it was and no temporary file behind; hostile files are
// answered without a stack trace; a link that leads out is refused.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';
import { FAMILIES } from '../support/hostile-files.mjs';

let BIN = '';
beforeAll(() => {
  BIN = builtPackage().bin;
});

const MESSY = 'kind: event\nheadline: A\nexternalKey: a\ndateFrom: 2026-09-17\n';

function project(count: number, text = MESSY): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-fmt-proc-'));
  mkdirSync(join(dir, 'annotations'));
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `annotations/f${i}.yaml`), text);
  return dir;
}

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** Runs the built CLI; `onStart` gets the child once it runs. */
function run(dir: string, args: string[], onStart?: (kill: (s: NodeJS.Signals) => void) => void) {
  return new Promise<Ran>((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', CI: '1' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    onStart?.((signal) => child.kill(signal));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('fmt stopped by a signal', () => {
  it.each([
    ['SIGINT', 130, 'Interrupted'],
    ['SIGTERM', 143, 'Terminated (SIGTERM)'],
  ] as const)(
    '%s while staging: every file as it was, no temporary file, exit %i',
    async (signal, code, words) => {
      const dir = project(300);
      const folder = join(dir, 'annotations');
      let sent = false;
      const ran = await run(dir, ['fmt'], (kill) => {
        // The first temporary file beside a file says the run is mid-way: stop it then.
        const watcher = watch(folder, (_, name) => {
          if (!sent && name?.endsWith('.fmt-tmp')) {
            sent = true;
            watcher.close();
            kill(signal);
          }
        });
      });
      expect(sent).toBe(true);
      expect(ran.code).toBe(code);
      expect(ran.err).toContain(`${words}: no file was written`);
      const names = readdirSync(folder);
      expect(names.filter((n) => !n.endsWith('.yaml'))).toEqual([]);
      for (const name of names) expect(readFileSync(join(folder, name), 'utf8')).toBe(MESSY);
    },
  );
});

describe('fmt and hostile files, as a process', () => {
  const picked = ['nested-block', 'aliases', 'empty-documents', 'duplicate-keys-10k'];
  it.each(FAMILIES.filter((f) => picked.includes(f.name)).map((f) => [f.name, f] as const))(
    '%s: refused or formatted, no stack trace, bounded output',
    async (_, family) => {
      const text = family.text(family.testBytes ?? 1024 * 1024);
      const dir = project(0);
      writeFileSync(join(dir, 'annotations/h.yaml'), text);
      const ran = await run(dir, ['fmt']);
      expect([0, 1]).toContain(ran.code);
      expect(ran.err).not.toMatch(/\n\s+at /);
      expect(ran.err.length + ran.out.length).toBeLessThan(100_000);
      if (ran.code === 1) expect(ran.err).toContain('annotations/h.yaml');
    },
    120_000,
  );

  it('a link that leads out of the repository: an error naming it, the target untouched', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'oa-fmt-out-'));
    writeFileSync(join(outside, 'victim.yaml'), MESSY);
    const dir = project(1);
    symlinkSync(join(outside, 'victim.yaml'), join(dir, 'annotations/evil.yaml'));
    const ran = await run(dir, ['fmt']);
    expect(ran.code).toBe(1);
    expect(ran.err).toContain('annotations/evil.yaml leads to');
    expect(readFileSync(join(outside, 'victim.yaml'), 'utf8')).toBe(MESSY);
  });
});
