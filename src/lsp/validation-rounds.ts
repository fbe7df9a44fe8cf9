// When the workspaces are validated: a round after the edits received (coalesced), and between
// rounds, a few at a time, the files read at start for their checks only read again whole. The
// first diagnostics then cost what `validate` costs; hover and completion get every value soon
// after. An edit waits at most for one such batch.
import { Coalescer } from './coalescer.js';
import type { LiveWorkspaces } from './live-workspaces.js';

/** Files read again whole per turn (few enough for one thread). */
const FILES_PER_BATCH = 16;

export class ValidationRounds {
  private readonly rounds: Coalescer;
  private filling = false;

  constructor(
    private readonly workspaces: LiveWorkspaces,
    failed: (error: unknown) => void,
  ) {
    this.rounds = new Coalescer(async () => {
      await workspaces.publish();
      if (!this.filling) {
        this.filling = true;
        setImmediate(() => this.fill());
      }
    }, failed);
  }

  /** A round after the messages received so far. */
  request(): void {
    this.rounds.request();
  }

  /** Resolves after the edits received so far are validated, with every file's values whole. */
  async settled(): Promise<void> {
    await this.rounds.idle();
    while (this.filling) {
      await new Promise((resolve) => setImmediate(resolve));
      await this.rounds.idle();
    }
  }

  private fill(): void {
    this.rounds.then(async () => {
      if (await this.workspaces.completeSome(FILES_PER_BATCH)) setImmediate(() => this.fill());
      else this.filling = false;
    });
  }
}
