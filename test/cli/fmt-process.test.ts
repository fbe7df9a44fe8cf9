// `fmt` as users run it (the built package, a real process): SIGINT or SIGTERM while it stages
// its files leaves every file as it was and no temporary file behind; hostile files are
// answered without a stack trace; a link that leads out is refused.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FAMILIES } from '../support/hostile-files.mjs';
import { endAll, HOLD, holdAt, runBuilt, STOPS, type Ran } from './built-process.js';

afterEach(endAll);

const MESSY = 'kind: event\nheadline: A\nexternalKey: a\ndateFrom: 2026-09-17\n';

function project(count: number, text = MESSY): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-fmt-proc-'));
  mkdirSync(join(dir, 'annotations'));
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `annotations/f${i}.yaml`), text);
  return dir;
}

/**
 * Runs the built CLI (with `node` flags before it); `onErr` sees stderr as it grows, with a
 * way to signal the child.
 */
function run(
  dir: string,
  args: string[],
  options: {
    nodeFlags?: string[];
    env?: Record<string, string>;
    onErr?: (err: string, kill: (s: NodeJS.Signals) => void) => void;
  } = {},
): Promise<Ran> {
  const { onErr, ...rest } = options;
  const { child, ended } = runBuilt(dir, args, {
    ...rest,
    onErr: (err) => onErr?.(err, (signal) => child.kill(signal)),
  });
  return ended;
}

const holdAtStaged = (n: number, release: string) => holdAt(n, '.fmt-tmp', release);

describe('fmt stopped by a signal', () => {
  it.each(STOPS)(
    '%s while its worker threads format: they end at once, nothing written, exit %i',
    async (signal, code, words) => {
      // 60 files: read on worker threads, each held at its second file (never let go: only the
      // stop can end the run, by ending the threads).
      const dir = project(60);
      const release = join(dir, 'release');
      let sent = false;
      const ran = await run(dir, ['fmt'], {
        nodeFlags: HOLD,
        env: holdAt(2, '.yaml', release),
        onErr: (err, kill) => {
          if (sent || !err.includes('held: 2 opened\n')) return;
          sent = true;
          kill(signal);
        },
      });
      expect(ran.code, ran.err).toBe(code);
      expect(ran.err).toContain(`${words}: no file was written`);
      const folder = join(dir, 'annotations');
      for (const name of readdirSync(folder))
        expect(readFileSync(join(folder, name), 'utf8')).toBe(MESSY);
    },
  );

  it.each(STOPS)(
    '%s while staging: every file as it was, no temporary file, exit %i',
    async (signal, code, words) => {
      const dir = project(60);
      const folder = join(dir, 'annotations');
      const release = join(dir, 'release');
      // The process stands still once 3 of its 60 files are staged: the signal is sent then,
      // before it goes on, so it always lands between staging and the renames.
      let stagedWhenSent: string[] | undefined;
      const ran = await run(dir, ['fmt'], {
        nodeFlags: HOLD,
        env: holdAtStaged(3, release),
        onErr: (err, kill) => {
          if (stagedWhenSent || !err.includes('held: 3 opened\n')) return;
          stagedWhenSent = readdirSync(folder).filter((n) => n.endsWith('.fmt-tmp'));
          kill(signal);
          writeFileSync(release, '');
        },
      });
      expect(stagedWhenSent).toHaveLength(3);
      expect(ran.code, ran.err).toBe(code);
      expect(ran.err).toContain(`${words}: no file was written`);
      const names = readdirSync(folder);
      expect(names.filter((n) => !n.endsWith('.yaml'))).toEqual([]);
      expect(names).toHaveLength(60);
      for (const name of names) expect(readFileSync(join(folder, name), 'utf8')).toBe(MESSY);
    },
  );

  it('held the same way and let go without a signal: every file formatted (the hold changes nothing)', async () => {
    const dir = project(60);
    const release = join(dir, 'release');
    writeFileSync(release, '');
    const ran = await run(dir, ['fmt'], {
      nodeFlags: HOLD,
      env: holdAtStaged(3, release),
    });
    expect(ran.code, ran.err).toBe(0);
    expect(ran.err).toContain('held: 3 opened');
    const folder = join(dir, 'annotations');
    const names = readdirSync(folder);
    expect(names).toHaveLength(60);
    for (const name of names) expect(readFileSync(join(folder, name), 'utf8')).not.toBe(MESSY);
  });
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
