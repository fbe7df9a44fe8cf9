// An answer of success whose body is not JSON comes from something in front of the service or
// from another site altogether (a sign-in page, a proxy, a web server at a mistyped base URL):
// the address is the thing to fix, not the tool and not the service's dialect.
import { ApiError, operationWords } from './api-error.js';
import type { TransportResponse } from './transport.js';

/** The code an ApiError carries when the address does not look like the Observe API. */
const NOT_THE_API = 'NOT_THE_API';

/** What the body was, in words: `HTML`, `text/plain`, `an empty body`, `text that is not JSON`. */
function bodyKind(response: TransportResponse): string {
  const type = response.headers?.['content-type']?.split(';')[0]?.trim().toLowerCase();
  const start = response.body.replace(/^\uFEFF/, '').trimStart();
  if (
    type === 'text/html' ||
    type === 'application/xhtml+xml' ||
    /^<(!doctype\s+html|html|head|body)\b/i.test(start)
  )
    return 'HTML';
  if (start === '') return 'an empty body';
  if (type !== undefined && /^[\w.+-]+\/[\w.+-]+$/.test(type) && !type.endsWith('json'))
    return type;
  return 'text that is not JSON';
}

/** True when a body that failed to parse began as JSON does (cut short, or broken JSON). */
export function startsAsJson(body: string): boolean {
  return /^\uFEFF?\s*[[{]/.test(body);
}

/** `this address does not look like the Observe API (it answered HTML)`. */
export function notTheApiWords(answered: string): string {
  return `this address does not look like the Observe API (it answered ${answered})`;
}

/** What an error of notTheApiError says the address answered; undefined for other errors. */
export function answeredInstead(error: ApiError): string | undefined {
  if (error.code !== NOT_THE_API) return undefined;
  return /\(it answered ([^)]*)\)/.exec(error.message)?.[1];
}

/** The error for a success answer whose body is not JSON; names no part of the body. */
export function notTheApiError(response: TransportResponse, operation: string): ApiError {
  return new ApiError({
    kind: 'http',
    status: response.status,
    operation,
    retryable: false,
    code: NOT_THE_API,
    message: `${operationWords(operation)}: ${notTheApiWords(bodyKind(response))}: check the base URL; a sign-in page or a proxy may stand in front of the service`,
  });
}
