// The one error type the client throws. Built from the spec's error envelope
// (`{error: {message, details?: [{field, message}]}}`, spec "Errors") or from a network
// failure. Messages never contain the API key: server text is redacted before use, and
// no header is ever copied into a message.
import { RequestDeadlineError, ResponseTooLargeError } from './transport-errors.js';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

/** Per-field validation failure from the envelope's `details`. */
export interface ApiErrorDetail {
  field: string;
  message: string;
}

/** Why the retry loop stopped early, when it did. */
export type RetryStop = 'max-attempts' | 'budget' | 'deadline';

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
  /** 401/403: nothing else in this run will succeed. */
  fatal?: boolean;
  /** The permission a 403 names (from the server's message, else the operation's). */
  permission?: string;
  /** Low-level error code of a network failure (ECONNRESET, UND_ERR_SOCKET, …). */
  code?: string;
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
      attempts: this.attempts,
      stoppedBy: this.stoppedBy,
      cause: this.cause,
    };
  }
}

/** Statuses our policy retries (DESIGN 6); 409 is retried too, at once first. */
const RETRYABLE_STATUS = new Set([408, 409, 429, 500, 502, 503, 504]);

/** Whether an operation only reads (it needs `observe:annotations:read`). */
const READ_OPERATIONS = new Set(['listAnnotations', 'getAnnotation']);

export const READ_PERMISSION = 'observe:annotations:read';
export const WRITE_PERMISSION = 'observe:annotations:write';

/** Replaces every occurrence of the secret; a server may echo what it was sent. */
export function redact(text: string, secret: string | undefined): string {
  if (!secret || secret.length < 4) return text;
  return text.split(secret).join('***');
}

/**
 * Reads the spec's envelope out of a body, tolerating anything else (an HTML proxy page,
 * empty text, JSON of another shape): the message then falls back to a short excerpt.
 */
export function parseErrorBody(body: string): { message?: string; details: ApiErrorDetail[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    const excerpt = body.replace(/\s+/g, ' ').trim().slice(0, 200);
    return excerpt ? { message: excerpt, details: [] } : { details: [] };
  }
  const error = isObject(parsed) ? parsed.error : undefined;
  if (!isObject(error)) return { details: [] };
  const message = typeof error.message === 'string' ? error.message : undefined;
  const details = Array.isArray(error.details)
    ? error.details.filter(isObject).map((d) => ({
        field: typeof d.field === 'string' ? d.field : '',
        message: typeof d.message === 'string' ? d.message : '',
      }))
    : [];
  return message === undefined ? { details } : { message, details };
}

export interface HttpErrorInput {
  operation: string;
  status: number;
  body: string;
  retryAfterMs?: number;
  /** Redacted out of every text taken from the server. */
  apiKey?: string;
}

/** An ApiError for a non-success HTTP answer, with the wording the user will read. */
export function httpError(input: HttpErrorInput): ApiError {
  const { operation, status } = input;
  const parsed = parseErrorBody(input.body);
  const said = parsed.message ? redact(parsed.message, input.apiKey) : undefined;
  const details = parsed.details.map((d) => ({
    field: redact(d.field, input.apiKey),
    message: redact(d.message, input.apiKey),
  }));
  const base = {
    kind: 'http' as const,
    status,
    operation,
    details,
    retryable: RETRYABLE_STATUS.has(status),
    ...(input.retryAfterMs === undefined ? {} : { retryAfterMs: input.retryAfterMs }),
  };
  const serverSaid = said ? ` Server said: ${said}` : '';
  if (status === 401) {
    return new ApiError({
      ...base,
      fatal: true,
      message: `The server rejected the API key (401 Unauthorized).${serverSaid} Check the key in OBSERVE_API_KEY or --api-key-file.`,
    });
  }
  if (status === 403) {
    const isRead = READ_OPERATIONS.has(operation);
    const permission =
      said?.match(/observe:[A-Za-z]+:[A-Za-z]+/)?.[0] ??
      (isRead ? READ_PERMISSION : WRITE_PERMISSION);
    const consequence =
      permission === READ_PERMISSION
        ? ` \`plan\` cannot diff without \`${READ_PERMISSION}\`: it needs to read the server's annotations.`
        : '';
    return new ApiError({
      ...base,
      fatal: true,
      permission,
      message: `The API key lacks the permission \`${permission}\` (403 Forbidden).${consequence}${serverSaid}`,
    });
  }
  const detailText = details.length
    ? ` (${details.map((d) => `${d.field}: ${d.message}`).join('; ')})`
    : '';
  return new ApiError({
    ...base,
    message: `${operation} failed with HTTP ${status}: ${said ?? 'no error message'}${detailText}`,
  });
}

/** Network-level codes worth another try; ENOTFOUND and friends are not hiccups. */
const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set([
  'OA_REQUEST_DEADLINE',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);
const DESCRIBED: Record<string, string> = {
  ECONNRESET: 'connection reset',
  ECONNREFUSED: 'connection refused',
  UND_ERR_SOCKET: 'connection closed before the answer arrived',
  EAI_AGAIN: 'temporary DNS failure',
  ENOTFOUND: 'host not found',
  UND_ERR_HEADERS_TIMEOUT: 'no answer within the timeout',
  UND_ERR_BODY_TIMEOUT: 'answer body stalled past the timeout',
  UND_ERR_CONNECT_TIMEOUT: 'connect timeout',
};

/**
 * Classifies a thrown transport failure. An ApiError passes through unchanged, so fake
 * transports in tests may throw either. A socket closed after the request was sent is
 * retryable: every write of this client is an idempotent full replacement.
 */
export function toApiError(error: unknown, operation: string, target: string): ApiError {
  if (error instanceof ApiError) return error;
  const code = errorCode(error);
  const name = isObject(error) && typeof error.name === 'string' ? error.name : '';
  if (name === 'AbortError' || code === 'UND_ERR_ABORTED' || code === 'ABORT_ERR') {
    return new ApiError({
      kind: 'aborted',
      status: 0,
      operation,
      retryable: false,
      message: `${operation} was aborted`,
      cause: error,
      ...(code ? { code } : {}),
    });
  }
  if (error instanceof ResponseTooLargeError) {
    return new ApiError({
      kind: 'http',
      status: error.status,
      operation,
      retryable: false,
      message: `${operation}: ${error.message}`,
      code: error.code,
    });
  }
  const timeout = code !== undefined && TIMEOUT_CODES.has(code);
  const what =
    error instanceof RequestDeadlineError
      ? error.message
      : ((code && DESCRIBED[code]) ?? (code ? code : 'network error'));
  return new ApiError({
    kind: timeout ? 'timeout' : 'network',
    status: 0,
    operation,
    retryable: timeout || (code !== undefined && RETRYABLE_CODES.has(code)),
    message: `${operation} could not reach ${target}: ${what}${code && DESCRIBED[code] ? ` (${code})` : ''}`,
    cause: error,
    ...(code ? { code } : {}),
  });
}

function errorCode(error: unknown): string | undefined {
  if (!isObject(error)) return undefined;
  if (typeof error.code === 'string') return error.code;
  // fetch-style wrappers keep the system error in `cause`
  return isObject(error.cause) && typeof error.cause.code === 'string'
    ? error.cause.code
    : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
