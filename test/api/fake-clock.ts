// A clock for tests: sleeps resolve at once and advance time, or wait for `release()`
// when `hold` is set (to abort a sleep in flight). Nothing really sleeps.
import type { Clock } from '../../src/api/client.js';

export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  private time: number;
  private held: { ms: number; resolve: () => void }[] = [];

  constructor(
    start = 1_700_000_000_000,
    private readonly hold = false,
  ) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    this.sleeps.push(ms);
    if (!this.hold) {
      this.time += ms;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = { ms, resolve };
      this.held.push(entry);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  }

  /** Ends every held sleep. */
  release(): void {
    for (const { ms, resolve } of this.held.splice(0)) {
      this.time += ms;
      resolve();
    }
  }

  get pending(): number {
    return this.held.length;
  }
}
