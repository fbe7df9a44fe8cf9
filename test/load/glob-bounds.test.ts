// Globs come from the config file's include, which a pull request may write. A glob made into a
// backtracking regular expression (picomatch's `[^/]*?` per star) took 14 s for 10 stars against
// a 40-character name, and 16 stars ran past the run's deadline, which a synchronous match never
// lets fire. Our matcher is linear per segment and bounded: more than 8 wildcards, or braces
// past 64 alternatives, are refused with a diagnostic naming the glob.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { findFiles } from '../../src/read/find-files.js';
import {
  compileGlob,
  MAX_GLOB_WILDCARDS,
  MAX_MATCHED_LENGTH,
  scanGlob,
} from '../../src/load/glob-pattern.js';
import { fakeIo } from '../cli/validate-fake-io.js';

/** A folder of annotation files with long names of `a`s, the worst case for a star glob. */
function longNames(): string {
  const cwd = mkdtempSync(join(tmpdir(), 'oa-glob-'));
  mkdirSync(join(cwd, 'annotations'));
  for (const length of [40, 120, 240]) {
    const name = `${'a'.repeat(length)}.yaml`;
    writeFileSync(
      join(cwd, 'annotations', name),
      `externalKey: k${length}\nkind: setup\nheadline: H\n`,
    );
  }
  return cwd;
}

const stars = (n: number) => `annotations/${'*a'.repeat(n)}b.yaml`;

describe('a glob from the config file is bounded', () => {
  it('refuses a 16-star glob against long names at once, naming it', async () => {
    const cwd = longNames();
    const found = await findFiles([stars(16)], cwd);
    expect(found.files).toEqual([]);
    expect(found.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'path.badGlob',
        message: `${stars(16)} holds 16 wildcards, more than the 8 a glob may hold: name folders, or fewer patterns`,
      },
    ]);
  });

  it(`matches ${MAX_GLOB_WILDCARDS} stars against 240-character names without backtracking`, async () => {
    const cwd = longNames();
    // No name holds a `b`: every star would be tried at every place by a backtracking matcher.
    const none = await findFiles([stars(MAX_GLOB_WILDCARDS)], cwd);
    expect(none.diagnostics.map((d) => d.message)).toEqual([
      `${stars(MAX_GLOB_WILDCARDS)} matches no .yaml or .yml file`,
    ]);
    const all = await findFiles([`annotations/${'*a'.repeat(MAX_GLOB_WILDCARDS - 1)}*.yaml`], cwd);
    expect(all.files.map((f) => f.relative.length)).toEqual([57, 137, 257]);
  });

  it('validate ends with the refusal when the include of a checked-in config holds it', async () => {
    const cwd = longNames();
    writeFileSync(join(cwd, 'observe-annotations.yaml'), `include: ['${stars(16)}']\n`);
    const io = fakeIo(cwd);
    expect(await main(['validate'], io)).toBe(1);
    expect(io.out() + io.err()).toContain(
      `holds 16 wildcards, more than the 8 a glob may hold: name folders, or fewer patterns`,
    );
  });

  it('refuses braces past 64 alternatives and extended globs; never matches an overlong path', () => {
    expect(() => compileGlob('a/{b,c}{d,e}{f,g}{h,i}{j,k}{l,m}{n,o}.yaml')).toThrow(
      'expands to more than 64 alternatives (its braces): name fewer',
    );
    expect(() => compileGlob('a/@(x|y).yaml')).toThrow('extended glob');
    const any = compileGlob('**/*.yaml');
    expect(any(`${'d/'.repeat(1000)}x.yaml`)).toBe(true);
    expect(any(`${'d/'.repeat(MAX_MATCHED_LENGTH)}x.yaml`)).toBe(false);
  });
});

describe('what a glob matches (as picomatch with dot: false did)', () => {
  const cases: [string, string, boolean][] = [
    ['annotations/*.yaml', 'annotations/a.yaml', true],
    ['annotations/*.yaml', 'annotations/.a.yaml', false],
    ['annotations/*.yaml', 'annotations/deep/a.yaml', false],
    ['annotations/*.yaml', 'annotations/with space\nand newline.yaml', true],
    ['annotations/.*.yaml', 'annotations/.a.yaml', true],
    ['**/c.yaml', 'c.yaml', true],
    ['**/c.yaml', 'x/y/c.yaml', true],
    ['**/c.yaml', 'x/.hidden/c.yaml', false],
    ['a/**/b/*.yml', 'a/b/x.yml', true],
    ['a/**/b/*.yml', 'a/q/r/b/x.yml', true],
    ['*.{yaml,yml}', 'x.yml', true],
    ['*.{yaml,yml}', 'x.json', false],
    ['a/{x,y/z}/*.yaml', 'a/y/z/q.yaml', true],
    ['a/[abc]*.yaml', 'a/b1.yaml', true],
    ['a/[!abc]*.yaml', 'a/b1.yaml', false],
    ['a/[a-c]x.yaml', 'a/bx.yaml', true],
    ['a/?.yaml', 'a/x.yaml', true],
    ['a/?.yaml', 'a/xy.yaml', false],
    ['a/\\*.yaml', 'a/*.yaml', true],
    ['a/\\*.yaml', 'a/x.yaml', false],
  ];
  for (const [glob, path, expected] of cases) {
    it(`${glob} ${expected ? 'matches' : 'does not match'} ${JSON.stringify(path)}`, () => {
      expect(compileGlob(glob)(path)).toBe(expected);
    });
  }

  it('splits a PATH at its first wildcard; a bracket that never closes is no wildcard', () => {
    expect(scanGlob('annotations/team/*.yaml')).toEqual({
      base: 'annotations/team',
      glob: '*.yaml',
    });
    expect(scanGlob('a/b/{x,y}/*.yaml')).toEqual({ base: 'a/b', glob: '{x,y}/*.yaml' });
    expect(scanGlob('**/c.yaml')).toEqual({ base: '', glob: '**/c.yaml' });
    expect(scanGlob('[unclosed')).toBeUndefined();
    expect(scanGlob('annotations/a.yaml')).toBeUndefined();
  });
});
