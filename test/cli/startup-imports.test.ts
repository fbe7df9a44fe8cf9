// Start-up stays near bare Node (`--version` well under 150 ms): what the CLI's entry loads
// before it knows the command is the option table and little else. YAML, the file walk, HTTP, the schema
// validators and the emulator load only inside the commands (dynamic imports).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');

/** Static, value-level imports of a file: `import type` and `import()` are left out. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(
    /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]/g,
  ))
    found.push(m[1]!);
  for (const m of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.push(m[1]!);
  return found;
}

it('the CLI entry loads no heavy module before a command runs', () => {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec).replace(/\.js$/, '.ts'));
      else packages.add(spec);
    }
  };
  visit(join(SRC, 'cli', 'main.ts'));
  expect([...packages].filter((p) => !p.startsWith('node:'))).toEqual([]);
  // Error messages are escaped from the start (app/run/describe-error.ts): the escaping helper is
  // a leaf with no imports, on the ground floor (text/).
  const leaf = join(SRC, 'text', 'escape-text.ts');
  expect(staticImports(leaf)).toEqual([]);
  const layers = [...seen]
    .filter((f) => f !== leaf)
    .map((f) => f.slice(SRC.length + 1).split(/[\\/]/)[0]);
  for (const heavy of ['emulator', 'api', 'validate', 'plan', 'apply', 'render'])
    expect(layers, `cli/main.ts loads ${heavy}/ at start`).not.toContain(heavy);
});
