// The list contract of DESIGN section 4: `page` ≥ 1, `pageSize` 1–1000 (default 100),
// newest `createdMs` first (ties: the later id first).
import type { ErrorDetail } from './http-error.js';
import { validationError } from './http-error.js';
import type { StoredAnnotation } from './store.js';

export interface PageRequest {
  page: number;
  pageSize: number;
}

function integerParam(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
  details: ErrorDetail[],
): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    details.push({
      field: name,
      message:
        max === Number.MAX_SAFE_INTEGER
          ? `must be an integer of ${min} or more`
          : `must be an integer from ${min} to ${max}`,
    });
  }
  return value;
}

/** Throws the 400 HttpError with one detail per bad parameter. */
export function parsePageRequest(params: URLSearchParams): PageRequest {
  const details: ErrorDetail[] = [];
  const page = integerParam(params, 'page', 1, 1, Number.MAX_SAFE_INTEGER, details);
  const pageSize = integerParam(params, 'pageSize', 100, 1, 1000, details);
  if (details.length > 0) throw validationError(details);
  return { page, pageSize };
}

/** The response body of a list page, joined from the records' cached JSON. */
export function renderPage(ordered: readonly StoredAnnotation[], request: PageRequest): string {
  const totalItems = ordered.length;
  const totalPages = Math.ceil(totalItems / request.pageSize);
  const end = totalItems - (request.page - 1) * request.pageSize; // exclusive, from the newest
  const start = Math.max(0, end - request.pageSize);
  const items: string[] = [];
  for (let i = end - 1; i >= start; i--) items.push(ordered[i]!.json);
  return `{"annotations":[${items.join(',')}],"paging":{"page":${request.page},"totalPages":${totalPages},"totalItems":${totalItems}}}`;
}
