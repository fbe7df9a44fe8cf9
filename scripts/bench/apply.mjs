// The apply figure (DESIGN section 12, issue 5), in one run against the emulator at 10 ms
// latency: 1,000 creates at concurrency 16. The write phase is apply time minus plan time
// (two runs of the built CLI on the same files and an equally empty server); it is held against
// a minimal keep-alive client doing the same PUTs, against the ideal ceil(1000/16) × 10 ms,
// and the whole apply against a sequential curl loop. Run alone with
// `node scripts/bench/apply.mjs` after `npm run build`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, startEmulatorProcess } from './lib/processes.mjs';

const COUNT = 1000;
const CONCURRENCY = 16;
const LATENCY_MS = 10;
const KEY = 'bench-apply-key';

const startEmulator = () => startEmulatorProcess(KEY, ['--latency', String(LATENCY_MS)]);

const keyOf = (i) => `bench-${String(i).padStart(4, '0')}`;
/** The body the planner sends for the file below: defaults filled in. */
const bodyOf = (i) =>
  JSON.stringify({
    kind: 'setup',
    headline: `Bench annotation ${i}`,
    approximate: false,
    display: true,
    source: 'agent',
  });

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-apply-'));
  mkdirSync(join(dir, 'annotations'));
  for (let f = 0; f < 10; f++) {
    const docs = [];
    for (let i = f * 100; i < (f + 1) * 100; i++) {
      docs.push(`externalKey: ${keyOf(i)}\nkind: setup\nheadline: Bench annotation ${i}\n`);
    }
    writeFileSync(join(dir, 'annotations', `bench-${f}.yaml`), docs.join('---\n'));
  }
  return dir;
}

const timeCli = (dir, baseUrl, args) => runCli(dir, baseUrl, KEY, args);

/** The same PUTs with nothing but a keep-alive agent and 16 workers. */
async function minimalClient(baseUrl) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < COUNT) {
      const i = next++;
      const status = await new Promise((resolve, reject) => {
        const req = request(
          `${baseUrl}/observe/annotations/byExternalKey/${keyOf(i)}`,
          { method: 'PUT', agent, headers },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end(bodyOf(i));
      });
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const ms = performance.now() - started;
  agent.destroy();
  if (failures) throw new Error(`minimal client: ${failures} PUTs failed`);
  return ms;
}

/** One curl process per PUT, one after the other, as a shell loop would do it. */
function curlLoop(baseUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-curl-'));
  const lines = ['set -e'];
  for (let i = 0; i < COUNT; i++) {
    writeFileSync(join(dir, `${i}.json`), bodyOf(i));
    lines.push(
      `curl -sf -o /dev/null -X PUT -H 'authorization: Bearer ${KEY}' -H 'content-type: application/json' --data-binary @${dir}/${i}.json ${baseUrl}/observe/annotations/byExternalKey/${keyOf(i)}`,
    );
  }
  writeFileSync(join(dir, 'loop.sh'), `${lines.join('\n')}\n`);
  const started = performance.now();
  const r = spawnSync('sh', [join(dir, 'loop.sh')], { stdio: 'ignore' });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`curl loop exited ${r.status}`);
  return ms;
}

export async function run() {
  const dir = project();
  const lines = [];
  // Plan time on an empty server, then the apply on another empty one.
  const forPlan = await startEmulator();
  const forApply = await startEmulator();
  const forMinimal = await startEmulator();
  const forCurl = await startEmulator();
  try {
    const args = ['--format', 'json', '--concurrency', String(CONCURRENCY)];
    await timeCli(dir, forPlan.baseUrl, ['validate', 'annotations/']); // warm the file cache
    const plan = await timeCli(dir, forPlan.baseUrl, ['plan', ...args]);
    const apply = await timeCli(dir, forApply.baseUrl, ['apply', ...args]);
    const summary = JSON.parse(apply.out).summary;
    if (summary.created !== COUNT) throw new Error(`apply created ${summary.created} of ${COUNT}`);
    const writeMs = apply.ms - plan.ms;
    const minimalMs = await minimalClient(forMinimal.baseUrl);
    const idealMs = Math.ceil(COUNT / CONCURRENCY) * LATENCY_MS;
    const curlMs = curlLoop(forCurl.baseUrl);
    const pct = (x) => `${(x * 100).toFixed(0)}%`;
    lines.push(
      `apply of ${COUNT} creates, concurrency ${CONCURRENCY}, emulator latency ${LATENCY_MS} ms:`,
      `  apply ${apply.ms.toFixed(0)} ms, plan ${plan.ms.toFixed(0)} ms → write phase ${writeMs.toFixed(0)} ms`,
      `  minimal keep-alive client, same PUTs: ${minimalMs.toFixed(0)} ms → write phase / minimal = ${(writeMs / minimalMs).toFixed(2)} (target ≤ 1.15) ${writeMs <= minimalMs * 1.15 ? 'ok' : 'MISSED'}`,
      `  ideal ceil(${COUNT}/${CONCURRENCY}) × ${LATENCY_MS} ms = ${idealMs} ms → write phase reaches ${pct(idealMs / writeMs)} of it (target ≥ 80%) ${idealMs / writeMs >= 0.8 ? 'ok' : 'MISSED'}; the minimal client reaches ${pct(idealMs / minimalMs)} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
      `  sequential curl loop, same PUTs: ${curlMs.toFixed(0)} ms → the whole apply is ${(curlMs / apply.ms).toFixed(1)}× faster`,
    );
  } finally {
    for (const e of [forPlan, forApply, forMinimal, forCurl]) e.close();
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
