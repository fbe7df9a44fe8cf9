import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/fast-check-seed.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Files share worker processes: a process per file cost about a fifth of the suite's CPU.
    // A test file leaves no global state behind (docs/development.md).
    isolate: false,
  },
});
