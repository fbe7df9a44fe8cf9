// The cold path's entry (bundled to dist/validate.js, which bin/ runs for `validate`): the same
// dispatcher as the CLI's entry, with every part `validate` may need imported up front, so its
// run loads the bundle and one chunk (shared with the worker threads' module) instead of the
// dozens that lazy loading splits the CLI into (Node links each module it loads:
// docs/performance.md). Only `validate` is here.
import * as config from '../app/options/config.js';
import * as applyWords from '../render/apply-words.js';
import * as resolveOptions from '../app/options/resolve-options.js';
import * as secrets from '../app/run/secrets.js';
import type { Io } from './io.js';
import { runCommandLine, type CliParts } from './run-command-line.js';
import * as unknownWords from './unknown-words.js';
import { runValidate } from './validate-command.js';

const AT_HAND: CliParts = {
  secrets: async () => secrets,
  config: async () => config,
  resolveOptions: async () => resolveOptions,
  unknownWords: async () => unknownWords,
  applyWords: async () => applyWords,
  command: async (name) => {
    if (name !== 'validate') throw new Error(`the validate bundle cannot run ${name}`);
    return runValidate;
  },
};

/** Runs `validate …` and resolves to its exit code; never throws. */
export function main(argv: string[], io: Io): Promise<number> {
  return runCommandLine(argv, io, AT_HAND);
}
