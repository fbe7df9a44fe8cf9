// The step's own side of a run: the one job summary (fitted to its limit, secrets removed),
// failures (setFailed may be called more than once), and thrown errors as plain messages.
import { exitCodeFor } from '../cli/exit-code.js';
import { OPTIONS } from '../cli/option-table.js';
import { escapeText } from '../render/escape-text.js';
import type { ActionCore } from './core.js';
import { fitSummary } from './summary-fit.js';

/**
 * The message for an error that ended the run, through the CLI's one error mapping
 * (cli/exit-code.ts), so the Action and the CLI describe failures alike.
 */
export function failureMessage(error: unknown): string {
  let text = '';
  exitCodeFor(error, {
    stdout: { write: () => true },
    stderr: { write: (chunk: string) => (text += chunk) },
    env: {},
    cwd: '.',
  });
  return inputWording(text.trim().replace(/^Error: /, ''));
}

/**
 * The shared commands speak of CLI flags (and of `--emulator` when no address is set); in the
 * Action the same settings are inputs.
 */
function inputWording(message: string): string {
  if (message.startsWith('no Observe API address')) {
    return 'no Observe API address: set the base-url input (with the version segment, e.g. https://…/v1), or baseUrl in observe-annotations.yaml';
  }
  let out = message;
  for (const option of OPTIONS) {
    if (option.input === undefined) continue;
    out = out.replace(new RegExp(`--${option.name}\\b`, 'g'), `input ${option.input}`);
  }
  return out;
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
      await this.core.summary
        .addRaw(
          fitSummary(this.redact(markdown), undefined, 'Run the plan locally to see all of it.'),
        )
        .write();
    } catch (error) {
      this.core.warning(
        `could not write the job summary: ${this.redact((error as Error).message)}`,
      );
    }
  }

  fail(message: string): void {
    this.failed = true;
    this.core.setFailed(escapeText(message));
  }
}
