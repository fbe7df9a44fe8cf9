// argv → options → command → exit code: the one dispatcher of the command line, whichever
// entry runs it. Flags and PATH arguments become the application's options through the one
// option table. What it loads on the way (the secrets, the config file, the option checks, the
// command) comes from `CliParts`: the CLI's entry (main.ts) loads each part only when it gets
// there; the cold path of `validate` (validate-main.ts) has its parts at hand, in one bundle.
import { parseArgs } from 'node:util';
import type * as ConfigModule from '../app/options/config.js';
import { optionsFor, type CommandName, type OptionKey } from '../app/options/option-table.js';
import type * as ResolveOptionsModule from '../app/options/resolve-options.js';
import { runContext, type StartEmbedded } from '../app/run/context.js';
import type * as SecretsModule from '../app/run/secrets.js';
import { VERSION } from '../app/version.js';
import { InterruptedError, UserError } from '../model/errors.js';
import type * as ApplyWordsModule from '../render/apply-words.js';
import type { StopSignal } from '../render/apply-words.js';
import type { CliContext, CommandRun } from './cli-context.js';
import { COMMANDS } from './commands.js';
import { EXIT, exitCodeFor } from './exit-code.js';
import { renderCommandHelp, renderMainHelp } from './help.js';
import type { Io } from './io.js';
import { redactingIo, type RedactingIo } from './redacting-io.js';
import type * as UnknownWordsModule from './unknown-words.js';

/** The parts the dispatcher loads on its way to a command, each when it gets there. */
export interface CliParts {
  secrets(): Promise<typeof SecretsModule>;
  /** Only for the commands that take a config file (the emulator takes none). */
  config(): Promise<typeof ConfigModule>;
  resolveOptions(): Promise<typeof ResolveOptionsModule>;
  /** Only for an unknown command or flag ("did you mean"). */
  unknownWords(): Promise<typeof UnknownWordsModule>;
  command(name: CommandName): Promise<CommandRun>;
  /** Only for a run stopped by SIGTERM: how the stop is worded. */
  applyWords(): Promise<typeof ApplyWordsModule>;
  /** Starts the embedded emulator (`--emulator`); absent where no command offers it. */
  startEmbedded?: StartEmbedded;
}

/**
 * Runs one command line with `parts` and resolves to its exit code; never throws. The one
 * dispatcher of both entries: the CLI (main.ts) and the cold path of `validate`.
 */
export async function runCommandLine(argv: string[], io: Io, parts: CliParts): Promise<number> {
  // Every byte written, error messages included, passes the run's redactor.
  const sink = redactingIo(io);
  const stop: Stop = {};
  // A run stopped by SIGTERM (a cancelled CI job) says so and exits 143, not as after Ctrl-C.
  const terminated = (code: number) =>
    code === EXIT.interrupted && stop.signal === 'SIGTERM' ? EXIT.terminated : code;
  try {
    return terminated(await dispatch(argv, sink, parts, stop));
  } catch (thrown) {
    // Stopped at once by a signal, a command's work ends with whatever its aborted reads threw.
    const error =
      stop.atOnce && stop.signal && !(thrown instanceof InterruptedError)
        ? new InterruptedError()
        : thrown;
    if (!(error instanceof InterruptedError) || stop.signal !== 'SIGTERM')
      return exitCodeFor(error, sink.io);
    const { stopWords } = await parts.applyWords();
    const words = error.message.replace(/^Interrupted/, stopWords('SIGTERM').stopped);
    return terminated(exitCodeFor(new InterruptedError(words), sink.io));
  }
}

/** The signal that stopped the run, once one has. */
interface Stop {
  signal?: StopSignal;
  /** The command stops at the first signal (`stopOnInterrupt`). */
  atOnce?: boolean;
  /** Ends that subscription: when the command ends. */
  release?: () => void;
}

async function dispatch(
  argv: string[],
  sink: RedactingIo,
  parts: CliParts,
  stop: Stop,
): Promise<number> {
  const io = sink.io;
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
    // The nearest command's name is worked out only on this path (start-up stays light).
    const { unknownCommandMessage } = await parts.unknownWords();
    throw new UserError(unknownCommandMessage(first));
  }
  const command = first as CommandName;
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(renderCommandHelp(command));
    return EXIT.ok;
  }
  // The run's secrets: the key of the environment now, one read later (a key file) when read.
  const secrets = new (await parts.secrets()).Secrets();
  sink.use(secrets.redact);
  secrets.add(io.env.OBSERVE_API_KEY);
  const parsed = await parseCommandLine(command, rest, parts);
  const { positionals } = parsed;
  // The config file holds options of the connected and file commands; the emulator has none.
  // Found from the working directory upward (or named by --config): its folder is where the
  // run works, and paths typed here are rebased onto it.
  const takesConfig = optionsFor(command).some(([, o]) => o.config !== undefined);
  // Loaded only then: reading YAML is not start-up work for --version, --help or the emulator.
  const place = takesConfig
    ? await (await parts.config()).placeRun(command, parsed.given, io.cwd)
    : { root: io.cwd, given: parsed.given, config: undefined };
  const { given, config, root } = place;
  const sources = { given, env: io.env, config };
  // Loaded with the command: --version and --help need no option checks (nor their messages).
  const { resolveOptions } = await parts.resolveOptions();
  const options = resolveOptions(command, sources);
  const stopNew = new AbortController();
  const abortNow = new AbortController();
  const ctx = runContext({
    options,
    sources,
    cwd: root,
    env: io.env,
    log: {
      info: (line) => io.stderr.write(`${line}\n`),
      warn: (line) => io.stderr.write(`${line}\n`),
    },
    signal: stopNew.signal,
    abortNow: abortNow.signal,
    redact: secrets.redact,
    addSecret: (secret) => secrets.add(secret),
    startEmbedded: parts.startEmbedded,
  });
  const cli = cliContext({ command, ctx, io, positionals }, stop, { stopNew, abortNow });
  const run = await parts.command(command);
  try {
    return await run(cli);
  } finally {
    stop.release?.();
  }
}

/** What a command gets: `base`, and the routes from a signal to the run's two signals. */
function cliContext(
  base: Pick<CliContext, 'command' | 'ctx' | 'io' | 'positionals'>,
  stop: Stop,
  { stopNew, abortNow }: { stopNew: AbortController; abortNow: AbortController },
): CliContext {
  const heard = (signal?: NodeJS.Signals): void => {
    stop.signal ??= signal === 'SIGTERM' ? 'SIGTERM' : 'SIGINT';
  };
  return {
    ...base,
    catchInterrupts: () =>
      base.io.onInterrupt?.((signal) => {
        heard(signal);
        if (!stopNew.signal.aborted) stopNew.abort();
        else abortNow.abort();
      }) ?? (() => {}),
    stopOnInterrupt: () => {
      stop.atOnce = true;
      stop.release = base.io.onInterrupt?.((signal) => {
        heard(signal);
        stopNew.abort();
        abortNow.abort();
        // Heard once: a second signal ends the process as any process ends (work that does
        // not look at the stop, such as validate's read of its files, is not waited for).
        stop.release?.();
      });
    },
    stopSignal: () => stop.signal,
  };
}

/** Flags by option key, and the PATH arguments (refused by commands that take none). */
async function parseCommandLine(
  command: CommandName,
  args: string[],
  parts: CliParts,
): Promise<{ given: Partial<Record<OptionKey, unknown>>; positionals: string[] }> {
  const rows = optionsFor(command);
  const flags = rows.filter(([, o]) => o.flag !== undefined);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        flags.map(([, o]) => [
          o.flag!,
          {
            type: o.parse.shape === 'boolean' ? ('boolean' as const) : ('string' as const),
            multiple: o.parse.shape === 'list',
          },
        ]),
      ),
    });
  } catch (error) {
    const unknown = /^Unknown option '([^']+)'/.exec((error as Error).message)?.[1];
    if (unknown !== undefined) {
      const { unknownFlagMessage } = await parts.unknownWords();
      throw new UserError(unknownFlagMessage(command, unknown));
    }
    throw new UserError(
      `${(error as Error).message.replace(/\. To specify a positional.*$/s, '')} (see '${command} --help')`,
    );
  }
  const given: Partial<Record<OptionKey, unknown>> = {};
  for (const [key, o] of flags) {
    const value = parsed.values[o.flag!];
    if (value !== undefined) given[key] = value;
  }
  const positional = rows.find(([, o]) => o.positional?.includes(command));
  if (parsed.positionals.length > 0) {
    if (!positional) {
      throw new UserError(
        `${command} takes no PATH arguments (got '${parsed.positionals[0]}'); see '${command} --help'`,
      );
    }
    given[positional[0]] = parsed.positionals;
  }
  return { given, positionals: parsed.positionals };
}
