// A server cannot make a run last forever or print forever, end to end through
// the CLI: `--timeout` (config `timeout`) ends the run with one plain line and nothing
// half-written; `pageSize` (config, flag) is what the list asks for; a hostile stand-in gets
// a clear message for each trick, and the key is never shown nor sent elsewhere.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  allOutput,
  cli,
  emulator,
  generated,
  holdingProxy,
  SECRET,
  writeConfig,
} from './apply-helpers.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const text of allOutput) expect(text).not.toContain(SECRET);
});

async function standIn(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen };
}

function project(count = 5): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bounds-'));
  mkdirSync(join(dir, 'annotations'));
  writeFileSync(join(dir, 'annotations', 'generated.yaml'), generated(count));
  return dir;
}

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

describe('--timeout', () => {
  it('ends a plan against a silent server with one plain line; plan --out writes nothing', async () => {
    const s = await standIn(() => undefined);
    const dir = project();
    const r = await cli(dir, s.baseUrl, ['plan', '--timeout', '1', '--out', 'plan.json']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('Error: Reading the annotations stopped: the run deadline (1 s) passed\n');
    expect(existsSync(join(dir, 'plan.json'))).toBe(false);
  });

  it('is read from the config file, in any unit, and checked', async () => {
    const s = await standIn(() => undefined);
    const dir = project();
    writeConfig(dir, 'timeout: 1500ms\n');
    const r = await cli(dir, s.baseUrl, ['plan']);
    expect(r.err).toBe('Error: Reading the annotations stopped: the run deadline (1.5 s) passed\n');
    writeConfig(dir, 'timeout: forever\n');
    const bad = await cli(dir, s.baseUrl, ['plan']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/timeout.*must be a duration from 1 seconds to 24 hours/);
  });

  it('stops an apply in the middle: the rest is reported not sent, exit 1', async () => {
    const emu = await emulator();
    closers.push(() => emu.close());
    // In front of the emulator: two writes pass, the rest are held unanswered; the run's
    // deadline (a fake timer) is fired once the third arrives, so the apply is in the middle
    // when it passes, however slow the machine.
    let third!: () => void;
    const held = new Promise<void>((resolve) => (third = resolve));
    const s = await holdingProxy(emu.baseUrl, (method, n) => {
      if (method === 'PUT' && n === 3) third();
      return method === 'PUT' && n > 2;
    });
    closers.push(() => s.close());
    const dir = project(40);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let r: Awaited<ReturnType<typeof cli>>;
    try {
      const running = cli(dir, s.baseUrl, [
        'apply',
        '--auto-approve',
        '--timeout',
        '1',
        '--concurrency',
        '2',
      ]);
      await held;
      await vi.advanceTimersByTimeAsync(1000);
      r = await running;
    } finally {
      vi.useRealTimers();
    }
    expect(r.code, r.err).toBe(1);
    expect(r.out).toMatch(
      /Apply stopped: the run deadline passed\.\n.*the run deadline \(1 s\) passed\n/,
    );
    expect(r.out).toContain('not sent: the run deadline passed');
    // What was written was written whole: a new plan sees only the rest as creates.
    const after = await cli(dir, emu.baseUrl, ['plan', '--format', 'json']);
    const summary = JSON.parse(after.out).summary;
    expect(summary).toMatchObject({ create: 38, unchanged: 2, update: 0 });
  });
});

describe('pageSize', () => {
  it('is what the list asks for (flag or config), and is bounded', async () => {
    const emu = await emulator();
    closers.push(() => emu.close());
    const dir = project(12);
    expect((await cli(dir, emu.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
    const asked: string[] = [];
    const s = await standIn(async (req, res) => {
      asked.push(req.url!);
      const answer = await fetch(`${emu.baseUrl}${req.url!.slice(3)}`, {
        headers: { authorization: req.headers.authorization! },
      });
      const headers: Record<string, string> = {};
      for (const [k, v] of answer.headers) if (k.startsWith('x-corbado-')) headers[k] = v;
      json(res, answer.status, await answer.text(), headers);
    });
    writeConfig(dir, 'pageSize: 5\n');
    const plan = await cli(dir, s.baseUrl, ['plan', '--format', 'json']);
    expect(JSON.parse(plan.out).summary.unchanged).toBe(12);
    expect(asked).toEqual([1, 2, 3].map((p) => `/v1/observe/annotations?page=${p}&pageSize=5`));
    const flag = await cli(dir, s.baseUrl, ['plan', '--page-size', '1000']);
    expect(flag.code).toBe(0);
    expect(asked.at(-1)).toBe('/v1/observe/annotations?page=1&pageSize=1000');
    const bad = await cli(dir, s.baseUrl, ['plan', '--page-size', '1001']);
    expect(bad.err).toMatch(/--page-size must be a whole number from 1 to 1000, not '1001'/);
  });
});

describe('a hostile server, through plan', () => {
  const cases: [string, (req: IncomingMessage, res: ServerResponse) => void, RegExp][] = [
    [
      'drip',
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => res.write(' '), 200);
        res.on('close', () => clearInterval(drip));
      },
      /^Error: Reading the annotations stopped: the run deadline \(2 s\) passed\n$/,
    ],
    [
      'endless pages',
      (() => {
        let n = 0;
        return (_req: IncomingMessage, res: ServerResponse) =>
          json(
            res,
            200,
            Array.from({ length: 100 }, () => ({ id: `ann-${++n}`, kind: 'setup', headline: 'x' })),
          );
      })(),
      /^Error: Reading the annotations(: GET \/observe\/annotations: the server's paging reaches page| stopped: the run deadline \(2 s\) passed)/,
    ],
    [
      'null items',
      (_req, res) => json(res, 200, { annotations: [null] }),
      /the item at index 0 is null, not an annotation object/,
    ],
    [
      'an echoed key in a 401',
      (req, res) =>
        json(res, 401, { error: { message: `key ${req.headers.authorization} unknown` } }),
      /401 Unauthorized\)\. What usually causes it: .* and the base URL\. Server said: key Bearer \*\*\* unknown\n$/,
    ],
  ];
  for (const [name, handler, message] of cases) {
    // The drip ends only by the run deadline (the one case that waits for a real timer, 2 s);
    // the others end by their answer, with a deadline far beyond what they need.
    const timeout = name === 'drip' ? '2' : '120';
    it(`${name}: ends with a clear message, exit 1, no stack, no key`, async () => {
      const s = await standIn(handler);
      const r = await cli(project(), s.baseUrl, ['plan', '--timeout', timeout]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(r.err.length).toBeLessThan(3000);
    });
  }

  it('a redirect to another origin: not followed, the key never reaches it', async () => {
    const elsewhere = await standIn((_req, res) => json(res, 200, []));
    const s = await standIn((_req, res) => {
      res.writeHead(301, { location: `${elsewhere.baseUrl}/observe/annotations` });
      res.end();
    });
    const r = await cli(project(), s.baseUrl, ['plan', '--timeout', '120']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /answered 301 and points to another server, http:\/\/127\.0\.0\.1:\d+; redirects are not followed/,
    );
    expect(elsewhere.seen).toEqual([]);
  });
});
