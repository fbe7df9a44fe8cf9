// The list as the vendor documents it and as other servers send it, and what no server may
// make of it: over a scripted transport, so every shape is exact.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createObserveClientFromTransport } from '../../src/api/observe-client.js';
import { startRunDeadline } from '../../src/app/run/run-deadline.js';
import type { TransportRequest, TransportResponse } from '../../src/api/transport.js';
import { FakeClock } from './fake-clock.js';
import { rejection } from './rejection.js';
import { fail, scriptedTransport, type Step } from './scripted-transport.js';

type Item = Record<string, unknown> & { id: string };
const item = (n: number, extra: Record<string, unknown> = {}): Item => ({
  id: `ann-${n}`,
  kind: 'setup',
  headline: `h${n}`,
  platform: false,
  approximate: false,
  display: true,
  source: 'agent',
  externalKey: `k${n}`,
  createdMs: n,
  updatedMs: n,
  ...extra,
});

/** A server holding `total` items (newest first) that answers in the given dialect. */
function server(
  total: number,
  dialect: {
    paging: 'headers' | 'body' | 'both' | 'none';
    items?: 'annotations' | 'data' | 'items' | 'array';
    /** The page size the server uses, whatever is asked. */
    pageSize?: number;
    map?: (annotation: Item) => unknown;
  },
) {
  const items = Array.from({ length: total }, (_, i) => item(total - i));
  return (request: TransportRequest): TransportResponse => {
    const query = new URLSearchParams(request.path.split('?')[1]);
    const page = Number(query.get('page'));
    const size = dialect.pageSize ?? Number(query.get('pageSize'));
    const slice = items.slice((page - 1) * size, page * size).map(dialect.map ?? ((x) => x));
    const paging = { page, totalPages: Math.ceil(total / size), totalItems: total };
    const headers =
      dialect.paging === 'headers' || dialect.paging === 'both'
        ? {
            'x-corbado-page': String(page),
            'x-corbado-totalpages': String(paging.totalPages),
            'x-corbado-totalitems': String(total),
          }
        : {};
    const key = dialect.items ?? 'annotations';
    const body =
      key === 'array'
        ? slice
        : {
            [key]: slice,
            ...(dialect.paging === 'body' || dialect.paging === 'both' ? { paging } : {}),
          };
    return { status: 200, headers, body: JSON.stringify(body) };
  };
}

function client(steps: Step[], fallback?: Step, extra: { pageSize?: number } = {}) {
  const script = scriptedTransport(steps, fallback);
  const c = createObserveClientFromTransport(script.transport, {
    baseUrl: 'http://127.0.0.1:1/v1',
    clock: new FakeClock(),
    random: () => 0.5,
    concurrency: 4,
    apiKey: 'sk-dialect-DISTINCTIVE-5150',
    ...extra,
  });
  return { client: c, requests: script.requests };
}

const ids = (list: { id: string }[]) => list.map((a) => a.id);

describe('the list in every dialect', () => {
  const expected = Array.from({ length: 25 }, (_, i) => `ann-${25 - i}`);
  for (const [name, dialect] of [
    ['headers only', { paging: 'headers' }],
    ['body only', { paging: 'body' }],
    ['both', { paging: 'both' }],
    ['`data`', { paging: 'headers', items: 'data' }],
    ['`items`', { paging: 'body', items: 'items' }],
    ['a bare array, no paging', { paging: 'none', items: 'array' }],
    ['pages smaller than asked, with totals', { paging: 'headers', pageSize: 7 }],
  ] as const) {
    it(`reads all 25 from ${name}`, async () => {
      const { client: c } = client([], server(25, dialect), { pageSize: 10 });
      expect(ids(await c.listAnnotations())).toEqual(expected);
    });
  }

  it('reads pages until a short one when no totals come, and a small list costs one request', async () => {
    const many = client([], server(25, { paging: 'none' }), { pageSize: 5 });
    expect(ids(await many.client.listAnnotations())).toEqual(expected);
    // page 1, then batches of 1, 2 and 4: pages 1–8 (6, the first short one, is empty)
    expect(many.requests).toHaveLength(8);
    const few = client([], server(3, { paging: 'none' }));
    expect(await few.client.listAnnotations()).toHaveLength(3);
    expect(few.requests).toHaveLength(1);
  });

  it('asks for 100 a page by default; a page says where its paging came from', async () => {
    const { client: c, requests } = client([], server(3, { paging: 'both', items: 'data' }));
    expect(c.pageSize).toBe(100);
    const page = await c.listPage(1, { pageSize: 2 });
    expect(requests[0]!.path).toBe('/observe/annotations?page=1&pageSize=2');
    expect(page).toMatchObject({
      page: 1,
      totalPages: 2,
      totalItems: 3,
      pagingFrom: 'both',
      itemsKey: 'data',
    });
    await c.listAnnotations();
    expect(requests[1]!.path).toBe('/observe/annotations?page=1&pageSize=100');
  });

  it('normalises items: the id from annotationID, unknown fields and extra ref members dropped', async () => {
    const { client: c } = client(
      [],
      server(2, {
        paging: 'headers',
        map: ({ id, ...rest }) => ({
          annotationID: id,
          ...rest,
          dateMs: 123,
          refs: [{ type: 'url', value: 'https://x.example', title: 'extra' }],
        }),
      }),
    );
    const [first] = await c.listAnnotations();
    expect(first).toEqual({
      ...item(2),
      refs: [{ type: 'url', value: 'https://x.example' }],
    });
  });

  it('keeps platform and unkeyed items, marked, for the planner to leave alone', async () => {
    const { client: c } = client([
      {
        status: 200,
        body: JSON.stringify([
          { id: 'ann-9', kind: 'event', headline: 'p', platform: true },
          { id: 'ann-8', kind: 'setup', headline: 'no key', platform: false },
        ]),
      },
    ]);
    const list = await c.listAnnotations();
    expect(list.map((a) => [a.id, a.platform, a.externalKey])).toEqual([
      ['ann-9', true, undefined],
      ['ann-8', false, undefined],
    ]);
  });
});

describe('what a list may not be', () => {
  const one = (body: unknown, headers: Record<string, string> = {}): Step => ({
    status: 200,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  it('an object without items names the endpoint and its top-level keys, never values', async () => {
    const { client: c } = client([one({ results: ['secret value'], count: 'also secret' })]);
    const error = await rejection(c.listAnnotations());
    expect(error.message).toBe(
      'Reading the annotations: GET /observe/annotations?page=1&pageSize=100 answered a JSON object without a list of annotations (its top-level keys: results, count); expected the items under `annotations`, `data` or `items`, or a bare array',
    );
    expect(error.message).not.toContain('secret');
  });

  it('a null item, or one without an id, names the endpoint and the index', async () => {
    const nulls = client([one({ annotations: [item(2), null] })]);
    expect((await rejection(nulls.client.listAnnotations())).message).toBe(
      'Reading the annotations: GET /observe/annotations?page=1&pageSize=100: the item at index 1 is null, not an annotation object',
    );
    const noId = client([one([item(2), { ...item(1), id: '' }])]);
    expect((await rejection(noId.client.listAnnotations())).message).toMatch(
      /the item at index 1 has no id: neither `id` nor `annotationID`/,
    );
    const huge = client([one([{ ...item(1), description: 'd'.repeat(200_000) }])]);
    expect((await rejection(huge.client.listAnnotations())).message).toMatch(
      /the item at index 0 \(id ann-1\): `description` is longer than this client reads \(100,000 characters, 1,000 items\)$/,
    );
    const badField = client([one([{ ...item(1), series: 'x' }])]);
    expect((await rejection(badField.client.listAnnotations())).message).toMatch(
      /the item at index 0 \(id ann-1\): `series` is not a list of strings/,
    );
  });

  it('counts that no list can have end it before any further request', async () => {
    for (const [step, message] of [
      [one([], { 'x-corbado-totalpages': '1000000000' }), /reaches page 1000000000, more than/],
      [
        one([], { 'x-corbado-totalpages': '1000000' }),
        /reaches page 1000000, more than the 1001 pages/,
      ],
      [
        one([], { 'x-corbado-totalpages': '1e400' }),
        /X-Corbado-TotalPages: "1e400", which is not a whole number/,
      ],
      [one('{"annotations":[],"paging":{"totalPages":1e400}}'), /`paging.totalPages` Infinity/],
      [
        one({ annotations: [], paging: { totalItems: 1e9 } }),
        /reports 1000000000 annotations, more than the 100,000/,
      ],
      [one({ annotations: [], paging: { totalItems: -1 } }), /`paging.totalItems` -1/],
    ] as const) {
      const { client: c, requests } = client([step]);
      const error = await rejection(c.listAnnotations());
      expect(error.message).toMatch(message);
      expect(error.retryable).toBe(false);
      expect(requests).toHaveLength(1);
    }
  });

  it('a page with more items than asked for is refused', async () => {
    const { client: c } = client(
      [one(Array.from({ length: 3 }, (_, i) => item(i + 1)))],
      undefined,
      {
        pageSize: 2,
      },
    );
    expect((await rejection(c.listAnnotations())).message).toMatch(
      /holds 3 items, more than the 2 asked for/,
    );
  });

  it('a server that ignores the page parameter is an error, with or without totals', async () => {
    const same =
      (body: unknown, headers = {}) =>
      () => ({
        status: 200,
        headers,
        body: JSON.stringify(body),
      });
    const blind = client([], same([item(2), item(1)]), { pageSize: 2 });
    expect((await rejection(blind.client.listAnnotations())).message).toMatch(
      /page 2 holds the same annotations as page 1: the server does not honour the page parameter/,
    );
    const stuck = client(
      [],
      same([item(2), item(1)], { 'x-corbado-page': '1', 'x-corbado-totalpages': '3' }),
      {
        pageSize: 2,
      },
    );
    expect((await rejection(stuck.client.listAnnotations())).message).toMatch(
      /page 2 was asked for and page 1 answered/,
    );
  });

  it('endless pages without totals stop at the bound, naming the endpoint', async () => {
    let n = 0;
    const { client: c, requests } = client(
      [],
      () => ({
        status: 200,
        body: JSON.stringify(Array.from({ length: 1000 }, () => item(++n))),
      }),
      { pageSize: 1000 },
    );
    const error = await rejection(c.listAnnotations());
    expect(error.message).toMatch(
      /^Reading the annotations: GET \/observe\/annotations: the server's paging reaches page \d+, more than the 101 pages of 1000/,
    );
    expect(requests.length).toBeLessThanOrEqual(102);
  });

  it('never passes by comparing two missing totals: pages that do not add up are read again, then refused', async () => {
    // No totals; page 2 repeats an item of page 1 each time (the list moves under the reader).
    const { client: c, requests } = client(
      [],
      (request) => {
        const page = Number(new URLSearchParams(request.path.split('?')[1]).get('page'));
        const body = page === 1 ? [item(4), item(3)] : [item(3)];
        return { status: 200, body: JSON.stringify(body) };
      },
      { pageSize: 2 },
    );
    const error = await rejection(c.listAnnotations());
    expect(error.message).toMatch(
      /did not hold still .* 3 times in a row \(an annotation appeared on two pages\)/,
    );
    expect(requests).toHaveLength(6);
  });
});

describe('answers that are errors', () => {
  it('401 says what usually causes it, in the vendor’s terms', async () => {
    const { client: c } = client([fail(401, 'Unauthorized')]);
    const error = await rejection(c.listAnnotations());
    expect(error).toMatchObject({ status: 401, fatal: true, retryable: false });
    expect(error.message).toMatch(/the key has expired \(Observe API keys last 7, 30 or 90 days/);
    expect(error.message).toMatch(/limited to IP addresses that do not include this machine's/);
    expect(error.message).toMatch(/base URL points at another environment/);
  });

  it("a 400 naming the page size says how to change it; a 403 on a write names personal keys' limit", async () => {
    const { client: c } = client([
      fail(400, 'bad request', {}, [{ field: 'pageSize', message: 'must be at most 50' }]),
    ]);
    expect((await rejection(c.listAnnotations())).message).toMatch(
      /The server refused the page size 100: set a smaller `pageSize` in observe-annotations.yaml/,
    );
    const write = client([fail(403, 'forbidden')]);
    const error = await rejection(
      write.client.putAnnotation('k', { kind: 'setup', headline: 'h' }),
    );
    expect(error.message).toMatch(
      /lacks the permission `observe:annotations:write`.*Personal API keys are read-only/,
    );
  });

  it('a 20 MB message shows 2,000 characters and how much was cut; details are bounded', async () => {
    const huge = 'x'.repeat(20_000_000);
    const details = Array.from({ length: 500 }, (_, i) => ({ field: `f${i}`, message: 'bad' }));
    const { client: c } = client([fail(400, huge, {}, details)]);
    const error = await rejection(c.putAnnotation('k', { kind: 'setup', headline: 'h' }));
    expect(error.message.length).toBeLessThan(6000);
    expect(error.message).toContain(`${'x'.repeat(2000)}… (19,998,000 more characters cut)`);
    expect(error.message).toMatch(/; and 450 more\)$/);
    expect(error.details).toHaveLength(50);
  });

  it('a redirect is never followed: the error names only the other origin', async () => {
    const { client: c, requests } = client([
      { status: 307, headers: { location: 'https://evil.example:8443/steal?x=1' }, body: '' },
    ]);
    const error = await rejection(c.listAnnotations());
    expect(requests).toHaveLength(1);
    expect(error).toMatchObject({ status: 307, retryable: false, fatal: true });
    expect(error.message).toMatch(
      /answered 307 and points to another server, https:\/\/evil.example:8443; redirects are not followed/,
    );
    expect(error.message).not.toContain('steal');
  });
});

describe('the run deadline', () => {
  it('ends a request in flight and every later call with one plain reason', async () => {
    // The deadline's timer is fake, fired once the request is in flight: no machine is too slow.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const deadline = startRunDeadline(30);
    const script = scriptedTransport(
      [],
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal?.addEventListener('abort', () => reject(request.signal!.reason)),
        ),
    );
    const c = createObserveClientFromTransport(script.transport, {
      baseUrl: 'http://127.0.0.1:1/v1',
      runSignal: deadline.signal,
    });
    const put = rejection(c.putAnnotation('k', { kind: 'setup', headline: 'h' }));
    for (let i = 0; i < 1000 && script.requests.length === 0; i++) await Promise.resolve();
    expect(script.requests).toHaveLength(1);
    vi.advanceTimersByTime(30);
    const error = await put;
    expect(error).toMatchObject({
      kind: 'timeout',
      fatal: true,
      stoppedBy: 'deadline',
      retryable: false,
    });
    expect(error.message).toBe('Writing the annotation stopped: the run deadline (0.03 s) passed');
    const later = await rejection(c.listAnnotations());
    expect(later.message).toBe('Reading the annotations stopped: the run deadline (0.03 s) passed');
    expect(script.requests).toHaveLength(1);
  });
});
