// When a GitHub API request is tried again, and after how long: GitHub's rate limits (429, and
// 403 with `retry-after` or `x-ratelimit-remaining: 0`) wait as GitHub says; server errors and
// broken connections back off, and so does an answer that says, in its own words, that GitHub
// failed for a passing reason (a GraphQL query's `RATE_LIMITED`, or its "Something went wrong").
// A request that may have changed something (a POST) is tried again only when GitHub said it
// did nothing (rate limited) or the connection was never made. Pure: github-http.ts runs the
// loop.

/** Attempts per request, the first included. */
const GITHUB_ATTEMPTS = 4;

/** How long a rate limit without `retry-after` or a reset time waits (GitHub asks for a minute). */
const RATE_LIMIT_DEFAULT_WAIT_MS = 60_000;

/** What one attempt ended with, as the policy sees it. */
export type AttemptOutcome =
  | { kind: 'answer'; status: number; headers: Headers; message: string }
  /** No answer: `connected` is false when the connection was never made (refused). */
  | { kind: 'no-answer'; connected: boolean }
  /** The attempt's own time ran out (not the run's deadline). */
  | { kind: 'attempt-timeout' }
  /** A success by its status whose body says GitHub failed for a passing reason (`message`). */
  | { kind: 'transient'; status: number; headers: Headers; message: string; rateLimited: boolean };

export type RetryDecision =
  { retry: false; rateLimited: boolean } | { retry: true; waitMs: number; rateLimited: boolean };

/**
 * Whether an answer is GitHub's rate limit: 429, or 403 with `retry-after`, with no requests
 * remaining, or saying so in its message (a secondary rate limit).
 */
export function isRateLimited(status: number, headers: Headers, message: string): boolean {
  if (status === 429) return true;
  if (status !== 403) return false;
  return (
    headers.has('retry-after') ||
    headers.get('x-ratelimit-remaining') === '0' ||
    /rate limit/i.test(message)
  );
}

/**
 * Whether attempt number `attempt` (1-based) of a request is followed by another, and the wait
 * before it. `idempotent` is false for a request that may have changed something.
 */
export function retryAfter(
  outcome: AttemptOutcome,
  attempt: number,
  idempotent: boolean,
  nowMs: number,
): RetryDecision {
  const last = attempt >= GITHUB_ATTEMPTS;
  if (outcome.kind === 'transient') {
    const { rateLimited, headers } = outcome;
    if (last || !idempotent) return { retry: false, rateLimited };
    const waitMs = rateLimited ? rateLimitWait(headers, nowMs) : backoff(attempt);
    return { retry: true, waitMs, rateLimited };
  }
  if (outcome.kind === 'answer') {
    const { status, headers, message } = outcome;
    if (isRateLimited(status, headers, message)) {
      return last
        ? { retry: false, rateLimited: true }
        : { retry: true, waitMs: rateLimitWait(headers, nowMs), rateLimited: true };
    }
    if (status >= 500 && idempotent && !last)
      return { retry: true, waitMs: backoff(attempt), rateLimited: false };
    return { retry: false, rateLimited: false };
  }
  const mayRetry = idempotent || (outcome.kind === 'no-answer' && !outcome.connected);
  return mayRetry && !last
    ? { retry: true, waitMs: backoff(attempt), rateLimited: false }
    : { retry: false, rateLimited: false };
}

/** `retry-after` seconds, else the reset time of an exhausted limit, else a minute. */
export function rateLimitWait(headers: Headers, nowMs: number): number {
  const after = headers.get('retry-after');
  if (after !== null && /^\d+$/.test(after.trim())) return Number(after.trim()) * 1000;
  const reset = headers.get('x-ratelimit-reset');
  if (headers.get('x-ratelimit-remaining') === '0' && reset !== null && /^\d+$/.test(reset)) {
    return Math.max(0, Number(reset) * 1000 - nowMs) + 1000;
  }
  return RATE_LIMIT_DEFAULT_WAIT_MS;
}

/** 1 s, 2 s, 4 s …: GitHub's own advice for its server errors is to wait and try again. */
function backoff(attempt: number): number {
  return 1000 * 2 ** (attempt - 1);
}
