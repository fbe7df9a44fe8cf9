// The command line's entry (bundled to dist/cli.js): the dispatcher (run-command-line.ts) with
// every part loaded only when a run gets there, so `--version` and `--help` load the option
// table and little else. `validate`, the cold path, and `lsp`, the editor's server, have entries
// of their own (validate-main.ts, lsp-main.ts), which bin/ runs for them.
import type { CommandName } from '../app/options/option-table.js';
import type { CommandRun } from './cli-context.js';
import type { Io } from './io.js';
import { runCommandLine, type CliParts } from './run-command-line.js';

export type { Io } from './io.js';

/** Each command's module, loaded only when it runs. */
const COMMAND_LOADERS: Record<CommandName, () => Promise<CommandRun>> = {
  init: async () => (await import('./init-command.js')).runInit,
  validate: async () => (await import('./validate-command.js')).runValidate,
  fmt: async () => (await import('./fmt-command.js')).runFmt,
  plan: async () => (await import('./plan-command.js')).runPlan,
  apply: async () => (await import('./apply-command.js')).runApply,
  import: async () => (await import('./import-command.js')).runImport,
  doctor: async () => (await import('./doctor-command.js')).runDoctor,
  emulator: async () => (await import('./emulator-command.js')).runEmulator,
  lsp: async () => {
    const { runLsp } = await import('./lsp-command.js');
    return (cli) =>
      runLsp(cli, async () => (await import('../lsp/language-server.js')).startLanguageServer);
  },
};

const LAZY: CliParts = {
  secrets: () => import('../app/run/secrets.js'),
  config: () => import('../app/options/config.js'),
  resolveOptions: () => import('../app/options/resolve-options.js'),
  unknownWords: () => import('./unknown-words.js'),
  command: (name) => COMMAND_LOADERS[name](),
  applyWords: () => import('../render/apply-words.js'),
  // Loaded only for --emulator: the emulator is most of the bundle.
  startEmbedded: async (run) => (await import('./embedded-emulator.js')).startEmbedded(run),
};

/** Runs one command line and resolves to its exit code; never throws. */
export function main(argv: string[], io: Io): Promise<number> {
  return runCommandLine(argv, io, LAZY);
}
