import { describe, expect, it } from 'vitest';
import { RetryBudget } from '../../src/api/retry-budget.js';
import {
  DEFAULT_RETRY_POLICY,
  isThrottle,
  parseRetryAfter,
  retryDelayMs,
} from '../../src/api/retry-policy.js';

const top = () => 0.999_999;
const half = () => 0.5;
const zero = () => 0;

describe('retryDelayMs: full-jitter backoff', () => {
  it('draws from [0, min(20 s, 250 ms·2^i)] for ordinary failures', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs({ status: 500 }, n, top));
    expect(ceilings).toEqual([249, 499, 999, 1999, 3999, 7999, 15_999, 19_999, 19_999]);
    expect(retryDelayMs({ status: 502 }, 3, half)).toBe(500);
    expect(retryDelayMs({ status: 0 }, 4, zero)).toBe(0);
  });

  it('uses a 1 s base for throttling (429, 503)', () => {
    expect(retryDelayMs({ status: 429 }, 1, top)).toBe(999);
    expect(retryDelayMs({ status: 503 }, 2, top)).toBe(1999);
    expect(retryDelayMs({ status: 503 }, 6, top)).toBe(19_999);
    expect(isThrottle(429) && isThrottle(503) && !isThrottle(500)).toBe(true);
  });

  it('retries a 409 at once, then backs off from the base', () => {
    expect(retryDelayMs({ status: 409 }, 1, top)).toBe(0);
    expect(retryDelayMs({ status: 409 }, 2, top)).toBe(249);
    expect(retryDelayMs({ status: 409 }, 3, top)).toBe(499);
  });

  it('honours Retry-After over the backoff, capped at 60 s', () => {
    expect(retryDelayMs({ status: 429, retryAfterMs: 7000 }, 1, zero)).toBe(7000);
    expect(retryDelayMs({ status: 503, retryAfterMs: 0 }, 3, top)).toBe(0);
    expect(retryDelayMs({ status: 429, retryAfterMs: 3_600_000 }, 1, zero)).toBe(60_000);
  });

  it('takes its numbers from the policy', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, baseMs: 10, capMs: 50 };
    expect(retryDelayMs({ status: 500 }, 1, top, policy)).toBe(9);
    expect(retryDelayMs({ status: 500 }, 5, top, policy)).toBe(49);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
  });
  it('reads an HTTP date relative to the clock, never negative', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:12 GMT', now)).toBe(12_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0);
  });
  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
  });
});

describe('RetryBudget', () => {
  it('costs 10 per retry from 500, refunds 1 per success, never above capacity', () => {
    const budget = new RetryBudget();
    expect(budget.tokens).toBe(500);
    budget.recordSuccess();
    expect(budget.tokens).toBe(500);
    let granted = 0;
    while (budget.tryAcquireRetry()) granted++;
    expect(granted).toBe(50);
    expect(budget.tokens).toBe(0);
    expect(budget.retries).toBe(50);
    for (let i = 0; i < 9; i++) budget.recordSuccess();
    expect(budget.tryAcquireRetry()).toBe(false);
    budget.recordSuccess();
    expect(budget.tryAcquireRetry()).toBe(true);
    expect(budget.tokens).toBe(0);
  });

  it('gives back what a retry that succeeded cost, so scattered faults never drain it', () => {
    const budget = new RetryBudget();
    // 1,000 requests, every fifth needing one retry: the bucket stays full.
    for (let i = 0; i < 1000; i++) {
      if (i % 5 === 0) {
        expect(budget.tryAcquireRetry()).toBe(true);
        budget.recordSuccess(1);
      } else budget.recordSuccess();
    }
    expect(budget.tokens).toBe(500);
    // An outage: nothing succeeds, and the bucket runs dry after 50 retries.
    let granted = 0;
    while (budget.tryAcquireRetry()) granted++;
    expect(granted).toBe(50);
  });
});
