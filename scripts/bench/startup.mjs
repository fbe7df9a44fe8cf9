// startup: `validate` of one small file against a bare `node -e 0` (the goal: within 2×), and
// `--version` (the goal: under 150 ms), as whole processes in interleaved rounds; medians
// of many runs, since one start-up is a few tens of milliseconds and the machine is noisy.
// The CLI keeps Node's compile cache (bin/); the last row runs without it (NODE_DISABLE_
// COMPILE_CACHE=1), as the very first run on a machine does.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN, ROOT } from './lib/processes.mjs';

const ROUNDS = 40;

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-startup-'));
  try {
    mkdirSync(join(dir, 'annotations'));
    cpSync(join(ROOT, 'examples', 'annotations', 'setup.yaml'), join(dir, 'annotations', 'a.yaml'));
    const node = process.execPath;
    const runs = {
      'node -e 0': [[node, '-e', '0'], {}],
      'validate, one small file': [[node, BIN, 'validate'], {}],
      '--version': [[node, BIN, '--version'], {}],
      'validate, without the compile cache': [
        [node, BIN, 'validate'],
        { NODE_DISABLE_COMPILE_CACHE: '1' },
      ],
    };
    const times = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
    spawnSync(node, [BIN, 'validate'], { cwd: dir }); // fills the compile cache
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, [argv, env]] of Object.entries(runs)) {
        const started = performance.now();
        const r = spawnSync(argv[0], argv.slice(1), {
          cwd: dir,
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        times[name].push(performance.now() - started);
        if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`);
      }
    }
    const median = (name) => [...times[name]].sort((a, b) => a - b)[ROUNDS >> 1];
    const bare = median('node -e 0');
    const ms = (name) => `${median(name).toFixed(0)} ms`;
    return [
      `Medians of ${ROUNDS} whole-process runs each, in interleaved rounds.`,
      '',
      '| process | median | / node -e 0 |',
      '|---|---|---|',
      ...Object.keys(runs).map(
        (name) => `| ${name} | ${ms(name)} | ${(median(name) / bare).toFixed(2)}× |`,
      ),
      '',
      `validate of one small file / node -e 0: ${(median('validate, one small file') / bare).toFixed(2)}× (bar: ≤ 2)`,
      `--version: ${ms('--version')} (bar: < 150 ms)`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
