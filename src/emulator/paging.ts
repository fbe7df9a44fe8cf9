// The list contract: `page` ≥ 1, `pageSize` 1–1000 (default 100),
// newest `createdMs` first (ties: the later id first). The paging travels as the vendor's
// Observe API guide documents it, in the `X-Corbado-Page`, `X-Corbado-TotalPages` and
// `X-Corbado-TotalItems` headers; `--paging body|both` puts it in the body (instead, or too),
// so clients are tested against each dialect.
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

export const PAGING_MODES = ['headers', 'body', 'both'] as const;
export type PagingMode = (typeof PAGING_MODES)[number];

/** A list page's answer: its body, joined from the records' cached JSON, and its headers. */
export function renderPage(
  ordered: readonly StoredAnnotation[],
  request: PageRequest,
  mode: PagingMode = 'headers',
): { body: string; headers: Record<string, string> } {
  const totalItems = ordered.length;
  const totalPages = Math.ceil(totalItems / request.pageSize);
  const end = totalItems - (request.page - 1) * request.pageSize; // exclusive, from the newest
  const start = Math.max(0, end - request.pageSize);
  const items: string[] = [];
  for (let i = end - 1; i >= start; i--) items.push(ordered[i]!.json);
  const paging =
    mode === 'headers'
      ? ''
      : `,"paging":{"page":${request.page},"totalPages":${totalPages},"totalItems":${totalItems}}`;
  const headers: Record<string, string> =
    mode === 'body'
      ? {}
      : {
          'x-corbado-page': String(request.page),
          'x-corbado-totalpages': String(totalPages),
          'x-corbado-totalitems': String(totalItems),
        };
  return { body: `{"annotations":[${items.join(',')}]${paging}}`, headers };
}
