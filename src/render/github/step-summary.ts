// The Action's job summaries that are not a plan or an apply view: a run that did nothing,
// failed, found the files valid, found a merge already applied, or met a comment that carries
// the Action's marker without being the Action's. Each is made whole from its values. Pure.
import { neutraliseCommands } from '../../text/escape-text.js';
import { code, escapeMarkdown } from '../../text/markdown.js';

/** A step that failed before it had anything else to show, its message line by line. */
export function failureSummary(message: string, what = ''): string {
  const lines = message.split('\n').map(escapeMarkdown).join('  \n');
  return `### ❌ observe-annotations${what ? `: ${what}` : ''}\n\n${lines}\n`;
}

/** An event or a push the Action has no job on. */
export function nothingToDoSummary(reason: string): string {
  return `### ⏭️ observe-annotations: nothing to do\n\n${escapeMarkdown(reason)}\n`;
}

/** `command: validate` on valid files. */
export function validSummary(warnings: number): string {
  return `### ✅ observe-annotations: the files are valid\n\n${warnings} warnings.\n`;
}

/** Warnings shown above a plan in the job summary, each in its own block. */
export function warningBlocks(warnings: readonly string[]): string {
  return warnings.map((w) => `> [!WARNING]\n> ${escapeMarkdown(w)}\n\n`).join('');
}

/** A re-run of a merge an earlier run applied, whose fresh plan has no changes. */
export function alreadyAppliedSummary(commit: string | undefined, pullRequest: number): string {
  const at = commit ? ` at ${code(commit.slice(0, 12))}` : '';
  return neutraliseCommands(
    `### ✅ observe-annotations: already applied${at} (the merge of #${pullRequest})\n\nAn earlier run applied this merge, and the plan made now has no changes: nothing was written, and the pull request's comment is left as it is.\n`,
  );
}

/** A merge whose fresh plan has no changes: nothing to write, so nothing to review. */
export function nothingToApplySummary(commit: string | undefined): string {
  const at = commit ? ` at ${code(commit.slice(0, 12))}` : '';
  return neutraliseCommands(
    `### ✅ observe-annotations: nothing to apply${at}\n\nThe server already matches the files: nothing was written.\n`,
  );
}

/** A comment by someone else that starts with the Action's marker, said where it was met. */
export interface ForeignMarker {
  /** `@login`, or 'an unknown user'. */
  author: string;
  commentId: number;
}

/**
 * Said in the job summary (and the log) whenever such comments exist: they are ignored, and
 * one may look like a plan to a reader of the pull request.
 */
export function foreignMarkerNote(pullRequest: number, foreign: readonly ForeignMarker[]): string {
  if (foreign.length === 0) return '';
  const who = namedForeign(foreign);
  const one = foreign.length === 1;
  return `> [!CAUTION]\n> ${one ? 'A comment' : `${foreign.length} comments`} on pull request #${pullRequest} by ${escapeMarkdown(who)} ${one ? 'starts' : 'start'} with this Action's marker but ${one ? 'was' : 'were'} not written by the Action: ${one ? 'it is' : 'they are'} ignored, never updated, and no review of the plan.\n\n`;
}

/** Comments named at most: any number of commenters may copy the marker. */
const FOREIGN_NAMED = 10;

/** The first few such comments by author and id, and how many more there are. */
function namedForeign(foreign: readonly ForeignMarker[]): string {
  const named = foreign.slice(0, FOREIGN_NAMED).map((f) => `${f.author} (comment ${f.commentId})`);
  const more = foreign.length - named.length;
  return `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The same, as one line for the step's log. */
export function foreignMarkerLine(pullRequest: number, foreign: readonly ForeignMarker[]): string {
  const who = namedForeign(foreign);
  return `Ignored ${foreign.length} comment${foreign.length === 1 ? '' : 's'} on pull request #${pullRequest} that carry this Action's marker but were not written by the Action: ${who}.`;
}

/**
 * A plan deleting more than the workflow's max-deletes says so at review, not after the merge
 * (the apply would refuse it whole).
 */
export function maxDeletesWarning(deletes: number, max: number): string {
  return `This plan deletes ${deletes} annotations, more than max-deletes allows (${max}): applying it after the merge will be refused and write nothing. Check keyPrefix and the files, or raise the max-deletes input of the apply workflow.`;
}
