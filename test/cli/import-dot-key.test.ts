// `import` names each file after its key; a key that begins with a dot (`.hidden`) must not
// become a dot-file, which every folder walk skips: its annotation would be in no file a run
// reads, and a prune would take it for an orphan and delete it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, emulator, SECRET, writeConfig } from './apply-helpers.js';

describe('import of a key that begins with a dot', () => {
  it('writes _.hidden.yaml, which a plan reads: nothing to create, nothing to prune', async () => {
    const emu = await emulator();
    try {
      for (const key of ['.hidden', '.x-other']) {
        const res = await fetch(`${emu.baseUrl}/observe/annotations/byExternalKey/${key}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'setup', headline: `Key ${key}` }),
        });
        expect(res.status).toBe(200);
      }
      const dir = mkdtempSync(join(tmpdir(), 'oa-import-dot-'));
      writeConfig(dir, 'keyPrefix: .\n');
      const imported = await cli(dir, emu.baseUrl, ['import']);
      expect(imported.code, imported.err).toBe(0);
      const files = readdirSync(join(dir, 'annotations')).sort();
      expect(files).toEqual(['_.hidden.yaml', '_.x-other.yaml']);
      expect(files.some((f) => f.startsWith('.'))).toBe(false);
      expect(existsSync(join(dir, 'annotations', '.hidden.yaml'))).toBe(false);
      const plan = await cli(dir, emu.baseUrl, ['plan', '--prune', '--format', 'json']);
      expect(plan.code, plan.err).toBe(0);
      expect(JSON.parse(plan.out).summary).toMatchObject({
        create: 0,
        update: 0,
        delete: 0,
        unchanged: 2,
      });
      // A file of that name already there is never overwritten: the key is listed as skipped.
      const other = mkdtempSync(join(tmpdir(), 'oa-import-dot-'));
      writeConfig(other, 'keyPrefix: .h\n');
      mkdirSync(join(other, 'annotations'));
      writeFileSync(join(other, 'annotations', '_.hidden.yaml'), '# mine\n');
      const again = await cli(other, emu.baseUrl, ['import']);
      expect(again.code).toBe(1);
      expect(again.out).toContain(
        '.hidden: annotations/_.hidden.yaml exists and was not overwritten',
      );
    } finally {
      await emu.close();
    }
  });
});
