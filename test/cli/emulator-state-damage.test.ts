// The embedded emulator's state file (`.observe-emulator/state.json`) comes with the checkout
// and may be anything. One that is cut short, foreign, or whose counter is past the safe
// integers (`nextSeq: 1e308` gave two annotations one id) stops the run with one line naming the
// file and what to do, never "Internal error" and a stack.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parseApiKey, startEmulator } from '../../src/emulator/index.js';
import { fakeIo } from './validate-fake-io.js';

const FILE = '.observe-emulator/state.json';

function checkout(state: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-emustate-'));
  mkdirSync(join(dir, 'annotations'));
  writeFileSync(join(dir, 'annotations', 'a.yaml'), 'externalKey: a\nkind: setup\nheadline: A\n');
  mkdirSync(join(dir, '.observe-emulator'));
  writeFileSync(join(dir, FILE), state);
  return dir;
}

const state = (fields: Record<string, unknown>) =>
  JSON.stringify({ format: 'observe-emulator-state', version: 1, projects: {}, ...fields });

describe('plan --emulator with a damaged state file', () => {
  const cases: [string, string, string][] = [
    ['cut short', '{"format":', 'not JSON'],
    ['foreign', '{"hello": 1}', 'not an emulator state file of version 1'],
    [
      'with nextSeq past the safe integers',
      state({ nextSeq: 1e308 }),
      `nextSeq is 1e+308, not a whole number from 1 to ${Number.MAX_SAFE_INTEGER} (ids past it would repeat)`,
    ],
    [
      'with an id past the safe integers',
      state({
        nextSeq: 1,
        projects: {
          default: [
            {
              id: `ann-${Number.MAX_SAFE_INTEGER}`,
              externalKey: 'x',
              content: { kind: 'setup', headline: 'X' },
            },
          ],
        },
      }),
      'project default: a record without a valid id',
    ],
  ];
  for (const [what, text, why] of cases) {
    it(`${what}: one line naming the file and what to do, exit 1`, async () => {
      const dir = checkout(text);
      const io = fakeIo(dir);
      expect(await main(['plan', '--emulator'], io)).toBe(1);
      expect(io.err()).toBe(
        `Error: ${FILE}: the embedded emulator's state file is damaged (${why}). Delete it (rm ${FILE}) to start the emulator empty, or put back a good copy; nothing was sent.\n`,
      );
      expect(io.out()).toBe('');
      expect(readFileSync(join(dir, FILE), 'utf8')).toBe(text);
    });
  }
});

describe('the emulator never gives two annotations one id', () => {
  it('refuses a create once its counter is past the safe integers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-emuseq-'));
    const dataFile = join(dir, 'state.json');
    writeFileSync(dataFile, state({ nextSeq: Number.MAX_SAFE_INTEGER }));
    const key = 'sk-emuseq-0001';
    const emulator = await startEmulator({ apiKeys: [parseApiKey(key)], dataFile });
    try {
      const put = (externalKey: string) =>
        fetch(`${emulator.baseUrl}/observe/annotations/byExternalKey/${externalKey}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'setup', headline: externalKey }),
        });
      const first = await put('first');
      expect(first.status).toBe(200);
      expect(((await first.json()) as { id: string }).id).toBe(`ann-${Number.MAX_SAFE_INTEGER}`);
      const second = await put('second');
      expect(second.status).toBe(500);
      await second.text();
    } finally {
      await emulator.close();
    }
  });
});
