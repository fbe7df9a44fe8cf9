// What the step's log shows a reader who does not open the summary: the text plan (or the
// apply's result) folded in a `::group::`, and one `::notice` with the counts. The texts are
// the CLI's own views without colour; their lines can start no workflow command.
import { GITHUB_VIEWS, type LogGroup } from '../../render/github/views.js';
import type { ActionCore } from './core.js';

/** A log group longer than this ends with a pointer to the job summary. */
const LOG_GROUP_LINES = 2_000;

/** Writes `text` inside the log group `group`, at most LOG_GROUP_LINES lines of it. */
export function logGroup(core: ActionCore, group: LogGroup, text: string): void {
  const lines = text.replace(/\n$/, '').split('\n');
  core.startGroup(GITHUB_VIEWS.messages.logGroupTitle(group));
  try {
    for (const line of lines.slice(0, LOG_GROUP_LINES)) core.info(line);
    if (lines.length > LOG_GROUP_LINES)
      core.info(GITHUB_VIEWS.messages.moreLogLines(lines.length - LOG_GROUP_LINES));
  } finally {
    core.endGroup();
  }
}
