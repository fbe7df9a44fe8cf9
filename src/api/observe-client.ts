// The ObserveClient over any Transport: paths, JSON, error parsing and the retry policy.
// The undici client wraps this with a real connection pool; tests script the transport.
import { abortedError, ApiError, httpError, operationWords, toApiError } from './api-error.js';
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

/** The list's page size when none is set (the vendor's documented default). */
export const DEFAULT_PAGE_SIZE = 100;
/** The largest page size the client asks for. */
export const MAX_PAGE_SIZE = 1000;
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
   * The run's deadline as a signal (app/run-deadline.ts): when it aborts, requests in flight
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

/** Builds the client on a transport; every call goes through the one retry loop. */
export function createObserveClientFromTransport(
  transport: Transport,
  options: TransportClientOptions,
): ObserveClient {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const pageSize = checkPageSize(options.pageSize ?? DEFAULT_PAGE_SIZE);
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const runSignal = options.runSignal;
  const retry: Omit<RetryContext, 'signal'> = {
    clock,
    random: options.random ?? Math.random,
    budget: options.budget ?? new RetryBudget(),
    policy: { ...DEFAULT_RETRY_POLICY, ...options.policy },
    timeoutBudgetMs: options.timeoutBudgetMs ?? TIMEOUT_BUDGET_MS,
    ...(options.observer ? { observer: options.observer } : {}),
    ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
  };
  // One combined signal per call signal (the applier passes one to a thousand writes).
  const combined = new WeakMap<AbortSignal, AbortSignal>();
  const signalOf = (callSignal: AbortSignal | undefined): AbortSignal | undefined => {
    if (!runSignal || !callSignal) return callSignal ?? runSignal;
    let both = combined.get(callSignal);
    if (!both) {
      both = AbortSignal.any([runSignal, callSignal]);
      combined.set(callSignal, both);
    }
    return both;
  };

  async function call<T>(
    operation: string,
    target: string | undefined,
    request: { method: Method; path: string; body?: string },
    parse: (response: TransportResponse, attempt: number) => T,
    callOptions: CallOptions | undefined,
  ): Promise<WriteOutcome<T>> {
    const signal = signalOf(callOptions?.signal);
    if (runSignal?.aborted) throw deadlineError(operation, runSignal.reason);
    try {
      return await runWithRetry(
        operation,
        target,
        async (attempt, remainingMs) => {
          let response: TransportResponse;
          try {
            response = await transport({
              ...request,
              timeoutMs: remainingMs === undefined ? timeoutMs : Math.min(timeoutMs, remainingMs),
              ...(signal ? { signal } : {}),
            });
          } catch (error) {
            if (signal?.aborted && !(error instanceof ApiError))
              throw abortedError(operation, signal.reason);
            throw toApiError(error, operation, options.baseUrl);
          }
          return { value: parse(response, attempt), status: response.status };
        },
        signal ? { ...retry, signal } : retry,
      );
    } catch (error) {
      // The run deadline ended it (in flight or asleep): say so, not "aborted".
      if (runSignal?.aborted && error instanceof ApiError && error.kind === 'aborted')
        throw deadlineError(operation, runSignal.reason, error.attempts);
      throw error;
    }
  }

  const statusCheck = (operation: string, ok: (status: number, attempt: number) => boolean) => {
    return (response: TransportResponse, attempt: number): TransportResponse => {
      if (ok(response.status, attempt)) return response;
      const retryAfter = parseRetryAfter(response.headers?.['retry-after'], clock.now());
      throw httpError({
        operation,
        status: response.status,
        body: response.body,
        baseUrl: options.baseUrl,
        ...(response.headers?.location === undefined
          ? {}
          : { location: response.headers.location }),
        ...(operation === 'listAnnotations' ? { pageSize } : {}),
        ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      });
    };
  };
  const is2xx = (status: number) => status >= 200 && status < 300;

  /** One page; `size` overrides the client's page size (doctor asks for two a page). */
  const listPage = async (
    page: number,
    callOptions?: CallOptions & { pageSize?: number },
  ): Promise<ListPage> => {
    const size = checkPageSize(callOptions?.pageSize ?? pageSize);
    const check = statusCheck('listAnnotations', is2xx);
    const path = `${LIST_PATH}?page=${page}&pageSize=${size}`;
    const endpoint = `GET ${LIST_PATH}?page=${page}&pageSize=${size}`;
    const outcome = await call(
      'listAnnotations',
      `page ${page}`,
      { method: 'GET', path },
      (response, attempt) => {
        const checked = check(response, attempt);
        try {
          return readListPage(json(checked, 'listAnnotations'), checked.headers ?? {}, endpoint);
        } catch (error) {
          if (error instanceof ListShapeError) throw shapeError('listAnnotations', error);
          throw error;
        }
      },
      callOptions,
    );
    return outcome.value;
  };

  /** An annotation answer of a single-item call, checked for shape. */
  const annotationOf = (operation: string, endpoint: string) => {
    const check = statusCheck(operation, is2xx);
    return (response: TransportResponse, attempt: number): Annotation => {
      const value = json(check(response, attempt), operation);
      try {
        return readAnnotationItem(value, `${endpoint}: the answer`);
      } catch (error) {
        if (error instanceof ItemShapeError) throw shapeError(operation, error);
        throw error;
      }
    };
  };

  return {
    baseUrl: options.baseUrl,
    pageSize,
    listPage,
    listAnnotations: (callOptions) =>
      readAllPages((page) => listPage(page, callOptions), {
        pageSize,
        concurrency,
        endpoint: `GET ${LIST_PATH}`,
      }),
    async getAnnotation(id, callOptions) {
      const path = `${LIST_PATH}/${encodeURIComponent(id)}`;
      const outcome = await call(
        'getAnnotation',
        id,
        { method: 'GET', path },
        annotationOf('getAnnotation', `GET ${path}`),
        callOptions,
      );
      return outcome.value;
    },
    putAnnotation(externalKey: string, body: AnnotationRequest, callOptions?: CallOptions) {
      const path = `${LIST_PATH}/byExternalKey/${encodeURIComponent(externalKey)}`;
      return call(
        'putAnnotation',
        externalKey,
        { method: 'PUT', path, body: JSON.stringify(body) },
        annotationOf('putAnnotation', `PUT ${path}`),
        callOptions,
      );
    },
    deleteAnnotation(id, callOptions) {
      // A 404 on a retry means an earlier attempt deleted it and its answer was lost.
      const check = statusCheck(
        'deleteAnnotation',
        (status, attempt) => is2xx(status) || (status === 404 && attempt > 1),
      );
      return call(
        'deleteAnnotation',
        id,
        { method: 'DELETE', path: `${LIST_PATH}/${encodeURIComponent(id)}` },
        (response, attempt) => {
          check(response, attempt);
        },
        callOptions,
      );
    },
    async listEvents(id, callOptions) {
      const path = `${LIST_PATH}/${encodeURIComponent(id)}/events`;
      const check = statusCheck('listEvents', is2xx);
      const outcome = await call(
        'listEvents',
        id,
        { method: 'GET', path },
        (response, attempt) => readEvents(json(check(response, attempt), 'listEvents')),
        callOptions,
      );
      return outcome.value;
    },
    close: () => options.onClose?.() ?? Promise.resolve(),
  };
}

/** The most history entries read from one answer: a reopen's check needs the last close only. */
const MAX_EVENTS = 1000;

/**
 * `{events: [{type, note?, createdMs?}, …]}` → entries, newest first as sent. Tolerant: an
 * entry of another shape is left out, text is cut as all server text is.
 */
function readEvents(value: unknown): AnnotationEvent[] {
  const events = (value as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return [];
  const read: AnnotationEvent[] = [];
  for (const item of events.slice(0, MAX_EVENTS)) {
    if (item === null || typeof item !== 'object') continue;
    const { type, note, createdMs } = item as Record<string, unknown>;
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

function json(response: TransportResponse, operation: string): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
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
  // app/run-deadline.ts's RunDeadlineError, known by its name (api/ does not import app/).
  const what =
    reason instanceof Error && reason.name === 'RunDeadlineError'
      ? reason.message
      : 'the run was stopped';
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
