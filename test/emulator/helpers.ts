// Starts an emulator on 127.0.0.1:0 for one suite and talks to it with Node's fetch; writes
// state files for `dataFile` (platform annotations are written into them by hand).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseApiKey, startEmulator, type EmulatorOptions } from '../../src/emulator/index.js';

export const KEY = 'test-key-all';
export const READER = 'test-key-read';
export const WRITER = 'test-key-write';
export const NONE = 'test-key-none';
export const OTHER = 'test-key-other';

const TEST_KEYS = [
  parseApiKey(KEY),
  parseApiKey(`${READER}=observe:annotations:read`),
  parseApiKey(`${WRITER}=observe:annotations:write`),
  parseApiKey(`${NONE}=`),
  parseApiKey(`${OTHER}@other`),
];

export async function start(options: Partial<EmulatorOptions> = {}) {
  const emulator = await startEmulator({ apiKeys: TEST_KEYS, ...options });
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    init: { key?: string | null; headers?: Record<string, string>; raw?: string } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    const key = init.key === undefined ? KEY : init.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let payload: string | undefined = init.raw;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${emulator.baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: text === '' ? undefined : (JSON.parse(text) as any), // eslint-disable-line @typescript-eslint/no-explicit-any
    };
  };
  const put = (key: string, body: unknown, apiKey?: string) =>
    call('PUT', `/observe/annotations/byExternalKey/${encodeURIComponent(key)}`, body, {
      key: apiKey,
    });
  return { emulator, call, put };
}

/** The paging of a list answer, from the `X-Corbado-*` headers (the emulator's default). */
export function pagingOf(r: { headers: Headers }) {
  const read = (name: string) => {
    const value = r.headers.get(name);
    return value === null ? undefined : Number(value);
  };
  return {
    page: read('x-corbado-page'),
    totalPages: read('x-corbado-totalpages'),
    totalItems: read('x-corbado-totalitems'),
  };
}

/** A platform annotation as a state file holds it: `platform: true`, no externalKey. */
export function platformRecord(n: number, createdMs: number, headline = `Platform incident ${n}`) {
  return {
    id: `ann-${n}`,
    platform: true,
    content: {
      kind: 'event',
      headline,
      dateFrom: '2026-02-03T04',
      effect: 'degraded',
      approximate: false,
      display: true,
      source: 'system',
    },
    createdMs,
    updatedMs: createdMs,
    history: [{ type: 'created', source: 'system', createdMs }],
  };
}

/** Writes a state file (in a fresh temporary folder) and returns its path. */
export function stateFile(state: { platform?: unknown[]; projects?: Record<string, unknown[]> }) {
  const path = join(mkdtempSync(join(tmpdir(), 'observe-emulator-state-')), 'state.json');
  writeFileSync(
    path,
    JSON.stringify({
      format: 'observe-emulator-state',
      version: 1,
      nextSeq: 1,
      projects: {},
      ...state,
    }),
  );
  return path;
}
