// Small typed errors shared across layers. They are mapped to a message and an exit code in
// exactly one place: `describeError` (src/app/describe-error.ts).

/** A problem the user can fix (bad flag, missing key, unreadable file); printed without a stack. */
export class UserError extends Error {
  override readonly name = 'UserError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * A refusal whose message names options (`--max-deletes`, `input max-deletes`): `words` gets
 * how the adapter names an option by its key (app/options/option-table.ts) and returns the message.
 * Until an adapter words it, options are named by their flags.
 */
export class NamedOptionsError extends UserError {
  constructor(readonly words: (name: (key: string) => string) => string) {
    super(words((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`));
  }
}

/** The run was interrupted (Ctrl-C); exit 130. */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
  constructor(message = 'Interrupted') {
    super(message);
  }
}

/** The reason the run's deadline signal carries when its time is up (app/run-deadline.ts). */
export class RunDeadlineError extends Error {
  override readonly name = 'RunDeadlineError';
  constructor(readonly timeoutMs: number) {
    super(`the run deadline (${timeoutMs / 1000} s) passed`);
  }
}

/** What a run stopped by a second Ctrl-C while it read the server (before any write) says. */
export const INTERRUPTED_READING = 'Interrupted while reading the server: nothing was written.';

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
