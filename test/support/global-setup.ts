// Once per run of the end-to-end tier: builds the package (bin/ and a fresh dist/, with the
// project's own build script, which first generates again the modules the sources import)
// into a temp folder and hands its path to the
// tests through `provide`; the tests of the real executable and of the Action bundle share it,
// and never race the tree's own dist/.
import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder holding `bin/observe-annotations.js` and `dist/` as the package ships them. */
    builtPackage: string;
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
  return () => rmSync(dir, { recursive: true, force: true });
}
