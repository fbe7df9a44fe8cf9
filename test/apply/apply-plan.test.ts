// The applier with the real client over a scripted in-memory service and a fake clock.
import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { ApplyEvent } from '../../src/model/apply.js';
import { UserError } from '../../src/model/errors.js';
import { FakeClock } from '../api/fake-clock.js';
import { answer, FakeService } from './fake-service.js';
import { content, create, planOf, remove, update } from '../support/changes.js';

const KEY = 'sk-test-DISTINCTIVE-0000';

function setup(concurrency = 4, budget?: { capacity?: number; retryCost?: number }) {
  const service = new FakeService();
  const { client, clock, relay } = service.client(budget ? { budget } : {});
  const events: ApplyEvent[] = [];
  const options = {
    client,
    attempts: relay,
    concurrency,
    clock,
    onEvent: (e: ApplyEvent) => events.push(e),
  };
  return { service, client, clock, events, options };
}

describe('applyPlan: writes', () => {
  it('sends one PUT per create and update, with its note, and nothing for unchanged', async () => {
    const { service, options } = setup();
    const old = service.seed('b', content('Old'));
    service.seed('same', content('Same'));
    const plan = planOf([create('a', { note: 'why' }), update(old, 'New')], 1);
    const result = await applyPlan(plan, options);
    expect(result.summary).toEqual({
      created: 1,
      updated: 1,
      deleted: 0,
      unchanged: 1,
      failed: 0,
      stale: 0,
    });
    expect(service.writes.map((w) => w.key).sort()).toEqual(['a', 'b']);
    expect(service.writes.find((w) => w.key === 'a')!.body.note).toBe('why');
    expect(service.writes.find((w) => w.key === 'b')!.body).not.toHaveProperty('note');
    expect(result.results).toEqual([
      {
        externalKey: 'a',
        action: 'create',
        status: 'ok',
        attempts: 1,
        id: service.store.get('a')!.id,
      },
      { externalKey: 'b', action: 'update', status: 'ok', attempts: 1, id: old.id },
    ]);
    expect(service.store.get('b')!.headline).toBe('New');
  });

  it('writes a referenced annotation first and substitutes its new id', async () => {
    const { service, options } = setup(8);
    // The dependant comes first in the list: order must come from the refs, not the list.
    const plan = planOf([
      create('child', {
        refs: [
          { type: 'release', value: 'v1' },
          { type: 'annotation', externalKey: 'parent' },
        ],
      }),
      create('parent'),
    ]);
    const result = await applyPlan(plan, options);
    expect(result.summary.created).toBe(2);
    expect(service.writes.map((w) => w.key)).toEqual(['parent', 'child']);
    const parentId = service.store.get('parent')!.id;
    expect(service.writes[1]!.body.refs).toEqual([
      { type: 'release', value: 'v1' },
      { type: 'annotation', value: parentId },
    ]);
  });

  it('goes on after a failure, and skips what depends on it, with the reason', async () => {
    const { service, options } = setup();
    service.fail('parent', answer(422, 'cannot store this'));
    const plan = planOf([
      create('parent'),
      create('child', { refs: [{ type: 'annotation', externalKey: 'parent' }] }),
      create('other'),
    ]);
    const result = await applyPlan(plan, options);
    expect(result.summary).toMatchObject({ created: 1, failed: 2 });
    const [parent, child, other] = result.results;
    expect(parent).toMatchObject({ status: 'failed', file: 'annotations/parent.yaml', line: 2 });
    expect(parent!.error).toContain('cannot store this');
    expect(child).toMatchObject({ status: 'skipped', attempts: 0 });
    expect(child!.error).toContain('"parent"');
    expect(other!.status).toBe('ok');
    expect(service.writes.map((w) => w.key)).not.toContain('child');
  });

  it('maps a 400 detail back to the file and line of the field', async () => {
    const { service, options } = setup();
    service.fail(
      'a',
      answer(400, 'invalid', {}, [{ field: 'refs[1].value', message: 'no such annotation' }]),
    );
    const locate = (key: string, path: readonly (string | number)[]) =>
      key === 'a' && path.join('/') === 'refs/1/value' ? { line: 9, column: 12 } : undefined;
    const result = await applyPlan(planOf([create('a')]), { ...options, locate });
    expect(result.results[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      file: 'annotations/a.yaml',
      line: 9,
      column: 12,
    });
    expect(result.results[0]!.error).toContain('refs[1].value at annotations/a.yaml:9:12');
  });

  it('fails a change whose answer differs from the plan (post-condition)', async () => {
    const { service, options } = setup();
    service.mangle = (a) => ({ ...a, headline: a.headline.toUpperCase() });
    const result = await applyPlan(planOf([create('a')]), options);
    expect(result.results[0]).toMatchObject({ status: 'failed' });
    expect(result.results[0]!.error).toContain('headline');
    expect(result.summary.failed).toBe(1);
  });

  it("a server answering with another key's annotation: the key it names is cut", async () => {
    const { service, options } = setup();
    service.mangle = (a) => ({ ...a, externalKey: 'k'.repeat(100_000) });
    const result = await applyPlan(planOf([create('a')]), options);
    expect(result.results[0]).toMatchObject({ status: 'failed' });
    expect(result.results[0]!.error).toMatch(
      /answered with the annotation of key "k{200}… \(99,800 more characters cut\)"$/,
    );
  });

  it('refuses a reference cycle instead of waiting forever', async () => {
    const { service, options } = setup();
    const plan = planOf([
      create('x', { refs: [{ type: 'annotation', externalKey: 'y' }] }),
      create('y', { refs: [{ type: 'annotation', externalKey: 'x' }] }),
      create('z'),
    ]);
    const result = await applyPlan(plan, options);
    expect(result.results.map((r) => r.status)).toEqual(['failed', 'failed', 'ok']);
    expect(service.writes.map((w) => w.key)).toEqual(['z']);
  });

  it('applies a plan whose diagnostics are only warnings', async () => {
    const { service, options } = setup();
    const plan = {
      ...planOf([create('a')]),
      diagnostics: [
        { severity: 'warning' as const, code: 'path.noMatch', message: 'notes/ matched no file' },
      ],
    };
    const result = await applyPlan(plan, options);
    expect(result.results).toEqual([
      { externalKey: 'a', action: 'create', status: 'ok', attempts: 1, id: 'ann-100' },
    ]);
    expect(service.writes.map((w) => w.key)).toEqual(['a']);
  });

  it('writes nothing when the plan has errors', async () => {
    const { service, options } = setup();
    const plan = {
      ...planOf([create('a')]),
      diagnostics: [{ severity: 'error' as const, code: 'x', message: 'bad' }],
    };
    await expect(applyPlan(plan, options)).rejects.toThrow(UserError);
    expect(service.requests).toHaveLength(0);
  });
});

describe('applyPlan: retries through the client', () => {
  it('retries a 503, reports the retry, and counts attempts', async () => {
    const { service, options, events } = setup();
    service.fail('a', answer(503), answer(500));
    const result = await applyPlan(planOf([create('a')]), options);
    expect(result.results[0]).toMatchObject({ status: 'ok', attempts: 3 });
    const retries = events.filter((e) => e.type === 'retry');
    expect(retries).toHaveLength(2);
    expect(retries[0]).toMatchObject({ externalKey: 'a', attempt: 1, reason: 'HTTP 503' });
  });

  it('honours Retry-After', async () => {
    const { service, options, clock } = setup();
    service.fail('a', answer(429, 'slow down', { 'retry-after': '7' }));
    const result = await applyPlan(planOf([create('a')]), options);
    expect(result.results[0]).toMatchObject({ status: 'ok', attempts: 2 });
    expect(clock.sleeps).toEqual([7000]);
  });

  it('gives up after five attempts with the reason', async () => {
    const { service, options } = setup();
    service.fail('a', ...Array.from({ length: 6 }, () => answer(502)));
    const result = await applyPlan(planOf([create('a'), create('b')]), options);
    expect(result.results[0]).toMatchObject({ status: 'failed', attempts: 5 });
    expect(result.results[0]!.error).toContain('gave up after 5 attempts');
    expect(result.results[1]!.status).toBe('ok');
  });

  it('fails fast when the retry budget is spent', async () => {
    const { service, options } = setup(1, { capacity: 20, retryCost: 10 });
    for (const k of ['a', 'b', 'c'])
      service.fail(k, ...Array.from({ length: 5 }, () => answer(500)));
    const result = await applyPlan(planOf([create('a'), create('b'), create('c')]), options);
    expect(result.summary.failed).toBe(3);
    expect(result.results.some((r) => r.error!.includes('retry budget exhausted'))).toBe(true);
    // 2 retries paid, then every failure is final: far fewer than 3 × 5 requests.
    expect(service.requests.length).toBeLessThanOrEqual(5);
  });

  it('does not retry a 409 forever: the retry updates what the other writer created', async () => {
    const { service, options } = setup();
    service.fail('a', answer(409, 'conflict'));
    const result = await applyPlan(planOf([create('a')]), options);
    expect(result.results[0]).toMatchObject({ status: 'ok', attempts: 2 });
    expect(service.store.size).toBe(1);
  });
});

describe('applyPlan: AIMD', () => {
  it('halves the limit on 429/503, grows back by one per success, never above the flag', async () => {
    const { service, options, events } = setup(8);
    const keys = Array.from({ length: 40 }, (_, i) => `k${String(i).padStart(2, '0')}`);
    for (const k of keys.slice(0, 3)) service.fail(k, answer(429), answer(503));
    const result = await applyPlan(planOf(keys.map((k) => create(k))), options);
    expect(result.summary.created).toBe(40);
    const limits = events.flatMap((e) => (e.type === 'concurrency' ? [e.limit] : []));
    expect(limits[0]).toBe(4);
    expect(limits).toContain(1);
    expect(Math.max(...limits)).toBe(8);
    expect(limits.at(-1)).toBe(8);
    for (let i = 1; i < limits.length; i++) {
      const [a, b] = [limits[i - 1]!, limits[i]!];
      expect(b === a + 1 || b === Math.max(1, Math.floor(a / 2))).toBe(true);
    }
    expect(service.maxInFlight).toBeLessThanOrEqual(8);
  });

  it('keeps requests in flight within the flag', async () => {
    const { service, options } = setup(3);
    const result = await applyPlan(
      planOf(Array.from({ length: 20 }, (_, i) => create(`k${i}`))),
      options,
    );
    expect(result.summary.created).toBe(20);
    expect(service.maxInFlight).toBe(3);
  });
});

describe('applyPlan: stop on 401/403', () => {
  it('stops the run on 403, naming the permission and never the key', async () => {
    const { service, options } = setup(1);
    service.fail('a', answer(403, 'missing permission observe:annotations:write'));
    const result = await applyPlan(planOf([create('a'), create('b'), create('c')]), options);
    expect(service.requests).toHaveLength(1);
    expect(result.stopReason).toContain('observe:annotations:write');
    expect(result.results.map((r) => r.status)).toEqual(['failed', 'skipped', 'skipped']);
    expect(result.results[1]!.error).toContain('observe:annotations:write');
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it('stops the run on 401', async () => {
    const { service, options } = setup(1);
    service.fail('a', answer(401, 'unknown key'));
    const result = await applyPlan(planOf([create('a'), create('b')]), options);
    expect(service.requests).toHaveLength(1);
    expect(result.stopReason).toContain('401');
    expect(result.results[1]!.status).toBe('skipped');
  });
});

describe('applyPlan: prune', () => {
  it('deletes orphans after every create and update', async () => {
    const { service, options } = setup(4);
    const gone = service.seed('p-old', content('Old'));
    const result = await applyPlan(planOf([remove(gone), create('p-a'), create('p-b')]), {
      ...options,
      prune: true,
    });
    expect(result.summary).toMatchObject({ created: 2, deleted: 1 });
    expect(service.requests.map((r) => r.method)).toEqual(['PUT', 'PUT', 'DELETE']);
    expect(service.store.has('p-old')).toBe(false);
  });

  it('refuses a plan with more deletions than max-deletes, before any write', async () => {
    const { service, options } = setup();
    const gone = Array.from({ length: 11 }, (_, i) => service.seed(`p-${i}`, content(`Old ${i}`)));
    const plan = planOf([...gone.map(remove), create('p-new')]);
    await expect(applyPlan(plan, { ...options, prune: true })).rejects.toThrow(
      /refusing to prune 11 .*max-deletes 10/,
    );
    await expect(applyPlan(plan, { ...options, prune: true, maxDeletes: 5 })).rejects.toThrow(
      /max-deletes 5/,
    );
    expect(service.requests).toHaveLength(0);
    const ok = await applyPlan(plan, { ...options, prune: true, maxDeletes: 11 });
    expect(ok.summary.deleted).toBe(11);
  });

  it('refuses deletions without prune', async () => {
    const { service, options } = setup();
    const gone = service.seed('p-old', content('Old'));
    await expect(applyPlan(planOf([remove(gone)]), options)).rejects.toThrow(/--prune/);
    expect(service.requests).toHaveLength(0);
  });
});

describe('applyPlan: no deletion starts once the run must stop', () => {
  /** A plan that writes `a` and `b`, then deletes `p-old` (prune). */
  function writesThenDelete(service: FakeService) {
    const gone = service.seed('p-old', content('Old'));
    return planOf([create('a'), create('b'), remove(gone)]);
  }

  it('first interrupt during the writes: the deletion is not sent', async () => {
    const { service, options } = setup(2);
    const plan = writesThenDelete(service);
    service.hold();
    const first = new AbortController();
    const running = applyPlan(plan, { ...options, prune: true, signal: first.signal });
    await until(() => service.waiting === 2);
    first.abort();
    service.release();
    const result = await running;
    expect(service.requests.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(result.results[2]).toEqual({
      externalKey: 'p-old',
      action: 'delete',
      status: 'skipped',
      attempts: 0,
      id: 'ann-100',
      error: 'not sent: interrupted',
    });
    expect(service.store.has('p-old')).toBe(true);
  });

  it('the run deadline passing during the writes: the deletion is not sent', async () => {
    const { service, options, clock } = setup(2);
    const plan = writesThenDelete(service);
    service.hold();
    const deadlineMs = clock.now() + 1000;
    const running = applyPlan(plan, { ...options, prune: true, deadlineMs });
    await until(() => service.waiting === 2);
    clock.advance(1000);
    service.release();
    const result = await running;
    expect(service.requests.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(result.results.map((r) => r.status)).toEqual(['ok', 'ok', 'skipped']);
    expect(result.results[2]!.error).toBe('not sent: the run deadline passed');
    expect(result.stopReason).toBe('the run deadline passed');
    expect(service.store.has('p-old')).toBe(true);
  });

  it("the run deadline's signal firing during the writes: the deletion is not sent", async () => {
    const { service, options } = setup(2);
    const plan = writesThenDelete(service);
    service.hold();
    const deadline = new AbortController();
    const running = applyPlan(plan, { ...options, prune: true, deadline: deadline.signal });
    await until(() => service.waiting === 2);
    deadline.abort(new Error('the run took longer than its 5 minutes'));
    service.release();
    const result = await running;
    expect(service.requests.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(result.results[2]).toMatchObject({
      status: 'skipped',
      error: 'not sent: the run deadline passed',
    });
    expect(result.stopReason).toBe('the run took longer than its 5 minutes');
  });

  it('a 403 on a write stops the run before its deletions', async () => {
    const { service, options } = setup(1);
    const plan = writesThenDelete(service);
    service.fail('b', answer(403, 'missing permission observe:annotations:write'));
    const result = await applyPlan(plan, { ...options, prune: true });
    expect(service.requests.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(result.results.map((r) => r.status)).toEqual(['ok', 'failed', 'skipped']);
    expect(result.results[2]!.error).toMatch(
      /^not sent: the run stopped \(The API key lacks the permission `observe:annotations:write` \(403 Forbidden\)/,
    );
    expect(service.store.has('p-old')).toBe(true);
  });
});

describe('applyPlan: interrupt', () => {
  it('first interrupt: no new requests, in-flight ones finish, interrupted result', async () => {
    const { service, options, events } = setup(2);
    service.hold();
    const first = new AbortController();
    const running = applyPlan(planOf(['a', 'b', 'c', 'd', 'e'].map((k) => create(k))), {
      ...options,
      signal: first.signal,
    });
    await until(() => service.waiting === 2);
    first.abort();
    service.release();
    const result = await running;
    expect(result.interrupted).toBe(true);
    expect(service.requests).toHaveLength(2);
    expect(result.results.map((r) => r.status)).toEqual([
      'ok',
      'ok',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(result.results[2]!.error).toContain('interrupted');
    expect(events.some((e) => e.type === 'interrupted')).toBe(true);
    expect(service.store.size).toBe(2);
  });

  it('second interrupt aborts the requests in flight at once', async () => {
    const { service, options } = setup(2);
    service.hold();
    const first = new AbortController();
    const second = new AbortController();
    const running = applyPlan(planOf(['a', 'b', 'c'].map((k) => create(k))), {
      ...options,
      signal: first.signal,
      abortNow: second.signal,
    });
    await until(() => service.waiting === 2);
    first.abort();
    second.abort();
    const result = await running; // nothing was released: only the abort can end it
    expect(result.interrupted).toBe(true);
    expect(result.results.map((r) => r.status)).toEqual(['failed', 'failed', 'skipped']);
    expect(result.results[0]!.error).toContain('aborted');
    expect(service.store.size).toBe(0);
  });

  it('sends nothing once the run deadline has passed', async () => {
    const { service, options } = setup(1);
    const clock = new FakeClock(5000);
    const result = await applyPlan(planOf([create('a')]), { ...options, clock, deadlineMs: 4000 });
    expect(result.results[0]).toMatchObject({
      status: 'skipped',
      error: 'not sent: the run deadline passed',
    });
    expect(service.requests).toHaveLength(0);
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((r) => setImmediate(r));
  if (!condition()) throw new Error('condition never became true');
}
