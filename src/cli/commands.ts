// The commands, each loaded only when it runs (start-up stays near bare Node).
import type { CommandName } from './option-table.js';
import type { Io } from './io.js';

export interface CommandContext {
  io: Io;
  /** Parsed flag values by flag name (kebab-case). */
  flags: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

export type CommandRun = (ctx: CommandContext) => Promise<number>;

export interface CommandEntry {
  summary: string;
  usage: string;
  load: () => Promise<CommandRun>;
}

export const COMMANDS: Record<CommandName, CommandEntry> = {
  validate: {
    summary: 'Check annotation files against the schema and the rules; no network.',
    usage: 'validate [PATH…] [--format text|json|github]',
    load: async () => (await import('./validate-command.js')).runValidate,
  },
  plan: {
    summary: 'Compare the files with the server and show what apply would change.',
    usage: 'plan [PATH…] [--format text|json|markdown] [--out FILE] [--detailed-exitcode]',
    load: async () => (await import('./plan-command.js')).runPlan,
  },
  apply: {
    summary: 'Make the server match the files (or a saved plan).',
    usage: 'apply [PATH…] | --plan FILE [--concurrency N] [--dry-run] [--prune] [--max-deletes N]',
    load: async () => (await import('./apply-command.js')).runApply,
  },
  import: {
    summary: "Write YAML files for the server's annotations that have an external key.",
    usage: 'import [--prefix P] [--out DIR]',
    load: async () => (await import('./import-command.js')).runImport,
  },
  emulator: {
    summary: 'Run the local Observe annotation emulator.',
    usage:
      'emulator [--host H] [--port N] [--api-key KEY[@PROJECT][=perm,…]]… [--timezone TZ] [--finding ID]… [--data FILE] [--latency MS] [--fault-rate R] [--faults LIST] [--seed N] [--create-delay MS]',
    load: async () => (await import('./emulator-command.js')).runEmulator,
  },
};
