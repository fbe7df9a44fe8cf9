// `--help`: drawn from the command list and the option table, so help cannot drift.
import { choicesOf, optionsFor, type CommandName } from '../app/options/option-table.js';
import { COMMANDS } from './commands.js';

export function renderMainHelp(): string {
  const lines = [
    'observe-annotations: keep Observe API annotations as code.',
    '',
    'Usage: observe-annotations <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`),
    '',
    'Options:',
    '  --help     Show help (also after a command: observe-annotations plan --help)',
    '  --version  Print the version',
    '',
    'Exit codes: 0 success, 1 error or invalid input, 2 changes present (plan --detailed-exitcode), 130 interrupted, 143 terminated (SIGTERM).',
    '',
  ];
  return lines.join('\n');
}

export function renderCommandHelp(command: CommandName): string {
  const entry = COMMANDS[command];
  const options = optionsFor(command)
    .filter(([, o]) => o.flag !== undefined)
    .map(([, o]) => {
      const arg = o.argFor?.[command] ?? o.arg;
      const flag = `--${o.flag}${arg ? ` ${arg}` : ''}`;
      const choices = choicesOf(o, command);
      const extra = [
        choices ? `one of ${choices.join(', ')}` : '',
        o.default !== undefined && o.default !== false ? `default ${shownDefault(o.default)}` : '',
        o.env ? `env ${o.env}` : '',
        o.config ? `config ${o.config}` : '',
        o.parse.shape === 'list' ? 'repeatable' : '',
      ].filter(Boolean);
      const description = o.descriptionFor?.[command] ?? o.description;
      return `  ${flag.padEnd(30)} ${description}${extra.length ? ` (${extra.join('; ')})` : ''}`;
    });
  // Options no flag gives (the API key is never taken on the command line).
  const environment = optionsFor(command)
    .filter(([, o]) => o.flag === undefined && o.env !== undefined)
    .map(([, o]) => `  ${o.env!.padEnd(30)} ${o.description}`);
  return [
    `Usage: observe-annotations ${entry.usage}`,
    '',
    entry.summary,
    '',
    ...(entry.usage.includes('PATH')
      ? [
          "PATH: files, folders or globs of .yaml/.yml files (default: the config file's include, else annotations/).",
          '',
        ]
      : []),
    'Options:',
    ...options,
    `  ${'--help'.padEnd(30)} Show this help`,
    '',
    ...(environment.length > 0 ? ['Environment:', ...environment, ''] : []),
    ...(entry.examples
      ? [
          'Examples:',
          ...entry.examples.flatMap(([line, what]) => [
            `  observe-annotations ${line}`,
            `      ${what}`,
          ]),
          '',
        ]
      : []),
    `Exit codes: ${entry.exits}.`,
    '',
  ].join('\n');
}

/** A default as help shows it: a list by its items, a word or a number as it is. */
function shownDefault(value: unknown): string {
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : JSON.stringify(value);
}
