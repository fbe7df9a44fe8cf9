// fmt: the same 10,000 annotations in 1,000 files as the validate bench, timed as whole
// processes next to prettier in the same run: `fmt` on the files as written (they are not
// canonical: flow maps in refs, comments beside scopes), then, on the formatted files, `fmt
// --check`, `validate`, `prettier --check` and `prettier --write` (prettier with the YAML
// extension's defaults: a canonical file is left as it is). Bars: `fmt --check` within 2×
// `validate` of the same files; `fmt --check` and `fmt` faster than prettier's. Runs the
// built CLI.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, measure } from './validate.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUNDS = 3;

export async function run() {
  if (!existsSync(join(ROOT, 'dist', 'cli.js'))) throw new Error('run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-fmt-'));
  try {
    generate(dir);
    const node = process.execPath;
    const cli = (...args) => [node, join(ROOT, 'bin', 'observe-annotations.js'), ...args];
    const prettier = (...args) => [
      node,
      join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
      '--no-config',
      '--ignore-path=',
      ...args,
    ];
    const written = join(dir, 'written');
    cpSync(join(dir, 'annotations'), written, { recursive: true });
    const fresh = () => {
      rmSync(join(dir, 'annotations'), { recursive: true, force: true });
      cpSync(written, join(dir, 'annotations'), { recursive: true });
    };
    // The formatted files, which every other command reads.
    const canonical = join(dir, 'canonical');
    const once = measure(cli('fmt', 'annotations/'), dir);
    if (once.status !== 0)
      throw new Error(`fmt exited ${once.status}: ${once.stderr.slice(0, 400)}`);
    cpSync(join(dir, 'annotations'), canonical, { recursive: true });
    const commands = {
      fmt: { argv: cli('fmt', 'annotations/'), before: fresh },
      check: { argv: cli('fmt', '--check', 'canonical/') },
      validate: { argv: cli('validate', 'canonical/', '--format', 'json') },
      prettierCheck: { argv: prettier('--check', 'canonical/') },
      prettierWrite: { argv: prettier('--write', 'canonical/') },
    };
    const loadBefore = loadavg()[0];
    const runs = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, { argv, before }] of Object.entries(commands)) {
        before?.();
        const r = measure(argv, dir);
        if (r.status !== 0)
          throw new Error(`${argv.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 400)}`);
        runs[name].push(r);
      }
    }
    const loadAfter = loadavg()[0];
    const best = (name) => runs[name].sort((a, b) => a.ms - b.ms)[0];
    const [fmt, check, validate, prettierCheck, prettierWrite] = Object.keys(commands).map(best);
    const mb = (r) => (r.mb === undefined ? 'n/a' : `${r.mb.toFixed(0)} MB`);
    const cpu = (r) => (r.cpuMs === undefined ? 'n/a' : `${(r.cpuMs / 1000).toFixed(2)} s`);
    const row = (name, r) => `| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${cpu(r)} | ${mb(r)} |`;
    const ratio = (a, b) => `${(a.ms / b.ms).toFixed(2)}×`;
    const mark = (ok) => (ok ? 'ok' : 'MISSED');
    return [
      `10000 annotations in 1000 files; best of ${ROUNDS} whole-process runs each, in interleaved rounds. Load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end, on ${availableParallelism()} cores.`,
      '',
      '| process | wall | CPU | peak RSS |',
      '|---|---|---|---|',
      row('observe-annotations fmt (the files as written: every file rewritten)', fmt),
      row('observe-annotations fmt --check (formatted files)', check),
      row('observe-annotations validate (formatted files)', validate),
      row('prettier --check (formatted files)', prettierCheck),
      row('prettier --write (formatted files)', prettierWrite),
      '',
      `fmt --check / validate: ${ratio(check, validate)} (bar: ≤ 2.0) ${mark(check.ms <= 2 * validate.ms)}`,
      `fmt --check / prettier --check: ${ratio(check, prettierCheck)} (bar: < 1.0) ${mark(check.ms < prettierCheck.ms)}`,
      `fmt / prettier --write: ${ratio(fmt, prettierWrite)} (bar: < 1.0) ${mark(fmt.ms < prettierWrite.ms)}`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
