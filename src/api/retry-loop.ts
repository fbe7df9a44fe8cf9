// Runs one request under the retry policy: attempts, abortable sleeps on the injected
// clock, the run-wide budget and the optional run deadline. Every call of the client goes
// through here, so reads and writes share one behaviour.
import { abortedError, ApiError, operationWords } from './api-error.js';
import type { Clock, ClientObserver, WriteOutcome } from './client.js';
import type { RetryBudget } from './retry-budget.js';
import { retryDelayMs, type RandomSource, type RetryPolicy } from './retry-policy.js';

export interface RetryContext {
  clock: Clock;
  random: RandomSource;
  budget: RetryBudget;
  policy: RetryPolicy;
  observer?: ClientObserver;
  /** Absolute clock time after which no attempt starts and no sleep ends. */
  deadline?: number;
  /**
   * The time one request may spend in attempts that time out, all together: a server that does
   * not answer ends the request once it is spent (fatal: the run stops), not after every
   * attempt's whole deadline. Each attempt gets at most what is left of it.
   */
  timeoutBudgetMs?: number;
  signal?: AbortSignal;
}

export interface AttemptResult<T> {
  value: T;
  status: number;
}

/**
 * Calls `attempt(n, remainingMs)` until it succeeds or the policy gives up; throws the last
 * ApiError with `attempts` (and `stoppedBy` when the cap, budget, timeout budget or deadline
 * ended it). `remainingMs` is the time left before the deadline or of the timeout budget,
 * whichever is less, for the per-request timeout.
 */
export async function runWithRetry<T>(
  operation: string,
  target: string | undefined,
  attempt: (n: number, remainingMs: number | undefined) => Promise<AttemptResult<T>>,
  ctx: RetryContext,
): Promise<WriteOutcome<T>> {
  const { clock, deadline, signal } = ctx;
  const report = reporter(operation, target, ctx.observer);
  let timedOutMs = 0;
  for (let n = 1; ; n++) {
    if (signal?.aborted) throw abortedError(operation, signal.reason, n - 1);
    const runLeftMs = deadline === undefined ? undefined : deadline - clock.now();
    if (runLeftMs !== undefined && runLeftMs <= 0) {
      throw new ApiError({
        kind: 'timeout',
        status: 0,
        operation,
        retryable: false,
        attempts: n - 1,
        stoppedBy: 'deadline',
        message: `${operationWords(operation)} was not attempted: the run deadline has passed`,
      });
    }
    const budgetLeftMs =
      ctx.timeoutBudgetMs === undefined ? undefined : ctx.timeoutBudgetMs - timedOutMs;
    const started = clock.now();
    let error: ApiError;
    try {
      const result = await attempt(n, lesser(runLeftMs, budgetLeftMs));
      ctx.budget.recordSuccess(n - 1);
      report(n, { status: result.status });
      return { value: result.value, attempts: n };
    } catch (thrown) {
      error = asApiError(thrown, operation);
    }
    if (error.kind === 'timeout') timedOutMs += clock.now() - started;
    const status = error.status || undefined;
    const next = afterFailure(error, n, timedOutMs, ctx);
    if ('stop' in next) {
      report(n, { error, ...(status ? { status } : {}) });
      throw next.stop;
    }
    report(n, { error, retryInMs: next.delay, ...(status ? { status } : {}) });
    try {
      await clock.sleep(next.delay, signal);
    } catch (reason) {
      throw abortedError(operation, reason, n);
    }
  }
}

/**
 * What follows failed attempt `n`: the error to stop with (the policy gives up: not retryable,
 * the timeout budget spent, the attempts used up, no time before the deadline, or the run's
 * retry budget empty, in that order), or the wait before the next attempt.
 */
function afterFailure(
  error: ApiError,
  n: number,
  timedOutMs: number,
  ctx: RetryContext,
): { stop: ApiError } | { delay: number } {
  if (!error.retryable) return { stop: error.with({ attempts: n }) };
  const gaveUp = `${error.message} (gave up after ${n} attempts)`;
  if (error.kind === 'timeout' && ctx.timeoutBudgetMs !== undefined) {
    if (timedOutMs >= ctx.timeoutBudgetMs) {
      return {
        stop: error.with({
          attempts: n,
          retryable: false,
          fatal: true,
          stoppedBy: 'timeouts',
          message: gaveUp,
        }),
      };
    }
  }
  if (n >= ctx.policy.maxAttempts)
    return { stop: error.with({ attempts: n, stoppedBy: 'max-attempts', message: gaveUp }) };
  const delay = retryDelayMs(error, n, ctx.random, ctx.policy);
  if (ctx.deadline !== undefined && ctx.clock.now() + delay >= ctx.deadline) {
    return {
      stop: error.with({
        attempts: n,
        retryable: false,
        stoppedBy: 'deadline',
        message: `${error.message} (the run deadline leaves no time to retry)`,
      }),
    };
  }
  if (!ctx.budget.tryAcquireRetry()) {
    return {
      stop: error.with({
        attempts: n,
        retryable: false,
        stoppedBy: 'budget',
        message: `retry budget exhausted: the server keeps failing (${ctx.budget.retries} retries spent in this run); last error: ${error.message}`,
      }),
    };
  }
  return { delay };
}

type Report = (
  n: number,
  fields: { status?: number; error?: ApiError; retryInMs?: number },
) => void;

/** Tells the observer about each attempt of one call. */
function reporter(
  operation: string,
  target: string | undefined,
  observer: ClientObserver | undefined,
): Report {
  return (n, fields) =>
    observer?.onAttempt?.({
      operation,
      attempt: n,
      ...(target === undefined ? {} : { target }),
      ...(fields.status === undefined ? {} : { status: fields.status }),
      ...(fields.error === undefined
        ? {}
        : { error: fields.error.message, kind: fields.error.kind }),
      ...(fields.retryInMs === undefined ? {} : { retryInMs: fields.retryInMs }),
    });
}

function lesser(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

function asApiError(thrown: unknown, operation: string): ApiError {
  if (thrown instanceof ApiError) return thrown;
  return new ApiError({
    kind: 'network',
    status: 0,
    operation,
    retryable: false,
    message: `${operationWords(operation)} failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    cause: thrown,
  });
}
