// The canonical form's guarantees, held on every file there is to hold them on: the golden
// layout, the examples, the rule fixtures, the YAML test suite's cases that hold a mapping,
// and generated annotations in every style with comments: the same data, every comment kept
// (beside the same field), idempotent, validate unchanged; and the YAML 1.1 quoting rule.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { format as prettier } from 'prettier';
import { isMap, parseAllDocuments, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import { examplesText } from '../../src/app/init/init-files.js';
import { commentsOf, formatYamlText } from '../../src/load/canonical-yaml.js';
import { overSizeLimit } from '../../src/load/read-source.js';
import { renderAnnotationsYaml } from '../../src/load/write-yaml.js';
import { readsAsOtherTypeIn11 } from '../../src/load/yaml11-scalars.js';
import { validateText } from '../../src/read/validate-file.js';
import { YAML_TEST_SUITE, yamlTestSuiteFiles } from '../support/fixtures.js';
import { annotation, render, renderFile, style } from './yaml-styles.js';

const ROOT = join(import.meta.dirname, '..', '..');
const GOLDEN = join(import.meta.dirname, 'canonical');

function formatted(text: string): string {
  const result = formatYamlText(text, { file: 'a.yaml' });
  if (result.kind === 'refused') throw new Error(JSON.stringify(result.diagnostics));
  return result.text;
}

/** Every document as data, read as our reader reads YAML (1.2 core). */
function dataOf(text: string): unknown[] {
  return parseAllDocuments(text, { version: '1.2', schema: 'core', uniqueKeys: false }).map((d) =>
    d.toJS({ mapAsMap: true, maxAliasCount: 100 }),
  );
}

/** What validate says of a file, without where (formatting moves lines, never findings). */
function findings(text: string): string[] {
  return validateText(text, 'a.yaml')
    .diagnostics.map((d) => `${d.severity} ${d.code} ${d.message}`)
    .sort();
}

/** The guarantees of one text that was formatted. */
function expectGuarantees(text: string, out: string): void {
  expect(dataOf(out)).toEqual(dataOf(text));
  expect(commentsOf(out)).toEqual(commentsOf(text));
  expect(formatted(out)).toBe(out);
}

describe('the golden layout', () => {
  for (const name of readdirSync(GOLDEN).filter((f) => f.endsWith('.in.yaml'))) {
    it(name, () => {
      const text = readFileSync(join(GOLDEN, name), 'utf8');
      const out = formatted(text);
      const golden = join(GOLDEN, name.replace('.in.yaml', '.out.yaml'));
      if (process.env.UPDATE_GOLDEN) writeFileSync(golden, out);
      expect(existsSync(golden), `${golden}: run with UPDATE_GOLDEN=1`).toBe(true);
      expect(out).toBe(readFileSync(golden, 'utf8'));
      expectGuarantees(text, out);
      expect(findings(out)).toEqual(findings(text));
    });
  }
});

describe('every file of examples/ and of the rule fixtures', () => {
  const folders = ['examples/annotations', 'test/fixtures/invalid'];
  const files = folders.flatMap((folder) =>
    readdirSync(join(ROOT, folder))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join(folder, f)),
  );
  it.each(files)('%s', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const result = formatYamlText(text, { file });
    if (result.kind === 'refused') {
      // Only a file that does not parse is refused, with the reader's own diagnostics.
      expect(result.diagnostics.every((d) => /^(yaml|file)\./.test(d.code))).toBe(true);
      return;
    }
    expectGuarantees(text, result.text);
    expect(findings(result.text)).toEqual(findings(text));
    if (file.startsWith('examples/')) expect(result.changed, 'examples/ is canonical').toBe(false);
  });
});

describe("the YAML test suite's cases that hold a mapping", () => {
  const cases = yamlTestSuiteFiles().filter((name) => {
    if (name.endsWith('.error.yaml')) return false;
    const text = readFileSync(join(YAML_TEST_SUITE, name), 'utf8');
    return parseAllDocuments(text).some((doc) => {
      let map = false;
      visit(doc, { Map: () => void (map = true) });
      return map || isMap(doc.contents);
    });
  });
  const outcomes = cases.map((name) => {
    const text = readFileSync(join(YAML_TEST_SUITE, name), 'utf8');
    return { name, text, result: formatYamlText(text, { file: name }) };
  });

  it('holds at least 150 cases, and formats nine in ten of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const done = outcomes.filter((o) => o.result.kind === 'formatted').length;
    expect(done / cases.length, `${done} of ${cases.length}`).toBeGreaterThan(0.9);
  });

  it('formatted: the same data, every comment, idempotent; refused: said why, never thrown', () => {
    for (const { name, text, result } of outcomes) {
      if (result.kind === 'refused') {
        expect(result.diagnostics.length, name).toBeGreaterThan(0);
        continue;
      }
      expect(isDeepStrictEqual(dataOf(result.text), dataOf(text)), name).toBe(true);
      expect(commentsOf(result.text), name).toEqual(commentsOf(text));
      expect(formatted(result.text), name).toBe(result.text);
    }
  });
});

describe("the YAML test suite's cases that are not valid YAML", () => {
  it('are refused with a diagnostic naming the file, never formatted, never thrown', () => {
    const errors = yamlTestSuiteFiles().filter((name) => name.endsWith('.error.yaml'));
    expect(errors.length).toBeGreaterThan(50);
    for (const name of errors) {
      const text = readFileSync(join(YAML_TEST_SUITE, name), 'utf8');
      const result = formatYamlText(text, { file: name });
      expect(result.kind, name).toBe('refused');
      if (result.kind === 'refused') expect(result.diagnostics[0]!.file, name).toBe(name);
    }
  });
});

describe('generated annotations in every style, comments and layouts included', () => {
  it('keep their data, comments and findings, and settle in one pass', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(annotation, style), { minLength: 1, maxLength: 3 }),
        fc.nat(3),
        fc.boolean(),
        (docs, prelude, crlf) => {
          const text = renderFile(
            docs.map(([doc, s]) => render(doc, { ...s, crlf })),
            prelude,
            crlf,
          );
          const result = formatYamlText(text, { file: 'a.yaml' });
          // Styles that break YAML are refused with the reader's diagnostics, never formatted;
          // every other text is formatted.
          if (result.kind === 'refused') {
            expect(findings(text).some((f) => f.startsWith('error yaml.'))).toBe(true);
            expect(result.diagnostics[0]!.code).toMatch(/^yaml\./);
            return;
          }
          expectGuarantees(text, result.text);
          expect(findings(result.text)).toEqual(findings(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keep each comment beside the field it was beside, in any order of fields', () => {
    const fields = ['kind', 'headline', 'dateFrom', 'effect', 'reading', 'note', 'owner'];
    const values: Record<string, string> = {
      kind: 'event',
      headline: 'Passkeys for all',
      dateFrom: '2026-09-17T09',
      effect: 'boundary',
      reading: 'Compare within one side',
      note: 'done',
      owner: 'team-auth',
    };
    fc.assert(
      fc.property(
        fc.shuffledSubarray(fields, { minLength: 1 }),
        fc.array(fc.constantFrom('none', 'after', 'above', 'both'), {
          minLength: 7,
          maxLength: 7,
        }),
        (order, placements) => {
          const lines = ['externalKey: k # after-externalKey'];
          order.forEach((field, i) => {
            const where = placements[i]!;
            if (where === 'above' || where === 'both') lines.push(`# above-${field}`);
            const after = where === 'after' || where === 'both' ? ` # after-${field}` : '';
            lines.push(`${field}: ${values[field]}${after}`);
          });
          const out = formatted(`${lines.join('\n')}\n`).split('\n');
          for (const [at, line] of out.entries()) {
            const after = / # after-(\w+)$/.exec(line);
            if (after) expect(line.startsWith(`${after[1]}: `), line).toBe(true);
            const above = /^# above-(\w+)$/.exec(line);
            if (above) {
              const next = out.slice(at + 1).find((l) => !l.startsWith('#'))!;
              expect(next.startsWith(`${above[1]}: `), `${line} then ${next}`).toBe(true);
            }
          }
          const known = ['externalKey', 'kind', 'headline', 'dateFrom', 'effect', 'reading'];
          const keys = out.filter((l) => /^\w+:/.test(l)).map((l) => l.split(':')[0]!);
          const expected = [
            'externalKey',
            ...known.filter((f) => order.includes(f)),
            ...(order.includes('note') ? ['note'] : []),
            ...(order.includes('owner') ? ['owner'] : []),
          ];
          expect(keys).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('are left as they are by prettier (the YAML extension formats on save with its defaults)', async () => {
    const samples = fc.sample(fc.tuple(annotation, style), 60);
    for (const [doc, s] of samples) {
      const result = formatYamlText(render(doc, s), { file: 'a.yaml' });
      if (result.kind === 'refused') continue;
      const again = await prettier(result.text, { parser: 'yaml', printWidth: 80 });
      expect(again).toBe(result.text);
    }
  });
});

describe('what init and import write', () => {
  it("init's example annotations are canonical", () => {
    const result = formatYamlText(examplesText('../schema.json'));
    expect(result).toMatchObject({ kind: 'formatted', changed: false });
  });

  it("import's files are canonical", () => {
    const text = renderAnnotationsYaml(
      [
        {
          note: 'n',
          kind: 'follow-up',
          externalKey: 'k',
          headline: 'on',
          dateFrom: '2026-09-17',
          refs: [{ type: 'release', value: 'v1' }],
          scope: { os: 'iOS', applicationID: 'app-1' },
          series: ['a', 'b'],
          description: 'two\nlines',
        },
      ],
      { schemaPath: '../schema.json', comments: [['imported']] },
    );
    expect(formatYamlText(text)).toMatchObject({ kind: 'formatted', changed: false });
  });
});

describe('the layout', () => {
  it('puts the schema modeline first, fields in the schema order, unknown fields after', () => {
    const out = formatted(
      'owner: me\nkind: event\n# yaml-language-server: $schema=x.json\nexternalKey: a\nheadline: A\n',
    );
    expect(out).toBe(
      '# yaml-language-server: $schema=x.json\nexternalKey: a\nkind: event\nheadline: A\nowner: me\n',
    );
  });

  it('keeps one style per kind of list: short scalar lists inline, lists of maps as block maps', () => {
    const out = formatted(
      'series:\n- a\n- b\nrefs: [{type: release, value: v1}, {value: x, type: finding}]\n',
    );
    expect(out).toBe(
      'series: [a, b]\nrefs:\n  - type: release\n    value: v1\n  - type: finding\n    value: x\n',
    );
  });

  it('writes multi-line text as a block scalar and separates documents with ---', () => {
    expect(formatted('a: "x\\ny"\n---\nb: "z\\n"\n')).toBe('a: |-\n  x\n  y\n---\nb: |\n  z\n');
  });

  it('keeps an empty comment line, and drops blank lines', () => {
    expect(formatted('# a\n#\n\n# b\nk: 1\n\nj: 2 #\n')).toBe('# a\n#\n# b\nk: 1\nj: 2 #\n');
  });

  it('keeps an empty first document, so no document takes its place', () => {
    const text = '---\n---\na: 1\n';
    expect(dataOf(formatted(text))).toEqual(dataOf(text));
  });

  it('refuses text that is not YAML, past the limits, without throwing', () => {
    const deep = `a: ${'['.repeat(100)}${']'.repeat(100)}\n`;
    const refusedCodes = (text: string) => {
      const r = formatYamlText(text);
      return r.kind === 'refused' ? r.diagnostics.map((d) => d.code) : [];
    };
    expect(refusedCodes('a: [\n')).toContain('yaml.syntax');
    expect(refusedCodes(deep)).toContain('yaml.tooDeep');
    expect(refusedCodes('a: &a [1]\nb: *a\na: 2\n')).toContain('yaml.duplicateKey');
    expect(refusedCodes('---\n'.repeat(10_001))).toEqual(['fmt.notFormatted']);
    // Over the size limit: refused in the words a file of it gets from the reader.
    expect(formatYamlText(`b: 1\na: 2\n# ${'x'.repeat(5 * 1024 * 1024)}\n`)).toEqual({
      kind: 'refused',
      diagnostics: [overSizeLimit(5 * 1024 * 1024 + 13, '<stdin>')],
    });
    expect(overSizeLimit(5 * 1024 * 1024 + 13, 'a.yaml')?.message).toBe(
      'file is 5.0 MiB; annotation files may be at most 5 MiB',
    );
  });
});

describe('quoting: exactly what a YAML 1.1 reader would read as another type', () => {
  const quoted = [
    'yes',
    'No',
    'on',
    'OFF',
    'y',
    'n',
    '~',
    'null',
    '2026-09-17',
    '2026-10-02T14:00:00',
    '0755',
    '1:20',
    '1_000',
    '0b101',
    '.inf',
    '<<',
    '=',
    '3.5',
    '12',
  ];
  const plain = [
    '2026-10-02T14',
    '2026-09',
    'passkeys',
    'yesterday',
    'online',
    'app-12',
    'v4.2.0',
    '9f2c1ab',
    'Y2K',
    'no-op',
  ];
  it.each(quoted)('%s is quoted', (word) => {
    expect(readsAsOtherTypeIn11(word)).toBe(true);
    expect(formatted(`a: "${word}"\n`)).toBe(`a: "${word}"\n`);
  });
  it.each(plain)('%s stays plain', (word) => {
    expect(readsAsOtherTypeIn11(word)).toBe(false);
    expect(formatted(`a: "${word}"\n`)).toBe(`a: ${word}\n`);
  });
  it('reads each quoted word back as the same string with a YAML 1.1 reader', () => {
    const out = formatted(quoted.map((w, i) => `k${i}: "${w}"`).join('\n') + '\n');
    const as11 = parseAllDocuments(out, { version: '1.1' })[0]!.toJS() as Record<string, unknown>;
    expect(Object.values(as11)).toEqual(quoted);
  });
});
