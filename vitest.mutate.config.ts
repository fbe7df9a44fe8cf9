// The test configuration StrykerJS runs (stryker.config.mjs): the suite's own, restricted to
// the test files of the module measured (MUTATE_MODULE, a row of scripts/mutate-modules.mjs),
// less the package build of its global setup (no such test uses the build), and with each
// test file isolated. The test files are chosen here, not with Stryker's `testFiles`: given
// that, Stryker activates a mutant of a module-level constant (a pattern, a set of statuses)
// only after the modules are loaded, so such a mutant never took effect; an isolated file
// loads them again with the mutant active.
import { defineConfig } from 'vitest/config';
import { MODULES } from './scripts/mutate-modules.mjs';
import base from './vitest.config.js';

const module = MODULES[process.env.MUTATE_MODULE ?? ''];
if (!module) throw new Error('MUTATE_MODULE names no module of scripts/mutate-modules.mjs');

// The suite's settings without its two tiers: one run of the module's own test files.
const { projects: _tiers, ...settings } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...settings,
    include: module.tests,
    globalSetup: ['test/support/generate-setup.ts'],
    isolate: true,
  },
});
