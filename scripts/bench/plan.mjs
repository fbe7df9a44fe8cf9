// The plan figure: `plan` of 10,000 annotations in 1,000 files against the emulator,
// as a whole process (wall time and peak memory), once against an empty server (10,000 creates)
// and once against a server that already holds them (a full list of 10 pages, all unchanged).
// Run alone with `node scripts/bench/plan.mjs` after `npm run build`.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, startEmulatorProcess } from './lib/processes.mjs';

const FILES = 1000;
const PER_FILE = 10;
const KEY = 'bench-plan-key';
const KINDS = ['event', 'period', 'setup', 'interpretation', 'constraint', 'follow-up'];

function annotation(n) {
  const kind = KINDS[n % KINDS.length];
  const lines = [
    `externalKey: plan-bench-${n}`,
    `kind: ${kind}`,
    `headline: Login change number ${n} for the web application`,
    'description: |',
    `  Step ${n} finished at 09:45 project time.`,
    '  Login success rates before and after are not comparable.',
  ];
  if (kind === 'event' || kind === 'period') {
    lines.push(`dateFrom: 2026-0${1 + (n % 9)}-1${n % 10}`, 'effect: boundary');
    if (kind === 'period') lines.push(`dateTo: 2026-0${1 + (n % 9)}-2${n % 8}`);
  }
  if (kind === 'follow-up') lines.push('status: open');
  lines.push(
    `scope: { applicationID: app-${n % 50}, browser: Chrome }`,
    'series: [passkeyLoginSuccessRate, loginSuccessRate]',
    'evidence: [code, data]',
    'refs:',
    `  - { type: release, value: v4.${n % 20}.0 }`,
    `  - { type: url, value: "https://example.com/changes/${n}" }`,
  );
  return lines.join('\n');
}

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-plan-'));
  mkdirSync(join(dir, 'annotations'));
  for (let f = 0; f < FILES; f++) {
    const docs = Array.from({ length: PER_FILE }, (_, j) => annotation(f * PER_FILE + j));
    writeFileSync(
      join(dir, 'annotations', `f${String(f).padStart(4, '0')}.yaml`),
      `${docs.join('\n---\n')}\n`,
    );
  }
  return dir;
}

/** The project as one commit of a new git repository. */
function commitAll(dir) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'bench',
    GIT_AUTHOR_EMAIL: 'bench@example.com',
    GIT_COMMITTER_NAME: 'bench',
    GIT_COMMITTER_EMAIL: 'bench@example.com',
  };
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'bench'],
  ])
    execFileSync('git', args, { cwd: dir, env });
}

export async function run() {
  const loadBefore = loadavg()[0];
  const dir = project();
  const emulator = await startEmulatorProcess(KEY);
  const total = FILES * PER_FILE;
  const pages = Math.ceil(total / 100); // the client's default page size
  try {
    const empty = await runCli(dir, emulator.baseUrl, KEY, ['plan', '--format', 'json']);
    if (JSON.parse(empty.out).summary.create !== total)
      throw new Error('the plan did not create everything');
    await runCli(dir, emulator.baseUrl, KEY, [
      'apply',
      '--auto-approve',
      '--format',
      'json',
      '--concurrency',
      '32',
    ]);
    const full = await runCli(dir, emulator.baseUrl, KEY, ['plan', '--format', 'json']);
    if (JSON.parse(full.out).summary.unchanged !== total)
      throw new Error('the plan after apply is not empty');
    // The floor: validate reads and checks the same files, with no server and no diff.
    const validate = await runCli(dir, emulator.baseUrl, KEY, ['validate', '--format', 'json']);
    // plan --base: the same files read a second time, from a commit through git.
    commitAll(dir);
    const base = await runCli(dir, emulator.baseUrl, KEY, [
      'plan',
      '--base',
      'HEAD',
      '--format',
      'json',
    ]);
    if (JSON.parse(base.out).base === undefined) throw new Error('plan --base made no comparison');
    // The worst case: every file's bytes differ from the commit's (a comment added), so every
    // file at the commit is parsed again.
    for (let f = 0; f < FILES; f++)
      appendFileSync(join(dir, 'annotations', `f${String(f).padStart(4, '0')}.yaml`), '# edited\n');
    const rebased = await runCli(dir, emulator.baseUrl, KEY, [
      'plan',
      '--base',
      'HEAD',
      '--format',
      'json',
    ]);
    const mb = (x) => (x === undefined ? 'n/a' : `${x.toFixed(0)} MB`);
    const cells = (r) =>
      `${(r.ms / 1000).toFixed(2)} s | ${r.cpuMs === undefined ? 'n/a' : `${(r.cpuMs / 1000).toFixed(2)} s`} | ${mb(r.mb)}`;
    return [
      `plan of ${total} annotations in ${FILES} files (load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} cores; CPU is user + system of all threads):`,
      `| server | wall | CPU | peak RSS |`,
      `|---|---|---|---|`,
      `| empty (${total} creates) | ${cells(empty)} |`,
      `| holding them all (${total} unchanged, ${pages} list pages) | ${cells(full)} |`,
      `| validate of the same files (the floor: no server, no diff) | ${cells(validate)} |`,
      `| holding them all, plan --base HEAD (files as at the commit) | ${cells(base)} |`,
      `| holding them all, plan --base HEAD, every file edited since (all parsed again) | ${cells(rebased)} |`,
      `plan against a server holding them all: ${(full.ms / 1000).toFixed(2)} s (bar: < 3 s) ${full.ms < 3000 ? 'ok' : 'MISSED'}`,
      `(plan --base costs ${(base.ms / full.ms).toFixed(2)}× plan when the files are as at the commit (their documents are reused by git object id), ${(rebased.ms / full.ms).toFixed(2)}× plan when every file differs)`,
      `(plan against the full server costs ${(full.ms / validate.ms).toFixed(2)}× validate: reading ${total} annotations and comparing them adds ${(full.ms - validate.ms).toFixed(0)} ms; the empty case renders ${total} creates, ${(empty.out.length / 1e6).toFixed(0)} MB of JSON)`,
    ];
  } finally {
    emulator.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
