// The file Node runs, as users run it: a closed pipe or a full disk ends it without a stack.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';

let BIN = '';

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
});
