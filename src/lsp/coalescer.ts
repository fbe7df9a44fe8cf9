// Work that runs again whenever asked, but never queued twice: requests that arrive while a
// round waits or runs fold into the next one, which reads the latest state. Edits typed faster
// than validation runs cost one round, never one per keystroke.

export class Coalescer {
  private waiting = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly round: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Asks for a round after the messages already received (a macrotask later). */
  request(): void {
    if (this.waiting) return;
    this.waiting = true;
    this.chain = this.chain
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        this.waiting = false;
        return this.round();
      })
      .catch(this.failed);
  }

  /** Resolves once every round asked for so far has run. */
  idle(): Promise<void> {
    return this.chain;
  }
}
