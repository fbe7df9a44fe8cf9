// How a failed request is classified, seen through the applier with the real client over the
// in-memory service: permanent (a re-run sends the same and fails the same), fatal (the run
// stops, nothing else is sent) or passing (a re-run may get past it), and where it is placed.
import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../src/apply/apply-plan.js';
import { abortedError, ApiError } from '../../src/api/api-error.js';
import { describeFailure } from '../../src/apply/item-failure.js';
import type { ApplyItemResult } from '../../src/model/apply.js';
import { answer, FakeService, type Fault } from './fake-service.js';
import { content, create, planOf, remove } from '../support/changes.js';

/** Writes `a` (meeting `faults`) then `b`, one at a time; returns both results and the stop. */
async function classify(...faults: Fault[]) {
  const service = new FakeService();
  const { client, relay } = service.client();
  service.fail('a', ...faults);
  const result = await applyPlan(planOf([create('a'), create('b')]), {
    client,
    attempts: relay,
    concurrency: 1,
  });
  return { a: result.results[0]!, b: result.results[1]!, stopReason: result.stopReason };
}

const five = (fault: Fault): Fault[] => Array.from({ length: 5 }, () => fault);
const placed = { file: 'annotations/a.yaml', line: 2 };

describe('failures, classified through the applier', () => {
  const permanent: [string, Fault, string][] = [
    ['400', answer(400, 'bad body'), 'Writing the annotation failed with HTTP 400: bad body'],
    ['404', answer(404, 'no such thing'), 'Writing the annotation failed with HTTP 404'],
    ['422', answer(422, 'cannot store this'), 'Writing the annotation failed with HTTP 422'],
    ['499', answer(499, 'odd'), 'Writing the annotation failed with HTTP 499'],
  ];
  for (const [status, fault, message] of permanent) {
    it(`a ${status} is permanent, placed at the change, and the run goes on`, async () => {
      const { a, b, stopReason } = await classify(fault);
      expect(a).toMatchObject({ status: 'failed', attempts: 1, permanent: true, ...placed });
      expect(a.error).toContain(message);
      expect(a).not.toHaveProperty('column');
      expect(b.status).toBe('ok');
      expect(stopReason).toBeUndefined();
    });
  }

  const passing: [string, Fault[], number][] = [
    ['408 until the retries run out', five(answer(408)), 5],
    ['409 until the retries run out', five(answer(409)), 5],
    ['429 until the retries run out', five(answer(429)), 5],
    ['500 until the retries run out', five(answer(500)), 5],
    ['503 until the retries run out', five(answer(503)), 5],
    ['a network error until the retries run out', five({ throw: econnreset() }), 5],
    ['a 200 whose body is not JSON', [{ status: 200, body: 'oops' }], 1],
  ];
  for (const [name, faults, attempts] of passing) {
    it(`${name}: failed, not permanent, and the run goes on`, async () => {
      const { a, b, stopReason } = await classify(...faults);
      expect(a).toMatchObject({ status: 'failed', attempts, ...placed });
      expect(a).not.toHaveProperty('permanent');
      expect(b.status).toBe('ok');
      expect(stopReason).toBeUndefined();
    });
  }

  const fatal: [string, Fault, RegExp][] = [
    ['401', answer(401, 'no'), /\(401 /],
    ['403', answer(403, 'no'), /\(403 Forbidden\)/],
    [
      'redirect',
      answer(302, 'moved', { location: 'http://127.0.0.1:2/v1' }),
      /answered 302 and points to another server, http:\/\/127\.0\.0\.1:2;/,
    ],
  ];
  for (const [name, fault, reason] of fatal) {
    it(`a ${name} is fatal: the run stops with its reason, and it is not called permanent`, async () => {
      const { a, b, stopReason } = await classify(fault);
      expect(a).toMatchObject({ status: 'failed', attempts: 1, ...placed });
      expect(a).not.toHaveProperty('permanent');
      expect(stopReason).toBe(a.error);
      expect(stopReason).toMatch(reason);
      expect(b).toEqual({
        externalKey: 'b',
        action: 'create',
        status: 'skipped',
        attempts: 0,
        error: `not sent: the run stopped (${stopReason})`,
        file: 'annotations/b.yaml',
        line: 2,
      });
    });
  }

  it('a 400 detail is placed at its field when the loader knows where it is', async () => {
    const service = new FakeService();
    const { client, relay } = service.client();
    service.fail(
      'a',
      answer(400, 'invalid', {}, [
        { field: 'headline', message: 'too long' },
        { field: 'kind', message: 'second detail' },
      ]),
    );
    service.fail('b', answer(400, 'invalid', {}, [{ field: 'refs[0].value', message: 'x' }]));
    const located: string[] = [];
    const result = await applyPlan(planOf([create('a'), create('b')]), {
      client,
      attempts: relay,
      concurrency: 1,
      locate: (key, path) => {
        located.push(`${key}:${path.join('/')}`);
        return key === 'a' ? { file: 'annotations/other.yaml', line: 7, column: 3 } : undefined;
      },
    });
    const [a, b] = result.results as [ApplyItemResult, ApplyItemResult];
    expect(located).toEqual(['a:headline', 'b:refs/0/value']);
    expect(a).toMatchObject({ file: 'annotations/other.yaml', line: 7, column: 3 });
    expect(a.error).toMatch(/ \[headline at annotations\/other\.yaml:7:3\]$/);
    // Where the loader does not know, the change's own place is named, without a column.
    expect(b).toMatchObject({ file: 'annotations/b.yaml', line: 2 });
    expect(b).not.toHaveProperty('column');
    expect(b.error).toMatch(/ \[refs\[0\]\.value at annotations\/b\.yaml:2\]$/);
  });

  it('a deletion refused with a detail names no place: it has no file', async () => {
    const service = new FakeService();
    const { client, relay } = service.client();
    const gone = service.seed('p-old', content('Old'));
    service.fail(gone.id, answer(400, 'cannot delete', {}, [{ field: 'id', message: 'x' }]));
    const result = await applyPlan(planOf([remove(gone)]), {
      client,
      attempts: relay,
      concurrency: 1,
      prune: true,
      locate: () => ({ file: 'nowhere.yaml', line: 1, column: 1 }),
    });
    expect(result.results[0]).toEqual({
      externalKey: 'p-old',
      action: 'delete',
      status: 'failed',
      attempts: 1,
      id: gone.id,
      permanent: true,
      error: 'Deleting the annotation failed with HTTP 400: cannot delete (id: x)',
    });
  });

  it('a second interrupt fails what is in flight as aborted, not permanent', async () => {
    const service = new FakeService();
    const { client, relay } = service.client();
    service.hold();
    const now = new AbortController();
    const running = applyPlan(planOf([create('a')]), {
      client,
      attempts: relay,
      concurrency: 1,
      abortNow: now.signal,
    });
    for (let i = 0; i < 100 && service.waiting === 0; i++) await new Promise(setImmediate);
    now.abort();
    const [a] = (await running).results;
    expect(a).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'Writing the annotation was aborted',
    });
    expect(a).not.toHaveProperty('permanent');
  });
});

describe('describeFailure', () => {
  const detailed = new ApiError({
    kind: 'http',
    status: 400,
    operation: 'putAnnotation',
    retryable: false,
    message: 'refused',
    details: [{ field: 'refs[0].value', message: 'x' }],
  });

  it('places a detail at the change when nothing locates it', () => {
    expect(describeFailure(detailed, { externalKey: 'a', file: 'f.yaml', line: 3 })).toStrictEqual({
      error: 'refused [refs[0].value at f.yaml:3]',
      attempts: 1,
      file: 'f.yaml',
      line: 3,
      permanent: true,
    });
    expect(describeFailure(detailed, { externalKey: 'a' })).toStrictEqual({
      error: 'refused',
      attempts: 1,
      permanent: true,
    });
  });

  it('marks an aborted request, and nothing else', () => {
    expect(
      describeFailure(abortedError('putAnnotation', undefined, 2), { externalKey: 'a' }),
    ).toStrictEqual({
      error: 'Writing the annotation was aborted',
      attempts: 2,
      aborted: true,
    });
  });

  it('takes nothing but the client error for one', () => {
    for (const [thrown, error] of [
      [null, 'null'],
      [{ name: 'ApiError', status: 500, details: 'x', message: 'm' }, '[object Object]'],
      [{ name: 'Other', status: 500, details: [], message: 'm' }, '[object Object]'],
    ] as const)
      expect(describeFailure(thrown, { externalKey: 'a' })).toStrictEqual({ error, attempts: 1 });
  });

  it('takes the message of anything else thrown, as one attempt, at the change', () => {
    expect(
      describeFailure(new Error('boom'), { externalKey: 'a', file: 'f.yaml', line: 3 }),
    ).toEqual({ error: 'boom', attempts: 1, file: 'f.yaml', line: 3 });
    expect(describeFailure('plain text', { externalKey: 'a' })).toEqual({
      error: 'plain text',
      attempts: 1,
    });
    // Something shaped partly like the client's error is not taken for one.
    const lookalike = { name: 'ApiError', status: '500', details: [], message: 'x' };
    expect(describeFailure(lookalike, { externalKey: 'a' })).toEqual({
      error: '[object Object]',
      attempts: 1,
    });
  });
});

function econnreset(): Error {
  return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
}
