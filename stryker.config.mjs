// StrykerJS over one safety-critical module at a time: `npm run mutate` (scripts/mutate.mjs)
// sets MUTATE_MODULE to a row of scripts/mutate-modules.mjs, which names the files mutated and
// the test files that exercise them (vitest.mutate.config.ts runs only those). Never the whole
// suite: each mutant runs only the tests of its module that reach it.
import { MODULES } from './scripts/mutate-modules.mjs';

const name = process.env.MUTATE_MODULE ?? 'saved-plan';
const module = MODULES[name];
if (!module) throw new Error(`unknown module "${name}": one of ${Object.keys(MODULES).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: module.mutate,
  coverageAnalysis: 'perTest',
  // Two cores shared with others: one test process unless MUTATE_CONCURRENCY says otherwise.
  concurrency: Number(process.env.MUTATE_CONCURRENCY ?? 1),
  timeoutMS: 3000,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'bench-out', 'coverage', 'reports', '.observe-emulator'],
  thresholds: { high: module.goal, low: module.goal, break: null },
};
