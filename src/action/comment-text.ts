// Small, safe pieces of pull request comment Markdown: escaped text, code spans and code
// fences that no value can close early. Pure.
import { escapeText } from '../render/escape-text.js';

/** Text for Markdown prose: one line, escaped, no HTML, no emphasis or links by accident. */
export function prose(text: string): string {
  return escapeText(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|#~])/g, '\\$1');
}

/** Inline code that works in Markdown and inside HTML tags such as `<summary>`. */
export function code(text: string): string {
  return `<code>${escapeText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, ' ')}</code>`;
}

/** A fenced block whose fence is longer than any run of backticks in its lines. */
export function fence(info: string, lines: string[]): string {
  let longest = 0;
  for (const line of lines) {
    for (const run of line.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  }
  const marker = '`'.repeat(Math.max(3, longest + 1));
  return [`${marker}${info}`, ...lines, marker].join('\n');
}
