// Once per mutation-testing run (vitest.mutate.config.ts): generates the precompiled
// validators the sources import; the package build of global-setup.ts is not needed there.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '..', '..');

export default async function setup(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build-validators.mjs'], { cwd: ROOT });
}
