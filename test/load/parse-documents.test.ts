import { describe, expect, it } from 'vitest';
import {
  MAX_ALIAS_VALUES,
  MAX_DEPTH,
  MAX_ENTRIES,
  parseDocuments,
} from '../../src/load/parse-documents.js';

function codes(text: string) {
  return parseDocuments(text, 'a.yaml').diagnostics.map((d) => [d.code, d.line, d.column]);
}

describe('parseDocuments', () => {
  it('keeps dates as strings (YAML 1.2 core schema) and counts documents', () => {
    const parsed = parseDocuments(
      'kind: event\ndateFrom: 2026-09-17\non: yes\n---\nkind: setup\n',
      'a.yaml',
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.annotations).toBe(2);
    expect(parsed.documents.map((d) => d.value)).toEqual([
      { kind: 'event', dateFrom: '2026-09-17', on: 'yes' },
      { kind: 'setup' },
    ]);
    expect(parsed.documents.map((d) => d.line)).toEqual([1, 5]);
  });

  it('skips empty documents with a warning', () => {
    const parsed = parseDocuments('---\n---\n# only a comment\n---\nkind: event\n', 'a.yaml');
    expect(parsed.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'yaml.emptyDocument', 1],
      ['warning', 'yaml.emptyDocument', 2],
    ]);
    expect(parsed.annotations).toBe(1);
    expect(
      parseDocuments('# just comments\n', 'a.yaml').diagnostics.map((d) => [d.code, d.line]),
    ).toEqual([['yaml.emptyDocument', 1]]);
  });

  it('reports duplicate keys, tabs, syntax errors with positions', () => {
    expect(codes('a: 1\nb: 2\na: 3\n')).toEqual([['yaml.duplicateKey', 3, 1]]);
    const dup = parseDocuments('headline: 1\nscope:\n  os: a\n  os: b\nheadline: 3\n', 'a.yaml');
    expect(dup.diagnostics.map((d) => [d.code, d.line, d.column, d.endColumn, d.message])).toEqual([
      ['yaml.duplicateKey', 4, 3, 5, 'os appears twice in this map; keep one'],
      ['yaml.duplicateKey', 5, 1, 9, 'headline appears twice in this map; keep one'],
    ]);
    expect(codes('a:\n\tb: 1\n')).toEqual([['yaml.tab', 2, 1]]);
    expect(codes('a: [1, 2\nb: 3\n')[0]).toEqual(['yaml.syntax', 2, 1]);
  });

  it('refuses documents that are not maps', () => {
    expect(codes('- a\n- b\n')).toEqual([['yaml.notAMap', 1, 1]]);
    expect(codes('a: 1\n---\njust text\n')).toEqual([['yaml.notAMap', 3, 1]]);
    expect(codes('~\n')).toEqual([['yaml.notAMap', 1, 1]]);
  });

  it('refuses keys that are not strings, at the key, without a process warning', () => {
    const warnings: unknown[] = [];
    const listen = (w: unknown) => warnings.push(w);
    process.on('warning', listen);
    try {
      const full = (text: string) =>
        parseDocuments(text, 'a.yaml').diagnostics.map((d) => [
          d.code,
          d.line,
          d.column,
          d.endColumn,
          d.message,
        ]);
      expect(full('a: 1\n[b, c]: 1\n')).toEqual([
        ['yaml.keyNotString', 2, 1, 7, 'a key must be a field name (a string), not a list'],
      ]);
      expect(full('a: 1\n? {b: 1}\n: 2\n')).toEqual([
        ['yaml.keyNotString', 2, 3, 9, 'a key must be a field name (a string), not a map'],
      ]);
      expect(codes('a: 1\nnull: 2\n')).toEqual([['yaml.keyNotString', 2, 1]]);
      expect(codes('a: 1\nscope:\n  1: x\n  true: y\n')).toEqual([
        ['yaml.keyNotString', 3, 3],
        ['yaml.keyNotString', 4, 3],
      ]);
      expect(codes('"a": 1\n\'b\': 2\nc: 3\n')).toEqual([]);
      expect(parseDocuments('a: 1\n[b]: 2\n', 'a.yaml').documents).toEqual([]);
    } finally {
      process.off('warning', listen);
    }
    expect(warnings).toEqual([]);
  });

  it('turns an alias bomb (toJS throws) and an unknown alias into diagnostics', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
      '',
    ].join('\n');
    expect(codes(bomb).map((c) => c[0])).toEqual(['yaml.aliasLimit']);
    expect(codes('a: 1\nb: *nope\n')).toEqual([['yaml.alias', 2, 4]]);
  });

  it('catches the directives the parser lets through', () => {
    expect(codes('%YAML 1.2\n')).toEqual([['yaml.directive', 1, 1]]);
    expect(codes('%YAML 1.2\n%YAML 1.2\n---\na: 1\n')).toEqual([['yaml.directive', 2, 1]]);
    expect(codes('%YAML 1.2\n---\na: 1\n')).toEqual([]);
  });
});

describe('limits no annotation comes near', () => {
  const nestedFlow = (depth: number) => `series: ${'['.repeat(depth)}x${']'.repeat(depth)}\n`;
  const nestedBlock = (depth: number) =>
    Array.from({ length: depth }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' x\n';

  it(`reads ${MAX_DEPTH} levels of nesting, refuses one more on the line where it is passed`, () => {
    // The document's map is the first level.
    expect(codes(nestedFlow(MAX_DEPTH - 1))).toEqual([]);
    expect(codes(`a: 1\n${nestedFlow(MAX_DEPTH)}`)).toEqual([['yaml.tooDeep', 2, 72]]);
    expect(codes(nestedBlock(MAX_DEPTH))).toEqual([]);
    expect(codes(nestedBlock(MAX_DEPTH + 1))).toEqual([['yaml.tooDeep', MAX_DEPTH + 1, 68]]);
    const deep = parseDocuments(`a: 1\n---\n${nestedFlow(100_000)}---\nb: 2\n`, 'a.yaml');
    expect(deep.documents.map((d) => d.value)).toEqual([{ a: 1 }]);
    expect(deep.annotations).toBe(2);
    expect(deep.diagnostics[0]!.message).toBe(
      `lists and maps are nested more than ${MAX_DEPTH} deep here (an annotation needs 3); the rest of the file is not read`,
    );
  });

  it(`refuses a document of more than ${MAX_ENTRIES} keys and items, and reads no further`, () => {
    const items = (n: number) => `series: [${Array.from({ length: n }, () => 'x').join(', ')}]\n`;
    expect(codes(items(MAX_ENTRIES - 1))).toEqual([]);
    const big = parseDocuments(`a: 1\n---\n${items(MAX_ENTRIES + 5)}---\nb: 2\n`, 'a.yaml');
    expect(big.diagnostics.map((d) => [d.code, d.line])).toEqual([['yaml.tooLarge', 3]]);
    expect(big.diagnostics[0]!.message).toMatch(/^document 2 has more than 10,000 keys/);
    expect(big.documents.map((d) => d.value)).toEqual([{ a: 1 }]);
  });

  it('finds every duplicate key in one pass, each at its own line', () => {
    const text = Array.from({ length: 5000 }, () => 'a: 1').join('\n');
    const parsed = parseDocuments(text, 'a.yaml');
    expect(parsed.diagnostics).toHaveLength(4999);
    expect(parsed.diagnostics.at(-1)).toMatchObject({ code: 'yaml.duplicateKey', line: 5000 });
  });

  it('counts what aliases repeat, and refuses a loop', () => {
    const half = Array.from({ length: MAX_ALIAS_VALUES / 2 }, () => 'x').join(', ');
    expect(codes(`a: &a [${half}]\nb: *a\nc: *a\nd: *a\n`)).toEqual([['yaml.aliasLimit', 3, 4]]);
    expect(codes('a: &a [x, *a]\n')).toEqual([['yaml.alias', 1, 11]]);
    expect(parseDocuments('a: &a [x, *a]\n', 'a.yaml').diagnostics[0]!.message).toBe(
      'alias *a is inside the node its anchor names (a loop); write the value out',
    );
    const shared = parseDocuments('a: &a {x: 1}\nb: *a\n', 'a.yaml').documents[0]!.value;
    expect(shared).toEqual({ a: { x: 1 }, b: { x: 1 } });
  });

  it('refuses an empty key and keeps __proto__ a plain field', () => {
    expect(codes('a: 1\n: 2\n')).toEqual([['yaml.keyNotString', 2, 1]]);
    const value = parseDocuments('__proto__: {polluted: true}\n', 'a.yaml').documents[0]!.value;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('locate', () => {
  const text = [
    '# yaml-language-server: $schema=../schema/annotation.schema.json',
    'externalKey: k',
    'headLine: Hello',
    'refs:',
    '  - { type: release, value: v1 }',
    '  - type: annotation',
    '    externalKey: other',
    'scope:',
    '  os: ios',
    '',
  ].join('\n');
  const doc = parseDocuments(text, 'a.yaml').documents[0]!;

  it('points at a value', () => {
    expect(doc.locate(['externalKey'])).toEqual({ line: 2, column: 14, endLine: 2, endColumn: 15 });
    expect(doc.locate(['refs', 0, 'value'])).toEqual({
      line: 5,
      column: 29,
      endLine: 5,
      endColumn: 31,
    });
    expect(doc.locate(['refs', 1, 'externalKey'])).toMatchObject({ line: 7, column: 18 });
  });

  it('points at a key for unknown fields', () => {
    expect(doc.locate(['headLine'], 'key')).toEqual({
      line: 3,
      column: 1,
      endLine: 3,
      endColumn: 9,
    });
  });

  it('points a missing field at the first line of the document, or at the object key', () => {
    expect(doc.locate(['kind'], 'parent')).toEqual({
      line: 2,
      column: 1,
      endLine: 2,
      endColumn: 15,
    });
    expect(doc.locate([], 'parent')).toEqual({ line: 2, column: 1, endLine: 2, endColumn: 15 });
    expect(doc.locate(['scope', 'browser'], 'parent')).toMatchObject({ line: 8, column: 1 });
    expect(doc.locate(['refs', 0, 'x'], 'parent')).toMatchObject({ line: 5, column: 5 });
  });
});
