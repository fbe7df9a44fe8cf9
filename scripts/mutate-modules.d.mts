/** A module `npm run mutate` measures (scripts/mutate-modules.mjs). */
export interface MutateModule {
  /** Globs of the files mutated. */
  mutate: string[];
  /** Globs of the test files run for each mutant. */
  tests: string[];
  /** The score it must reach, in percent. */
  goal: number;
}

export const MODULES: Record<string, MutateModule>;
