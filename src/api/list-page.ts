// One page of the annotation list as the vendor documents it: paging in the
// `X-Corbado-Page`, `X-Corbado-TotalPages` and `X-Corbado-TotalItems` headers first, the body's
// `paging` as a fallback; the items under `annotations`, `data` or `items`, or the body a bare
// array. Anything else is an error that names the endpoint and, for a body of another shape,
// its top-level keys (never its values).
import type { Annotation } from '../model/annotation.js';
import { ItemShapeError, readAnnotationItem } from './annotation-item.js';

import type { IdField, ItemsKey, PagingSource } from '../model/list-dialect.js';
import { isMap } from '../model/fields.js';

/** One page, read: totals are undefined where the server sent none. */
export interface ListPage {
  annotations: Annotation[];
  page?: number;
  totalPages?: number;
  totalItems?: number;
  /** Where the paging came from (`doctor` reports it). */
  pagingFrom: PagingSource;
  itemsKey: ItemsKey;
  /** The member the first item's id came from, when there was an item. */
  idField?: IdField;
  /** The answer's size in characters, when it came over HTTP (the listing bounds their sum). */
  characters?: number;
}

/** A page that cannot be read as a list; the message names the endpoint. */
export class ListShapeError extends Error {
  override readonly name = 'ListShapeError';
}

const ITEM_KEYS = ['annotations', 'data', 'items'] as const;
const HEADERS = {
  page: 'x-corbado-page',
  totalPages: 'x-corbado-totalpages',
  totalItems: 'x-corbado-totalitems',
} as const;
const HEADER_NAMES = {
  page: 'X-Corbado-Page',
  totalPages: 'X-Corbado-TotalPages',
  totalItems: 'X-Corbado-TotalItems',
} as const;
type Counter = keyof typeof HEADERS;
const COUNTERS = Object.keys(HEADERS) as Counter[];

/**
 * Pure: the parsed JSON body and the response headers (lower-case names) of `endpoint` →
 * the page. Throws ListShapeError.
 */
export function readListPage(
  body: unknown,
  headers: Readonly<Record<string, string | undefined>>,
  endpoint: string,
): ListPage {
  const { items, itemsKey, paging } = itemsOf(body, endpoint);
  const page: ListPage = { annotations: [], pagingFrom: 'none', itemsKey };
  let headerSeen = false;
  let bodySeen = false;
  for (const counter of COUNTERS) {
    const header = headers[HEADERS[counter]];
    const inBody = paging?.[counter];
    // Both are checked when both are there, so a broken one is never silently passed over.
    const fromBody =
      inBody === undefined || inBody === null ? undefined : bodyCount(inBody, counter, endpoint);
    bodySeen ||= fromBody !== undefined;
    if (header !== undefined) {
      page[counter] = headerCount(header, HEADER_NAMES[counter], endpoint);
      headerSeen = true;
    } else if (fromBody !== undefined) page[counter] = fromBody;
  }
  page.pagingFrom = headerSeen ? (bodySeen ? 'both' : 'headers') : bodySeen ? 'body' : 'none';
  const first = items[0];
  if (isMap(first)) {
    page.idField =
      first.id !== undefined && first.id !== null && first.id !== '' ? 'id' : 'annotationID';
  }
  page.annotations = items.map((item, index) => {
    try {
      return readAnnotationItem(item, `${endpoint}: the item at index ${index}`);
    } catch (error) {
      if (error instanceof ItemShapeError) throw new ListShapeError(error.message);
      throw error;
    }
  });
  return page;
}

function itemsOf(
  body: unknown,
  endpoint: string,
): { items: unknown[]; itemsKey: ItemsKey; paging?: Record<string, unknown> } {
  if (Array.isArray(body)) return { items: body, itemsKey: 'array' };
  if (!isMap(body)) {
    throw new ListShapeError(
      `${endpoint} answered JSON ${body === null ? 'null' : `of type ${typeof body}`} where a list of annotations was expected`,
    );
  }
  const object = body;
  const paging = isMap(object.paging) ? object.paging : undefined;
  if (object.paging !== undefined && object.paging !== null && paging === undefined) {
    throw new ListShapeError(`${endpoint} answered a \`paging\` that is not an object`);
  }
  for (const key of ITEM_KEYS) {
    if (object[key] === undefined) continue;
    if (!Array.isArray(object[key])) {
      throw new ListShapeError(`${endpoint} answered \`${key}\` that is not a list`);
    }
    return { items: object[key], itemsKey: key, ...(paging ? { paging } : {}) };
  }
  throw new ListShapeError(
    `${endpoint} answered a JSON object without a list of annotations (its top-level keys: ${keysOf(object)}); expected the items under \`annotations\`, \`data\` or \`items\`, or a bare array`,
  );
}

/** The body's top-level keys, bounded: at most 20, each at most 40 characters. */
function keysOf(object: Record<string, unknown>): string {
  const keys = Object.keys(object);
  if (keys.length === 0) return 'none';
  const shown = keys.slice(0, 20).map((k) => (k.length > 40 ? `${k.slice(0, 40)}…` : k));
  return `${shown.join(', ')}${keys.length > 20 ? ` and ${keys.length - 20} more` : ''}`;
}

/** A header's count: digits only (no sign, exponent or fraction), a safe integer. */
function headerCount(text: string, name: string, endpoint: string): number {
  const trimmed = text.trim();
  const value = /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(value)) {
    const shown = trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
    throw new ListShapeError(
      `${endpoint} answered the header ${name}: ${JSON.stringify(shown)}, which is not a whole number`,
    );
  }
  return value;
}

function bodyCount(value: unknown, counter: Counter, endpoint: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    const shown =
      typeof value === 'number'
        ? String(value)
        : `a ${Array.isArray(value) ? 'list' : typeof value}`;
    throw new ListShapeError(
      `${endpoint} answered \`paging.${counter}\` ${shown}, which is not a whole number`,
    );
  }
  return value;
}
