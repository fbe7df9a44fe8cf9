// One request, end to end: route (404/405) → auth (401/403) → fault draw → latency →
// the operation → the answer (or a dropped connection, for `reset` and `lost`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KeyRing } from './auth.js';
import type { FaultKind, FaultPlan } from './faults.js';
import { envelope, HttpError } from './http-error.js';
import type { Logger } from './logger.js';
import type { EmulatorOptions } from './options.js';
import { parsePageRequest, renderPage, type PagingMode } from './paging.js';
import { drainBody, readJsonBody } from './read-body.js';
import { matchRoute, type RouteMatch } from './routes.js';
import type { Store } from './store.js';
import { upsert } from './upsert.js';

export interface HandlerDeps {
  store: Store;
  keys: KeyRing;
  faults: FaultPlan;
  findings: ReadonlySet<string>;
  createDelayMs: number;
  retryAfterSeconds: number;
  now: () => number;
  /** Where list answers carry their paging (default: the headers, as the vendor documents). */
  paging: PagingMode;
  logger: Logger;
  onRequest?: EmulatorOptions['onRequest'];
}

interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

function send(res: ServerResponse, answer: Answer): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string | number> = { ...answer.headers };
  if (answer.body !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = Buffer.byteLength(answer.body);
  }
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

function errorAnswer(error: HttpError): Answer {
  return {
    status: error.status,
    body: envelope(error.message, error.details),
    headers: error.headers,
  };
}

function injected(kind: FaultKind, retryAfter: number): Answer {
  if (kind === '500')
    return { status: 500, body: envelope('Internal server error (injected fault).') };
  const headers = { 'retry-after': String(retryAfter) };
  if (kind === '503')
    return { status: 503, body: envelope('Service unavailable (injected fault).'), headers };
  return { status: 429, body: envelope('Too many requests (injected fault).'), headers };
}

async function operate(
  deps: HandlerDeps,
  route: RouteMatch,
  project: string,
  req: IncomingMessage,
  query: string,
): Promise<Answer> {
  const { store } = deps;
  const missing = () => new HttpError(404, `No annotation ${route.param} in this project.`);
  switch (route.name) {
    case 'list': {
      const page = renderPage(
        store.listed(project),
        parsePageRequest(new URLSearchParams(query)),
        deps.paging,
      );
      return { status: 200, ...page };
    }
    case 'get': {
      const record = store.readable(project, route.param);
      if (!record) throw missing();
      return { status: 200, body: record.json };
    }
    case 'events': {
      // Newest first, deletion included, readable after it (the vendor's API reference).
      const record = store.withHistory(project, route.param);
      if (!record) throw missing();
      return { status: 200, body: JSON.stringify({ events: [...record.history].reverse() }) };
    }
    case 'delete': {
      if (store.platformById.has(route.param)) {
        throw new HttpError(
          403,
          `Annotation ${route.param} is a platform annotation: the service operator manages it, and a project API key cannot change it.`,
        );
      }
      const record = store.project(project).byId.get(route.param);
      if (!record) throw missing();
      store.remove(project, record, deps.now());
      return { status: 204 };
    }
    case 'upsert': {
      const body = await readJsonBody(req);
      const record = await upsert(
        {
          store: deps.store,
          project,
          findings: deps.findings,
          now: deps.now,
          createDelayMs: deps.createDelayMs,
          sleep: (ms) => sleep(ms),
        },
        route.param,
        body,
      );
      return { status: 200, body: record.json };
    }
  }
}

/** Never rejects: every failure becomes an answer (a bug: 500, logged, no stack to the client). */
export async function handle(
  deps: HandlerDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = req.method ?? 'GET';
  let fault: FaultKind | undefined;
  try {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const route = matchRoute(method, pathname);
    const key = deps.keys.authorize(req.headers.authorization, route.permission, {
      now: deps.now(),
      ...(req.socket.remoteAddress === undefined ? {} : { address: req.socket.remoteAddress }),
    });
    deps.onRequest?.({ method, route: route.name, project: key.project });
    fault = deps.faults.next();
    const delay = deps.faults.delay();
    if (delay > 0) await sleep(delay);
    if (fault === 'reset') {
      req.socket.destroy();
      return;
    }
    if (fault !== undefined && fault !== 'lost') {
      await drainBody(req);
      send(res, injected(fault, deps.retryAfterSeconds));
      return;
    }
    const answer = await operate(deps, route, key.project, req, q === -1 ? '' : url.slice(q + 1));
    if (fault === 'lost') {
      req.socket.destroy();
      return;
    }
    send(res, answer);
  } catch (error) {
    if (fault === 'lost') {
      req.socket.destroy();
      return;
    }
    if (error instanceof HttpError) {
      if (!req.complete) req.resume();
      send(res, errorAnswer(error));
      return;
    }
    if (closedByClient(error, req)) {
      // The client went away mid-request: nothing to answer, and no bug of ours.
      deps.logger.info(
        `${method} ${pathOf(req.url)}: the client closed the connection before the request was complete`,
      );
      return;
    }
    deps.logger.error(`internal error answering ${method} ${req.url ?? ''}`, error);
    if (!req.complete) req.resume();
    send(res, { status: 500, body: envelope('Internal server error.') });
  }
}

/** A request body cut off by the client (Node reports it as 'aborted' / ECONNRESET). */
function closedByClient(error: unknown, req: IncomingMessage): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (req.destroyed && !req.complete) ||
    (error instanceof Error && error.message === 'aborted')
  );
}

/** The path of a request URL without its query (which may hold anything), bounded. */
function pathOf(url: string | undefined): string {
  const path = (url ?? '').split('?')[0]!;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}
