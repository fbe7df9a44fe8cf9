// Injected faults: each kind observable, the sequence repeatable with a seed.
import { afterAll, describe, expect, it } from 'vitest';
import { FaultPlan, type FaultKind } from '../../src/emulator/faults.js';
import { start, pagingOf } from './helpers.js';

const running: { emulator: { close(): Promise<void> } }[] = [];
afterAll(() => Promise.all(running.map((r) => r.emulator.close())));

async function faulty(faults: FaultKind[], faultRate: number, seed = 1) {
  const ctx = await start({ faults, faultRate, seed, retryAfterSeconds: 2 });
  running.push(ctx);
  return ctx;
}

/** A seed whose first draws are exactly `wanted` (undefined = no fault). */
function seedFor(rate: number, kinds: FaultKind[], wanted: (FaultKind | undefined)[]): number {
  for (let seed = 1; seed < 100_000; seed++) {
    const plan = new FaultPlan(rate, kinds, 0, seed);
    if (wanted.every((w) => plan.next() === w)) return seed;
  }
  throw new Error('no seed found');
}

const BODY = { kind: 'setup', headline: 'h' };

describe('faults', () => {
  it('500 answers the envelope and writes nothing', async () => {
    const ctx = await faulty(['500'], 1);
    const r = await ctx.put('f-500', BODY);
    expect(r.status).toBe(500);
    expect(r.json.error.message).toMatch(/injected/);
  });

  it('503 and 429 carry Retry-After', async () => {
    for (const kind of ['503', '429'] as const) {
      const ctx = await faulty([kind], 1);
      const r = await ctx.call('GET', '/observe/annotations');
      expect(r.status).toBe(Number(kind));
      expect(r.headers.get('retry-after')).toBe('2');
      expect(r.json.error.message).toMatch(/injected/);
    }
  });

  it('faults come after auth: a bad key still gets 401, a bad route 404', async () => {
    const ctx = await faulty(['500'], 1);
    expect(
      (await ctx.call('GET', '/observe/annotations', undefined, { key: 'wrong' })).status,
    ).toBe(401);
    expect((await ctx.call('GET', '/observe/other')).status).toBe(404);
  });

  it('reset drops the connection before the write: nothing is stored', async () => {
    const kinds: FaultKind[] = ['reset'];
    const ctx = await faulty(kinds, 0.5, seedFor(0.5, kinds, ['reset', undefined]));
    await expect(ctx.put('f-reset', BODY)).rejects.toThrow();
    const listed = await ctx.call('GET', '/observe/annotations');
    expect(listed.status).toBe(200);
    expect(pagingOf(listed).totalItems).toBe(0);
  });

  it('lost applies the write and then drops the connection', async () => {
    const kinds: FaultKind[] = ['lost'];
    const ctx = await faulty(kinds, 0.5, seedFor(0.5, kinds, ['lost', undefined]));
    await expect(ctx.put('f-lost', BODY)).rejects.toThrow();
    const listed = await ctx.call('GET', '/observe/annotations');
    expect(listed.status).toBe(200);
    expect(listed.json.annotations.map((a: { externalKey: string }) => a.externalKey)).toEqual([
      'f-lost',
    ]);
  });

  it('the same seed gives the same sequence; the plan predicts it', async () => {
    const kinds: FaultKind[] = ['500', '503', '429'];
    const sequence = async () => {
      const ctx = await faulty(kinds, 0.4, 42);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await ctx.put(`seq-${i}`, BODY)).status);
      return statuses;
    };
    const a = await sequence();
    const b = await sequence();
    expect(a).toEqual(b);
    const plan = new FaultPlan(0.4, kinds, 0, 42);
    expect(a).toEqual(Array.from({ length: 40 }, () => Number(plan.next() ?? 200)));
    expect(new Set(a)).toEqual(new Set([200, 500, 503, 429]));
  });

  it('latency jitter stays within ±10%', () => {
    const plan = new FaultPlan(0, [], 100, 7);
    for (let i = 0; i < 200; i++) {
      const d = plan.delay();
      expect(d).toBeGreaterThanOrEqual(90);
      expect(d).toBeLessThanOrEqual(110);
    }
  });
});
