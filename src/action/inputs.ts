// The Action's inputs, read through the one option table: inputs that feed a command option
// become that option's flag value, exactly as the CLI's flags would.
import { UserError } from '../model/errors.js';
import { OPTIONS } from '../cli/option-table.js';
import type { ActionCore } from './core.js';
import { parseCommand, type ActionCommand } from './decide.js';

export interface ActionInputs {
  command: ActionCommand;
  paths: string[];
  comment: boolean;
  /** Command flags by option name (kebab-case), as `CommandContext.flags` holds them. */
  flags: Record<string, string | boolean | undefined>;
}

/** Reads every input but the two secrets (run() reads and masks those first). */
export function readInputs(core: ActionCore): ActionInputs {
  const flags: ActionInputs['flags'] = {};
  for (const option of OPTIONS) {
    if (option.input === undefined) continue;
    const raw = core.getInput(option.input).trim();
    if (raw === '') continue;
    flags[option.name] = option.type === 'boolean' ? booleanInput(option.input, raw) : raw;
  }
  return {
    command: parseCommand(core.getInput('command')),
    paths: splitPaths(core.getInput('paths')),
    comment: booleanInput('comment', core.getInput('comment').trim() || 'true'),
    flags,
  };
}

/** `paths`: one entry per line or comma-separated; blanks dropped. */
export function splitPaths(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** As @actions/core's getBooleanInput: the YAML 1.2 core spellings of true and false. */
function booleanInput(name: string, raw: string): boolean {
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  throw new UserError(`input ${name} must be true or false, not '${raw}'`);
}
