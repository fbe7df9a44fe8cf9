// The Action's logic as the `typescript-action` template shapes it: a module that exports
// `run()` with no parameters and does nothing when imported. `index.ts` (bundled to
// dist/action.js) calls it; `local-action run . src/action/main.ts .env` calls it too, with
// its own stand-in for @actions/core. It hands the real @actions/core and the process
// environment to the adapter's `run(core, env)` (run.ts), which the tests drive with a fake.
import * as core from '@actions/core';
import { run as runAction } from './run.js';

/** Runs the Action once; never throws (every failure becomes `core.setFailed`). */
export async function run(): Promise<void> {
  await runAction(core, process.env);
}
