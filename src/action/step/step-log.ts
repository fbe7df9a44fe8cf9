// What the step's log shows a reader who does not open the summary: the text plan (or the
// apply's result) folded in a `::group::`, and one `::notice` with the counts. The texts are
// the CLI's own views without colour; their lines can start no workflow command.
import type { ActionCore } from './core.js';

/** A log group longer than this ends with a pointer to the job summary. */
const LOG_GROUP_LINES = 2_000;

/** Writes `text` inside a group named `title`, at most LOG_GROUP_LINES lines of it. */
export function logGroup(core: ActionCore, title: string, text: string): void {
  const lines = text.replace(/\n$/, '').split('\n');
  core.startGroup(title);
  try {
    for (const line of lines.slice(0, LOG_GROUP_LINES)) core.info(line);
    if (lines.length > LOG_GROUP_LINES)
      core.info(`… ${lines.length - LOG_GROUP_LINES} more lines: see the job summary`);
  } finally {
    core.endGroup();
  }
}
