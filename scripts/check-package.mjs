// The package as a user gets it: `npm pack`, the tarball installed into an empty temporary
// project (offline: it must need nothing but itself), and the installed `observe-annotations`
// run there through npx. Called by .ci/run and by test/package.test.ts.
//
//   node scripts/check-package.mjs [--dist DIR]
//
// `--dist DIR` packs the package with DIR as its dist/ (the tests' fresh build) instead of the
// tree's committed one. A new command is checked by one more line in COMMANDS.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
const KEY = 'check-package-key';
/** The installed bin runs on the Node that runs this check (Node 24 under npm scripts). */
const ENV = {
  ...process.env,
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
  NO_COLOR: '1',
  CI: '1',
  OBSERVE_BASE_URL: '',
  OBSERVE_API_KEY: '',
};

/**
 * The commands a user runs from the installed package, in a project that starts as a copy of
 * examples/ (ten annotations and a config). `server: true` runs against a real emulator
 * process started from the package (OBSERVE_BASE_URL and OBSERVE_API_KEY set); `then` checks
 * what the command left in the project and returns the problems.
 */
const COMMANDS = [
  { args: ['--version'], status: 0, stdout: new RegExp(`^${VERSION.replaceAll('.', '\\.')}\\n$`) },
  { args: ['--help'], status: 0, stdout: /Usage: observe-annotations <command>/ },
  {
    // The project has a config and annotations: init keeps them and adds the rest, its editor
    // settings pointing at the installed package's schema.
    args: ['init'],
    status: 0,
    stdout: /Wrote 5 file\(s\); skipped 2\. .* node_modules\/observe-annotations\/schema\//,
    then: (project) => {
      const settings = JSON.parse(readFileSync(join(project, '.vscode', 'settings.json'), 'utf8'));
      return Object.keys(settings['yaml.schemas'])
        .filter((schema) => !existsSync(join(project, schema)))
        .map((schema) => `.vscode/settings.json names ${schema}, which does not exist`);
    },
  },
  { args: ['validate'], status: 0, stdout: /6 files, 10 annotations: 0 errors/ },
  { args: ['plan', '--emulator', '--detailed-exitcode'], status: 2, stdout: /10 to create/ },
  {
    args: ['import', '--out', 'imported'],
    status: 0,
    server: true,
    stdout: /Wrote 1 file/,
    then: (project) => {
      const file = join(project, 'imported', `${SEEDED.key}.yaml`);
      const schema = /^# yaml-language-server: \$schema=(.+)$/m.exec(
        readFileSync(file, 'utf8'),
      )?.[1];
      return schema && existsSync(join(dirname(file), schema))
        ? []
        : [`the modeline of imported/${SEEDED.key}.yaml names ${schema}, which does not exist`];
    },
  },
  { args: ['validate', 'imported'], status: 0, stdout: /1 annotation: 0 errors/ },
  { args: ['lsp', '--help'], status: 0, stdout: /Usage: observe-annotations lsp --stdio/ },
];

/** What the emulator holds before `import` runs: one annotation no file has. */
const SEEDED = { key: 'seeded.on-the-server', body: { kind: 'setup', headline: 'Seeded' } };

/** npm's complaints about the machine's own npm configuration are not the package's. */
const NOT_OURS = /^npm warn (Unknown (user|project|env|builtin|global) config|config )/i;

const problems = [];
const temp = mkdtempSync(join(tmpdir(), 'oa-check-package-'));

function fail(message) {
  problems.push(message);
  console.error(`✗ ${message}`);
}

function npm(args, cwd) {
  const r = spawnSync('npm', args, { cwd, env: ENV, encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  }
  return r;
}

/** `npm pack` of the tree, or of a copy of the packed files with `dist` swapped in. */
function pack(dist) {
  let from = ROOT;
  if (dist) {
    from = join(temp, 'stage');
    const [listing] = JSON.parse(npm(['pack', '--dry-run', '--json'], ROOT).stdout);
    for (const { path } of listing.files) {
      if (path.startsWith('dist/')) continue;
      mkdirSync(dirname(join(from, path)), { recursive: true });
      cpSync(join(ROOT, path), join(from, path));
    }
    cpSync(dist, join(from, 'dist'), { recursive: true });
  }
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', temp], from).stdout);
  return packed;
}

function checkContents(packed) {
  const files = packed.files.map((f) => f.path);
  const must = [
    'package.json',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
    'bin/observe-annotations.js',
    'dist/cli.js',
    'dist/validate.js',
    'dist/lsp.js',
    'dist/action.js',
    'schema/annotation.schema.json',
  ];
  for (const file of must) if (!files.includes(file)) fail(`the package lacks ${file}`);
  for (const file of files) {
    if (!/^(package\.json|README\.md|LICENSE|CHANGELOG\.md|(bin|dist|schema|docs)\/.+)$/.test(file))
      fail(`the package ships ${file}, which users do not need`);
  }
}

function install(tarball) {
  const project = join(temp, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'a-team-repository', version: '1.0.0', private: true }, null, 2)}\n`,
  );
  const r = npm(
    ['install', '--save-dev', '--offline', '--no-audit', '--no-fund', tarball],
    project,
  );
  const warnings = `${r.stdout}\n${r.stderr}`
    .split('\n')
    .filter((line) => /^npm warn/i.test(line) && !NOT_OURS.test(line));
  for (const line of warnings) fail(`npm install warned: ${line}`);

  const installed = readdirSync(join(project, 'node_modules')).filter((n) => !n.startsWith('.'));
  if (installed.join() !== 'observe-annotations')
    fail(`installing the package added ${installed.join(', ')}; dist/ bundles what it needs`);
  const manifest = JSON.parse(
    readFileSync(join(project, 'node_modules', 'observe-annotations', 'package.json'), 'utf8'),
  );
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'])
    if (Object.keys(manifest[field] ?? {}).length > 0) fail(`the package has ${field}`);
  for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
    if (manifest.scripts?.[hook])
      fail(`the package runs a ${hook} script: ${manifest.scripts[hook]}`);

  cpSync(join(ROOT, 'examples', 'annotations'), join(project, 'annotations'), { recursive: true });
  cpSync(
    join(ROOT, 'examples', 'observe-annotations.yaml'),
    join(project, 'observe-annotations.yaml'),
  );
  return project;
}

/** `observe-annotations emulator` from the package, seeded; resolves to its base URL and stop(). */
async function startEmulator(project) {
  // Started through the installed bin itself (not npx) so that SIGTERM reaches the emulator.
  const bin = join(project, 'node_modules', '.bin', 'observe-annotations');
  const child = spawn(process.execPath, [bin, 'emulator', '--port', '0', '--api-key', KEY], {
    cwd: project,
    env: ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  const baseUrl = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /^Observe emulator listening on (http:\/\/\S+)$/m.exec(out);
      if (m) resolve(m[1]);
    });
    exited.then(() => reject(new Error(`the emulator exited before it listened:\n${out}${err}`)));
  });
  const put = await fetch(`${baseUrl}/observe/annotations/byExternalKey/${SEEDED.key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(SEEDED.body),
  });
  if (put.status !== 200) throw new Error(`seeding the emulator answered ${put.status}`);
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      const status = await exited;
      if (status !== 0) fail(`the emulator exited ${status} on SIGTERM`);
    },
  };
}

function run(project, { args, status, stdout, server, then }, emulator) {
  const env = server ? { ...ENV, OBSERVE_BASE_URL: emulator.baseUrl, OBSERVE_API_KEY: KEY } : ENV;
  // `--no`: never fetch the package from a registry; `--`: the flags are the command's.
  const r = spawnSync('npx', ['--no', '--', 'observe-annotations', ...args], {
    cwd: project,
    env,
    encoding: 'utf8',
  });
  const shown = `npx observe-annotations ${args.join(' ')}`;
  if (r.status !== status || !stdout.test(r.stdout)) {
    fail(`${shown} exited ${r.status} (expected ${status}):\n${r.stdout}${r.stderr}`);
  } else if (/\n\s+at /.test(r.stderr)) {
    fail(`${shown} printed a stack trace:\n${r.stderr}`);
  } else if (then && then(project).length > 0) {
    for (const problem of then(project)) fail(`${shown}: ${problem}`);
  } else {
    console.log(`✓ ${shown}`);
  }
}

try {
  const at = process.argv.indexOf('--dist');
  const packed = pack(at > 0 ? process.argv[at + 1] : undefined);
  console.log(`✓ npm pack: ${packed.filename}, ${packed.files.length} files`);
  checkContents(packed);
  const project = install(join(temp, packed.filename));
  console.log('✓ npm install of the tarball into an empty project, offline');
  const emulator = await startEmulator(project);
  try {
    for (const command of COMMANDS) run(project, command, emulator);
  } finally {
    await emulator.stop();
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (problems.length > 0) {
  console.error(`\nThe package check failed (${problems.length}); its files are in ${temp}`);
  process.exit(1);
}
rmSync(temp, { recursive: true, force: true });
console.log('The package installs cleanly and works.');
