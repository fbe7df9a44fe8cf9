// `observe-annotations emulator …`: options → startEmulator options, the start line on stdout
// and the variables to set to use it, a clean close (state flushed) on Ctrl-C / SIGTERM,
// delivered through `io.onInterrupt`.
import { inspect } from 'node:util';
import type { ApiKeySpec, EmulatorOptions, Logger } from '../emulator/index.js';
import type * as EmulatorModule from '../emulator/index.js';
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

/**
 * The development key of a run without --api-key: kept beside --data FILE when there is one
 * (a restart accepts the key clients were given), else made for this run.
 */
function developmentKey(
  emulator: typeof EmulatorModule,
  dataFile: string | undefined,
  io: Io,
): ApiKeySpec {
  if (dataFile === undefined) return emulator.makeDevelopmentKey();
  const found = emulator.developmentKeyFor(dataFile);
  if (found.kept)
    io.stderr.write(
      `emulator: the development key is ${found.reused ? 'the one kept in' : 'kept in'} ${found.file}: a restart with --data ${dataFile} accepts it again\n`,
    );
  else
    io.stderr.write(
      `emulator: warning: the development key cannot be kept in ${found.file} (${found.why}): it lasts this run only\n`,
    );
  return found.spec;
}

/**
 * The variables a shell sets to use the emulator, ready to paste, after the start line (which
 * scripts parse, so it stays as it is). The key is printed only when it is the development
 * key made for this run: keys given with --api-key are the user's own to set.
 */
function howToUse(baseUrl: string, devKey: string | undefined, io: Io): string {
  // A shell that holds the key already (a restart with --data keeps it) would see it redacted
  // here, and an `export` of the redacted text would undo it.
  const key =
    devKey === undefined
      ? '# and OBSERVE_API_KEY: one of the keys given with --api-key\n'
      : devKey === io.env.OBSERVE_API_KEY
        ? '# OBSERVE_API_KEY: this shell holds the development key already\n'
        : `export OBSERVE_API_KEY=${shellWord(devKey)}\n`;
  return `# To use it, set in the shell that runs observe-annotations:\nexport OBSERVE_BASE_URL=${shellWord(baseUrl)}\n${key}`;
}

/** `text` as one shell word: as it is when it holds nothing a shell reads, else single-quoted. */
function shellWord(text: string): string {
  return /^[\w.:/@%+=-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** What a 401 for an unknown key adds when the emulator made its own key. */
function unknownKeyHint(key: string): string {
  return `This is the Observe emulator (observe-annotations emulator): it accepts the development key it printed when it started (${key.slice(0, 8)}…).`;
}

/** Runs until interrupted; resolves 0 after a clean close. */
export async function runEmulator({ ctx, io }: CliContext): Promise<number> {
  const emulator = await import('../emulator/index.js');
  const { options, devKey } = emulatorOptions(ctx.options, emulator, io);
  const running = await start(emulator, options);
  if (devKey) {
    // The one place a key is printed: the user's own development key, made just now.
    io.stdout.write(
      `Development API key (every permission, project ${devKey.project}): ${devKey.key}\n`,
    );
  }
  // One write: a reader that waits for the start line has what follows it too.
  io.stdout.write(
    `Observe emulator listening on ${running.baseUrl}\n${howToUse(running.baseUrl, devKey?.key, io)}`,
  );
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

/** The emulator's options from the command's; without `--api-key`, a development key. */
function emulatorOptions(
  o: Options,
  emulator: typeof EmulatorModule,
  io: Io,
): { options: EmulatorOptions; devKey?: ApiKeySpec } {
  let apiKeys: ApiKeySpec[];
  let faults;
  try {
    apiKeys = (o.acceptKeys ?? []).map((text) => emulator.parseApiKey(text));
  } catch (error) {
    throw new OptionError('acceptKeys', `: ${(error as Error).message}`);
  }
  try {
    faults = emulator.parseFaults(o.faults);
  } catch (error) {
    throw new OptionError('faults', `: ${(error as Error).message}`);
  }
  const devKey = apiKeys.length === 0 ? developmentKey(emulator, o.dataFile, io) : undefined;
  const options: EmulatorOptions = {
    host: o.host,
    port: o.port,
    apiKeys: devKey ? [devKey] : apiKeys,
    // Only the key it made and printed itself, and only its first characters: enough to tell
    // which one, never the whole key to whoever asks.
    ...(devKey ? { unknownKeyHint: unknownKeyHint(devKey.key) } : {}),
    timezone: o.timezone,
    findings: [...(o.findings ?? [])],
    dataFile: o.dataFile,
    latencyMs: o.latencyMs,
    faultRate: o.faultRate,
    faults,
    seed: o.seed,
    createDelayMs: o.createDelayMs,
    paging: o.paging,
    logger: stderrLogger(io),
  };
  return devKey ? { options, devKey } : { options };
}

/** Starts it; a port in use, a host it cannot listen on or a damaged data file name the option. */
async function start(emulator: typeof EmulatorModule, options: EmulatorOptions) {
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
