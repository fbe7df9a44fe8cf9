// A hostile HTTP stand-in: servers that page forever, drip, fall silent, send a
// body without end or of a gigabyte, bad JSON, null items, absurd page counts, a 20 MB error
// message, the key echoed back, or a redirect to another origin. Over real HTTP on 127.0.0.1
// with the production client: every run ends (before the test's own timeout, which only
// guards against a hang) with a clear message, and the key is never shown nor sent elsewhere.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, parseWithoutKey } from '../../src/api/api-error.js';
import { keyRedactor } from '../../src/text/secret-redactor.js';
import { RunDeadlineError, startRunDeadline } from '../../src/app/run/run-deadline.js';
import { createObserveClient } from '../../src/api/undici-client.js';

const KEY = 'sk-hostile-DISTINCTIVE-31337';
const annotation = (n: number) => ({
  id: `ann-${n}`,
  kind: 'setup',
  headline: `h${n}`,
  platform: false,
  externalKey: `k${n}`,
  createdMs: n,
  updatedMs: n,
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function standIn(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return { origin: `http://127.0.0.1:${port}`, seen };
}

/**
 * One listing under a run deadline (1.5 s) and a deadline per request (500 ms): its error,
 * checked for the key. A case that must end by a bound, not by a deadline, passes deadlines
 * far beyond what it needs, so a busy machine cannot end it first; a case that ends by the
 * run's deadline passes `run`, which the stand-in aborts with it once the request is under way.
 */
async function listAgainst(
  origin: string,
  {
    runMs = 1500,
    requestMs = 500,
    run,
  }: { runMs?: number; requestMs?: number; run?: AbortSignal } = {},
): Promise<ApiError> {
  const deadline = startRunDeadline(runMs, run);
  const client = createObserveClient({
    baseUrl: `${origin}/v1`,
    apiKey: KEY,
    concurrency: 4,
    timeoutMs: requestMs,
    runSignal: deadline.signal,
  });
  try {
    await client.listAnnotations();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    for (const text of [String(error), inspect(error, { depth: 6 }), JSON.stringify(error)]) {
      expect(text).not.toContain(KEY);
    }
    return error as ApiError;
  } finally {
    deadline.cancel();
    await client.close();
  }
  throw new Error('expected the listing to fail');
}

/** Deadlines for the cases that end by a bound: a run, and each request, far longer than they take. */
const UNHURRIED = { runMs: 60_000, requestMs: 30_000 };

const page = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

describe('a hostile server', () => {
  it('endless pagination: pages that never run short, without totals, stop at the bound', async () => {
    let n = 0;
    const s = await standIn((_req, res) =>
      page(
        res,
        Array.from({ length: 100 }, () => annotation(++n)),
      ),
    );
    const error = await listAgainst(s.origin, UNHURRIED);
    expect(error.message).toMatch(
      /^Reading the annotations: GET \/observe\/annotations: the server's paging reaches page \d+, more than the 1001 pages of 100 /,
    );
  });

  it('endless pagination with totals that grow with every page is refused as unsteady or bounded', async () => {
    let n = 0;
    const s = await standIn((_req, res) => {
      n++;
      page(
        res,
        Array.from({ length: 100 }, (_, i) => annotation(n * 1000 + i)),
        {
          'x-corbado-totalpages': String(n + 1),
          'x-corbado-totalitems': String((n + 1) * 100),
        },
      );
    });
    const error = await listAgainst(s.origin, UNHURRIED);
    expect(error.message).toMatch(/did not hold still/);
  });

  // The run's deadline passes while the body drips, or the server is silent: at an event, not
  // after a real time, so the request is under way whatever the machine's speed (the deadline's
  // own timer is held to its time by test/app/run/run-deadline.test.ts).
  it('a body dripped a byte at a time ends at the run deadline', async () => {
    const run = new AbortController();
    const s = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      let drops = 0;
      const drip = setInterval(() => {
        res.write(' ');
        if (++drops === 3) run.abort(new RunDeadlineError(1500));
      }, 20);
      res.on('close', () => clearInterval(drip));
    });
    const error = await listAgainst(s.origin, { ...UNHURRIED, run: run.signal });
    expect(error.message).toBe('Reading the annotations stopped: the run deadline (1.5 s) passed');
    expect(error.fatal).toBe(true);
  });

  it('silence ends at the run deadline', async () => {
    const run = new AbortController();
    const s = await standIn(() => run.abort(new RunDeadlineError(1500)));
    const error = await listAgainst(s.origin, { ...UNHURRIED, run: run.signal });
    expect(error.message).toBe('Reading the annotations stopped: the run deadline (1.5 s) passed');
  });

  it('a body announced at 1.2 GB, and a body without end, are refused unread', async () => {
    const big = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1_200_000_000 });
      res.write('[');
    });
    expect((await listAgainst(big.origin, UNHURRIED)).message).toMatch(
      /the answer \(HTTP 200\) is larger than 32 MiB, the most this client reads \(it announced 1144 MiB\)/,
    );
    const chunk = Buffer.alloc(1 << 20, 0x20);
    const endless = await standIn((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const more = (): void => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more);
      };
      more();
    });
    expect((await listAgainst(endless.origin, UNHURRIED)).message).toMatch(/larger than 32 MiB/);
  });

  it('bad JSON, null items and absurd page counts each say what is wrong and where', async () => {
    const cases: [(res: ServerResponse) => void, RegExp][] = [
      [(res) => page(res, '{"annotations": [1, 2'), /answered 200 with a body that is not JSON/],
      [
        (res) => page(res, { annotations: [annotation(1), null] }),
        /GET \/observe\/annotations\?page=1&pageSize=100: the item at index 1 is null/,
      ],
      [
        (res) => page(res, [], { 'x-corbado-totalpages': '1000000000' }),
        /reaches page 1000000000, more than the 1001 pages/,
      ],
      [
        (res) => page(res, '{"annotations":[],"paging":{"totalPages":1e400}}'),
        /Infinity, which is not a whole number/,
      ],
    ];
    for (const [answer, message] of cases) {
      const s = await standIn((_req, res) => answer(res));
      expect((await listAgainst(s.origin, UNHURRIED)).message).toMatch(message);
    }
  });

  it('a 20 MB error message is shown cut at 2,000 characters', async () => {
    const s = await standIn((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'y'.repeat(20_000_000) } }));
    });
    const error = await listAgainst(s.origin, UNHURRIED);
    expect(error.message).toContain('… (19,998,000 more characters cut)');
    expect(error.message.length).toBeLessThan(2500);
  });

  it('the key echoed back in a message, a detail or a header is never shown', async () => {
    const s = await standIn((req, res) => {
      const echo = String(req.headers.authorization);
      res.writeHead(400, { 'content-type': 'application/json', 'x-echo': echo });
      res.end(
        JSON.stringify({
          error: { message: `you sent ${echo}`, details: [{ field: echo, message: echo }] },
        }),
      );
    });
    const error = await listAgainst(s.origin, UNHURRIED);
    expect(error.message).toContain('you sent Bearer ***');
  });

  it('the key echoed encoded (base64, base64url, hex; of the key and of its header) is never shown, even where a cut falls inside it', async () => {
    const encoded = (text: string) => [
      Buffer.from(text).toString('base64'),
      Buffer.from(text).toString('base64url'),
      Buffer.from(text).toString('hex'),
    ];
    const s = await standIn((req, res) => {
      const echo = String(req.headers.authorization);
      const forms = [...encoded(echo), ...encoded(KEY)].join(' ');
      res.writeHead(400, { 'content-type': 'application/json', 'x-echo': forms });
      res.end(
        JSON.stringify({
          // The cut at 2,000 characters falls inside the first form.
          error: {
            message: `${'y'.repeat(1_990)} ${forms}`,
            details: [{ field: 'f', message: forms }],
          },
        }),
      );
    });
    const error = await listAgainst(s.origin, UNHURRIED);
    const shown = `${error.message}\n${inspect(error, { depth: 5 })}`;
    expect(shown).toContain('***');
    for (const form of [...encoded(`Bearer ${KEY}`), ...encoded(KEY)])
      for (let at = 0; at + 12 <= form.length; at += 4) {
        const piece = form.slice(at, at + 12);
        if (!encoded('Bearer ').some((f) => f.includes(piece))) expect(shown).not.toContain(piece);
      }
  });

  it('the key written with JSON escapes is hidden once decoded, before any cut: where the cut falls inside it, in details and keys', async () => {
    // `sk\u002dhostile…` is no form of the key in the raw body, only once JSON is decoded.
    const escaped = JSON.stringify(KEY).slice(1, -1).replace('-', '\\u002d').replace('/', '\\/');
    const s = await standIn((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      const body = JSON.stringify({
        error: {
          message: `${'x'.repeat(1_990)}KEY and more`,
          details: [{ field: 'KEY', message: 'KEY' }],
          KEY: 'as an object key',
        },
      });
      res.end(body.replaceAll('KEY', escaped));
    });
    const error = await listAgainst(s.origin, UNHURRIED);
    const shown = `${error.message}\n${JSON.stringify(error)}`;
    expect(error.message).toContain(`${'x'.repeat(1_990)}***`);
    expect(error.details).toEqual([{ field: '***', message: '***' }]);
    for (let at = 0; at + 6 <= KEY.length; at++) expect(shown).not.toContain(KEY.slice(at, at + 6));
  });

  it("the key written with JSON escapes in an answer's values and keys is hidden once decoded", async () => {
    const escaped = KEY.replace('-', '\\u002d');
    const s = await standIn((_req, res) => {
      const item = { ...annotation(1), headline: 'KEY', customFields: { KEY: 'KEY' } };
      page(res, JSON.stringify({ annotations: [item] }).replaceAll('KEY', escaped));
    });
    const client = createObserveClient({ baseUrl: `${s.origin}/v1`, apiKey: KEY, concurrency: 1 });
    cleanups.push(() => client.close());
    const read = JSON.stringify(await client.listAnnotations());
    expect(read).toContain('"headline":"***"');
    expect(read).not.toContain(KEY);
  });

  it('an object key that decodes to the key is hidden too', () => {
    const body = `{"a":{"${KEY.replace('-', '\\u002d')}":1},"b":"x\\/y"}`;
    expect(parseWithoutKey(body, keyRedactor(KEY))).toEqual({ a: { '***': 1 }, b: 'x/y' });
  });

  it('a redirect to another origin is not followed: the key never reaches it', async () => {
    const elsewhere = await standIn((_req, res) => page(res, []));
    const s = await standIn((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.origin}/v1/observe/annotations?page=1` });
      res.end();
    });
    const error = await listAgainst(s.origin, UNHURRIED);
    expect(error.message).toMatch(
      new RegExp(
        `answered 302 and points to another server, ${elsewhere.origin.replace(/\./g, '\\.')}; redirects are not followed`,
      ),
    );
    expect(elsewhere.seen).toHaveLength(0);
  });
});
