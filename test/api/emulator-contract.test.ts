// The client against the emulator over real HTTP on 127.0.0.1: the list contract
// and 9, paging past 1,000, faults converging, Retry-After, the budget, 401/403.
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.js';
import type { ObserveClient } from '../../src/api/client.js';
import { RetryBudget } from '../../src/api/retry-budget.js';
import { systemClock } from '../../src/api/system-clock.js';
import { createObserveClient, type ObserveClientOptions } from '../../src/api/undici-client.js';
import { parseApiKey, startEmulator, type EmulatorOptions } from '../../src/emulator/index.js';
import type { AnnotationRequest } from '../../src/model/annotation.js';
import { FakeClock } from './fake-clock.js';

const KEY = 'obs_contract_DISTINCTIVE_5e4d3c2b1a';
const READ_ONLY = 'obs_readonly_DISTINCTIVE_0a1b2c3d';
const WRITE_ONLY = 'obs_writeonly_DISTINCTIVE_9f8e7d';
const SECRETS = [KEY, READ_ONLY, WRITE_ONLY];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emulator(options: Partial<EmulatorOptions> = {}) {
  const requests: { method: string; route: string }[] = [];
  const running = await startEmulator({
    apiKeys: [
      parseApiKey(KEY),
      parseApiKey(`${READ_ONLY}=observe:annotations:read`),
      parseApiKey(`${WRITE_ONLY}=observe:annotations:write`),
    ],
    onRequest: (info) => requests.push(info),
    ...options,
  });
  cleanups.push(() => running.close());
  return { ...running, requests };
}

function client(baseUrl: string, extra: Partial<ObserveClientOptions> = {}) {
  const clock = new FakeClock(Date.now());
  const c: ObserveClient = createObserveClient({
    baseUrl,
    apiKey: KEY,
    concurrency: 16,
    userAgent: 'observe-annotations-test',
    clock,
    ...extra,
  });
  cleanups.push(() => c.close());
  return { client: c, clock };
}

const request = (i: number): AnnotationRequest => ({
  kind: 'event',
  headline: `Event ${i}`,
  dateFrom: '2024-05-01',
  effect: 'context',
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    for (const text of [e.message, String(e), inspect(e, { depth: 5 })]) {
      for (const secret of SECRETS) expect(text).not.toContain(secret);
    }
    return e;
  }
  throw new Error('expected a rejection');
}

async function putAll(c: ObserveClient, keys: string[]) {
  return Promise.all(keys.map((key, i) => c.putAnnotation(key, request(i))));
}

describe('client ⇄ emulator contract', () => {
  it('lists 2,500 annotations, each exactly once, in pages of the default 100', async () => {
    const emu = await emulator();
    const { client: c } = client(emu.baseUrl);
    const keys = Array.from({ length: 2500 }, (_, i) => `contract.item-${i}`);
    const written = await putAll(c, keys);
    expect(written.every((w) => w.attempts === 1 && w.value.externalKey !== undefined)).toBe(true);
    const listed = await c.listAnnotations();
    expect(listed).toHaveLength(2500);
    expect(new Set(listed.map((a) => a.id)).size).toBe(2500);
    expect(new Set(listed.map((a) => a.externalKey))).toEqual(new Set(keys));
    expect(emu.requests.filter((r) => r.route === 'list')).toHaveLength(25);
  });

  it('lists the same in each of the emulator’s paging modes: headers, body and both', async () => {
    const seen: string[][] = [];
    for (const paging of ['headers', 'body', 'both'] as const) {
      const emu = await emulator({ paging });
      const { client: c } = client(emu.baseUrl, { pageSize: 7 });
      await putAll(
        c,
        Array.from({ length: 30 }, (_, i) => `mode.item-${i}`),
      );
      const page = await c.listPage(2);
      expect(page).toMatchObject({ page: 2, totalPages: 5, totalItems: 30, pagingFrom: paging });
      const listed = await c.listAnnotations();
      seen.push(listed.map((a) => a.externalKey!).sort());
      expect(emu.requests.filter((r) => r.route === 'list')).toHaveLength(1 + 5);
    }
    expect(seen[0]).toHaveLength(30);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it('gets and deletes by id, keeping the version segment of the base URL', async () => {
    const emu = await emulator();
    expect(emu.baseUrl).toMatch(/\/v1$/);
    const { client: c } = client(`${emu.baseUrl}/`);
    const { value } = await c.putAnnotation('contract.one', request(1));
    expect(await c.getAnnotation(value.id)).toEqual(value);
    expect(await c.deleteAnnotation(value.id)).toEqual({ value: undefined, attempts: 1 });
    expect(await rejection(c.getAnnotation(value.id))).toMatchObject({ status: 404, attempts: 1 });
    // without the version segment nothing is found: the client does not invent one
    const bare = client(emu.baseUrl.replace(/\/v1$/, '')).client;
    expect(await rejection(bare.listAnnotations())).toMatchObject({ status: 404 });
  });

  it('URL-encodes the external key: a slash stays inside the key (400, not a routing 404)', async () => {
    const emu = await emulator();
    const { client: c } = client(emu.baseUrl);
    const error = await rejection(c.putAnnotation('a/b', request(1)));
    expect(error).toMatchObject({ status: 400, retryable: false });
    expect(emu.requests.filter((r) => r.route === 'upsert')).toHaveLength(1);
  });

  it('converges under every fault kind, lost answers included: nothing lost or duplicated', async () => {
    const emu = await emulator({
      faultRate: 0.3,
      seed: 42,
      faults: ['500', '503', '429', 'reset', 'lost'],
    });
    const events: { status?: number; kind?: string }[] = [];
    const { client: c } = client(emu.baseUrl, {
      random: () => 0.5,
      observer: { onAttempt: (e) => events.push(e) },
      // 0.3 is far above what the default budget (cost 10, refund 1) sustains over 300 writes,
      // and 0.3^5 would fail a few: widen both so the test is about convergence.
      policy: { maxAttempts: 10 },
      budget: new RetryBudget({ capacity: 100_000 }),
    });
    const keys = Array.from({ length: 300 }, (_, i) => `faults.item-${i}`);
    const written = await putAll(c, keys);
    expect(written.some((w) => w.attempts > 1)).toBe(true);
    expect(events.some((e) => e.kind === 'network')).toBe(true);
    expect(events.some((e) => e.status === 503 || e.status === 429)).toBe(true);
    const listed = await c.listAnnotations();
    expect(listed.map((a) => a.externalKey).sort()).toEqual([...keys].sort());
    expect(new Set(listed.map((a) => a.id)).size).toBe(300);
    for (const w of written) expect(listed.find((a) => a.id === w.value.id)).toEqual(w.value);
  });

  it('retries concurrent first writes of one key through their 409s', async () => {
    const emu = await emulator({ createDelayMs: 30 });
    // the real clock: the emulator's create window is real time
    const { client: c } = client(emu.baseUrl, { random: () => 0.5, clock: systemClock });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => c.putAnnotation('race.key', request(7))),
    );
    expect(new Set(results.map((r) => r.value.id)).size).toBe(1);
    expect((await c.listAnnotations()).filter((a) => a.externalKey === 'race.key')).toHaveLength(1);
  });

  it("honours the emulator's Retry-After on throttling answers", async () => {
    const emu = await emulator({
      faultRate: 0.5,
      seed: 7,
      faults: ['429', '503'],
      retryAfterSeconds: 3,
    });
    const { client: c, clock } = client(emu.baseUrl, { policy: { maxAttempts: 10 } });
    await putAll(
      c,
      Array.from({ length: 40 }, (_, i) => `throttle.item-${i}`),
    );
    expect(clock.sleeps.length).toBeGreaterThan(0);
    expect(new Set(clock.sleeps)).toEqual(new Set([3000]));
  });

  it('fails fast with "retry budget exhausted" during an outage', async () => {
    const emu = await emulator({ faultRate: 1, faults: ['500'] });
    const budget = new RetryBudget({ capacity: 50 });
    const { client: c } = client(emu.baseUrl, { budget, concurrency: 1 });
    const first = await rejection(c.putAnnotation('outage.a', request(1)));
    expect(first).toMatchObject({ status: 500, attempts: 5, stoppedBy: 'max-attempts' });
    const second = await rejection(c.putAnnotation('outage.b', request(2)));
    expect(second).toMatchObject({ stoppedBy: 'budget', retryable: false });
    expect(second.message).toMatch(/^retry budget exhausted/);
    const before = emu.requests.length;
    const third = await rejection(c.putAnnotation('outage.c', request(3)));
    expect(third).toMatchObject({ stoppedBy: 'budget', attempts: 1 });
    expect(emu.requests.length - before).toBe(1);
  });

  it('stops at once on 401 for an unknown key', async () => {
    const emu = await emulator();
    const { client: c } = client(emu.baseUrl, { apiKey: 'obs_unknown_DISTINCTIVE_42' });
    const error = await rejection(c.listAnnotations());
    expect(error).toMatchObject({ status: 401, fatal: true, attempts: 1 });
    expect(error.message).toMatch(/rejected the API key/);
    expect(error.message).not.toContain('obs_unknown_DISTINCTIVE_42');
  });

  it('names observe:annotations:write when a read-only key writes', async () => {
    const emu = await emulator();
    const { client: c } = client(emu.baseUrl, { apiKey: READ_ONLY });
    expect(await c.listAnnotations()).toEqual([]);
    const error = await rejection(c.putAnnotation('ro.key', request(1)));
    expect(error).toMatchObject({
      status: 403,
      fatal: true,
      permission: 'observe:annotations:write',
      attempts: 1,
    });
    expect(error.message).toContain('`observe:annotations:write`');
  });

  it('says plainly that plan cannot diff without observe:annotations:read', async () => {
    const emu = await emulator();
    const { client: c } = client(emu.baseUrl, { apiKey: WRITE_ONLY });
    const error = await rejection(c.listAnnotations());
    expect(error).toMatchObject({ status: 403, permission: 'observe:annotations:read' });
    expect(error.message).toContain('`plan` cannot diff without `observe:annotations:read`');
  });
});
