// The test that runs inside VS Code (test/run-tests.js starts it): in the fixture workspace the
// extension activates, and the server it starts from the installed package reports the
// misspelt field of annotations/deploy.yaml, as `validate --format json` does.
'use strict';
const assert = require('node:assert/strict');
const { clearTimeout, setTimeout } = require('node:timers');
const vscode = require('vscode');

const EXTENSION_ID = 'observe-annotations.observe-annotations';
const FILE = 'annotations/deploy.yaml';
/** Far beyond a server's start on a runner: a broken extension fails here, not at the job's timeout. */
const DEADLINE_MS = 120_000;

/** The server's diagnostics of `uri`, as soon as VS Code has any (its event, no polling). */
function diagnosticsOf(uri) {
  const ours = () =>
    vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'observe-annotations');
  return new Promise((resolve) => {
    const found = () => {
      if (ours().length === 0) return;
      subscription.dispose();
      resolve(ours());
    };
    const subscription = vscode.languages.onDidChangeDiagnostics(found);
    found();
  });
}

/** `promise`, or a failure naming `what` once DEADLINE_MS have passed. */
function withinDeadline(promise, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${DEADLINE_MS} ms`)), DEADLINE_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function run() {
  const [folder] = vscode.workspace.workspaceFolders ?? [];
  assert.ok(folder, 'VS Code opened the fixture workspace');
  const uri = vscode.Uri.joinPath(folder.uri, FILE);
  const diagnostics = diagnosticsOf(uri);

  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is loaded`);
  await extension.activate(); // workspaceContains has started it: this waits for its activate()
  assert.equal(extension.isActive, true);

  const document = await vscode.workspace.openTextDocument(uri);
  assert.equal(document.languageId, 'yaml');
  await vscode.window.showTextDocument(document);

  const all = await withinDeadline(diagnostics, `a diagnostic of ${FILE} from the server`);
  assert.equal(all.length, 1, JSON.stringify(all));
  const [diagnostic] = all;
  assert.equal(diagnostic.message, 'unknown field statsu; did you mean status?');
  assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Error);
  // A code with its codeDescription: the rule's code and the link to its row of the docs.
  assert.equal(diagnostic.code.value, 'document.unknownField');
  assert.match(diagnostic.code.target.toString(), /file-format\.md#/);
  const { start, end } = diagnostic.range;
  assert.deepEqual([start.line, start.character, end.line, end.character], [6, 0, 6, 6]);
}

module.exports = { run };
