// validate's diagnostics → the protocol's: the same codes, severities and messages, its
// 1-based lines and columns (end exclusive) as zero-based positions, the related place as
// relatedInformation, and a link to the code's explanation.
import {
  DiagnosticSeverity,
  type Diagnostic as LspDiagnostic,
  type Range,
} from 'vscode-languageserver';
import type { Diagnostic } from '../model/diagnostic.js';
import { ruleLink } from './rule-links.js';
import { uriOf } from './uris.js';

/** Pure: one diagnostic of a file of the workspace rooted at `root`. */
export function toLspDiagnostic(d: Diagnostic, root: string): LspDiagnostic {
  return {
    range: rangeOf(d),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    codeDescription: { href: ruleLink(d.code) },
    source: 'observe-annotations',
    message: d.message,
    ...(d.related
      ? {
          relatedInformation: [
            {
              location: {
                uri: uriOf(root, d.related.file),
                range: rangeOf({ line: d.related.line, column: d.related.column }),
              },
              message: d.related.message,
            },
          ],
        }
      : {}),
    ...(d.path === undefined ? {} : { data: { path: d.path } }),
  };
}

/** A place without a line (a file that cannot be read) is the file's start. */
function rangeOf(d: Pick<Diagnostic, 'line' | 'column' | 'endLine' | 'endColumn'>): Range {
  const line = (d.line ?? 1) - 1;
  const character = (d.column ?? 1) - 1;
  return {
    start: { line, character },
    end: {
      line: d.endLine === undefined ? line : d.endLine - 1,
      character: d.endColumn === undefined ? character : d.endColumn - 1,
    },
  };
}
