// Loaded into a test's `fmt` process (`node --import`), never into the product: when fmt has
// staged its Nth temporary file (OA_HOLD_AT_STAGED), the process says so on stderr and stands
// still until the file OA_HOLD_RELEASE exists. A test then sends its signal at a moment it
// knows (files staged, the renames not begun), whatever the machine's speed. Nothing else
// changes: the file is staged by fmt's own code, and fmt goes on as it would.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const at = Number(process.env.OA_HOLD_AT_STAGED);
const release = process.env.OA_HOLD_RELEASE;
const openSync = fs.openSync;
let staged = 0;

fs.openSync = function heldOpenSync(path, ...rest) {
  const fd = openSync.call(this, path, ...rest);
  if (String(path).endsWith('.fmt-tmp') && ++staged === at) {
    process.stderr.write(`held: ${staged} staged\n`);
    // Waits without spinning; only the release file ends it (no deadline of its own).
    const cell = new Int32Array(new SharedArrayBuffer(4));
    while (!fs.existsSync(release)) Atomics.wait(cell, 0, 0, 20);
  }
  return fd;
};
// The bundle imports `openSync` by name: its binding follows the module's property now.
syncBuiltinESMExports();
