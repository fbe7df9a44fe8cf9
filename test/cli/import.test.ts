// import end to end: the server's keyed annotations become files, and a plan right after
// shows no changes.
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allOutput, cli, emulator, project, SECRET } from './apply-helpers.js';

describe('import end to end', () => {
  it('writes one readable file per key; a plan right after shows no changes', async () => {
    const source = project(6);
    const emu = await emulator();
    try {
      expect((await cli(source, emu.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
      const dir = mkdtempSync(join(tmpdir(), 'oa-import-'));
      const r = await cli(dir, emu.baseUrl, ['import']);
      expect(r.code).toBe(0);
      expect(r.out).toContain('Wrote 16 file(s) into annotations/');
      const files = readdirSync(join(dir, 'annotations')).sort();
      expect(files).toHaveLength(16);
      expect(files).toContain('release-4-2-passkey-rollout.yaml');
      const text = readFileSync(
        join(dir, 'annotations', 'release-4-2-passkey-rollout.yaml'),
        'utf8',
      );
      // The modeline names a schema that exists: no package is installed here, so a copy.
      expect(text.split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../schema/annotation.schema.json',
      );
      expect(existsSync(join(dir, 'schema', 'annotation.schema.json'))).toBe(true);
      expect(r.out).toContain('  + schema/annotation.schema.json (the schema the files name');
      expect(text).toMatch(/^# Imported from the server: ann-\d+, last updated /m);
      expect(text).toContain('description: |');
      expect(text).toContain('  - type: annotation\n    externalKey: release-4-1-passkey-beta\n');
      expect(text).not.toContain('approximate: false');
      const plan = await cli(dir, emu.baseUrl, ['plan', '--format', 'json', '--detailed-exitcode']);
      expect(plan.code).toBe(0);
      expect(JSON.parse(plan.out).summary).toMatchObject({ create: 0, update: 0, unchanged: 16 });
      // Again: every key is held by a file now; nothing is overwritten.
      const again = await cli(dir, emu.baseUrl, ['import']);
      expect(again.out).toContain('Wrote no file; 16 already in files: annotations/ is as it was.');
      expect(again.out).toContain('  = gen-0000: already in annotations/gen-0000.yaml');
      expect(again.out).not.toContain('schema/annotation.schema.json');
      // Everything on the server is in a file: the import is complete.
      expect(again.code).toBe(0);
    } finally {
      await emu.close();
    }
  });

  it('filters by prefix and never overwrites an existing file', async () => {
    const source = project(3);
    const emu = await emulator();
    try {
      await cli(source, emu.baseUrl, ['apply', '--auto-approve']);
      const dir = mkdtempSync(join(tmpdir(), 'oa-import-'));
      mkdirSync(join(dir, 'out'));
      writeFileSync(join(dir, 'out', 'gen-0001.yaml'), '# mine, not an annotation\n');
      const r = await cli(dir, emu.baseUrl, ['import', '--prefix', 'gen-', '--out', 'out']);
      // One annotation could not be written: the import is not complete, exit 1, naming it.
      expect(r.code).toBe(1);
      expect(r.out).toContain('  ! gen-0001: out/gen-0001.yaml exists and was not overwritten');
      expect(r.out).toContain('Wrote 2 file(s) into out/; skipped 1 (!).');
      expect(r.err).toBe(
        'Error: import did not write 1 annotation(s) (marked ! above): move the files in their way, or import into another folder with --out DIR.\n',
      );
      expect(readFileSync(join(dir, 'out', 'gen-0001.yaml'), 'utf8')).toBe(
        '# mine, not an annotation\n',
      );
      expect(existsSync(join(dir, 'out', 'gen-0000.yaml'))).toBe(true);
      expect(readdirSync(join(dir, 'out'))).toHaveLength(3);
    } finally {
      await emu.close();
    }
  });

  it('names the installed package’s schema where the project has it, from any --out folder', async () => {
    const source = project(1);
    const emu = await emulator();
    try {
      await cli(source, emu.baseUrl, ['apply', '--auto-approve']);
      const dir = mkdtempSync(join(tmpdir(), 'oa-import-'));
      mkdirSync(join(dir, '.git'));
      const installed = join(dir, 'node_modules', 'observe-annotations', 'schema');
      mkdirSync(installed, { recursive: true });
      writeFileSync(join(installed, 'annotation.schema.json'), '{}\n');
      const r = await cli(dir, emu.baseUrl, ['import', '--prefix', 'gen-', '--out', 'a/b']);
      expect(r.code).toBe(0);
      expect(readFileSync(join(dir, 'a', 'b', 'gen-0000.yaml'), 'utf8').split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../../node_modules/observe-annotations/schema/annotation.schema.json',
      );
      expect(existsSync(join(dir, 'schema'))).toBe(false);
      expect(r.out).not.toContain('schema/annotation.schema.json');
    } finally {
      await emu.close();
    }
  });

  it('writes nothing, makes no folder: a prefix nothing matches, or every key held already', async () => {
    const source = project(2);
    const emu = await emulator();
    try {
      await cli(source, emu.baseUrl, ['apply', '--auto-approve']);
      const dir = mkdtempSync(join(tmpdir(), 'oa-import-'));
      const none = await cli(dir, emu.baseUrl, ['import', '--prefix', 'nothing-', '--out', 'a/b']);
      expect(none.code).toBe(0);
      expect(none.out).toContain('Wrote no file: a/b/ is as it was.');
      expect(readdirSync(dir)).toEqual([]);
      // Every key already in the project's files: the new folder would stay empty too.
      const held = await cli(source, emu.baseUrl, ['import', '--out', 'more']);
      expect(held.code).toBe(0);
      expect(held.out).toContain('Wrote no file; 12 already in files: more/ is as it was.');
      expect(existsSync(join(source, 'more'))).toBe(false);
    } finally {
      await emu.close();
    }
  });

  afterAll(() => {
    for (const text of allOutput) expect(text).not.toContain(SECRET);
  });
});
