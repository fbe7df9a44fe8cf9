// Where the commands talk to: a real service (base URL + key) or the embedded emulator.
// The key is read from OBSERVE_API_KEY or --api-key-file, never from the command line, and
// never printed.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { ClientObserver, ObserveClient } from '../api/client.js';
import type { createObserveClient as CreateClientFn } from '../api/undici-client.js';
import type { ConfigFile } from '../load/config-file.js';
import { checkNotLeadingOut, prepareFolder, writeFileNoFollow } from '../load/write-file.js';
import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';
import { stringOption } from './settings.js';

export const EMULATOR_DIR = '.observe-emulator';

type CreateClient = typeof CreateClientFn;

export interface Connection {
  client: ObserveClient;
  baseUrl: string;
  /** True when the embedded emulator serves this run. */
  embedded: boolean;
  /** What saved plans and comments record as the target: the base URL, or the embedded emulator's folder. */
  target: string;
  /** The key, for the few places that must hand it on (never to output). */
  apiKey: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  concurrency: number;
  observer?: ClientObserver;
}

/** Reads the API key from --api-key-file or OBSERVE_API_KEY; a clear error when neither is set. */
export async function readApiKey(ctx: CommandContext): Promise<string> {
  const file = ctx.flags['api-key-file'];
  if (typeof file === 'string') {
    const path = isAbsolute(file) ? file : resolve(ctx.io.cwd, file);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new UserError(
        `cannot read --api-key-file ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
      );
    }
    const key = text.trim();
    if (!key) throw new UserError(`--api-key-file ${file} is empty`);
    return headerSafe(key, `--api-key-file ${file}`);
  }
  const key = ctx.io.env.OBSERVE_API_KEY?.trim();
  if (!key) {
    throw new UserError(
      'no API key: set OBSERVE_API_KEY or pass --api-key-file FILE (keys are never taken on the command line)',
    );
  }
  return headerSafe(key, 'OBSERVE_API_KEY');
}

/**
 * A key with a line break or a control character cannot travel in a header: say so before any
 * request (undici would refuse it as an unreachable server), and never quote the key.
 */
function headerSafe(key: string, from: string): string {
  if (/^[\x21-\x7e]+$/.test(key)) return key;
  throw new UserError(
    `the API key in ${from} holds a space, a line break or a character outside printable ASCII: an API key is one line of visible characters`,
  );
}

/** Checks a base URL and keeps its version segment. */
export function checkBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UserError(
      `--base-url '${raw}' is not a URL (expected e.g. https://observe.example.com/v1)`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UserError(`--base-url must be http(s), not ${url.protocol}`);
  }
  if (url.username || url.password) throw new UserError('--base-url must not contain credentials');
  return url.toString().replace(/\/+$/, '');
}

/** Opens the connection the flags, environment and config file ask for. */
export async function connect(
  ctx: CommandContext,
  config: ConfigFile,
  options: ConnectOptions,
): Promise<Connection> {
  const { createObserveClient } = await import('../api/undici-client.js');
  if (ctx.flags.emulator === true)
    return connectEmbedded(ctx, config, options, createObserveClient);
  const rawUrl = stringOption(ctx, config, 'base-url');
  if (!rawUrl) {
    throw new UserError(
      'no Observe API address: pass --base-url URL or set OBSERVE_BASE_URL (with the version segment, e.g. https://…/v1), ' +
        'or try the tool without an account: add --emulator to run against the embedded emulator',
    );
  }
  const baseUrl = checkBaseUrl(rawUrl);
  const apiKey = await readApiKey(ctx);
  const client = createObserveClient({
    baseUrl,
    apiKey,
    concurrency: options.concurrency,
    observer: options.observer,
  });
  return { client, baseUrl, apiKey, embedded: false, target: baseUrl, close: () => client.close() };
}

async function connectEmbedded(
  ctx: CommandContext,
  config: ConfigFile,
  options: ConnectOptions,
  createObserveClient: CreateClient,
): Promise<Connection> {
  const { startEmulator, parseApiKey } = await import('../emulator/index.js');
  const dir = join(ctx.io.cwd, EMULATOR_DIR);
  // The folder may come with the checkout: it must not lead the state out of the repository.
  prepareFolder(dir, ctx.io.cwd, EMULATOR_DIR);
  writeFileNoFollow(
    join(dir, '.gitignore'),
    '# State of the embedded emulator (observe-annotations --emulator)\n*\n',
    ctx.io.cwd,
    `${EMULATOR_DIR}/.gitignore`,
  );
  checkNotLeadingOut(join(dir, 'state.json'), ctx.io.cwd, `${EMULATOR_DIR}/state.json`);
  // A fresh key per run, known only to this process.
  const apiKey = `emu_${randomBytes(18).toString('base64url')}`;
  const emulator = await startEmulator({
    host: '127.0.0.1',
    port: 0,
    apiKeys: [parseApiKey(apiKey)],
    timezone: config.emulator?.timezone ?? 'UTC',
    findings: config.emulator?.findings ?? [],
    dataFile: join(dir, 'state.json'),
  });
  const client = createObserveClient({
    baseUrl: emulator.baseUrl,
    apiKey,
    concurrency: options.concurrency,
    observer: options.observer,
  });
  return {
    client,
    baseUrl: emulator.baseUrl,
    apiKey,
    embedded: true,
    target: `emulator:${EMULATOR_DIR}`,
    close: async () => {
      await client.close();
      await emulator.close();
    },
  };
}
