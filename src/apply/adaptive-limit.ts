// Bounded concurrency that backs off under pressure (AIMD): p-limit does the queueing, this
// file only moves its limit. The applier halves it on each 429/503 attempt it hears of, and it
// grows back by one per success, never above max.
import pLimit, { type LimitFunction } from 'p-limit';

export class AdaptiveLimit {
  private readonly limit: LimitFunction;

  constructor(
    readonly max: number,
    private readonly onChange: (limit: number) => void = () => {},
  ) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`concurrency must be ≥ 1: ${max}`);
    this.limit = pLimit(max);
  }

  /** Runs `fn` when a slot is free. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    return this.limit(fn);
  }

  /** Multiplicative decrease: a burst of 429s can take it down to 1, never to 0. */
  congested(): void {
    this.set(Math.max(1, Math.floor(this.limit.concurrency / 2)));
  }

  /** Additive increase, one per successful write. */
  succeeded(): void {
    this.set(Math.min(this.max, this.limit.concurrency + 1));
  }

  private set(next: number): void {
    if (next === this.limit.concurrency) return;
    this.limit.concurrency = next;
    this.onChange(next);
  }
}
