// Once per run of the fast tier (and of mutation testing, vitest.mutate.config.ts): generates
// the sources the code imports (the precompiled validators, the schema's vocabulary); the
// package build of global-setup.ts is not needed there.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '..', '..');

export default async function setup(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build-validators.mjs'], { cwd: ROOT });
}
