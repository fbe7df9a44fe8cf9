// Shared set-up of the apply/import end-to-end tests: a project folder with annotation files,
// an emulator on 127.0.0.1:0, and `main(argv, io)` with a distinctive API key.
import { cpSync, mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parseApiKey, startEmulator, type EmulatorOptions } from '../../src/emulator/index.js';
import { fakeIo, type FakeIo } from './validate-fake-io.js';

/** Distinctive, so a leak is found by a plain search of every output. */
export const SECRET = 'sk-e2e-Zq7VwX9-DO-NOT-LEAK-4242';
export const READ_ONLY = 'sk-e2e-READONLY-Zq7VwX9-9191';
export const FINDINGS = ['fnd-1042', 'fnd-1077', 'fnd-1093'];

/** Every output any test produced, searched for the key at the end. */
export const allOutput: string[] = [];

export function project(extra = 30): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-apply-'));
  cpSync(
    join(import.meta.dirname, '..', '..', 'examples', 'annotations'),
    join(dir, 'annotations'),
    { recursive: true },
  );
  if (extra > 0) writeFileSync(join(dir, 'annotations', 'generated.yaml'), generated(extra));
  return dir;
}

/** `count` annotations, every third one referring by key to the one before it. */
export function generated(count: number, prefix = 'gen'): string {
  const docs = Array.from({ length: count }, (_, i) => {
    const key = `${prefix}-${String(i).padStart(4, '0')}`;
    const lines = [`externalKey: ${key}`, 'kind: setup', `headline: Generated annotation ${i}`];
    if (i % 3 === 2)
      lines.push(
        'refs:',
        `  - { type: annotation, externalKey: ${prefix}-${String(i - 1).padStart(4, '0')} }`,
      );
    return lines.join('\n');
  });
  return `${docs.join('\n---\n')}\n`;
}

/**
 * One emulator for the whole test file: started before its tests, closed after them, and then
 * every output of the file is searched for the key. Read `.current` inside a test.
 */
export function sharedEmulator(options: Partial<EmulatorOptions> = {}): {
  current: Awaited<ReturnType<typeof emulator>>;
} {
  const held = {} as { current: Awaited<ReturnType<typeof emulator>> };
  beforeAll(async () => {
    held.current = await emulator(options);
  });
  afterAll(async () => {
    await held.current.close();
    for (const text of allOutput) expect(text).not.toContain(SECRET);
  });
  return held;
}

export async function emulator(options: Partial<EmulatorOptions> = {}) {
  return startEmulator({
    apiKeys: [parseApiKey(SECRET), parseApiKey(`${READ_ONLY}=observe:annotations:read`)],
    findings: FINDINGS,
    retryAfterSeconds: 0,
    ...options,
  });
}

export async function cli(
  dir: string,
  baseUrl: string,
  args: string[],
  key = SECRET,
): Promise<{ code: number; out: string; err: string; io: FakeIo }> {
  const io = fakeIo(dir, { OBSERVE_BASE_URL: baseUrl, OBSERVE_API_KEY: key });
  const code = await main(args, io);
  allOutput.push(io.out(), io.err());
  return { code, out: io.out(), err: io.err(), io };
}

export function writeConfig(dir: string, text: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'observe-annotations.yaml'), text);
}

/**
 * A stand-in on 127.0.0.1 in front of the service at `baseUrl`: it passes every request on,
 * but leaves unanswered those `hold(method, n)` picks (`n` counts that method's requests from
 * 1), so a test decides by events, not by time, when writes end. Closing it ends them.
 */
export async function holdingProxy(
  baseUrl: string,
  hold: (method: string, n: number) => boolean,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const n = (counts.get(method) ?? 0) + 1;
    counts.set(method, n);
    if (hold(method, n)) return;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void fetch(`${baseUrl}${req.url!.replace(/^\/v1/, '')}`, {
        method,
        headers: {
          authorization: req.headers.authorization ?? '',
          'content-type': 'application/json',
        },
        ...(body.length > 0 ? { body } : {}),
      }).then(async (answer) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const [k, v] of answer.headers) if (k.startsWith('x-corbado-')) headers[k] = v;
        res.writeHead(answer.status, headers);
        res.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
