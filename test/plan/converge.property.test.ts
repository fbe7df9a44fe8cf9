// A plan right after a successful apply of the same files shows no changes. Always.
// Random valid documents, applied to the emulator's own store, planned again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnnotationDocument, DocumentRef, Kind } from '../../src/model/annotation.js';
import { plan } from '../../src/plan/plan.js';
import type { DesiredDocument } from '../../src/plan/desired-document.js';
import { EmulatedServer } from './emulator-apply.js';

const KEYS = ['team.a', 'team.b', 'team.c', 'team.d', 'team.e', 'team.f', 'other.g', 'other.h'];
const KINDS: Kind[] = ['event', 'period', 'setup', 'interpretation', 'constraint', 'follow-up'];
const text = (max: number) =>
  fc.stringMatching(new RegExp(`^[A-Za-z][A-Za-z0-9 .,]{0,${max - 1}}$`));

const dateAt = fc.constantFrom('month', 'date', 'hour', 'datetime').chain((precision) =>
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })).map(([a, b]) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    const at = (n: number) => {
      const mm = String(n).padStart(2, '0');
      if (precision === 'month') return `2026-${mm}`;
      if (precision === 'date') return `2026-09-${mm}`;
      if (precision === 'hour') return `2026-09-17T${mm}`;
      return `2026-09-17T10:${mm}:00`;
    };
    return [at(lo), at(hi)] as const;
  }),
);

/** Fields of one valid document; refs by key are filled in later (they need the key list). */
const content = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    headline: text(30),
    description: fc.option(
      fc.array(text(20), { minLength: 1, maxLength: 3 }).map((l) => l.join('\n')),
      { nil: undefined },
    ),
    dates: dateAt,
    withDate: fc.boolean(),
    withDateTo: fc.boolean(),
    approximate: fc.option(fc.boolean(), { nil: undefined }),
    status: fc.option(fc.constantFrom('open', 'done'), { nil: undefined }),
    effect: fc.option(fc.constantFrom('context', 'boundary', 'degraded', 'broken', 'missing'), {
      nil: undefined,
    }),
    reading: fc.option(text(20), { nil: undefined }),
    scope: fc.option(
      fc.record(
        {
          applicationID: fc.constantFrom('app-1', 'app-12'),
          os: fc.constantFrom('iOS', 'Android'),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    ),
    series: fc.option(fc.array(text(10), { maxLength: 3 }), { nil: undefined }),
    display: fc.option(fc.boolean(), { nil: undefined }),
    source: fc.option(fc.constantFrom('manual', 'agent', 'system'), { nil: undefined }),
    evidence: fc.option(fc.shuffledSubarray(['code', 'trace', 'data', 'customer'] as const), {
      nil: undefined,
    }),
    refs: fc.option(
      fc.array(
        fc.oneof(
          fc.constantFrom(
            { type: 'release', value: 'v4.2.0' },
            { type: 'commit', value: 'abcdef1' },
            { type: 'url', value: 'https://example.com/x' },
          ),
          fc.nat(7).map((n) => ({ byKey: n })),
        ),
        { maxLength: 3 },
      ),
      { nil: undefined },
    ),
    note: fc.option(text(20), { nil: undefined }),
  })
  .map((f) => {
    const dated =
      f.kind === 'event' || f.kind === 'period' || (f.kind === 'follow-up' && f.withDate);
    const doc: Record<string, unknown> = {
      kind: f.kind,
      headline: f.headline,
      description: f.description,
    };
    if (dated) doc.dateFrom = f.dates[0];
    if (f.kind === 'period' && f.withDateTo) doc.dateTo = f.dates[1];
    if (f.approximate === false || (f.approximate && dated)) doc.approximate = f.approximate;
    if (f.kind === 'follow-up') doc.status = f.status;
    if (f.kind === 'event' || f.kind === 'period')
      Object.assign(doc, { effect: f.effect, reading: f.reading });
    Object.assign(doc, {
      scope: f.scope,
      series: f.series,
      display: f.display,
      source: f.source,
      evidence: f.evidence,
    });
    // Closing needs a note; a note elsewhere is fine too.
    doc.note = doc.status === 'done' ? (f.note ?? 'Resolved.') : f.note;
    return { doc, refs: f.refs };
  });

type Draft = {
  doc: Record<string, unknown>;
  refs: ({ type: string; value: string } | { byKey: number })[] | undefined;
};

/** Keys and documents; a ref by key points at an earlier document (no cycles) or at `extra`. */
function documents(keys: string[], drafts: Draft[], extra: readonly string[]): DesiredDocument[] {
  return keys.map((externalKey, i) => {
    const draft = drafts[i]!;
    const targets = [...keys.slice(0, i), ...extra];
    const refs = draft.refs
      ?.map((r): DocumentRef | undefined =>
        'byKey' in r
          ? targets.length > 0
            ? { type: 'annotation', externalKey: targets[r.byKey % targets.length]! }
            : undefined
          : (r as DocumentRef),
      )
      .filter((r): r is DocumentRef => r !== undefined);
    const document = JSON.parse(
      JSON.stringify({ externalKey, ...draft.doc, refs }),
    ) as AnnotationDocument;
    return { document, file: `annotations/${i % 3}.yaml`, line: 1 + i * 20, documentHash: `h${i}` };
  });
}

const round = fc
  .uniqueArray(fc.constantFrom(...KEYS), { maxLength: KEYS.length })
  .chain((keys) =>
    fc.tuple(
      fc.constant(keys),
      fc.array(content, { minLength: keys.length, maxLength: keys.length }),
    ),
  );

describe('plan → apply → plan converges', () => {
  it('shows no changes after an apply, from any earlier server state', async () => {
    await fc.assert(
      fc.asyncProperty(
        round,
        round,
        fc.boolean(),
        async ([keysA, draftsA], [keysB, draftsB], prune) => {
          const server = new EmulatedServer();
          const options = prune
            ? { keyPrefix: 'team.', prune: true }
            : { keyPrefix: 'team.', prune: false };
          const first = plan(documents(keysA, draftsA, []), [], { prune: false });
          expect(first.diagnostics).toEqual([]);
          await server.apply(first);

          // Refs by key may also point at what the first round left on the server, unless pruned.
          const kept = prune
            ? keysA.filter((k) => !k.startsWith('team.') && !keysB.includes(k))
            : keysA;
          const docsB = documents(
            keysB,
            draftsB,
            kept.filter((k) => !keysB.includes(k)),
          );
          const second = plan(docsB, server.list(), options);
          expect(second.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
          await server.apply(second);

          const third = plan(docsB, server.list(), options);
          expect(third.changes).toEqual([]);
          expect(third.summary).toEqual({
            create: 0,
            update: 0,
            delete: 0,
            unchanged: keysB.length,
            orphaned: prune ? 0 : third.orphans.length,
          });
          if (prune) expect(third.orphans).toEqual([]);
        },
      ),
      { numRuns: 200, seed: 20261125 },
    );
  });
});
