// One typed option table: CLI flags, help text, the config file and the Action's inputs all
// come from it, so they cannot drift (a test holds action.yml against it).

export type CommandName = 'validate' | 'plan' | 'apply' | 'import' | 'emulator';

export interface OptionSpec {
  /** Flag name without dashes (kebab-case). */
  name: string;
  type: 'string' | 'boolean';
  multiple?: boolean;
  /** Placeholder shown in help, e.g. `N` or `FILE`. */
  arg?: string;
  description: string;
  commands: readonly CommandName[];
  choices?: readonly string[];
  /** The choices one command accepts, when narrower than `choices` (help and parsing use it). */
  choicesFor?: Partial<Record<CommandName, readonly string[]>>;
  /** Environment variable read when the flag is absent. */
  env?: string;
  /** Key of `observe-annotations.yaml` read when flag and environment are absent. */
  config?: string;
  /** Name of the GitHub Action input that feeds this option, when there is one. */
  input?: string;
  /** Default shown in help and used by the commands. */
  default?: string | boolean;
}

const CONNECTED: readonly CommandName[] = ['plan', 'apply', 'import'];

export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'format',
    type: 'string',
    arg: 'FORMAT',
    description: 'Output format.',
    commands: ['validate', 'plan', 'apply'],
    choices: ['text', 'json', 'markdown', 'github'],
    choicesFor: {
      validate: ['text', 'json', 'github'],
      plan: ['text', 'json', 'markdown'],
      apply: ['text', 'json', 'markdown'],
    },
    default: 'text',
  },
  {
    name: 'base-url',
    type: 'string',
    arg: 'URL',
    description: 'Observe API base URL, with its version segment (e.g. https://…/v1).',
    commands: CONNECTED,
    env: 'OBSERVE_BASE_URL',
    config: 'baseUrl',
    input: 'base-url',
  },
  {
    name: 'api-key-file',
    type: 'string',
    arg: 'FILE',
    description:
      'Read the API key from FILE (otherwise OBSERVE_API_KEY). Never pass a key itself on the command line.',
    commands: CONNECTED,
  },
  {
    name: 'emulator',
    type: 'boolean',
    description: 'Run against an embedded emulator whose state persists in .observe-emulator/.',
    commands: CONNECTED,
    default: false,
  },
  {
    name: 'out',
    type: 'string',
    arg: 'PATH',
    description: 'plan: write the saved plan (JSON) to FILE. import: write YAML files into DIR.',
    commands: ['plan', 'import'],
  },
  {
    name: 'detailed-exitcode',
    type: 'boolean',
    description: 'Exit 0 when there are no changes, 2 when there are changes, 1 on error.',
    commands: ['plan'],
    default: false,
  },
  {
    name: 'plan',
    type: 'string',
    arg: 'FILE',
    description:
      'Apply a plan saved by `plan --out`; items changed on the server since are skipped as stale.',
    commands: ['apply'],
  },
  {
    name: 'concurrency',
    type: 'string',
    arg: 'N',
    description: 'Requests in flight at once (1–64).',
    commands: ['plan', 'apply'],
    config: 'concurrency',
    input: 'concurrency',
    default: '8',
  },
  {
    name: 'dry-run',
    type: 'boolean',
    description: 'Plan and show what would be written, write nothing.',
    commands: ['apply'],
    default: false,
  },
  {
    name: 'prune',
    type: 'boolean',
    description:
      'Delete orphans (server keys under keyPrefix that no file holds) after the writes.',
    commands: ['plan', 'apply'],
    input: 'prune',
    default: false,
  },
  {
    name: 'max-deletes',
    type: 'string',
    arg: 'N',
    description: 'Refuse a prune of more than N annotations, before any write.',
    commands: ['apply'],
    default: '10',
  },
  {
    name: 'prefix',
    type: 'string',
    arg: 'P',
    description: 'Import only external keys starting with P.',
    commands: ['import'],
  },
  // The emulator's own flags.
  {
    name: 'host',
    type: 'string',
    arg: 'HOST',
    description: 'Address to listen on.',
    commands: ['emulator'],
    default: '127.0.0.1',
  },
  {
    name: 'port',
    type: 'string',
    arg: 'N',
    description: 'Port to listen on (0 = any free port).',
    commands: ['emulator'],
    default: '8787',
  },
  {
    name: 'api-key',
    type: 'string',
    multiple: true,
    arg: 'KEY[@PROJECT][=perm,…][;expires=DATE][;ip=CIDR,…]',
    description:
      'Accept this key (every permission unless listed; expired from DATE, or limited to address ranges, it answers 401). Without any, one development key is made and printed.',
    commands: ['emulator'],
  },
  {
    name: 'timezone',
    type: 'string',
    arg: 'TZ',
    description: "The projects' IANA timezone.",
    commands: ['emulator'],
    default: 'UTC',
  },
  {
    name: 'paging',
    type: 'string',
    arg: 'WHERE',
    description:
      'Where list answers carry their paging: headers (X-Corbado-*, as the vendor documents), body, or both.',
    commands: ['emulator'],
    default: 'headers',
  },
  {
    name: 'finding',
    type: 'string',
    multiple: true,
    arg: 'ID',
    description: 'A finding id that refs may name.',
    commands: ['emulator'],
  },
  {
    name: 'data',
    type: 'string',
    arg: 'FILE',
    description: 'Keep state in FILE across restarts (written atomically).',
    commands: ['emulator'],
  },
  {
    name: 'latency',
    type: 'string',
    arg: 'MS',
    description: 'Delay every answer by about MS milliseconds.',
    commands: ['emulator'],
    default: '0',
  },
  {
    name: 'fault-rate',
    type: 'string',
    arg: 'R',
    description: 'Share of requests (0–1) that meet a fault.',
    commands: ['emulator'],
    default: '0',
  },
  {
    name: 'faults',
    type: 'string',
    arg: 'LIST',
    description: 'Which faults: 500,503,429,reset,lost.',
    commands: ['emulator'],
    default: '500,503,429,reset,lost',
  },
  {
    name: 'seed',
    type: 'string',
    arg: 'N',
    description: 'Seed for a repeatable fault sequence.',
    commands: ['emulator'],
  },
  {
    name: 'create-delay',
    type: 'string',
    arg: 'MS',
    description: 'Hold a create in flight this long (provokes 409s).',
    commands: ['emulator'],
    default: '0',
  },
];

/** Inputs of the Action that are not command options. */
export const ACTION_ONLY_INPUTS: readonly {
  name: string;
  description: string;
  default?: string;
  required?: boolean;
}[] = [
  {
    name: 'command',
    description:
      'auto, validate, plan or apply. auto plans on pull requests, applies on pushes and checks drift on schedule and manual runs.',
    default: 'auto',
  },
  {
    name: 'paths',
    description: 'Files, folders or globs of annotation files, one per line or comma-separated.',
    default: 'annotations/',
  },
  {
    name: 'api-key',
    description:
      'Observe API key (a secret). Without it, pull requests from forks are only validated.',
  },
  {
    name: 'comment',
    description: 'Post or update the sticky plan comment on pull requests.',
    default: 'true',
  },
  {
    name: 'github-token',
    description: 'Token for the pull request comment.',
    default: '${{ github.token }}',
  },
];

export function optionsFor(command: CommandName): OptionSpec[] {
  return OPTIONS.filter((o) => o.commands.includes(command));
}

/** The values COMMAND accepts for an option with choices (its own list when it has one). */
export function choicesOf(spec: OptionSpec, command: CommandName): readonly string[] | undefined {
  return spec.choicesFor?.[command] ?? spec.choices;
}
