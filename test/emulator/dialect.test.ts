// The emulator speaks the vendor's dialect: platform annotations from `--data`,
// keys that expire or are limited to address ranges (401 as the service answers), and a
// client that disconnects mid-body logged as a closed connection, not as a bug.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseApiKey, type Logger } from '../../src/emulator/index.js';
import { KEY, pagingOf, platformRecord, start, stateFile } from './helpers.js';

describe('platform annotations', () => {
  it('appear in every project’s list and get, in UTC, and a project key cannot delete them', async () => {
    const dataFile = stateFile({
      platform: [platformRecord(900, 1_700_000_000_000)],
      projects: { default: [] },
    });
    const ctx = await start({ dataFile, timezone: 'Europe/Berlin' });
    try {
      const mine = await ctx.put('mine', { kind: 'setup', headline: 'Ours' });
      expect(Number(mine.json.id.slice(4))).toBeGreaterThan(900); // ids never collide
      const listed = await ctx.call('GET', '/observe/annotations');
      expect(pagingOf(listed).totalItems).toBe(2);
      const platform = listed.json.annotations.find((a: { id: string }) => a.id === 'ann-900');
      expect(platform).toMatchObject({ platform: true, headline: 'Platform incident 900' });
      expect(platform).not.toHaveProperty('externalKey');
      expect(platform.dateFromMs).toBe(Date.UTC(2026, 1, 3, 4)); // UTC, not Berlin
      const other = await ctx.call('GET', '/observe/annotations', undefined, {
        key: 'test-key-other',
      });
      expect(other.json.annotations.map((a: { id: string }) => a.id)).toEqual(['ann-900']);
      expect((await ctx.call('GET', '/observe/annotations/ann-900')).json).toEqual(platform);
      const refused = await ctx.call('DELETE', '/observe/annotations/ann-900');
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toMatch(/platform annotation/);
      // A reference to it is a reference to an annotation that exists.
      const ref = await ctx.put('ref', {
        kind: 'interpretation',
        headline: 'Read with the incident',
        refs: [{ type: 'annotation', value: 'ann-900' }],
      });
      expect(ref.status).toBe(200);
      const history = await ctx.call('GET', '/observe/annotations/ann-900/events');
      expect(history.json.events).toEqual([
        { type: 'created', source: 'system', createdMs: 1_700_000_000_000 },
      ]);
    } finally {
      await ctx.emulator.close();
    }
  });

  it('a platform record with an externalKey, or a project record without one, is refused at start', async () => {
    for (const [record, message] of [
      [{ ...platformRecord(1, 1), externalKey: 'x' }, /platform annotation and has an externalKey/],
      [{ ...platformRecord(1, 1), platform: undefined }, /has no externalKey/],
    ] as const) {
      const dataFile = stateFile({ projects: { default: [record] } });
      await expect(start({ dataFile })).rejects.toThrow(message);
    }
  });
});

describe('key settings', () => {
  it('reads expires=, expired and ip= after the permissions, never naming the key', () => {
    expect(parseApiKey('k1=observe:annotations:read;expires=2026-01-31')).toMatchObject({
      key: 'k1',
      expiresMs: Date.UTC(2026, 0, 31),
      permissions: new Set(['observe:annotations:read']),
    });
    expect(parseApiKey('k2;expired').expiresMs).toBe(0);
    expect(parseApiKey('k3@p;ip=10.0.0.0/8, ::1/128 ;expires=2026-01-31T12:00:00Z')).toMatchObject({
      project: 'p',
      allowedRanges: ['10.0.0.0/8', '::1/128'],
      expiresMs: Date.UTC(2026, 0, 31, 12),
    });
    for (const bad of ['secret;expires=soon', 'secret;ip=10.0.0.0/33', 'secret;colour=red']) {
      expect(() => parseApiKey(bad)).toThrow();
      try {
        parseApiKey(bad);
      } catch (error) {
        expect((error as Error).message).not.toContain('secret');
      }
    }
  });

  it('an expired key and a key used from outside its ranges answer 401 as the service does', async () => {
    const now = Date.UTC(2026, 5, 1);
    const ctx = await start({
      now: () => now,
      apiKeys: [
        parseApiKey('expired-key;expires=2026-05-31'),
        parseApiKey('fresh-key;expires=2026-06-30'),
        parseApiKey('office-key;ip=192.0.2.0/24'),
        parseApiKey('local-key;ip=127.0.0.0/8'),
      ],
    });
    try {
      const list = (key: string) => ctx.call('GET', '/observe/annotations', undefined, { key });
      const expired = await list('expired-key');
      expect(expired.status).toBe(401);
      expect(expired.json.error.message).toBe('The API key has expired.');
      const office = await list('office-key');
      expect(office.status).toBe(401);
      expect(office.json.error.message).toBe('The API key is not allowed from this IP address.');
      expect((await list('fresh-key')).status).toBe(200);
      expect((await list('local-key')).status).toBe(200);
    } finally {
      await ctx.emulator.close();
    }
  });
});

describe('a client that goes away mid-body', () => {
  it('is logged as a closed connection, without a stack or an internal error', async () => {
    const logged: string[] = [];
    const logger: Logger = {
      info: (m) => logged.push(`info ${m}`),
      warn: (m) => logged.push(`warn ${m}`),
      error: (m, e) => logged.push(`error ${m} ${(e as Error)?.stack ?? ''}`),
    };
    const ctx = await start({ logger });
    try {
      const { port } = new URL(ctx.emulator.baseUrl);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `PUT /v1/observe/annotations/byExternalKey/half HTTP/1.1\r\nhost: x\r\n` +
              `authorization: Bearer ${KEY}\r\ncontent-type: application/json\r\n` +
              `content-length: 1000\r\n\r\n{"kind":"setup",`,
          );
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on('close', () => resolve());
        socket.on('error', reject);
      });
      for (let i = 0; i < 100 && logged.length === 0; i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(logged).toEqual([
        'info PUT /v1/observe/annotations/byExternalKey/half: the client closed the connection before the request was complete',
      ]);
      expect((await ctx.call('GET', '/observe/annotations')).json.annotations).toEqual([]);
    } finally {
      await ctx.emulator.close();
    }
  });
});
