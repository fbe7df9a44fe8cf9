// Once per test run of the fast tier: the precompiled validators and the schema's vocabulary
// the sources import (generated, not committed; no install hook makes them).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '..', '..');

export default async function setup(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build-validators.mjs'], { cwd: ROOT });
}
