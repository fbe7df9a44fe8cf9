// The quick fixes of diagnostics that carry a suggestion, as edits of the text; none for the rest.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from 'vscode-languageserver';
import { quickFixes } from '../../src/lsp/code-actions.js';

const URI = 'file:///w/a.yaml';

function fixes(text: string, d: Partial<Diagnostic> & { line: number; from: number; to: number }) {
  const diagnostic: Diagnostic = {
    message: d.message ?? '',
    code: d.code,
    range: { start: { line: d.line, character: d.from }, end: { line: d.line, character: d.to } },
    ...(d.data ? { data: d.data } : {}),
  };
  return quickFixes(URI, text, [diagnostic]).map((a) => ({
    title: a.title,
    edit: a.edit!.changes![URI]![0]!,
  }));
}

describe('quickFixes', () => {
  it('an unknown field: its did-you-mean, at the key', () => {
    expect(
      fixes('headLine: x\n', {
        code: 'document.unknownField',
        message: 'unknown field headLine; did you mean headline?',
        line: 0,
        from: 0,
        to: 8,
      }),
    ).toEqual([
      {
        title: 'Change to headline',
        edit: {
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 8 } },
          newText: 'headline',
        },
      },
    ]);
  });

  it('an enum value: the nearest allowed one; none when nothing is near', () => {
    const enumOf = (value: string) =>
      fixes(`effect: ${value}\n`, {
        code: 'effect.enum',
        message: `effect must be one of context, boundary, degraded, broken, missing, not '${value}'`,
        line: 0,
        from: 8,
        to: 8 + value.length,
      });
    expect(enumOf('degraed').map((f) => f.edit.newText)).toEqual(['degraded']);
    expect(enumOf('"brokn"').map((f) => f.edit.newText)).toEqual(['broken']);
    expect(enumOf('zzzzzzzzzzzz')).toEqual([]);
  });

  it("a value holding ': ': the line quoted as the message says, its comment kept", () => {
    const [fix] = fixes('  headline: Note: rolled out  # why\n', {
      code: 'yaml.syntax',
      message:
        'Nested mappings are not allowed: the value holds ": ", which YAML reads as another key; quote the value: headline: "Note: rolled out"',
      line: 0,
      from: 18,
      to: 19,
    });
    expect(fix!.edit).toEqual({
      range: { start: { line: 0, character: 2 }, end: { line: 0, character: 28 } },
      newText: 'headline: "Note: rolled out"',
    });
  });

  it('a missing field of the document: added on its first line with a placeholder', () => {
    const add = (field: string) =>
      fixes('  externalKey: a\n', {
        code: `${field}.required`,
        message: `${field} is required`,
        line: 0,
        from: 2,
        to: 3,
        data: { path: `/${field}` },
      })[0]!.edit.newText;
    expect(add('headline')).toBe('  headline: TODO\n');
    expect(add('kind')).toBe('  kind: event\n');
    expect(add('dateFrom')).toBe('  dateFrom: YYYY-MM-DD\n');
  });

  it('nothing for a diagnostic without a suggestion, nor for a missing field of a ref', () => {
    expect(
      fixes('headline: x\n', {
        code: 'headline.maxLength',
        message: 'too long',
        line: 0,
        from: 0,
        to: 1,
      }),
    ).toEqual([]);
    expect(
      fixes('refs:\n  - {}\n', {
        code: 'refs.type.required',
        message: 'refs[0].type is required',
        line: 1,
        from: 4,
        to: 6,
        data: { path: '/refs/0/type' },
      }),
    ).toEqual([]);
  });
});
