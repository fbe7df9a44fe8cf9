// Status codes, auth, permissions and projects over real HTTP on 127.0.0.1.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/emulator/index.js';
import { KEY, NONE, OTHER, READER, start, WRITER } from './helpers.js';

const logged: string[] = [];
const logger: Logger = {
  info: (m) => logged.push(m),
  warn: (m) => logged.push(m),
  error: (m, e) => logged.push(`${m} ${(e as Error)?.stack ?? ''}`),
};
const ctx = await start({
  logger,
  onRequest: ({ method, route }) => {
    if (method === 'GET' && route === 'events' && failNext) {
      failNext = false;
      throw new Error('boom: a bug in the emulator');
    }
  },
});
let failNext = false;
afterAll(() => ctx.emulator.close());

const EVENT = { kind: 'event', headline: 'Passkeys rolled out', dateFrom: '2026-09-17' };

describe('authentication and permissions', () => {
  it('answers 401 with the envelope for a missing, malformed or unknown credential', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Basic abc' },
      { authorization: 'Bearer' },
    ]) {
      const r = await ctx.call('GET', '/observe/annotations', undefined, { key: null, headers });
      expect(r.status).toBe(401);
      expect(r.headers.get('www-authenticate')).toBe('Bearer');
      expect(r.json.error.message).toMatch(/credential/);
    }
    const unknown = await ctx.call('GET', '/observe/annotations', undefined, { key: 'nope-123' });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ error: { message: 'Unknown API key.' } });
    expect(unknown.text).not.toContain('nope-123');
  });

  it('answers 403 naming the missing permission', async () => {
    const put = await ctx.put('perm-1', EVENT, READER);
    expect(put.status).toBe(403);
    expect(put.json.error.message).toContain('observe:annotations:write');
    const get = await ctx.call('GET', '/observe/annotations', undefined, { key: WRITER });
    expect(get.status).toBe(403);
    expect(get.json.error.message).toContain('observe:annotations:read');
    const del = await ctx.call('DELETE', '/observe/annotations/ann-1', undefined, { key: NONE });
    expect(del.status).toBe(403);
    expect(del.json.error.message).toContain('observe:annotations:write');
  });

  it('lets a read key and a write key of one project share it, and keeps projects apart', async () => {
    const created = await ctx.put('shared-1', EVENT, WRITER);
    expect(created.status).toBe(200);
    const read = await ctx.call('GET', `/observe/annotations/${created.json.id}`, undefined, {
      key: READER,
    });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created.json);
    const other = await ctx.call('GET', `/observe/annotations/${created.json.id}`, undefined, {
      key: OTHER,
    });
    expect(other.status).toBe(404);
    const otherList = await ctx.call('GET', '/observe/annotations', undefined, { key: OTHER });
    expect(otherList.json.annotations).toEqual([]);
    // The same external key in another project is another annotation.
    const mine = await ctx.put('shared-1', EVENT, OTHER);
    expect(mine.status).toBe(200);
    expect(mine.json.id).not.toBe(created.json.id);
    const otherDelete = await ctx.call(
      'DELETE',
      `/observe/annotations/${created.json.id}`,
      undefined,
      {
        key: OTHER,
      },
    );
    expect(otherDelete.status).toBe(404);
  });
});

describe('status codes', () => {
  it('200 on create and replace, 204 on delete, then 404 for get, events and delete', async () => {
    const created = await ctx.put('status-1', EVENT);
    expect(created.status).toBe(200);
    const replaced = await ctx.put('status-1', { ...EVENT, headline: 'Changed' });
    expect(replaced.status).toBe(200);
    expect(replaced.json.id).toBe(created.json.id);
    const id = created.json.id as string;
    const del = await ctx.call('DELETE', `/observe/annotations/${id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    for (const [method, path] of [
      ['GET', `/observe/annotations/${id}`],
      ['DELETE', `/observe/annotations/${id}`],
    ] as const) {
      const r = await ctx.call(method, path);
      expect(r.status).toBe(404);
      expect(r.json.error.message).toContain(id);
    }
    // Its history stays readable, newest first, the deletion included.
    const history = await ctx.call('GET', `/observe/annotations/${id}/events`);
    expect(history.status).toBe(200);
    expect(history.json.events.map((e: { type: string }) => e.type)).toEqual([
      'deleted',
      'updated',
      'created',
    ]);
    expect((await ctx.call('GET', '/observe/annotations/ann-999999/events')).status).toBe(404);
    // The key is free again: a new annotation.
    const again = await ctx.put('status-1', EVENT);
    expect(again.json.id).not.toBe(id);
  });

  it('404 for an unknown route, with the envelope', async () => {
    for (const path of ['/observe/nothing', '/observe/annotations/ann-1/other', '/']) {
      const r = await ctx.call('GET', path);
      expect(r.status).toBe(404);
      expect(r.json.error.message).toMatch(/No such route/);
    }
    const outside = await fetch(ctx.emulator.baseUrl.replace(/\/v1$/, '/v2/observe/annotations'));
    expect(outside.status).toBe(404);
  });

  it('405 with Allow for a wrong method', async () => {
    const cases = [
      ['POST', '/observe/annotations', 'GET'],
      ['GET', '/observe/annotations/byExternalKey/x', 'PUT'],
      ['PUT', '/observe/annotations/ann-1', 'GET, DELETE'],
      ['DELETE', '/observe/annotations/ann-1/events', 'GET'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const r = await ctx.call(method, path);
      expect(r.status, `${method} ${path}`).toBe(405);
      expect(r.headers.get('allow')).toBe(allow);
      expect(r.json.error.message).toContain(method);
    }
  });

  it('400 for malformed JSON and for a non-JSON content type', async () => {
    const bad = await ctx.call('PUT', '/observe/annotations/byExternalKey/j-1', undefined, {
      raw: '{"kind": "event",',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/not valid JSON/);
    const text = await ctx.call('PUT', '/observe/annotations/byExternalKey/j-1', undefined, {
      raw: JSON.stringify(EVENT),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.json.error.message).toMatch(/Content-Type: application\/json/);
    const none = await ctx.call('PUT', '/observe/annotations/byExternalKey/j-1', undefined, {
      raw: JSON.stringify(EVENT),
    });
    expect(none.status).toBe(400);
    const charset = await ctx.call('PUT', '/observe/annotations/byExternalKey/j-1', undefined, {
      raw: JSON.stringify(EVENT),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(200);
  });

  it('400 with one detail per failed field, named like refs[2].value and scope.applicationID', async () => {
    const r = await ctx.put('v-1', {
      kind: 'event',
      headline: '',
      dateFrom: '2026-02-30',
      scope: { applicationID: 'application-12' },
      refs: [
        { type: 'release', value: 'v1' },
        { type: 'url', value: 'https://example.com/x' },
        { type: 'commit', value: 'not-hex' },
      ],
      colour: 'red',
    });
    expect(r.status).toBe(400);
    const fields = (r.json.error.details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'headline',
        'dateFrom',
        'scope.applicationID',
        'refs[2].value',
        'colour',
      ]),
    );
    expect(new Set(fields).size).toBe(fields.length);
    for (const d of r.json.error.details) expect(typeof d.message).toBe('string');
  });

  it('400 for a bad path key, naming externalKey', async () => {
    const r = await ctx.put('Upper Case', EVENT);
    expect(r.status).toBe(400);
    expect(r.json.error.details.map((d: { field: string }) => d.field)).toEqual(['externalKey']);
  });

  it('400 for a missing required field and a body that is not an object', async () => {
    const r = await ctx.put('v-2', { headline: 'no kind' });
    expect(r.status).toBe(400);
    expect(r.json.error.details.map((d: { field: string }) => d.field)).toContain('kind');
    const list = await ctx.put('v-3', [1, 2]);
    expect(list.status).toBe(400);
    expect(list.json.error.details[0].field).toBe('body');
  });

  it('413 for a body over 1 MiB', async () => {
    const big = { ...EVENT, description: 'x'.repeat(1024 * 1024) };
    const r = await ctx.put('big-1', big);
    expect(r.status).toBe(413);
    expect(r.json.error.message).toMatch(/1 MiB/);
    // The connection is still usable afterwards.
    expect((await ctx.put('big-1', EVENT)).status).toBe(200);
  });

  it('500 with the envelope for a bug: logged with its stack, no stack to the client', async () => {
    const created = await ctx.put('bug-1', EVENT);
    failNext = true;
    const r = await ctx.call('GET', `/observe/annotations/${created.json.id}/events`);
    expect(r.status).toBe(500);
    expect(r.json).toEqual({ error: { message: 'Internal server error.' } });
    expect(r.text).not.toMatch(/boom|at /);
    expect(logged.some((l) => l.includes('boom') && l.includes('http-contract.test'))).toBe(true);
    expect((await ctx.call('GET', `/observe/annotations/${created.json.id}/events`)).status).toBe(
      200,
    );
  });

  it('a request the HTTP parser refuses still gets the envelope (400, 431 for huge headers)', async () => {
    const { port } = new URL(ctx.emulator.baseUrl);
    const raw = (payload: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(payload));
        let text = '';
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
    const cases = [
      ['GARBAGE\r\n\r\n', 400],
      [
        `GET /v1/observe/annotations HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
    ] as const;
    for (const [payload, status] of cases) {
      const answer = await raw(payload);
      expect(answer.startsWith(`HTTP/1.1 ${status} `), answer).toBe(true);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({ error: { message: expect.any(String) } });
    }
  });

  it('never echoes the API key in an answer', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const req = request(`${ctx.emulator.baseUrl}/observe/annotations/x/events`, {
        headers: { authorization: `Bearer ${KEY}x` },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(JSON.stringify(res.headers) + text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw).not.toContain(KEY);
  });
});
