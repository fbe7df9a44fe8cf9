// The ObserveClient over any Transport: paths, JSON, error parsing and the retry policy.
// The undici client wraps this with a real connection pool; tests script the transport.
import {
  abortedError,
  ApiError,
  httpError,
  operationWords,
  parseWithoutKey,
  toApiError,
} from './api-error.js';
import { readAnnotationItem, ItemShapeError } from './annotation-item.js';
import type {
  AnnotationEvent,
  CallOptions,
  Clock,
  ClientObserver,
  ObserveClient,
  WriteOutcome,
} from './client.js';
import { readAllPages } from './list-annotations.js';
import { ListShapeError, readListPage, type ListPage } from './list-page.js';
import { RetryBudget } from './retry-budget.js';
import { cutServerText } from './server-text.js';
import { notTheApiError, startsAsJson } from './not-the-api.js';
import { runWithRetry, type RetryContext } from './retry-loop.js';
import {
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  type RandomSource,
  type RetryPolicy,
} from './retry-policy.js';
import { systemClock } from './system-clock.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';
import type { Annotation, AnnotationRequest } from '../model/annotation.js';
import { RunDeadlineError } from '../model/errors.js';
import { isMap } from '../model/fields.js';
import { keyRedactor } from '../text/secret-redactor.js';

/** The list's page size when none is set (the vendor's documented default). */
const DEFAULT_PAGE_SIZE = 100;
/** The largest page size the client asks for. */
const MAX_PAGE_SIZE = 1000;
/** One attempt's deadline, headers and body together (not idle time). */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * The time one request may spend in attempts that time out, retries included: a server that
 * never answers, or drips its answer, ends the run within a minute (30 s, then 25 s), not
 * after five whole deadlines (two and a half minutes).
 */
export const TIMEOUT_BUDGET_MS = 55_000;

export interface TransportClientOptions {
  /** Shown in messages and as `client.baseUrl`; the transport decides where requests go. */
  baseUrl: string;
  /** Bound on concurrent list pages (the undici pool bounds everything else). Default 8. */
  concurrency?: number;
  /** Per-attempt timeout over the whole exchange (headers and body), default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** What one request's timed-out attempts may take together, default TIMEOUT_BUDGET_MS. */
  timeoutBudgetMs?: number;
  clock?: Clock;
  random?: RandomSource;
  observer?: ClientObserver;
  /** Share one budget across every client of a run; default: a fresh one (500 tokens). */
  budget?: RetryBudget;
  policy?: Partial<RetryPolicy>;
  /** Absolute clock time (ms) after which no request starts or retries. */
  deadline?: number;
  /**
   * The run's deadline as a signal (app/run/run-deadline.ts): when it aborts, requests in flight
   * end, sleeps end, and every call fails with the reason's message ("the run deadline passed").
   */
  runSignal?: AbortSignal;
  /** Only to redact it from any text the server sends back. */
  apiKey?: string;
  /** List page size, 1–1000 (default 100). */
  pageSize?: number;
  /** Called by `close()`. */
  onClose?: () => Promise<void>;
}

type Method = TransportRequest['method'];

const LIST_PATH = '/observe/annotations';

/** What every call of one client shares: its transport, settings and retry context. */
interface Core {
  transport: Transport;
  options: TransportClientOptions;
  clock: Clock;
  timeoutMs: number;
  pageSize: number;
  retry: Omit<RetryContext, 'signal'>;
  /** The call's signal joined with the run's (one joined signal per call signal). */
  signalOf(callSignal: AbortSignal | undefined): AbortSignal | undefined;
  /** Takes the API key, in every form a server may echo it in, out of a text. */
  hideKey: (text: string) => string;
}

/** Builds the client on a transport; every call goes through the one retry loop. */
export function createObserveClientFromTransport(
  transport: Transport,
  options: TransportClientOptions,
): ObserveClient {
  const core = coreOf(transport, options);
  const concurrency = Math.max(1, options.concurrency ?? 8);
  return {
    baseUrl: options.baseUrl,
    pageSize: core.pageSize,
    listPage: (page, callOptions) => listPage(core, page, callOptions),
    listAnnotations: (callOptions) =>
      readAllPages((page) => listPage(core, page, callOptions), {
        pageSize: core.pageSize,
        concurrency,
        endpoint: `GET ${LIST_PATH}`,
      }),
    async getAnnotation(id, callOptions) {
      const path = `${LIST_PATH}/${encodeURIComponent(id)}`;
      const read = annotationOf(core, 'getAnnotation', `GET ${path}`);
      return (await call(core, 'getAnnotation', id, { method: 'GET', path }, read, callOptions))
        .value;
    },
    putAnnotation(externalKey: string, body: AnnotationRequest, callOptions?: CallOptions) {
      const path = `${LIST_PATH}/byExternalKey/${encodeURIComponent(externalKey)}`;
      const request = { method: 'PUT' as const, path, body: JSON.stringify(body) };
      const read = annotationOf(core, 'putAnnotation', `PUT ${path}`);
      return call(core, 'putAnnotation', externalKey, request, read, callOptions);
    },
    deleteAnnotation(id, callOptions) {
      // A 404 on a retry means an earlier attempt deleted it and its answer was lost.
      const check = statusCheck(
        core,
        'deleteAnnotation',
        (status, attempt) => is2xx(status) || (status === 404 && attempt > 1),
      );
      const path = `${LIST_PATH}/${encodeURIComponent(id)}`;
      return call(
        core,
        'deleteAnnotation',
        id,
        { method: 'DELETE', path },
        (response, attempt) => {
          check(response, attempt);
        },
        callOptions,
      );
    },
    async listEvents(id, callOptions) {
      const path = `${LIST_PATH}/${encodeURIComponent(id)}/events`;
      const check = statusCheck(core, 'listEvents', is2xx);
      const read = (response: TransportResponse, attempt: number) =>
        readEvents(json(core, check(response, attempt), 'listEvents'));
      return (await call(core, 'listEvents', id, { method: 'GET', path }, read, callOptions)).value;
    },
    close: () => options.onClose?.() ?? Promise.resolve(),
  };
}

function coreOf(transport: Transport, options: TransportClientOptions): Core {
  const runSignal = options.runSignal;
  const clock = options.clock ?? systemClock;
  const combined = new WeakMap<AbortSignal, AbortSignal>();
  return {
    transport,
    options,
    clock,
    hideKey: keyRedactor(options.apiKey),
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    pageSize: checkPageSize(options.pageSize ?? DEFAULT_PAGE_SIZE),
    retry: {
      clock,
      random: options.random ?? Math.random,
      budget: options.budget ?? new RetryBudget(),
      policy: { ...DEFAULT_RETRY_POLICY, ...options.policy },
      timeoutBudgetMs: options.timeoutBudgetMs ?? TIMEOUT_BUDGET_MS,
      ...(options.observer ? { observer: options.observer } : {}),
      ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    },
    signalOf(callSignal) {
      if (!runSignal || !callSignal) return callSignal ?? runSignal;
      let both = combined.get(callSignal);
      if (!both) {
        both = AbortSignal.any([runSignal, callSignal]);
        combined.set(callSignal, both);
      }
      return both;
    },
  };
}

/**
 * The answer with the API key taken out of its body and headers, before anything reads, cuts
 * or quotes them: a server that echoes the key (in an error, a headline, a header) shows `***`
 * wherever its words go, and no cut can leave a piece of it, as it is or encoded
 * (`keyRedactor`). One search per form per answer.
 */
function withoutKey(
  response: TransportResponse,
  hideKey: (text: string) => string,
): TransportResponse {
  const { body, headers } = response;
  const holds = (text: string | undefined): boolean => !!text && hideKey(text) !== text;
  const inHeaders = headers && Object.values(headers).some(holds);
  const hidden = body && hideKey(body);
  if (!inHeaders && hidden === body) return response; // the usual answer: as it is
  return {
    ...response,
    body: hidden,
    ...(headers && {
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v && hideKey(v)])),
    }),
  };
}

/** One request under the retry policy; `parse` reads (and checks) each answer. */
async function call<T>(
  core: Core,
  operation: string,
  target: string | undefined,
  request: { method: Method; path: string; body?: string },
  parse: (response: TransportResponse, attempt: number) => T,
  callOptions: CallOptions | undefined,
): Promise<WriteOutcome<T>> {
  const runSignal = core.options.runSignal;
  const signal = core.signalOf(callOptions?.signal);
  if (runSignal?.aborted) throw deadlineError(operation, runSignal.reason);
  try {
    return await runWithRetry(
      operation,
      target,
      async (attempt, remainingMs) => {
        let response: TransportResponse;
        try {
          response = await core.transport({
            ...request,
            timeoutMs:
              remainingMs === undefined ? core.timeoutMs : Math.min(core.timeoutMs, remainingMs),
            ...(signal ? { signal } : {}),
          });
        } catch (error) {
          if (signal?.aborted && !(error instanceof ApiError))
            throw abortedError(operation, signal.reason);
          throw toApiError(error, operation, core.options.baseUrl);
        }
        return {
          value: parse(withoutKey(response, core.hideKey), attempt),
          status: response.status,
        };
      },
      signal ? { ...core.retry, signal } : core.retry,
    );
  } catch (error) {
    // The run deadline ended it (in flight or asleep): say so, not "aborted".
    if (runSignal?.aborted && error instanceof ApiError && error.kind === 'aborted')
      throw deadlineError(operation, runSignal.reason, error.attempts);
    throw error;
  }
}

/** Passes an answer `ok` takes; any other becomes the ApiError its status and body make. */
function statusCheck(
  core: Core,
  operation: string,
  ok: (status: number, attempt: number) => boolean,
): (response: TransportResponse, attempt: number) => TransportResponse {
  const { options } = core;
  return (response, attempt) => {
    if (ok(response.status, attempt)) return response;
    const retryAfter = parseRetryAfter(response.headers?.['retry-after'], core.clock.now());
    throw httpError({
      operation,
      status: response.status,
      body: response.body,
      baseUrl: options.baseUrl,
      ...(response.headers?.location === undefined ? {} : { location: response.headers.location }),
      ...(operation === 'listAnnotations' ? { pageSize: core.pageSize } : {}),
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
      hideKey: core.hideKey, // the body is without the key already: `withoutKey`
    });
  };
}

function is2xx(status: number): boolean {
  return status >= 200 && status < 300;
}

/** One page; `pageSize` overrides the client's page size (doctor asks for two a page). */
async function listPage(
  core: Core,
  page: number,
  callOptions?: CallOptions & { pageSize?: number },
): Promise<ListPage> {
  const size = checkPageSize(callOptions?.pageSize ?? core.pageSize);
  const check = statusCheck(core, 'listAnnotations', is2xx);
  const path = `${LIST_PATH}?page=${page}&pageSize=${size}`;
  const endpoint = `GET ${path}`;
  const read = (response: TransportResponse, attempt: number): ListPage => {
    const checked = check(response, attempt);
    try {
      const page = readListPage(
        json(core, checked, 'listAnnotations'),
        checked.headers ?? {},
        endpoint,
      );
      page.characters = checked.body.length;
      return page;
    } catch (error) {
      if (error instanceof ListShapeError) throw shapeError('listAnnotations', error);
      throw error;
    }
  };
  const outcome = await call(
    core,
    'listAnnotations',
    `page ${page}`,
    { method: 'GET', path },
    read,
    callOptions,
  );
  return outcome.value;
}

/** An annotation answer of a single-item call, checked for shape. */
function annotationOf(core: Core, operation: string, endpoint: string) {
  const check = statusCheck(core, operation, is2xx);
  return (response: TransportResponse, attempt: number): Annotation => {
    const value = json(core, check(response, attempt), operation);
    try {
      return readAnnotationItem(value, `${endpoint}: the answer`);
    } catch (error) {
      if (error instanceof ItemShapeError) throw shapeError(operation, error);
      throw error;
    }
  };
}

/** The most history entries read from one answer: a reopen's check needs the last close only. */
const MAX_EVENTS = 1000;

/**
 * `{events: [{type, note?, createdMs?}, …]}` → entries, newest first as sent. Tolerant: an
 * entry of another shape is left out, text is cut as all server text is.
 */
function readEvents(value: unknown): AnnotationEvent[] {
  const events = isMap(value) ? value.events : undefined;
  if (!Array.isArray(events)) return [];
  const read: AnnotationEvent[] = [];
  for (const item of events.slice(0, MAX_EVENTS)) {
    if (!isMap(item)) continue;
    const { type, note, createdMs } = item;
    if (typeof type !== 'string') continue;
    read.push({
      type: cutServerText(type, 100),
      ...(typeof note === 'string' ? { note: cutServerText(note) } : {}),
      ...(typeof createdMs === 'number' ? { createdMs } : {}),
    });
  }
  return read;
}

function checkPageSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}, not ${size}`);
  }
  return size;
}

function json(core: Core, response: TransportResponse, operation: string): unknown {
  try {
    return parseWithoutKey(response.body, core.hideKey);
  } catch {
    if (!startsAsJson(response.body)) throw notTheApiError(response, operation);
    throw new ApiError({
      kind: 'http',
      status: response.status,
      operation,
      retryable: false,
      message: `${operationWords(operation)}: the server answered ${response.status} with a body that is not JSON`,
    });
  }
}

function shapeError(operation: string, error: Error): ApiError {
  return new ApiError({
    kind: 'http',
    status: 200,
    operation,
    retryable: false,
    message: `${operationWords(operation)}: ${error.message}`,
  });
}

function deadlineError(operation: string, reason: unknown, attempts = 0): ApiError {
  const what = reason instanceof RunDeadlineError ? reason.message : 'the run was stopped';
  return new ApiError({
    kind: 'timeout',
    status: 0,
    operation,
    retryable: false,
    fatal: true,
    attempts,
    stoppedBy: 'deadline',
    message: `${operationWords(operation)} stopped: ${what}`,
    cause: reason,
  });
}
