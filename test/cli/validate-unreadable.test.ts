// Files and folders the user may not read, on a real process: as root every read succeeds,
// so the built CLI runs as `nobody` there (and as the user itself elsewhere).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';

let BIN = '';
/** Node at a path `nobody` may reach: a clone's own may sit in a folder only root may enter. */
let NODE = process.execPath;
const VALID = 'externalKey: ok\nkind: setup\nheadline: Readable\n';
const isRoot = process.getuid?.() === 0;

function validate(cwd: string, ...args: string[]) {
  const run = spawnSync(NODE, [BIN, 'validate', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
    ...(isRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe.skipIf(process.platform === 'win32')('validate: unreadable files and folders', () => {
  let cwd: string;
  beforeAll(() => {
    ({ bin: BIN, node: NODE } = builtPackage()); // its folder is readable by everyone (test/support/global-setup.ts)
    cwd = mkdtempSync(join(tmpdir(), 'oa-unreadable-'));
    chmodSync(cwd, 0o755);
    mkdirSync(join(cwd, 'annotations', 'locked'), { recursive: true });
    writeFileSync(join(cwd, 'annotations', 'ok.yaml'), VALID);
    writeFileSync(join(cwd, 'annotations', 'secret.yaml'), VALID.replace('ok', 'secret'));
    writeFileSync(join(cwd, 'annotations', 'locked', 'hidden.yaml'), VALID.replace('ok', 'hid'));
    chmodSync(join(cwd, 'annotations'), 0o755);
    chmodSync(join(cwd, 'annotations', 'secret.yaml'), 0o000);
    chmodSync(join(cwd, 'annotations', 'locked'), 0o000);
  });

  it('a folder it cannot read is an error naming it, not silently skipped; the rest is checked', () => {
    const run = validate(cwd, '--format', 'json');
    expect(run.err).toBe('');
    expect(run.status).toBe(1);
    const report = JSON.parse(run.out) as { files: number; diagnostics: object[] };
    expect(report.files).toBe(2);
    expect(report.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'file.unreadable',
        message:
          'cannot read this folder (permission denied); the annotation files in it are not checked',
        file: 'annotations/locked',
      },
      {
        severity: 'error',
        code: 'file.unreadable',
        message: 'cannot read the file: permission denied',
        file: 'annotations/secret.yaml',
      },
    ]);
  });

  it('a folder given by name, or through a glob, says the same; text has no stack trace', () => {
    for (const path of ['annotations/locked', 'annotations/locked/*.yaml']) {
      const run = validate(cwd, path);
      expect(run.status).toBe(1);
      expect(run.err).toBe('');
      expect(run.out).toContain('annotations/locked error file.unreadable');
      expect(run.out).not.toContain('path.noMatch');
      expect(run.out).not.toMatch(/\n\s+at /);
    }
  });
});
