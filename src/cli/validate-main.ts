// The cold path's entry (bundled to dist/validate.js, which bin/ runs for `validate`): the same
// dispatcher as the CLI's entry, with every part `validate` may need imported up front, so its
// run loads the bundle and one chunk (shared with the worker threads' module) instead of the
// dozens that lazy loading splits the CLI into (Node links each module it loads:
// docs/performance.md). Only `validate` is here.
import { oneCommandMain } from './parts-at-hand.js';
import { runValidate } from './validate-command.js';

/** Runs `validate …` and resolves to its exit code; never throws. */
export const main = oneCommandMain('validate', runValidate);
