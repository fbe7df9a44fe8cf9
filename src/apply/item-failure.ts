// A thrown error → the reason a change failed, placed in the file where it can be fixed.
import { ApiError } from '../model/api-error.js';
import type { Position } from '../plan/desired-document.js';
import { fieldPath } from '../validate/field-path.js';

/** Where the value at a JSON pointer of one document sits (the loader knows). */
export type Locate = (
  externalKey: string,
  path: readonly (string | number)[],
) => (Position & { file?: string }) | undefined;

export interface Failure {
  error: string;
  attempts: number;
  file?: string;
  line?: number;
  column?: number;
  /** 401/403: the run must stop; this says why (naming the permission, never the key). */
  fatal?: string;
  aborted?: boolean;
  /** The server refused the request itself: a re-run sends the same and fails the same. */
  permanent?: boolean;
}

/** Statuses a re-run may get past: a timeout, a conflict, throttling. */
const PASSING_4XX = new Set([408, 409, 429]);

/** Pure except for calling `locate`. */
export function describeFailure(
  error: unknown,
  place: { externalKey: string; file?: string; line?: number },
  locate?: Locate,
): Failure {
  const api = error instanceof ApiError ? error : undefined;
  const where: Pick<Failure, 'file' | 'line' | 'column'> = {};
  if (place.file !== undefined) where.file = place.file;
  if (place.line !== undefined) where.line = place.line;
  if (!api) {
    return { error: error instanceof Error ? error.message : String(error), attempts: 1, ...where };
  }
  let message = api.message;
  const detail = api.details[0];
  if (detail && place.file !== undefined) {
    const found = locate?.(place.externalKey, fieldPath(detail.field));
    if (found) {
      where.file = found.file ?? place.file;
      where.line = found.line;
      where.column = found.column;
    }
    const at = `${where.file}:${where.line}${where.column !== undefined ? `:${where.column}` : ''}`;
    message = `${message} [${detail.field} at ${at}]`;
  }
  const failure: Failure = { error: message, attempts: api.attempts, ...where };
  if (api.fatal) failure.fatal = api.message;
  else if (
    api.kind === 'http' &&
    api.status >= 400 &&
    api.status < 500 &&
    !PASSING_4XX.has(api.status)
  )
    failure.permanent = true;
  if (api.kind === 'aborted') failure.aborted = true;
  return failure;
}
