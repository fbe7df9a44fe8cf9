// The cold path's entry (bundled to dist/validate.js, which bin/ runs for `validate`): the same
// dispatcher as the CLI's entry, with every part `validate` may need imported up front, so its
// run loads the bundle and one chunk (shared with the worker threads' module) instead of the
// dozens that lazy loading splits the CLI into (Node links each module it loads:
// docs/performance.md). Only `validate` is here.
import type { Io } from './io.js';
import { partsAtHand } from './parts-at-hand.js';
import { runCommandLine } from './run-command-line.js';
import { runValidate } from './validate-command.js';

const AT_HAND = partsAtHand('validate', runValidate);

/** Runs `validate …` and resolves to its exit code; never throws. */
export function main(argv: string[], io: Io): Promise<number> {
  return runCommandLine(argv, io, AT_HAND);
}
