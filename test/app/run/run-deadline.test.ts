// The run's deadline on a fake clock: it passes at its time and not before, with a reason that
// says how long the run had; a parent's abort passes it at once, with the parent's reason; a
// cancelled one never passes; no time limit means only the parent ends it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RunDeadlineError, startRunDeadline } from '../../../src/app/run/run-deadline.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the run deadline', () => {
  it('passes at its time, not a millisecond before, saying how long the run had', () => {
    const deadline = startRunDeadline(1500);
    vi.advanceTimersByTime(1499);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toBeInstanceOf(RunDeadlineError);
    expect((deadline.signal.reason as Error).message).toBe('the run deadline (1.5 s) passed');
  });

  it('cancelled (the run ended in time): never passes', () => {
    const deadline = startRunDeadline(1500);
    deadline.cancel();
    vi.advanceTimersByTime(10_000);
    expect(deadline.signal.aborted).toBe(false);
  });

  it("follows its parent at once, with the parent's reason; none of its own when 0", () => {
    const parent = new AbortController();
    const deadline = startRunDeadline(0, parent.signal);
    vi.advanceTimersByTime(24 * 3600 * 1000);
    expect(deadline.signal.aborted).toBe(false);
    const reason = new Error('stopped');
    parent.abort(reason);
    expect(deadline.signal.reason).toBe(reason);
    const already = startRunDeadline(1500, parent.signal);
    expect(already.signal.reason).toBe(reason);
  });
});
