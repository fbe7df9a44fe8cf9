// Loaded into a test's CLI process (`node --import`), never into the product: when the process
// has opened its Nth file (OA_HOLD_AT) whose name ends in OA_HOLD_SUFFIX (`fmt`'s staged
// `.fmt-tmp` files, the `.yaml` files `validate` reads), it says so on stderr and stands still
// until the file OA_HOLD_RELEASE exists. A test then sends its signal at a moment it knows,
// whatever the machine's speed. Nothing else changes: the file is opened by the product's own
// code, and the run goes on as it would.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const at = Number(process.env.OA_HOLD_AT);
const suffix = process.env.OA_HOLD_SUFFIX;
const release = process.env.OA_HOLD_RELEASE;
const openSync = fs.openSync;
let opened = 0;

fs.openSync = function heldOpenSync(path, ...rest) {
  const fd = openSync.call(this, path, ...rest);
  if (String(path).endsWith(suffix) && ++opened === at) {
    process.stderr.write(`held: ${opened} opened\n`);
    // Waits without spinning; only the release file ends it (no deadline of its own).
    const cell = new Int32Array(new SharedArrayBuffer(4));
    while (!fs.existsSync(release)) Atomics.wait(cell, 0, 0, 20);
  }
  return fd;
};
// The bundle imports `openSync` by name: its binding follows the module's property now.
syncBuiltinESMExports();
