// The Action's sinks: the step log, line notes, outputs, the failure and the job summary all
// pass the run's redactor, by construction (run() works only with this wrapped core). The
// runner masks registered secrets in the log alone; files, summaries and comments are ours.
import type { ActionCore, ActionSummary, LineNoteProperties } from './core.js';

/** `core` with every text it would write passed through `redact` (masking stays as it is). */
export function redactingCore(core: ActionCore, redact: (text: string) => string): ActionCore {
  const props = (p?: LineNoteProperties): LineNoteProperties | undefined =>
    p && {
      ...p,
      ...(p.title === undefined ? {} : { title: redact(p.title) }),
      ...(p.file === undefined ? {} : { file: redact(p.file) }),
    };
  const summary: ActionSummary = {
    addRaw(text, addEOL) {
      core.summary.addRaw(redact(text), addEOL);
      return summary;
    },
    write: (options) => core.summary.write(options),
  };
  return {
    getInput: (name, options) => core.getInput(name, options),
    // `::add-mask::` must carry the secret itself: the one write that is not redacted.
    setSecret: (secret) => core.setSecret(secret),
    setOutput: (name, value) => core.setOutput(name, redact(value)),
    setFailed: (message) => core.setFailed(redact(message)),
    error: (message, p) => core.error(redact(message), props(p)),
    warning: (message, p) => core.warning(redact(message), props(p)),
    notice: (message, p) => core.notice(redact(message), props(p)),
    info: (message) => core.info(redact(message)),
    startGroup: (name) => core.startGroup(redact(name)),
    endGroup: () => core.endGroup(),
    summary,
  };
}
