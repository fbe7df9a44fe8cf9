// The failures a transport reports when an answer did not arrive whole: typed, with a `code`
// like the network errors beside them, so `toApiError` words them once for every operation.

/** One exchange outlived its deadline (headers and body together, not idle time). */
export class RequestDeadlineError extends Error {
  override readonly name = 'RequestDeadlineError';
  readonly code = 'OA_REQUEST_DEADLINE';
  constructor(readonly timeoutMs: number) {
    super(`no complete answer within ${formatMs(timeoutMs)}`);
  }
}

/** The answer is larger than the client reads: refused before (or while) buffering it. */
export class ResponseTooLargeError extends Error {
  override readonly name = 'ResponseTooLargeError';
  readonly code = 'OA_RESPONSE_TOO_LARGE';
  constructor(
    readonly status: number,
    readonly capBytes: number,
    readonly declaredBytes?: number,
  ) {
    super(
      `the answer (HTTP ${status}) is larger than ${mib(capBytes)}, the most this client reads${declaredBytes === undefined ? '' : ` (it announced ${mib(declaredBytes)})`}; it was refused unread`,
    );
  }
}

function mib(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MiB`;
}

/** `300 ms`, `1.5 s`, `60 s`. */
function formatMs(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}
