// Values quoted into Markdown (the comment, the job summary, the check run's text) neither
// mention anyone nor link anywhere, in text and in inline code alike, and show no invisible
// reordering mark.
import { describe, expect, it } from 'vitest';
import { code, escapeMarkdown } from '../../src/text/markdown.js';
import { expectInert } from '../security/hostile-workspace.js';

const HOSTILE =
  'cc @octocat @org/admins, me@example.com, https://evil.example/x and www.evil.example, gh-12';

describe('a value in Markdown', () => {
  it.each([
    ['@octocat', '\\[@\\]octocat'],
    ['@org/admins', '\\[@\\]org/admins'],
    ['ask me@example.com', 'ask me\\[@\\]example.com'],
    ['see https://evil.example/x', 'see https\\[:\\]//evil.example/x'],
    ['FTP://x', 'FTP\\[:\\]//x'],
    ['go to www.evil.example', 'go to www\\[.\\]evil.example'],
    ['(WWW.evil.example)', '(WWW\\[.\\]evil.example)'],
    ['a @ b, 2 @3', 'a @ b, 2 \\[@\\]3'],
    ['a://', 'a\\[:\\]//'],
    ['fixes #12 and org/repo#7', 'fixes \\[\\#\\]12 and org/repo\\[\\#\\]7'],
    ['# heading, #tag', '\\# heading, \\#tag'],
    ['fixes GH-123, gh-7 and Gh-1', 'fixes GH\\[-\\]123, gh\\[-\\]7 and Gh\\[-\\]1'],
    ['GH-x, AGH-', 'GH-x, AGH-'],
    ['plain key-1', 'plain key-1'],
  ])('%j as text is %j', (value, shown) => {
    expect(escapeMarkdown(value)).toBe(shown);
  });

  it('as text and as inline code, mentions nobody and links nowhere', () => {
    expectInert('text', escapeMarkdown(HOSTILE));
    expectInert('code', code(HOSTILE));
    expect(code('@octocat https://x')).toBe('<code>&#91;@&#93;octocat https&#91;:&#93;//x</code>');
  });

  it('the check itself finds what GitHub would act on', () => {
    for (const raw of ['@octocat', 'x https://y', 'www.y', '<code>a@b.c</code>', 'see #3', 'GH-3'])
      expect(() => expectInert('raw', raw)).toThrow();
  });

  it('shows every bidirectional control, U+061C included', () => {
    for (const c of [
      '\u061c',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2069',
    ]) {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      expect(escapeMarkdown(`a${c}b`)).toBe(`a\\\\u${hex}b`);
      expect(code(`a${c}b`)).toBe(`<code>a&#92;u${hex}b</code>`);
    }
  });
});
