// The retry loop's edges: what every last attempt reports (the applier's AIMD listens to its
// status), the deadline at its boundary, the budget's refund, and what an attempt may throw.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.js';
import type { ClientObserver } from '../../src/api/client.js';
import { createObserveClientFromTransport } from '../../src/api/observe-client.js';
import { RetryBudget } from '../../src/api/retry-budget.js';
import { runWithRetry } from '../../src/api/retry-loop.js';
import { DEFAULT_RETRY_POLICY, parseRetryAfter } from '../../src/api/retry-policy.js';
import { FakeClock } from './fake-clock.js';
import { rejection } from './rejection.js';
import { fail, ok, scriptedTransport, type Step } from './scripted-transport.js';

const annotation = {
  id: 'ann-1',
  kind: 'setup',
  headline: 'h',
  platform: false,
  approximate: false,
  display: true,
  source: 'agent',
  externalKey: 'k',
  createdMs: 1,
  updatedMs: 1,
};
const body = { kind: 'setup' as const, headline: 'h' };
type Attempt = Parameters<NonNullable<ClientObserver['onAttempt']>>[0];

function client(steps: Step[], extra: Record<string, unknown> = {}) {
  const clock = (extra.clock as FakeClock | undefined) ?? new FakeClock(1000);
  const events: Attempt[] = [];
  const script = scriptedTransport(steps);
  const made = createObserveClientFromTransport(script.transport, {
    baseUrl: 'http://127.0.0.1:1/v1',
    random: () => 0.5,
    observer: { onAttempt: (info) => events.push(info) },
    ...extra,
    clock,
  });
  return { client: made, clock, events, requests: script.requests };
}

describe('the last attempt is reported with its status and error', () => {
  const last = (events: Attempt[]) => events.at(-1)!;

  it('when the error is not retried', async () => {
    const { client: c, events } = client([fail(503, 'busy'), fail(400, 'bad')]);
    expect(await rejection(c.putAnnotation('k', body))).toMatchObject({ status: 400, attempts: 2 });
    expect(last(events)).toStrictEqual({
      operation: 'putAnnotation',
      attempt: 2,
      target: 'k',
      status: 400,
      error: 'Writing the annotation failed with HTTP 400: bad',
      kind: 'http',
    });
  });

  it('when the attempts run out', async () => {
    const { client: c, events } = client(Array.from({ length: 5 }, () => fail(429, 'slow')));
    await rejection(c.putAnnotation('k', body));
    expect(last(events)).toMatchObject({ attempt: 5, status: 429, kind: 'http' });
    expect(last(events)).not.toHaveProperty('retryInMs');
  });

  it('when the deadline leaves no time', async () => {
    const { client: c, events } = client([fail(503, 'busy')], { deadline: 1100 });
    await rejection(c.putAnnotation('k', body));
    expect(last(events)).toMatchObject({ attempt: 1, status: 503, error: expect.any(String) });
  });

  it('when the budget is spent', async () => {
    const budget = new RetryBudget({ capacity: 5, retryCost: 10 });
    const { client: c, events } = client([fail(503, 'busy')], { budget });
    await rejection(c.putAnnotation('k', body));
    expect(last(events)).toMatchObject({ attempt: 1, status: 503, error: expect.any(String) });
  });

  it('and a success by its status alone', async () => {
    const { client: c, events } = client([ok(annotation)]);
    await c.putAnnotation('k', body);
    expect(events).toStrictEqual([
      { operation: 'putAnnotation', attempt: 1, target: 'k', status: 200 },
    ]);
  });

  it('with no observer, or one that does not listen, nothing breaks', async () => {
    for (const observer of [undefined, {}]) {
      const script = scriptedTransport([fail(503, 'busy'), ok(annotation)]);
      const c = createObserveClientFromTransport(script.transport, {
        baseUrl: 'http://127.0.0.1:1/v1',
        random: () => 0.5,
        clock: new FakeClock(),
        ...(observer ? { observer } : {}),
      });
      expect((await c.putAnnotation('k', body)).attempts).toBe(2);
    }
  });
});

describe('the deadline and the budget', () => {
  it('attempts nothing once the deadline is reached, to the millisecond', async () => {
    const { client: c, requests } = client([ok(annotation)], { deadline: 1000 });
    expect(await rejection(c.putAnnotation('k', body))).toMatchObject({
      kind: 'timeout',
      attempts: 0,
      retryable: false,
      stoppedBy: 'deadline',
      message: 'Writing the annotation was not attempted: the run deadline has passed',
    });
    expect(requests).toHaveLength(0);
  });

  it('gives back what the retries of a request that then succeeded cost', async () => {
    const budget = new RetryBudget({ capacity: 100, retryCost: 10 });
    const { client: c } = client(
      [...Array.from({ length: 5 }, () => fail(503, 'busy')), fail(503, 'busy'), ok(annotation)],
      { budget },
    );
    await rejection(c.putAnnotation('k', body)); // four retries paid: 60 left
    expect(budget.tokens).toBe(60);
    await c.putAnnotation('k', body); // one retry paid, then given back
    expect(budget.tokens).toBe(60);
    expect(budget.retries).toBe(5);
  });
});

describe('what an attempt throws', () => {
  it('anything but the client error becomes a network error that is not retried', async () => {
    const cause = new TypeError('boom');
    const error = await rejection(
      runWithRetry(
        'putAnnotation',
        'k',
        () => {
          throw cause;
        },
        {
          clock: new FakeClock(),
          random: () => 0.5,
          budget: new RetryBudget(),
          policy: DEFAULT_RETRY_POLICY,
        },
      ),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'network',
      status: 0,
      retryable: false,
      attempts: 1,
      message: 'Writing the annotation failed: boom',
      cause,
    });
  });
});

describe('the budget for attempts that time out', () => {
  /** An attempt that takes `ms` on the clock and then fails as `kind`. */
  function slow(
    clock: FakeClock,
    ms: number,
    kind: 'timeout' | 'http',
    seen: (number | undefined)[],
  ) {
    return (_n: number, remainingMs: number | undefined): Promise<never> => {
      seen.push(remainingMs);
      clock.advance(ms);
      throw new ApiError({
        kind,
        status: kind === 'http' ? 503 : 0,
        operation: 'putAnnotation',
        retryable: true,
        message: kind === 'http' ? 'busy' : 'timed out',
      });
    };
  }
  const context = (clock: FakeClock, extra: object = {}) => {
    const events: Attempt[] = [];
    return {
      events,
      ctx: {
        clock,
        random: () => 0.5,
        budget: new RetryBudget(),
        policy: DEFAULT_RETRY_POLICY,
        observer: { onAttempt: (info: Attempt) => events.push(info) },
        ...extra,
      },
    };
  };

  it('ends the request once its timed-out attempts have spent it, each given what is left', async () => {
    const clock = new FakeClock(0);
    const seen: (number | undefined)[] = [];
    const { ctx, events } = context(clock, { timeoutBudgetMs: 1000 });
    const error = await rejection(
      runWithRetry('putAnnotation', 'k', slow(clock, 400, 'timeout', seen), ctx),
    );
    expect(error).toMatchObject({
      attempts: 3,
      retryable: false,
      fatal: true,
      stoppedBy: 'timeouts',
      message: 'timed out (gave up after 3 attempts)',
    });
    expect(seen).toEqual([1000, 600, 200]);
    expect(events.at(-1)).toStrictEqual({
      operation: 'putAnnotation',
      attempt: 3,
      target: 'k',
      error: 'timed out',
      kind: 'timeout',
    });
  });

  it('counts only attempts that time out', async () => {
    const clock = new FakeClock(0);
    const seen: (number | undefined)[] = [];
    const { ctx } = context(clock, { timeoutBudgetMs: 1000 });
    const error = await rejection(
      runWithRetry('putAnnotation', 'k', slow(clock, 400, 'http', seen), ctx),
    );
    expect(error).toMatchObject({ attempts: 5, stoppedBy: 'max-attempts' });
    expect(seen).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it('gives an attempt the lesser of what the budget and the run deadline leave', async () => {
    for (const [deadline, first] of [
      [500, 500],
      [5000, 1000],
    ] as const) {
      const clock = new FakeClock(0);
      const seen: (number | undefined)[] = [];
      const { ctx } = context(clock, { timeoutBudgetMs: 1000, deadline });
      await rejection(runWithRetry('putAnnotation', 'k', slow(clock, 100, 'timeout', seen), ctx));
      expect(seen[0]).toBe(first);
    }
  });
});

describe('Retry-After', () => {
  it('as seconds only when the whole value is a number', () => {
    expect(parseRetryAfter('1.25', 0)).toBe(1250);
    expect(parseRetryAfter('5s', 0)).toBeUndefined();
    expect(parseRetryAfter('x5', 0)).toBeUndefined();
  });
});
