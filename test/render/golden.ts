// Golden files under test/render/golden/. `UPDATE_GOLDEN=1 npx vitest run test/render` rewrites them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

const DIR = join(import.meta.dirname, 'golden');

export function expectGolden(name: string, actual: string): void {
  const file = join(DIR, name);
  if (process.env.UPDATE_GOLDEN) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  expect(existsSync(file), `${name} is missing: run with UPDATE_GOLDEN=1 to write it`).toBe(true);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
