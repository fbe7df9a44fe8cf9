// The test configuration StrykerJS runs (stryker.config.mjs): the suite's own, less the
// package build of its global setup, which only the tests of the built executable need and
// which no mutated module's tests use, and with each test file isolated: a mutant of a
// module-level constant (a pattern, a set of statuses) takes effect only when the module is
// loaded again, which a worker shared between files would not do.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: { ...base.test, globalSetup: ['test/support/generate-setup.ts'], isolate: true },
});
