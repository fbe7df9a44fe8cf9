// The extension's test in VS Code (@vscode/test-electron), run by CI on GitHub's runners under
// xvfb-run: packs the package from this checkout, installs it into a copy of the fixture
// workspace (test/workspace/), opens that workspace in a downloaded VS Code with this extension
// and no other, and runs test/in-vscode.js in its extension host.
'use strict';
/* global __dirname */
const { execFileSync } = require('node:child_process');
const { cpSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { runTests } = require('@vscode/test-electron');

const EXTENSION = join(__dirname, '..');
const ROOT = join(EXTENSION, '..', '..');

/** npm's output; on Windows npm is a .cmd shim, which only a shell runs. */
function npm(args, cwd) {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    shell: process.platform === 'win32',
  });
}

/** A workspace with observe-annotations.yaml and the package installed, as a user's project. */
function prepareWorkspace(temp) {
  const workspace = join(temp, 'workspace');
  cpSync(join(__dirname, 'workspace'), workspace, { recursive: true });
  const tarball = npm(['pack', '--silent', '--pack-destination', temp, ROOT], temp).trim();
  // The package has no dependencies: the tarball installs without the registry.
  npm(['install', '--offline', '--no-audit', '--no-fund', join(temp, tarball)], workspace);
  return workspace;
}

async function main() {
  const temp = mkdtempSync(join(tmpdir(), 'oa-vscode-'));
  try {
    await runTests({
      extensionDevelopmentPath: EXTENSION,
      extensionTestsPath: join(__dirname, 'in-vscode.js'),
      // The fixture is ours: trusted, as the extension needs (it runs the workspace's package).
      launchArgs: [prepareWorkspace(temp), '--disable-extensions', '--disable-workspace-trust'],
    });
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
