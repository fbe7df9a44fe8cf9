// Symbolic links, special files and loops: only the repository's own regular files are read,
// every refused link is an error naming it, and no walk runs away.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFile } from '../../src/load/config-file.js';
import { findFiles } from '../../src/read/find-files.js';
import { readSource } from '../../src/load/read-source.js';
import { validateFiles } from '../../src/read/validate-files.js';

const VALID = (key: string) => `externalKey: ${key}\nkind: setup\nheadline: ${key}\n`;

/** A repository with annotations/ and a secret file beside it, outside the repository. */
function repository(): { root: string; secret: string } {
  const outside = mkdtempSync(join(tmpdir(), 'oa-links-'));
  const secret = join(outside, 'secret.yaml');
  writeFileSync(secret, VALID('stolen-annotation'));
  const root = join(outside, 'repo');
  mkdirSync(join(root, 'annotations', 'nested'), { recursive: true });
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.git', 'config'), '[http]\n\textraheader = AUTHORIZATION: basic x\n');
  writeFileSync(join(root, 'annotations', 'a.yaml'), VALID('a'));
  writeFileSync(join(root, 'annotations', 'nested', 'b.yaml'), VALID('b'));
  return { root, secret };
}

function codes(found: { diagnostics: { code: string; file?: string }[] }) {
  return found.diagnostics.map((d) => [d.file, d.code]);
}

describe('links in a folder walk', () => {
  it('refuses each link that leads out of the repository, into .git/ or to /proc, naming the link', async () => {
    const { root, secret } = repository();
    symlinkSync(secret, join(root, 'annotations', 'outside.yaml'));
    symlinkSync('/proc/self/environ', join(root, 'annotations', 'env.yaml'));
    symlinkSync('../.git/config', join(root, 'annotations', 'git.yaml'));
    symlinkSync('/', join(root, 'annotations', 'root'));
    symlinkSync('/etc/hostname', join(root, 'annotations', 'README'));
    const found = await findFiles(['annotations'], root);
    expect(found.files.map((f) => f.relative)).toEqual([
      'annotations/a.yaml',
      'annotations/nested/b.yaml',
    ]);
    expect(codes(found)).toEqual([
      ['annotations/env.yaml', 'path.outsideRepository'],
      ['annotations/git.yaml', 'path.outsideRepository'],
      ['annotations/outside.yaml', 'path.outsideRepository'],
      ['annotations/root', 'path.outsideRepository'],
    ]);
    const git = found.diagnostics.find((d) => d.file === 'annotations/git.yaml')!;
    expect(git.message).toMatch(/inside \.git\/ \(Git's own files are never used\)$/);
    expect(found.diagnostics[2]!.message).toContain(`leads to ${secret}, outside the repository`);
  });

  it('ends loops at once: self -> ., up -> .., a link to itself, two links to each other', async () => {
    const { root } = repository();
    const dir = join(root, 'annotations');
    symlinkSync('.', join(dir, 'self'));
    symlinkSync('..', join(dir, 'up'));
    symlinkSync('me.yaml', join(dir, 'me.yaml'));
    symlinkSync('pong.yaml', join(dir, 'ping.yaml'));
    symlinkSync('ping.yaml', join(dir, 'pong.yaml'));
    symlinkSync('..', join(dir, 'nested', 'back'));
    const found = await findFiles(['annotations/'], root);
    expect(found.files.map((f) => f.relative)).toEqual([
      'annotations/a.yaml',
      'annotations/nested/b.yaml',
    ]);
    expect(codes(found)).toEqual([
      ['annotations/me.yaml', 'path.linkLoop'],
      ['annotations/nested/back', 'path.linkLoop'],
      ['annotations/ping.yaml', 'path.linkLoop'],
      ['annotations/pong.yaml', 'path.linkLoop'],
      ['annotations/self', 'path.linkLoop'],
      ['annotations/up', 'path.linkLoop'],
    ]);
  });

  it('names a dangling link, and never opens a named pipe (nor a link to one)', async () => {
    const { root } = repository();
    const dir = join(root, 'annotations');
    symlinkSync('gone.yaml', join(dir, 'dangling.yaml'));
    execFileSync('mkfifo', [join(dir, 'pipe.yaml')]);
    symlinkSync('pipe.yaml', join(dir, 'to-pipe.yaml'));
    const found = await findFiles(['annotations'], root);
    expect(found.files.map((f) => f.relative)).toEqual([
      'annotations/a.yaml',
      'annotations/nested/b.yaml',
    ]);
    expect(found.diagnostics.map((d) => [d.file, d.code, d.message])).toEqual([
      [
        'annotations/dangling.yaml',
        'path.danglingLink',
        'annotations/dangling.yaml is a symbolic link to something that does not exist',
      ],
      [
        'annotations/pipe.yaml',
        'path.notRegularFile',
        'annotations/pipe.yaml is a named pipe (FIFO), not a regular file: it is not read',
      ],
      [
        'annotations/to-pipe.yaml',
        'path.notRegularFile',
        'annotations/to-pipe.yaml leads to a named pipe (FIFO), not a regular file: it is not read',
      ],
    ]);
    // Named directly, too: refused from its metadata, never opened.
    const named = await findFiles(['annotations/pipe.yaml', 'annotations/to-pipe.yaml'], root);
    expect(codes(named)).toEqual([
      ['annotations/pipe.yaml', 'path.notRegularFile'],
      ['annotations/to-pipe.yaml', 'path.notRegularFile'],
    ]);
    // And should one take a file's place after the walk, the read does not wait on it.
    const read = await readSource(join(dir, 'pipe.yaml'), 'annotations/pipe.yaml');
    expect(read).toMatchObject({ diagnostic: { code: 'path.notRegularFile' } });
  });

  it('follows links that stay inside and reads each real file once, under the path found first', async () => {
    const { root } = repository();
    mkdirSync(join(root, 'kept'));
    writeFileSync(join(root, 'kept', 'c.yaml'), VALID('c'));
    symlinkSync('../kept', join(root, 'annotations', 'common'));
    symlinkSync('../kept', join(root, 'annotations', 'common-again'));
    symlinkSync('a.yaml', join(root, 'annotations', 'alias.yaml'));
    symlinkSync('nested', join(root, 'annotations', 'also-nested'));
    const found = await findFiles(['annotations'], root);
    expect(found.diagnostics).toEqual([]);
    expect(found.files.map((f) => [f.relative, f.absolute])).toEqual([
      ['annotations/a.yaml', join(root, 'annotations', 'a.yaml')],
      ['annotations/also-nested/b.yaml', join(root, 'annotations', 'nested', 'b.yaml')],
      ['annotations/common/c.yaml', join(root, 'kept', 'c.yaml')],
    ]);
    // Two paths to one file are one file: no duplicate-key error.
    const result = await validateFiles(['annotations'], { cwd: root });
    expect(result.diagnostics).toEqual([]);
    expect(result.annotations).toBe(3);
  });

  it('keeps globs working, links included, and refuses a glob base that leads out', async () => {
    const { root, secret } = repository();
    mkdirSync(join(root, 'kept'));
    writeFileSync(join(root, 'kept', 'c.yaml'), VALID('c'));
    symlinkSync('../kept', join(root, 'annotations', 'common'));
    symlinkSync(secret, join(root, 'annotations', 'outside.yaml'));
    const found = await findFiles(['annotations/**/*.yaml', 'annotations/*.yaml'], root);
    expect(found.files.map((f) => f.relative)).toEqual([
      'annotations/a.yaml',
      'annotations/common/c.yaml',
      'annotations/nested/b.yaml',
    ]);
    expect(codes(found)).toEqual([['annotations/outside.yaml', 'path.outsideRepository']]);
    symlinkSync(join(secret, '..'), join(root, 'elsewhere'));
    const out = await findFiles(['elsewhere/*.yaml', '../*.yaml', '/etc'], root);
    expect(out.files).toEqual([]);
    expect(codes(out)).toEqual([
      ['elsewhere', 'path.outsideRepository'],
      ['..', 'path.outsideRepository'],
      [relative(root, '/etc'), 'path.outsideRepository'],
    ]);
  });

  it('measures the repository from the root it is given, not the working directory', async () => {
    const { root } = repository();
    writeFileSync(join(root, 'top.yaml'), VALID('top'));
    const inner = join(root, 'annotations');
    const found = await findFiles(['../top.yaml', 'nested'], inner, root);
    expect(found.diagnostics).toEqual([]);
    expect(found.files.map((f) => f.relative)).toEqual(['../top.yaml', 'nested/b.yaml']);
    const alone = await findFiles(['../top.yaml'], inner);
    expect(codes(alone)).toEqual([['../top.yaml', 'path.outsideRepository']]);
  });
});

describe('the config file', () => {
  it('is read through a link that stays inside, and refused through one that leads out', async () => {
    const { root, secret } = repository();
    writeFileSync(join(root, 'settings.yaml'), 'keyPrefix: team.\n');
    symlinkSync('settings.yaml', join(root, 'observe-annotations.yaml'));
    expect(await readConfigFile(root)).toEqual({
      file: 'observe-annotations.yaml',
      values: { keyPrefix: 'team.' },
    });

    const { root: other } = repository();
    symlinkSync(secret, join(other, 'observe-annotations.yaml'));
    await expect(readConfigFile(other)).rejects.toThrow(
      /^observe-annotations\.yaml leads to .*, outside the repository .* \(path\.outsideRepository\)$/,
    );
  });

  it('is never opened when it is a named pipe', async () => {
    const { root } = repository();
    execFileSync('mkfifo', [join(root, 'observe-annotations.yaml')]);
    await expect(readConfigFile(root)).rejects.toThrow(/named pipe.*path\.notRegularFile/);
  });
});
