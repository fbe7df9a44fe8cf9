// Load figure for the emulator: small PUTs per second and list
// pages per second, the emulator in its own process (the built CLI), the client here with
// keep-alive connections. Run alone with `node scripts/bench/emulator.mjs` after `npm run build`.
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ROOT, startEmulatorProcess } from './lib/processes.mjs';

const CONCURRENCY = 32;
const PUTS = 20_000;
const WARMUP = 2_000;
const LIST_REQUESTS = 3_000;

const startEmulator = (key) => startEmulatorProcess(key);

function call(agent, url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `total` calls, `CONCURRENCY` at a time; resolves to calls per second. */
async function measure(total, makeCall) {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const status = await makeCall(i);
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (failures > 0) throw new Error(`${failures} of ${total} requests failed`);
  return total / seconds;
}

/** Report lines for `npm run bench`. */
export async function run() {
  if (!existsSync(`${ROOT}dist/cli.js`))
    throw new Error('run `npm run build` first (dist/cli.js is missing)');
  const key = `bench-${randomBytes(12).toString('hex')}`;
  const { child, baseUrl } = await startEmulator(key);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const auth = { authorization: `Bearer ${key}` };
  try {
    const put = (i) => {
      const body = JSON.stringify({
        kind: 'event',
        headline: `Release ${i}`,
        dateFrom: '2026-09-17T09',
        effect: 'boundary',
        series: ['passkeyLoginSuccessRate'],
        refs: [{ type: 'release', value: `v${i}` }],
      });
      return call(
        agent,
        `${baseUrl}/observe/annotations/byExternalKey/bench-${i}`,
        'PUT',
        {
          ...auth,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        body,
      );
    };
    await measure(WARMUP, (i) => put(PUTS + i));
    const putRate = await measure(PUTS, put);
    const listRate = await measure(LIST_REQUESTS, (i) =>
      call(agent, `${baseUrl}/observe/annotations?page=${(i % 50) + 1}&pageSize=100`, 'GET', auth),
    );
    return [
      `emulator: ${Math.round(putRate)} PUTs/s (small creates, ${CONCURRENCY} keep-alive connections, client in another process; target > 2000)`,
      `emulator: ${Math.round(listRate)} list pages/s (pageSize 100 of ${PUTS + WARMUP} annotations)`,
    ];
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
