// checkDocumentSet: unique keys across files, no cycle among refs by key.
import { describe, expect, it } from 'vitest';
import { checkDocumentSet } from '../../src/validate/check-document-set.js';

const doc = (key: string, ...refKeys: string[]) => ({
  externalKey: key,
  kind: 'setup',
  headline: key,
  refs: [
    { type: 'release', value: 'v1' },
    ...refKeys.map((k) => ({ type: 'annotation', externalKey: k })),
  ],
});
const at = (docs: unknown[]) => docs.map((value, i) => ({ value, at: `file${i}.yaml` }));

describe('checkDocumentSet', () => {
  it('finds nothing in distinct, acyclic documents', () => {
    expect(
      checkDocumentSet(at([doc('a', 'b'), doc('b', 'c'), doc('c'), doc('d', 'a', 'missing')])),
    ).toEqual([]);
  });

  it('reports a duplicate key at each later copy, naming the first', () => {
    const found = checkDocumentSet(at([doc('a'), doc('b'), doc('a'), doc('a')]));
    expect(found).toEqual([
      {
        issue: expect.objectContaining({ code: 'externalKey.duplicate', path: ['externalKey'] }),
        at: 'file2.yaml',
        related: 'file0.yaml',
      },
      {
        issue: expect.objectContaining({ code: 'externalKey.duplicate', path: ['externalKey'] }),
        at: 'file3.yaml',
        related: 'file0.yaml',
      },
    ]);
    expect(found[0]!.issue.message).toContain('externalKey a is already used');
  });

  it('reports a self-reference', () => {
    expect(checkDocumentSet(at([doc('a'), doc('self', 'self')]))).toEqual([
      {
        issue: {
          code: 'refs.cycle',
          message:
            'annotation self refers to itself; such files could not be applied to an empty project',
          path: ['refs', 1, 'externalKey'],
        },
        at: 'file1.yaml',
        related: 'file1.yaml',
      },
    ]);
  });

  it('reports a cycle once, naming the keys in order from its first document', () => {
    const found = checkDocumentSet(at([doc('x'), doc('b', 'c'), doc('a', 'b'), doc('c', 'a')]));
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual({
      issue: {
        code: 'refs.cycle',
        message:
          'refs by key form a cycle: b → c → a → b; such files could not be applied to an empty project',
        path: ['refs', 1, 'externalKey'],
      },
      at: 'file1.yaml',
      related: 'file3.yaml',
    });
  });

  it('reports separate cycles separately', () => {
    const found = checkDocumentSet(
      at([doc('a', 'b'), doc('b', 'a'), doc('c', 'd'), doc('d', 'c'), doc('e', 'a')]),
    );
    expect(found.map((f) => f.issue.message)).toEqual([
      expect.stringContaining('a → b → a'),
      expect.stringContaining('c → d → c'),
    ]);
  });

  it('skips documents without a usable key and refs that are not by key', () => {
    expect(
      checkDocumentSet(
        at([null, 'text', { kind: 'setup' }, { externalKey: 3 }, { externalKey: 'k', refs: 'x' }]),
      ),
    ).toEqual([]);
  });

  it('handles long ref chains without recursion limits', () => {
    const n = 20000;
    const docs = Array.from({ length: n }, (_, i) => doc(`k${i}`, `k${(i + 1) % n}`));
    const found = checkDocumentSet(at(docs));
    expect(found).toHaveLength(1);
    expect(found[0]!.issue.code).toBe('refs.cycle');
  });

  const cycles = (docs: unknown[]) => checkDocumentSet(at(docs)).map((f) => f.issue.message);
  const cycle = (names: string) =>
    `refs by key form a cycle: ${names}; such files could not be applied to an empty project`;

  it('takes no number for a key, nor a ref that is not a map or not to an annotation', () => {
    expect(checkDocumentSet(at([{ externalKey: 5 }, { externalKey: 5 }]))).toEqual([]);
    const refs = [
      null,
      'self',
      { type: 'release', externalKey: 'self' },
      { type: 'annotation', externalKey: 5 },
    ];
    expect(checkDocumentSet(at([{ externalKey: 'self', refs }]))).toEqual([]);
  });

  it("names the ref that closes the cycle, not the document's first ref by key", () => {
    const found = checkDocumentSet(at([doc('a', 'x', 'b'), doc('b', 'a'), doc('x')]));
    expect(found.map((f) => [f.issue.message, f.issue.path])).toEqual([
      [cycle('a → b → a'), ['refs', 2, 'externalKey']],
    ]);
  });

  it('finds each cycle once, whatever leads into it, in the order of their first documents', () => {
    expect(cycles([doc('e', 'a'), doc('a', 'b'), doc('b', 'a')])).toEqual([cycle('a → b → a')]);
    expect(cycles([doc('e', 's'), doc('s', 's')])).toEqual([
      'annotation s refers to itself; such files could not be applied to an empty project',
    ]);
    expect(cycles([doc('x', 'a'), doc('a', 'b'), doc('b', 'c'), doc('c', 'a')])).toEqual([
      cycle('a → b → c → a'),
    ]);
    expect(cycles([doc('a', 'b'), doc('b', 'a'), doc('c', 'a', 'd'), doc('d', 'c')])).toEqual([
      cycle('a → b → a'),
      cycle('c → d → c'),
    ]);
    expect(cycles([doc('a', 'b', 'd'), doc('b', 'c'), doc('c', 'b'), doc('d', 'a')])).toEqual([
      cycle('a → d → a'),
      cycle('b → c → b'),
    ]);
  });

  it('names the shortest way round, the first found when two are as short', () => {
    expect(
      cycles([doc('a', 'b', 'c'), doc('b', 'd'), doc('c', 'd'), doc('d', 'a'), doc('e', 'a')]),
    ).toEqual([cycle('a → b → d → a')]);
    expect(cycles([doc('a', 'b', 'c'), doc('b', 'c'), doc('c', 'a')])).toEqual([
      cycle('a → c → a'),
    ]);
  });
});
