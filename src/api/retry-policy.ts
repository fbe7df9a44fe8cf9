// Our retry policy, pure: which failures are retried and how long to wait (full-jitter
// backoff, a longer base for throttling, Retry-After honoured up to a cap).
// The loop that applies it is `retry-loop.ts`; the run-wide budget is `retry-budget.ts`.

export interface RetryPolicy {
  /** Attempts per request, the first included. */
  maxAttempts: number;
  /** Base of the full-jitter backoff. */
  baseMs: number;
  /** Base for throttling answers (429, 503). */
  throttleBaseMs: number;
  /** Ceiling of one backoff. */
  capMs: number;
  /** Ceiling of an honoured `Retry-After`. */
  retryAfterCapMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseMs: 250,
  throttleBaseMs: 1000,
  capMs: 20_000,
  retryAfterCapMs: 60_000,
};

/** A number in [0, 1), injected so tests choose the jitter. */
export type RandomSource = () => number;

/**
 * How long to wait after failed attempt number `attempt` (1-based) before the next one.
 * 409 retries at once the first time (the retry updates what the other writer created),
 * then backs off. `Retry-After` wins when present, capped. Otherwise full jitter:
 * `random(0, min(cap, base·2^i))`, i counting the backoffs so far.
 */
export function retryDelayMs(
  error: { status: number; retryAfterMs?: number | undefined },
  attempt: number,
  random: RandomSource,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): number {
  if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, policy.retryAfterCapMs);
  let i = attempt - 1;
  if (error.status === 409) {
    if (attempt === 1) return 0;
    i = attempt - 2;
  }
  const base = isThrottle(error.status) ? policy.throttleBaseMs : policy.baseMs;
  const ceiling = Math.min(policy.capMs, base * 2 ** i);
  return Math.floor(random() * ceiling);
}

/** 429 and 503 mean "slow down": a longer backoff base, and the applier's AIMD halves. */
export function isThrottle(status: number): boolean {
  return status === 429 || status === 503;
}

/**
 * `Retry-After` as milliseconds: delta-seconds or an HTTP date (relative to `nowMs`).
 * Undefined when absent or unreadable; never negative. Not capped here (the policy caps).
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return undefined;
  return Math.max(0, date - nowMs);
}
