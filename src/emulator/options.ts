// What `startEmulator` takes; the CLI turns flags into this, tests write it directly.
import type { ApiKeySpec } from './api-key.js';
import type { FaultKind } from './faults.js';
import type { Logger } from './logger.js';
import type { PagingMode } from './paging.js';

export interface EmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Keys accepted (see parseApiKey); none means every request answers 401. */
  apiKeys: readonly ApiKeySpec[];
  /**
   * Said after "Unknown API key." in a 401: the emulator command names the development key it
   * printed. Never a key a client sent.
   */
  unknownKeyHint?: string;
  /** IANA zone of every project; default UTC. */
  timezone?: string;
  /** Finding ids that refs of type `finding` may name (in every project). */
  findings?: readonly string[];
  /** Keep state in this file across restarts; memory only when absent. */
  dataFile?: string;
  /** Delay every API answer by about this much (±10%). */
  latencyMs?: number;
  /** Share (0–1) of authenticated API requests that meet a fault. */
  faultRate?: number;
  /** Faults to choose from; default all of FAULT_KINDS. */
  faults?: readonly FaultKind[];
  /** Seed of the fault and jitter sequence; random when absent. */
  seed?: number;
  /** Hold a create's reservation this long (provokes 409s). */
  createDelayMs?: number;
  /** `Retry-After` seconds on injected 503 and 429; default 1. */
  retryAfterSeconds?: number;
  /**
   * Where list answers carry their paging: `headers` (`X-Corbado-*`, the default, as the
   * vendor documents it), `body` (a `paging` object instead) or `both`.
   */
  paging?: PagingMode;
  /** Quiet time before a state-file write, in ms; default 50. */
  persistDelayMs?: number;
  logger?: Logger;
  /** The clock for createdMs/updatedMs; default Date.now. */
  now?: () => number;
  /**
   * Called for every routed request before it is handled; an exception here is treated as a
   * bug in the emulator (500). For observability and for the tests of that path.
   */
  onRequest?: (info: { method: string; route: string; project: string }) => void;
}
