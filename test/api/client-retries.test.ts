// The client's retry policy end to end over a scripted transport and a fake clock.
import { describe, expect, it } from 'vitest';
import type { ClientObserver } from '../../src/api/client.js';
import { createObserveClientFromTransport } from '../../src/api/observe-client.js';
import { readAllPages } from '../../src/api/list-annotations.js';
import { RetryBudget } from '../../src/api/retry-budget.js';
import { FakeClock } from './fake-clock.js';
import { rejection } from './rejection.js';
import { fail, netError, ok, scriptedTransport, type Step } from './scripted-transport.js';

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

function setup(
  steps: Step[],
  extra: Partial<Parameters<typeof createObserveClientFromTransport>[1]> = {},
) {
  const clock = (extra.clock as FakeClock | undefined) ?? new FakeClock();
  const events: Parameters<NonNullable<ClientObserver['onAttempt']>>[0][] = [];
  const script = scriptedTransport(steps);
  const client = createObserveClientFromTransport(script.transport, {
    baseUrl: 'http://127.0.0.1:1/v1',
    random: () => 0.5,
    observer: { onAttempt: (info) => events.push(info) },
    ...extra,
    clock,
  });
  return { client, clock, events, requests: script.requests };
}

describe('retries', () => {
  it('retries 503 with the throttling base and reports every attempt', async () => {
    const { client, clock, events } = setup([fail(503, 'busy'), fail(503, 'busy'), ok(annotation)]);
    const outcome = await client.putAnnotation('k', body);
    expect(outcome).toEqual({ value: annotation, attempts: 3 });
    expect(clock.sleeps).toEqual([500, 1000]); // 0.5 × 1 s, 0.5 × 2 s
    expect(events.map((e) => [e.attempt, e.status, e.retryInMs])).toEqual([
      [1, 503, 500],
      [2, 503, 1000],
      [3, 200, undefined],
    ]);
    expect(events[0]).toMatchObject({ operation: 'putAnnotation', target: 'k', kind: 'http' });
  });

  it('retries 500, 502, 504, 408 and network hiccups with the 250 ms base', async () => {
    const { client, clock } = setup([
      fail(500, 'x'),
      fail(502, 'x'),
      netError('ECONNRESET'),
      netError('UND_ERR_SOCKET', 'other side closed'),
      ok(annotation),
    ]);
    expect((await client.putAnnotation('k', body)).attempts).toBe(5);
    expect(clock.sleeps).toEqual([125, 250, 500, 1000]);
    const second = setup([fail(504, 'x'), fail(408, 'x'), netError('EAI_AGAIN'), ok(annotation)]);
    expect(await second.client.getAnnotation('ann-1')).toEqual(annotation);
    const third = setup([
      netError('ECONNREFUSED'),
      netError('UND_ERR_HEADERS_TIMEOUT'),
      ok(annotation),
    ]);
    expect((await third.client.putAnnotation('k', body)).attempts).toBe(3);
    expect(third.events[1]).toMatchObject({ kind: 'timeout' });
  });

  it('honours Retry-After in seconds and as an HTTP date, capped at 60 s', async () => {
    const clock = new FakeClock(Date.parse('2025-01-01T00:00:00Z'));
    const { client } = setup(
      [
        fail(429, 'slow down', { 'retry-after': '7' }),
        fail(429, 'slow down', { 'retry-after': 'Wed, 01 Jan 2025 00:00:19 GMT' }),
        fail(503, 'later', { 'retry-after': '3600' }),
        ok(annotation),
      ],
      { clock },
    );
    await client.putAnnotation('k', body);
    expect(clock.sleeps).toEqual([7000, 12_000, 60_000]);
  });

  it('retries a 409 at once, then with backoff', async () => {
    const { client, clock } = setup([fail(409, 'conflict'), fail(409, 'conflict'), ok(annotation)]);
    expect((await client.putAnnotation('k', body)).attempts).toBe(3);
    expect(clock.sleeps).toEqual([0, 125]);
  });

  it('gives up after 5 attempts with the last error', async () => {
    const script = setup(Array.from({ length: 9 }, () => fail(500, 'boom')));
    const error = await rejection(script.client.putAnnotation('k', body));
    expect(script.requests).toHaveLength(5);
    expect(error).toMatchObject({
      status: 500,
      attempts: 5,
      stoppedBy: 'max-attempts',
      retryable: true,
    });
    expect(error.message).toMatch(/boom.*gave up after 5 attempts/);
    expect(script.clock.sleeps).toHaveLength(4);
  });

  it('does not retry 400, 404, 422, ENOTFOUND; keeps the per-field details', async () => {
    const details = [{ field: 'headline', message: 'is required' }];
    const bad = setup([fail(400, 'invalid request', {}, details)]);
    const error = await rejection(bad.client.putAnnotation('k', body));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      retryable: false,
      attempts: 1,
      details,
    });
    expect(error.message).toContain('headline: is required');
    for (const status of [404, 422]) {
      const s = setup([fail(status, 'no')]);
      expect(await rejection(s.client.getAnnotation('ann-9'))).toMatchObject({
        status,
        attempts: 1,
      });
    }
    const dns = setup([netError('ENOTFOUND')]);
    expect(await rejection(dns.client.listAnnotations())).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'ENOTFOUND',
      retryable: false,
    });
  });

  it('stops at once on 401 and 403, naming the permission', async () => {
    const unauthorized = setup([fail(401, 'invalid API key')]);
    const e401 = await rejection(unauthorized.client.putAnnotation('k', body));
    expect(e401).toMatchObject({ status: 401, fatal: true, retryable: false, attempts: 1 });
    expect(e401.message).toMatch(/rejected the API key/);

    const readOnly = setup([fail(403, 'missing permission observe:annotations:write')]);
    const e403 = await rejection(readOnly.client.putAnnotation('k', body));
    expect(e403).toMatchObject({
      status: 403,
      fatal: true,
      permission: 'observe:annotations:write',
    });
    expect(e403.message).toContain('`observe:annotations:write`');

    const noRead = setup([fail(403, 'forbidden')]);
    const eRead = await rejection(noRead.client.listAnnotations());
    expect(eRead.permission).toBe('observe:annotations:read');
    expect(eRead.message).toMatch(/`plan` cannot diff without `observe:annotations:read`/);
    expect(noRead.requests).toHaveLength(1);
  });
});

describe('the run-wide budget', () => {
  it('fails fast with a clear error once retries have spent it', async () => {
    const budget = new RetryBudget({ capacity: 30 });
    const { client, requests } = setup(
      Array.from({ length: 20 }, () => fail(503, 'down')),
      { budget },
    );
    const first = await rejection(client.putAnnotation('a', body));
    // 3 retries (30 tokens) were paid; the 4th is refused before its sleep
    expect(first).toMatchObject({ stoppedBy: 'budget', attempts: 4, retryable: false });
    expect(first.message).toMatch(/^retry budget exhausted/);
    expect(requests).toHaveLength(4);
    // the outage now fails fast: one attempt per request, no sleeping
    const second = await rejection(client.putAnnotation('b', body));
    expect(second).toMatchObject({ stoppedBy: 'budget', attempts: 1 });
    expect(requests).toHaveLength(5);
  });

  it('is shared between clients, and a retry that succeeds gives its tokens back', async () => {
    const budget = new RetryBudget({ capacity: 10 });
    const a = setup([fail(500, 'x'), ok(annotation)], { budget });
    await a.client.putAnnotation('a', body);
    expect(budget.tokens).toBe(10);
    const b = setup([fail(500, 'x'), fail(500, 'x')], { budget });
    const error = await rejection(b.client.putAnnotation('b', body));
    expect(error).toMatchObject({ stoppedBy: 'budget', retryable: false, attempts: 2 });
    expect(error.message).toMatch(
      /^retry budget exhausted: .*last error: Writing the annotation failed with HTTP 500/,
    );
  });
});

describe('aborts and the deadline', () => {
  it('aborts a backoff sleep at once', async () => {
    const clock = new FakeClock(0, true);
    const controller = new AbortController();
    const { client, requests } = setup([fail(503, 'x'), ok(annotation)], { clock });
    const pending = client.putAnnotation('k', body, { signal: controller.signal });
    await until(() => clock.pending === 1);
    controller.abort();
    expect(await rejection(pending)).toMatchObject({
      kind: 'aborted',
      retryable: false,
      attempts: 1,
    });
    expect(requests).toHaveLength(1);
  });

  it('does not start a request with an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, requests } = setup([ok(annotation)]);
    expect(
      await rejection(client.putAnnotation('k', body, { signal: controller.signal })),
    ).toMatchObject({
      kind: 'aborted',
      attempts: 0,
    });
    expect(requests).toHaveLength(0);
  });

  it('never sleeps past the run deadline, and clamps the request timeout to it', async () => {
    const clock = new FakeClock(1000);
    const { client, requests } = setup([fail(429, 'x', { 'retry-after': '5' })], {
      clock,
      deadline: 3000,
      timeoutMs: 30_000,
    });
    const error = await rejection(client.putAnnotation('k', body));
    expect(error).toMatchObject({ stoppedBy: 'deadline', attempts: 1, retryable: false });
    expect(requests[0]!.timeoutMs).toBe(2000);
    expect(clock.sleeps).toEqual([]);

    const late = setup([ok(annotation)], { clock: new FakeClock(5000), deadline: 3000 });
    expect(await rejection(late.client.putAnnotation('k', body))).toMatchObject({
      kind: 'timeout',
      stoppedBy: 'deadline',
      attempts: 0,
    });
    expect(late.requests).toHaveLength(0);
  });

  it('retries under a run deadline that leaves time for the wait', async () => {
    const clock = new FakeClock(1000);
    const { client, requests } = setup([fail(503, 'busy'), ok(annotation)], {
      clock,
      deadline: 1501,
    });
    expect(await client.putAnnotation('k', body)).toEqual({ value: annotation, attempts: 2 });
    expect(clock.sleeps).toEqual([500]);
    expect(requests.map((r) => r.timeoutMs)).toEqual([501, 1]);
  });

  it('does not retry when the wait would end exactly at the run deadline', async () => {
    const clock = new FakeClock(1000);
    const { client, requests } = setup([fail(503, 'busy'), ok(annotation)], {
      clock,
      deadline: 1500,
    });
    expect(await rejection(client.putAnnotation('k', body))).toMatchObject({
      status: 503,
      attempts: 1,
      retryable: false,
      stoppedBy: 'deadline',
      message: expect.stringMatching(/\(the run deadline leaves no time to retry\)$/),
    });
    expect(requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });
});

describe('requests and answers', () => {
  it('encodes keys and ids, sends JSON, pages with pageSize 1000', async () => {
    const { client, requests } = setup([ok(annotation), ok(annotation), { status: 204, body: '' }]);
    await client.putAnnotation('a/b c?d', body);
    await client.getAnnotation('ann-1/x');
    await client.deleteAnnotation('ann 2');
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['PUT', '/observe/annotations/byExternalKey/a%2Fb%20c%3Fd'],
      ['GET', '/observe/annotations/ann-1%2Fx'],
      ['DELETE', '/observe/annotations/ann%202'],
    ]);
    expect(JSON.parse(requests[0]!.body!)).toEqual(body);
    expect(requests[0]!.timeoutMs).toBe(30_000);
  });

  it('treats a 404 on a retried delete as done (the first delete happened, its answer was lost)', async () => {
    const { client } = setup([netError('UND_ERR_SOCKET'), fail(404, 'not found')]);
    expect(await client.deleteAnnotation('ann-1')).toEqual({ value: undefined, attempts: 2 });
    const first = setup([fail(404, 'not found')]);
    expect(await rejection(first.client.deleteAnnotation('ann-1'))).toMatchObject({ status: 404 });
  });

  it('parses a body that is not the envelope gracefully', async () => {
    const html = setup([{ status: 502, body: '<html><body>Bad   gateway</body></html>' }], {
      policy: { maxAttempts: 1 },
    });
    const e = await rejection(html.client.getAnnotation('ann-1'));
    expect(e.message).toContain('<html><body>Bad gateway</body></html>');
    const empty = setup([{ status: 500, body: '' }], { policy: { maxAttempts: 1 } });
    expect((await rejection(empty.client.getAnnotation('ann-1'))).message).toMatch(
      /HTTP 500: no error message/,
    );
    const other = setup([{ status: 400, body: '{"message":"x"}' }]);
    expect((await rejection(other.client.getAnnotation('ann-1'))).details).toEqual([]);
    const notJson = setup([{ status: 200, body: 'ok' }]);
    expect((await rejection(notJson.client.getAnnotation('ann-1'))).message).toMatch(/not JSON/);
  });

  it('never repeats the API key, even when the server echoes it', async () => {
    const apiKey = 'obs_live_SECRET_9f8e7d6c5b4a';
    const steps = [
      fail(401, `key ${apiKey} is unknown`),
      fail(403, `key ${apiKey} lacks observe:annotations:write`),
      fail(400, 'bad', {}, [{ field: 'headline', message: `echo ${apiKey}` }]),
    ];
    for (const step of steps) {
      const { client } = setup([step], { apiKey });
      const error = await rejection(client.putAnnotation('k', body));
      const shown = [
        error.message,
        String(error),
        JSON.stringify(error.details),
        error.stack ?? '',
      ];
      for (const text of shown) expect(text).not.toContain(apiKey);
    }
  });

  it('never shows a piece of the API key where a text is cut: the key is out before any cut', async () => {
    const apiKey = 'obs_live_SECRET_9f8e7d6c5b4a';
    const piece = apiKey.slice(0, 10);
    const near = (at: number) => `${'x'.repeat(at)}${apiKey}${'y'.repeat(3000)}`;
    const steps = [
      fail(400, near(1990)),
      fail(400, 'bad', {}, [{ field: near(190), message: near(1990) }]),
      { status: 502, body: `<html>${near(190)}</html>` },
    ];
    for (const step of steps) {
      const { client } = setup([step], { apiKey, policy: { maxAttempts: 1 } });
      const error = await rejection(client.putAnnotation('k', body));
      expect(`${error.message} ${JSON.stringify(error.details)}`).not.toContain(piece);
    }
    // An answer that succeeds: what is read from it holds no key either.
    const echoed = { ...annotation, id: 'ann-1', headline: `Headline ${apiKey}` };
    const { client } = setup([{ status: 200, body: JSON.stringify(echoed) }], { apiKey });
    expect((await client.getAnnotation('ann-1')).headline).toBe('Headline ***');
  });
});

describe('listAnnotations', () => {
  const ann = (n: number) => ({ ...annotation, id: `ann-${n}`, externalKey: `k${n}` });
  const page = (page: number, ids: number[], totalItems: number, pageSize = 2) => ({
    status: 200,
    body: JSON.stringify({
      annotations: ids.map(ann),
      paging: { page, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)), totalItems },
    }),
  });

  it('reads page 1, then the others, and returns each annotation once', async () => {
    const { client, requests } = setup([page(1, [5, 4], 5), page(2, [3, 2], 5), page(3, [1], 5)], {
      pageSize: 2,
    });
    const all = await client.listAnnotations();
    expect(all.map((a) => a.id)).toEqual(['ann-5', 'ann-4', 'ann-3', 'ann-2', 'ann-1']);
    expect(requests.map((r) => r.path)).toEqual([
      '/observe/annotations?page=1&pageSize=2',
      '/observe/annotations?page=2&pageSize=2',
      '/observe/annotations?page=3&pageSize=2',
    ]);
  });

  it('reads the list again when its totals move during the listing', async () => {
    // an insert after page 1 pushes ann-4 onto page 2 (seen twice) and ann-1 onto page 3 (missed no more)
    const { client, requests } = setup(
      [
        page(1, [5, 4], 5),
        page(2, [4, 3], 6),
        page(3, [2, 1], 6),
        page(1, [6, 5], 6),
        page(2, [4, 3], 6),
        page(3, [2, 1], 6),
      ],
      { pageSize: 2, concurrency: 1 },
    );
    const all = await client.listAnnotations();
    expect(all.map((a) => a.id).sort()).toEqual([
      'ann-1',
      'ann-2',
      'ann-3',
      'ann-4',
      'ann-5',
      'ann-6',
    ]);
    expect(requests).toHaveLength(6);
  });

  it('bounds the text of all pages together, each page counted as it came', async () => {
    const first = page(1, [5, 4], 5);
    const { client } = setup([first], { pageSize: 2 });
    expect((await client.listPage(1)).characters).toBe(first.body.length);
    const pages = [page(1, [5, 4], 5), page(2, [3, 2], 5), page(3, [1], 5)];
    const { client: lister } = setup(pages, { pageSize: 2, concurrency: 1 });
    const read = (n: number) => lister.listPage(n);
    const sizes = pages.map((p) => p.body.length);
    const all = { pageSize: 2, concurrency: 1, endpoint: 'GET /observe/annotations' };
    const most = sizes[0]! + sizes[1]!;
    await expect(readAllPages(read, { ...all, maxCharacters: most })).rejects.toThrow(
      `page=3: the pages read so far hold ${(most + sizes[2]!).toLocaleString('en-US')} characters, more than the ${most.toLocaleString('en-US')} this client reads in one listing`,
    );
  });

  it('retries a failed page, and an empty project is one request', async () => {
    const { client } = setup([page(1, [2, 1], 3), fail(503, 'x'), page(2, [0], 3)], {
      pageSize: 2,
    });
    expect((await client.listAnnotations()).map((a) => a.id)).toEqual(['ann-2', 'ann-1', 'ann-0']);
    const empty = setup([
      {
        status: 200,
        body: JSON.stringify({
          annotations: [],
          paging: { page: 1, totalPages: 0, totalItems: 0 },
        }),
      },
    ]);
    expect(await empty.client.listAnnotations()).toEqual([]);
    expect(empty.requests).toHaveLength(1);
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setImmediate(r));
  expect(condition()).toBe(true);
}
