import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/load/read-source.js';
import { findFiles } from '../../src/read/find-files.js';
import { readAll, validateFiles } from '../../src/read/validate-files.js';

function project(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-files-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const ok = (key: string) => `externalKey: ${key}\nkind: setup\nheadline: Fine\n`;

describe('validateFiles', () => {
  it('names a !!binary value as binary data, not as a map', async () => {
    const cwd = project({ 'a.yaml': 'externalKey: a\nkind: setup\nheadline: !!binary aGVsbG8=\n' });
    const result = await validateFiles(['a.yaml'], { cwd });
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['headline.type', 3, 20, 'headline must be a string, not binary data'],
    ]);
  });

  it('one bad file never hides the diagnostics of another', async () => {
    const cwd = project({
      'a.yaml': 'externalKey: a\nkind: [oops\n',
      'b.bin.yaml': Buffer.from([0x6b, 0x3a, 0x20, 0xff, 0x0a]),
      'c.yaml': ok('c') + 'headLine: x\n',
      'd.yaml': ok('d'),
    });
    const result = await validateFiles(['.'], { cwd });
    expect(result.files).toBe(4);
    expect(result.diagnostics.map((d) => [d.file, d.code])).toEqual([
      ['a.yaml', 'yaml.syntax'],
      ['b.bin.yaml', 'file.notUtf8'],
      ['c.yaml', 'document.unknownField'],
    ]);
    expect(result.valid).toBe(false);
  });

  it('refuses a file over 5 MiB and still checks the others', async () => {
    const cwd = project({
      'big.yaml': Buffer.alloc(MAX_FILE_BYTES + 1, 0x20),
      'ok.yaml': ok('ok'),
    });
    const byDefault = await validateFiles([], { cwd });
    expect(byDefault.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'path.noMatch',
        'annotations/ does not exist (the default PATH: name files, folders or globs, or set include in observe-annotations.yaml)',
      ],
    ]);
    const named = await validateFiles(['big.yaml', 'ok.yaml'], { cwd });
    expect(named.diagnostics.map((d) => [d.file, d.code])).toEqual([['big.yaml', 'file.tooLarge']]);
    expect(named.annotations).toBe(1);
  });

  it('names both places of a duplicate key, and the JSON pointer and key of each diagnostic', async () => {
    const cwd = project({
      'a.yaml': ok('same'),
      'b.yaml': `# copy\n${ok('same')}---\n${ok('other')}headline: twice\n`,
    });
    const result = await validateFiles(['a.yaml', 'b.yaml'], { cwd });
    const dup = result.diagnostics.find((d) => d.code === 'externalKey.duplicate')!;
    expect(dup).toMatchObject({
      file: 'b.yaml',
      line: 2,
      column: 14,
      path: '/externalKey',
      externalKey: 'same',
      related: { file: 'a.yaml', line: 1, column: 14 },
    });
    expect(dup.message).toContain('first at a.yaml:1:14');
  });

  it('points a missing field at the first line of its document', async () => {
    const cwd = project({ 'a.yaml': `${ok('a')}---\n# second\nexternalKey: b\nkind: setup\n` });
    const result = await validateFiles(['a.yaml'], { cwd });
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'headline.required',
        message: 'headline is required',
        file: 'a.yaml',
        line: 6,
        column: 1,
        endLine: 6,
        endColumn: 15,
        path: '/headline',
        externalKey: 'b',
      },
    ]);
  });

  it('skips empty documents with a warning and stays valid', async () => {
    const cwd = project({ 'a.yaml': `---\n---\n${ok('a')}---\n` });
    const result = await validateFiles(['a.yaml'], { cwd });
    expect(result.valid).toBe(true);
    expect(result.annotations).toBe(1);
    expect(result.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'yaml.emptyDocument'],
      ['warning', 'yaml.emptyDocument'],
    ]);
  });
});

describe('a read stopped', () => {
  it('starts no file once its signal aborts, and rejects with the reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-stop-read-'));
    for (let i = 0; i < 20; i++)
      writeFileSync(join(dir, `f${i}.yaml`), `externalKey: k${i}\nkind: setup\nheadline: A\n`);
    const stop = new AbortController();
    const reason = new Error('stopped');
    const found = await findFiles(['.'], dir);
    let told = 0;
    const read = readAll(found.files, { cwd: dir, workers: 0, signal: stop.signal }, () => {
      if (++told === 3) stop.abort(reason);
    });
    await expect(read).rejects.toBe(reason);
    expect(told).toBe(3);
  });
});
