// The production client: one undici keep-alive Pool sized to the concurrency, its exchanges
// through `undici-transport.ts`, under the shared retry policy of `observe-client.ts`. undici's
// own retry is not used (no jitter, no budget, and its Retry-After wait ignores aborts), nor
// its redirects (the key would travel with them).
import { Pool } from 'undici';
import type { ObserveClient } from './client.js';
import { createObserveClientFromTransport, type TransportClientOptions } from './observe-client.js';
import { undiciTransport } from './undici-transport.js';

/** The connect deadline: a server that does not take the connection is a timeout after this. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface ObserveClientOptions extends Omit<
  TransportClientOptions,
  'baseUrl' | 'apiKey' | 'onClose'
> {
  /** `{base_url}` of the spec, version segment included, e.g. `http://127.0.0.1:8080/v1`. */
  baseUrl: string;
  apiKey: string;
  /** Connections in the pool, and the bound on concurrent list pages. */
  concurrency: number;
  /** Default `observe-annotations`. */
  userAgent?: string;
}

/** Creates the client; call `close()` when the run ends to release the sockets. */
export function createObserveClient(options: ObserveClientOptions): ObserveClient {
  const url = new URL(options.baseUrl);
  const prefix = url.pathname.replace(/\/+$/, '');
  const concurrency = Math.max(1, options.concurrency);
  // A connection not made within CONNECT_TIMEOUT_MS fails as a timeout (and is retried as one).
  const pool = new Pool(url.origin, {
    connections: concurrency,
    pipelining: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  // Built once: per-request overhead shows directly in the apply benchmark.
  const authorization = `Bearer ${options.apiKey}`;
  const readHeaders = {
    authorization,
    accept: 'application/json',
    'user-agent': options.userAgent ?? 'observe-annotations',
  };
  const writeHeaders = { ...readHeaders, 'content-type': 'application/json' };

  const transport = undiciTransport({ pool, prefix, readHeaders, writeHeaders });

  const { apiKey, userAgent: _userAgent, ...rest } = options;
  return createObserveClientFromTransport(transport, {
    ...rest,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    apiKey,
    concurrency,
    onClose: () => pool.close(),
  });
}
