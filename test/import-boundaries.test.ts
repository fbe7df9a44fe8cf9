// STYLE.md: only cli/ touches process and the terminal, only action/ imports @actions/*,
// only api/ imports undici, only load/ imports yaml, only validate/ imports ajv; model/ is types.
// DESIGN section 10: the layers' own arrows run down, never back up; cli/ and action/ are peer
// adapters of app/ (neither imports the other, app/ imports neither, only the CLI starts the
// emulator).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
  { pattern: /^picomatch$/, owner: ['load'] },
  { pattern: /^p-limit$/, owner: ['apply', 'api'] },
];

// Which other layers each layer may import.
const BELOW: Record<string, string[]> = {
  text: [],
  model: [],
  load: ['text', 'model'],
  validate: ['text', 'model', 'load'],
  read: ['text', 'model', 'load', 'validate'],
  api: ['text', 'model'],
  plan: ['text', 'model', 'validate'],
  apply: ['text', 'model', 'api', 'plan', 'validate'],
  render: ['text', 'model'],
  emulator: ['text', 'model', 'validate'],
  app: ['text', 'model', 'load', 'read', 'validate', 'api', 'plan', 'apply', 'render'],
  cli: [
    'text',
    'model',
    'load',
    'read',
    'validate',
    'api',
    'plan',
    'apply',
    'render',
    'app',
    'emulator',
  ],
  action: ['text', 'model', 'load', 'read', 'validate', 'api', 'plan', 'apply', 'render', 'app'],
};

// Pure layers may not do I/O of their own.
const PURE = ['text', 'model', 'plan', 'render'];
const IO_MODULES = /^node:(fs|http|https|net|child_process|readline)(\/|$)/;

function importsOf(source: string): string[] {
  const found: string[] = [];
  const re =
    /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(re)) found.push((m[1] ?? m[2] ?? m[3])!);
  return found;
}

describe('import boundaries', () => {
  const files = filesUnder(SRC);
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(5);
  });
  it('knows every layer', () => {
    const layers = new Set(files.map((f) => relative(SRC, f).split(/[\\/]/)[0]!));
    expect([...layers].sort()).toEqual(Object.keys(BELOW).sort());
  });
  for (const file of files) {
    const layer = relative(SRC, file).split(/[\\/]/)[0]!;
    it(`${relative(SRC, file)} respects the boundaries`, () => {
      const source = readFileSync(file, 'utf8');
      for (const spec of importsOf(source)) {
        if (spec.startsWith('.')) {
          const target = relative(SRC, resolve(dirname(file), spec)).split(/[\\/]/)[0]!;
          if (target !== layer)
            expect(BELOW[layer], `${layer}/ imports ${target}/ (${spec})`).toContain(target);
        }
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
        const vocabulary = ['errors.ts', 'fields.ts', 'formats.ts'].some((f) => file.endsWith(f));
        expect(values, 'model/ holds types, the errors, the fields and the formats').toBe(
          vocabulary ? values : null,
        );
      }
    });
  }

  it('has no import cycles between files', () => {
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dirname(file), spec).replace(/\.js$/, '.ts'));
      graph.set(file, targets);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        const loop = path.slice(path.indexOf(file));
        cycles.push([...loop, file].map((f) => relative(SRC, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
