// The one Markdown toolkit of the views (the plan and apply views, the pull request comment,
// the job summary): text that stays text, inline code, and fences no content can close. Pure.
// Text and code from files and servers pass escapeText first (control characters shown).
import { escapeText } from './escape-text.js';

const oneLine = (text: string): string => text.replace(/\s*\r?\n\s*/g, ' ');
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const entity = (c: string): string => NAMED[c] ?? `&#${c.charCodeAt(0)};`;

/**
 * Text for Markdown, on one line: no HTML, emphasis, code, link, heading or table cell edge
 * by accident (backslash escapes, readable in the raw text; for Markdown, not HTML blocks).
 */
export function escapeMarkdown(text: string): string {
  return oneLine(escapeText(text))
    .replace(/[\\`*_[\]|#~!]/g, '\\$&')
    .replace(/[&<>]/g, entity);
}

/**
 * Inline code, in Markdown or inside an HTML block such as `<summary>`: what would be markup
 * is written as character references, which mean the same in both.
 */
export function code(text: string): string {
  return `<code>${oneLine(escapeText(text)).replace(/[&<>\\`*_[\]|#~]/g, entity)}</code>`;
}

/** A fenced block: the fence is one backtick longer than the longest run inside (at least three). */
export function fenced(body: string | readonly string[], info = ''): string {
  const text = typeof body === 'string' ? body : body.join('\n');
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${fence}`;
}
