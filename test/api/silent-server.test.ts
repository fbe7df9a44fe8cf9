// A server that never answers, or drips its answer, ends the run within a minute by default:
// each attempt has 30 s (headers and body together), and the attempts of one request that time
// out share one budget of 55 s, after which the request fails (fatal: an apply stops) with the
// message a timeout always gave. Before, every one of five attempts had its 30 s: 154 s.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error.js';
import {
  createObserveClientFromTransport,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_BUDGET_MS,
} from '../../src/api/observe-client.js';
import { RequestDeadlineError } from '../../src/api/transport-errors.js';
import type { Transport } from '../../src/api/transport.js';
import { createObserveClient } from '../../src/api/undici-client.js';
import { applyPlan } from '../../src/apply/apply-plan.js';
import { create, planOf } from '../support/changes.js';
import { FakeClock } from './fake-clock.js';

const BASE = 'http://127.0.0.1:1/v1';

/** A transport whose every attempt takes its whole deadline on `clock` and then times out. */
function silent(clock: FakeClock): { transport: Transport; timeouts: number[] } {
  const timeouts: number[] = [];
  const transport: Transport = async (request) => {
    timeouts.push(request.timeoutMs);
    clock.advance(request.timeoutMs);
    throw new RequestDeadlineError(request.timeoutMs);
  };
  return { transport, timeouts };
}

async function failure(run: Promise<unknown>): Promise<ApiError> {
  try {
    await run;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

describe('a silent server, with the default deadlines', () => {
  it('ends a read within 60 s: 30 s, then the 25 s left of the budget, with the usual message', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const { transport, timeouts } = silent(clock);
    const client = createObserveClientFromTransport(transport, { baseUrl: BASE, clock });
    const error = await failure(client.listAnnotations());
    expect(timeouts).toEqual([REQUEST_TIMEOUT_MS, TIMEOUT_BUDGET_MS - REQUEST_TIMEOUT_MS]);
    expect([REQUEST_TIMEOUT_MS, TIMEOUT_BUDGET_MS]).toEqual([30_000, 55_000]);
    expect(clock.now() - start).toBeLessThan(60_000);
    expect(error.message).toBe(
      `Reading the annotations could not reach ${BASE}: no complete answer within 25 s (gave up after 2 attempts)`,
    );
    expect(error).toMatchObject({
      kind: 'timeout',
      attempts: 2,
      stoppedBy: 'timeouts',
      fatal: true,
    });
  });

  it('stops an apply at the first request that spends its budget: the rest is not sent', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const { transport, timeouts } = silent(clock);
    const client = createObserveClientFromTransport(transport, { baseUrl: BASE, clock });
    const plan = planOf([create('a'), create('b'), create('c'), create('d')]);
    const result = await applyPlan(plan, { client, clock, concurrency: 1 });
    expect(timeouts).toHaveLength(2);
    expect(clock.now() - start).toBeLessThan(60_000);
    expect(result.stopReason).toBe(
      `Writing the annotation could not reach ${BASE}: no complete answer within 25 s (gave up after 2 attempts)`,
    );
    expect(result.results.map((r) => r.status)).toEqual([
      'failed',
      'skipped',
      'skipped',
      'skipped',
    ]);
  });

  it('a quick failure that is not a timeout spends nothing of the budget', async () => {
    const clock = new FakeClock();
    let n = 0;
    const transport: Transport = async (request) => {
      n++;
      if (n === 1) {
        clock.advance(request.timeoutMs);
        throw new RequestDeadlineError(request.timeoutMs);
      }
      if (n < 4) throw Object.assign(new Error('reset'), { code: 'ECONNRESET' });
      return { status: 200, body: '[]' };
    };
    const client = createObserveClientFromTransport(transport, { baseUrl: BASE, clock });
    expect(await client.listAnnotations()).toEqual([]);
    expect(n).toBe(4);
  });
});

/**
 * A real server on 127.0.0.1 that `behave`s on every request; closed by the caller.
 * `request(n)` resolves when the n-th request has arrived.
 */
async function standIn(behave: (res: ServerResponse) => void) {
  let requests = 0;
  const waiting = new Map<number, () => void>();
  const server = createServer((_req, res) => {
    requests++;
    behave(res);
    waiting.get(requests)?.();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests: () => requests,
    request: (n: number) =>
      new Promise<void>((resolve) => {
        if (requests >= n) resolve();
        else waiting.set(n, resolve);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Over real HTTP, driven by events: each attempt's deadline is a (fake) timer that the test
 * fires only once the server has the request, and the client's clock moves with it; so the
 * attempts, the budget and the message are the same on any machine, however loaded.
 */
describe('a silent or dripping server over real HTTP, the deadlines fired by the test', () => {
  const cases: [string, (res: ServerResponse) => void][] = [
    ['never answers', () => undefined],
    [
      'drips its body',
      (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(' ');
        const drip = setInterval(() => res.write(' '), 50);
        res.on('close', () => clearInterval(drip));
      },
    ],
  ];
  afterEach(() => {
    vi.useRealTimers();
  });
  for (const [what, behave] of cases) {
    it(`ends a read without a run deadline when the server ${what}`, async () => {
      const server = await standIn(behave);
      const clock = new FakeClock();
      // Only the exchange's deadline timer is fake: sockets, the server and undici's
      // connection keep real time.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const client = createObserveClient({
        baseUrl: server.baseUrl,
        apiKey: 'sk-silent-0001',
        concurrency: 2,
        timeoutMs: 30_000,
        timeoutBudgetMs: 55_000,
        clock,
      });
      try {
        const failed = failure(client.listAnnotations());
        for (const [n, deadline] of [
          [1, 30_000],
          [2, 25_000],
        ] as const) {
          await server.request(n);
          clock.advance(deadline);
          await vi.advanceTimersByTimeAsync(deadline);
        }
        const error = await failed;
        expect(error.message).toMatch(
          /^Reading the annotations could not reach http:\/\/127\.0\.0\.1:\d+\/v1: no complete answer within 25 s \(gave up after 2 attempts\)$/,
        );
        expect(error).toMatchObject({ attempts: 2, stoppedBy: 'timeouts', fatal: true });
        expect(server.requests()).toBe(2);
      } finally {
        vi.useRealTimers();
        await client.close();
        await server.close();
      }
    });
  }
});
