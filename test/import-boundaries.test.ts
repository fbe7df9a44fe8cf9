// STYLE.md: only cli/ touches process and the terminal, only action/ imports @actions/*,
// only api/ imports undici, only load/ imports yaml, only validate/ imports ajv; model/ is types.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'generated') return [];
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const OWNED: { pattern: RegExp; owner: string[] }[] = [
  { pattern: /^undici$/, owner: ['api'] },
  { pattern: /^yaml$/, owner: ['load'] },
  { pattern: /^ajv/, owner: ['validate'] },
  { pattern: /^@actions\//, owner: ['action'] },
  { pattern: /^@octokit\//, owner: ['action'] },
  { pattern: /^fast-glob$/, owner: ['load'] },
  { pattern: /^p-limit$/, owner: ['apply', 'api'] },
];

// Pure layers may not do I/O of their own.
const PURE = ['model', 'plan', 'render'];
const IO_MODULES = /^node:(fs|http|https|net|child_process|readline)(\/|$)/;

function importsOf(source: string): string[] {
  const found: string[] = [];
  const re =
    /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(re)) found.push((m[1] ?? m[2])!);
  return found;
}

describe('import boundaries', () => {
  const files = filesUnder(SRC);
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(5);
  });
  for (const file of files) {
    const layer = relative(SRC, file).split(/[\\/]/)[0]!;
    it(`${relative(SRC, file)} respects the boundaries`, () => {
      const source = readFileSync(file, 'utf8');
      for (const spec of importsOf(source)) {
        for (const rule of OWNED) {
          if (rule.pattern.test(spec))
            expect(rule.owner, `${spec} imported by ${layer}/`).toContain(layer);
        }
        if (PURE.includes(layer))
          expect(spec, `pure layer ${layer}/ imports ${spec}`).not.toMatch(IO_MODULES);
      }
      if (layer !== 'cli' && layer !== 'action') {
        expect(source, `${layer}/ touches process.argv/exit/stdout`).not.toMatch(
          /process\.(argv|exit|stdout|stderr)/,
        );
      }
      if (layer === 'model') {
        const values = source.match(/^export (const|function|let|enum) /m);
        expect(values, 'model/ holds types only (errors.ts excepted)').toBe(
          file.endsWith('errors.ts') ? values : null,
        );
      }
    });
  }
});
