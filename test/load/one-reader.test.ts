// The one reader against `yaml`'s own Document API, the reference: for every input, each
// document the reader hands on is one that `yaml` reads without an error, as a map, to the
// same value (`toJS()`); each document `yaml` reads cleanly to a plain map is handed on; and
// every place the reader gives is the range of the node `yaml` finds at that path. Inputs:
// the examples, the fixtures, the YAML test suite, and random annotations in many styles,
// edited or not. The random properties run with fixed seeds (the same inputs in CI every time).
// Most documents are read from the parser's tokens, the rest by `yaml`'s composer: both ways
// are held to `yaml` (the composer alone over the same inputs, and the edges of the first).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseAllDocuments } from 'yaml';
import type { Document, Node, YAMLError } from 'yaml';
import {
  parseDocuments,
  type LoadedDocument,
  type ReadOptions,
} from '../../src/load/parse-documents.js';
import { decodeSource } from '../../src/load/read-source.js';
import { toLineRange } from '../../src/load/source-map.js';
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

function textOf(path: string): string | undefined {
  const source = decodeSource(readFileSync(path), path);
  return 'text' in source ? source.text : undefined;
}

/** A value `toJS()` gives that is plain data (no Set or Map from `!!set` or `!!omap`). */
function isPlain(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(isPlain);
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlain);
}

/** A map document whose keys, all through, are strings: what the reader hands on. */
function stringKeysOnly(node: unknown): boolean {
  if (isMap(node))
    return node.items.every(
      (p) => isScalar(p.key) && typeof p.key.value === 'string' && stringKeysOnly(p.value),
    );
  if (isSeq(node)) return node.items.every(stringKeysOnly);
  return true;
}

/** The reference reading: each document and whether the reader must hand it on. */
function reference(text: string) {
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, {
    lineCounter: lines,
    prettyErrors: false,
    schema: 'core',
    version: '1.2',
    uniqueKeys: true,
    strict: true,
  });
  const list = Array.isArray(docs) ? docs : [];
  const stream = list.length === 0 ? ((docs as { errors?: YAMLError[] }).errors ?? []) : [];
  return {
    lines,
    stream,
    docs: list.map((doc) => {
      let value: unknown;
      let clean = doc.errors.length === 0 && isMap(doc.contents) && stringKeysOnly(doc.contents);
      if (clean) {
        try {
          value = doc.toJS({ maxAliasCount: 100 });
        } catch {
          clean = false; // an alias bomb or an unknown alias
        }
      }
      return { doc, value, clean: clean && isPlain(value) };
    }),
  };
}

/** Every path to a value in `value` (the document's fields, their items, and so on). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

/** The node `yaml` finds at `path`, unless the path runs through an alias. */
function nodeAt(doc: Document, path: (string | number)[]): Node | undefined {
  let node = doc.contents as Node | null;
  for (const segment of path) {
    if (isAlias(node)) return undefined;
    if (isMap(node)) node = (node.get(String(segment), true) as Node | undefined) ?? null;
    else if (isSeq(node)) node = (node.items[Number(segment)] as Node | undefined) ?? null;
    else return undefined;
    if (!node) return undefined;
  }
  return node ?? undefined;
}

function agree(text: string, options?: ReadOptions): { handed: number; composed: number } {
  const ours = parseDocuments(text, 'f.yaml', options);
  const ref = reference(text);
  const byIndex = new Map<number, LoadedDocument>(ours.documents.map((d) => [d.index, d]));
  for (const doc of ours.documents) {
    const r = ref.docs[doc.index];
    expect(r, `document ${doc.index} exists for yaml`).toBeDefined();
    expect(r!.doc.errors).toEqual([]);
    if (r!.clean) expect(doc.value).toStrictEqual(r!.value);
    for (const path of pathsOf(doc.value)) {
      if (path.length === 0) continue;
      const node = nodeAt(r!.doc, path);
      if (!node?.range || node.range[1] <= node.range[0]) continue;
      const expected = toLineRange({ start: node.range[0], end: node.range[1] }, ref.lines, text);
      expect(doc.locate(path), JSON.stringify(path)).toEqual(expected);
    }
  }
  ref.docs.forEach((r, index) => {
    if (r.clean) expect(byIndex.has(index), `document ${index} is handed on`).toBe(true);
  });
  // Each empty document is reported, at its line; every syntax error is reported.
  const emptyLines = ref.docs
    .filter(({ doc }) => {
      const c = doc.contents as Node | null;
      return c === null || (isScalar(c) && c.value === null && c.source === '');
    })
    .map(({ doc }) => ref.lines.linePos(doc.range[0]).line);
  const ourEmpty = ours.diagnostics
    .filter((d) => d.code === 'yaml.emptyDocument' && d.message.startsWith('document '))
    .map((d) => d.line);
  const limited = ours.diagnostics.some((d) => /^yaml\.too/.test(d.code));
  if (!limited) {
    expect(ourEmpty).toEqual(emptyLines);
    const refErrors = ref.docs.flatMap(({ doc }) => doc.errors).concat(ref.stream);
    const syntax = (code: string) => code !== 'DUPLICATE_KEY';
    expect(
      ours.diagnostics.filter((d) => d.code === 'yaml.syntax' || d.code === 'yaml.tab').length,
    ).toBe(refErrors.filter((e) => syntax(e.code)).length);
  }
  // A file the reader reads without an error is one `yaml` reads without an error too.
  if (ours.diagnostics.filter((d) => d.severity === 'error').length === 0) {
    expect(ref.docs.every((r) => r.doc.errors.length === 0)).toBe(true);
  }
  return { handed: ours.documents.length, composed: ours.composed };
}

describe('the one reader agrees with yaml', () => {
  it('on the examples and the fixtures', () => {
    const files = [
      ...filesUnder(join(ROOT, 'examples', 'annotations')),
      ...filesUnder(join(ROOT, 'test', 'fixtures', 'invalid')),
    ];
    let handed = 0;
    for (const file of files) {
      const text = textOf(file);
      if (text !== undefined) handed += agree(text).handed;
    }
    expect(handed).toBeGreaterThan(50);
  });

  it('on the YAML test suite', () => {
    let handed = 0;
    for (const file of filesUnder(SUITE)) {
      const text = textOf(file);
      if (text === undefined) continue;
      try {
        handed += agree(text).handed;
      } catch (error) {
        throw new Error(`${relative(SUITE, file)}: ${(error as Error).message}`, { cause: error });
      }
    }
    expect(handed).toBeGreaterThan(50);
  });

  it('on random annotations in many styles, several to a file', () => {
    let handed = 0;
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
          handed += agree(text).handed;
        },
      ),
      { numRuns: 600, seed: 20260917 },
    );
    expect(handed).toBeGreaterThan(300);
  });

  it('on random annotations after a small edit (broken syntax, moved lines)', () => {
    let handed = 0;
    fc.assert(
      fc.property(
        annotation,
        style,
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (doc, s, edits) => {
          handed += agree(edits.reduce(mutate, render(doc, s))).handed;
        },
      ),
      { numRuns: 1000, seed: 20260918 },
    );
    expect(handed).toBeGreaterThan(100);
  });

  it('on block scalars with odd indentation, blank lines and chomping', () => {
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
          agree(text);
        },
      ),
      { numRuns: 1500, seed: 20260919 },
    );
  });

  it('on runs of empty documents, markers, comments and directives', () => {
    const piece = fc.constantFrom(
      '---\n',
      '--- # c\n',
      '...\n',
      '... # c\n',
      '# c\n',
      '\n',
      'a: 1\n',
      '%YAML 1.2\n',
      '%TAG ! tag:x,2000:\n',
      ']\n',
      '--- a\n',
      '... x\n',
      '--- |\n  text\n',
      '---\t\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        agree(pieces.join(''));
      }),
      { numRuns: 3000, seed: 20260920 },
    );
  });

  it('on anchors and aliases within the budget', () => {
    agree('scope: &s\n  os: ios\nrefs:\n  - &r { type: release, value: v1 }\n  - *r\nx: *s\n');
    agree('a: &a 1\nb: *a\na2: &a 2\nc: *a\n');
  });
});

describe("the reader's two ways agree with yaml", () => {
  it('reads annotations as people write them from the tokens, without the composer', () => {
    const files = filesUnder(join(ROOT, 'examples', 'annotations'));
    let handed = 0;
    for (const file of files) {
      const read = agree(textOf(file)!);
      handed += read.handed;
      expect(read.composed, relative(ROOT, file)).toBe(0);
    }
    expect(handed).toBeGreaterThan(5);
  });

  it('leaves to the composer what yaml reports or the tokens do not say alone', () => {
    const composed = [
      'a: [b,#c\n  d]\n', // a comment needs a space before it
      '{a: 1,#c\n}\n',
      'x: 1\na: [b]#c\n',
      '- [a,#c\n  b]\n',
      `${'k'.repeat(1100)}: v\n`, // an implicit key's ':' at most 1024 characters on
      `a: 1\n${'k'.repeat(1030)}: v\n`,
      '--- a: 1\n', // a block map on the '---' line
      '--- a: 1\nb: 2\n',
      'a:\tb\n', // a tab among the spaces
      'a: 1\n...\n', // '...' belongs to the document before it
      'a: 1\n... x\n',
      'a: &x 1\nb: *x\n',
      'a: !!str 1\n',
      '? a\n: 1\n',
      'a:\nb: 1\n', // an empty value
      'a: 1\na: 2\n',
      '%YAML 1.2\n---\na: 1\n',
      'a: {b, c: 1}\n',
      'a: [b: 1]\n',
      '[a, b]\n',
    ];
    const direct = [
      'a: [b, c,]\n',
      'a: {b: 1, c: [d, "e"]} # c\n',
      "a:\n  - #c\n    b: 'c'\n  - d\n",
      'a:  #c\n  b\n',
      'a: [b] #c\n',
      `${'k'.repeat(1000)}: v\n`,
      '--- # c\na: 1\n',
      'a: 0x1F\nb: .inf\nc: 1.50\nd: ~\ne: TRUE\nf: 0o17\n',
      'a: |2\n    b\n  c\nd: >-\n  e\n\n  f\n',
      '__proto__: 1\nb:\n  __proto__: [2]\n',
    ];
    for (const [texts, toComposer] of [
      [composed, true],
      [direct, false],
    ] as const) {
      for (const text of texts) {
        expect(agree(text).composed > 0, JSON.stringify(text)).toBe(toComposer);
        agree(text, { composeAll: true });
      }
    }
  });

  it("with yaml's composer alone, on the examples, the fixtures and random annotations", () => {
    const files = [
      ...filesUnder(join(ROOT, 'examples', 'annotations')),
      ...filesUnder(join(ROOT, 'test', 'fixtures', 'invalid')),
    ];
    for (const file of files) {
      const text = textOf(file);
      if (text !== undefined) agree(text, { composeAll: true });
    }
    let handed = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(annotation, style), { minLength: 1, maxLength: 4 }),
        fc.array(mutation, { minLength: 0, maxLength: 2 }),
        (docs, edits) => {
          const text = renderFile(
            docs.map(([doc, s]) => render(doc, s)),
            0,
            false,
          );
          const read = agree(edits.reduce(mutate, text), { composeAll: true });
          expect(read.composed).toBeGreaterThanOrEqual(read.handed);
          handed += read.handed;
        },
      ),
      { numRuns: 400, seed: 20260921 },
    );
    expect(handed).toBeGreaterThan(100);
  });
});
