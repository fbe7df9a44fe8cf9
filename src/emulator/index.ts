// The local Observe annotation service: `startEmulator(options)` for tests
// and the embedded mode, the `emulator` command for people. Takes a logger; never touches
// the process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KeyRing } from './auth.js';
import { answerClientError } from './client-error.js';
import { FAULT_KINDS, FaultPlan } from './faults.js';
import { handle } from './handler.js';
import { SILENT_LOGGER } from './logger.js';
import type { EmulatorOptions } from './options.js';
import { PAGING_MODES, type PagingMode } from './paging.js';
import { BASE_PATH } from './routes.js';
import { loadState, renderState } from './snapshot.js';
import { readStateText, StateFile } from './state-file.js';
import { Store } from './store.js';
import { assertTimeZone } from './time-zone.js';

export type { EmulatorOptions } from './options.js';
export type { Logger } from './logger.js';
export type { ApiKeySpec } from './api-key.js';
export type { FaultKind } from './faults.js';
export {
  ApiKeyFormatError,
  DEFAULT_PROJECT,
  KNOWN_PERMISSIONS,
  makeDevelopmentKey,
  parseApiKey,
} from './api-key.js';
export { FAULT_KINDS, FaultListError, parseFaults } from './faults.js';
export { StateFormatError } from './snapshot.js';
export { StateFileError } from './state-file.js';
export { developmentKeyFor } from './development-key.js';
export { MAX_BODY_BYTES } from './read-body.js';
export { PAGING_MODES, type PagingMode } from './paging.js';

export interface RunningEmulator {
  /** `http://HOST:PORT/v1`: the base URL a client is given. */
  readonly baseUrl: string;
  readonly host: string;
  readonly port: number;
  /** Writes pending state to the data file now (no-op without one). */
  flush(): Promise<void>;
  /** Stops listening, ends open connections, writes the state; idempotent. */
  close(): Promise<void>;
}

function checkNumber(name: string, value: number, min: number, max = Infinity): number {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(
      `${name} must be a number from ${min}${max === Infinity ? '' : ` to ${max}`}`,
    );
  }
  return value;
}

function checkPaging(mode: string): PagingMode {
  if (!(PAGING_MODES as readonly string[]).includes(mode)) {
    throw new RangeError(`paging must be one of ${PAGING_MODES.join(', ')}, not '${mode}'`);
  }
  return mode as PagingMode;
}

/**
 * Starts the emulator and resolves once it listens. Rejects on a bad option (RangeError),
 * a foreign state file (StateFormatError), an unreadable one (StateFileError) or a port in use.
 */
export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const logger = options.logger ?? SILENT_LOGGER;
  const timeZone = assertTimeZone(options.timezone ?? 'UTC');
  const latencyMs = checkNumber('latencyMs', options.latencyMs ?? 0, 0);
  const faultRate = checkNumber('faultRate', options.faultRate ?? 0, 0, 1);
  const createDelayMs = checkNumber('createDelayMs', options.createDelayMs ?? 0, 0);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
  const keys = new KeyRing(options.apiKeys, options.unknownKeyHint);
  let stateFile: StateFile | undefined;
  const store = new Store(timeZone, { onChange: () => stateFile?.changed() });
  if (options.dataFile !== undefined) {
    const text = await readStateText(options.dataFile);
    if (text !== undefined) loadState(store, text);
    stateFile = new StateFile(
      options.dataFile,
      () => renderState(store),
      logger,
      options.persistDelayMs ?? 50,
    );
  }
  const deps = {
    store,
    keys,
    faults: new FaultPlan(faultRate, options.faults ?? FAULT_KINDS, latencyMs, seed),
    findings: new Set(options.findings ?? []),
    createDelayMs,
    retryAfterSeconds: options.retryAfterSeconds ?? 1,
    now: options.now ?? Date.now,
    paging: checkPaging(options.paging ?? 'headers'),
    logger,
    onRequest: options.onRequest,
  };
  const server: Server = createServer({ keepAliveTimeout: 10_000 }, (req, res) => {
    void handle(deps, req, res);
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    baseUrl: `http://${host}:${address.port}${BASE_PATH}`,
    host: address.address,
    port: address.port,
    flush: async () => stateFile?.flush(),
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const force = setTimeout(() => server.closeAllConnections(), 2000);
        await closed;
        clearTimeout(force);
        await stateFile?.flush();
      })()),
  };
}
