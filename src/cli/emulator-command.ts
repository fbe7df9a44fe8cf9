// `observe-annotations emulator …`: options → startEmulator options, the start line on stdout,
// a clean close (state flushed) on Ctrl-C / SIGTERM, delivered through `io.onInterrupt`.
import { inspect } from 'node:util';
import type * as Emulator from '../emulator/index.js';
import type { ApiKeySpec, EmulatorOptions, Logger } from '../emulator/index.js';
import { OptionError } from '../app/options/option-error.js';
import type { Options } from '../app/options/option-table.js';
import { UserError } from '../model/errors.js';
import type { CliContext } from './cli-context.js';
import type { Io } from './io.js';

function stderrLogger(io: Io): Logger {
  return {
    info: (message) => io.stderr.write(`emulator: ${message}\n`),
    warn: (message) => io.stderr.write(`emulator: warning: ${message}\n`),
    error: (message, error) =>
      io.stderr.write(
        `emulator: error: ${message}${error instanceof Error ? `\n${error.stack ?? error.message}` : error === undefined ? '' : `: ${inspect(error)}`}\n`,
      ),
  };
}

type EmulatorModule = typeof Emulator;

/** Runs until interrupted; resolves 0 after a clean close. */
export async function runEmulator({ ctx, io }: CliContext): Promise<number> {
  const emulator = await import('../emulator/index.js');
  const { options, devKey } = emulatorOptions(ctx.options, emulator, stderrLogger(io));
  const running = await start(emulator, options);
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
      throw new OptionError(
        'dataFile',
        `${options.dataFile}: ${error.message}; the last changes are lost`,
      );
    throw error;
  }
  io.stderr.write('Observe emulator stopped.\n');
  return 0;
}

/** The emulator's options from the command's; without `--api-key`, a development key made now. */
function emulatorOptions(
  options: Options,
  emulator: EmulatorModule,
  logger: Logger,
): { options: EmulatorOptions; devKey?: ApiKeySpec } {
  let apiKeys: ApiKeySpec[];
  let faults;
  try {
    apiKeys = (options.acceptKeys ?? []).map((text) => emulator.parseApiKey(text));
  } catch (error) {
    throw new OptionError('acceptKeys', `: ${(error as Error).message}`);
  }
  try {
    faults = emulator.parseFaults(options.faults);
  } catch (error) {
    throw new OptionError('faults', `: ${(error as Error).message}`);
  }
  const devKey = apiKeys.length === 0 ? emulator.makeDevelopmentKey() : undefined;
  const settings: EmulatorOptions = {
    host: options.host,
    port: options.port,
    apiKeys: devKey ? [devKey] : apiKeys,
    timezone: options.timezone,
    findings: [...(options.findings ?? [])],
    dataFile: options.dataFile,
    latencyMs: options.latencyMs,
    faultRate: options.faultRate,
    faults,
    seed: options.seed,
    createDelayMs: options.createDelayMs,
    paging: options.paging,
    logger,
  };
  return devKey ? { options: settings, devKey } : { options: settings };
}

/** Starts it; a port in use, a host it cannot listen on or a damaged data file name the option. */
async function start(emulator: EmulatorModule, options: EmulatorOptions) {
  try {
    return await emulator.startEmulator(options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new OptionError(
        'port',
        `${options.port} is in use on ${options.host}; pick another with --port (0 = any free port)`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new OptionError('host', `${options.host}: cannot listen on it`);
    if (error instanceof RangeError) throw new UserError(error.message);
    if (error instanceof emulator.StateFormatError || error instanceof emulator.StateFileError)
      throw new OptionError(
        'dataFile',
        `${options.dataFile}: ${error.message}; move it away or pick another file`,
      );
    throw error;
  }
}
