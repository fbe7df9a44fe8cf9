// The VS Code extension, as far as it can be tested without VS Code: its manifest, and that the
// server it starts is the package's own bin with the arguments the protocol tests drive
// (test/lsp/lsp-client.ts reads them from the same module), in the folders `init` prepares.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTENSION_ID } from '../../src/app/init/init-files.js';
import { CONFIG_FILE } from '../../src/load/config-file.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDER = join(ROOT, 'editors', 'vscode');
const manifest = JSON.parse(readFileSync(join(FOLDER, 'package.json'), 'utf8')) as {
  name: string;
  publisher: string;
  main: string;
  engines: { vscode: string };
  activationEvents: string[];
  dependencies: Record<string, string>;
};
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
};
const command = createRequire(import.meta.url)(join(FOLDER, 'server-command.js')) as {
  SERVER_BIN: string[];
  SERVER_ARGS: string[];
  DOCUMENT_SELECTOR: { scheme: string; language: string }[];
  ROOT_MARKER: string;
  serverOptions: (folder: string) => {
    run: { command: string; args: string[]; options: { cwd: string } };
  };
};

describe('the VS Code extension', () => {
  it('has a manifest VS Code loads: its id is the one init recommends, its entry exists', () => {
    expect(`${manifest.publisher}.${manifest.name}`).toBe(EXTENSION_ID);
    expect(existsSync(join(FOLDER, manifest.main))).toBe(true);
    expect(manifest.engines.vscode).toMatch(/^\^1\.\d+\.\d+$/);
    expect(Object.keys(manifest.dependencies)).toEqual(['vscode-languageclient']);
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
});
