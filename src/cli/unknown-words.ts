// What to say for a command or flag the command line does not know: the nearest one it does
// (a typo: `--emulatr`, `plna`), or the commands that take a flag this one does not.
import { optionRows, optionsFor, type CommandName } from '../app/options/option-table.js';
import { nearestName } from '../text/did-you-mean.js';
import { COMMANDS } from './commands.js';

/** `unknown command 'plna': did you mean plan? Commands: …`. */
export function unknownCommandMessage(name: string): string {
  const names = Object.keys(COMMANDS);
  const near = nearestName(name, names);
  const guess = near === undefined ? '.' : `: did you mean ${near}?`;
  return `unknown command '${name}'${guess} Commands: ${names.join(', ')}. See --help.`;
}

/**
 * `Unknown option '--emulatr'; did you mean --emulator? (see 'plan --help')`. `flag` as typed,
 * dashes included.
 */
export function unknownFlagMessage(command: CommandName, flag: string): string {
  const name = flag.replace(/^-+/, '').replace(/=.*$/s, '');
  const own = optionsFor(command)
    .map(([, o]) => o.flag)
    .filter((f): f is string => f !== undefined);
  const near = nearestName(name, [...own, 'help']);
  const elsewhere = Object.keys(COMMANDS).filter((c) =>
    optionRows().some(([, o]) => o.flag === name && o.commands.includes(c as CommandName)),
  );
  let hint = '';
  if (near !== undefined) hint = `; did you mean --${near}?`;
  else if (name === 'api-key')
    hint =
      '; keys are never taken on the command line: set OBSERVE_API_KEY or pass --api-key-file FILE';
  else if (elsewhere.length > 0)
    hint = `; ${command} does not take it (${elsewhere.join(', ')} ${elsewhere.length === 1 ? 'does' : 'do'})`;
  return `Unknown option '${flag}'${hint} (see '${command} --help')`;
}
