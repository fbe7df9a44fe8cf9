// Once per run of the end-to-end tier: builds the package (bin/ and a fresh dist/, with the
// project's own build script, which first generates again the modules the sources import)
// into a temp folder and hands its path to the
// tests through `provide`; the tests of the real executable and of the Action bundle share it,
// and never race the tree's own dist/. The tests that run the CLI as another user (`nobody`,
// when run as root) get a Node executable that user can reach there too: a clone inside a
// folder only root may enter (`mktemp -d`) holds the one npm installed.
import { execFile } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding `bin/observe-annotations.js` and `dist/` as the package ships them. */
    builtPackage: string;
    /** The Node executable that runs the tests, at a path every user may reach and run. */
    nodeForOthers: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'oa-package-'));
  await promisify(execFile)(
    process.execPath,
    ['scripts/build.mjs', '--outdir', join(dir, 'dist')],
    { cwd: ROOT },
  );
  // Readable by everyone: the unreadable-files test runs the CLI as `nobody` when run as root.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'bin'));
  copyFileSync(
    join(ROOT, 'bin', 'observe-annotations.js'),
    join(dir, 'bin', 'observe-annotations.js'),
  );
  project.provide('builtPackage', dir);
  project.provide('nodeForOthers', nodeForOthers(process.execPath, dir));
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * `node` when every folder above it lets other users through and they may run it; else a link
 * to it (a copy across file systems) in `dir`, which everyone may enter.
 */
export function nodeForOthers(node: string, dir: string): string {
  const othersMay = (path: string): boolean => (statSync(path).mode & 0o001) !== 0;
  let reachable = othersMay(node);
  for (let folder = dirname(node); reachable; folder = dirname(folder)) {
    reachable = othersMay(folder);
    if (folder === dirname(folder)) break;
  }
  if (reachable) return node;
  const there = join(dir, 'node');
  try {
    linkSync(node, there);
  } catch {
    copyFileSync(node, there);
  }
  chmodSync(there, 0o755);
  return there;
}
