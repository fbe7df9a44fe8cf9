// Where a run talks to: the service at the base URL with the key, or the embedded emulator
// that the adapter hands in (the CLI's `--emulator`; this layer never imports the emulator).
// The key comes from the options (OBSERVE_API_KEY, the Action's api-key) or --api-key-file,
// and is never printed.
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import type { ClientObserver, ObserveClient } from '../../api/client.js';
import type { RunContext } from './context.js';

export type { StartEmbedded } from './context.js';
import { UserError } from '../../model/errors.js';
import { MissingOptionError, OptionError } from '../options/option-error.js';
import { parseOr } from '../options/option-parsers.js';
import { OPTIONS } from '../options/option-table.js';

export interface Connection {
  client: ObserveClient;
  baseUrl: string;
  /** True when the embedded emulator serves this run. */
  embedded: boolean;
  /** What saved plans and comments record as the target: the base URL, or the emulator's folder. */
  target: string;
  close(): Promise<void>;
}

/** Opens the connection the options ask for; the client's pool is sized to `concurrency`. */
export async function connect(ctx: RunContext, observer?: ClientObserver): Promise<Connection> {
  const { createObserveClient } = await import('../../api/undici-client.js');
  const { concurrency, pageSize } = ctx.options;
  // Every request of the run ends with the run's deadline.
  const runSignal = ctx.deadline;
  if (ctx.options.emulator) {
    if (!ctx.startEmbedded) throw new OptionError('emulator', 'is not offered here');
    const service = await ctx.startEmbedded(ctx);
    ctx.addSecret(service.apiKey);
    const client = createObserveClient({
      baseUrl: service.baseUrl,
      apiKey: service.apiKey,
      concurrency,
      pageSize,
      runSignal,
      observer,
    });
    return {
      client,
      baseUrl: service.baseUrl,
      embedded: true,
      target: service.target,
      close: async () => {
        await client.close();
        await service.close();
      },
    };
  }
  const baseUrl = ctx.options.baseUrl;
  if (baseUrl === undefined) throw new MissingOptionError('baseUrl');
  const apiKey = await readApiKey(ctx);
  // From here on, no output holds it, whatever echoes it (a server, a message).
  ctx.addSecret(apiKey);
  const client = createObserveClient({
    baseUrl,
    apiKey,
    concurrency,
    pageSize,
    runSignal,
    observer,
  });
  return { client, baseUrl, embedded: false, target: baseUrl, close: () => client.close() };
}

/**
 * The key from --api-key-file; else from the variable the config names (`apiKeyEnv`, a
 * target's own); else from the options (OBSERVE_API_KEY, the Action's input). A variable the
 * config names and the environment lacks is an error, never a fall back to OBSERVE_API_KEY:
 * that key may belong to another target.
 */
async function readApiKey(ctx: RunContext): Promise<string> {
  const file = ctx.options.apiKeyFile;
  if (file === undefined) {
    const variable = ctx.options.apiKeyEnv;
    if (variable !== undefined) return keyFromVariable(ctx, variable);
    if (ctx.options.apiKey === undefined) throw new MissingOptionError('apiKey');
    return ctx.options.apiKey;
  }
  let text: string;
  try {
    text = await readFile(isAbsolute(file) ? file : resolve(ctx.cwd, file), 'utf8');
  } catch (error) {
    throw new OptionError(
      'apiKeyFile',
      `${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  return parseOr(
    OPTIONS.apiKey.parse,
    text,
    (why) => new OptionError('apiKeyFile', `${file}: the key ${why}`),
  );
}

/** The key in the environment variable `variable` (named by the config's apiKeyEnv). */
function keyFromVariable(ctx: RunContext, variable: string): string {
  const whose = ctx.options.target ? `the target ${ctx.options.target}` : 'this run';
  const value = ctx.env[variable];
  if (value === undefined || value.trim() === '') {
    throw new UserError(
      `the key of ${whose} is read from the environment variable ${variable} (apiKeyEnv in the config file), and it is not set: set ${variable}, or pass --api-key-file FILE`,
    );
  }
  return parseOr(
    OPTIONS.apiKey.parse,
    value,
    (why) => new UserError(`the key in ${variable} (apiKeyEnv) ${why}`),
  );
}
