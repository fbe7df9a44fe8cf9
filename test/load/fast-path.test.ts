// The fast path (js-yaml) against the `yaml` path, which stays the source of truth: for every
// input the fast path either declines or gives exactly what the `yaml` path gives (documents,
// values, lines, count, and no diagnostic at all), and `validate`'s whole answer is the same
// with and without it. The random properties run with fixed seeds (the same inputs in CI
// every time); change a seed or raise numRuns locally to explore further.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastDocuments } from '../../src/load/fast-documents.js';
import { parseDocuments } from '../../src/load/parse-documents.js';
import { decodeSource } from '../../src/load/read-source.js';
import type { FileReport } from '../../src/validate/validate-file.js';
import { validateText, validateTextFast } from '../../src/validate/validate-file.js';
import { validateFiles } from '../../src/validate/validate-files.js';
import { YAML_TEST_SUITE } from '../support/fixtures.js';
import { annotation, mutate, mutation, render, renderFile, style } from './yaml-styles.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SUITE = YAML_TEST_SUITE;

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Loader level: declined, or the very documents `parseDocuments` gives, and no diagnostic. */
function agreeOnLoad(text: string): boolean {
  const fast = fastDocuments(text);
  if (!fast) return false;
  const full = parseDocuments(text, 'f.yaml');
  expect(full.diagnostics).toEqual([]);
  expect(full.annotations).toBe(fast.length);
  expect(fast).toStrictEqual(
    full.documents.map(({ index, value, line }) => ({ index, value, line })),
  );
  return true;
}

/** Without places (the fast path has none): what `validate` reports and hands on. */
function comparable(report: FileReport) {
  return {
    ...report,
    documents: report.documents.map(({ file, index, line, value, valid }) => ({
      file,
      index,
      line,
      value,
      valid,
    })),
  };
}

/** File level: the fast path declines or the report equals the `yaml` path's. */
function agreeOnValidate(text: string): boolean {
  const full = validateText(text, 'f.yaml', { positions: true });
  const auto = validateText(text, 'f.yaml');
  expect(comparable(auto)).toStrictEqual(comparable(full));
  const fast = validateTextFast(text, 'f.yaml');
  if (!fast) return false;
  expect(full.diagnostics).toEqual([]);
  expect(comparable(fast)).toStrictEqual(comparable(full));
  return true;
}

function agree(text: string): { load: boolean; validate: boolean } {
  return { load: agreeOnLoad(text), validate: agreeOnValidate(text) };
}

function textOf(path: string): string | undefined {
  const source = decodeSource(readFileSync(path), path);
  return 'text' in source ? source.text : undefined;
}

describe('the fast path agrees with the yaml path or declines', () => {
  it('on the examples, and reads them all itself', () => {
    const files = filesUnder(join(ROOT, 'examples', 'annotations'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(agree(textOf(file)!), file).toEqual({ load: true, validate: true });
  });

  it('on every fixture of invalid files (and the ok-* ones)', () => {
    const files = filesUnder(join(ROOT, 'test', 'fixtures', 'invalid'));
    let fast = 0;
    for (const file of files) {
      const text = textOf(file);
      if (text !== undefined && agree(text).validate) fast++;
    }
    // The ok-* files that use nothing rare are read by the fast path; no invalid one is.
    expect(fast).toBeGreaterThan(5);
  });

  it('on the YAML test suite', () => {
    let loaded = 0;
    for (const file of filesUnder(SUITE)) {
      const text = textOf(file);
      if (text === undefined) continue;
      const r = agree(text);
      if (r.load) loaded++;
      expect(r.validate, relative(SUITE, file)).toBe(false);
    }
    expect(loaded).toBeGreaterThan(0);
  });

  it('on random annotations in many styles, several to a file', () => {
    let loaded = 0;
    let validated = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(annotation, style), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.boolean(),
        (docs, prelude, crlf) => {
          const text = renderFile(
            docs.map(([doc, s]) => render(doc, { ...s, crlf })),
            prelude,
            crlf,
          );
          const r = agree(text);
          if (r.load) loaded++;
          if (r.validate) validated++;
        },
      ),
      { numRuns: 1000, seed: 20260917 },
    );
    // Enough of them are valid and plain for the agreement to mean something.
    expect(loaded).toBeGreaterThan(100);
    expect(validated).toBeGreaterThan(10);
  });

  it('on random annotations after a small edit (broken syntax, moved lines)', () => {
    let loaded = 0;
    let validated = 0;
    fc.assert(
      fc.property(
        annotation,
        style,
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (doc, s, edits) => {
          const text = edits.reduce(mutate, render(doc, s));
          const r = agree(text);
          if (r.load) loaded++;
          if (r.validate) validated++;
        },
      ),
      { numRuns: 1500, seed: 20260918 },
    );
    expect(loaded).toBeGreaterThan(100);
    expect(validated).toBeGreaterThan(10);
  });

  it('on block scalars with odd indentation, blank lines and chomping', () => {
    let loaded = 0;
    const line = fc.tuple(
      fc.nat({ max: 5 }),
      fc.constantFrom('', 'word', '# not a comment', 'a: b', '- x', '  more', 'end '),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('|', '|-', '|+', '>', '>-', '>+', '|2', '> # c'),
        fc.array(line, { minLength: 0, maxLength: 6 }),
        fc.constantFrom('', 'next: value\n', '# after\n', '  # indented after\n'),
        fc.boolean(),
        (header, lines, after, crlf) => {
          const body = lines.map(([n, w]) => ' '.repeat(n) + w).join('\n');
          let text = `kind: event\ndescription: ${header}\n${body}\n${after}`;
          if (crlf) text = text.replace(/\n/g, '\r\n');
          if (agree(text).load) loaded++;
        },
      ),
      { numRuns: 3000, seed: 20260919 },
    );
    expect(loaded).toBeGreaterThan(100);
  });

  it('keeps dates as strings and leaves duplicate keys to the yaml path', () => {
    expect(fastDocuments('kind: event\ndateFrom: 2026-09-17\n')).toEqual([
      { index: 0, value: { kind: 'event', dateFrom: '2026-09-17' }, line: 1 },
    ]);
    expect(fastDocuments('kind: event\nkind: setup\n')).toBeUndefined();
  });

  it('declines what only the yaml path reports or reads differently', () => {
    for (const text of [
      '',
      '# only a comment\n',
      'a: b\n---\n',
      '---\n---\na: b\n',
      'a: &x b\nc: *x\n',
      'a: !!str b\n',
      '%YAML 1.2\n---\na: b\n',
      'a: b\n...\n',
      'a:\tb\n',
      'a: "\\u0041"\n',
      'a: -.5\n',
      'a: ~\n',
      '- a\n',
      'just a string\n',
      '--- a: b\n',
      '? a\n: b\n',
      'a: %b\n',
      'a: @b\n',
    ]) {
      expect(fastDocuments(text), JSON.stringify(text)).toBeUndefined();
    }
  });
});

describe('validateFiles with and without the fast path', () => {
  it('reads the files of a problem across files fast, then places it through the yaml path', async () => {
    const dir = join(ROOT, 'test', 'fixtures', 'invalid', 'duplicate-key');
    for (const file of filesUnder(dir)) expect(validateTextFast(textOf(file)!, file)).toBeDefined();
    const result = await validateFiles([dir], { cwd: ROOT });
    const duplicate = result.diagnostics.find((d) => d.code === 'externalKey.duplicate');
    expect(duplicate).toMatchObject({ line: 3, column: 14, path: '/externalKey' });
    expect(duplicate?.related).toMatchObject({ line: 2, column: 14 });
  });

  const trees = [
    ['examples/annotations/'],
    ['test/fixtures/invalid/'],
    ['test/fixtures/invalid/duplicate-key/'],
    ['test/fixtures/invalid/ref-cycle/'],
  ];
  for (const paths of trees) {
    it(`answers the same for ${paths.join(' ')}`, async () => {
      const fast = await validateFiles(paths, { cwd: ROOT });
      const full = await validateFiles(paths, { cwd: ROOT, positions: true });
      expect(JSON.stringify(fast.diagnostics)).toBe(JSON.stringify(full.diagnostics));
      expect([fast.valid, fast.files, fast.annotations]).toEqual([
        full.valid,
        full.files,
        full.annotations,
      ]);
      expect([...fast.sources]).toEqual([...full.sources]);
      expect(fast.documents.map(({ places: _p, ...d }) => d)).toStrictEqual(
        full.documents.map(({ places: _p, ...d }) => d),
      );
      expect(full.documents.every((d) => d.places !== undefined)).toBe(true);
    });
  }

  it('answers the same for the YAML test suite', async () => {
    const fast = await validateFiles(['.'], { cwd: SUITE });
    const full = await validateFiles(['.'], { cwd: SUITE, positions: true });
    expect(JSON.stringify(fast.diagnostics)).toBe(JSON.stringify(full.diagnostics));
    expect(fast.annotations).toBe(full.annotations);
  });
});
