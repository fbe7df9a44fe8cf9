// docs/file-format.md's full example works when pasted: its annotations (the block under "The
// fields") and the config it says to write beside them pass `plan` and `apply` on the embedded
// emulator as written, and a plan after the apply shows no changes.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeIo } from '../cli/validate-fake-io.js';

const PAGE = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'file-format.md'), 'utf8');

/** The first fenced YAML block after `heading`, or the one whose first line is `firstLine`. */
function yamlBlock(where: { heading?: string; firstLine?: string }): string {
  const from = where.heading ? PAGE.indexOf(`\n${where.heading}\n`) : 0;
  expect(from, where.heading).toBeGreaterThanOrEqual(0);
  const blocks = [...PAGE.slice(from).matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  const block = where.firstLine ? blocks.find((b) => b.startsWith(where.firstLine!)) : blocks[0];
  expect(block, JSON.stringify(where)).toBeDefined();
  return block!;
}

async function run(cwd: string, args: string[]) {
  const io = fakeIo(cwd, {});
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

describe("docs/file-format.md's full example", () => {
  it('passes plan and apply on the embedded emulator as written; then there is nothing to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-doc-example-'));
    mkdirSync(join(dir, 'annotations'));
    writeFileSync(join(dir, 'annotations', 'example.yaml'), yamlBlock({ heading: '## The fields' }));
    writeFileSync(
      join(dir, 'observe-annotations.yaml'),
      yamlBlock({ firstLine: '# observe-annotations.yaml' }),
    );
    const plan = await run(dir, ['plan', '--emulator']);
    expect(plan.err).toBe('');
    expect(plan.code, plan.out).toBe(0);
    const count = (yamlBlock({ heading: '## The fields' }).match(/^externalKey:/gm) ?? []).length;
    expect(plan.out).toContain(`Plan: ${count} to create, 0 to update, 0 to delete.`);
    const apply = await run(dir, ['apply', '--emulator', '--auto-approve']);
    expect(apply.err).not.toMatch(/error|fail/i); // its progress lines only
    expect(apply.code, apply.out).toBe(0);
    expect(apply.out).toContain(`${count} created`);
    const again = await run(dir, ['plan', '--emulator', '--detailed-exitcode']);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('No changes.');
  });
});
