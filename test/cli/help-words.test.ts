// Each command's help describes its options in its own words: `plan --prune` and `plan --out`
// say what they do in a plan (not apply's deletions, not import's folder), and `import`'s usage
// shows `--emulator`, which it takes.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeIo } from './validate-fake-io.js';

async function help(command: string): Promise<string[]> {
  const io = fakeIo(process.cwd(), {});
  expect(await main([command, '--help'], io)).toBe(0);
  return io.out().split('\n');
}

const line = (lines: string[], flag: string) => lines.find((l) => l.startsWith(`  ${flag} `));

describe('help in each command’s own words', () => {
  it('plan: --out FILE is the saved plan, --prune shows orphans as deletions', async () => {
    const lines = await help('plan');
    expect(line(lines, '--out')).toBe(
      '  --out FILE                     Also write the plan to FILE (JSON): a saved plan, to apply exactly it later.',
    );
    expect(line(lines, '--prune')).toBe(
      '  --prune                        Show the orphans (server keys under keyPrefix that no file holds) as deletions in the plan.',
    );
    expect(lines.join('\n')).not.toMatch(/import:|DIR|after the writes/);
  });

  it('import: --emulator in its usage, --out DIR its folder', async () => {
    const lines = await help('import');
    expect(lines[0]).toBe(
      'Usage: observe-annotations import [--target NAME] [--emulator] [--prefix P] [--out DIR]',
    );
    expect(line(lines, '--out')).toBe(
      '  --out DIR                      Write the YAML files into DIR (default annotations/).',
    );
    expect(line(lines, '--emulator')).toBeDefined();
  });

  it('apply keeps its own words for --prune', async () => {
    expect(line(await help('apply'), '--prune')).toBe(
      '  --prune                        Delete orphans (server keys under keyPrefix that no file holds) after the writes.',
    );
  });
});
