// The places validation kept of each document's fields (1-based, end exclusive) as the
// protocol's ranges and locations.
import type { Location, Range } from 'vscode-languageserver';
import { placeAt, type FileDocument } from '../app/session/live-validation.js';
import { uriOf } from './uris.js';

/** The range of `pointer` in `doc` (`''`: the document); its first line when none was kept. */
export function rangeAt(doc: FileDocument, pointer: string): Range {
  const place = placeAt(doc.places, pointer) ?? placeAt(doc.places, '');
  if (!place)
    return {
      start: { line: doc.line - 1, character: 0 },
      end: { line: doc.line - 1, character: 0 },
    };
  return {
    start: { line: place.line - 1, character: place.column - 1 },
    end: { line: place.endLine - 1, character: place.endColumn - 1 },
  };
}

export function locationAt(root: string, doc: FileDocument, pointer: string): Location {
  return { uri: uriOf(root, doc.file), range: rangeAt(doc, pointer) };
}
