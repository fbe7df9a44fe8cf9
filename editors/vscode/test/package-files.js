// What `vsce package` puts in the .vsix, as vsce itself lists it (`npm run test:package`, run
// by CI before packaging): the client, README.md, LICENSE and package.json, and the production
// dependencies the client requires; nothing of the tests and no devDependency.
'use strict';
/* global __dirname */
const assert = require('node:assert/strict');
const { join } = require('node:path');
const { test } = require('node:test');
const { listFiles, PackageManager } = require('@vscode/vsce');

const EXTENSION = join(__dirname, '..');

test('the .vsix holds the client and its dependencies, nothing of the tests', async () => {
  const files = await listFiles({ cwd: EXTENSION, packageManager: PackageManager.Npm });
  const own = files.filter((f) => !f.startsWith('node_modules/')).sort();
  assert.deepEqual(own, [
    'LICENSE',
    'README.md',
    'extension.js',
    'package.json',
    'server-command.js',
  ]);
  assert.ok(files.includes('node_modules/vscode-languageclient/lib/node/main.js'));
  assert.deepEqual(
    files.filter((f) => f.startsWith('node_modules/@vscode/')),
    [],
    'no devDependency',
  );
});
