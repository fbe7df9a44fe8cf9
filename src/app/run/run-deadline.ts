// The run's overall deadline: one AbortSignal for everything a run sends, started
// with the run's context. When it fires, the client (api/) ends requests in flight and retry
// sleeps, the applier (apply/) starts nothing more, and each call fails with one plain reason:
// the deadline passed. The caller writes nothing it has not finished. Kept out of api/ so the
// CLI's start-up loads no HTTP code; the reason is a model/ error the client knows.

import { RunDeadlineError } from '../../model/errors.js';

export { RunDeadlineError };

export interface RunDeadline {
  /** Aborts with a RunDeadlineError after `timeoutMs`, or when `parent` aborts (its reason). */
  readonly signal: AbortSignal;
  /** Stops the timer (the run ended in time). */
  cancel(): void;
}

/** Starts the clock of a run; `timeoutMs` of 0 or less means no deadline (a signal that only follows `parent`). */
export function startRunDeadline(timeoutMs: number, parent?: AbortSignal): RunDeadline {
  const controller = new AbortController();
  const timer =
    timeoutMs > 0
      ? setTimeout(() => controller.abort(new RunDeadlineError(timeoutMs)), timeoutMs)
      : undefined;
  timer?.unref?.();
  const onParent = (): void => controller.abort(parent?.reason);
  if (parent?.aborted) onParent();
  else parent?.addEventListener('abort', onParent, { once: true });
  return {
    signal: controller.signal,
    cancel: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParent);
    },
  };
}
