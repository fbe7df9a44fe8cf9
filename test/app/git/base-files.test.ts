// The files at a commit (`plan --base REF`), read through real git from temporary repositories:
// which files (the config at REF, PATHs, globs, folders), and the rules for hostile input
// (size, UTF-8, invalid documents, links that lead out, loops).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runContext } from '../../../src/app/run/context.js';
import { readBaseFiles } from '../../../src/app/git/base-files.js';
import { RunDeadlineError } from '../../../src/app/run/run-deadline.js';
import { blobId } from '../../../src/read/git/same-files.js';
import { resolveOptions, type OptionSources } from '../../../src/app/options/resolve-options.js';
import { parseConfigText } from '../../../src/load/config-file.js';
import { gitIn } from '../../support/git.js';

const doc = (key: string) => `externalKey: ${key}\nkind: setup\nheadline: ${key}\n`;

function repo(files: Record<string, string>, links: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-base-files-'));
  gitIn(dir, 'init', '-q', '-b', 'main');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  for (const [name, target] of Object.entries(links)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    symlinkSync(target, join(dir, name));
  }
  gitIn(dir, 'add', '-A');
  gitIn(dir, 'commit', '-q', '-m', 'REF');
  gitIn(dir, 'tag', 'ref');
  return dir;
}

/** Reads the files at `ref` as a plan run in `cwd` would (its config file read from disk now). */
async function atRef(cwd: string, given: OptionSources['given'] = {}, config?: string) {
  const sources: OptionSources = {
    given,
    env: {},
    ...(config === undefined
      ? {}
      : { config: parseConfigText(config, 'observe-annotations.yaml') }),
  };
  const ctx = runContext({ options: resolveOptions('plan', sources), sources, cwd, env: {} });
  const base = await readBaseFiles(ctx, 'ref');
  return { keys: base.documents.map((d) => d.externalKey).sort(), notes: base.notes, base };
}

describe('readBaseFiles', () => {
  it('reads the default PATH at REF, whatever the working tree holds now', async () => {
    const dir = repo({ 'annotations/a.yaml': doc('a'), 'annotations/sub/b.yml': doc('b') });
    rmSync(join(dir, 'annotations'), { recursive: true });
    const { keys, notes, base } = await atRef(dir);
    expect(keys).toEqual(['a', 'b']);
    expect(notes).toEqual([]);
    expect(base.commit).toBe(gitIn(dir, 'rev-parse', 'ref'));
  });

  it("lets the config at REF decide its PATHs (its target's too); named PATHs stay", async () => {
    const dir = repo({
      'observe-annotations.yaml':
        'include: [old/]\ntargets:\n  staging: { include: [staging-old/] }\n  production: {}\n',
      'old/a.yaml': doc('old-a'),
      'staging-old/s.yaml': doc('staging-a'),
      'annotations/n.yaml': doc('named'),
    });
    const now = 'include: [new/]\ntargets:\n  staging: { include: [new/] }\n  production: {}\n';
    expect((await atRef(dir, { target: 'production' }, now)).keys).toEqual(['old-a']);
    expect((await atRef(dir, { target: 'staging' }, now)).keys).toEqual(['staging-a']);
    expect((await atRef(dir, { target: 'staging', paths: ['annotations/'] }, now)).keys).toEqual([
      'named',
    ]);
  });

  it('falls back to the PATHs of now, with a note, when the config at REF cannot be used', async () => {
    const dir = repo({
      'observe-annotations.yaml': 'includ: [old/]\n',
      'annotations/a.yaml': doc('a'),
    });
    const { keys, notes } = await atRef(dir, {}, 'include: [annotations/]\n');
    expect(keys).toEqual(['a']);
    expect(notes).toEqual([
      expect.stringMatching(
        /^at ref: the config file cannot be used \(observe-annotations.yaml at ref: unknown setting 'includ'.*\); the files at REF are read from the same PATHs as now$/,
      ),
    ]);
  });

  it("works from a subfolder: the run's folder at REF, and links never leave it", async () => {
    const dir = repo(
      {
        'project/observe-annotations.yaml': 'keyPrefix: p.\n',
        'project/annotations/a.yaml': doc('a'),
        'project/kept/s.yaml': doc('shared'),
        'elsewhere/e.yaml': doc('elsewhere'),
      },
      {
        // Inside the run's folder: followed, to a file and to a folder.
        'project/annotations/alias.yaml': '../kept/s.yaml',
        'project/annotations/more': '../kept',
        // Inside the repository but outside the run's folder: refused.
        'project/annotations/out.yaml': '../../elsewhere/e.yaml',
        'project/annotations/abs.yaml': '/etc/passwd',
        'project/annotations/gone.yaml': 'nothing-here.yaml',
        'project/annotations/loop': '.',
      },
    );
    const { keys, notes } = await atRef(join(dir, 'project'), {}, 'keyPrefix: p.\n');
    expect(keys).toEqual(['a', 'shared']);
    expect(notes).toEqual(
      expect.arrayContaining([
        'at ref: annotations/out.yaml is a symbolic link that leads out of the repository: it is not followed',
        'at ref: annotations/abs.yaml is a symbolic link that leads out of the repository: it is not followed',
        'at ref: annotations/gone.yaml is a symbolic link to something that does not exist',
      ]),
    );
  });

  it('follows globs and folders as the working tree does (no dot-names, node_modules, .git)', async () => {
    const dir = repo({
      'annotations/a.yaml': doc('a'),
      'annotations/deep/b.yaml': doc('b'),
      'annotations/.hidden/h.yaml': doc('hidden'),
      'annotations/node_modules/n.yaml': doc('nm'),
      'annotations/.dot.yaml': doc('dot'),
      'annotations/notes.txt': doc('txt'),
      'annotations/with space\nand newline.yaml': doc('odd-name'),
      'other/c.yaml': doc('c'),
    });
    expect((await atRef(dir, { paths: ['annotations/'] })).keys).toEqual(['a', 'b', 'odd-name']);
    expect((await atRef(dir, { paths: ['annotations/*.yaml'] })).keys).toEqual(['a', 'odd-name']);
    expect((await atRef(dir, { paths: ['**/c.yaml', 'annotations/deep/b.yaml'] })).keys).toEqual([
      'b',
      'c',
    ]);
    const missing = await atRef(dir, { paths: ['nowhere/', 'nowhere/*.yaml'] });
    expect(missing.keys).toEqual([]);
    expect(missing.notes).toEqual([
      'at ref: nowhere does not exist',
      'at ref: nowhere/*.yaml matches no .yaml or .yml file',
    ]);
  });

  it('leaves out what cannot be read, with notes: too large, not UTF-8, invalid documents', async () => {
    const dir = repo({
      'annotations/big.yaml': `${doc('big')}# ${'x'.repeat(5 * 1024 * 1024)}\n`,
      'annotations/latin1.yaml': Buffer.from([0x6b, 0x3a, 0x20, 0xe9, 0x0a]).toString('latin1'),
      'annotations/mixed.yaml': `${doc('good')}---\nexternalKey: bad\nkind: nonsense\n---\n${doc('good')}`,
    });
    writeFileSync(
      join(dir, 'annotations', 'latin1.yaml'),
      Buffer.from([0x6b, 0x3a, 0x20, 0xe9, 0x0a]),
    );
    gitIn(dir, 'commit', '-q', '-am', 'latin1');
    gitIn(dir, 'tag', '-f', 'ref');
    const { keys, notes } = await atRef(dir);
    expect(keys).toEqual(['good']);
    expect(notes).toEqual([
      'at ref: annotations/big.yaml is larger than 5 MiB: it is not read',
      expect.stringMatching(/^at ref: annotations\/latin1.yaml: the file is not valid UTF-8/),
      'at ref: 1 annotation is invalid and left out: changes to it count as changes of the files',
    ]);
  });

  it("finds nothing, without an error, when the run's folder did not exist at REF", async () => {
    const dir = repo({ 'README.md': 'x' });
    mkdirSync(join(dir, 'new', 'annotations'), { recursive: true });
    writeFileSync(join(dir, 'new', 'annotations', 'a.yaml'), doc('a'));
    const { keys } = await atRef(join(dir, 'new'));
    expect(keys).toEqual([]);
  });

  it('does not parse again a file whose bytes it read now (by git object id)', async () => {
    const dir = repo({
      'annotations/same.yaml': doc('same'),
      'annotations/edited.yaml': doc('old'),
    });
    writeFileSync(join(dir, 'annotations', 'edited.yaml'), doc('new'));
    expect(blobId(readFileSync(join(dir, 'annotations', 'same.yaml')), 'sha1')).toBe(
      gitIn(dir, 'hash-object', 'annotations/same.yaml'),
    );
    // What the run read now, with documents told apart from what parsing REF would give.
    const found = ['same', 'edited'].map((name) => ({
      absolute: join(dir, 'annotations', `${name}.yaml`),
      relative: `annotations/${name}.yaml`,
    }));
    const told = (file: string, key: string) =>
      ({
        file,
        index: 0,
        line: 1,
        valid: true,
        places: '',
        value: { externalKey: key, kind: 'setup', headline: key },
      }) as const;
    const sources: OptionSources = { given: {}, env: {} };
    const ctx = runContext({
      options: resolveOptions('plan', sources),
      sources,
      cwd: dir,
      env: {},
    });
    const base = await readBaseFiles(ctx, 'ref', {
      found,
      documents: [
        told('annotations/same.yaml', 'same-as-read-now'),
        told('annotations/edited.yaml', 'new'),
      ],
    });
    // same.yaml's bytes are REF's: its documents of now are taken; edited.yaml is read at REF.
    expect(base.documents.map((d) => d.externalKey).sort()).toEqual(['old', 'same-as-read-now']);
  });

  it("ends git with the run's deadline, saying so", async () => {
    const dir = repo({ 'annotations/a.yaml': doc('a') });
    const sources: OptionSources = { given: {}, env: {} };
    const deadline = AbortSignal.abort(new RunDeadlineError(1500));
    const ctx = runContext({
      options: resolveOptions('plan', sources),
      sources,
      cwd: dir,
      env: {},
      deadline,
    });
    await expect(readBaseFiles(ctx, 'ref')).rejects.toThrow(
      /^git (ls-tree|cat-file) stopped: the run deadline \(1\.5 s\) passed$/,
    );
  });
});
