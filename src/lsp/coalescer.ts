// Work that runs again whenever asked, but never queued twice: requests that arrive while a
// round waits or runs fold into the next one, which reads the latest state. The protocol's
// library hands over one message per turn of the event loop, so a round waits for a turn in
// which no new request came (at most MAX_WAIT turns): edits typed faster than validation runs
// cost one round, never one per keystroke.

/** Turns of the event loop a round waits at most for the requests to stop. */
const MAX_WAIT = 64;

export class Coalescer {
  private waiting = false;
  private asked = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly round: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Asks for a round after the messages already received. */
  request(): void {
    this.asked++;
    if (this.waiting) return;
    this.waiting = true;
    this.chain = this.chain
      .then(() => this.quiet())
      .then(() => {
        this.waiting = false;
        return this.round();
      })
      .catch(this.failed);
  }

  /** Runs `task` after the rounds asked for so far, and before any asked for later. */
  then(task: () => Promise<void>): void {
    this.chain = this.chain.then(task).catch(this.failed);
  }

  /** Resolves once every round asked for so far has run. */
  idle(): Promise<void> {
    return this.chain;
  }

  private async quiet(): Promise<void> {
    for (let turn = 0; turn < MAX_WAIT; turn++) {
      const seen = this.asked;
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.asked === seen) return;
    }
  }
}
