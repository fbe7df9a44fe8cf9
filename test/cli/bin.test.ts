// The file Node runs, as users run it: a closed pipe or a full disk ends it without a stack.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';

let BIN = '';
const VERSION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bin-project-'));
  mkdirSync(join(dir, 'annotations'));
  for (let i = 0; i < 1000; i++) {
    writeFileSync(
      join(dir, 'annotations', `f${i}.yaml`),
      `externalKey: x${i}\nkind: event\nheadline: h\n`,
    );
  }
  return dir;
}

function run(args: string[], cwd: string, stdout: 'pipe' | number, closeEarly: boolean) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', stdout, 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  if (closeEarly) child.stdout!.once('data', () => child.stdout!.destroy());
  return new Promise<{ code: number | null; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, err })),
  );
}

describe('bin/observe-annotations.js', () => {
  beforeAll(() => {
    BIN = builtPackage().bin;
  });

  it('a reader that goes away (| head) ends it quietly with its exit code', async () => {
    const { code, err } = await run(['validate'], project(), 'pipe', true);
    expect(code).toBe(1); // the files are invalid
    expect(err).not.toMatch(/\n\s+at |EPIPE/);
  });

  it.runIf(existsSync('/dev/full'))('a full disk is one plain line and exit 1', async () => {
    const { openSync } = await import('node:fs');
    const { code, err } = await run(['validate'], project(), openSync('/dev/full', 'w'), false);
    expect(code).toBe(1);
    expect(err).toMatch(/^observe-annotations: cannot write the output: ENOSPC/);
    expect(err).not.toMatch(/\n\s+at /);
  });

  /** Runs the bin as if Node were `version` (the check reads process.versions.node). */
  function asNode(version: string, args: string[]) {
    const pretend = `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;
    return spawnSync(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(pretend)}`, BIN, ...args],
      { encoding: 'utf8' },
    );
  }

  it('on a Node older than 22.19 says so and how to get a supported one, and exits 1', () => {
    for (const version of ['22.18.0', '20.19.5', '18.20.8']) {
      const r = asNode(version, ['validate']);
      expect(r.status, version).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(
        `observe-annotations needs Node.js 22.19 or later; this is Node.js ${version}.`,
      );
      expect(r.stderr).toContain('https://nodejs.org/en/download');
      expect(r.stderr).toContain('nvm install --lts');
      expect(r.stderr).toContain('actions/setup-node');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('runs on Node 22.19 and later', () => {
    for (const version of ['22.19.0', '23.0.0', '24.0.0']) {
      const r = asNode(version, ['--version']);
      expect(r.status, version).toBe(0);
      expect(r.stdout.trim()).toBe(VERSION);
    }
  });
});
