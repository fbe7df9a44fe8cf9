// The one error the API client throws: how a call failed, with what a message and the retry
// loop need. Made by api/api-error.ts from an answer or a network failure.

/** How an API call failed: an HTTP answer, the network, a timeout, or an abort. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/** Per-field validation failure from the envelope's `details`. */
export interface ApiErrorDetail {
  field: string;
  message: string;
}

/** Why the retry loop stopped early, when it did (`timeouts`: the request's timeout budget). */
export type RetryStop = 'max-attempts' | 'budget' | 'deadline' | 'timeouts';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status, 0 for network/timeout/aborted. */
  status: number;
  message: string;
  /** Client operation, e.g. `putAnnotation`. */
  operation: string;
  details?: ApiErrorDetail[];
  retryable: boolean;
  /** The server's `Retry-After`, already converted to milliseconds (uncapped). */
  retryAfterMs?: number;
  /** 401/403, or a server silent for a request's whole timeout budget: nothing else in this run will succeed. */
  fatal?: boolean;
  /** The permission a 403 names (from the server's message, else the operation's). */
  permission?: string;
  /** Low-level error code of a network failure (ECONNRESET, UND_ERR_SOCKET, …). */
  code?: string;
  /** The server's own message (`error.message` of its envelope), cut and without the key. */
  said?: string;
  attempts?: number;
  stoppedBy?: RetryStop;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly operation: string;
  readonly details: ApiErrorDetail[];
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly fatal: boolean;
  readonly permission: string | undefined;
  readonly code: string | undefined;
  readonly said: string | undefined;
  /** Attempts made before this error was thrown (set by the retry loop). */
  readonly attempts: number;
  readonly stoppedBy: RetryStop | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.operation = init.operation;
    this.details = init.details ?? [];
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs;
    this.fatal = init.fatal ?? false;
    this.permission = init.permission;
    this.code = init.code;
    this.said = init.said;
    this.attempts = init.attempts ?? 1;
    this.stoppedBy = init.stoppedBy;
  }

  /** A copy with some fields replaced (the retry loop adds attempts and why it stopped). */
  with(changes: Partial<ApiErrorInit>): ApiError {
    return new ApiError({ ...this.init(), ...changes });
  }

  private init(): ApiErrorInit {
    return {
      kind: this.kind,
      status: this.status,
      message: this.message,
      operation: this.operation,
      details: this.details,
      retryable: this.retryable,
      retryAfterMs: this.retryAfterMs,
      fatal: this.fatal,
      permission: this.permission,
      code: this.code,
      said: this.said,
      attempts: this.attempts,
      stoppedBy: this.stoppedBy,
      cause: this.cause,
    };
  }
}
