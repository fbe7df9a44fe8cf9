// The package as a user gets it (scripts/check-package.mjs, which CI runs too): packed,
// installed offline into an empty project with no warning and no other package, and the
// installed command run there. Packed with this run's fresh build as its dist/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtPackage, ROOT } from './support/built-package.js';

it('packs, installs into an empty project and runs from there', () => {
  const r = spawnSync(
    process.execPath,
    ['scripts/check-package.mjs', '--dist', join(builtPackage().dir, 'dist')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(r.stderr.split('\n').filter((l) => l.startsWith('✗'))).toEqual([]);
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('✓ npx observe-annotations --version');
  expect(r.stdout).toContain('✓ npx observe-annotations init');
  expect(r.stdout).toContain('✓ npx observe-annotations import');
  expect(r.stdout).toContain('✓ npx observe-annotations plan --emulator');
  expect(r.stdout).toContain('The package installs cleanly and works.');
}, 120_000);
