// One HTTP exchange on an undici Pool, through `dispatch` and a small handler instead of
// `pool.request()` + `body.text()`: no stream per answer, no async resource, and at most one
// abort listener per signal instead of one per request (that path was half of the
// write phase's gap to a bare keep-alive client). It also holds what a hostile server must not
// get past: a deadline over the whole exchange (headers AND body, not idle time), a cap on the
// answer's size checked before buffering, and no redirect ever followed.
import type { Dispatcher, Pool } from 'undici';
import { RequestDeadlineError, ResponseTooLargeError } from './transport-errors.js';
import type { Transport, TransportResponse } from './transport.js';

/** The largest answer body read (32 MiB): a page of 1,000 ordinary annotations is ~2 MB. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** The response headers the client reads; every other header is dropped at once. */
const KEPT_HEADERS = [
  'retry-after',
  'location',
  'content-type',
  'x-corbado-page',
  'x-corbado-totalpages',
  'x-corbado-totalitems',
] as const;

export interface UndiciTransportOptions {
  pool: Pool;
  /** The base URL's path without its trailing slash, put before every request path. */
  prefix: string;
  readHeaders: Record<string, string>;
  writeHeaders: Record<string, string>;
  maxResponseBytes?: number;
}

/** The transport over `pool`: resolves with any HTTP answer, rejects when none arrived in full. */
export function undiciTransport(options: UndiciTransportOptions): Transport {
  const { pool, prefix, readHeaders, writeHeaders } = options;
  const cap = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const aborters = new SignalFanout();
  return (request) =>
    new Promise<TransportResponse>((resolve, reject) => {
      const exchange = new Exchange(cap, resolve, reject);
      if (request.signal) {
        if (request.signal.aborted) return exchange.abort(request.signal.reason);
        aborters.add(request.signal, exchange);
      }
      exchange.onDone = request.signal
        ? () => aborters.remove(request.signal!, exchange)
        : undefined;
      exchange.startTimer(request.timeoutMs);
      pool.dispatch(
        {
          path: prefix + request.path,
          method: request.method,
          headers: request.body === undefined ? readHeaders : writeHeaders,
          body: request.body ?? null,
          // undici's own timers are idle timers: a backstop under the exchange's deadline.
          headersTimeout: request.timeoutMs,
          bodyTimeout: request.timeoutMs,
        },
        exchange,
      );
    });
}

/** The handler of one exchange: collects the answer within its deadline and its size cap. */
class Exchange implements Dispatcher.DispatchHandler {
  onDone: (() => void) | undefined;
  private controller: Dispatcher.DispatchController | undefined;
  private timer: NodeJS.Timeout | undefined;
  private settled = false;
  private abortReason: unknown;
  private status = 0;
  private headers: Record<string, string> = {};
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly cap: number,
    private readonly resolve: (response: TransportResponse) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  startTimer(timeoutMs: number): void {
    this.timer = setTimeout(() => this.abort(new RequestDeadlineError(timeoutMs)), timeoutMs);
  }

  /** Ends the exchange with `reason`, whether or not it has reached a socket yet. */
  abort(reason: unknown): void {
    if (this.settled) return;
    this.abortReason = reason;
    if (this.controller) this.controller.abort(reason as Error);
    else this.fail(reason); // still queued in the pool: onRequestStart aborts it
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.abortReason !== undefined) controller.abort(this.abortReason as Error);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200) return; // 1xx: the answer is still to come
    this.status = statusCode;
    for (const name of KEPT_HEADERS) {
      const value = headers[name];
      if (value !== undefined) this.headers[name] = Array.isArray(value) ? value[0]! : value;
    }
    const declared = Number(headers['content-length']);
    if (declared > this.cap) controller.abort(this.tooLarge(declared));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.cap) controller.abort(this.tooLarge());
    else this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settle();
    const body =
      this.chunks.length === 1
        ? this.chunks[0]!.toString('utf8')
        : Buffer.concat(this.chunks, this.size).toString('utf8');
    this.resolve({ status: this.status, headers: this.headers, body });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.fail(error);
  }

  private fail(error: unknown): void {
    if (this.settled) return;
    this.settle();
    this.chunks.length = 0;
    this.reject(error);
  }

  private settle(): void {
    this.settled = true;
    clearTimeout(this.timer);
    this.onDone?.();
  }

  private tooLarge(declared?: number): ResponseTooLargeError {
    return new ResponseTooLargeError(this.status, this.cap, declared);
  }
}

/**
 * One 'abort' listener per signal, shared by every exchange in flight under it: the applier
 * passes the same signal to a thousand writes, and a listener each costs on every request.
 */
class SignalFanout {
  // Weak: a signal nobody holds any more takes its entry (and its listener) with it.
  private readonly inFlight = new WeakMap<AbortSignal, Set<Exchange>>();

  add(signal: AbortSignal, exchange: Exchange): void {
    let set = this.inFlight.get(signal);
    if (!set) {
      const members = new Set<Exchange>();
      set = members;
      this.inFlight.set(signal, members);
      signal.addEventListener(
        'abort',
        () => {
          this.inFlight.delete(signal);
          for (const member of members) member.abort(signal.reason);
        },
        { once: true },
      );
    }
    set.add(exchange);
  }

  remove(signal: AbortSignal, exchange: Exchange): void {
    this.inFlight.get(signal)?.delete(exchange);
  }
}
