// The apply figure, in one run against the emulator at
// 10 ms latency: 1,000 creates at concurrency 16. The write phase is the span from the first
// PUT to the last as the emulator saw it, held against the same span of a minimal keep-alive
// client doing the same PUTs (the median of five rounds, each ratio taken within its round);
// beside it CPU per PUT (apply − plan of the built CLI as whole processes, against the minimal
// client's from its first PUT to its last), the whole-process difference, the ideal
// ceil(1000/16) × 10 ms, and the whole apply against a sequential curl loop. The minimal
// client runs as a process of its own each round (lib/minimal-client.mjs), as the CLI does:
// both pay for compiling their HTTP path; the same client in this process (compiled by the
// round before) is shown too. Bars: write phase ≤ 1.05×, CPU per PUT ≤ 1.5×.
// Run alone with `node scripts/bench/apply.mjs` after `npm run build`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bodyOf, keyOf } from './lib/apply-bodies.mjs';
import { putAll } from './lib/minimal-client.mjs';
import { runCli, startEmulatorProcess } from './lib/processes.mjs';
import { startTimedEmulator } from './lib/timed-emulator.mjs';

const MINIMAL_CLIENT = fileURLToPath(new URL('./lib/minimal-client.mjs', import.meta.url));

const COUNT = 1000;
const CONCURRENCY = 16;
const LATENCY_MS = 10;
const KEY = 'bench-apply-key';

const startEmulator = () => startEmulatorProcess(KEY, ['--latency', String(LATENCY_MS)]);

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

/** The minimal client as a fresh process: its wall and CPU time from the first PUT to the last. */
function minimalProcess(baseUrl) {
  const r = spawnSync(
    process.execPath,
    [MINIMAL_CLIENT, baseUrl, KEY, String(COUNT), String(CONCURRENCY)],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`minimal client exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout);
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

/**
 * One round, each client against a fresh emulator: the CLI's plan and apply as whole processes
 * (wall and CPU time), and the write spans the emulators saw, apply's and the minimal client's.
 * `minimalFirst`: the minimal client runs before the CLI (rounds alternate, so a machine whose
 * load rises or falls during a round favours neither).
 */
async function round(dir, minimalFirst) {
  const forPlan = await startEmulator();
  const forApply = await startTimedEmulator(KEY, LATENCY_MS);
  const forMinimal = await startTimedEmulator(KEY, LATENCY_MS);
  const forWarm = await startTimedEmulator(KEY, LATENCY_MS);
  try {
    const args = ['--format', 'json', '--concurrency', String(CONCURRENCY)];
    const early = minimalFirst ? minimalProcess(forMinimal.baseUrl) : undefined;
    const plan = await timeCli(dir, forPlan.baseUrl, ['plan', ...args]);
    const apply = await timeCli(dir, forApply.baseUrl, ['apply', '--auto-approve', ...args]);
    const summary = JSON.parse(apply.out).summary;
    if (summary.created !== COUNT) throw new Error(`apply created ${summary.created} of ${COUNT}`);
    const minimal = early ?? minimalProcess(forMinimal.baseUrl);
    const warm = await putAll(forWarm.baseUrl, KEY, COUNT, CONCURRENCY);
    const applySpan = await forApply.span();
    const minimalSpan = await forMinimal.span();
    if (applySpan.count !== COUNT || minimalSpan.count !== COUNT)
      throw new Error(`the emulators saw ${applySpan.count} and ${minimalSpan.count} PUTs`);
    return {
      writeMs: apply.ms - plan.ms,
      writeSpanMs: applySpan.ms,
      minimalSpanMs: minimalSpan.ms,
      writeCpuMs:
        apply.cpuMs === undefined || plan.cpuMs === undefined
          ? undefined
          : apply.cpuMs - plan.cpuMs,
      applyMs: apply.ms,
      planMs: plan.ms,
      minimalMs: minimal.ms,
      minimalCpuMs: minimal.cpuMs,
      warmCpuMs: warm.cpuMs,
    };
  } finally {
    for (const e of [forPlan, forApply, forMinimal, forWarm]) e.close();
  }
}

const ROUNDS = 5;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function run() {
  const dir = project();
  const lines = [];
  const loadBefore = loadavg()[0];
  const warm = await startEmulator();
  await timeCli(dir, warm.baseUrl, ['validate', 'annotations/']); // warm the file cache
  warm.close();
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await round(dir, r % 2 === 1));
  const forCurl = await startEmulator();
  let curlMs;
  try {
    curlMs = curlLoop(forCurl.baseUrl);
  } finally {
    forCurl.close();
  }
  // Each round's ratio is taken within the round (same load), then the median of the rounds.
  const ratio = median(rounds.map((r) => r.writeSpanMs / r.minimalSpanMs));
  const wholeRatio = median(rounds.map((r) => r.writeMs / r.minimalMs));
  const writeMs = median(rounds.map((r) => r.writeMs));
  const writeSpanMs = median(rounds.map((r) => r.writeSpanMs));
  const minimalSpanMs = median(rounds.map((r) => r.minimalSpanMs));
  const applyMs = median(rounds.map((r) => r.applyMs));
  const planMs = median(rounds.map((r) => r.planMs));
  const minimalMs = median(rounds.map((r) => r.minimalMs));
  const perPut = (ms) => `${(ms / COUNT).toFixed(2)} ms`;
  const cpuKnown = rounds.every((r) => r.writeCpuMs !== undefined);
  const writeCpu = cpuKnown ? median(rounds.map((r) => r.writeCpuMs)) : undefined;
  const minimalCpu = median(rounds.map((r) => r.minimalCpuMs));
  const warmCpu = median(rounds.map((r) => r.warmCpuMs));
  const idealMs = Math.ceil(COUNT / CONCURRENCY) * LATENCY_MS;
  const pct = (x) => `${(x * 100).toFixed(0)}%`;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const cpuRatio = writeCpu === undefined ? undefined : writeCpu / minimalCpu;
  lines.push(
    `apply of ${COUNT} creates, concurrency ${CONCURRENCY}, emulator latency ${LATENCY_MS} ms (median of ${ROUNDS} rounds; load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} cores):`,
    `  write phase as the emulator saw it (first PUT to last): apply ${writeSpanMs.toFixed(0)} ms, minimal keep-alive client ${minimalSpanMs.toFixed(0)} ms → ${ratio.toFixed(2)} (bar ≤ 1.05) ${mark(ratio <= 1.05)}; rounds: ${rounds.map((r) => (r.writeSpanMs / r.minimalSpanMs).toFixed(2)).join(', ')}`,
    `  CPU per PUT: apply's write phase ${writeCpu === undefined ? 'n/a (no /usr/bin/time)' : perPut(writeCpu)} (apply − plan, whole processes), minimal client ${perPut(minimalCpu)} (a fresh process, first PUT to last)${cpuRatio === undefined ? '' : ` → ${cpuRatio.toFixed(2)}× (bar ≤ 1.5) ${mark(cpuRatio <= 1.5)}`}; the same client in the bench's process, compiled by earlier rounds: ${perPut(warmCpu)}${writeCpu === undefined ? '' : ` (${(writeCpu / warmCpu).toFixed(2)}×)`}`,
    `  as whole processes: apply ${applyMs.toFixed(0)} ms − plan ${planMs.toFixed(0)} ms = ${writeMs.toFixed(0)} ms against the minimal client's ${minimalMs.toFixed(0)} ms → ${wholeRatio.toFixed(2)} (noisier: start-up and plan vary between the two runs)`,
    `  ideal ceil(${COUNT}/${CONCURRENCY}) × ${LATENCY_MS} ms = ${idealMs} ms → the write span reaches ${pct(idealMs / writeSpanMs)} of it (target ≥ 80%) ${idealMs / writeSpanMs >= 0.8 ? 'ok' : 'MISSED'}; the minimal client reaches ${pct(idealMs / minimalSpanMs)}`,
    `  sequential curl loop, same PUTs: ${curlMs.toFixed(0)} ms → the whole apply is ${(curlMs / applyMs).toFixed(1)}× faster`,
  );
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
