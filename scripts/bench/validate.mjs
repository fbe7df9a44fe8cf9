// validate: 10,000 annotations in 1,000 files of realistic text (descriptions in Markdown with
// backticks, *bold*, `R & D`, @mentions; comments, tabs in comments, block scalars, flow
// lists), timed as whole processes (wall time, CPU time, peak RSS) next to its floors in the
// same run: ajv-cli on the same annotations (one JSON document per file, the schema compiled
// at start), a bare parse of the same files with `yaml` (parseAllDocuments + toJS, one thread),
// `yaml`'s lexer and parser alone (the CST, all that the reader's direct way builds on), and
// `node -e 0`. Bars: at most 1.0× ajv-cli, under 2 s, under 300 MB. Also how many
// documents the reader left to `yaml`'s composer. Runs the built CLI.
// BENCH_KEEP_FILES=1 keeps the generated files (for profiling) and prints where they are.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readerCount } from './lib/reader-count.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const YAML_ESM = pathToFileURL(join(ROOT, 'node_modules', 'yaml', 'browser', 'index.js')).href;
const FILES = 1000;
const PER_FILE = 10;
const ROUNDS = 5;

const WORDS = [
  'Rollout',
  'finished',
  'at',
  '09:45',
  'project',
  'time;',
  'the',
  '`passkey`',
  'flow',
  'is',
  '*now*',
  'the',
  'default',
  'for',
  'R & D',
  'and',
  '@alice',
  'asked',
  '(see #412)',
  'why?',
  '**Note:**',
  'rates',
  'are',
  'not',
  'comparable',
  '50%',
  'of',
  'users',
  '— mostly',
  '"web"',
  "users'",
  'sessions.',
];

function sentence(i, n) {
  const words = [];
  for (let k = 0; k < n; k++) words.push(WORDS[(i * 7 + k * 3) % WORDS.length]);
  return words.join(' ');
}

function annotation(i) {
  const kinds = ['event', 'period', 'setup', 'interpretation', 'constraint', 'follow-up'];
  const kind = kinds[i % kinds.length];
  const doc = {
    externalKey: `bench-${i}`,
    kind,
    headline: `Passkey login change ${i}: \`webauthn\` for *web* users (R & D)`,
    description: [
      `## Rollout step ${i}`,
      '',
      sentence(i, 14),
      `- ${sentence(i + 1, 8)}`,
      `- ask @alice or @bob about \`step-${i}\``,
      '',
      sentence(i + 2, 12),
      '',
    ].join('\n'),
  };
  if (kind === 'event' || kind === 'period') {
    doc.dateFrom = `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    doc.effect = 'boundary';
    doc.reading = `Compare passkey login rates only within one side of this date (R & D: @carol).`;
  }
  if (kind === 'period') doc.dateTo = doc.dateFrom;
  if (kind === 'follow-up') doc.status = 'open';
  doc.scope = { applicationID: `app-${i % 40}`, browser: 'Chrome' };
  doc.series = ['passkeyLoginSuccessRate', 'loginSuccessRate'];
  doc.evidence = ['code', 'data'];
  doc.refs = [
    { type: 'release', value: `v4.${i}.0` },
    { type: 'commit', value: `c0ffee${(i % 4096).toString(16).padStart(3, '0')}` },
    ...(i % PER_FILE > 0 ? [{ type: 'annotation', externalKey: `bench-${i - 1}` }] : []),
  ];
  return doc;
}

/** YAML as people write it: comments (one with a tab), block scalars, flow lists and maps. */
function toYaml(doc, i) {
  const lines = [`# ${doc.kind}: ${doc.headline.slice(0, 30)}`];
  for (const [k, v] of Object.entries(doc)) {
    if (typeof v === 'string' && v.includes('\n')) {
      lines.push(
        `${k}: |`,
        ...v
          .trimEnd()
          .split('\n')
          .map((l) => (l ? `  ${l}` : '')),
      );
    } else if (k === 'series' || k === 'evidence') {
      lines.push(`${k}: [${v.join(', ')}]`);
    } else if (Array.isArray(v)) {
      lines.push(`${k}:`);
      for (const item of v)
        lines.push(
          `  - { ${Object.entries(item)
            .map(([a, b]) => `${a}: ${b}`)
            .join(', ')} }`,
        );
    } else if (typeof v === 'object') {
      lines.push(
        `${k}:`,
        ...Object.entries(v).map(([a, b]) => `  ${a}: ${b}  # set by\tteam ${i % 5}`),
      );
    } else if (k.startsWith('date')) {
      // Quoted: ajv-cli reads YAML with js-yaml 3 (YAML 1.1), where a bare date is a Date.
      lines.push(`${k}: "${v}"`);
    } else if (k === 'headline' || k === 'reading') {
      lines.push(`${k}: "${v.replace(/"/g, '\\"')}"`);
    } else lines.push(`${k}: ${v}`);
  }
  return lines.join('\n') + '\n';
}

/** The bench's files: `annotations/` (10 per file), and the same as JSON and one per file. */
export function generate(dir) {
  const yamlDir = join(dir, 'annotations');
  const jsonDir = join(dir, 'json');
  const singleDir = join(dir, 'single');
  mkdirSync(yamlDir);
  mkdirSync(jsonDir);
  mkdirSync(singleDir);
  for (let f = 0; f < FILES; f++) {
    const docs = [];
    for (let j = 0; j < PER_FILE; j++) {
      const i = f * PER_FILE + j;
      const doc = annotation(i);
      docs.push(toYaml(doc, i));
      writeFileSync(join(jsonDir, `${doc.externalKey}.json`), JSON.stringify(doc));
      writeFileSync(join(singleDir, `${doc.externalKey}.yaml`), toYaml(doc, i));
    }
    const base = `f${String(f).padStart(4, '0')}.yaml`;
    const text = `# yaml-language-server: $schema=../schema/annotation.schema.json\n${docs.join('---\n')}`;
    writeFileSync(join(yamlDir, base), text);
  }
}

/**
 * Runs a command as a whole process: wall time, and peak RSS and CPU time (user + system, all
 * threads) through /usr/bin/time when there.
 */
export function measure(argv, cwd) {
  const timed = existsSync('/usr/bin/time');
  const cmd = timed ? '/usr/bin/time' : argv[0];
  const args = timed ? ['-f', 'MAXRSS_KB=%M CPU_S=%U+%S', ...argv] : argv.slice(1);
  const start = performance.now();
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - start;
  const kb = Number(/MAXRSS_KB=(\d+)/.exec(r.stderr ?? '')?.[1]);
  const cpu = /CPU_S=([\d.]+)\+([\d.]+)/.exec(r.stderr ?? '');
  return {
    ms,
    mb: Number.isFinite(kb) ? kb / 1024 : undefined,
    cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined,
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
  };
}

// The same parse with either build of yaml: for Node (CommonJS, what \`import 'yaml'\` gives
// Node) and its ES module build, which the bundle uses (scripts/build.mjs).
const BARE_PARSE = `
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const { LineCounter, parseAllDocuments } = await import(process.argv[3] ?? 'yaml');
const dir = process.argv[2];
let n = 0;
for (const f of readdirSync(dir).sort()) {
  const text = readFileSync(join(dir, f), 'utf8');
  for (const d of parseAllDocuments(text, { lineCounter: new LineCounter(), prettyErrors: false, schema: 'core' })) { d.toJS(); n++; }
}
if (n !== ${FILES * PER_FILE}) throw new Error('parsed ' + n);
`;

// yaml's lexer and parser alone: the tokens of every document, no composer, no values.
const CST_PARSE = `
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const { LineCounter, Parser } = await import(process.argv[3]);
const dir = process.argv[2];
let n = 0;
for (const f of readdirSync(dir).sort()) {
  const lines = new LineCounter();
  for (const token of new Parser(lines.addNewLine).parse(readFileSync(join(dir, f), 'utf8')))
    if (token.type === 'document') n++;
}
if (n !== ${FILES * PER_FILE}) throw new Error('parsed ' + n);
`;

export async function run() {
  if (!existsSync(join(ROOT, 'dist', 'cli.js'))) throw new Error('run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'oa-bench-validate-'));
  try {
    generate(dir);
    const node = process.execPath;
    const parseScript = join(ROOT, 'node_modules', '.bench-bare-parse.mjs');
    writeFileSync(parseScript, BARE_PARSE);
    const cstScript = join(ROOT, 'node_modules', '.bench-cst-parse.mjs');
    writeFileSync(cstScript, CST_PARSE);
    const cli = (folder) => [
      node,
      join(ROOT, 'bin', 'observe-annotations.js'),
      'validate',
      folder,
      '--format',
      'json',
    ];
    const ajvCli = (data) => [
      node,
      join(ROOT, 'node_modules', 'ajv-cli', 'dist', 'index.js'),
      'validate',
      '--spec=draft2020',
      '--errors=no',
      '-c',
      join(ROOT, 'scripts', 'editor-keywords.cjs'),
      '-s',
      join(ROOT, 'schema', 'annotation.schema.json'),
      '-d',
      data,
    ];
    const commands = {
      validate: cli('annotations/'),
      ajv: ajvCli('single/*.yaml'),
      ajvJson: ajvCli('json/*.json'),
      parse: [node, parseScript, join(dir, 'annotations')],
      parseEsm: [node, parseScript, join(dir, 'annotations'), YAML_ESM],
      cst: [node, cstScript, join(dir, 'annotations'), YAML_ESM],
      node0: [node, '-e', '0'],
    };
    const loadBefore = loadavg()[0];
    // Rounds interleave the commands, so a machine busy for a while slows them all alike.
    const runs = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, argv] of Object.entries(commands)) {
        const r = measure(argv, dir);
        if (r.status !== 0 && !(name === 'ajv' && r.status === 1))
          throw new Error(`${argv.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 400)}`);
        runs[name].push(r);
      }
    }
    const loadAfter = loadavg()[0];
    const best = (name) => runs[name].sort((a, b) => a.ms - b.ms)[0];
    const [validate, ajv, ajvJson, parseCjs, parseEsm, cst, node0] =
      Object.keys(commands).map(best);
    // The stricter floor of the two.
    const parse = parseEsm.ms < parseCjs.ms ? parseEsm : parseCjs;
    rmSync(parseScript, { force: true });
    rmSync(cstScript, { force: true });
    const read = await readerCount(join(dir, 'annotations'));
    const mb = (r) => (r.mb === undefined ? 'n/a' : `${r.mb.toFixed(0)} MB`);
    const cpu = (r) => (r.cpuMs === undefined ? 'n/a' : `${(r.cpuMs / 1000).toFixed(2)} s`);
    const row = (name, r) => `| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${cpu(r)} | ${mb(r)} |`;
    const ratio = (a, b, key) =>
      a[key] === undefined || b[key] === undefined ? 'n/a' : `${(a[key] / b[key]).toFixed(2)}×`;
    const mark = (ok) => (ok ? 'ok' : 'MISSED');
    return [
      `${FILES * PER_FILE} annotations in ${FILES} files; best of ${ROUNDS} whole-process runs each, in interleaved rounds (by wall time; CPU time is user + system of all threads). Load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end, on ${availableParallelism()} cores.`,
      '',
      '| process | wall | CPU | peak RSS |',
      '|---|---|---|---|',
      row('observe-annotations validate', validate),
      row('ajv-cli (10,000 single-document YAML files)', ajv),
      row('ajv-cli (10,000 JSON files: no YAML at all)', ajvJson),
      row('bare parse with yaml for Node (parseAllDocuments + toJS, 1 thread)', parseCjs),
      row('bare parse with yaml, its ES module build (as bundled)', parseEsm),
      row("yaml's lexer and parser alone, ES module build (the CST: no composer, no values)", cst),
      row('node -e 0', node0),
      '',
      `validate / ajv-cli: wall ${ratio(validate, ajv, 'ms')} (bar: ≤ 1.0) ${mark(validate.ms <= ajv.ms)}, CPU ${ratio(validate, ajv, 'cpuMs')} (ajv-cli reads YAML with js-yaml, without positions)`,
      `validate wall: ${(validate.ms / 1000).toFixed(2)} s (bar: < 2 s) ${mark(validate.ms < 2000)}; peak RSS ${mb(validate)} (bar: < 300 MB) ${mark(validate.mb === undefined || validate.mb < 300)}`,
      `validate / bare parse (the faster of the two): wall ${ratio(validate, parse, 'ms')}, CPU ${ratio(validate, parse, 'cpuMs')}; / yaml's lexer and parser alone: wall ${ratio(validate, cst, 'ms')}, CPU ${ratio(validate, cst, 'cpuMs')}; ajv-cli / the lexer and parser alone: wall ${ratio(ajv, cst, 'ms')}`,
      `documents read by yaml's composer rather than from the parser's tokens: ${read.composed} of ${read.annotations}`,
    ];
  } finally {
    if (process.env.BENCH_KEEP_FILES) console.error(`bench files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await run()) console.log(line);
}
