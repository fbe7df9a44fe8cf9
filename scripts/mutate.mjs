// `npm run mutate [module…]`: StrykerJS over each named module (all of scripts/mutate-modules.mjs
// when none is named), one after another, then each module's score and how long it took.
// Not part of .ci/run: it takes minutes per module. MUTATE_CONCURRENCY sets the test processes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODULES } from './mutate-modules.mjs';

const ROOT = join(import.meta.dirname, '..');
const names = process.argv.slice(2);
for (const name of names) {
  if (!(name in MODULES)) {
    console.error(`unknown module "${name}": one of ${Object.keys(MODULES).join(', ')}`);
    process.exit(2);
  }
}

const rows = [];
for (const name of names.length > 0 ? names : Object.keys(MODULES)) {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', 'stryker.config.mjs'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, MUTATE_MODULE: name } },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.status !== 0) {
    console.error(`stryker failed on ${name} (exit ${run.status})`);
    process.exit(1);
  }
  rows.push({ name, seconds, ...score(name) });
}

console.log('\nmodule        score   goal  killed  timeout  survived  no coverage  time');
let short = false;
for (const r of rows) {
  const goal = MODULES[r.name].goal;
  short ||= r.score < goal;
  console.log(
    [
      r.name.padEnd(12),
      `${r.score.toFixed(2)}%`.padStart(7),
      `${goal}%`.padStart(5),
      String(r.Killed).padStart(7),
      String(r.Timeout).padStart(8),
      String(r.Survived).padStart(9),
      String(r.NoCoverage).padStart(12),
      `${Math.floor(r.seconds / 60)}m${String(r.seconds % 60).padStart(2, '0')}s`.padStart(7),
    ].join(' '),
  );
}
process.exit(short ? 1 : 0);

/** Killed and timed-out mutants over all that ran or were not covered (Stryker's own score). */
function score(name) {
  const report = JSON.parse(
    readFileSync(join(ROOT, 'reports', 'mutation', `${name}.json`), 'utf8'),
  );
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const file of Object.values(report.files))
    for (const mutant of file.mutants) if (mutant.status in counts) counts[mutant.status]++;
  const detected = counts.Killed + counts.Timeout;
  const all = detected + counts.Survived + counts.NoCoverage;
  return { ...counts, score: all === 0 ? 100 : (100 * detected) / all };
}
