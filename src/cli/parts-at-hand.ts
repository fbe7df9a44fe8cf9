// The dispatcher's parts all at hand, for the bundles of one command each (validate-main.ts,
// lsp-main.ts): imported up front, so such a bundle loads as one module and the chunks it shares
// with its worker threads, rather than the dozens that lazy loading splits the CLI into.
import * as config from '../app/options/config.js';
import type { CommandName } from '../app/options/option-table.js';
import * as resolveOptions from '../app/options/resolve-options.js';
import * as secrets from '../app/run/secrets.js';
import * as applyWords from '../render/apply-words.js';
import type { CommandRun } from './cli-context.js';
import type { CliParts } from './run-command-line.js';
import * as unknownWords from './unknown-words.js';

/** The parts of a bundle that runs `command` alone (bin/ routes nothing else to it). */
export function partsAtHand(command: CommandName, run: CommandRun): CliParts {
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
