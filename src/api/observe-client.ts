// The ObserveClient over any Transport: paths, JSON, error parsing and the retry policy.
// The undici client wraps this with a real connection pool; tests script the transport.
import { ApiError, httpError, toApiError } from './api-error.js';
import type { CallOptions, Clock, ClientObserver, ObserveClient, WriteOutcome } from './client.js';
import { readAllPages } from './list-annotations.js';
import { RetryBudget } from './retry-budget.js';
import { runWithRetry, type RetryContext } from './retry-loop.js';
import {
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  type RandomSource,
  type RetryPolicy,
} from './retry-policy.js';
import { systemClock } from './system-clock.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';
import type { Annotation, AnnotationPage, AnnotationRequest } from '../model/annotation.js';

export interface TransportClientOptions {
  /** Shown in messages and as `client.baseUrl`; the transport decides where requests go. */
  baseUrl: string;
  /** Bound on concurrent list pages (the undici pool bounds everything else). Default 8. */
  concurrency?: number;
  /** Per-request timeout, default 30 s. */
  timeoutMs?: number;
  clock?: Clock;
  random?: RandomSource;
  observer?: ClientObserver;
  /** Share one budget across every client of a run; default: a fresh one (500 tokens). */
  budget?: RetryBudget;
  policy?: Partial<RetryPolicy>;
  /** Absolute clock time (ms) after which no request starts or retries. */
  deadline?: number;
  /** Only to redact it from any text the server sends back. */
  apiKey?: string;
  /** List page size, 1–1000 (default 1000). */
  pageSize?: number;
  /** Called by `close()`. */
  onClose?: () => Promise<void>;
}

type Method = TransportRequest['method'];

/** Builds the client on a transport; every call goes through the one retry loop. */
export function createObserveClientFromTransport(
  transport: Transport,
  options: TransportClientOptions,
): ObserveClient {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pageSize = options.pageSize ?? 1000;
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const retry: Omit<RetryContext, 'signal'> = {
    clock,
    random: options.random ?? Math.random,
    budget: options.budget ?? new RetryBudget(),
    policy: { ...DEFAULT_RETRY_POLICY, ...options.policy },
    ...(options.observer ? { observer: options.observer } : {}),
    ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
  };

  async function call<T>(
    operation: string,
    target: string | undefined,
    request: { method: Method; path: string; body?: string },
    parse: (response: TransportResponse, attempt: number) => T,
    callOptions: CallOptions | undefined,
  ): Promise<WriteOutcome<T>> {
    const signal = callOptions?.signal;
    return runWithRetry(
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
          if (signal?.aborted && !(error instanceof ApiError)) {
            throw new ApiError({
              kind: 'aborted',
              status: 0,
              operation,
              retryable: false,
              message: `${operation} was aborted`,
              cause: signal.reason,
            });
          }
          throw toApiError(error, operation, options.baseUrl);
        }
        return { value: parse(response, attempt), status: response.status };
      },
      signal ? { ...retry, signal } : retry,
    );
  }

  const statusCheck = (operation: string, ok: (status: number, attempt: number) => boolean) => {
    return (response: TransportResponse, attempt: number): TransportResponse => {
      if (ok(response.status, attempt)) return response;
      const retryAfter = parseRetryAfter(response.headers?.['retry-after'], clock.now());
      throw httpError({
        operation,
        status: response.status,
        body: response.body,
        ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      });
    };
  };
  const is2xx = (status: number) => status >= 200 && status < 300;

  const readPage = async (page: number, callOptions?: CallOptions) => {
    const check = statusCheck('listAnnotations', is2xx);
    const outcome = await call(
      'listAnnotations',
      `page ${page}`,
      { method: 'GET', path: `/observe/annotations?page=${page}&pageSize=${pageSize}` },
      (response, attempt) => asPage(json(check(response, attempt), 'listAnnotations')),
      callOptions,
    );
    return outcome.value;
  };

  return {
    baseUrl: options.baseUrl,
    listAnnotations: (callOptions) =>
      readAllPages((page) => readPage(page, callOptions), concurrency),
    async getAnnotation(id, callOptions) {
      const check = statusCheck('getAnnotation', is2xx);
      const outcome = await call(
        'getAnnotation',
        id,
        { method: 'GET', path: `/observe/annotations/${encodeURIComponent(id)}` },
        (response, attempt) => json(check(response, attempt), 'getAnnotation') as Annotation,
        callOptions,
      );
      return outcome.value;
    },
    putAnnotation(externalKey: string, body: AnnotationRequest, callOptions?: CallOptions) {
      const check = statusCheck('putAnnotation', is2xx);
      return call(
        'putAnnotation',
        externalKey,
        {
          method: 'PUT',
          path: `/observe/annotations/byExternalKey/${encodeURIComponent(externalKey)}`,
          body: JSON.stringify(body),
        },
        (response, attempt) => json(check(response, attempt), 'putAnnotation') as Annotation,
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
        { method: 'DELETE', path: `/observe/annotations/${encodeURIComponent(id)}` },
        (response, attempt) => {
          check(response, attempt);
        },
        callOptions,
      );
    },
    close: () => options.onClose?.() ?? Promise.resolve(),
  };
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
      message: `${operation}: the server answered ${response.status} with a body that is not JSON`,
    });
  }
}

function asPage(value: unknown): AnnotationPage {
  const page = value as Partial<AnnotationPage> | null;
  const paging = page?.paging;
  if (
    !page ||
    !Array.isArray(page.annotations) ||
    !paging ||
    typeof paging.totalItems !== 'number' ||
    typeof paging.totalPages !== 'number'
  ) {
    throw new ApiError({
      kind: 'http',
      status: 200,
      operation: 'listAnnotations',
      retryable: false,
      message: 'listAnnotations: the server answered a list without `annotations` and `paging`',
    });
  }
  return page as AnnotationPage;
}
