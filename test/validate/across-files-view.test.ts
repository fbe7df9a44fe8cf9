// `validate` keeps of each document only what the checks across files read
// (acrossFilesView): over any set of documents those checks must find the same issues, at the
// same paths, in the views as in the whole documents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acrossFilesView } from '../../src/validate/across-files-view.js';
import { checkDocumentSet } from '../../src/validate/check-document-set.js';
import { planLookAhead } from '../../src/validate/plan-look-ahead.js';

const key = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const ref = fc.oneof(
  fc.record(
    { type: fc.constantFrom('annotation', 'release', 'commit'), externalKey: key, value: key },
    { requiredKeys: ['type'] },
  ),
  fc.constantFrom(null, 'a', 3, ['annotation']),
);
const document = fc.record(
  {
    externalKey: fc.oneof(key, fc.constant(7)),
    kind: fc.constantFrom('event', 'follow-up', 'setup'),
    status: fc.constantFrom('open', 'done', 5),
    note: fc.constantFrom('fixed', '', null),
    headline: fc.string(),
    description: fc.string(),
    refs: fc.oneof(fc.array(ref, { maxLength: 4 }), fc.constantFrom('a', null, { type: 'x' })),
  },
  { requiredKeys: [] },
);

describe('the view of a document the checks across files read', () => {
  it('gives those checks the issues the whole documents give', () => {
    fc.assert(
      fc.property(fc.array(document, { maxLength: 8 }), (docs) => {
        const whole = docs.map((value, i) => ({ value, at: i }));
        const views = docs.map((value, i) => ({ value: acrossFilesView(value), at: i }));
        expect(checkDocumentSet(views)).toEqual(checkDocumentSet(whole));
        expect(planLookAhead(views)).toEqual(planLookAhead(whole));
      }),
      { numRuns: 3000, seed: 20261126 },
    );
  });

  it('keeps nothing else of a document', () => {
    expect(
      acrossFilesView({
        externalKey: 'a',
        kind: 'event',
        headline: 'h',
        description: 'long',
        refs: [{ type: 'annotation', externalKey: 'b', value: 'v' }, 'x'],
      }),
    ).toEqual({
      externalKey: 'a',
      kind: 'event',
      refs: [{ type: 'annotation', externalKey: 'b' }, null],
    });
  });
});
