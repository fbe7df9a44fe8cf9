// adversarial: hostile files at the 5 MiB limit, one family per way a hostile
// file can fail (test/support/hostile-files.mjs builds them; the test suite asserts their
// answers). Each is validated as a whole process in every format (text, json, github), the
// invalid ones planned in the text view (they stop before any server is asked), and each
// checked by `fmt --check --format json`. Each figure
// is shown against the budget: every file within the limit in at most 10 s and 512 MB.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES, LIMIT } from '../../test/support/hostile-files.mjs';
import { runCli } from './lib/processes.mjs';

const BUDGET_MS = 10_000;
const BUDGET_MB = 512;
/** The goal for any file within the limits, on a quiet machine. */
const GOAL_MS = 3_000;
const GOAL_MB = 300;
/** No server is asked: validation fails (or plan stops) before any request. */
const NO_SERVER = 'http://127.0.0.1:9/v1';

const RUNS = [
  ['validate', 'text'],
  ['validate', 'json'],
  ['validate', 'github'],
  ['plan', 'text'],
  ['fmt', 'json'],
];

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-adversarial-'));
  const rows = [];
  let over = 0;
  /** Runs whose CPU time (user + system) alone passes the time budget: a busy machine's wall time does not. */
  let overCpu = 0;
  const goal = { wall: 0, cpu: 0, mb: 0 };
  const loadBefore = loadavg()[0];
  try {
    for (const family of FAMILIES) {
      const text = family.text(LIMIT);
      writeFileSync(join(dir, 'h.yaml'), text);
      const cells = [];
      for (const [command, format] of RUNS) {
        if (command === 'plan' && family.valid) {
          cells.push('—');
          continue;
        }
        // fmt checks (writes nothing); whether a file is canonical is not the family's verdict.
        const fmt = command === 'fmt';
        const r = await runCli(
          dir,
          NO_SERVER,
          'bench-adversarial-key',
          [command, 'h.yaml', '--format', format, ...(fmt ? ['--check'] : [])],
          fmt ? [0, 1] : family.valid ? [0] : [1],
        );
        // A run that failed for another reason (a wrong Node, say) must not pass for a fast one.
        if (!fmt && family.code && !r.out.includes(family.code))
          throw new Error(
            `${family.name}: ${command} --format ${format} did not answer ${family.code}`,
          );
        const fits = r.ms <= BUDGET_MS && (r.mb === undefined || r.mb <= BUDGET_MB);
        if (!fits) over++;
        if (r.cpuMs !== undefined && r.cpuMs > BUDGET_MS) overCpu++;
        if (r.ms > GOAL_MS) goal.wall++;
        if (r.cpuMs !== undefined && r.cpuMs > GOAL_MS) goal.cpu++;
        if (r.mb !== undefined && r.mb > GOAL_MB) goal.mb++;
        const mb = r.mb === undefined ? 'n/a' : `${r.mb.toFixed(0)} MB`;
        const cpu = r.cpuMs === undefined ? '' : ` (CPU ${(r.cpuMs / 1000).toFixed(2)} s)`;
        cells.push(`${(r.ms / 1000).toFixed(2)} s${cpu}, ${mb}${fits ? '' : ' **over**'}`);
      }
      const size = `${(text.length / 1024 / 1024).toFixed(2)} MiB`;
      rows.push(`| ${family.name} | ${size} | ${cells.join(' | ')} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return [
    `Each family at the 5 MiB limit (or the fixed size it stands for), one whole-process run per cell: wall time (CPU time, user + system), peak RSS. Budget per file: ${BUDGET_MS / 1000} s and ${BUDGET_MB} MB. Load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${availableParallelism()} cores.`,
    '',
    '| family | size | validate text | validate json | validate github | plan text | fmt --check json |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    over === 0
      ? `Every run within ${BUDGET_MS / 1000} s and ${BUDGET_MB} MB.`
      : `${over} runs OVER the budget of ${BUDGET_MS / 1000} s / ${BUDGET_MB} MB.`,
    `${overCpu} runs use more than ${BUDGET_MS / 1000} s of CPU (on a busy machine, wall time passes the budget before CPU time does).`,
    `Goal for every file within the limits (on a quiet machine): ${GOAL_MS / 1000} s and ${GOAL_MB} MB. ${goal.wall} runs over ${GOAL_MS / 1000} s of wall time, ${goal.cpu} over ${GOAL_MS / 1000} s of CPU time, ${goal.mb} over ${GOAL_MB} MB.`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
