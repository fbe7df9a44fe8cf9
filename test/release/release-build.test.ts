// The package a release attaches (scripts/build.mjs --release-commit SHA, as the release
// workflow builds it): its `init` pins the Action by that commit with the version in a comment,
// and the Action's own bundle is byte for byte the one the build from a clone makes (the one the
// tag's committed dist/ holds), so the release's attestation covers what the Action runs.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REPOSITORY } from '../../src/app/init/generated/action-reference.js';
import { builtPackage, ROOT } from '../support/built-package.js';
import { gitIn } from '../support/git.js';
import { workflowErrors } from '../support/workflow-parser.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

function build(outdir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

/**
 * `file` and every module it imports, by relative specifier, as paths from `dist` (specifiers in
 * JSDoc types of bundled code name no file of the bundle: left out).
 */
function closure(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(join(dist, file))) return seen;
  seen.add(file);
  const text = readFileSync(join(dist, file), 'utf8');
  for (const [, spec] of text.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.\.?\/[^"']+\.js)["']/g))
    closure(dist, join(dirname(file), spec!), seen);
  return seen;
}

const made: string[] = [];
/** A new temporary folder, removed after the tests. */
function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

let released = '';
beforeAll(() => {
  released = temp('oa-release-package-');
  const r = build(join(released, 'dist'), '--release-commit', SHA);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  mkdirSync(join(released, 'bin'));
  copyFileSync(
    join(ROOT, 'bin', 'observe-annotations.js'),
    join(released, 'bin', 'observe-annotations.js'),
  );
}, 120_000);

describe('the package a release attaches', () => {
  it('init pins the Action by the release’s commit, the version in a comment', async () => {
    const dir = temp('oa-release-init-');
    gitIn(dir, 'init', '-q', '-b', 'main');
    const r = spawnSync(
      process.execPath,
      [join(released, 'bin', 'observe-annotations.js'), 'init'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', OBSERVE_BASE_URL: '', OBSERVE_API_KEY: '' },
      },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`The workflows use the Action ${ACTION_REPOSITORY}@${SHA} `);
    const folder = join(dir, '.github', 'workflows');
    const names = readdirSync(folder).sort();
    expect(names).toEqual([
      'annotations-apply.yml',
      'annotations-drift.yml',
      'annotations-plan.yml',
    ]);
    for (const name of names) {
      const text = readFileSync(join(folder, name), 'utf8');
      expect(await workflowErrors(name, text), name).toEqual([]);
      const own = text.split('\n').filter((line) => line.includes(`${ACTION_REPOSITORY}@`));
      expect(own, name).toEqual([
        expect.stringMatching(
          new RegExp(
            `^ +(- )?uses: ${ACTION_REPOSITORY}@${SHA} # v${version.replaceAll('.', '\\.')}$`,
          ),
        ),
      ]);
    }
  });

  it('the Action’s bundle is the one the build from a clone makes, byte for byte', () => {
    const clone = join(builtPackage().dir, 'dist');
    const release = join(released, 'dist');
    const action = [...closure(clone, 'action.js')].sort();
    expect(action.length).toBeGreaterThan(1);
    for (const file of action)
      expect(readFileSync(join(release, file)).equals(readFileSync(join(clone, file))), file).toBe(
        true,
      );
    // …while the command line's differs: the commit is built in.
    expect(readFileSync(join(release, 'cli.js'))).not.toEqual(readFileSync(join(clone, 'cli.js')));
    expect(execFileSync('grep', ['-rl', SHA, release], { encoding: 'utf8' })).toMatch(
      /init-command-\w+\.js/,
    );
  });

  it('the build refuses a release commit that is no full SHA', () => {
    const r = build(join(temp('oa-release-bad-'), 'dist'), '--release-commit', 'v1.2.3');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      "build: --release-commit takes a full commit SHA (40 hex digits), not 'v1.2.3'\n",
    );
  });
});
