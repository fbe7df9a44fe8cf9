// The list contract: newest createdMs first, ties by id, every annotation
// exactly once across pages; the paging in the `X-Corbado-*` headers as the vendor documents
// it, and with `--paging body|both` in the body instead or too.
import { afterAll, describe, expect, it } from 'vitest';
import { start, pagingOf } from './helpers.js';

let tick = 0;
// Three writes per millisecond: ties in createdMs are common.
const ctx = await start({ now: () => 1_800_000_000_000 + Math.floor(tick++ / 3) });
afterAll(() => ctx.emulator.close());

const list = (query: string) => ctx.call('GET', `/observe/annotations${query}`);
const seq = (id: string) => Number(id.slice(4));

describe('paging', () => {
  it('lists 250 annotations exactly once across pages, newest first, ties by the later id', async () => {
    const empty = await list('');
    expect(empty.json).toEqual({ annotations: [] });
    expect(pagingOf(empty)).toEqual({ page: 1, totalPages: 0, totalItems: 0 });
    for (let i = 0; i < 250; i += 25) {
      const batch = Array.from({ length: 25 }, (_, j) =>
        ctx.put(`p-${i + j}`, { kind: 'setup', headline: `n${i + j}` }),
      );
      for (const r of await Promise.all(batch)) expect(r.status).toBe(200);
    }
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const r = await list(`?page=${page}&pageSize=100`);
      expect(r.status).toBe(200);
      expect(pagingOf(r)).toEqual({ page, totalPages: 3, totalItems: 250 });
      expect(r.json).not.toHaveProperty('paging');
      pages.push(...r.json.annotations);
    }
    expect(pages).toHaveLength(250);
    expect(new Set(pages.map((a) => a.externalKey)).size).toBe(250);
    for (let i = 1; i < pages.length; i++) {
      const [a, b] = [pages[i - 1], pages[i]];
      expect(
        a.createdMs > b.createdMs || (a.createdMs === b.createdMs && seq(a.id) > seq(b.id)),
      ).toBe(true);
    }
    const beyond = await list('?page=4&pageSize=100');
    expect(beyond.json).toEqual({ annotations: [] });
    expect(pagingOf(beyond)).toEqual({ page: 4, totalPages: 3, totalItems: 250 });
  });

  it('defaults to page 1 of 100 and accepts pageSize 1 and 1000', async () => {
    const r = await list('');
    expect(r.json.annotations).toHaveLength(100);
    expect(pagingOf(r)).toEqual({ page: 1, totalPages: 3, totalItems: 250 });
    const one = await list('?pageSize=1&page=250');
    expect(one.json.annotations).toHaveLength(1);
    expect(one.json.annotations[0].externalKey).toBe(
      (await ctx.call('GET', '/observe/annotations/ann-1')).json.externalKey,
    );
    const all = await list('?pageSize=1000');
    expect(all.json.annotations).toHaveLength(250);
    expect(pagingOf(all).totalPages).toBe(1);
  });

  it('answers 400 with a detail per bad parameter', async () => {
    for (const [query, fields] of [
      ['?pageSize=0', ['pageSize']],
      ['?pageSize=1001', ['pageSize']],
      ['?page=0', ['page']],
      ['?page=abc&pageSize=2.5', ['page', 'pageSize']],
      ['?page=-1', ['page']],
    ] as const) {
      const r = await list(query);
      expect(r.status, query).toBe(400);
      expect(r.json.error.details.map((d: { field: string }) => d.field)).toEqual(fields);
    }
    const both = await list('?page=0&pageSize=0');
    expect(both.json.error.details).toEqual([
      { field: 'page', message: 'must be an integer of 1 or more' },
      { field: 'pageSize', message: 'must be an integer from 1 to 1000' },
    ]);
  });

  it('a deleted annotation leaves the list', async () => {
    const first = (await list('?pageSize=1')).json.annotations[0];
    expect((await ctx.call('DELETE', `/observe/annotations/${first.id}`)).status).toBe(204);
    const after = await list('?pageSize=1000');
    expect(pagingOf(after).totalItems).toBe(249);
    expect(after.json.annotations.some((a: { id: string }) => a.id === first.id)).toBe(false);
  });
});

describe('--paging body and both', () => {
  it('body: the paging in the body and no headers; both: the two, equal', async () => {
    for (const paging of ['body', 'both'] as const) {
      const emu = await start({ paging });
      try {
        for (let i = 0; i < 3; i++) await emu.put(`m-${i}`, { kind: 'setup', headline: 'x' });
        const r = await emu.call('GET', '/observe/annotations?page=2&pageSize=2');
        expect(r.json.paging).toEqual({ page: 2, totalPages: 2, totalItems: 3 });
        expect(r.json.annotations).toHaveLength(1);
        expect(pagingOf(r)).toEqual(
          paging === 'both'
            ? { page: 2, totalPages: 2, totalItems: 3 }
            : { page: undefined, totalPages: undefined, totalItems: undefined },
        );
      } finally {
        await emu.emulator.close();
      }
    }
    await expect(start({ paging: 'cursor' as never })).rejects.toThrow(
      /paging must be one of headers, body, both/,
    );
  });
});
