// The README's quick start on what a fresh clone holds: the files git would commit (tracked and
// new, none it ignores: no node_modules/, no emulator state; the generated sources are
// committed) copied to an empty folder, then `npm ci` and `npm run demo` with nothing in between. npm takes the
// packages from its cache when it can (.ci/run's own `npm ci` has just filled it).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from './support/built-package.js';
import { gitIn } from './support/git.js';

const clone = mkdtempSync(join(tmpdir(), 'oa-fresh-clone-'));
// Its node_modules/ is some hundred MB: removing it takes a while on a busy machine.
afterAll(() => rm(clone, { recursive: true, force: true }), 300_000);

/** The working tree's files as a commit of them would hold them, copied into `to`. */
function copyCommittable(to: string): string[] {
  const files = gitIn(ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)));
  for (const file of files) {
    if (lstatSync(join(ROOT, file)).isDirectory()) continue; // a submodule: none here
    cpSync(join(ROOT, file), join(to, file), { verbatimSymlinks: true, force: false });
  }
  return files;
}

/** npm with the project's pinned Node first on PATH, as `npm run` gives its scripts. */
function npm(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  env.PATH = `${dirname(process.execPath)}${delimiter}${env.PATH ?? ''}`;
  return spawnSync('npm', args, { cwd: clone, env, encoding: 'utf8' });
}

it('npm ci && npm run demo works on a fresh clone, with nothing run before', () => {
  const files = copyCommittable(clone);
  expect(files).toContain('package-lock.json');
  // The generated sources come with the clone: after `npm ci` alone, tsx, GitHub's local runner
  // and an editor run the sources as they are.
  for (const made of [
    'src/validate/generated/document-validator.js',
    'src/model/generated/vocabulary.ts',
    'src/app/init/generated/action-reference.js',
  ])
    expect(files, made).toContain(made);

  const ci = npm(['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  expect(ci.status, ci.stderr).toBe(0);
  const demo = npm(['run', 'demo']);
  expect(demo.stderr).not.toMatch(/Could not resolve|ENOENT|\n\s+at /);
  expect(demo.status, `${demo.stdout}\n${demo.stderr}`).toBe(0);
  expect(demo.stdout).toContain('Plan: 10 to create, 0 to update, 0 to delete.');
  expect(demo.stdout).toContain('The server matches the files.');
}, 600_000);
