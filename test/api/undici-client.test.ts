// The undici client over real HTTP on 127.0.0.1, against a tiny scripted node:http server:
// what goes on the wire, keep-alive, socket resets, lost answers, timeouts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ObserveClient } from '../../src/api/client.js';
import { createObserveClient, type ObserveClientOptions } from '../../src/api/undici-client.js';
import { FakeClock } from './fake-clock.js';
import { rejection } from './rejection.js';

const API_KEY = 'obs_test_DISTINCTIVE_7c1f2e9a';
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

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (req: Seen, res: ServerResponse, n: number) => void;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(handler: Handler) {
  const seen: Seen[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(entry);
      handler(entry, res, seen.length);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return { seen, origin: `http://127.0.0.1:${port}`, connections: () => connections };
}

function client(baseUrl: string, extra: Partial<ObserveClientOptions> = {}): ObserveClient {
  const c = createObserveClient({
    baseUrl,
    apiKey: API_KEY,
    concurrency: 4,
    userAgent: 'observe-annotations-test',
    clock: new FakeClock(),
    random: () => 0.5,
    ...extra,
  });
  cleanups.push(() => c.close());
  return c;
}

const json = (res: ServerResponse, status: number, value: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
};

describe('undici client on the wire', () => {
  it('keeps the version segment, encodes the key, sends the bearer key and JSON', async () => {
    const server = await serve((_req, res) => json(res, 200, annotation));
    const c = client(`${server.origin}/api/v1/`);
    const outcome = await c.putAnnotation('a/b c', { kind: 'setup', headline: 'h' });
    expect(outcome).toEqual({ value: annotation, attempts: 1 });
    const [put] = server.seen;
    expect(put).toMatchObject({
      method: 'PUT',
      url: '/api/v1/observe/annotations/byExternalKey/a%2Fb%20c',
    });
    expect(put!.headers).toMatchObject({
      authorization: `Bearer ${API_KEY}`,
      'content-type': 'application/json',
      'user-agent': 'observe-annotations-test',
    });
    expect(JSON.parse(put!.body)).toEqual({ kind: 'setup', headline: 'h' });
    expect(c.baseUrl).toBe(`${server.origin}/api/v1`);
  });

  it('reuses keep-alive connections, at most `concurrency` of them', async () => {
    const server = await serve((_req, res) => setTimeout(() => json(res, 200, annotation), 5));
    const c = client(`${server.origin}/v1`, { concurrency: 3 });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        c.putAnnotation(`k${i}`, { kind: 'setup', headline: 'h' }),
      ),
    );
    expect(server.seen).toHaveLength(30);
    expect(server.connections()).toBeLessThanOrEqual(3);
  });

  it('retries a connection reset before the answer, and a socket closed after the write', async () => {
    const server = await serve((req, res, n) => {
      if (n === 1) return res.socket!.destroy(); // reset: nothing answered
      if (n === 2) return res.socket!.destroy(); // lost: the write "happened", no answer
      json(res, 200, annotation);
    });
    const events: unknown[] = [];
    const c = client(`${server.origin}/v1`, { observer: { onAttempt: (e) => events.push(e) } });
    const outcome = await c.putAnnotation('k', { kind: 'setup', headline: 'h' });
    expect(outcome.attempts).toBe(3);
    expect(server.seen.map((s) => s.method)).toEqual(['PUT', 'PUT', 'PUT']);
    expect(events[0]).toMatchObject({ operation: 'putAnnotation', attempt: 1, kind: 'network' });
  });

  it('times out a request that gets no answer, as a retryable timeout', async () => {
    // Never answers. Each attempt's deadline is a fake timer, fired once the server has the
    // request: the attempts are the same on any machine, however loaded.
    const arrived: (() => void)[] = [];
    const arrivals = [1, 2].map(() => new Promise<void>((resolve) => arrived.push(resolve)));
    const server = await serve((_req, _res, n) => arrived[n - 1]?.());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const c = client(`${server.origin}/v1`, {
        timeoutMs: 150,
        policy: { maxAttempts: 2 },
        clock: new FakeClock(),
      });
      const failed = rejection(c.getAnnotation('ann-1'));
      for (const arrival of arrivals) {
        await arrival;
        await vi.advanceTimersByTimeAsync(150);
      }
      const error = await failed;
      expect(error).toMatchObject({ kind: 'timeout', status: 0, attempts: 2, retryable: true });
      expect(error.message).toContain('no complete answer within 150 ms');
      expect(server.seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports an unreachable server as a network error, after retries', async () => {
    const server = await serve(() => undefined);
    const origin = server.origin;
    await cleanups.pop()!(); // close it: the port now refuses
    const c = client(`${origin}/v1`);
    const error = await rejection(c.listAnnotations());
    expect(error).toMatchObject({ kind: 'network', code: 'ECONNREFUSED', attempts: 5 });
    expect(error.message).toContain(`could not reach ${origin}/v1: connection refused`);
  });

  it('honours a Retry-After from the server on the injected clock', async () => {
    const server = await serve((_req, res, n) =>
      n === 1
        ? json(res, 429, { error: { message: 'slow down' } }, { 'retry-after': '2' })
        : json(res, 200, annotation),
    );
    const clock = new FakeClock();
    const c = client(`${server.origin}/v1`, { clock });
    expect((await c.getAnnotation('ann-1')).id).toBe('ann-1');
    expect(clock.sleeps).toEqual([2000]);
  });

  it('aborts an in-flight request when the caller aborts', async () => {
    const server = await serve(() => undefined);
    const c = client(`${server.origin}/v1`);
    const controller = new AbortController();
    const pending = c.getAnnotation('ann-1', { signal: controller.signal });
    while (server.seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    expect(await rejection(pending)).toMatchObject({ kind: 'aborted', attempts: 1 });
  });

  it('never shows the API key in an error, even when the server echoes the header', async () => {
    const server = await serve((req, res, n) => {
      const echo = String(req.headers.authorization);
      if (n === 1) return json(res, 401, { error: { message: `bad credential ${echo}` } });
      if (n === 2)
        return json(res, 403, { error: { message: `${echo} lacks observe:annotations:write` } });
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`raw echo ${echo}`);
    });
    const c = client(`${server.origin}/v1`);
    for (let i = 0; i < 3; i++) {
      const error = await rejection(c.putAnnotation('k', { kind: 'setup', headline: 'h' }));
      for (const text of [
        error.message,
        String(error),
        inspect(error, { depth: 5 }),
        JSON.stringify(error),
      ]) {
        expect(text).not.toContain(API_KEY);
      }
    }
  });
});

describe('undici client against a server that will not finish', () => {
  it('ends a body dripped byte by byte at the request deadline (headers and body together)', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const drip = setInterval(() => res.write(' '), 20); // never idle for long
      res.on('close', () => clearInterval(drip));
    });
    const c = client(`${server.origin}/v1`, { timeoutMs: 300, policy: { maxAttempts: 1 } });
    const error = await rejection(c.getAnnotation('ann-1'));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(error.message).toContain('no complete answer within 300 ms');
  });

  it('refuses an answer that announces more than the cap, before reading it', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 ** 40 });
      res.write('{"annotations":[');
    });
    const c = client(`${server.origin}/v1`);
    const error = await rejection(c.listAnnotations());
    expect(error).toMatchObject({ kind: 'http', retryable: false, attempts: 1 });
    expect(error.message).toMatch(/larger than 32 MiB, the most this client reads \(it announced/);
  });

  it('refuses an endless body once it passes the cap, without buffering the rest', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked, no length
      const more = (): void => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length;
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    });
    const c = client(`${server.origin}/v1`);
    const error = await rejection(c.getAnnotation('ann-1'));
    expect(error.message).toMatch(
      /Reading the annotation: the answer \(HTTP 200\) is larger than 32 MiB/,
    );
    expect(sent).toBeLessThan(256 * 1024 * 1024);
  });
});
