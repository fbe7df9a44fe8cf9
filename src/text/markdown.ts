// The one Markdown toolkit of the views (the plan and apply views, the pull request comment,
// the job summary, the check run's text): text that stays text, inline code, and fences no
// content can close. Pure. Text and code from files and servers pass escapeText first (control
// characters shown), then `inert`: no value mentions anyone or links anywhere.
import { escapeText } from './escape-text.js';

const oneLine = (text: string): string => text.replace(/\s*\r?\n\s*/g, ' ');
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const entity = (c: string): string => NAMED[c] ?? `&#${c.charCodeAt(0)};`;

/**
 * A value that can neither mention nor link, written visibly: GitHub makes a mention of `@name`
 * and `@org/team` (and an email link of `a@b.c`), a link of a bare `scheme://…` and `www.…`,
 * and a reference of `#12` or `GH-12` (`org/repo#12`: a back link on that issue), in text and
 * inside `<code>` alike; an entity would not help, since GitHub finds mentions in the rendered
 * text. So `@` before a name is shown `[@]`, `#` before a number `[#]`, the `-` of `GH-12`
 * `[-]`, `://` after a scheme `[:]//` and `www.` `www[.]`: readable, never invisible, and
 * nothing GitHub recognises. A bare commit SHA is left as it is: GitHub links it to the commit
 * (no back link, no notification), and the views print commit SHAs of their own on purpose.
 */
function inert(text: string): string {
  return text
    .replace(/@(?=[\p{L}\p{N}_-])/gu, '[@]')
    .replace(/#(?=\d)/g, '[#]')
    .replace(/(?<=gh)-(?=\d)/gi, '[-]')
    .replace(/(?<=[a-z0-9+.-]):\/\//gi, '[:]//')
    .replace(/(?<![\p{L}\p{N}])www\./giu, (www) => `${www.slice(0, 3)}[.]`);
}

/**
 * Text for Markdown, on one line: no HTML, emphasis, code, link, heading or table cell edge
 * by accident (backslash escapes, readable in the raw text; for Markdown, not HTML blocks).
 */
export function escapeMarkdown(text: string): string {
  return inert(oneLine(escapeText(text)))
    .replace(/[\\`*_[\]|#~!]/g, '\\$&')
    .replace(/[&<>]/g, entity);
}

/**
 * Inline code, in Markdown or inside an HTML block such as `<summary>`: what would be markup
 * is written as character references, which mean the same in both.
 */
export function code(text: string): string {
  return `<code>${inert(oneLine(escapeText(text))).replace(/[&<>\\`*_[\]|#~]/g, entity)}</code>`;
}

/** A fenced block: the fence is one backtick longer than the longest run inside (at least three). */
export function fenced(body: string | readonly string[], info = ''): string {
  const text = typeof body === 'string' ? body : body.join('\n');
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${fence}`;
}
