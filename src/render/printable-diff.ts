// A unified diff as a view prints it: every line of it passes the escaping every other view's
// values pass (controls, bidirectional controls, `::` first on a line, `##[`), so a file's
// line cannot become a workflow command or a terminal sequence. A CRLF line keeps its CR, so
// a plain diff stays byte-exact; a line that had to change makes the diff not apply there.
import { escapeText } from '../text/escape-text.js';
import { unifiedDiff } from './unified-diff.js';

/** The diff of `before` → `after` at `path`, safe to print; `escaped` when a line was changed. */
export function printableDiff(
  path: string,
  before: string,
  after: string,
): { text: string; escaped: boolean } {
  // The path on one line, whatever it holds: a line break in a file's name must not start a
  // header of its own (`+++ b/elsewhere`) that `git apply` would follow.
  const shownPath = escapeText(path);
  const raw = unifiedDiff(shownPath, before, after);
  const text = raw.split('\n').map(printableLine).join('\n');
  return { text, escaped: shownPath !== path || text !== raw };
}

function printableLine(line: string): string {
  const cr = line.endsWith('\r') ? '\r' : '';
  return escapeText(cr ? line.slice(0, -1) : line, { multiline: true }) + cr;
}

/** The stderr line, or the summary's, of a file whose diff had to be escaped. */
export function notApplicableNote(path: string): string {
  return `the diff of ${path} had lines escaped for display (control characters, or text a runner reads as a command): it does not apply cleanly at that file`;
}
