// The write order: dependencies first, otherwise the smallest key; the heap agrees with the
// obvious quadratic version on random graphs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateChange } from '../../src/model/plan.js';
import { compareKeys, orderWrites } from '../../src/plan/order-changes.js';

function write(externalKey: string, dependsOn: string[]): CreateChange {
  return {
    action: 'create',
    externalKey,
    file: 'a.yaml',
    line: 1,
    documentHash: 'h',
    after: { kind: 'setup', headline: externalKey },
    fields: [],
    dependsOn,
  };
}

/** Kahn's algorithm, re-sorting the ready list at every step. */
function naive(writes: CreateChange[]): string[] {
  const waiting = new Map(
    writes.map((w) => [
      w.externalKey,
      new Set(
        w.dependsOn.filter((d) => d !== w.externalKey && writes.some((x) => x.externalKey === d)),
      ),
    ]),
  );
  const out: string[] = [];
  for (;;) {
    const ready = [...waiting]
      .filter(([, deps]) => deps.size === 0)
      .map(([k]) => k)
      .sort(compareKeys);
    if (ready.length === 0) break;
    const key = ready[0]!;
    out.push(key);
    waiting.delete(key);
    for (const deps of waiting.values()) deps.delete(key);
  }
  return [...out, ...[...waiting.keys()].sort(compareKeys)];
}

describe('orderWrites', () => {
  it('writes a referenced annotation first, else by key', () => {
    const { writes, cyclic } = orderWrites([
      write('c', []),
      write('a', ['d']),
      write('d', []),
      write('b', []),
    ]);
    expect(writes.map((w) => w.externalKey)).toEqual(['b', 'c', 'd', 'a']);
    expect(cyclic).toEqual([]);
  });

  it('matches the quadratic reference on random graphs, cycles included', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.stringMatching(/^[a-z]{1,3}$/), { minLength: 1, maxLength: 40 })
          .chain((keys) =>
            fc.tuple(
              fc.constant(keys),
              fc.array(fc.subarray(keys, { maxLength: Math.min(3, keys.length) }), {
                minLength: keys.length,
                maxLength: keys.length,
              }),
            ),
          ),
        ([keys, deps]) => {
          const writes = keys.map((k, i) => write(k, deps[i]!));
          expect(orderWrites(writes).writes.map((w) => w.externalKey)).toEqual(naive(writes));
        },
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it('orders 20,000 writes in a chain', () => {
    const writes = Array.from({ length: 20_000 }, (_, i) =>
      write(`k${String(i).padStart(5, '0')}`, i > 0 ? [`k${String(i - 1).padStart(5, '0')}`] : []),
    );
    expect(orderWrites([...writes].reverse()).writes.map((w) => w.externalKey)).toEqual(
      writes.map((w) => w.externalKey),
    );
  });
});
