// The package as users run it (bin/ and a fresh dist/), built into a temp folder so tests of
// the real executable never race the tree's own dist/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Builds with the project's own script; returns the folder and its bin file. Call in beforeAll. */
export function buildPackage(): { dir: string; bin: string } {
  const dir = mkdtempSync(join(tmpdir(), 'oa-package-'));
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', join(dir, 'dist')], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  mkdirSync(join(dir, 'bin'));
  const bin = join(dir, 'bin', 'observe-annotations.js');
  copyFileSync(join(ROOT, 'bin', 'observe-annotations.js'), bin);
  return { dir, bin };
}
