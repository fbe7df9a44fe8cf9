// The tests that run the CLI as `nobody` (when run as root) need a Node executable that user can
// reach: in a clone inside a folder only root may enter (`mktemp -d`), npm's own is out of reach,
// so the test setup links or copies it into a folder everyone may enter.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeForOthers } from './support/global-setup.js';

const isRoot = process.getuid?.() === 0;
const SCRIPT = '#!/bin/sh\necho ran\n';

/** A stand-in for `node`: a script at `dir/bin/node`, runnable by its owner. */
function fakeNode(dir: string): string {
  mkdirSync(join(dir, 'bin'));
  const node = join(dir, 'bin', 'node');
  writeFileSync(node, SCRIPT);
  chmodSync(node, 0o755);
  return node;
}

/** A folder everyone may enter (the built package's, in the test setup). */
function openFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-open-'));
  chmodSync(dir, 0o755);
  return dir;
}

describe.skipIf(process.platform === 'win32')('a Node every user may run', () => {
  it('a node inside a folder only its owner may enter is linked or copied where everyone may', () => {
    const closed = mkdtempSync(join(tmpdir(), 'oa-closed-')); // 0700, as mktemp -d makes it
    chmodSync(closed, 0o700);
    const node = fakeNode(closed);
    const open = openFolder();
    const usable = nodeForOthers(node, open);
    expect(usable).toBe(join(open, 'node'));
    expect(readFileSync(usable, 'utf8')).toBe(SCRIPT);
    expect(statSync(usable).mode & 0o777).toBe(0o755);
    if (isRoot) {
      const as = { encoding: 'utf8', uid: 65534, gid: 65534 } as const;
      expect(spawnSync(node, [], as).error).toMatchObject({ code: 'EACCES' });
      expect(spawnSync(usable, [], as).stdout).toBe('ran\n');
    }
  });

  it('a node everyone may reach already is used where it is', () => {
    const open = openFolder();
    const node = fakeNode(open);
    chmodSync(join(open, 'bin'), 0o755);
    expect(nodeForOthers(node, openFolder())).toBe(node);
  });
});
