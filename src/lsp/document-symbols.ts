// The outline of a file: one symbol per annotation, `externalKey — headline`, with its kind
// as detail, spanning the document. Pure.
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { FileReport } from '../app/session/live-validation.js';
import { rangeAt } from './places.js';

/** The symbols of a file's report; `lineCount` closes the last document's span. */
export function documentSymbols(report: FileReport, lineCount: number): DocumentSymbol[] {
  return report.documents.map((doc, i) => {
    const { externalKey, headline, kind } = doc.value;
    const key = typeof externalKey === 'string' ? externalKey : `(document ${doc.index + 1})`;
    const name = typeof headline === 'string' ? `${key} — ${headline}` : key;
    const next = report.documents[i + 1];
    const whole = rangeAt(doc, '');
    const lastLine = next ? Math.max(whole.start.line, next.line - 2) : Math.max(0, lineCount - 1);
    const range = { start: whole.start, end: { line: lastLine, character: 0 } };
    const selection = rangeAt(doc, '/externalKey');
    return {
      name,
      ...(typeof kind === 'string' ? { detail: kind } : {}),
      kind: SymbolKind.Object,
      range,
      selectionRange: within(selection, range)
        ? selection
        : { start: range.start, end: range.start },
    };
  });
}

function within(
  inner: { start: { line: number } },
  outer: { start: { line: number }; end: { line: number } },
): boolean {
  return inner.start.line >= outer.start.line && inner.start.line <= outer.end.line;
}
