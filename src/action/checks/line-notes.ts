// Diagnostics (and failed apply items) as the step's own line notes on the pull request's diff
// (GitHub's annotations of a step, made by workflow commands: what is shown without a check
// run), at their paths from the repository root; their texts escaped (a file's control
// characters are shown, never sent to the log).
import type { ApplyItemResult } from '../../model/apply.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { escapeText } from '../../text/escape-text.js';
import { LINE_NOTES_PER_STEP } from '../step/line-note-tally.js';
import type { ActionCore, LineNoteProperties } from '../step/core.js';

/**
 * GitHub shows at most 10 error and 10 warning line notes per step, and hides the rest
 * without a word. The step's failure message (setFailed) is an error line note too, and
 * comes last: so diagnostics get 9 error line notes at most, the failure the tenth, and 10
 * warnings at most, fewer when the step has made some already (`Slots`). The last line note
 * of a kind that has more says how many more; the job summary lists all.
 */
export interface Slots {
  error: number;
  warning: number;
}

const ALL_SLOTS: Slots = {
  error: LINE_NOTES_PER_STEP - 1,
  warning: LINE_NOTES_PER_STEP,
};

const asIs = (file: string): string => file;

/** Where a diagnostic points, in @actions/core's terms (columns only within one line, as GitHub requires). */
function notePlaceOf(d: Diagnostic, fromRoot = asIs): LineNoteProperties {
  const props: LineNoteProperties = { title: d.code };
  if (d.file === undefined) return props;
  props.file = escapeText(fromRoot(d.file));
  if (d.line === undefined) return props;
  props.startLine = d.line;
  const endLine = d.endLine ?? d.line;
  props.endLine = endLine;
  if (endLine === d.line && d.column !== undefined) {
    props.startColumn = d.column;
    props.endColumn = d.endColumn !== undefined && d.endColumn > d.column ? d.endColumn : d.column;
  }
  return props;
}

/**
 * One line note per diagnostic, within the slots GitHub still shows per kind; the last one
 * shown also says how many more there are.
 */
export function noteDiagnostics(
  core: ActionCore,
  diagnostics: readonly Diagnostic[],
  options: { fromRoot?: (file: string) => string; slots?: Slots } = {},
): void {
  const slots = options.slots ?? ALL_SLOTS;
  for (const severity of ['error', 'warning'] as const) {
    const list = diagnostics.filter((d) => d.severity === severity);
    const shown = list.slice(0, slots[severity]);
    shown.forEach((d, i) => {
      const more = list.length - shown.length;
      const note =
        i === shown.length - 1 && more > 0
          ? GITHUB_VIEWS.lineNotes.more(more, list.length, severity)
          : '';
      core[severity](escapeText(d.message) + note, notePlaceOf(d, options.fromRoot));
    });
  }
}

/** Failed, stale and skipped apply items, at their file and line when known (9 at most). */
export function noteApplyFailures(
  core: ActionCore,
  results: readonly ApplyItemResult[],
  fromRoot = asIs,
): void {
  const bad = results.filter((r) => r.status !== 'ok');
  const shown = bad.slice(0, ALL_SLOTS.error);
  shown.forEach((r, i) => {
    const { title, message } = GITHUB_VIEWS.lineNotes.applyFailure(r);
    const props: LineNoteProperties = { title };
    if (r.file !== undefined) props.file = escapeText(fromRoot(r.file));
    if (r.line !== undefined) props.startLine = r.line;
    if (r.column !== undefined) props.startColumn = r.column;
    const more = bad.length - shown.length;
    const note =
      i === shown.length - 1 && more > 0
        ? GITHUB_VIEWS.lineNotes.more(more, bad.length, 'failure')
        : '';
    core.error(message + note, props);
  });
}
