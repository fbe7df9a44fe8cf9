// `--data FILE`: state survives a restart; the file is replaced atomically, never half-written.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StateFileError, StateFormatError } from '../../src/emulator/index.js';
import { start, pagingOf } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'observe-emulator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persistence', () => {
  it('keeps annotations, history and the id counter across a restart', async () => {
    const dataFile = join(dir, 'nested', 'state.json');
    const first = await start({ dataFile, timezone: 'Europe/Berlin' });
    const a = await first.put('keep-1', {
      kind: 'event',
      headline: 'A',
      dateFrom: '2026-03-29T02',
    });
    await first.put('keep-1', {
      kind: 'event',
      headline: 'A2',
      dateFrom: '2026-03-29T02',
      note: 'fix',
    });
    const b = await first.put('keep-2', { kind: 'follow-up', headline: 'B' });
    const c = await first.put('gone', { kind: 'setup', headline: 'C' });
    await first.put('other-1', { kind: 'setup', headline: 'O' }, 'test-key-other');
    expect((await first.call('DELETE', `/observe/annotations/${c.json.id}`)).status).toBe(204);
    const before = (await first.call('GET', '/observe/annotations')).json;
    const historyBefore = (await first.call('GET', `/observe/annotations/${a.json.id}/events`))
      .json;
    await first.emulator.close();

    const second = await start({ dataFile, timezone: 'Europe/Berlin' });
    try {
      expect((await second.call('GET', '/observe/annotations')).json).toEqual(before);
      expect((await second.call('GET', `/observe/annotations/${a.json.id}/events`)).json).toEqual(
        historyBefore,
      );
      expect(historyBefore.events.map((e: { type: string }) => e.type)).toEqual([
        'updated',
        'created',
      ]);
      // A deleted annotation's history survives the restart too.
      const gone = await second.call('GET', `/observe/annotations/${c.json.id}/events`);
      expect(gone.json.events.map((e: { type: string }) => e.type)).toEqual(['deleted', 'created']);
      expect((await second.call('GET', `/observe/annotations/${c.json.id}`)).status).toBe(404);
      expect((await second.call('GET', `/observe/annotations/${b.json.id}`)).json).toEqual(b.json);
      const other = await second.call('GET', '/observe/annotations', undefined, {
        key: 'test-key-other',
      });
      expect(pagingOf(other).totalItems).toBe(1);
      const next = await second.put('keep-3', { kind: 'setup', headline: 'N' });
      expect(Number(next.json.id.slice(4))).toBeGreaterThan(Number(c.json.id.slice(4)));
      // An identical replace after the restart is still recognised.
      const same = await second.put('keep-2', { kind: 'follow-up', headline: 'B' });
      expect(same.json.updatedMs).toBe(b.json.updatedMs);
    } finally {
      await second.emulator.close();
    }
  });

  it('flushes pending changes on close even with a long quiet time', async () => {
    const dataFile = join(dir, 'flush.json');
    const ctx = await start({ dataFile, persistDelayMs: 60_000 });
    await ctx.put('flushed', { kind: 'setup', headline: 'F' });
    await ctx.emulator.close();
    expect(readFileSync(dataFile, 'utf8')).toContain('"flushed"');
  });

  it('never exposes a half-written file while writes go on, and leaves no temporary files', async () => {
    const dataFile = join(dir, 'busy.json');
    const ctx = await start({ dataFile, persistDelayMs: 0 });
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        let text: string | undefined;
        try {
          text = readFileSync(dataFile, 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
        if (text !== undefined) {
          JSON.parse(text); // throws on a torn file
          reads++;
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let i = 0; i < 20; i++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          ctx.put(`busy-${i}-${j}`, {
            kind: 'setup',
            headline: 'x'.repeat(200),
            description: 'y'.repeat(2000),
          }),
        ),
      );
    }
    await ctx.emulator.close();
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    const state = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(state.projects.default).toHaveLength(400);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a file that is not its state, and leaves it alone', async () => {
    const dataFile = join(dir, 'foreign.json');
    writeFileSync(dataFile, '{"hello": "world"}');
    await expect(start({ dataFile })).rejects.toThrow(/not an emulator state file/);
    writeFileSync(dataFile, '{"torn": ');
    await expect(start({ dataFile })).rejects.toThrow(/not JSON/);
    expect(readFileSync(dataFile, 'utf8')).toBe('{"torn": ');
    // The parser's message quotes the file; the error must not (it could be a key file).
    writeFileSync(dataFile, 'OBSERVE_API_KEY=secret-in-the-wrong-file');
    const error = await start({ dataFile }).then(
      () => new Error('started'),
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(StateFormatError);
    expect(error.message).not.toContain('secret');
  });

  it('an unreadable path is a StateFileError at start, not a crash', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    await expect(start({ dataFile: join(file, 'state.json') })).rejects.toThrow(StateFileError);
    await expect(start({ dataFile: dir })).rejects.toThrow(/cannot be read \(EISDIR/);
  });

  it('a write that fails is logged once without a stack, and close rejects with StateFileError', async () => {
    const logged: string[] = [];
    const log = (m: string, e?: unknown) => logged.push(e === undefined ? m : `${m} ${String(e)}`);
    const parent = join(dir, 'later-a-file');
    const ctx = await start({
      dataFile: join(parent, 'state.json'),
      persistDelayMs: 1,
      logger: { info: log, warn: log, error: log },
    });
    writeFileSync(parent, 'not a directory');
    expect((await ctx.put('w-1', { kind: 'setup', headline: 'h' })).status).toBe(200);
    expect((await ctx.put('w-2', { kind: 'setup', headline: 'h' })).status).toBe(200);
    await expect(ctx.emulator.close()).rejects.toThrow(/cannot be written/);
    const errors = logged.filter((l) => l.includes('cannot be written'));
    expect(errors.length).toBeLessThanOrEqual(1);
    for (const line of logged) expect(line).not.toMatch(/\n\s+at /);
  });
});
