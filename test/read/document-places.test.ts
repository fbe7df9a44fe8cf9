// The places a file's report keeps for each document are read from each field's container
// (not walked to from the root): each must be where `locate` finds that field, for documents
// read from the parser's tokens and for those `yaml`'s composer read (anchors, aliases).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../src/load/parse-documents.js';
import { placeAt } from '../../src/read/places.js';
import { validateText } from '../../src/read/validate-file.js';
import { annotation, render, style } from '../load/yaml-styles.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples', 'annotations');

/** Checks every place of every document of `text`; returns how many it checked. */
function placesAgree(text: string): number {
  const report = validateText(text, 'f.yaml');
  const loaded = parseDocuments(text, 'f.yaml').documents;
  expect(report.documents.map((d) => d.index)).toEqual(loaded.map((d) => d.index));
  let checked = 0;
  report.documents.forEach((doc, k) => {
    const pointers = doc.places
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.slice(0, line.indexOf(' ')));
    expect(pointers[0]).toBe('');
    for (const pointer of pointers) {
      const path = pointer === '' ? [] : pointer.slice(1).split('/');
      const expected = loaded[k]!.locate(path, pointer === '' ? 'parent' : undefined);
      expect(placeAt(doc.places, pointer), pointer).toEqual(expected);
      checked++;
    }
  });
  return checked;
}

describe("a document's places", () => {
  it('are where locate finds each field, in the examples', () => {
    let checked = 0;
    for (const name of readdirSync(EXAMPLES))
      checked += placesAgree(readFileSync(join(EXAMPLES, name), 'utf8'));
    expect(checked).toBeGreaterThan(100);
  });

  it('are where locate finds each field, read by the composer too', () => {
    const text = [
      'externalKey: a',
      'kind: event',
      'scope: &s { applicationID: app, browser: Chrome }',
      'refs:',
      '  - &r { type: release, value: v1 }',
      '  - *r',
      '---',
      'externalKey: b',
      'kind: event',
      'scope: *s',
      'refs: [{ type: commit, value: c0ffee }]',
      '',
    ].join('\n');
    expect(parseDocuments(text, 'f.yaml').composed).toBeGreaterThan(0);
    expect(placesAgree(text)).toBeGreaterThan(10);
  });

  it('are where locate finds each field, in random annotations of many styles', () => {
    fc.assert(
      fc.property(annotation, style, (doc, s) => {
        placesAgree(render(doc, s));
      }),
      { numRuns: 300, seed: 20261126 },
    );
  });
});
