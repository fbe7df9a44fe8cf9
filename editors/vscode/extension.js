// The VS Code extension: one language client per workspace folder that holds an
// observe-annotations.yaml, each starting the folder's installed `observe-annotations lsp
// --stdio` (server-command.js). All the work is the server's.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const {
  DOCUMENT_SELECTOR,
  ROOT_MARKER,
  SERVER_BIN,
  serverOptions,
} = require('./server-command.js');

/** @type {Map<string, LanguageClient>} */
const clients = new Map();

async function start(folder) {
  const path = folder.uri.fsPath;
  if (clients.has(path) || !existsSync(join(path, ROOT_MARKER))) return;
  if (!existsSync(join(path, ...SERVER_BIN))) {
    void vscode.window.showWarningMessage(
      `observe-annotations is not installed in ${folder.name}: run npm install --save-dev observe-annotations`,
    );
    return;
  }
  const client = new LanguageClient(
    'observe-annotations',
    'Observe annotations',
    serverOptions(path),
    {
      documentSelector: DOCUMENT_SELECTOR.map((s) => ({
        ...s,
        pattern: `${path}/**/*.{yaml,yml}`,
      })),
      workspaceFolder: folder,
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher(
          new vscode.RelativePattern(folder, '**/*.{yaml,yml}'),
        ),
      },
    },
  );
  clients.set(path, client);
  await client.start();
}

async function activate(context) {
  for (const folder of vscode.workspace.workspaceFolders ?? []) await start(folder);
  context.subscriptions.push(
    vscode.workspace.onDidChangeWorkspaceFolders(async ({ added, removed }) => {
      for (const folder of removed) {
        const client = clients.get(folder.uri.fsPath);
        clients.delete(folder.uri.fsPath);
        if (client) await client.stop();
      }
      for (const folder of added) await start(folder);
    }),
  );
}

async function deactivate() {
  await Promise.all([...clients.values()].map((client) => client.stop()));
  clients.clear();
}

module.exports = { activate, deactivate };
