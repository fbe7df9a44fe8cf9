// How the one error the client throws (ApiError, model/api-error.ts) is made: from the
// service's error envelope (`{error: {message, details?: [{field, message}]}}`) or from a
// network failure. Messages never contain the API key: the client hides it in every answer
// before it reaches here (text/secret-redactor.ts), the strings JSON escapes decode to are
// hidden here, and no header is ever copied into a message.
import { ApiError, type ApiErrorDetail } from '../model/api-error.js';
import { cutServerText } from './server-text.js';
import { RequestDeadlineError, ResponseTooLargeError } from './transport-errors.js';

export { ApiError };

/** How messages name what a call did: people's words, never the client's function names. */
const OPERATION_WORDS: Readonly<Record<string, string>> = {
  listAnnotations: 'Reading the annotations',
  getAnnotation: 'Reading the annotation',
  putAnnotation: 'Writing the annotation',
  deleteAnnotation: 'Deleting the annotation',
  listEvents: "Reading the annotation's history",
};

/** `Writing the annotation` for `putAnnotation`: what a message calls an operation. */
export function operationWords(operation: string): string {
  return OPERATION_WORDS[operation] ?? operation;
}

/** The call was aborted (Ctrl-C twice, or the caller's signal) after `attempts` attempts. */
export function abortedError(
  operation: string,
  reason: unknown,
  attempts = 1,
  code?: string,
): ApiError {
  return new ApiError({
    kind: 'aborted',
    status: 0,
    operation,
    retryable: false,
    attempts,
    message: `${operationWords(operation)} was aborted`,
    cause: reason,
    ...(code ? { code } : {}),
  });
}

/** Statuses our policy retries (408, 429, 500, 502, 503, 504); 409 too, at once the first time. */
const RETRYABLE_STATUS = new Set([408, 409, 429, 500, 502, 503, 504]);

/** Whether an operation only reads (it needs `observe:annotations:read`). */
const READ_OPERATIONS = new Set(['listAnnotations', 'getAnnotation', 'listEvents']);

export const READ_PERMISSION = 'observe:annotations:read';
export const WRITE_PERMISSION = 'observe:annotations:write';

/**
 * `JSON.parse` with `hideKey` applied to every decoded string, object keys too: a server may
 * write the key with JSON escapes (`sk\u005flive…`, `\/`) that no search of the raw body finds,
 * so the key is hidden after decoding and before any cut. A body without those escapes decodes
 * to substrings of itself (or to control characters no key holds), which the raw body's search
 * covered: it is parsed as it is.
 */
export function parseWithoutKey(text: string, hideKey: (text: string) => string): unknown {
  // Only `\u`, `\/`, `\\` and `\"` decode to characters a key may hold; `\n` and the like do not.
  if (!/\\[u/\\"]/.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string') return hideKey(value);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const entries = Object.entries(value);
    if (entries.every(([k]) => hideKey(k) === k)) return value;
    return Object.fromEntries(entries.map(([k, v]) => [hideKey(k), v]));
  });
}

/** The most `details` entries kept from one answer; the rest are counted. */
const MAX_DETAILS = 50;

/**
 * Reads the spec's envelope out of a body, tolerating anything else (an HTML proxy page,
 * empty text, JSON of another shape): the message then falls back to a short excerpt. Every
 * text taken is cut (`cutServerText`) once the key is hidden in it (`body` is hidden already,
 * its decoded strings by `parseWithoutKey`), and at most 50 details are kept.
 */
function parseErrorBody(
  body: string,
  hideKey: (text: string) => string,
): {
  message?: string;
  details: ApiErrorDetail[];
  moreDetails: number;
} {
  let parsed: unknown;
  try {
    parsed = parseWithoutKey(body, hideKey);
  } catch {
    const excerpt = body
      .slice(0, 4 * 200)
      .replace(/\s+/g, ' ')
      .trim();
    if (!excerpt) return { details: [], moreDetails: 0 };
    return {
      message:
        excerpt.length > 200 || body.length > 800
          ? `${excerpt.slice(0, 200)}… (the body is ${body.length.toLocaleString('en-US')} characters, not JSON)`
          : excerpt,
      details: [],
      moreDetails: 0,
    };
  }
  const error = isObject(parsed) ? parsed.error : undefined;
  if (!isObject(error)) return { details: [], moreDetails: 0 };
  const message = typeof error.message === 'string' ? cutServerText(error.message) : undefined;
  const all = Array.isArray(error.details) ? error.details.filter(isObject) : [];
  const details = all.slice(0, MAX_DETAILS).map((d) => ({
    field: typeof d.field === 'string' ? cutServerText(d.field, 200) : '',
    message: typeof d.message === 'string' ? cutServerText(d.message) : '',
  }));
  const moreDetails = all.length - details.length;
  return message === undefined ? { details, moreDetails } : { message, details, moreDetails };
}

export interface HttpErrorInput {
  operation: string;
  status: number;
  /** The answer's body, the key already hidden in it by `hideKey`. */
  body: string;
  retryAfterMs?: number;
  /**
   * The client's redactor of the API key (`keyRedactor`, built once per client): the strings
   * the body's JSON escapes decode to pass through it.
   */
  hideKey: (text: string) => string;
  /** The base URL the request went to: a redirect elsewhere is named against it. */
  baseUrl?: string;
  /** A 3xx answer's `Location` header. */
  location?: string;
  /** The list's page size, for a 400 that refuses it. */
  pageSize?: number;
}

/** An ApiError for a non-success HTTP answer, with the wording the user will read. */
export function httpError(input: HttpErrorInput): ApiError {
  const { operation, status } = input;
  const parsed = parseErrorBody(input.body, input.hideKey);
  const said = parsed.message;
  const details = parsed.details;
  const base = {
    kind: 'http' as const,
    status,
    operation,
    details,
    ...(said === undefined ? {} : { said }),
    retryable: RETRYABLE_STATUS.has(status),
    ...(input.retryAfterMs === undefined ? {} : { retryAfterMs: input.retryAfterMs }),
  };
  const serverSaid = said ? ` Server said: ${said}` : '';
  if (status === 401) {
    return new ApiError({
      ...base,
      fatal: true,
      message:
        'The server rejected the API key (401 Unauthorized). ' +
        'What usually causes it: the key has expired (Observe API keys last 7, 30 or 90 days: make a new one in the management console), ' +
        "the key is limited to IP addresses that do not include this machine's, " +
        "or the base URL points at another environment than the key's project. " +
        `Check the key in OBSERVE_API_KEY or --api-key-file, and the base URL.${serverSaid}`,
    });
  }
  if (status === 403) {
    const isRead = READ_OPERATIONS.has(operation);
    const permission =
      said?.match(/observe:[A-Za-z]+:[A-Za-z]+/)?.[0] ??
      (isRead ? READ_PERMISSION : WRITE_PERMISSION);
    const consequence =
      permission === READ_PERMISSION
        ? ` \`plan\` cannot diff without \`${READ_PERMISSION}\`: it needs to read the server's annotations. A key that may only write can still apply the files with \`apply --write-only\` (no diff, no prune).`
        : permission === WRITE_PERMISSION
          ? ' Personal API keys are read-only: writing needs a project key with this permission.'
          : '';
    return new ApiError({
      ...base,
      fatal: true,
      permission,
      message: `The API key lacks the permission \`${permission}\` (403 Forbidden).${consequence}${serverSaid}`,
    });
  }
  if (status >= 300 && status < 400) {
    return new ApiError({
      ...base,
      retryable: false,
      fatal: true,
      message: `${operationWords(operation)}: the server answered ${status} and points to ${elsewhere(input.location, input.baseUrl)}; redirects are not followed, so the API key never travels to an address you did not name: set the base URL to the address the service answers at.`,
    });
  }
  const detailText = details.length
    ? ` (${details.map((d) => `${d.field}: ${d.message}`).join('; ')}${parsed.moreDetails > 0 ? `; and ${parsed.moreDetails} more` : ''})`
    : '';
  const pageSizeHint =
    status === 400 && input.pageSize !== undefined && namesPageSize(said, details)
      ? ` The server refused the page size ${input.pageSize}: set a smaller \`pageSize\` in observe-annotations.yaml (the default is 100).`
      : '';
  return new ApiError({
    ...base,
    message: `${operationWords(operation)} failed with HTTP ${status}: ${said ?? 'no error message'}${detailText}${pageSizeHint}`,
  });
}

/** Where a redirect points, shown as its origin only (a path or query may hold anything). */
function elsewhere(location: string | undefined, baseUrl: string | undefined): string {
  if (location === undefined) return 'another address (no Location given)';
  try {
    const target = new URL(location, baseUrl);
    const from = baseUrl === undefined ? undefined : new URL(baseUrl).origin;
    const origin = cutServerText(target.origin, 200);
    return from !== undefined && target.origin === from
      ? `another path on the same server (${origin})`
      : `another server, ${origin}`;
  } catch {
    return 'an address that is not a URL';
  }
}

function namesPageSize(said: string | undefined, details: readonly ApiErrorDetail[]): boolean {
  const mentions = (text: string) => /page[\s_-]?size/i.test(text);
  return (
    (said !== undefined && mentions(said)) ||
    details.some((d) => mentions(d.field) || mentions(d.message))
  );
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
/** A TLS handshake that met plain HTTP: an https address of a server that speaks http. */
const PLAIN_HTTP_CODES = new Set([
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'ERR_SSL_PACKET_LENGTH_TOO_LONG',
  'ERR_SSL_HTTP_REQUEST',
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
    return abortedError(operation, error, 1, code);
  }
  if (error instanceof ResponseTooLargeError) {
    return new ApiError({
      kind: 'http',
      status: error.status,
      operation,
      retryable: false,
      message: `${operationWords(operation)}: ${error.message}`,
      code: error.code,
    });
  }
  const timeout = code !== undefined && TIMEOUT_CODES.has(code);
  const what =
    error instanceof RequestDeadlineError
      ? error.message
      : code !== undefined && PLAIN_HTTP_CODES.has(code) && target.startsWith('https:')
        ? `the server there speaks plain HTTP, not HTTPS (${code}): is the address ${target.replace(/^https:/, 'http:')}?`
        : ((code && DESCRIBED[code]) ?? (code ? code : 'network error'));
  return new ApiError({
    kind: timeout ? 'timeout' : 'network',
    status: 0,
    operation,
    retryable: timeout || (code !== undefined && RETRYABLE_CODES.has(code)),
    message: `${operationWords(operation)} could not reach ${target}: ${what}${code && DESCRIBED[code] ? ` (${code})` : ''}`,
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
