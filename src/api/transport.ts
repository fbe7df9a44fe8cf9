// The seam under the client: one HTTP exchange, nothing else. The undici client is one
// implementation; tests of other layers script another and still get the real retry
// policy, error parsing and paging of `createObserveClientFromTransport`.

export interface TransportRequest {
  method: 'GET' | 'PUT' | 'DELETE';
  /** Below the base URL's path, already encoded, query included: `/observe/annotations?page=2&pageSize=1000`. */
  path: string;
  /** JSON text, for PUT. */
  body?: string;
  /** Per-request timeout; the transport fails with a timeout error past it. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  /** Lower-case header names; the client reads `retry-after`. */
  headers?: Record<string, string | undefined>;
  body: string;
}

/**
 * Sends one request. Resolves with any HTTP answer (errors included); rejects only when no
 * answer arrived, with an error carrying a `code` (ECONNRESET, UND_ERR_SOCKET,
 * UND_ERR_HEADERS_TIMEOUT, …) or an ApiError.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
