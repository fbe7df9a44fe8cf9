import { describe, expect, it } from 'vitest';
import type { AnnotationContent } from '../../src/model/annotation.js';
import type { CreateChange, Plan, UpdateChange } from '../../src/model/plan.js';
import { plan } from '../../src/plan/plan.js';
import { planHashOf } from '../../src/plan/plan-hash.js';
import { desired, onServer } from './builders.js';

const NO_PRUNE = { prune: false };

function only<T extends Plan['changes'][number]>(result: Plan): T {
  expect(result.changes).toHaveLength(1);
  return result.changes[0] as T;
}

describe('create', () => {
  it('plans every field of a new annotation, defaults applied and note kept aside', () => {
    const result = plan(
      [
        desired('release-4-2', {
          kind: 'event',
          headline: 'Passkey login rolled out',
          description: 'Rollout finished.',
          dateFrom: '2026-09-17T09',
          reading: 'Compare within one side.',
          scope: { os: 'iOS', applicationID: 'app-12' },
          series: ['passkeyLoginSuccessRate'],
          evidence: ['data', 'code'],
          refs: [{ type: 'release', value: 'v4.2.0' }],
          note: 'first write',
        }),
      ],
      [],
      NO_PRUNE,
    );
    const change = only<CreateChange>(result);
    expect(change.action).toBe('create');
    expect(change.note).toBe('first write');
    expect(change.after).toEqual({
      kind: 'event',
      headline: 'Passkey login rolled out',
      description: 'Rollout finished.',
      dateFrom: '2026-09-17T09',
      approximate: false,
      effect: 'context',
      reading: 'Compare within one side.',
      scope: { applicationID: 'app-12', os: 'iOS' },
      series: ['passkeyLoginSuccessRate'],
      display: true,
      source: 'agent',
      evidence: ['data', 'code'],
      refs: [{ type: 'release', value: 'v4.2.0' }],
    });
    expect('note' in change.after).toBe(false);
    expect(change.fields.map((f) => f.path)).toEqual(Object.keys(change.after));
    expect(change.fields.every((f) => !('before' in f))).toBe(true);
    expect(change.defaulted?.sort()).toEqual(['approximate', 'display', 'effect', 'source']);
    expect(result.summary).toEqual({ create: 1, update: 0, delete: 0, unchanged: 0, orphaned: 0 });
    expect(result.planHash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('defaults', () => {
  const cases: {
    name: string;
    doc: Partial<AnnotationContent>;
    expected: Partial<AnnotationContent>;
  }[] = [
    { name: 'follow-up status open', doc: { kind: 'follow-up' }, expected: { status: 'open' } },
    {
      name: 'event effect context',
      doc: { kind: 'event', dateFrom: '2026-09' },
      expected: { effect: 'context' },
    },
    {
      name: 'period effect context',
      doc: { kind: 'period', dateFrom: '2026-09', dateTo: '2026-10' },
      expected: { effect: 'context' },
    },
    {
      name: 'no status or effect on setup',
      doc: { kind: 'setup' },
      expected: { status: undefined, effect: undefined },
    },
    { name: 'approximate false', doc: {}, expected: { approximate: false } },
    { name: 'source agent (API key)', doc: {}, expected: { source: 'agent' } },
    { name: 'display true', doc: {}, expected: { display: true } },
    { name: 'display false for system', doc: { source: 'system' }, expected: { display: false } },
    {
      name: 'display true for system with a non-context effect',
      doc: { kind: 'event', dateFrom: '2026-09', source: 'system', effect: 'broken' },
      expected: { display: true },
    },
    {
      name: 'display false for system with effect context',
      doc: { kind: 'event', dateFrom: '2026-09', source: 'system', effect: 'context' },
      expected: { display: false },
    },
    {
      name: 'an explicit display wins',
      doc: { source: 'system', display: true },
      expected: { display: true },
    },
    {
      name: 'manual source kept',
      doc: { source: 'manual' },
      expected: { source: 'manual', display: true },
    },
  ];
  for (const { name, doc, expected } of cases) {
    it(name, () => {
      const change = only<CreateChange>(plan([desired('k', doc)], [], NO_PRUNE));
      for (const [field, value] of Object.entries(expected)) {
        expect(change.after[field as keyof AnnotationContent], field).toEqual(value);
      }
    });
  }
});

describe('update, field by field', () => {
  const base: Partial<AnnotationContent> = {
    kind: 'period',
    headline: 'Outage',
    description: 'Body',
    dateFrom: '2026-09-17',
    dateTo: '2026-09-20',
    approximate: false,
    effect: 'degraded',
    reading: 'Skip it.',
    scope: { os: 'iOS' },
    series: ['a', 'b'],
    display: true,
    source: 'agent',
    evidence: ['code'],
    refs: [{ type: 'commit', value: 'abcdef1' }],
  };
  const edits: [string, Partial<AnnotationContent>][] = [
    ['kind', { kind: 'event', dateTo: undefined }],
    ['headline', { headline: 'Outage of login' }],
    ['description', { description: 'Body, longer' }],
    ['dateFrom', { dateFrom: '2026-09-16' }],
    ['dateTo', { dateTo: '2026-09-21' }],
    ['approximate', { approximate: true }],
    ['effect', { effect: 'broken' }],
    ['reading', { reading: 'Skip it entirely.' }],
    ['scope', { scope: { os: 'Android' } }],
    ['series', { series: ['b', 'a'] }],
    ['display', { display: false }],
    ['source', { source: 'manual' }],
    ['evidence', { evidence: ['code', 'trace'] }],
    ['refs', { refs: [{ type: 'commit', value: 'abcdef2' }] }],
  ];
  it('is unchanged when the server holds the same content', () => {
    const result = plan([desired('k', base)], [onServer('k', base)], NO_PRUNE);
    expect(result.changes).toEqual([]);
    expect(result.summary.unchanged).toBe(1);
  });
  for (const [field, edit] of edits) {
    it(`plans a change of ${field} alone`, () => {
      const server = onServer('k', base, { id: 'ann-7', updatedMs: 5 });
      const change = only<UpdateChange>(
        plan([desired('k', { ...base, ...edit })], [server], NO_PRUNE),
      );
      expect(change.action).toBe('update');
      expect(change.id).toBe('ann-7');
      expect(change.fingerprint.id).toBe('ann-7');
      expect(change.fingerprint.updatedMs).toBe(5);
      const paths = change.fields.map((f) => f.path);
      expect(paths).toContain(field);
      expect(paths.every((p) => p in edit)).toBe(true);
      const fieldChange = change.fields.find((f) => f.path === field)!;
      expect(fieldChange.before).toEqual(base[field as keyof AnnotationContent]);
      expect(fieldChange.after).toEqual(edit[field as keyof AnnotationContent]);
    });
  }

  it('plans a field the file omits back to absence (drift, before only)', () => {
    const change = only<UpdateChange>(
      plan([desired('k', { ...base, description: undefined })], [onServer('k', base)], NO_PRUNE),
    );
    expect(change.fields).toEqual([{ path: 'description', before: 'Body' }]);
  });

  it('plans a field the file omits back to its default (drift)', () => {
    const change = only<UpdateChange>(
      plan([desired('k', { ...base, effect: undefined })], [onServer('k', base)], NO_PRUNE),
    );
    expect(change.fields).toEqual([{ path: 'effect', before: 'degraded', after: 'context' }]);
    expect(change.defaulted).toContain('effect');
  });

  it('shows a field the server lacks as added (after only)', () => {
    const change = only<UpdateChange>(
      plan(
        [desired('k', { ...base, reading: 'New.' })],
        [onServer('k', { ...base, reading: undefined })],
        NO_PRUNE,
      ),
    );
    expect(change.fields).toEqual([{ path: 'reading', after: 'New.' }]);
  });

  it('compares evidence as a set', () => {
    const server = onServer('k', { evidence: ['code', 'data'] });
    expect(
      plan([desired('k', { evidence: ['data', 'code'] })], [server], NO_PRUNE).changes,
    ).toEqual([]);
  });

  it('keeps the order of series and refs', () => {
    const server = onServer('k', { series: ['a', 'b'] });
    expect(plan([desired('k', { series: ['b', 'a'] })], [server], NO_PRUNE).summary.update).toBe(1);
  });

  it('tells series [] from an absent series, both ways', () => {
    const empty = onServer('k', { series: [] });
    const absent = onServer('k', {});
    expect(only<UpdateChange>(plan([desired('k', {})], [empty], NO_PRUNE)).fields).toEqual([
      { path: 'series', before: [] },
    ]);
    expect(
      only<UpdateChange>(plan([desired('k', { series: [] })], [absent], NO_PRUNE)).fields,
    ).toEqual([{ path: 'series', after: [] }]);
  });

  it('compares scope as an object, not by member order; {} differs from absent', () => {
    const server = onServer('k', { scope: { os: 'iOS', browser: 'Safari' } });
    expect(
      plan([desired('k', { scope: { browser: 'Safari', os: 'iOS' } })], [server], NO_PRUNE).changes,
    ).toEqual([]);
    expect(plan([desired('k', { scope: {} })], [onServer('k', {})], NO_PRUNE).summary.update).toBe(
      1,
    );
  });

  it('never diffs on note alone, and carries it with a real change', () => {
    const server = onServer('k', base);
    expect(plan([desired('k', { ...base, note: 'why' })], [server], NO_PRUNE).changes).toEqual([]);
    const change = only<UpdateChange>(
      plan([desired('k', { ...base, headline: 'New', note: 'why' })], [server], NO_PRUNE),
    );
    expect(change.note).toBe('why');
  });

  it('ignores server-derived fields (ids, dates in ms, precision, timestamps)', () => {
    const server = {
      ...onServer('k', base),
      datePrecision: 'date' as const,
      dateToMs: 1,
      createdMs: 2,
      updatedMs: 3,
    };
    expect(plan([desired('k', base)], [server], NO_PRUNE).changes).toEqual([]);
  });
});

describe('refs by key', () => {
  it('resolves a key on the server to its id', () => {
    const target = onServer('target', {}, { id: 'ann-5' });
    const change = only<CreateChange>(
      plan(
        [desired('k', { refs: [{ type: 'annotation', externalKey: 'target' }] })],
        [target],
        NO_PRUNE,
      ),
    );
    expect(change.after.refs).toEqual([{ type: 'annotation', value: 'ann-5' }]);
    expect(change.dependsOn).toEqual([]);
  });

  it('is unchanged when the server already points at that id', () => {
    const target = onServer('target', {}, { id: 'ann-5' });
    const k = onServer('k', { refs: [{ type: 'annotation', value: 'ann-5' }] });
    const result = plan(
      [desired('k', { refs: [{ type: 'annotation', externalKey: 'target' }] }), desired('target')],
      [target, k],
      NO_PRUNE,
    );
    expect(result.changes).toEqual([]);
    expect(result.summary.unchanged).toBe(2);
  });

  it('keeps a ref to a key created in the same plan pending, and creates the target first', () => {
    const result = plan(
      [
        desired('a-child', { refs: [{ type: 'annotation', externalKey: 'z-base' }] }),
        desired('z-base'),
      ],
      [],
      NO_PRUNE,
    );
    expect(result.changes.map((c) => c.externalKey)).toEqual(['z-base', 'a-child']);
    const child = result.changes[1] as CreateChange;
    expect(child.after.refs).toEqual([{ type: 'annotation', externalKey: 'z-base' }]);
    expect(child.dependsOn).toEqual(['z-base']);
  });

  it('makes an update of refs when an existing annotation points at a target still to be created', () => {
    const result = plan(
      [
        desired('a-child', { refs: [{ type: 'annotation', externalKey: 'z-base' }] }),
        desired('z-base'),
      ],
      [onServer('a-child', { refs: [{ type: 'annotation', value: 'ann-1' }] })],
      NO_PRUNE,
    );
    expect(result.changes.map((c) => `${c.action} ${c.externalKey}`)).toEqual([
      'create z-base',
      'update a-child',
    ]);
    expect((result.changes[1] as UpdateChange).fields.map((f) => f.path)).toEqual(['refs']);
  });

  it('reports a ref to an unknown key at its line, with no plan hash', () => {
    const result = plan(
      [
        desired(
          'k',
          {
            refs: [
              { type: 'release', value: 'v1' },
              { type: 'annotation', externalKey: 'ghost' },
            ],
          },
          { line: 10 },
        ),
      ],
      [],
      NO_PRUNE,
    );
    expect(result.planHash).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'refs.unknownKey',
        file: 'annotations/test.yaml',
        line: 10 + 3 + 2,
        path: '/refs/1/externalKey',
        externalKey: 'k',
      }),
    ]);
  });

  it('orders a chain by reference, otherwise by key', () => {
    const result = plan(
      [
        desired('c', { refs: [{ type: 'annotation', externalKey: 'b' }] }),
        desired('b', { refs: [{ type: 'annotation', externalKey: 'd' }] }),
        desired('a'),
        desired('d'),
      ],
      [],
      NO_PRUNE,
    );
    expect(result.changes.map((c) => c.externalKey)).toEqual(['a', 'd', 'b', 'c']);
  });
});

describe('orphans and prune', () => {
  const server = [
    onServer('team.kept', {}),
    onServer('team.gone', { headline: 'Old note' }, { id: 'ann-9' }),
    onServer('other.key', {}),
    onServer(undefined, {}),
    onServer('team.platform', {}, { platform: true }),
  ];
  const files = [desired('team.kept')];

  it('reports no orphans without a keyPrefix', () => {
    const result = plan(files, server, NO_PRUNE);
    expect(result.orphans).toEqual([]);
    expect(result.summary.orphaned).toBe(0);
  });

  it('reports keys under the keyPrefix that no file holds (not platform, not unkeyed)', () => {
    const result = plan(files, server, { keyPrefix: 'team.', prune: false });
    expect(result.orphans).toEqual([
      expect.objectContaining({ externalKey: 'team.gone', id: 'ann-9', headline: 'Old note' }),
    ]);
    expect(result.changes).toEqual([]);
    expect(result.summary).toMatchObject({ delete: 0, orphaned: 1, unchanged: 1 });
  });

  it('turns orphans into deletions, listed first, with prune', () => {
    const result = plan([...files, desired('team.new')], server, {
      keyPrefix: 'team.',
      prune: true,
    });
    expect(result.changes.map((c) => `${c.action} ${c.externalKey}`)).toEqual([
      'delete team.gone',
      'create team.new',
    ]);
    expect(result.changes[0]).toMatchObject({ id: 'ann-9', fingerprint: { id: 'ann-9' } });
    expect(result.summary).toMatchObject({ create: 1, delete: 1, orphaned: 0 });
    expect(result.orphans).toEqual([]);
  });

  it('refuses prune without a keyPrefix', () => {
    const result = plan(files, server, { prune: true });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['prune.needsKeyPrefix']);
    expect(result.changes).toEqual([]);
    expect(result.planHash).toBeUndefined();
  });
});

describe('closing a follow-up', () => {
  const open = onServer('f', { kind: 'follow-up', status: 'open' });
  const done = onServer('f', { kind: 'follow-up', status: 'done' });

  it('needs a note to close an open one, reported at the status line', () => {
    const result = plan(
      [desired('f', { kind: 'follow-up', status: 'done' }, { line: 4 })],
      [open],
      NO_PRUNE,
    );
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'note.requiredToClose',
        severity: 'error',
        line: 4 + 3,
        path: '/status',
      }),
    ]);
    expect(result.planHash).toBeUndefined();
  });

  it('needs a note when created as done', () => {
    const result = plan([desired('f', { kind: 'follow-up', status: 'done' })], [], NO_PRUNE);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['note.requiredToClose']);
  });

  it('needs a note when the current one has no status (open by default)', () => {
    const { status: _s, ...noStatus } = open;
    const result = plan(
      [desired('f', { kind: 'follow-up', status: 'done' })],
      [noStatus],
      NO_PRUNE,
    );
    expect(result.diagnostics.map((d) => d.code)).toEqual(['note.requiredToClose']);
  });

  it('closes with a note', () => {
    const result = plan(
      [desired('f', { kind: 'follow-up', status: 'done', note: 'Fixed in 4.2' })],
      [open],
      NO_PRUNE,
    );
    expect(result.diagnostics).toEqual([]);
    expect(only<UpdateChange>(result)).toMatchObject({
      note: 'Fixed in 4.2',
      fields: [{ path: 'status', before: 'open', after: 'done' }],
    });
  });

  it('needs no note when it is already done', () => {
    const result = plan(
      [desired('f', { kind: 'follow-up', status: 'done', headline: 'Renamed' })],
      [done],
      NO_PRUNE,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.summary.update).toBe(1);
  });
});

describe("a follow-up's note travels only with the write that changes its status", () => {
  const open = onServer('f', { kind: 'follow-up', status: 'open' });
  const done = onServer('f', { kind: 'follow-up', status: 'done' }, { id: 'ann-f' });
  const note = 'Fixed in 4.2';

  it('goes with the close and the create, not with a later edit of another field', () => {
    const close = only<UpdateChange>(
      plan([desired('f', { kind: 'follow-up', status: 'done', note })], [open], NO_PRUNE),
    );
    expect(close.note).toBe(note);
    const create = only<CreateChange>(
      plan([desired('f', { kind: 'follow-up', status: 'done', note })], [], NO_PRUNE),
    );
    expect(create.note).toBe(note);
    const edit = only<UpdateChange>(
      plan(
        [desired('f', { kind: 'follow-up', status: 'done', note, headline: 'Renamed' })],
        [done],
        NO_PRUNE,
      ),
    );
    expect(edit.fields.map((f) => f.path)).toEqual(['headline']);
    expect('note' in edit).toBe(false);
  });

  it('goes with a reopen', () => {
    const reopen = only<UpdateChange>(
      plan(
        [desired('f', { kind: 'follow-up', status: 'open', note: 'Back again' })],
        [done],
        NO_PRUNE,
      ),
    );
    expect(reopen.note).toBe('Back again');
  });

  it('other kinds have no status: their note goes with every write', () => {
    const event = onServer('e', { kind: 'setup', headline: 'Old' });
    const edit = only<UpdateChange>(
      plan([desired('e', { kind: 'setup', headline: 'New', note: 'why' })], [event], NO_PRUNE),
    );
    expect(edit.note).toBe('why');
  });

  it('a reopen with the note it was closed with is a warning at the note', () => {
    const doc = desired('f', { kind: 'follow-up', status: 'open', note }, { line: 3 });
    const closingNotes = new Map([['f', note]]);
    const result = plan([doc], [done], { ...NO_PRUNE, closingNotes });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'note.sameAsClose',
        severity: 'warning',
        path: '/note',
        line: 3 + 4,
      }),
    ]);
    expect(result.planHash).toBe(planHashOf(result.changes));
    // A new reason, or a history that was not read: no warning.
    const fresh = desired('f', { kind: 'follow-up', status: 'open', note: 'It came back' });
    expect(plan([fresh], [done], { ...NO_PRUNE, closingNotes }).diagnostics).toEqual([]);
    expect(plan([doc], [done], NO_PRUNE).diagnostics).toEqual([]);
  });
});

describe('a rename', () => {
  const old = onServer('team.a', { headline: 'Same words' }, { id: 'ann-a' });
  const team = { keyPrefix: 'team.' };

  it("is pointed out: a create with an orphan's content under another key", () => {
    const result = plan([desired('team.b', { headline: 'Same words' })], [old], {
      ...team,
      prune: false,
    });
    expect(result.summary).toMatchObject({ create: 1, orphaned: 1 });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'externalKey.renamed',
        severity: 'warning',
        path: '/externalKey',
        message: expect.stringContaining(
          "looks like a rename of team.a to team.b; the server keeps team.a's history under team.a",
        ),
      }),
    ]);
    expect(result.diagnostics[0]!.message).toContain('"team.a" stays on the server as an orphan');
    expect(result.planHash).toBe(planHashOf(result.changes));
  });

  it('says the history goes with a prune', () => {
    const result = plan([desired('team.b', { headline: 'Same words' })], [old], {
      ...team,
      prune: true,
    });
    expect(result.summary).toMatchObject({ create: 1, delete: 1 });
    expect(result.diagnostics[0]!.message).toContain(
      'this plan deletes "team.a", and its history with it',
    );
  });

  it('is not claimed for other content, nor without a keyPrefix', () => {
    expect(
      plan([desired('team.b', { headline: 'Other words' })], [old], { ...team, prune: false })
        .diagnostics,
    ).toEqual([]);
    expect(
      plan([desired('team.b', { headline: 'Same words' })], [old], { prune: false }).diagnostics,
    ).toEqual([]);
  });
});

describe('determinism', () => {
  const server = [
    onServer('b', { headline: 'old' }, { id: 'ann-1' }),
    onServer('x', {}, { id: 'ann-2' }),
  ];
  const docs = () => [
    desired(
      'b',
      { headline: 'new', evidence: ['trace', 'code'] },
      { file: 'annotations/one.yaml', line: 1 },
    ),
    desired(
      'a',
      { refs: [{ type: 'annotation', externalKey: 'c' }] },
      { file: 'annotations/two.yaml', line: 1 },
    ),
    desired(
      'c',
      { scope: { os: 'iOS', browser: 'Edge' } },
      { file: 'annotations/two.yaml', line: 9 },
    ),
  ];

  it('gives the same plan and hash for every file order', () => {
    const reference = plan(docs(), server, NO_PRUNE);
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2],
      [2, 0, 1],
    ];
    for (const order of orders) {
      const list = docs();
      const result = plan(
        order.map((i) => list[i]!),
        [...server].reverse(),
        NO_PRUNE,
      );
      expect(JSON.stringify(result)).toBe(JSON.stringify(reference));
    }
  });

  it('keeps the hash when only file positions or member order change', () => {
    const reference = plan(docs(), server, NO_PRUNE).planHash;
    const moved = docs().map((d, i) => ({
      ...d,
      file: `elsewhere/${i}.yaml`,
      line: 40 + i,
      documentHash: 'other',
    }));
    expect(plan(moved, server, NO_PRUNE).planHash).toBe(reference);
    const reordered = docs();
    reordered[0] = desired('b', { evidence: ['code', 'trace'], headline: 'new' });
    expect(plan(reordered, server, NO_PRUNE).planHash).toBe(reference);
  });

  it('changes the hash when what would be written changes', () => {
    const reference = plan(docs(), server, NO_PRUNE).planHash;
    const edited = docs();
    edited[0] = desired('b', { headline: 'newer', evidence: ['trace', 'code'] });
    expect(plan(edited, server, NO_PRUNE).planHash).not.toBe(reference);
    const noted = docs();
    noted[0] = desired('b', { headline: 'new', evidence: ['trace', 'code'], note: 'why' });
    expect(plan(noted, server, NO_PRUNE).planHash).not.toBe(reference);
  });

  it('changes the hash when the server moved under an update or a deletion it plans', () => {
    // A hand edit on the server between review and merge, to an annotation the plan updates to
    // the same target: what is written is the same, what it overwrites is not.
    const reference = plan(docs(), server, NO_PRUNE);
    const handEdited = [{ ...server[0]!, headline: 'edited by hand', updatedMs: 99 }, server[1]!];
    const again = plan(docs(), handEdited, NO_PRUNE);
    expect(again.changes.find((c) => c.externalKey === 'b')).toMatchObject({
      action: 'update',
      after: { headline: 'new' },
    });
    expect(again.planHash).not.toBe(reference.planHash);
    // The same for a deletion: the orphan it deletes was edited since.
    const prune = { prune: true, keyPrefix: '' };
    const deleting = plan(docs(), server, prune);
    expect(deleting.changes.find((c) => c.externalKey === 'x')!.action).toBe('delete');
    const orphanEdited = [server[0]!, { ...server[1]!, headline: 'edited by hand' }];
    expect(plan(docs(), orphanEdited, prune).planHash).not.toBe(deleting.planHash);
  });

  it('reports a duplicate key instead of planning it twice', () => {
    const result = plan(
      [desired('a', {}, { file: 'x.yaml' }), desired('a', {}, { file: 'y.yaml' })],
      [],
      NO_PRUNE,
    );
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'externalKey.duplicate',
        file: 'y.yaml',
        related: expect.objectContaining({ file: 'x.yaml' }),
      }),
    ]);
    expect(result.summary.create).toBe(1);
  });
});
