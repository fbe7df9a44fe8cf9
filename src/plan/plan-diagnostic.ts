// A diagnostic placed at a field of a desired document (or at the document when the field
// cannot be located).
import type { Diagnostic, Severity } from '../model/diagnostic.js';
import type { DesiredDocument } from './desired-document.js';

export function diagnosticAt(
  desired: DesiredDocument,
  path: readonly (string | number)[],
  severity: Severity,
  code: string,
  message: string,
): Diagnostic {
  const place = desired.locate?.(path) ?? { line: desired.line, column: 1 };
  const diagnostic: Diagnostic = {
    severity,
    code,
    message,
    file: desired.file,
    line: place.line,
    column: place.column,
  };
  if (place.endLine !== undefined) diagnostic.endLine = place.endLine;
  if (place.endColumn !== undefined) diagnostic.endColumn = place.endColumn;
  diagnostic.path = path.length === 0 ? '' : `/${path.join('/')}`;
  diagnostic.externalKey = desired.document.externalKey;
  return diagnostic;
}
