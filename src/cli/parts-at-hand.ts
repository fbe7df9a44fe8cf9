// The entry of a bundle of one command (validate-main.ts, lsp-main.ts): the dispatcher with
// its parts all at hand, imported up front, so such a bundle loads as one module and the
// chunks it shares with its worker threads, rather than the dozens that lazy loading splits
// the CLI into. Only what both bundles need is here: each command's own modules come from its
// entry file.
import * as config from '../app/options/config.js';
import type { CommandName } from '../app/options/option-table.js';
import * as resolveOptions from '../app/options/resolve-options.js';
import * as secrets from '../app/run/secrets.js';
import * as applyWords from '../render/apply-words.js';
import type { CommandRun } from './cli-context.js';
import type { Io } from './io.js';
import { runCommandLine, type CliParts } from './run-command-line.js';
import * as unknownWords from './unknown-words.js';

/**
 * The `main(argv, io)` of a bundle that runs `command` alone (bin/ routes nothing else to it):
 * runs the command line and resolves to its exit code; never throws.
 */
export function oneCommandMain(
  command: CommandName,
  run: CommandRun,
): (argv: string[], io: Io) => Promise<number> {
  const parts = partsAtHand(command, run);
  return (argv, io) => runCommandLine(argv, io, parts);
}

function partsAtHand(command: CommandName, run: CommandRun): CliParts {
  return {
    secrets: async () => secrets,
    config: async () => config,
    resolveOptions: async () => resolveOptions,
    unknownWords: async () => unknownWords,
    applyWords: async () => applyWords,
    command: async (name) => {
      if (name !== command) throw new Error(`the ${command} bundle cannot run ${name}`);
      return run;
    },
  };
}
