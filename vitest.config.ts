// Two tiers, one `vitest run`: `fast` (units, in-memory fakes, the emulator and the CLI's main()
// in process) for the edit loop, `npm run test:fast`; `e2e` (the built package and Action
// bundle, GitHub's local runner, a pseudo-terminal, the editor's language server, and the
// corpora and servers that take long by design), `npm run test:e2e`. `npm test` runs both.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Helpers that run the built package or another program: whoever imports them is end to end. */
const RUNNERS = [
  'test/support/built-package.ts',
  'test/editor/language-server.ts',
  'test/lsp/lsp-client.ts',
];

/** End to end by what they run, or long by design (whole corpora, servers that wait out deadlines). */
const NAMED = [
  'test/action/local-action.test.ts',
  'test/read/hostile.test.ts',
  'test/load/one-reader.test.ts',
  'test/cli/server-bounds.test.ts',
  'test/api/hostile-server.test.ts',
  'test/emulator/race.test.ts',
];

/** Whether `file` imports one of RUNNERS, directly or through the test helpers it imports. */
function runsBuilt(file: string, seen = new Set<string>()): boolean {
  if (RUNNERS.includes(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const imports = readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)\.js'/g);
  for (const [, spec] of imports) {
    const target = join(dirname(file), `${spec}.ts`);
    if (target.startsWith('test/') && existsSync(target) && runsBuilt(target, seen)) return true;
  }
  return false;
}

const ALL = globSync('test/**/*.test.ts').sort();
const E2E = ALL.filter((file) => NAMED.includes(file) || runsBuilt(file));

export default defineConfig({
  test: {
    setupFiles: ['test/support/fast-check-seed.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Files share worker processes: a process per file cost about a fifth of the suite's CPU.
    // A test file leaves no global state behind (docs/development.md).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ALL.filter((file) => !E2E.includes(file)),
          // The precompiled validators and the vocabulary the sources import.
          globalSetup: ['test/support/generate-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: E2E,
          // The package built once into a temp folder (the build generates the sources first).
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
