import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validateFiles } from '../../src/read/validate-files.js';
import { fakeIo } from '../cli/validate-fake-io.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('examples/annotations', () => {
  it('every example validates, with no warning', async () => {
    const result = await validateFiles(['examples/annotations/'], { cwd: ROOT });
    expect(result.diagnostics).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.files).toBeGreaterThanOrEqual(5);
    expect(result.annotations).toBeGreaterThanOrEqual(10);
  });

  it('cover what docs/file-format.md shows: every kind, every ref type, a ref by key, periods closed and ongoing, a closed follow-up with a note', async () => {
    const { documents } = await validateFiles(['examples/annotations/'], { cwd: ROOT });
    const values = documents.map((d) => d.value);
    const kinds = new Set(values.map((v) => v.kind));
    expect([...kinds].sort()).toEqual(
      ['constraint', 'event', 'follow-up', 'interpretation', 'period', 'setup'].sort(),
    );
    const refs = values.flatMap((v) => (v.refs as { type: string; externalKey?: string }[]) ?? []);
    expect(new Set(refs.map((r) => r.type))).toEqual(
      new Set(['finding', 'annotation', 'project', 'commit', 'release', 'url']),
    );
    expect(refs.some((r) => r.externalKey !== undefined)).toBe(true);
    const periods = values.filter((v) => v.kind === 'period');
    expect(periods.some((v) => v.dateTo !== undefined)).toBe(true);
    expect(periods.some((v) => v.dateTo === undefined)).toBe(true);
    expect(values.some((v) => v.kind === 'follow-up' && v.status === 'done' && v.note)).toBe(true);
    expect(values.some((v) => v.scope)).toBe(true);
    expect(values.some((v) => v.series)).toBe(true);
    expect(values.some((v) => v.evidence)).toBe(true);
    expect(new Set(documents.map((d) => d.file)).size).toBeLessThan(documents.length);
  });

  it('the CLI says so and exits 0', async () => {
    const io = fakeIo(ROOT);
    expect(await main(['validate', 'examples/annotations/'], io)).toBe(0);
    expect(io.out()).toMatch(/^\d+ files, \d+ annotations: 0 errors, 0 warnings\n$/);
    expect(io.err()).toBe('');
  });
});
