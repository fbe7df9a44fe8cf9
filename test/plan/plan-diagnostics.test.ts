// The planner's diagnostics, word for word and in order: duplicates, prune without a prefix,
// refs to nothing (read and blind), cycles, renames; where each is placed; and the plan made
// of diagnostics alone.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model/diagnostic.js';
import type { DesiredDocument } from '../../src/plan/desired-document.js';
import { diagnosticAt } from '../../src/plan/plan-diagnostic.js';
import { plan, planOfDiagnostics } from '../../src/plan/plan.js';
import { desired, onServer } from './builders.js';

const NO_PRUNE = { prune: false };

describe('diagnostics the planner reports', () => {
  it('a duplicate key, at the second copy, naming the first', () => {
    const result = plan(
      [
        desired('a', {}, { file: 'x.yaml', line: 3 }),
        desired('a', { headline: 'Other' }, { file: 'y.yaml', line: 7 }),
      ],
      [],
      NO_PRUNE,
    );
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'externalKey.duplicate',
        message: 'Duplicate externalKey "a".',
        file: 'y.yaml',
        line: 7,
        column: 1,
        path: '/externalKey',
        externalKey: 'a',
        related: { file: 'x.yaml', line: 3, column: 1, message: 'first defined here' },
      },
    ]);
    expect(result.changes).toEqual([expect.objectContaining({ file: 'x.yaml' })]);
  });

  it('prune without a keyPrefix', () => {
    expect(plan([desired('a')], [], { prune: true }).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'prune.needsKeyPrefix',
        message:
          "Prune needs a keyPrefix: without one, other writers' keys are not ours to delete.",
      },
    ]);
  });

  it('a ref by key to nothing, read and blind', () => {
    const doc = desired('a', { refs: [{ type: 'annotation', externalKey: 'nope' }] }, { line: 2 });
    const place = {
      file: 'annotations/test.yaml',
      line: 6,
      column: 5,
      path: '/refs/0/externalKey',
    };
    expect(plan([doc], [], NO_PRUNE).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'refs.unknownKey',
        message:
          'No annotation has the externalKey "nope": it is neither on the server nor in any file.',
        ...place,
        externalKey: 'a',
      },
    ]);
    expect(plan([doc], [], { ...NO_PRUNE, blind: true }).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'refs.notWritten',
        message:
          '"nope" is written by no file of this run: a write-only run does not read the server, so it cannot learn that annotation\'s id. Write it in this run too, or refer to it by id ({ type: annotation, value: ann-… }).',
        ...place,
        externalKey: 'a',
      },
    ]);
  });

  it('a ref by key to an annotation the plan prunes', () => {
    const result = plan(
      [desired('t.a', { refs: [{ type: 'annotation', externalKey: 't.gone' }] })],
      [onServer('t.gone', {}, { id: 'ann-4' })],
      { keyPrefix: 't.', prune: true },
    );
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      '"t.gone" is in no file and this plan deletes it (prune): the reference will point at a deleted annotation.',
    ]);
  });

  it('a cycle of refs by key, at each key on it, and no hash', () => {
    const result = plan(
      [
        desired('b', { refs: [{ type: 'annotation', externalKey: 'a' }] }, { line: 10 }),
        desired('a', { refs: [{ type: 'annotation', externalKey: 'b' }] }, { line: 1 }),
        desired('c'),
      ],
      [],
      NO_PRUNE,
    );
    expect(result.diagnostics).toEqual(
      ['a', 'b'].map((key) => ({
        severity: 'error',
        code: 'refs.cycle',
        message: `"${key}" is part of a cycle of references by key: no order can create them.`,
        file: 'annotations/test.yaml',
        line: key === 'a' ? 4 : 13,
        column: 1,
        path: '/refs',
        externalKey: key,
      })),
    );
    expect(result.changes.map((c) => c.externalKey)).toEqual(['c', 'a', 'b']);
    expect(result).not.toHaveProperty('planHash');
  });

  it('are sorted by file, then line, then column, then code', () => {
    const at = (file: string, line: number) => ({ file, line });
    const result = plan(
      [
        desired('d', { refs: [{ type: 'annotation', externalKey: 'x1' }] }, at('b.yaml', 1)),
        desired('c', { refs: [{ type: 'annotation', externalKey: 'x2' }] }, at('a.yaml', 9)),
        desired('b', { refs: [{ type: 'annotation', externalKey: 'x3' }] }, at('a.yaml', 1)),
        desired('a', {}, at('a.yaml', 20)),
        desired('a', {}, at('a.yaml', 1)),
      ],
      [],
      { prune: true },
    );
    expect(result.diagnostics.map((d) => [d.file, d.line, d.column, d.code])).toEqual([
      [undefined, undefined, undefined, 'prune.needsKeyPrefix'],
      ['a.yaml', 1, 1, 'externalKey.duplicate'],
      ['a.yaml', 5, 5, 'refs.unknownKey'],
      ['a.yaml', 13, 5, 'refs.unknownKey'],
      ['b.yaml', 5, 5, 'refs.unknownKey'],
    ]);
  });

  it('sort by column and then by code where file and line are the same', () => {
    const d = (file: string | undefined, line?: number, column?: number, code = 'b.code') =>
      ({
        severity: 'warning',
        code,
        message: 'm',
        ...(file === undefined ? {} : { file }),
        ...(line === undefined ? {} : { line }),
        ...(column === undefined ? {} : { column }),
      }) as Diagnostic;
    const sorted = [
      d(undefined, undefined, undefined, 'a.code'),
      d(undefined, undefined, undefined, 'b.code'),
      d('.hidden.yaml', 1, 1),
      d('a.yaml'),
      d('a.yaml', 1),
      d('a.yaml', 2, 1),
      d('a.yaml', 2, 7, 'a.code'),
      d('a.yaml', 2, 7, 'b.code'),
      d('a.yaml', 2, 30),
      d('a.yaml', 10, 1),
      d('b.yaml', 1, 1),
    ];
    const shuffled = [7, 2, 10, 9, 0, 5, 3, 8, 1, 6, 4].map((i) => sorted[i]!);
    expect(planOfDiagnostics(shuffled).diagnostics).toEqual(sorted);
  });
});

describe('orphans and renames', () => {
  it('lists the orphans under the keyPrefix in key order, none without a prefix', () => {
    const server = [
      onServer('t.z', {}, { id: 'ann-z' }),
      onServer('t.a', { headline: 'A' }, { id: 'ann-a' }),
      onServer('t.kept', {}, { id: 'ann-k' }),
      onServer('u.other', {}, { id: 'ann-u' }),
      onServer('undefined.x', {}, { id: 'ann-x' }),
    ];
    const docs = [desired('t.kept')];
    const result = plan(docs, server, { keyPrefix: 't.', prune: false });
    expect(result.orphans.map((o) => [o.externalKey, o.id, o.headline])).toEqual([
      ['t.a', 'ann-a', 'A'],
      ['t.z', 'ann-z', 'Headline of t.z'],
    ]);
    expect(result.summary.orphaned).toBe(2);
    expect(plan(docs, server, NO_PRUNE).orphans).toEqual([]);
  });

  it('names the first orphan with the same content, and only for a create', () => {
    const server = [
      onServer('t.y', { headline: 'Same' }, { id: 'ann-y' }),
      onServer('t.x', { headline: 'Same' }, { id: 'ann-x' }),
      onServer('t.u', { headline: 'Before' }, { id: 'ann-u' }),
    ];
    const result = plan(
      [desired('t.new', { headline: 'Same' }), desired('t.u', { headline: 'Same' })],
      server,
      { keyPrefix: 't.', prune: false },
    );
    expect(result.diagnostics.map((d) => [d.externalKey, d.code])).toEqual([
      ['t.new', 'externalKey.renamed'],
    ]);
    expect(result.diagnostics[0]!.message).toBe(
      'This looks like a rename of t.x to t.new; the server keeps t.x\'s history under t.x, and t.new starts a new one ("t.x" stays on the server as an orphan). To keep the history, keep the key t.x.',
    );
  });
});

describe('where a diagnostic is placed', () => {
  const base: DesiredDocument = {
    document: { externalKey: 'k', kind: 'setup', headline: 'h' },
    file: 'f.yaml',
    line: 5,
    documentHash: 'x',
  };

  it('at the document when it cannot be located, the path empty for the document itself', () => {
    expect(diagnosticAt(base, [], 'warning', 'c', 'm')).toEqual({
      severity: 'warning',
      code: 'c',
      message: 'm',
      file: 'f.yaml',
      line: 5,
      column: 1,
      path: '',
      externalKey: 'k',
    });
  });

  it('at the field, with its end when the loader knows it', () => {
    const located = {
      ...base,
      locate: (path: readonly (string | number)[]) =>
        path[0] === 'refs'
          ? { line: 9, column: 3, endLine: 10, endColumn: 4 }
          : { line: 6, column: 2 },
    };
    expect(diagnosticAt(located, ['refs', 0], 'error', 'c', 'm')).toMatchObject({
      line: 9,
      column: 3,
      endLine: 10,
      endColumn: 4,
      path: '/refs/0',
    });
    const plain = diagnosticAt(located, ['headline'], 'error', 'c', 'm');
    expect(plain).toMatchObject({ line: 6, column: 2, path: '/headline' });
    expect(Object.keys(plain)).not.toContain('endLine');
    expect(Object.keys(plain)).not.toContain('endColumn');
  });
});

describe('a plan of diagnostics alone', () => {
  it('has no changes, no hash, its diagnostics sorted and the omitted count', () => {
    const d = (file: string, line: number): Diagnostic => ({
      severity: 'error',
      code: 'x',
      message: 'm',
      file,
      line,
      column: 1,
    });
    const omitted = { errors: 3, warnings: 1, files: 2 } as never;
    expect(planOfDiagnostics([d('b.yaml', 1), d('a.yaml', 2), d('a.yaml', 1)], omitted)).toEqual({
      formatVersion: 1,
      summary: { create: 0, update: 0, delete: 0, unchanged: 0, orphaned: 0 },
      changes: [],
      orphans: [],
      diagnostics: [d('a.yaml', 1), d('a.yaml', 2), d('b.yaml', 1)],
      omittedDiagnostics: omitted,
    });
    expect(Object.keys(planOfDiagnostics([]))).not.toContain('omittedDiagnostics');
  });
});
