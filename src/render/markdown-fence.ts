// A fenced code block that stays closed whatever the content holds.

/** The fence is one backtick longer than the longest run inside (at least three). */
export function fenced(body: string, info = ''): string {
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${body}${body.endsWith('\n') ? '' : '\n'}${fence}`;
}

/** Inline code that survives backticks in the text. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** Escapes what Markdown or HTML would read as markup in running text. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>#|!~]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}
