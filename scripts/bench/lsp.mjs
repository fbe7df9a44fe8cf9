// lsp: the language server's latency as an editor sees it, beside yaml-language-server (the
// server behind VS Code's YAML extension) with the project's schema, on the same files and
// edits in the same run. A workspace of 1,000 annotations in 100 files: 100 edits of one open
// file, each time from didChange to the publication of that file's new diagnostics (p50, p95);
// 50 edits that make (then unmake) a duplicate key another, unopened file reports, to that
// file's publication (only this server sees it: the schema cannot). Then 10,000 annotations in
// 1,000 files, the last holding a key of the first: beside `validate`'s whole run, the time to
// every file's first diagnostics (each file's own, published as it is read) and to all of
// validate's (the round after the read adds the checks across files: the duplicate), in
// alternate rounds (a machine busy for a while slows both alike), wall and CPU time (user +
// system, every thread), and the server's peak RSS. Bars: p95 under 50 ms (cross-file 150 ms),
// at least as fast as yaml-language-server (its default waits 200 ms before validating), first
// diagnostics within validate's time, under 300 MB. Runs the built CLI.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import protocol from 'vscode-languageserver-protocol/node';
import { BIN, ROOT } from './lib/processes.mjs';
import { measure } from './validate.mjs';

const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = protocol;
const require = createRequire(import.meta.url);
const YAML_LS = join(
  require.resolve('yaml-language-server/package.json'),
  '..',
  'bin',
  'yaml-language-server',
);
const SCHEMA = join(ROOT, 'schema', 'annotation.schema.json');
const EDITS = 100;
const CROSS_EDITS = 50;
/** Rounds of `validate` and the server on the large workspace. */
const ROUNDS = 9;

const keyOf = (file, i) => `bench.f${String(file).padStart(4, '0')}.a${i}`;

/**
 * `files` files of `perFile` annotations each; every one refers to the one before it by key.
 * With `duplicateLast`, the last file's last annotation takes the first one's key: an error only
 * the checks across files see, there.
 */
function workspace(files, perFile, duplicateLast = false) {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-lsp-'));
  mkdirSync(join(dir, 'annotations'));
  writeFileSync(join(dir, 'observe-annotations.yaml'), 'include: [annotations/]\n');
  for (let f = 0; f < files; f++) {
    const docs = [];
    for (let i = 0; i < perFile; i++) {
      const previous = i > 0 ? keyOf(f, i - 1) : f > 0 ? keyOf(f - 1, perFile - 1) : undefined;
      const last = duplicateLast && f === files - 1 && i === perFile - 1;
      docs.push(
        [
          `externalKey: ${last ? keyOf(0, 0) : keyOf(f, i)}`,
          'kind: event',
          `headline: Release ${f}.${i} rolled out to every web user`,
          'description: |',
          '  Login success rates before and after are not comparable; compare within one side.',
          `dateFrom: 2026-${String((i % 12) + 1).padStart(2, '0')}-17T09`,
          'effect: boundary',
          'scope: { applicationID: app-12 }',
          'evidence: [code, data]',
          ...(previous ? ['refs:', `  - { type: annotation, externalKey: ${previous} }`] : []),
        ].join('\n'),
      );
    }
    writeFileSync(
      join(dir, 'annotations', `f${String(f).padStart(4, '0')}.yaml`),
      `${docs.join('\n---\n')}\n`,
    );
  }
  return dir;
}

/** A server in a child process, driven by the protocol's client connection. */
async function startServer(argv, dir, yamlSettings) {
  const child = spawn(process.execPath, argv, { cwd: dir, stdio: 'pipe' });
  child.stderr.resume();
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const waiters = [];
  const published = new Map();
  connection.onNotification('textDocument/publishDiagnostics', ({ uri, diagnostics }) => {
    published.set(uri, diagnostics);
    for (const w of [...waiters])
      if (w.uri === uri && w.until(diagnostics)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(performance.now());
      }
  });
  connection.onRequest('workspace/configuration', ({ items }) =>
    items.map((i) => (i.section === 'yaml' ? yamlSettings : {})),
  );
  connection.onRequest(() => null);
  connection.listen();
  const rootUri = pathToFileURL(dir).href;
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: 'bench' }],
    capabilities: { workspace: { configuration: true }, textDocument: { publishDiagnostics: {} } },
  });
  await connection.sendNotification('initialized', {});
  if (yamlSettings) {
    await connection.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    // yaml-language-server pulls the settings and applies them before it answers a code lens.
    await connection.sendRequest('textDocument/codeLens', {
      textDocument: { uri: `${rootUri}/settings-applied.yaml` },
    });
  }
  const next = (uri, until) => new Promise((resolve) => waiters.push({ uri, until, resolve }));
  /** When `uri` has its first diagnostics (now, if it has them already). */
  const first = (uri) =>
    published.has(uri) ? Promise.resolve(performance.now()) : next(uri, () => true);
  const stop = async () => {
    const rss = peakRss(child.pid);
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    await new Promise((resolve) => child.on('close', resolve));
    connection.dispose();
    return rss;
  };
  return { connection, next, first, stop, cpuMs: () => cpuMs(child.pid) };
}

/** CPU time (user + system, every thread) of a running process so far, in ms (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 10 ms (Linux's USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The peak resident set of a process, in MB (Linux; undefined elsewhere). */
function peakRss(pid) {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** 100 edits of the first file: an unknown field added, then taken away; each timed. */
async function editLatency(server, dir) {
  const path = join(dir, 'annotations', 'f0000.yaml');
  const uri = pathToFileURL(path).href;
  const text = readFileSync(path, 'utf8');
  await server.connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri, languageId: 'yaml', version: 1, text },
  });
  // Its first diagnostics: this server's from the start, yaml-language-server's once opened.
  await server.first(uri);
  const times = [];
  for (let k = 0; k < EDITS; k++) {
    const broken = k % 2 === 0;
    const done = server.next(uri, (d) => (broken ? d.length > 0 : d.length === 0));
    const started = performance.now();
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: k + 2 },
      contentChanges: [
        {
          text: broken
            ? text.replace('effect: boundary', `effect: boundary\nunknown${k}: x`)
            : text,
        },
      ],
    });
    times.push((await done) - started);
  }
  return times;
}

/** 50 edits of the first file alternately taking and giving back a key the second file holds. */
async function crossFileLatency(server, dir) {
  const path = join(dir, 'annotations', 'f0000.yaml');
  const uri = pathToFileURL(path).href;
  const other = pathToFileURL(join(dir, 'annotations', 'f0001.yaml')).href;
  const text = readFileSync(path, 'utf8');
  const times = [];
  for (let k = 0; k < CROSS_EDITS; k++) {
    const duplicate = k % 2 === 0;
    const done = server.next(other, (d) =>
      duplicate ? d.some((x) => x.code === 'externalKey.duplicate') : d.length === 0,
    );
    const started = performance.now();
    await server.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 1000 + k },
      contentChanges: [{ text: duplicate ? text.replace(keyOf(0, 0), keyOf(1, 5)) : text }],
    });
    times.push((await done) - started);
  }
  return times;
}

const quantile = (list, q) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
const ms = (n) => (n === undefined ? '—' : `${n.toFixed(1)} ms`);

/**
 * Rounds of `validate`'s whole process and the server: to every file's first diagnostics (each
 * file's own, published as it is read), and to the whole of validate's (the round after the
 * read adds the checks across files: the duplicate key of the last file).
 */
async function firstDiagnostics(dir) {
  const last = pathToFileURL(join(dir, 'annotations', 'f0999.yaml')).href;
  const loadBefore = loadavg()[0];
  const rows = [];
  const validateRun = () => {
    const r = measure([process.execPath, BIN, 'validate'], dir);
    // 1: the duplicate key, and nothing else.
    if (r.status !== 1 || !/1 error, 0 warnings/.test(r.stdout))
      throw new Error(`validate exited ${r.status}: ${r.stdout.slice(-300)}`);
    return r;
  };
  const serverRun = async () => {
    const from = performance.now();
    const server = await startServer([BIN, 'lsp', '--stdio'], dir);
    const whole = server.next(last, (d) => d.some((x) => x.code === 'externalKey.duplicate'));
    await server.first(last);
    const firstMs = performance.now() - from;
    const cpu = server.cpuMs();
    const wholeMs = (await whole) - from;
    const wholeCpu = server.cpuMs();
    return { firstMs, cpu, wholeMs, wholeCpu, rss: await server.stop() };
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Each goes first in every other round.
    if (round % 2 === 0) {
      const validate = validateRun();
      rows.push({ validate, ...(await serverRun()) });
    } else {
      const server = await serverRun();
      rows.push({ validate: validateRun(), ...server });
    }
  }
  const loadAfter = loadavg()[0];
  const s = (n) => (n === undefined ? '—' : `${(n / 1000).toFixed(2)} s`);
  const x = (a, b) => (a === undefined || b === undefined ? '—' : `${(a / b).toFixed(2)}×`);
  const mb = (n) => (n === undefined ? '—' : `${n.toFixed(0)} MB`);
  const ratios = (of) => rows.map((r) => r[of] / r.validate.ms);
  const median = quantile(ratios('firstMs'), 0.5);
  const wholeMedian = quantile(ratios('wholeMs'), 0.5);
  const cpuRatios = (of) =>
    rows.filter((r) => r[of] && r.validate.cpuMs).map((r) => r[of] / r.validate.cpuMs);
  const cpuMedian = (of) => {
    const list = cpuRatios(of);
    return list.length ? `${quantile(list, 0.5).toFixed(2)}×` : '—';
  };
  const best = (of) =>
    Math.min(...rows.map((r) => r[of])) / Math.min(...rows.map((r) => r.validate.ms));
  return [
    `10,000 annotations in 1,000 files (the last holding a key of the first: one error, across files), ${ROUNDS} rounds of validate and the server (each first in every other round); load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end, on ${availableParallelism()} cores.`,
    '',
    "| round | validate, wall | validate, CPU | lsp --stdio: start to every file's first diagnostics, wall | its CPU | wall ratio | CPU ratio | to all of validate's (with the checks across files), wall | wall ratio | lsp peak RSS |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r, i) =>
        `| ${i + 1} | ${s(r.validate.ms)} | ${s(r.validate.cpuMs)} | ${s(r.firstMs)} | ${s(r.cpu)} | ${x(r.firstMs, r.validate.ms)} | ${x(r.cpu, r.validate.cpuMs)} | ${s(r.wholeMs)} | ${x(r.wholeMs, r.validate.ms)} | ${mb(r.rss)} |`,
    ),
    '',
    `every file's first diagnostics / validate, wall: median ${median.toFixed(2)}× (bar: ≤ 1.0) ${median <= 1 ? 'ok' : 'MISSED'}, best of each ${best('firstMs').toFixed(2)}×; CPU: median ${cpuMedian('cpu')}`,
    `all of validate's diagnostics / validate, wall: median ${wholeMedian.toFixed(2)}×, best of each ${best('wholeMs').toFixed(2)}×; CPU: median ${cpuMedian('wholeCpu')}; peak RSS at most ${mb(Math.max(...rows.map((r) => r.rss ?? 0)))} (bar: < 300 MB)`,
  ];
}

export async function run() {
  const lines = [];
  const small = workspace(100, 10);
  const large = workspace(1000, 10, true);
  try {
    const ours = await startServer([BIN, 'lsp', '--stdio'], small);
    await ours.first(pathToFileURL(join(small, 'annotations', 'f0099.yaml')).href);
    const oursEdits = await editLatency(ours, small);
    const oursCross = await crossFileLatency(ours, small);
    await ours.stop();
    const yamlSettings = {
      schemas: { [pathToFileURL(SCHEMA).href]: ['annotations/**/*.yaml'] },
      validate: true,
      schemaStore: { enable: false },
    };
    const theirs = await startServer([YAML_LS, '--stdio'], small, yamlSettings);
    const theirsEdits = await editLatency(theirs, small);
    await theirs.stop();
    lines.push(
      '| 1,000 annotations in 100 files | p50 | p95 |',
      '| --- | --- | --- |',
      `| lsp --stdio: an edit → its file's diagnostics (${EDITS} edits) | ${ms(quantile(oursEdits, 0.5))} | ${ms(quantile(oursEdits, 0.95))} |`,
      `| lsp --stdio: an edit → another file's duplicate key (${CROSS_EDITS} edits) | ${ms(quantile(oursCross, 0.5))} | ${ms(quantile(oursCross, 0.95))} |`,
      `| yaml-language-server: an edit → its file's diagnostics (${EDITS} edits) | ${ms(quantile(theirsEdits, 0.5))} | ${ms(quantile(theirsEdits, 0.95))} |`,
      "| yaml-language-server: another file's duplicate key | never (the schema cannot see it) | |",
    );
    lines.push('', ...(await firstDiagnostics(large)));
  } finally {
    rmSync(small, { recursive: true, force: true });
    rmSync(large, { recursive: true, force: true });
  }
  return lines;
}
