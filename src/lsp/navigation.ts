// Refs by key, both ways: from a ref's externalKey to the annotation that holds the key (go to
// definition), and from a key to every ref that names it (find references). Over the reports
// of a workspace as last checked. Pure.
import type { Location } from 'vscode-languageserver';
import type { FileDocument } from '../app/session/live-validation.js';
import { locationAt } from './places.js';

export interface KeyedDocument {
  root: string;
  doc: FileDocument;
}

/** The documents that hold `key` (one, unless it is duplicated). */
export function holdersOf(key: string, documents: readonly KeyedDocument[]): KeyedDocument[] {
  return documents.filter(({ doc }) => doc.value.externalKey === key);
}

/** Where each annotation holding `key` names it. */
export function definitionsOf(key: string, documents: readonly KeyedDocument[]): Location[] {
  return holdersOf(key, documents).map(({ root, doc }) => locationAt(root, doc, '/externalKey'));
}

/** Every ref by key to `key`, and with `declaration` the annotations holding it first. */
export function referencesTo(
  key: string,
  documents: readonly KeyedDocument[],
  declaration: boolean,
): Location[] {
  const found = declaration ? definitionsOf(key, documents) : [];
  for (const { root, doc } of documents) {
    const refs = doc.value.refs;
    if (!Array.isArray(refs)) continue;
    refs.forEach((ref: unknown, i) => {
      if ((ref as { externalKey?: unknown } | null)?.externalKey === key)
        found.push(locationAt(root, doc, `/refs/${i}/externalKey`));
    });
  }
  return found;
}
