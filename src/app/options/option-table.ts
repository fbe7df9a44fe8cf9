// The one option table. Each row is one option of the application: its key (the name the
// code uses), where a value may come from (CLI flag or PATH arguments, environment variable,
// config-file key, Action input), how it is parsed and bounded, its default, and which
// commands take it. The CLI's flags and help, the config file's keys, `action.yml`'s inputs
// (a test holds them to it) and `resolveOptions` all read this table: a new option is a row.
import { DEFAULT_PATHS } from '../../load/default-paths.js';
import { FORMATS, VIEW_FORMATS } from '../../model/formats.js';
import {
  actionReference,
  baseUrl,
  decimal,
  duration,
  envName,
  gitRef,
  list,
  oneOf,
  path,
  pathList,
  record,
  secretKey,
  targetName,
  text,
  wholeNumber,
  yesNo,
  type Parser,
} from './option-parsers.js';

/** Every command of the application (the CLI runs them all; the Action validate, plan, apply). */
export type CommandName =
  'init' | 'validate' | 'fmt' | 'plan' | 'apply' | 'import' | 'doctor' | 'emulator' | 'lsp';

export interface OptionRow<T> {
  /** Flag without dashes (kebab-case); absent: not on the command line. */
  flag?: string;
  /** The commands whose PATH arguments (rather than a flag) feed this option. */
  positional?: readonly CommandName[];
  /**
   * A path the adapter is given relative to where the run started; the run works from the
   * config file's folder, so the CLI rebases it onto that (app/options/config.ts).
   */
  path?: boolean;
  /** Placeholder shown in help, e.g. `N` or `FILE`. */
  arg?: string;
  /** Environment variable read when no flag or input gives a value. */
  env?: string;
  /** Key of the config file, read when neither a flag, an input nor the environment does. */
  config?: string;
  /** Name of the GitHub Action input that feeds this option. */
  input?: string;
  /** Help text (and the input's description in action.yml, unless `inputDescription`). */
  description: string;
  /** The help text of one command, where the option means something of its own there. */
  descriptionFor?: Partial<Record<CommandName, string>>;
  /** The placeholder of one command, where it differs (`FILE` for plan, `DIR` for import). */
  argFor?: Partial<Record<CommandName, string>>;
  /** The input's description, when the Action needs other words than the command line. */
  inputDescription?: string;
  /**
   * The input has no default in action.yml: left empty, the config file's key (then the
   * table's default) decides, as on the command line.
   */
  inputWithoutDefault?: boolean;
  /** Never shown, never quoted: the value is redacted from every output. */
  secret?: boolean;
  parse: Parser<T>;
  default?: T;
  commands: readonly CommandName[];
  /** The choices one command accepts, when narrower than the parser's. */
  choicesFor?: Partial<Record<CommandName, readonly string[]>>;
}

function row<T>(spec: OptionRow<T> & { default: T }): OptionRow<T> & { default: T };
function row<T>(spec: OptionRow<T>): OptionRow<T>;
function row<T>(spec: OptionRow<T>): OptionRow<T> {
  return spec;
}

const FILES: readonly CommandName[] = ['validate', 'fmt', 'plan', 'apply', 'import'];
const CONNECTED: readonly CommandName[] = ['plan', 'apply', 'import', 'doctor'];
const EMULATOR: readonly CommandName[] = ['emulator'];

const concurrency = wholeNumber(1, 64);
const pageSize = wholeNumber(1, 1000);
const timeout = duration(1, 24 * 3600);
const maxDeletes = wholeNumber(0, 100_000);

export const OPTIONS = {
  format: row({
    flag: 'format',
    arg: 'FORMAT',
    description: 'Output format.',
    parse: oneOf(FORMATS),
    default: 'text',
    commands: ['validate', 'fmt', 'plan', 'apply', 'doctor'],
    choicesFor: VIEW_FORMATS,
  }),
  configFile: row({
    flag: 'config',
    arg: 'FILE',
    input: 'config',
    inputDescription:
      'Path of the config file, relative to working-directory. Default: observe-annotations.yaml in working-directory, when there is one. Paths in it are relative to its folder, and the files the run reads must lie inside that folder.',
    description:
      'The config file. Default: the nearest observe-annotations.yaml from the working directory up to the repository root (the folder holding .git). Paths in it are relative to its folder, and the files a run reads must lie inside that folder.',
    parse: path(),
    commands: [...FILES, 'doctor'],
  }),
  paths: row({
    positional: ['validate', 'fmt', 'plan', 'apply'],
    path: true,
    config: 'include',
    input: 'paths',
    description: 'Files, folders or globs of .yaml/.yml annotation files.',
    inputDescription:
      'Files, folders or globs of annotation files, one per line or comma-separated.',
    parse: pathList('a list of files, folders or globs'),
    // The loader's own constant: it words "the default PATH" when nothing was named.
    default: DEFAULT_PATHS,
    commands: FILES,
  }),
  keyPrefix: row({
    config: 'keyPrefix',
    description: 'Keys under this prefix are ours: orphans are reported and may be pruned.',
    parse: text(),
    commands: [...FILES, 'doctor'],
  }),
  target: row({
    flag: 'target',
    arg: 'NAME',
    input: 'target',
    description:
      'The target (a name under targets: in observe-annotations.yaml) whose settings and key this run uses.',
    inputDescription:
      'The target (a name under targets: in observe-annotations.yaml) whose settings this run uses; the comment is labelled with it. Its baseUrl and apiKeyEnv are not used: pass base-url and api-key.',
    parse: targetName(),
    commands: [...FILES, 'doctor'],
  }),
  baseUrl: row({
    flag: 'base-url',
    arg: 'URL',
    env: 'OBSERVE_BASE_URL',
    config: 'baseUrl',
    input: 'base-url',
    description: 'Observe API base URL, with its version segment (e.g. https://…/v1).',
    inputDescription:
      "Observe API base URL, with its version segment (e.g. https://…/v1): the only address the key is sent to (else OBSERVE_BASE_URL in the step's environment). The Action never reads baseUrl from the checkout's observe-annotations.yaml.",
    parse: baseUrl(),
    commands: CONNECTED,
  }),
  apiKey: row({
    env: 'OBSERVE_API_KEY',
    input: 'api-key',
    secret: true,
    description: 'The Observe API key; never taken on the command line.',
    inputDescription:
      'Observe API key (a secret). Without it, pull requests from forks are only validated.',
    parse: secretKey(),
    commands: CONNECTED,
  }),
  apiKeyEnv: row({
    config: 'apiKeyEnv',
    description:
      'The name of the environment variable that holds the key, beginning with OBSERVE_ (per target: OBSERVE_API_KEY_STAGING); never the key itself.',
    parse: envName(),
    commands: CONNECTED,
  }),
  apiKeyFile: row({
    path: true,
    flag: 'api-key-file',
    arg: 'FILE',
    description:
      'Read the API key from FILE (otherwise OBSERVE_API_KEY). Never pass a key itself on the command line.',
    parse: path(),
    commands: CONNECTED,
  }),
  emulator: row({
    flag: 'emulator',
    description: 'Run against an embedded emulator whose state persists in .observe-emulator/.',
    parse: yesNo(),
    default: false,
    commands: CONNECTED,
  }),
  emulatorProject: row({
    config: 'emulator',
    description: "The embedded emulator's project (for --emulator): timezone and findings.",
    parse: record<{ timezone?: string; findings?: readonly string[] }>(
      'a map with timezone and findings',
      {
        timezone: text(),
        findings: list('a list of finding ids'),
      },
    ),
    commands: CONNECTED,
  }),
  out: row({
    path: true,
    flag: 'out',
    arg: 'PATH',
    description: 'plan: write the saved plan (JSON) to FILE. import: write YAML files into DIR.',
    argFor: { plan: 'FILE', import: 'DIR' },
    descriptionFor: {
      plan: 'Also write the plan to FILE (JSON): a saved plan, to apply exactly it later.',
      import: 'Write the YAML files into DIR (default annotations/).',
    },
    parse: path(),
    commands: ['plan', 'import'],
  }),
  base: row({
    flag: 'base',
    arg: 'REF',
    description:
      'Also read the files as they are at the git commit REF (origin/main, a SHA) and mark each change with its cause: pr (the files changed it since REF), drift (the server was edited outside the repository) or both.',
    parse: gitRef(),
    commands: ['plan'],
  }),
  stdio: row({
    flag: 'stdio',
    description: 'Speak the Language Server Protocol over stdin and stdout (the one transport).',
    parse: yesNo(),
    default: false,
    commands: ['lsp'],
  }),
  actionRef: row({
    flag: 'action-ref',
    arg: 'REF',
    description:
      "The Action the workflows init writes use, as uses: names it (OWNER/NAME@REF, or ./PATH). Default: the package's own repository at its major version's tag.",
    parse: actionReference(),
    commands: ['init'],
  }),
  detailedExitcode: row({
    flag: 'detailed-exitcode',
    description: 'Exit 0 when there are no changes, 2 when there are changes, 1 on error.',
    parse: yesNo(),
    default: false,
    commands: ['plan'],
  }),
  planFile: row({
    path: true,
    flag: 'plan',
    arg: 'FILE',
    description:
      'Apply a plan saved by `plan --out`; items changed on the server since are skipped as stale.',
    parse: path(),
    commands: ['apply'],
  }),
  concurrency: row({
    flag: 'concurrency',
    arg: 'N',
    config: 'concurrency',
    input: 'concurrency',
    description: `Requests in flight at once (${concurrency.range}).`,
    parse: concurrency,
    default: 8,
    commands: ['plan', 'apply', 'import'],
  }),
  pageSize: row({
    flag: 'page-size',
    arg: 'N',
    config: 'pageSize',
    input: 'page-size',
    description: `Annotations asked for per page of the server's list (${pageSize.range}).`,
    parse: pageSize,
    default: 100,
    commands: CONNECTED,
  }),
  timeout: row({
    flag: 'timeout',
    arg: 'DURATION',
    config: 'timeout',
    input: 'timeout',
    description:
      'The run stops after this long, whatever the server does (seconds, or 90s, 15m, 1h); each request also has its own 30 s.',
    parse: timeout,
    default: 900,
    commands: CONNECTED,
  }),
  check: row({
    flag: 'check',
    description:
      'Write nothing: list each file that is not in canonical form, and exit 1 if there is one.',
    parse: yesNo(),
    default: false,
    commands: ['fmt'],
  }),
  diff: row({
    flag: 'diff',
    description:
      'Write nothing: print what formatting would change as a unified diff (git apply or patch -p1 applies it from the repository root).',
    parse: yesNo(),
    default: false,
    commands: ['fmt'],
  }),
  stdinFilepath: row({
    flag: 'stdin-filepath',
    arg: 'PATH',
    description: "With '-' (read the text on stdin): the file's path, named in messages.",
    parse: text(),
    commands: ['fmt'],
  }),
  autoApprove: row({
    flag: 'auto-approve',
    input: 'auto-approve',
    inputDescription:
      "Apply the fresh plan even when it is not the plan reviewed on the pull request (the Action's own comment, made for the pull request's final head commit and showing the same plan), or when no pull request reviewed it (a direct push). Without it such an apply writes nothing and the step fails.",
    description:
      'Apply without asking. Without it, apply asks on a terminal and writes nothing elsewhere (a saved plan, --plan FILE, was reviewed already and is applied without asking).',
    parse: yesNo(),
    default: false,
    commands: ['apply'],
  }),
  writeOnly: row({
    flag: 'write-only',
    description:
      'Write every annotation of the files without reading the server first, for a key with only observe:annotations:write: no diff is shown and nothing is pruned; a re-run converges.',
    parse: yesNo(),
    default: false,
    commands: ['apply'],
  }),
  dryRun: row({
    flag: 'dry-run',
    description: 'Plan and show what would be written, write nothing.',
    parse: yesNo(),
    default: false,
    commands: ['apply'],
  }),
  prune: row({
    flag: 'prune',
    input: 'prune',
    description:
      'Delete orphans (server keys under keyPrefix that no file holds) after the writes.',
    descriptionFor: {
      plan: 'Show the orphans (server keys under keyPrefix that no file holds) as deletions in the plan.',
    },
    parse: yesNo(),
    default: false,
    commands: ['plan', 'apply'],
  }),
  maxDeletes: row({
    flag: 'max-deletes',
    arg: 'N',
    config: 'maxDeletes',
    input: 'max-deletes',
    inputWithoutDefault: true,
    description: 'Refuse a prune of more than N annotations, before any write.',
    inputDescription:
      'Refuse an apply that deletes more than this many annotations, before any write (default 10). Like base-url and api-key it comes from the workflow only: the Action does not read maxDeletes from observe-annotations.yaml, which a pull request could raise. A pull request whose plan deletes more says so in its comment.',
    parse: maxDeletes,
    default: 10,
    commands: ['apply'],
  }),
  prefix: row({
    flag: 'prefix',
    arg: 'P',
    description: 'Import only external keys starting with P.',
    parse: text(),
    commands: ['import'],
  }),
  // The emulator command's own options.
  host: row({
    flag: 'host',
    arg: 'HOST',
    description: 'Address to listen on.',
    parse: text(),
    default: '127.0.0.1',
    commands: EMULATOR,
  }),
  port: row({
    flag: 'port',
    arg: 'N',
    description: 'Port to listen on (0 = any free port).',
    parse: wholeNumber(0, 65_535),
    default: 8787,
    commands: EMULATOR,
  }),
  acceptKeys: row({
    flag: 'api-key',
    arg: 'KEY[@PROJECT][=perm,…][;expires=DATE][;ip=CIDR,…]',
    description:
      'Accept this key (every permission unless listed; expired from DATE, or limited to address ranges, it answers 401). Without any, one development key is made and printed.',
    parse: list('one or more keys'),
    commands: EMULATOR,
  }),
  timezone: row({
    flag: 'timezone',
    arg: 'TZ',
    description: "The projects' IANA timezone.",
    parse: text(),
    default: 'UTC',
    commands: EMULATOR,
  }),
  paging: row({
    flag: 'paging',
    arg: 'WHERE',
    description:
      'Where list answers carry their paging: headers (X-Corbado-*, as the vendor documents), body, or both.',
    parse: oneOf(['headers', 'body', 'both'] as const),
    default: 'headers' as const,
    commands: EMULATOR,
  }),
  findings: row({
    flag: 'finding',
    arg: 'ID',
    description: 'A finding id that refs may name.',
    parse: list('one or more finding ids'),
    commands: EMULATOR,
  }),
  dataFile: row({
    flag: 'data',
    arg: 'FILE',
    description: 'Keep state in FILE across restarts (written atomically).',
    parse: path(),
    commands: EMULATOR,
  }),
  latencyMs: row({
    flag: 'latency',
    arg: 'MS',
    description: 'Delay every answer by about MS milliseconds.',
    parse: decimal(0, 600_000),
    default: 0,
    commands: EMULATOR,
  }),
  faultRate: row({
    flag: 'fault-rate',
    arg: 'R',
    description: 'Share of requests (0–1) that meet a fault.',
    parse: decimal(0, 1),
    default: 0,
    commands: EMULATOR,
  }),
  faults: row({
    flag: 'faults',
    arg: 'LIST',
    description: 'Which faults: 500,503,429,reset,lost.',
    parse: text(),
    default: '500,503,429,reset,lost',
    commands: EMULATOR,
  }),
  seed: row({
    flag: 'seed',
    arg: 'N',
    description: 'Seed for a repeatable fault sequence.',
    parse: wholeNumber(0, 2 ** 32 - 1),
    commands: EMULATOR,
  }),
  createDelayMs: row({
    flag: 'create-delay',
    arg: 'MS',
    description: 'Hold a create in flight this long (provokes 409s).',
    parse: decimal(0, 600_000),
    default: 0,
    commands: EMULATOR,
  }),
};

export type OptionKey = keyof typeof OPTIONS;

type ValueOf<R> =
  R extends OptionRow<infer T> ? (R extends { default: unknown } ? T : T | undefined) : never;

/** The typed options of one run: every key, with its default where it has one. */
export type Options = { -readonly [K in OptionKey]: ValueOf<(typeof OPTIONS)[K]> };

/** The rows in table order, with their keys. */
export function optionRows(): [OptionKey, OptionRow<unknown>][] {
  return Object.entries(OPTIONS) as [OptionKey, OptionRow<unknown>][];
}

export function rowOf(key: OptionKey): OptionRow<unknown> {
  return OPTIONS[key];
}

/** The options COMMAND takes, in table order. */
export function optionsFor(command: CommandName): [OptionKey, OptionRow<unknown>][] {
  return optionRows().filter(([, r]) => r.commands.includes(command));
}

/** The values COMMAND accepts for an option with choices (its own list when it has one). */
export function choicesOf(
  option: OptionRow<unknown>,
  command: CommandName,
): readonly string[] | undefined {
  return option.choicesFor?.[command] ?? option.parse.choices;
}
