// The release workflow's guard (scripts/release-guard.mjs) run against real git repositories
// with branches and tags: a release only from the default branch, only to a version greater than
// every one released before it (semantic versioning's order), the major tag only forward.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitIn } from '../support/git.js';

const GUARD = join(import.meta.dirname, '..', '..', 'scripts', 'release-guard.mjs');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A repository on `main` with one commit per name, each returned by name as its SHA. */
function repository(...commits: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'oa-release-guard-'));
  made.push(dir);
  const git = (...args: string[]) => gitIn(dir, ...args);
  git('init', '-q', '-b', 'main');
  const shas: Record<string, string> = {};
  const commit = (name: string) => {
    git('commit', '-q', '--allow-empty', '-m', name);
    return (shas[name] = git('rev-parse', 'HEAD'));
  };
  for (const name of commits) commit(name);
  return {
    dir,
    git,
    shas,
    commit,
    /** An annotated tag, as docs/development.md cuts a release. */
    release: (tag: string, at: string) => git('tag', '-a', tag, '-m', tag, shas[at] ?? at),
    /** A lightweight tag, as the workflow makes the major tag. */
    major: (tag: string, at: string) => git('tag', tag, shas[at] ?? at),
  };
}

function guard(dir: string, tag: string, branch = 'main') {
  const r = spawnSync(process.execPath, [GUARD, tag, branch], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a release from the default branch', () => {
  it('the first release, on main: passes and creates the major tag', () => {
    const repo = repository('a');
    repo.release('v1.0.0', 'a');
    expect(guard(repo.dir, 'v1.0.0')).toEqual({
      status: 0,
      stdout: `release-guard: v1.0.0 (${repo.shas.a}) is on main, the first release; v1 is created at ${repo.shas.a}\n`,
      stderr: '',
    });
  });

  it('refuses a tag on a commit main does not hold, naming the tag, its commit and main', () => {
    const repo = repository('a');
    repo.git('checkout', '-q', '-b', 'unreviewed');
    repo.commit('b');
    repo.release('v1.1.0', 'b');
    const r = guard(repo.dir, 'v1.1.0');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `release-guard: refused: a release is a commit of the default branch: v1.1.0 names ${repo.shas.b}, which main (${repo.shas.a}) does not contain\n`,
    );
    expect(r.stdout).toBe('');
    // The same commit, once merged, is released.
    repo.git('checkout', '-q', 'main');
    repo.git('merge', '-q', '--ff-only', 'unreviewed');
    expect(guard(repo.dir, 'v1.1.0').status).toBe(0);
  });

  it('refuses a default branch that is not in the clone, or is no plain name', () => {
    const repo = repository('a');
    repo.release('v1.0.0', 'a');
    expect(guard(repo.dir, 'v1.0.0', 'origin/main').stderr).toBe(
      'release-guard: refused: the default branch origin/main is not in this clone (fetch it: fetch-depth: 0)\n',
    );
    expect(guard(repo.dir, 'v1.0.0', '--all').stderr).toBe(
      "release-guard: refused: '--all' is no branch to release from, such as origin/main\n",
    );
  });

  it('refuses what is no release tag, or a tag the clone lacks', () => {
    const repo = repository('a');
    repo.major('v1', 'a');
    for (const tag of ['v1', 'v1.2', '1.2.3', 'v01.2.3', 'v1.2.3-', '--upload-pack=x'])
      expect(guard(repo.dir, tag).stderr, tag).toBe(
        `release-guard: refused: '${tag}' is no release tag: vX.Y.Z[-PRE]\n`,
      );
    expect(guard(repo.dir, 'v1.2.3').stderr).toBe(
      'release-guard: refused: the tag v1.2.3 names no commit in this clone\n',
    );
  });
});

describe('a release only forward in versions', () => {
  it('refuses an older version tagged after a newer one, naming both', () => {
    const repo = repository('a', 'b');
    repo.release('v1.4.0', 'a');
    repo.release('v1.0.1', 'b');
    const r = guard(repo.dir, 'v1.0.1');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      "release-guard: refused: a release's version is greater than every version released before it: v1.0.1 is not greater than v1.4.0\n",
    );
  });

  it('refuses an equal version (build metadata does not count)', () => {
    const repo = repository('a', 'b');
    repo.release('v1.4.0', 'a');
    repo.release('v1.4.0+rebuild.2', 'b');
    expect(guard(repo.dir, 'v1.4.0+rebuild.2').stderr).toBe(
      "release-guard: refused: a release's version is greater than every version released before it: v1.4.0+rebuild.2 is not greater than v1.4.0\n",
    );
  });

  // Each pair: the first released, then the second on a later commit. The second passes; the
  // first, released again now, is refused. String order gets the first four wrong.
  it.each([
    ['v1.9.0', 'v1.10.0'],
    ['v1.2.9', 'v1.2.10'],
    ['v9.9.9', 'v10.0.0'],
    ['v1.0.0-rc.9', 'v1.0.0-rc.10'],
    ['v1.0.0-rc.1', 'v1.0.0'],
    ['v1.0.0-alpha', 'v1.0.0-alpha.1'],
    ['v1.0.0-alpha.beta', 'v1.0.0-beta'],
    ['v1.0.0-2', 'v1.0.0-alpha'],
    ['v1.0.0-alpha.9', 'v1.0.0-alpha.a'],
    ['v1.2.3', 'v1.2.4-rc.1'],
  ])('%s, then %s: semantic versioning’s order', (older, newer) => {
    const repo = repository('a', 'b');
    repo.release(older, 'a');
    repo.release(newer, 'b');
    expect(guard(repo.dir, newer)).toMatchObject({ status: 0, stderr: '' });
    expect(guard(repo.dir, older).stderr).toContain(`${older} is not greater than ${newer}`);
  });

  it('compares with the newest of all earlier releases, in any order of tagging', () => {
    const repo = repository('a', 'b', 'c', 'd');
    repo.release('v1.10.0', 'a');
    repo.release('v1.2.0', 'b');
    repo.release('v1.9.0', 'c');
    repo.release('v1.9.5', 'd');
    expect(guard(repo.dir, 'v1.9.5').stderr).toContain('v1.9.5 is not greater than v1.10.0');
  });

  it('a tag off the default branch was never released: it does not block the next release', () => {
    const repo = repository('a');
    repo.release('v1.0.0', 'a');
    repo.git('checkout', '-q', '-b', 'side');
    repo.commit('x');
    repo.release('v9.0.0', 'x');
    repo.git('checkout', '-q', 'main');
    repo.commit('b');
    repo.release('v1.1.0', 'b');
    expect(guard(repo.dir, 'v1.1.0').stdout).toContain('is on main, newer than v1.0.0;');
  });

  it('the workflow run again for the same tag passes: its own tag is not an earlier release', () => {
    const repo = repository('a');
    repo.release('v1.0.0', 'a');
    repo.major('v1', 'a');
    expect(guard(repo.dir, 'v1.0.0')).toMatchObject({
      status: 0,
      stdout: expect.stringContaining(`v1 moves forward from ${repo.shas.a} to ${repo.shas.a}`),
    });
  });
});

describe('the major tag only forward', () => {
  it('moves forward to a descendant of where it is', () => {
    const repo = repository('a', 'b');
    repo.release('v1.0.0', 'a');
    repo.major('v1', 'a');
    repo.release('v1.1.0', 'b');
    expect(guard(repo.dir, 'v1.1.0')).toEqual({
      status: 0,
      stdout: `release-guard: v1.1.0 (${repo.shas.b}) is on main, newer than v1.0.0; v1 moves forward from ${repo.shas.a} to ${repo.shas.b}\n`,
      stderr: '',
    });
  });

  it('refuses to move it back to an ancestor of where it is, naming both commits', () => {
    const repo = repository('a', 'b', 'c');
    repo.release('v1.0.0', 'a');
    repo.major('v1', 'c'); // moved ahead by hand
    repo.release('v1.1.0', 'b');
    const r = guard(repo.dir, 'v1.1.0');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `release-guard: refused: the major tag only moves forward: v1 names ${repo.shas.c}, which is not an ancestor of v1.1.0 (${repo.shas.b})\n`,
    );
  });

  it('refuses to move it sideways, off the line it is on', () => {
    const repo = repository('a');
    repo.git('checkout', '-q', '-b', 'side');
    repo.commit('x');
    repo.major('v1', 'x');
    repo.git('checkout', '-q', 'main');
    repo.commit('b');
    repo.release('v1.0.0', 'b');
    expect(guard(repo.dir, 'v1.0.0').stderr).toContain(
      `the major tag only moves forward: v1 names ${repo.shas.x}`,
    );
  });

  it('a pre-release leaves it where it is; another major’s tag is not looked at', () => {
    const repo = repository('a', 'b', 'c');
    repo.release('v1.0.0', 'a');
    repo.major('v1', 'c');
    repo.major('v2', 'c');
    repo.release('v2.0.0-rc.1', 'b');
    expect(guard(repo.dir, 'v2.0.0-rc.1').stdout).toContain('a pre-release: v2 stays where it is');
    repo.release('v3.0.0', 'b');
    expect(guard(repo.dir, 'v3.0.0').stdout).toContain(`v3 is created at ${repo.shas.b}`);
  });
});
