// What an apply run says while it runs and when it ends: its events in order, the result's
// exact shape, why a change was not sent, and what it leaves behind (no listener on the relay
// or the signal). The real client over the in-memory service, with a fake clock.
import { describe, expect, it } from 'vitest';
import { applyPlan, type ApplyOptions } from '../../src/apply/apply-plan.js';
import type { ApplyEvent } from '../../src/model/apply.js';
import { answer, FakeService } from './fake-service.js';
import { content, create, planOf, remove, update } from '../support/changes.js';

function setup(concurrency = 1) {
  const service = new FakeService();
  const { client, relay } = service.client();
  const events: ApplyEvent[] = [];
  const options: ApplyOptions = {
    client,
    attempts: relay,
    concurrency,
    onEvent: (e) => events.push(e),
  };
  return { service, relay, events, options };
}

describe('an apply run', () => {
  it('has the result shape and the events of a run that went through', async () => {
    const { service, events, options } = setup();
    const old = service.seed('b', content('B'));
    const result = await applyPlan(planOf([create('a'), update(old, 'B2')], 2), options);
    expect(result).toStrictEqual({
      formatVersion: 1,
      summary: { created: 1, updated: 1, deleted: 0, unchanged: 2, failed: 0, stale: 0 },
      results: [
        { externalKey: 'a', action: 'create', status: 'ok', attempts: 1, id: 'ann-101' },
        { externalKey: 'b', action: 'update', status: 'ok', attempts: 1, id: old.id },
      ],
    });
    expect(events).toStrictEqual([
      { type: 'start', total: 2 },
      { type: 'item', result: result.results[0], done: 1, total: 2 },
      { type: 'item', result: result.results[1], done: 2, total: 2 },
    ]);
  });

  it('runs without a relay, and leaves no listener on the relay or the signal', async () => {
    const { service, relay, events, options } = setup();
    const { attempts: _none, ...plain } = options;
    expect((await applyPlan(planOf([create('a')]), plain)).results[0]!.status).toBe('ok');
    const signal = new AbortController();
    service.fail('b', answer(503));
    await applyPlan(planOf([create('b')]), { ...options, signal: signal.signal });
    const seen = events.length;
    relay.observer.onAttempt!({
      operation: 'putAnnotation',
      attempt: 1,
      target: 'x',
      status: 503,
      retryInMs: 5,
    });
    signal.abort();
    expect(events.length).toBe(seen);
  });

  it('reports a retry with its reason: the status, else the error', async () => {
    const { service, events, options } = setup();
    service.fail('a', answer(503), {
      throw: Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
    });
    await applyPlan(planOf([create('a')]), options);
    expect(events.filter((e) => e.type === 'retry')).toEqual([
      { type: 'retry', externalKey: 'a', attempt: 1, delayMs: 500, reason: 'HTTP 503' },
      {
        type: 'retry',
        externalKey: 'a',
        attempt: 2,
        delayMs: 250,
        reason:
          'Writing the annotation could not reach http://127.0.0.1:1/v1: connection reset (ECONNRESET)',
      },
    ]);
  });

  for (const status of [429, 503]) {
    it(`halves the limit on a ${status} alone; a 500 does not`, async () => {
      const { service, events, options } = setup(4);
      service.fail('a', answer(status));
      service.fail('b', answer(500));
      await applyPlan(planOf([create('a')]), options);
      await applyPlan(planOf([create('b')]), options);
      expect(events.flatMap((e) => (e.type === 'concurrency' ? [e.limit] : []))).toEqual([2, 3]);
    });
  }

  it('grows the limit back with each deletion too', async () => {
    const { service, events, options } = setup(4);
    const gone = ['p-1', 'p-2', 'p-3'].map((k) => service.seed(k, content(k)));
    service.fail('a', answer(429));
    await applyPlan(planOf([create('a'), ...gone.map(remove)]), { ...options, prune: true });
    expect(events.flatMap((e) => (e.type === 'concurrency' ? [e.limit] : []))).toEqual([2, 3, 4]);
  });

  it('keeps the first reason to stop', async () => {
    const { service, options } = setup(2);
    service.fail('a', answer(401, 'first'));
    service.fail('b', answer(403, 'second'));
    const result = await applyPlan(planOf([create('a'), create('b'), create('c')]), options);
    expect(result.stopReason).toMatch(/^The server rejected the API key \(401 Unauthorized\)/);
    expect(result.stopReason).toContain('first');
  });

  it('writes with the write-only action: each PUT a write, counted as written', async () => {
    const { service, options } = setup();
    const old = service.seed('b', content('B'));
    const result = await applyPlan(planOf([create('a'), update(old, 'B2')]), {
      ...options,
      writeOnly: true,
    });
    expect(result.results.map((r) => [r.action, r.status])).toEqual([
      ['write', 'ok'],
      ['write', 'ok'],
    ]);
    expect(result.summary).toEqual({
      created: 0,
      updated: 0,
      deleted: 0,
      unchanged: 0,
      failed: 0,
      stale: 0,
      written: 2,
    });
  });

  it('refuses a plan with errors in these words', async () => {
    const { options } = setup();
    const plan = {
      ...planOf([create('a')]),
      diagnostics: [{ severity: 'error' as const, code: 'x', message: 'm' }],
    };
    await expect(applyPlan(plan, options)).rejects.toThrow(
      /^the plan has errors; nothing was written$/,
    );
  });
});

describe('why a change was not sent', () => {
  it('names the reference that failed, or was not sent itself', async () => {
    const { service, options } = setup();
    service.fail('a', answer(422, 'no'));
    const result = await applyPlan(
      planOf([
        create('a'),
        create('b', { refs: [{ type: 'annotation', externalKey: 'a' }] }),
        create('c', { refs: [{ type: 'annotation', externalKey: 'b' }] }),
      ]),
      options,
    );
    expect(result.results.map((r) => r.error ?? 'ok')).toEqual([
      'Writing the annotation failed with HTTP 422: no',
      'not sent: it references "a", which failed',
      'not sent: it references "b", which was not sent',
    ]);
    expect(service.requests).toHaveLength(1);
  });

  it('names a referenced key whose id is known nowhere', async () => {
    const { service, options } = setup();
    const result = await applyPlan(
      planOf([create('a', { refs: [{ type: 'annotation', externalKey: 'elsewhere' }] })]),
      options,
    );
    expect(result.results[0]).toEqual({
      externalKey: 'a',
      action: 'create',
      status: 'skipped',
      attempts: 0,
      error: 'not sent: the id of the referenced "elsewhere" is not known',
      file: 'annotations/a.yaml',
      line: 2,
    });
    expect(service.requests).toHaveLength(0);
  });

  it('names a cycle', async () => {
    const { options } = setup();
    const result = await applyPlan(
      planOf([
        create('x', { refs: [{ type: 'annotation', externalKey: 'x' }], dependsOn: ['y'] }),
        create('y', { refs: [{ type: 'annotation', externalKey: 'x' }] }),
      ]),
      options,
    );
    expect(result.results.map((r) => r.error)).toEqual([
      'it is part of a cycle of references by key',
      'it is part of a cycle of references by key',
    ]);
  });

  it('a post-condition failure is permanent, and names the fields that differ', async () => {
    const { service, options } = setup();
    service.mangle = (a) => ({ ...a, headline: 'other', display: false });
    const result = await applyPlan(planOf([create('a')]), options);
    expect(result.results[0]).toMatchObject({
      status: 'failed',
      permanent: true,
      error:
        'the server stored something else than was sent (fields headline, display); a later plan would show it as a change',
    });
    service.mangle = (a) => ({ ...a, headline: 'other' });
    const one = await applyPlan(planOf([create('b')]), options);
    expect(one.results[0]!.error).toBe(
      'the server stored something else than was sent (field headline); a later plan would show it as a change',
    );
  });
});
