// .pre-commit-hooks.yaml: the two hooks the docs name, each running a command of this CLI on
// the config's files (never on file names pre-commit passes, which may not be annotations).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMANDS } from '../../src/cli/commands.js';

const ROOT = join(import.meta.dirname, '..', '..');

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
  pass_filenames: boolean;
}

describe('.pre-commit-hooks.yaml', () => {
  const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
  const cli = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');

  it('defines observe-annotations-validate and observe-annotations-fmt, as docs/cli.md shows', () => {
    expect(hooks.map((h) => h.id)).toEqual([
      'observe-annotations-validate',
      'observe-annotations-fmt',
    ]);
    for (const hook of hooks) expect(cli).toContain(`- id: ${hook.id}`);
    expect(cli).toMatch(/rev: v\d+\.\d+\.\d+/);
  });

  it('runs a command of the CLI by its bin, on the config files, for any YAML change', () => {
    for (const hook of hooks) {
      const [bin, command] = hook.entry.split(' ');
      expect(bin).toBe('observe-annotations');
      expect(Object.keys(COMMANDS)).toContain(command);
      expect(hook.id).toBe(`observe-annotations-${command}`);
      expect(hook).toMatchObject({ language: 'node', pass_filenames: false });
      expect(new RegExp(hook.files).test('annotations/a.yml')).toBe(true);
    }
  });
});
