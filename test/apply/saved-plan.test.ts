// `apply --plan`: the saved plan is held against a fresh read of the server.
import { describe, expect, it } from 'vitest';
import { applySavedPlan } from '../../src/apply/apply-saved-plan.js';
import type { Annotation } from '../../src/model/annotation.js';
import { InterruptedError } from '../../src/model/errors.js';
import { answer, FakeService } from './fake-service.js';
import { content, create, planOf, remove, saved, update } from '../support/changes.js';

function setup() {
  const service = new FakeService();
  const { client, relay } = service.client();
  return { service, options: { client, attempts: relay, concurrency: 4 } };
}

describe('applySavedPlan', () => {
  it('applies items whose fingerprint is unchanged', async () => {
    const { service, options } = setup();
    const b = service.seed('b', content('B'));
    const result = await applySavedPlan(saved(planOf([create('a'), update(b, 'B2')])), options);
    expect(result.summary).toMatchObject({ created: 1, updated: 1, stale: 0, failed: 0 });
    expect(service.store.get('b')!.headline).toBe('B2');
  });

  it('skips an item that moved on the server as stale and applies the rest', async () => {
    const { service, options } = setup();
    const b = service.seed('b', content('B'));
    const plan = saved(planOf([create('a'), update(b, 'B2')]));
    service.store.set('b', { ...b, headline: 'Someone else', updatedMs: b.updatedMs + 5 });
    const result = await applySavedPlan(plan, options);
    expect(result.summary).toMatchObject({ created: 1, updated: 0, stale: 1 });
    expect(result.results[1]).toMatchObject({ externalKey: 'b', status: 'stale', attempts: 0 });
    expect(result.results[1]!.error).toContain('changed on the server');
    expect(service.store.get('b')!.headline).toBe('Someone else');
  });

  it('counts an item already at its target as converged (unchanged), sending nothing', async () => {
    const { service, options } = setup();
    const b = service.seed('b', content('B'));
    const plan = saved(planOf([create('a'), update(b, 'B2')], 3));
    service.seed('a', content('About a'));
    service.store.set('b', { ...service.store.get('b')!, headline: 'B2', updatedMs: 99 });
    const result = await applySavedPlan(plan, options);
    expect(result.summary).toEqual({
      created: 0,
      updated: 0,
      deleted: 0,
      unchanged: 5,
      failed: 0,
      stale: 0,
    });
    expect(result.results.every((r) => r.status === 'ok' && r.converged)).toBe(true);
    expect(service.writes).toHaveLength(0);
  });

  it('a create taken by someone else is stale, and what references it is skipped', async () => {
    const { service, options } = setup();
    const plan = saved(
      planOf([create('a'), create('c', { refs: [{ type: 'annotation', externalKey: 'a' }] })]),
    );
    service.seed('a', content('Another writer'));
    const result = await applySavedPlan(plan, options);
    expect(result.results.map((r) => r.status)).toEqual(['stale', 'skipped']);
    expect(result.summary).toMatchObject({ stale: 1, failed: 1 });
    expect(service.writes).toHaveLength(0);
  });

  it('resolves a ref to a converged create through the server', async () => {
    const { service, options } = setup();
    const plan = saved(
      planOf([create('a'), create('c', { refs: [{ type: 'annotation', externalKey: 'a' }] })]),
    );
    const a = service.seed('a', content('About a'));
    const result = await applySavedPlan(plan, options);
    expect(result.results.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(service.writes.map((w) => w.body.refs)).toEqual([[{ type: 'annotation', value: a.id }]]);
  });

  it('an update whose annotation was deleted is stale; a delete already done converged', async () => {
    const { service, options } = setup();
    const b = service.seed('b', content('B'));
    const p = service.seed('p', content('P'));
    const plan = saved(planOf([remove(p), update(b, 'B2')]));
    service.store.clear();
    const result = await applySavedPlan(plan, { ...options, prune: true });
    expect(result.results.map((r) => [r.status, r.converged ?? false])).toEqual([
      ['ok', true],
      ['stale', false],
    ]);
    expect(result.results[1]!.error).toContain('deleted');
  });

  it('a delete whose annotation changed on the server is stale: no DELETE is sent', async () => {
    const { service, options } = setup();
    const p = service.seed('p', content('P'));
    const plan = saved(planOf([create('a'), remove(p)]));
    service.store.set('p', { ...p, headline: 'Kept by hand', updatedMs: p.updatedMs + 5 });
    const result = await applySavedPlan(plan, { ...options, prune: true });
    expect(result.results[1]).toEqual({
      externalKey: 'p',
      action: 'delete',
      status: 'stale',
      attempts: 0,
      id: p.id,
      error: 'stale: it changed on the server since the plan was made',
    });
    expect(result.summary).toMatchObject({ created: 1, deleted: 0, stale: 1 });
    expect(service.requests.map((r) => r.method)).toEqual(['GET', 'PUT']);
    expect(service.store.get('p')!.headline).toBe('Kept by hand');
  });

  it('a delete whose annotation is as the plan saw it is sent', async () => {
    const { service, options } = setup();
    const p = service.seed('p', content('P'));
    const result = await applySavedPlan(saved(planOf([remove(p)])), { ...options, prune: true });
    expect(result.results[0]).toEqual({
      externalKey: 'p',
      action: 'delete',
      status: 'ok',
      attempts: 1,
      id: p.id,
    });
    expect(service.store.has('p')).toBe(false);
  });

  it('applies a saved plan whose diagnostics are only warnings', async () => {
    const { service, options } = setup();
    const plan = saved({
      ...planOf([create('a')]),
      diagnostics: [{ severity: 'warning', code: 'yaml.warning', message: 'a YAML warning' }],
    });
    const result = await applySavedPlan(plan, options);
    expect(result.results.map((r) => [r.externalKey, r.status])).toEqual([['a', 'ok']]);
    expect(service.writes.map((w) => w.key)).toEqual(['a']);
  });

  it('refuses a plan made against another base URL', async () => {
    const { service, options } = setup();
    await expect(
      applySavedPlan(saved(planOf([create('a')]), 'https://other.example/v1'), options),
    ).rejects.toThrow(/made against https:\/\/other\.example\/v1, not http:\/\/127\.0\.0\.1:1\/v1/);
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a plan edited after it was made', async () => {
    const { service, options } = setup();
    const plan = saved(planOf([create('a')]));
    (plan.plan.changes[0] as { after: { headline: string } }).after.headline = 'Edited by hand';
    await expect(applySavedPlan(plan, options)).rejects.toThrow(/modified after it was made/);
    await expect(applySavedPlan({ hello: 1 }, options)).rejects.toThrow(/not a saved plan/);
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a plan whose target and fields were edited together, reading nothing', async () => {
    const { service, options } = setup();
    const b = service.seed('b', content('B'));
    const plan = saved(planOf([update(b, 'B2')]));
    const change = plan.plan.changes[0] as { after: { headline: string }; fields: unknown[] };
    change.after.headline = 'Written instead';
    change.fields = [{ path: 'headline', before: 'B', after: 'Written instead' }];
    await expect(applySavedPlan(plan, { ...options })).rejects.toThrow(
      /its changes do not match its planHash/,
    );
    expect(service.requests).toHaveLength(0);
    expect(service.store.get('b')!.headline).toBe('B');
  });

  it("refuses a note hidden in a change's target, where no view shows it", async () => {
    const { service, options } = setup();
    const change = create('a');
    (change.after as Record<string, unknown>).note = 'written but never shown';
    const plan = planOf([change]);
    const hidden = saved(plan);
    await expect(applySavedPlan(hidden, options)).rejects.toThrow(
      'Saved plan: change 1 ("a"): "after": "note" is not a content field (a change\'s note is its own member, "note").',
    );
    expect(service.requests).toHaveLength(0);
  });

  for (const [part, moved] of [
    ['id', (a: Annotation) => ({ ...a, id: 'ann-999' })],
    ['time', (a: Annotation) => ({ ...a, updatedMs: a.updatedMs + 1 })],
    ['content', (a: Annotation) => ({ ...a, description: 'added by hand' })],
  ] as const) {
    it(`an update whose annotation moved only in its ${part} is stale`, async () => {
      const { service, options } = setup();
      const b = service.seed('b', content('B'));
      const plan = saved(planOf([update(b, 'B2')]));
      service.store.set('b', moved(b));
      const result = await applySavedPlan(plan, options);
      expect(result.results.map((r) => r.status)).toEqual(['stale']);
      expect(service.writes).toHaveLength(0);
    });
  }

  it('says why what references an item decided without a request was not sent', async () => {
    const { service, options } = setup();
    const refTo = (key: string) => ({ refs: [{ type: 'annotation' as const, externalKey: key }] });
    const plan = saved(planOf([create('a'), create('c', refTo('a')), create('d', refTo('c'))]));
    service.seed('a', content('Another writer'));
    const result = await applySavedPlan(plan, options);
    expect(result.results.map((r) => [r.status, r.error])).toEqual([
      ['stale', 'stale: it was created on the server by someone else since the plan was made'],
      ['skipped', 'not sent: it references "a", which is stale'],
      ['skipped', 'not sent: it references "c", which was not sent'],
    ]);
  });

  it('writes what references an item it writes too, and takes no platform annotation for one of ours', async () => {
    const { service, options } = setup();
    const plan = saved(
      planOf([create('a'), create('c', { refs: [{ type: 'annotation', externalKey: 'a' }] })]),
    );
    service.store.set('a', { ...service.seed('a', content('P')), platform: true });
    const result = await applySavedPlan(plan, options);
    expect(result.results.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(service.writes.map((w) => w.key)).toEqual(['a', 'c']);
  });

  it('a second interrupt while it reads the server ends the read: nothing is written', async () => {
    const { service, options } = setup();
    service.hold();
    const now = new AbortController();
    const running = applySavedPlan(saved(planOf([create('a')])), {
      ...options,
      abortNow: now.signal,
    });
    for (let i = 0; i < 100 && service.waiting === 0; i++) await new Promise(setImmediate);
    now.abort();
    await expect(running).rejects.toThrow(InterruptedError);
    expect(service.writes).toHaveLength(0);
  });

  it('a failed read of the server is its own error', async () => {
    const { service, options } = setup();
    service.fail('list', answer(400, 'bad page'));
    await expect(applySavedPlan(saved(planOf([create('a')])), options)).rejects.toThrow(
      /^Reading the annotations failed with HTTP 400: bad page/,
    );
  });
});
