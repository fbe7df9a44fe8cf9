// The server the extension starts, kept apart from VS Code's API so that the repository's tests
// can read it: the project's installed package, `node_modules/.bin/observe-annotations lsp
// --stdio`, run in the workspace folder (it finds its config from there).
'use strict';
const { join } = require('node:path');

/** The package's executable, from the workspace folder (npm links it there on install). */
const SERVER_BIN = ['node_modules', '.bin', 'observe-annotations'];
const SERVER_ARGS = ['lsp', '--stdio'];
/** The files the server is told about: YAML, on disk. */
const DOCUMENT_SELECTOR = [{ scheme: 'file', language: 'yaml' }];
/** The file a folder holding annotations has: the server starts only there. */
const ROOT_MARKER = 'observe-annotations.yaml';

/** How VS Code's language client starts the server for a workspace folder at `folder`. */
function serverOptions(folder, platform = process.platform) {
  // On Windows npm writes a .cmd shim, which only a shell runs: the path is quoted there, so
  // a folder's spaces or `&` are part of its name, never words or commands of their own.
  const shell = platform === 'win32';
  const path = join(folder, ...SERVER_BIN);
  const command = shell ? `"${path}"` : path;
  return {
    run: { command, args: SERVER_ARGS, options: { cwd: folder, shell } },
    debug: { command, args: SERVER_ARGS, options: { cwd: folder, shell } },
  };
}

module.exports = { SERVER_BIN, SERVER_ARGS, DOCUMENT_SELECTOR, ROOT_MARKER, serverOptions };
