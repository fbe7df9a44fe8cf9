// The file the runner starts (bundled to dist/action.js): it hands the real @actions/core and
// the process environment to run().
import * as core from '@actions/core';
import { run } from './run.js';

await run(core, process.env);
