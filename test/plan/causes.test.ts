// The cause of each change (`plan --base REF`), as a table over in-memory builders: the files
// at REF, the files now and the server in, pr / drift / both out.
import { describe, expect, it } from 'vitest';
import type { AnnotationDocument } from '../../src/model/annotation.js';
import type { ChangeCause } from '../../src/model/plan.js';
import { markCauses } from '../../src/plan/causes.js';
import { plan } from '../../src/plan/plan.js';
import { desired, onServer } from './builders.js';

const doc = (key: string, headline: string, extra: Partial<AnnotationDocument> = {}) =>
  desired(key, { kind: 'setup', headline, ...extra });
const base = { ref: 'origin/main', commit: 'c'.repeat(40) };

/** The causes of a plan made from `now` against `server`, compared with `atBase`. */
function causes(
  atBase: ReturnType<typeof doc>[],
  now: ReturnType<typeof doc>[],
  server: ReturnType<typeof onServer>[],
  prune = false,
): Record<string, string> {
  const made = plan(now, server, { keyPrefix: 't.', prune });
  const marked = markCauses(
    made,
    { base: atBase.map((d) => d.document), now: now.map((d) => d.document), current: server },
    base,
  );
  return Object.fromEntries(marked.changes.map((c) => [c.externalKey, `${c.action} ${c.cause}`]));
}

describe('markCauses', () => {
  it.each<[string, ChangeCause, string[], string[], string | undefined]>([
    // name, cause, headline at REF / now (undefined: absent), headline on the server
    ['the files changed it, the server as at REF', 'pr', ['A'], ['B'], 'A'],
    ['the files did not change it, the server edited by hand', 'drift', ['A'], ['A'], 'X'],
    ['the files changed it, the server edited by hand too', 'both', ['A'], ['B'], 'X'],
    ['a create of a key REF did not hold', 'pr', [], ['B'], undefined],
    ['a create of a key REF held (deleted on the server since)', 'drift', ['B'], ['B'], undefined],
    [
      'a create of a key REF held otherwise (deleted on the server, changed in the files)',
      'both',
      ['A'],
      ['B'],
      undefined,
    ],
    ['a key REF did not hold, made by hand with other content', 'both', [], ['B'], 'X'],
  ])('%s: %s', (_, cause, [was], [is], onServerNow) => {
    const atBase = was === undefined ? [] : [doc('t.a', was)];
    const now = [doc('t.a', is!)];
    const server = onServerNow === undefined ? [] : [onServer('t.a', { headline: onServerNow })];
    expect(Object.values(causes(atBase, now, server))[0]).toMatch(new RegExp(` ${cause}$`));
  });

  it('marks deletions (prune): pr when REF held the key as the server has it, both when not, drift when REF never held it', () => {
    const server = [
      onServer('t.removed', { headline: 'R' }),
      onServer('t.removed-edited', { headline: 'edited by hand' }),
      onServer('t.manual', { headline: 'made by hand' }),
    ];
    const atBase = [doc('t.removed', 'R'), doc('t.removed-edited', 'R2')];
    expect(causes(atBase, [], server, true)).toEqual({
      't.removed': 'delete pr',
      't.removed-edited': 'delete both',
      't.manual': 'delete drift',
    });
  });

  it('compares content as the planner does: defaults, refs by key, set-like evidence, note', () => {
    const server = [
      onServer('t.target', { headline: 'T' }, { id: 'ann-1' }),
      onServer('t.x', { headline: 'changed by hand', evidence: ['data', 'code'] }),
    ];
    // At REF the same document, written differently: explicit defaults, evidence in another
    // order, a note (history, not content).
    const atBase = [
      doc('t.x', 'X', {
        display: true,
        evidence: ['code', 'data'],
        refs: [{ type: 'annotation', externalKey: 't.target' }],
        note: 'why',
      }),
      doc('t.target', 'T'),
    ];
    const now = [
      doc('t.x', 'X', {
        evidence: ['data', 'code'],
        refs: [{ type: 'annotation', externalKey: 't.target' }],
      }),
      doc('t.target', 'T'),
    ];
    expect(causes(atBase, now, server)).toEqual({ 't.x': 'update drift' });
  });

  it('takes the first document of a key on each side, and leaves the plan otherwise as it was', () => {
    const server = [onServer('t.a', { headline: 'A' })];
    const made = plan([doc('t.a', 'B')], server, { keyPrefix: 't.', prune: false });
    const marked = markCauses(
      made,
      {
        base: [doc('t.a', 'A').document, doc('t.a', 'B').document],
        now: [doc('t.a', 'B').document],
        current: server,
      },
      base,
    );
    expect(marked.changes[0]!.cause).toBe('pr');
    expect(marked.base).toEqual(base);
    const { changes, base: _base, ...rest } = marked;
    const { changes: before, ...restBefore } = made;
    expect(rest).toEqual(restBefore);
    expect(changes.map(({ cause: _c, ...c }) => c)).toEqual(before);
    expect(made.changes[0]).not.toHaveProperty('cause');
  });

  it("resolves refs by key to the server's ids, so a server as at REF counts as such", () => {
    const server = [
      onServer('t.target', { headline: 'T' }, { id: 'ann-7' }),
      onServer('t.x', { headline: 'X', refs: [{ type: 'annotation', value: 'ann-7' }] }),
    ];
    const refs = [{ type: 'annotation' as const, externalKey: 't.target' }];
    const atBase = [doc('t.x', 'X', { refs }), doc('t.target', 'T')];
    const now = [doc('t.x', 'Y', { refs }), doc('t.target', 'T')];
    expect(causes(atBase, now, server)).toEqual({ 't.x': 'update pr' });
  });

  it('leaves a ref by key to a key the server does not hold by key on both sides', () => {
    const refs = [{ type: 'annotation' as const, externalKey: 't.new' }];
    const atBase = [doc('t.x', 'X', { refs }), doc('t.new', 'N')];
    const now = [doc('t.x', 'Y', { refs }), doc('t.new', 'N')];
    expect(causes(atBase, now, [onServer('t.x', { headline: 'X' })])).toEqual({
      't.new': 'create drift',
      't.x': 'update both',
    });
  });

  it('takes no platform annotation for the one the files hold', () => {
    const server = [onServer('t.a', { headline: 'A' }, { platform: true })];
    expect(causes([], [doc('t.a', 'A')], server)).toEqual({ 't.a': 'create pr' });
  });
});
