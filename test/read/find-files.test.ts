import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFiles } from '../../src/read/find-files.js';

function tree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-find-'));
  mkdirSync(join(dir, 'annotations', 'nested'), { recursive: true });
  mkdirSync(join(dir, 'other'));
  for (const f of [
    'annotations/b.yaml',
    'annotations/a.yml',
    'annotations/nested/c.yaml',
    'annotations/readme.md',
    'other/x.yaml',
  ]) {
    writeFileSync(join(dir, f), 'kind: event\n');
  }
  return dir;
}

describe('findFiles', () => {
  it('defaults to annotations/, takes .yaml and .yml, sorted', async () => {
    const cwd = tree();
    const found = await findFiles([], cwd);
    expect(found.diagnostics).toEqual([]);
    expect(found.files.map((f) => f.relative)).toEqual([
      'annotations/a.yml',
      'annotations/b.yaml',
      'annotations/nested/c.yaml',
    ]);
  });

  it('takes files, folders and globs, without duplicates', async () => {
    const cwd = tree();
    const found = await findFiles(['other/x.yaml', 'annotations/*.yaml', 'annotations'], cwd);
    expect(found.files.map((f) => f.relative)).toEqual([
      'annotations/a.yml',
      'annotations/b.yaml',
      'annotations/nested/c.yaml',
      'other/x.yaml',
    ]);
  });

  it('names a PATH that matches nothing, and says why', async () => {
    const cwd = tree();
    mkdirSync(join(cwd, 'docs'));
    writeFileSync(join(cwd, 'docs', 'notes.md'), '# notes\n');
    const found = await findFiles(
      ['missing/', 'annotations/*.json', 'docs', 'annotations/typo.yaml', '[unclosed'],
      cwd,
    );
    expect(found.files).toEqual([]);
    expect(found.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      ['error', 'path.noMatch', 'missing/ does not exist'],
      ['error', 'path.noMatch', 'annotations/*.json matches no .yaml or .yml file'],
      ['error', 'path.noMatch', 'docs is a folder without .yaml or .yml files'],
      ['error', 'path.noMatch', 'annotations/typo.yaml does not exist'],
      ['error', 'path.noMatch', '[unclosed does not exist'],
    ]);
  });
});
