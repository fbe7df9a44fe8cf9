// The step's own side of a run: the one job summary (fitted to its limit, secrets removed),
// failures (setFailed may be called more than once), and thrown errors as plain messages.
import { describeError } from '../../app/run/describe-error.js';
import type { ActionCore } from './core.js';
import { INPUT_NAMING } from './naming.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { escapeText } from '../../text/escape-text.js';

/**
 * The message for an error that ended the run, through the one error mapping
 * (app/run/describe-error.ts) the CLI uses too, with options named by their inputs.
 */
export function failureMessage(error: unknown): string {
  return describeError(error, INPUT_NAMING).message;
}

/** The step's side of things: one summary, failures collected (setFailed may run more than once). */
export class Step {
  summaryWritten = false;
  failed = false;
  constructor(
    private readonly core: ActionCore,
    readonly redact: (text: string) => string,
  ) {}

  async writeSummary(markdown: string): Promise<void> {
    this.summaryWritten = true;
    try {
      await this.core.summary.addRaw(GITHUB_VIEWS.summary.fit(this.redact(markdown))).write();
    } catch (error) {
      const reason = this.redact((error as Error).message);
      this.core.warning(GITHUB_VIEWS.messages.summaryNotWritten(reason));
    }
  }

  fail(message: string): void {
    this.failed = true;
    this.core.setFailed(escapeText(message));
  }
}
