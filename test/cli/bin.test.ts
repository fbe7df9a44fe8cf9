// The file Node runs, as users run it: a closed pipe or a full disk ends it without a stack.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LspClient } from '../lsp/lsp-client.js';
import { builtPackage } from '../support/built-package.js';

let BIN = '';
const VERSION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-bin-project-'));
  mkdirSync(join(dir, 'annotations'));
  for (let i = 0; i < 1000; i++) {
    writeFileSync(
      join(dir, 'annotations', `f${i}.yaml`),
      `externalKey: x${i}\nkind: event\nheadline: h\n`,
    );
  }
  return dir;
}

/**
 * `--import` of a module that lists what Node loads: the main thread's modules in one line when
 * the process exits (`LOADED [...]`), each worker thread's as it loads them (`WORKER url`,
 * written at once: a thread may be ended before any exit of its own).
 */
const TRACE = `data:text/javascript,${encodeURIComponent(
  [
    "import { registerHooks } from 'node:module';",
    "import { writeSync } from 'node:fs';",
    "import { isMainThread } from 'node:worker_threads';",
    'const seen = [];',
    'registerHooks({ load(url, context, next) {',
    '  const loaded = next(url, context);',
    "  if (isMainThread) seen.push(url); else writeSync(2, 'WORKER ' + url + '\\n');",
    '  return loaded;',
    '} });',
    "if (isMainThread) process.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify(seen) + '\\n'));",
  ].join('\n'),
)}`;

/** The modules of dist/ the traced run's main thread loaded, in order, relative to dist/. */
function loadedFromDist(stderr: string): string[] {
  return (JSON.parse(/^LOADED (.*)$/m.exec(stderr)![1]!) as string[])
    .filter((url) => url.includes('/dist/'))
    .map((url) => url.replace(/^.*\/dist\//, ''));
}

/** The modules of dist/ its worker threads loaded, relative to dist/. */
function workersLoadedFromDist(stderr: string): string[] {
  return [...stderr.matchAll(/^WORKER (.*\/dist\/.*)$/gm)].map(([, url]) =>
    url!.replace(/^.*\/dist\//, ''),
  );
}

function run(args: string[], cwd: string, stdout: 'pipe' | number, closeEarly: boolean) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['ignore', stdout, 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  if (closeEarly) child.stdout!.once('data', () => child.stdout!.destroy());
  return new Promise<{ code: number | null; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, err })),
  );
}

describe('bin/observe-annotations.js', () => {
  beforeAll(() => {
    BIN = builtPackage().bin;
  });

  it('a reader that goes away (| head) ends it quietly with its exit code', async () => {
    const { code, err } = await run(['validate'], project(), 'pipe', true);
    expect(code).toBe(1); // the files are invalid
    expect(err).not.toMatch(/\n\s+at |EPIPE/);
  });

  it.runIf(existsSync('/dev/full'))('a full disk is one plain line and exit 1', async () => {
    const { openSync } = await import('node:fs');
    const { code, err } = await run(['validate'], project(), openSync('/dev/full', 'w'), false);
    expect(code).toBe(1);
    expect(err).toMatch(/^observe-annotations: cannot write the output: ENOSPC/);
    expect(err).not.toMatch(/\n\s+at /);
  });

  it.each(['constructor', 'toString', '__proto__'])(
    'a command named like an object property (%s) is an unknown command, not a crash',
    (name) => {
      const r = spawnSync(process.execPath, [BIN, name], { encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`unknown command '${name}'`);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    },
  );

  it('runs `validate` from its own bundle: two modules, none of the full CLI', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-bin-validate-'));
    mkdirSync(join(dir, 'annotations'));
    writeFileSync(join(dir, 'annotations', 'a.yaml'), 'externalKey: a\nkind: setup\nheadline: h\n');
    const r = spawnSync(process.execPath, ['--import', TRACE, BIN, 'validate'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(r.stdout).toBe('1 file, 1 annotation: 0 errors, 0 warnings\n');
    const loaded = loadedFromDist(r.stderr);
    expect(loaded[0]).toBe('validate.js');
    expect(loaded).not.toContain('cli.js');
    expect(loaded.length).toBeLessThanOrEqual(2); // the bundle, and what the workers share
  });

  it('`validate` from its own bundle says what the CLI says, on worker threads too', async () => {
    const dir = project(); // 1,000 files: the bundle's worker threads read them
    const r = spawnSync(process.execPath, [BIN, 'validate', '--format', 'json'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const { main } = await import('../../src/cli/main.js');
    let out = '';
    const code = await main(['validate', '--format', 'json'], {
      stdout: { write: (chunk: string) => (out += chunk) },
      stderr: { write: () => true },
      env: {},
      cwd: dir,
      onInterrupt: () => () => {},
    });
    expect(r.status).toBe(code);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(out));
  });

  it('runs `lsp` from its own bundle: it answers, its worker threads read from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-bin-lsp-'));
    mkdirSync(join(dir, 'annotations'));
    const files = Array.from({ length: 60 }, (_, i) => join(dir, 'annotations', `f${i}.yaml`));
    // Enough files for the first read to go to the worker threads; each lacks its dates.
    files.forEach((file, i) =>
      writeFileSync(file, `externalKey: x${i}\nkind: event\nheadline: h\n`),
    );
    const client = await LspClient.start([dir], dir, ['--import', TRACE]);
    for (const file of files) {
      const diagnostics = await client.diagnosticsOf(file);
      expect(diagnostics.map((d) => d.code)).toContain('dateFrom.required');
    }
    expect(await client.stop()).toBe(0);
    const loaded = loadedFromDist(client.stderr);
    expect(loaded[0]).toBe('lsp.js');
    expect(loaded).not.toContain('cli.js');
    // The bundle, the chunk it shares with the worker threads' module, and that module.
    expect(loaded.slice(1).every((path) => path.startsWith('chunks/'))).toBe(true);
    expect(loaded.length).toBeLessThanOrEqual(3);
    const pool = loaded.find((path) => /^chunks\/validate-files-pool-/.test(path));
    expect(pool).toBeDefined();
    // The threads run that module of this bundle, and load nothing the server did not.
    const inWorkers = workersLoadedFromDist(client.stderr);
    expect(inWorkers).toContain(pool);
    expect(inWorkers.filter((path) => !loaded.includes(path))).toEqual([]);
  });

  /** Runs the bin as if Node were `version` (the check reads process.versions.node). */
  function asNode(version: string, args: string[]) {
    const pretend = `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;
    return spawnSync(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(pretend)}`, BIN, ...args],
      { encoding: 'utf8' },
    );
  }

  it('on a Node older than 22.19 says so and how to get a supported one, and exits 1', () => {
    for (const version of ['22.18.0', '20.19.5', '18.20.8']) {
      const r = asNode(version, ['validate']);
      expect(r.status, version).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(
        `observe-annotations needs Node.js 22.19 or later; this is Node.js ${version}.`,
      );
      expect(r.stderr).toContain('https://nodejs.org/en/download');
      expect(r.stderr).toContain('nvm install --lts');
      expect(r.stderr).toContain('actions/setup-node');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('runs on Node 22.19 and later', () => {
    for (const version of ['22.19.0', '23.0.0', '24.0.0']) {
      const r = asNode(version, ['--version']);
      expect(r.status, version).toBe(0);
      expect(r.stdout.trim()).toBe(VERSION);
    }
  });
});
