// `observe-annotations emulator …`: flags → startEmulator options, the start line on stdout,
// a clean close (state flushed) on Ctrl-C / SIGTERM, delivered through `io.onInterrupt`.
import type { ApiKeySpec, EmulatorOptions, Logger, PagingMode } from '../emulator/index.js';
import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';
import type { Io } from './io.js';
import { optionsFor } from './option-table.js';

type Flags = CommandContext['flags'];

function flag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  if (typeof value === 'string') return value;
  const fallback = optionsFor('emulator').find((o) => o.name === name)?.default;
  return typeof fallback === 'string' ? fallback : undefined;
}

function list(flags: Flags, name: string): string[] {
  const value = flags[name];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}

function number(flags: Flags, name: string, min: number, max: number, integer = false): number {
  const text = flag(flags, name) ?? '0';
  const value = Number(text);
  if (
    text.trim() === '' ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  ) {
    throw new UserError(
      `--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, not '${text}'`,
    );
  }
  return value;
}

function pagingMode(text: string, modes: readonly PagingMode[]): PagingMode {
  if ((modes as readonly string[]).includes(text)) return text as PagingMode;
  throw new UserError(`--paging must be one of ${modes.join(', ')}, not '${text}'`);
}

function stderrLogger(io: Io): Logger {
  return {
    info: (message) => io.stderr.write(`emulator: ${message}\n`),
    warn: (message) => io.stderr.write(`emulator: warning: ${message}\n`),
    error: (message, error) =>
      io.stderr.write(
        `emulator: error: ${message}${error instanceof Error ? `\n${error.stack ?? error.message}` : error === undefined ? '' : `: ${String(error)}`}\n`,
      ),
  };
}

/** Runs until interrupted; resolves 0 after a clean close. */
export async function runEmulator(ctx: CommandContext): Promise<number> {
  const emulator = await import('../emulator/index.js');
  const { flags, io } = ctx;
  if (ctx.positionals.length > 0) {
    throw new UserError(`emulator takes no positional arguments (got '${ctx.positionals[0]}')`);
  }
  let apiKeys: ApiKeySpec[];
  let faults;
  try {
    apiKeys = list(flags, 'api-key').map((text) => emulator.parseApiKey(text));
    faults = emulator.parseFaults(flag(flags, 'faults') ?? '');
  } catch (error) {
    throw new UserError(
      `${error instanceof emulator.FaultListError ? '--faults' : '--api-key'}: ${(error as Error).message}`,
    );
  }
  let devKey: ApiKeySpec | undefined;
  if (apiKeys.length === 0) {
    devKey = emulator.makeDevelopmentKey();
    apiKeys = [devKey];
  }
  const seedText = flags.seed;
  const options: EmulatorOptions = {
    host: flag(flags, 'host'),
    port: number(flags, 'port', 0, 65535, true),
    apiKeys,
    timezone: flag(flags, 'timezone'),
    findings: list(flags, 'finding'),
    dataFile: flag(flags, 'data'),
    latencyMs: number(flags, 'latency', 0, 600_000),
    faultRate: number(flags, 'fault-rate', 0, 1),
    faults,
    seed: typeof seedText === 'string' ? number(flags, 'seed', 0, 2 ** 32 - 1, true) : undefined,
    createDelayMs: number(flags, 'create-delay', 0, 600_000),
    paging: pagingMode(flag(flags, 'paging') ?? 'headers', emulator.PAGING_MODES),
    logger: stderrLogger(io),
  };
  let running;
  try {
    running = await emulator.startEmulator(options);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE')
      throw new UserError(
        `port ${options.port} is in use on ${options.host}; pick another with --port (0 = any free port)`,
      );
    if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND')
      throw new UserError(`cannot listen on --host ${options.host}`);
    if (error instanceof RangeError) throw new UserError(error.message);
    if (error instanceof emulator.StateFormatError || error instanceof emulator.StateFileError)
      throw new UserError(
        `--data ${options.dataFile}: ${error.message}; move it away or pick another file`,
      );
    throw error;
  }
  if (devKey) {
    // The one place a key is printed: the user's own development key, made just now.
    io.stdout.write(
      `Development API key (every permission, project ${devKey.project}): ${devKey.key}\n`,
    );
  }
  io.stdout.write(`Observe emulator listening on ${running.baseUrl}\n`);
  await new Promise<void>((resolve) => {
    const unsubscribe = io.onInterrupt?.(() => {
      unsubscribe?.();
      resolve();
    });
  });
  try {
    await running.close();
  } catch (error) {
    if (error instanceof emulator.StateFileError)
      throw new UserError(
        `--data ${options.dataFile}: ${error.message}; the last changes are lost`,
      );
    throw error;
  }
  io.stderr.write('Observe emulator stopped.\n');
  return 0;
}
