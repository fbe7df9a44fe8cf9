// Quick fixes for the diagnostics that carry a suggestion: a misspelt field (its "did you
// mean"), a misspelt enum value (the nearest allowed one), an unquoted value holding `: `
// (quoted as the message says), two annotations without `---` between them (the line put in),
// a missing field (added with a placeholder). Each from the diagnostic and the text. Pure.
import {
  CodeActionKind,
  type CodeAction,
  type Diagnostic,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import { nearestName } from '../text/did-you-mean.js';
import { fieldHelp } from './field-help.js';

/** The fixes of `diagnostics` (those the editor sent) in the document `uri` of `text`. */
export function quickFixes(
  uri: string,
  text: string,
  diagnostics: readonly Diagnostic[],
): CodeAction[] {
  const lines = text.split(/\r?\n/);
  return diagnostics.flatMap((d) => {
    const fix = fixOf(d, lines);
    if (!fix) return [];
    return [
      {
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: true,
        edit: { changes: { [uri]: [fix.edit] } },
      },
    ];
  });
}

function fixOf(
  d: Diagnostic,
  lines: readonly string[],
): { title: string; edit: TextEdit } | undefined {
  const code = String(d.code ?? '');
  const message = typeof d.message === 'string' ? d.message : '';
  const near = /; did you mean (\S+)\?$/.exec(message)?.[1];
  if (code.endsWith('.unknownField') && near)
    return { title: `Change to ${near}`, edit: { range: d.range, newText: near } };
  if (code.endsWith('.enum')) return enumFix(d, message, lines);
  const quoted = /quote the value: (.+)$/.exec(message)?.[1];
  if (code === 'yaml.syntax' && quoted) return quoteFix(d, quoted, lines);
  if (code === 'yaml.duplicateKey' && /a line holding only ---$/.test(message)) {
    const at = { line: d.range.start.line, character: 0 };
    return {
      title: 'Separate the annotations with ---',
      edit: { range: { start: at, end: at }, newText: '---\n' },
    };
  }
  if (code.endsWith('.required')) return requiredFix(d, lines);
  return undefined;
}

/** `kind must be one of event, period, …, not 'evnt'` → the nearest allowed value. */
function enumFix(d: Diagnostic, message: string, lines: readonly string[]) {
  const allowed = /must be one of (.+), not /.exec(message)?.[1]?.split(', ');
  const typed = textIn(lines, d.range).replace(/^["']|["']$/g, '');
  const near = allowed && typed ? nearestName(typed, allowed) : undefined;
  if (!near) return undefined;
  return { title: `Change to ${near}`, edit: { range: d.range, newText: near } };
}

/** The line's `key: value: more` → `key: "value: more"`, as the message spells it. */
function quoteFix(d: Diagnostic, quoted: string, lines: readonly string[]) {
  const line = lines[d.range.start.line] ?? '';
  const key = quoted.slice(0, quoted.indexOf(':'));
  const start = line.indexOf(`${key}:`);
  if (start < 0) return undefined;
  const comment = /\s+#.*$/.exec(line.slice(start))?.[0] ?? '';
  const range: Range = {
    start: { line: d.range.start.line, character: start },
    end: { line: d.range.start.line, character: line.length - comment.length },
  };
  return { title: 'Quote the value', edit: { range, newText: quoted } };
}

/** A document's missing field, added on the document's first line with a placeholder. */
function requiredFix(d: Diagnostic, lines: readonly string[]) {
  const path = (d.data as { path?: string } | undefined)?.path;
  const field = path && /^\/([A-Za-z]+)$/.exec(path)?.[1];
  if (!field) return undefined;
  const help = fieldHelp('document', field);
  const placeholder = help?.values?.[0] ?? (field.startsWith('date') ? 'YYYY-MM-DD' : 'TODO');
  const line = d.range.start.line;
  const indent = /^\s*/.exec(lines[line] ?? '')![0];
  const at = { line, character: 0 };
  return {
    title: `Add ${field}`,
    edit: { range: { start: at, end: at }, newText: `${indent}${field}: ${placeholder}\n` },
  };
}

/** The text of a one-line range. */
function textIn(lines: readonly string[], range: Range): string {
  if (range.start.line !== range.end.line) return '';
  return (lines[range.start.line] ?? '').slice(range.start.character, range.end.character);
}
