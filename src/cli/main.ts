// argv → options → command → exit code. The only module (with bin/) that knows about argv.
import { parseArgs } from 'node:util';
import { UserError } from '../model/errors.js';
import { COMMANDS, type CommandContext } from './commands.js';
import { EXIT, exitCodeFor } from './exit-code.js';
import { renderCommandHelp, renderMainHelp } from './help.js';
import type { Io } from './io.js';
import { choicesOf, optionsFor, type CommandName } from './option-table.js';
import { VERSION } from './version.js';

export type { Io } from './io.js';

/** Runs one command line and resolves to its exit code; never throws. */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    return exitCodeFor(error, io);
  }
}

async function dispatch(argv: string[], io: Io): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.stdout.write(renderMainHelp());
    return first === undefined ? EXIT.error : EXIT.ok;
  }
  if (first === '--version' || first === '-V') {
    io.stdout.write(`${VERSION}\n`);
    return EXIT.ok;
  }
  if (!Object.hasOwn(COMMANDS, first)) {
    throw new UserError(
      `unknown command '${first}'. Commands: ${Object.keys(COMMANDS).join(', ')}. See --help.`,
    );
  }
  const command = first as CommandName;
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(renderCommandHelp(command));
    return EXIT.ok;
  }
  const specs = optionsFor(command);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        specs.map((s) => [s.name, { type: s.type, multiple: s.multiple ?? false }]),
      ),
    });
  } catch (error) {
    throw new UserError(
      `${(error as Error).message.replace(/\. To specify a positional.*$/s, '')} (see '${command} --help')`,
    );
  }
  for (const spec of specs) {
    const value = parsed.values[spec.name];
    const choices = choicesOf(spec, command);
    if (choices && typeof value === 'string' && !choices.includes(value)) {
      throw new UserError(`--${spec.name} must be one of ${choices.join(', ')}, not '${value}'`);
    }
  }
  const run = await COMMANDS[command].load();
  return run({
    io,
    flags: parsed.values as CommandContext['flags'],
    positionals: parsed.positionals,
  });
}
