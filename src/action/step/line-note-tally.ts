// GitHub shows at most 10 error, 10 warning and 10 notice line notes (GitHub's annotations) of a step and drops the
// rest without a word: a count of those the step has made, so that a list of findings fits
// what is left (and its "N more" line is never the one dropped).
import type { ActionCore } from './core.js';

export type LineNoteKind = 'error' | 'warning' | 'notice';

/** GitHub's limit per kind and step. */
export const LINE_NOTES_PER_STEP = 10;

export class LineNoteTally {
  private readonly made: Record<LineNoteKind, number> = { error: 0, warning: 0, notice: 0 };

  /** `core`, counting the line notes made through it (setFailed is an error line note too). */
  wrap(core: ActionCore): ActionCore {
    const count = (kind: LineNoteKind): void => {
      this.made[kind]++;
    };
    return {
      ...core,
      getInput: (name, options) => core.getInput(name, options),
      setSecret: (secret) => core.setSecret(secret),
      setOutput: (name, value) => core.setOutput(name, value),
      setFailed: (message) => (count('error'), core.setFailed(message)),
      error: (message, p) => (count('error'), core.error(message, p)),
      warning: (message, p) => (count('warning'), core.warning(message, p)),
      notice: (message, p) => (count('notice'), core.notice(message, p)),
      info: (message) => core.info(message),
      startGroup: (name) => core.startGroup(name),
      endGroup: () => core.endGroup(),
      summary: core.summary,
    };
  }

  /** How many more of `kind` GitHub will still show, keeping `reserve` for what comes later. */
  left(kind: LineNoteKind, reserve = 0): number {
    return Math.max(0, LINE_NOTES_PER_STEP - this.made[kind] - reserve);
  }
}
