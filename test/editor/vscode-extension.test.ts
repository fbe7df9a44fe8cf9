// The VS Code extension, as far as it can be tested without VS Code: its manifest, that the
// server it starts is the package's own bin with the arguments the protocol tests drive
// (test/lsp/lsp-client.ts reads them from the same module), in the folders `init` prepares, and
// what its .vsix holds: the client (the modules `main` requires), README, LICENSE and the
// production dependencies, nothing of its tests. Its test in VS Code, and vsce's own list of the
// files, run in the extension's workflow (.github/workflows/vscode-extension.yml).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, matchesGlob, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTENSION_ID } from '../../src/app/init/init-files.js';
import { CONFIG_FILE } from '../../src/load/config-file.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDER = join(ROOT, 'editors', 'vscode');
const manifest = JSON.parse(readFileSync(join(FOLDER, 'package.json'), 'utf8')) as {
  name: string;
  publisher: string;
  version: string;
  files?: string[];
  main: string;
  engines: { vscode: string };
  activationEvents: string[];
  capabilities: { untrustedWorkspaces: { supported: boolean; description: string } };
  dependencies: Record<string, string>;
};
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
};
const command = createRequire(import.meta.url)(join(FOLDER, 'server-command.js')) as {
  SERVER_BIN: string[];
  SERVER_ARGS: string[];
  DOCUMENT_SELECTOR: { scheme: string; language: string }[];
  ROOT_MARKER: string;
  serverOptions: (
    folder: string,
    platform?: string,
  ) => {
    run: { command: string; args: string[]; options: { cwd: string; shell: boolean } };
  };
};

describe('the VS Code extension', () => {
  it('has a manifest VS Code loads: its id is the one init recommends, its entry exists', () => {
    expect(`${manifest.publisher}.${manifest.name}`).toBe(EXTENSION_ID);
    expect(existsSync(join(FOLDER, manifest.main))).toBe(true);
    expect(manifest.engines.vscode).toMatch(/^\^1\.\d+\.\d+$/);
    expect(Object.keys(manifest.dependencies)).toEqual(['vscode-languageclient']);
  });

  it('runs only in trusted workspaces: it starts the workspace’s own executable', () => {
    expect(manifest.capabilities.untrustedWorkspaces.supported).toBe(false);
    expect(manifest.capabilities.untrustedWorkspaces.description).toContain(
      command.SERVER_BIN.join('/'),
    );
  });

  it('starts in the folders that hold the config, for YAML files', () => {
    expect(command.ROOT_MARKER).toBe(CONFIG_FILE);
    expect(manifest.activationEvents).toEqual([`workspaceContains:**/${CONFIG_FILE}`]);
    expect(command.DOCUMENT_SELECTOR).toEqual([{ scheme: 'file', language: 'yaml' }]);
  });

  it("starts the folder's installed package: node_modules/.bin/observe-annotations lsp --stdio", () => {
    const options = command.serverOptions('/work/project');
    expect(options.run.command).toBe(
      join('/work/project', 'node_modules', '.bin', 'observe-annotations'),
    );
    expect(options.run.args).toEqual(['lsp', '--stdio']);
    expect(options.run.options.cwd).toBe('/work/project');
    // npm links node_modules/.bin/<name> to the package's bin of that name: the file the
    // protocol tests run.
    const name = command.SERVER_BIN.at(-1)!;
    expect(pkg.bin[name]).toBe('bin/observe-annotations.js');
  });

  it("on Windows, through a shell (npm's .cmd shim), the path quoted: spaces and & are its own", () => {
    const folder = 'C:\\Users\\Ann Lee\\a&b';
    const { run } = command.serverOptions(folder, 'win32');
    expect(run.options.shell).toBe(true);
    expect(run.command).toBe(`"${join(folder, 'node_modules', '.bin', 'observe-annotations')}"`);
    expect(command.serverOptions('/work/project').run.options.shell).toBe(false);
  });
});

/** The extension's own modules `file` requires (`./…`), and theirs, `file` first. */
function localModules(file: string, seen: string[] = []): string[] {
  if (seen.includes(file)) return seen;
  seen.push(file);
  const text = readFileSync(join(FOLDER, file), 'utf8');
  for (const [, spec] of text.matchAll(/require\('(\.\/[^']+)'\)/g))
    localModules(normalize(spec!), seen);
  return seen;
}

/** The folder's files under `dir`, as paths with `/`; not the installed or downloaded ones. */
function filesOf(dir: string): string[] {
  return readdirSync(join(FOLDER, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', '.vscode-test'].includes(entry.name) ? [] : filesOf(path);
    return [path];
  });
}

/** The patterns of .vscodeignore, without comments and blank lines. */
const vscodeignore = readFileSync(join(FOLDER, '.vscodeignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

describe("the VS Code extension's .vsix", () => {
  it('is named by the version the release attaches it under: the package’s own', () => {
    expect(manifest.version).toBe(pkg.version);
    const lock = JSON.parse(readFileSync(join(FOLDER, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { version?: string }>;
    };
    expect([lock.version, lock.packages['']?.version]).toEqual([pkg.version, pkg.version]);
  });

  it('holds what .vscodeignore lets through, and nothing else: the client, LICENSE and the dependencies', () => {
    expect(manifest.files).toBeUndefined(); // vsce refuses `files` beside a .vscodeignore
    expect(vscodeignore[0]).toBe('**');
    const kept = vscodeignore.slice(1).map((pattern) => {
      expect(pattern).toMatch(/^!/);
      return pattern.slice(1);
    });
    const client = localModules(normalize(manifest.main));
    expect(client).toEqual(['extension.js', 'server-command.js']);
    expect(kept).toEqual([...client, 'LICENSE', 'node_modules/**']);
    // vsce adds README.md and package.json itself, and of node_modules/ only the production
    // dependencies (vscode-languageclient's tree), never the devDependencies.
    expect(Object.keys(manifest.dependencies)).toEqual(['vscode-languageclient']);
  });

  it('leaves out every other file of the folder: the tests and their fixture workspace', () => {
    const kept = vscodeignore.slice(1).map((pattern) => pattern.slice(1));
    // What vsce adds whatever .vscodeignore says.
    const always = ['README.md', 'package.json'];
    const own = filesOf('');
    const packed = own.filter(
      (file) => always.includes(file) || kept.some((pattern) => matchesGlob(file, pattern)),
    );
    expect(packed.sort()).toEqual([
      'LICENSE',
      'README.md',
      'extension.js',
      'package.json',
      'server-command.js',
    ]);
    const tests = own.filter((file) => file.startsWith('test/'));
    expect(tests).toEqual(
      expect.arrayContaining(['test/in-vscode.js', 'test/workspace/observe-annotations.yaml']),
    );
  });

  it('carries the project’s license', () => {
    expect(readFileSync(join(FOLDER, 'LICENSE'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'LICENSE'), 'utf8'),
    );
  });
});
