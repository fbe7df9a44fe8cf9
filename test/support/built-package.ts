// The package as users run it (bin/ and a fresh dist/), built once per run by
// test/support/global-setup.ts into a temp folder, so tests of the real executable never race
// the tree's own dist/ and no test file pays for a build of its own.
import { join } from 'node:path';
import { inject } from 'vitest';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The built package's folder, its bin file and the Action's bundle, and a Node executable that
 * every user may run (for the tests that run the CLI as `nobody`).
 */
export function builtPackage(): { dir: string; bin: string; actionJs: string; node: string } {
  const dir = inject('builtPackage');
  return {
    dir,
    bin: join(dir, 'bin', 'observe-annotations.js'),
    actionJs: join(dir, 'dist', 'action.js'),
    node: inject('nodeForOthers'),
  };
}
