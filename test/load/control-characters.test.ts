// yaml.controlCharacter: a character YAML forbids is an error on its line, not a value.
import { describe, expect, it } from 'vitest';
import { controlCharacters, MAX_CONTROL_LINES } from '../../src/load/control-characters.js';
import { parseDocuments } from '../../src/load/parse-documents.js';
import { excerpt, shortMessage } from '../../src/text/excerpt.js';
import { validateText } from '../../src/read/validate-file.js';

describe('controlCharacters', () => {
  it('names a NUL and an ESC at their line and column, once per line', () => {
    const found = controlCharacters('a: 1\nb: x\u0000y\u0000\nc: \u001b[31m\n', 'f.yaml');
    expect(found.map((d) => [d.code, d.line, d.column, d.endColumn])).toEqual([
      ['yaml.controlCharacter', 2, 5, 6],
      ['yaml.controlCharacter', 3, 4, 5],
    ]);
    expect(found[0]!.message).toMatch(
      /^the control character NUL \(U\+0000\) is not allowed in YAML/,
    );
    expect(found[1]!.message).toMatch(/^the control character ESC \(U\+001B\)/);
  });

  it('says so for a carriage return without a line feed, and takes CRLF', () => {
    expect(controlCharacters('a: 1\r\nb: 2\r\n', 'f.yaml')).toEqual([]);
    const [lone] = controlCharacters('a: 1\rb: 2\r', 'f.yaml');
    expect(lone!.message).toBe(
      'a carriage return (CR) ends this line without a line feed: save the file with LF (or CRLF) line endings',
    );
  });

  it('allows tab, NEL and everything printable', () => {
    expect(controlCharacters('a:\t"x\u0085 é 😀 \u00a0"\n', 'f.yaml')).toEqual([]);
  });

  it('reports at most MAX_CONTROL_LINES lines and counts the rest', () => {
    const text = Array.from({ length: 25 }, (_, i) => `k${i}: \u0007`).join('\n');
    const found = controlCharacters(text, 'f.yaml');
    expect(found).toHaveLength(MAX_CONTROL_LINES);
    expect(found.at(-1)!.message).toMatch(/\(and 15 more lines with such characters\)$/);
  });

  it('is an error of the file, never a value: the document is invalid', () => {
    const text = 'externalKey: a\nkind: setup\nheadline: "x\u001by"\n';
    expect(parseDocuments(text, 'f.yaml').diagnostics.map((d) => d.code)).toContain(
      'yaml.controlCharacter',
    );
    const report = validateText(text, 'f.yaml');
    expect(report.diagnostics.map((d) => [d.code, d.line])).toEqual([['yaml.controlCharacter', 3]]);
  });
});

describe('messages quote no more of a file than they need', () => {
  it('cuts a key or a scalar to an excerpt', () => {
    const long = 'k'.repeat(500);
    expect(excerpt(long)).toHaveLength(80);
    expect(excerpt(long).endsWith('…')).toBe(true);
    expect(excerpt('short')).toBe('short');
    expect(shortMessage(`Unexpected scalar token in YAML stream: "${'s'.repeat(300)}"`)).toBe(
      `Unexpected scalar token in YAML stream: "${'s'.repeat(79)}…"`,
    );
  });

  it('in yaml.syntax, yaml.duplicateKey and document.unknownField', () => {
    const secret = `basic ${'Q'.repeat(200)}`;
    const syntax = validateText(`[core]\n\textraheader = AUTHORIZATION: ${secret}\n`, 'f.yaml');
    const key = `${'x'.repeat(300)}`;
    const unknown = validateText(`externalKey: a\nkind: setup\nheadline: h\n${key}: 1\n`, 'f.yaml');
    const duplicate = validateText(`${key}: 1\n${key}: 2\n`, 'f.yaml');
    expect(syntax.diagnostics.map((d) => d.code)).toEqual([
      'yaml.syntax',
      'yaml.syntax',
      'yaml.syntax',
    ]);
    expect(unknown.diagnostics.map((d) => d.code)).toEqual(['document.unknownField']);
    expect(duplicate.diagnostics.map((d) => d.code)).toEqual(['yaml.duplicateKey']);
    for (const report of [syntax, unknown, duplicate]) {
      for (const d of report.diagnostics) {
        expect(d.message.length, d.message).toBeLessThan(300);
        expect(d.message).not.toContain('Q'.repeat(100));
        expect(d.message).not.toContain('x'.repeat(100));
      }
    }
  });
});
