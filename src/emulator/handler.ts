// One request, end to end: route (404/405) → auth (401/403) → fault draw → latency →
// the operation → the answer (or a dropped connection, for `reset` and `lost`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KeyRing } from './auth.js';
import type { FaultKind, FaultPlan } from './faults.js';
import { envelope, HttpError } from './http-error.js';
import type { Logger } from './logger.js';
import type { EmulatorOptions } from './options.js';
import { parsePageRequest, renderPage } from './paging.js';
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
  const state = deps.store.project(project);
  switch (route.name) {
    case 'list':
      return {
        status: 200,
        body: renderPage(state.ordered, parsePageRequest(new URLSearchParams(query))),
      };
    case 'get': {
      const record = state.byId.get(route.param);
      if (!record) throw new HttpError(404, `No annotation ${route.param} in this project.`);
      return { status: 200, body: record.json };
    }
    case 'events': {
      const record = state.byId.get(route.param);
      if (!record) throw new HttpError(404, `No annotation ${route.param} in this project.`);
      return { status: 200, body: JSON.stringify({ events: record.history }) };
    }
    case 'delete': {
      const record = state.byId.get(route.param);
      if (!record) throw new HttpError(404, `No annotation ${route.param} in this project.`);
      deps.store.remove(project, record);
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
    const key = deps.keys.authorize(req.headers.authorization, route.permission);
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
    deps.logger.error(`internal error answering ${method} ${req.url ?? ''}`, error);
    if (!req.complete) req.resume();
    send(res, { status: 500, body: envelope('Internal server error.') });
  }
}
