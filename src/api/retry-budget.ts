// The run-wide retry budget: a token bucket shared by every call of a run, so a
// server outage fails fast instead of every request retrying five times into it.

export interface RetryBudgetOptions {
  /** Tokens at the start, and the most the bucket holds. */
  capacity?: number;
  /** Tokens one retry costs. */
  retryCost?: number;
  /** Tokens a success gives back. */
  successRefund?: number;
}

export class RetryBudget {
  readonly capacity: number;
  readonly retryCost: number;
  readonly successRefund: number;
  private available: number;
  private spent = 0;

  constructor(options: RetryBudgetOptions = {}) {
    this.capacity = options.capacity ?? 500;
    this.retryCost = options.retryCost ?? 10;
    this.successRefund = options.successRefund ?? 1;
    this.available = this.capacity;
  }

  get tokens(): number {
    return this.available;
  }

  /** Retries paid for so far in this run. */
  get retries(): number {
    return this.spent;
  }

  /** Takes the price of one retry; false (and nothing taken) when the bucket is too low. */
  tryAcquireRetry(): boolean {
    if (this.available < this.retryCost) return false;
    this.available -= this.retryCost;
    this.spent += 1;
    return true;
  }

  /**
   * A request succeeded after `retries` paid retries: as in the AWS SDKs' retry quota, a retry
   * that ends in success gives its tokens back, and a first-time success refills a little.
   * So scattered faults (20% here and there) never drain the bucket, while an outage, where
   * nothing succeeds, spends it and fails fast.
   */
  recordSuccess(retries = 0): void {
    const refund = retries > 0 ? retries * this.retryCost : this.successRefund;
    this.available = Math.min(this.capacity, this.available + refund);
  }
}
