// The production client: one undici keep-alive Pool sized to the concurrency, under the
// shared retry policy of `observe-client.ts`. undici's own retry is not used (no jitter,
// no budget, and its Retry-After wait ignores aborts: DESIGN 13).
import { Pool } from 'undici';
import type { ObserveClient } from './client.js';
import { createObserveClientFromTransport, type TransportClientOptions } from './observe-client.js';
import type { Transport } from './transport.js';

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
  const pool = new Pool(url.origin, { connections: concurrency, pipelining: 1 });
  // Built once: per-request overhead shows directly in the apply benchmark (DESIGN 13).
  const authorization = `Bearer ${options.apiKey}`;
  const readHeaders = {
    authorization,
    accept: 'application/json',
    'user-agent': options.userAgent ?? 'observe-annotations',
  };
  const writeHeaders = { ...readHeaders, 'content-type': 'application/json' };

  const transport: Transport = async (request) => {
    const response = await pool.request({
      origin: url.origin,
      path: prefix + request.path,
      method: request.method,
      headers: request.body === undefined ? readHeaders : writeHeaders,
      body: request.body ?? null,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
      ...(request.signal ? { signal: request.signal } : {}),
    });
    const body = await response.body.text();
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      headers:
        retryAfter === undefined
          ? {}
          : { 'retry-after': Array.isArray(retryAfter) ? retryAfter[0] : retryAfter },
      body,
    };
  };

  const { apiKey, userAgent: _userAgent, ...rest } = options;
  return createObserveClientFromTransport(transport, {
    ...rest,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    apiKey,
    concurrency,
    onClose: () => pool.close(),
  });
}
