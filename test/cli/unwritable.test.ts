// Folders and files the run may not write, on a real process: every command names the path and
// the system's reason, never "Internal error" and a stack. As root permissions do not bite, so
// the built CLI runs as `nobody` there (and as the user itself elsewhere); a full disk is
// /dev/full, a file where a folder should be is a file.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';
import { startEmbedded } from '../../src/cli/embedded-emulator.js';
import type { RunContext } from '../../src/app/run/context.js';
import { describeError } from '../../src/app/run/describe-error.js';
import { CLI_NAMING } from '../../src/cli/naming.js';

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const ANNOTATION = 'externalKey: w.one\nkind: setup\nheadline: Writable or not\n';
const EMULATOR_NOTE =
  "--emulator keeps the embedded emulator's state in .observe-emulator/ of the folder it runs in; nothing was sent.";

let BIN = '';
/** Node at a path `nobody` may reach: a clone's own may sit in a folder only root may enter. */
let NODE = process.execPath;

function cli(cwd: string, ...args: string[]) {
  const run = spawnSync(NODE, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', NO_COLOR: '1', OBSERVE_BASE_URL: '', OBSERVE_API_KEY: '' },
    ...(isRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  expect(run.stderr).not.toContain('Internal error');
  expect(run.stderr).not.toMatch(/\n\s+at /);
  return { status: run.status, out: run.stdout, err: run.stderr };
}

/** A folder the CLI's user may write (owned by it), holding one annotation file. */
function writableProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-unwritable-'));
  mkdirSync(join(dir, 'annotations'));
  writeFileSync(join(dir, 'annotations', 'one.yaml'), ANNOTATION);
  for (const path of [dir, join(dir, 'annotations'), join(dir, 'annotations', 'one.yaml')])
    if (isRoot) chownSync(path, NOBODY, NOBODY);
  chmodSync(dir, 0o755);
  return dir;
}

/** A folder the CLI's user may read but not write (root's, or its own at 0555). */
function locked(path: string): string {
  mkdirSync(path, { recursive: true });
  if (isRoot) chownSync(path, 0, 0);
  chmodSync(path, 0o555);
  return path;
}

describe.skipIf(process.platform === 'win32')('folders the run may not write', () => {
  beforeAll(() => {
    ({ bin: BIN, node: NODE } = builtPackage()); // readable by everyone (test/support/global-setup.ts)
  });

  it('plan --emulator and apply --emulator in a read-only folder: the state folder, the reason, what it is for', () => {
    const dir = writableProject();
    if (isRoot) chownSync(dir, 0, 0);
    chmodSync(dir, 0o555);
    for (const args of [
      ['plan', '--emulator'],
      ['apply', '--emulator', '--auto-approve'],
    ]) {
      const run = cli(dir, ...args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.err).toBe(
        `Error: cannot make the folder .observe-emulator: permission denied (EACCES); check its permissions, or run where you may write. ${EMULATOR_NOTE}\n`,
      );
    }
  });

  it('the embedded emulator’s state folder that is there but read-only is said before anything is sent', () => {
    const dir = writableProject();
    expect(cli(dir, 'plan', '--emulator').status).toBe(0);
    locked(join(dir, '.observe-emulator'));
    const run = cli(dir, 'apply', '--emulator', '--auto-approve');
    expect(run.status).toBe(1);
    expect(run.err).toBe(
      `Error: cannot write in the folder .observe-emulator/: permission denied (EACCES); check its permissions, or run where you may write. ${EMULATOR_NOTE}\n`,
    );
    expect(run.out).not.toContain('Apply complete');
  });

  it('init in a read-only folder names the first folder it could not make', () => {
    const dir = locked(mkdtempSync(join(tmpdir(), 'oa-unwritable-init-')));
    const run = cli(dir, 'init');
    expect(run.status).toBe(1);
    expect(run.err).toBe(
      'Error: cannot make the folder schema: permission denied (EACCES); check its permissions, or run where you may write\n',
    );
  });

  it('import into a read-only folder names the file it could not write', () => {
    const dir = writableProject();
    expect(cli(dir, 'apply', '--emulator', '--auto-approve').status).toBe(0);
    rmSync(join(dir, 'annotations', 'one.yaml'));
    locked(join(dir, 'imported'));
    const run = cli(dir, 'import', '--emulator', '--out', 'imported');
    expect(run.status).toBe(1);
    expect(run.err).toBe(
      'Error: cannot write imported/w.one.yaml: permission denied (EACCES); check its permissions, or run where you may write\n',
    );
  });

  it('plan --out into a read-only folder, onto a full disk, or under a file', () => {
    const dir = writableProject();
    locked(join(dir, 'plans'));
    const cases: [string, string][] = [
      [
        'plans/plan.json',
        'Error: cannot write plans/plan.json: permission denied (EACCES); check its permissions, or run where you may write\n',
      ],
      [
        'annotations/one.yaml/plan.json',
        'Error: cannot write annotations/one.yaml/plan.json: a part of the path is a file, not a folder (ENOTDIR)\n',
      ],
    ];
    if (existsSync('/dev/full'))
      cases.push([
        '/dev/full',
        'Error: cannot write /dev/full: no space left on the device (ENOSPC); free some space and run again\n',
      ]);
    for (const [out, message] of cases) {
      const run = cli(dir, 'plan', '--emulator', '--out', out);
      expect(run.status, out).toBe(1);
      expect(run.err).toBe(message);
    }
    expect(readdirSync(join(dir, 'plans'))).toEqual([]);
  });
});

describe('the embedded emulator cannot save its state at the end of a run', () => {
  it('says which file, why, and that the run’s changes to it are lost', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-unwritable-save-'));
    const ctx = {
      cwd: dir,
      options: {},
      log: { warn: () => {}, info: () => {} },
    } as unknown as RunContext;
    const embedded = await startEmbedded(ctx);
    const answer = await fetch(`${embedded.baseUrl}/observe/annotations/byExternalKey/s.one`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${embedded.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'setup', headline: 'Saved?' }),
    });
    expect(answer.status).toBe(200);
    // A folder takes the state file's place before the state is saved: no rename lands there.
    mkdirSync(join(dir, '.observe-emulator', 'state.json', 'in-the-way'), { recursive: true });
    const error = await embedded.close().then(
      () => undefined,
      (e: unknown) => e,
    );
    const described = describeError(error, CLI_NAMING);
    expect(described.internal).toBe(false);
    expect(described.message).toBe(
      ".observe-emulator/state.json: the embedded emulator's state file cannot be written (EISDIR: it is a folder): this run's changes to the emulator are lost when it ends. Make .observe-emulator/ writable (or free space), then run again.",
    );
  });
});

describe('a system refusal met anywhere is the path and the reason, not a bug', () => {
  it('words the codes a person fixes, and leaves the rest to the bug report', () => {
    const refusal = (code: string, syscall: string) =>
      Object.assign(new Error(`${code}: x, ${syscall} '/srv/x'`), {
        code,
        syscall,
        path: '/srv/x',
      });
    const cases: [Error, string][] = [
      [
        refusal('EROFS', 'mkdir'),
        'cannot make the folder /srv/x: the file system is read-only (EROFS); run where the file system is writable',
      ],
      [
        refusal('ENOSPC', 'write'),
        'cannot write /srv/x: no space left on the device (ENOSPC); free some space and run again',
      ],
      [
        refusal('EPERM', 'rename'),
        'cannot rename /srv/x: operation not permitted (EPERM); check its permissions (and attributes such as immutable), or run where you may write',
      ],
      [
        refusal('EDQUOT', 'open'),
        'cannot open /srv/x: the disk quota is used up (EDQUOT); free some space and run again',
      ],
    ];
    for (const [error, message] of cases) {
      const described = describeError(error, CLI_NAMING);
      expect(described).toMatchObject({ message, internal: false, exitCode: 1 });
    }
    expect(describeError(refusal('ENOENT', 'open'), CLI_NAMING).internal).toBe(true);
    expect(describeError(new TypeError('x is undefined'), CLI_NAMING).internal).toBe(true);
  });
});
