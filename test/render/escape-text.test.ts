// The one escaping helper: control characters shown, never sent; no line a runner reads as a
// command; JSON keeps its value.
import { describe, expect, it } from 'vitest';
import {
  escapedColumn,
  escapeJson,
  escapeText,
  neutraliseCommands,
} from '../../src/text/escape-text.js';

describe('escapeText', () => {
  it.each([
    ['plain text', 'plain text'],
    ['tab\tstays', 'tab\tstays'],
    ['red \u001b[31m!', 'red \\x1b[31m!'],
    ['bell\u0007 nul\u0000 del\u007f', 'bell\\x07 nul\\x00 del\\x7f'],
    ['csi\u009b2J nel\u0085', 'csi\\x9b2J nel\\x85'],
    ['cr\rhides', 'cr\\rhides'],
    ['rtl\u202eevil \u2028sep', 'rtl\\u202eevil \\u2028sep'],
    ['two\nlines', 'two\\nlines'],
    ['key\n::error::x', 'key\\n::error::x'],
    ['::error::x', '\\x3a:error::x'],
    ['   ::warning::x', '   \\x3a:warning::x'],
    [':single colon', ':single colon'],
    ['a ##[error]b', 'a ##\\x5berror]b'],
  ])('%j → %j', (input, shown) => {
    expect(escapeText(input)).toBe(shown);
  });

  it('keeps line breaks for text shown line by line, and guards every line', () => {
    expect(escapeText('one\n::error::two\n  ::x::y\u001b', { multiline: true })).toBe(
      'one\n\\x3a:error::two\n  \\x3a:x::y\\x1b',
    );
  });

  it('escapes each kind of character alone, in text that holds nothing else to escape', () => {
    const each = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u009f'];
    each.push(
      '\u061c',
      '\u200e',
      '\u200f',
      '\u2028',
      '\u2029',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
    );
    for (const c of each) {
      const escaped = escapeText(`key-${c}-1`);
      expect(escaped, JSON.stringify(c)).not.toContain(c);
      expect(escaped).toMatch(/^key-\\(x|u)[0-9a-f]+-1$/);
    }
    expect(escapeText('a\rb')).toBe('a\\rb');
    expect(escapeText('plain-key_1.2 (ann-3) created')).toBe('plain-key_1.2 (ann-3) created');
  });

  it('is stable when applied twice', () => {
    const once = escapeText('a\u001b\n::b ##[c');
    expect(escapeText(once)).toBe(once);
  });
});

describe('neutraliseCommands', () => {
  it('leaves our own colours, changes only what would be a command', () => {
    const text = '\u001b[31merror\u001b[39m\n  ::set-output name=x::y\nfine :: here\n##[group]x';
    expect(neutraliseCommands(text)).toBe(
      '\u001b[31merror\u001b[39m\n  \\x3a:set-output name=x::y\nfine :: here\n##\\x5bgroup]x',
    );
  });
});

describe('escapeJson', () => {
  it('escapes what JSON.stringify leaves raw, and reads back as the same value', () => {
    const value = { a: 'c1\u009b del\u007f sep\u2028 ##[error]x', b: ['\u202e', '\u061c\u2066'] };
    const json = escapeJson(JSON.stringify(value, null, 2));
    expect(json).not.toMatch(/[\u007f-\u009f\u2028\u202e\u061c\u2066]|##\[/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('escapedColumn', () => {
  it('follows the escapes before a column', () => {
    expect(escapedColumn('abc', 3)).toBe(3);
    expect(escapedColumn('\u001bbc', 3)).toBe(6);
  });
});
