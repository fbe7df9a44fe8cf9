// The words of the line notes on a pull request's diff, as the check run and the step's own
// workflow commands carry them: a change an apply did not make, a change the plan makes, and
// the pointer to the job summary on the last note of a kind that has more. Every text from a
// file or a server escaped. Pure.
import type { ApplyItemResult } from '../../model/apply.js';
import type { Change } from '../../model/plan.js';
import { escapeText } from '../../text/escape-text.js';

/** A line note's title and message, before any cut to GitHub's limits. */
export interface LineNoteText {
  title: string;
  message: string;
}

/** A change the apply did not make: the server's words, else what was not done. */
export function applyItemNote(r: ApplyItemResult): LineNoteText {
  return {
    title: `${r.action} ${escapeText(r.externalKey)}: ${r.status}`,
    message: escapeText(r.error ?? `${r.action} of ${r.externalKey} was ${r.status}`),
  };
}

/** `update on the server: headline, dateTo`, on the first line of the annotation's document. */
export function changeNote(change: Exclude<Change, { action: 'delete' }>): LineNoteText {
  const fields = change.fields.map((f) => f.path).join(', ');
  return {
    title: `${change.action} ${escapeText(change.externalKey)}`,
    message: `${change.action} on the server: ${fields || 'no field'}`,
  };
}

/** `— and 50 more errors: all 60 are in the job summary`. */
export function moreLineNotes(more: number, total: number, noun: string): string {
  return ` — and ${more} more ${noun}${more === 1 ? '' : 's'}: all ${total} are in the job summary`;
}
