// Hover: on a ref's externalKey, the annotation it names (kind, headline, dates, file and
// line); on a field, what the schema says of it and its limits. Markdown. Pure.
import type { Hover } from 'vscode-languageserver';
import type { CursorContext } from './cursor-context.js';
import { fieldHelp } from './field-help.js';
import { holdersOf, type KeyedDocument } from './navigation.js';
import { escapeMarkdown } from '../text/markdown.js';

export function hoverAt(
  context: CursorContext,
  line: number,
  documents: readonly KeyedDocument[],
): Hover | null {
  const range = {
    start: { line, character: context.word.start },
    end: { line, character: context.word.end },
  };
  if (context.container === 'ref' && context.field === 'externalKey' && context.onValue) {
    const [target] = holdersOf(context.word.text, documents);
    if (target) return { contents: { kind: 'markdown', value: describeTarget(target) }, range };
  }
  if (context.field === undefined) return null;
  const help = fieldHelp(context.container, context.field);
  if (!help) return null;
  const lines = [`**${context.field}**${help.title ? ` (${help.title})` : ''}`];
  if (help.description) lines.push('', help.description);
  if (help.values) lines.push('', `Values: ${help.values.map((v) => `\`${v}\``).join(', ')}`);
  if (help.limits.length > 0) lines.push('', `Limits: ${help.limits.join('; ')}`);
  return { contents: { kind: 'markdown', value: lines.join('\n') }, range };
}

/** `kind` · headline · dates · `file:line`, of the annotation a ref names. */
function describeTarget({ doc }: KeyedDocument): string {
  const { kind, headline, dateFrom, dateTo, externalKey } = doc.value;
  const text = (v: unknown) => (typeof v === 'string' ? escapeMarkdown(v) : undefined);
  const dates = [text(dateFrom), text(dateTo)].filter(Boolean).join(' – ');
  return [
    `**${text(externalKey) ?? ''}** (${text(kind) ?? 'no kind'})`,
    '',
    text(headline) ?? '(no headline)',
    ...(dates ? ['', dates] : []),
    '',
    `${escapeMarkdown(doc.file)}:${doc.line}`,
  ].join('\n');
}
