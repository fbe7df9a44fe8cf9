// The floors of src/ (docs/architecture.md) and the one rule of each, read from the imports:
// a layer imports only the layers below it, so no arrow runs back up and no two layers import
// each other. Only cli/ touches the process and the terminal, only action/ imports @actions/*,
// only api/ imports undici, only load/ imports yaml, only validate/ imports ajv. cli/ and
// action/ are peer adapters of app/ (neither imports the other, app/ imports neither, only the
// CLI starts the emulator), and the Action reaches the lower floors only through app/, render/
// and model/. lsp/, the language server, is a third adapter of app/ (only it imports
// vscode-languageserver; the CLI starts it, over the process's stdin and stdout). text/ and
// model/ do no I/O and import nothing of ours. Inside action/, the wings
// have floors of their own the same way: github/ at the ground (the only wing that talks to
// GitHub), then step/, then review/ and checks/, then flows/; index.ts, main.ts and run.ts on top.
// action/ reaches its texts through one seam, render/github/views.ts (and a plan's error count).
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
  { pattern: /^p-limit$/, owner: ['apply', 'api'] },
  { pattern: /^vscode-languageserver/, owner: ['lsp'] },
];

// Which other layers each layer may import: the floors, from the ground up.
const BELOW: Record<string, string[]> = {
  text: [],
  model: [],
  load: ['text', 'model'],
  validate: ['text', 'model'],
  api: ['text', 'model'],
  render: ['text', 'model'],
  read: ['text', 'model', 'load', 'validate'],
  plan: ['text', 'model', 'validate'],
  emulator: ['text', 'model', 'validate'],
  apply: ['text', 'model', 'api', 'plan', 'validate'],
  app: ['text', 'model', 'load', 'read', 'validate', 'api', 'plan', 'apply', 'render'],
  lsp: ['text', 'model', 'app'],
  cli: ['text', 'model', 'load', 'render', 'app', 'emulator', 'lsp'],
  action: ['text', 'model', 'render', 'app'],
};

// Which other wings of action/ each wing may import, from the ground up. The files on top
// (index.ts, main.ts, run.ts: the wing '') may import every wing; no wing imports them.
const ACTION = join(SRC, 'action');
const WINGS: Record<string, string[]> = {
  github: [],
  step: ['github'],
  review: ['github', 'step'],
  checks: ['github', 'step'],
  flows: ['github', 'step', 'review', 'checks'],
  '': ['github', 'step', 'review', 'checks', 'flows'],
};

/** What action/ may import of render/: the Action's views, and the plan's error count. */
const RENDER_SEAM = ['render/github/views.js', 'render/plan-summary.js'];

/** The wing of a file under action/: its first folder there, or '' for the files on top. */
function wingOf(file: string): string {
  const parts = relative(ACTION, file).split(/[\\/]/);
  return parts.length > 1 ? parts[0]! : '';
}

// Layers that do no I/O of their own.
const PURE = ['text', 'model', 'validate', 'plan', 'render'];
const IO_MODULES = /^node:(fs|http|https|net|child_process|readline|worker_threads)(\/|$)/;

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
  it('has floors: no two layers may import each other, whatever the path between them', () => {
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      BELOW[from]!.some((l) => l === to || (!seen.has(l) && (seen.add(l), reaches(l, to, seen))));
    for (const layer of Object.keys(BELOW)) expect(reaches(layer, layer), layer).toBe(false);
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
        const vocabulary = [
          'errors.ts',
          'api-error.ts',
          'github-error.ts',
          'fields.ts',
          'formats.ts',
        ].some((f) => file.endsWith(f));
        expect(values, 'model/ holds types, the errors, the fields and the formats').toBe(
          vocabulary ? values : null,
        );
      }
    });
  }

  describe('the wings of action/', () => {
    const actionFiles = files.filter((file) => !relative(ACTION, file).startsWith('..'));
    it('has floors: no two wings may import each other, whatever the path between them', () => {
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
        WINGS[from]!.some((w) => w === to || (!seen.has(w) && (seen.add(w), reaches(w, to, seen))));
      for (const wing of Object.keys(WINGS)) expect(reaches(wing, wing), wing).toBe(false);
    });
    it('knows every wing', () => {
      const wings = new Set(actionFiles.map(wingOf));
      expect([...wings].sort()).toEqual(Object.keys(WINGS).sort());
    });
    for (const file of actionFiles) {
      const wing = wingOf(file);
      it(`${relative(SRC, file)} imports only the wings below its own, and texts through the views`, () => {
        const source = readFileSync(file, 'utf8');
        for (const spec of importsOf(source).filter((s) => s.startsWith('.'))) {
          const target = resolve(dirname(file), spec);
          if (!relative(join(SRC, 'render'), target).startsWith('..'))
            expect(RENDER_SEAM, `${relative(SRC, file)} imports ${spec}`).toContain(
              relative(SRC, target),
            );
          if (relative(ACTION, target).startsWith('..')) continue;
          const to = wingOf(target);
          if (to !== wing)
            expect(
              WINGS[wing],
              `${wing || 'action'}/ imports ${to || 'action'}/ (${spec})`,
            ).toContain(to);
        }
        if (wing !== 'github')
          expect(source, `${wing || 'action'}/ talks to GitHub itself`).not.toMatch(/\bfetch\(/);
      });
    }
  });

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
