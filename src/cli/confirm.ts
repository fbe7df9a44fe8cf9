// Terraform's confirmation before apply writes: on a terminal a person types `yes`; anywhere
// else nobody can answer, so `--auto-approve` must say so up front. The question goes to stderr
// (stdout may be a file or a pipe the person cannot see) and the answer is one line of stdin.
import { createInterface } from 'node:readline';
import type { Io } from './io.js';

export type Confirmation = 'approved' | 'declined' | 'interrupted';

/** Whether someone at a terminal can answer a question. */
export function canAsk(io: Io): boolean {
  return Boolean(io.stdin?.isTTY);
}

/** `Apply 3 changes (1 deletion)? Only 'yes' is accepted: ` */
export function confirmationQuestion(changes: number, deletions: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `Apply ${plural(changes, 'change')} (${plural(deletions, 'deletion')})? Only 'yes' is accepted: `;
}

/**
 * Asks `question` on stderr and reads one line: exactly `yes` approves; anything else, or the
 * end of input, declines; `interrupt` (Ctrl-C) ends the wait as interrupted.
 */
export function confirm(io: Io, question: string, interrupt: AbortSignal): Promise<Confirmation> {
  const input = io.stdin;
  if (!input || interrupt.aborted)
    return Promise.resolve(interrupt.aborted ? 'interrupted' : 'declined');
  io.stderr.write(question);
  // Not readline's terminal mode: the terminal stays in its own line mode, so Ctrl-C is the
  // SIGINT the run already listens to, and editing keys work as in any shell prompt.
  const lines = createInterface({ input, terminal: false });
  return new Promise<Confirmation>((resolve) => {
    let settled = false;
    const finish = (answer: Confirmation): void => {
      if (settled) return;
      settled = true;
      interrupt.removeEventListener('abort', onAbort);
      lines.close();
      // The stream would otherwise hold the process open after the run.
      input.pause();
      if (answer === 'interrupted') io.stderr.write('\n');
      resolve(answer);
    };
    const onAbort = (): void => finish('interrupted');
    interrupt.addEventListener('abort', onAbort, { once: true });
    lines.once('line', (line) => finish(line.trim() === 'yes' ? 'approved' : 'declined'));
    lines.once('close', () => {
      if (!settled) io.stderr.write('\n');
      finish('declined');
    });
  });
}
