// checkDocumentSet: unique keys across files, no cycle among refs by key.
import { describe, expect, it } from 'vitest';
import { checkDocumentSet } from '../../src/validate/index.js';

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
});
