// Where the cursor is, read from half-typed lines: the map it is in (the document, its scope, a
// ref in block or flow style), the field, name or value, the word, and the fields already there.
import { describe, expect, it } from 'vitest';
import { cursorContext } from '../../src/lsp/cursor-context.js';

/** The context at the `|` of `marked` (the bar removed). */
function at(marked: string) {
  const offset = marked.indexOf('|');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const before = text.slice(0, offset).split('\n');
  const c = cursorContext(text, before.length - 1, before.at(-1)!.length);
  return {
    container: c.container,
    field: c.field,
    onValue: c.onValue,
    word: c.word.text,
    present: [...c.present].sort(),
    lines: c.lines,
  };
}

describe('cursorContext', () => {
  it.each([
    [
      'a new line of a document',
      'externalKey: a\nkind: setup\n|',
      'document',
      undefined,
      false,
      ['externalKey', 'kind'],
    ],
    [
      'a field name being typed',
      'externalKey: a\nhead|',
      'document',
      undefined,
      false,
      ['externalKey'],
    ],
    [
      'on a field name',
      'externalKey: a\nki|nd: setup\n',
      'document',
      'kind',
      false,
      ['externalKey', 'kind'],
    ],
    [
      'on a value',
      'externalKey: a\nkind: se|tup\n',
      'document',
      'kind',
      true,
      ['externalKey', 'kind'],
    ],
    ['after the colon', 'kind: |\n', 'document', 'kind', true, ['kind']],
    [
      'a member of scope',
      'kind: setup\nscope:\n  os: iOS\n  |\nheadline: h\n',
      'scope',
      undefined,
      false,
      ['os'],
    ],
    ['a value in scope', 'scope:\n  browser: Saf|\n', 'scope', 'browser', true, ['browser']],
    ['a block ref, its first line', 'refs:\n  - type: ann|\n', 'ref', 'type', true, ['type']],
    [
      'a block ref, its second line',
      'refs:\n  - type: annotation\n    externalKey: k|\n',
      'ref',
      'externalKey',
      true,
      ['externalKey', 'type'],
    ],
    [
      'a flow ref, a value',
      'refs:\n  - { type: annotation, externalKey: ke| }\n',
      'ref',
      'externalKey',
      true,
      ['externalKey', 'type'],
    ],
    ['a flow ref, a name', 'refs:\n  - { type: url, | }\n', 'ref', undefined, false, ['type']],
  ] as const)('%s', (_, marked, container, field, onValue, present) => {
    const c = at(marked);
    expect(c.container).toBe(container);
    expect(c.field).toBe(field);
    expect(c.onValue).toBe(onValue);
    expect(c.present).toEqual(present);
  });

  it('the word under the cursor: a key with its dots and dashes', () => {
    expect(at('refs:\n  - { type: annotation, externalKey: release-4.2_x| }\n').word).toBe(
      'release-4.2_x',
    );
  });

  it('the document is the one between the --- around the cursor', () => {
    const c = at('externalKey: a\nkind: setup\n---\nexternalKey: b\n|\n---\nkind: event\n');
    expect(c.lines).toEqual({ first: 3, last: 4 });
    expect(c.present).toEqual(['externalKey']);
  });
});

describe('a hostile line', () => {
  it('a flow map a million characters long is read linearly: its context comes at once', () => {
    // Before, each request backtracked over every word of the line: minutes for a million.
    const line = `- { type: annotation, externalKey: ${'a'.repeat(1_000_000)}`;
    // The last 1,000 characters are read: a value longer than that names no field.
    expect(cursorContext(`refs:\n${line}\n`, 1, line.length).container).toBe('ref');
    const braces = `- ${'{'.repeat(200_000)}`;
    expect(cursorContext(braces, 0, braces.length).container).toBe('ref');
  });
});
