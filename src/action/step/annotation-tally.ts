// GitHub shows at most 10 error, 10 warning and 10 notice annotations of a step and drops the
// rest without a word: a count of those the step has made, so that a list of findings fits
// what is left (and its "N more" line is never the one dropped).
import type { ActionCore } from './core.js';

export type AnnotationKind = 'error' | 'warning' | 'notice';

/** GitHub's limit per kind and step. */
export const GITHUB_ANNOTATIONS_PER_STEP = 10;

export class AnnotationTally {
  private readonly made: Record<AnnotationKind, number> = { error: 0, warning: 0, notice: 0 };

  /** `core`, counting the annotations made through it (setFailed is an error annotation too). */
  wrap(core: ActionCore): ActionCore {
    const count = (kind: AnnotationKind): void => {
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
  left(kind: AnnotationKind, reserve = 0): number {
    return Math.max(0, GITHUB_ANNOTATIONS_PER_STEP - this.made[kind] - reserve);
  }
}
