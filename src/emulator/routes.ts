// The emulator's routes under `/v1`: which path answers which methods and needs which
// permission. Matching is separate from handling so that 404 and 405 come before auth.
import { READ, WRITE } from './api-key.js';
import { HttpError } from './http-error.js';

export const BASE_PATH = '/v1';

type RouteName = 'list' | 'get' | 'delete' | 'events' | 'upsert';

export interface RouteMatch {
  name: RouteName;
  permission: string;
  /** The decoded path parameter: an annotation id or an external key. */
  param: string;
}

const ANNOTATIONS = `${BASE_PATH}/observe/annotations`;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'The path is not valid percent-encoding.');
  }
}

function pick(
  method: string,
  allowed: Partial<Record<string, Omit<RouteMatch, 'param'>>>,
  param: string,
): RouteMatch {
  const route = allowed[method];
  if (!route) {
    const allow = Object.keys(allowed).join(', ');
    throw new HttpError(
      405,
      `Method ${method} is not allowed here; allowed: ${allow}.`,
      undefined,
      {
        allow,
      },
    );
  }
  return { ...route, param };
}

/** Throws HttpError 404 for an unknown path, 405 (with Allow) for a wrong method. */
export function matchRoute(method: string, pathname: string): RouteMatch {
  if (pathname === ANNOTATIONS)
    return pick(method, { GET: { name: 'list', permission: READ } }, '');
  if (pathname.startsWith(`${ANNOTATIONS}/`)) {
    const rest = pathname.slice(ANNOTATIONS.length + 1).split('/');
    if (rest.length === 2 && rest[0] === 'byExternalKey' && rest[1] !== '') {
      return pick(method, { PUT: { name: 'upsert', permission: WRITE } }, decode(rest[1]!));
    }
    if (rest.length === 1 && rest[0] !== '' && rest[0] !== 'byExternalKey') {
      return pick(
        method,
        { GET: { name: 'get', permission: READ }, DELETE: { name: 'delete', permission: WRITE } },
        decode(rest[0]!),
      );
    }
    if (rest.length === 2 && rest[1] === 'events' && rest[0] !== '') {
      return pick(method, { GET: { name: 'events', permission: READ } }, decode(rest[0]!));
    }
  }
  throw new HttpError(404, `No such route: ${method} ${pathname}`);
}
