// What the check run shows on the pull request's diff: every diagnostic at its file and line
// (errors as `failure`, warnings as `warning`), every change an apply did not make at its file
// and line (`failure`), and a `notice` on the first line of every annotation the plan creates
// or updates, naming what changes on the server. Paths are from the repository root, where
// GitHub places its check annotations (line notes, in this code). Pure.
import type { ApplyItemResult } from '../../model/apply.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { Change } from '../../model/plan.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { escapeText } from '../../text/escape-text.js';
import type { CheckLineNote } from '../github/github-client.js';

/** GitHub's REST description: at most 50 check annotations in one create or update request. */
const CHECK_LINE_NOTES_PER_REQUEST = 50;

/**
 * The most line notes one check run is sent (40 requests): every diagnostic a run reports in
 * full (1,000 at most) fits, and notices of changed annotations fill the rest.
 */
export const MAX_CHECK_LINE_NOTES = 2_000;

/** GitHub's limits on a line note's title (255 characters) and message (64 KB); ours are lower. */
const TITLE_CHARACTERS = 255;
const MESSAGE_CHARACTERS = 4_000;

/**
 * The line notes of a plan, a validation or an apply: errors first, then the apply's
 * failures, then warnings, then notices.
 */
export function checkLineNotes(
  diagnostics: readonly Diagnostic[],
  changes: readonly Change[],
  fromRoot: (file: string) => string,
  failures: readonly ApplyItemResult[] = [],
): { notes: CheckLineNote[]; leftOut: number } {
  const placed = diagnostics.filter((d) => d.file !== undefined && d.line !== undefined);
  const all = [
    ...placed.filter((d) => d.severity === 'error').map((d) => diagnosticNote(d, fromRoot)),
    ...failures.flatMap((r) => failureNote(r, fromRoot)),
    ...placed.filter((d) => d.severity !== 'error').map((d) => diagnosticNote(d, fromRoot)),
    ...changes.flatMap((c) => (c.action === 'delete' ? [] : [changeNotice(c, fromRoot)])),
  ];
  return {
    notes: all.slice(0, MAX_CHECK_LINE_NOTES),
    leftOut: Math.max(0, all.length - MAX_CHECK_LINE_NOTES),
  };
}

/** One diagnostic at its place; columns only within one line, as GitHub requires. */
function diagnosticNote(d: Diagnostic, fromRoot: (file: string) => string): CheckLineNote {
  const line = d.line!;
  const endLine = Math.max(line, d.endLine ?? line);
  const note: CheckLineNote = {
    path: fromRoot(d.file!),
    start_line: line,
    end_line: endLine,
    annotation_level: d.severity === 'error' ? 'failure' : 'warning',
    message: cut(escapeText(d.message), MESSAGE_CHARACTERS),
    title: cut(d.code, TITLE_CHARACTERS),
  };
  if (endLine === line && d.column !== undefined) {
    note.start_column = d.column;
    note.end_column = d.endColumn !== undefined && d.endColumn > d.column ? d.endColumn : d.column;
  }
  return note;
}

/** A change the apply did not make, where the server said what was wrong (none without a line). */
function failureNote(r: ApplyItemResult, fromRoot: (file: string) => string): CheckLineNote[] {
  if (r.status === 'ok' || r.file === undefined || r.line === undefined) return [];
  const { title, message } = GITHUB_VIEWS.lineNotes.applyFailure(r);
  const note: CheckLineNote = {
    path: fromRoot(r.file),
    start_line: r.line,
    end_line: r.line,
    annotation_level: 'failure',
    message: cut(message, MESSAGE_CHARACTERS),
    title: cut(title, TITLE_CHARACTERS),
  };
  if (r.column !== undefined) {
    note.start_column = r.column;
    note.end_column = r.column;
  }
  return [note];
}

/** What changes on the server, on the first line of the annotation's document. */
function changeNotice(
  change: Exclude<Change, { action: 'delete' }>,
  fromRoot: (file: string) => string,
): CheckLineNote {
  const { title, message } = GITHUB_VIEWS.lineNotes.change(change);
  return {
    path: fromRoot(change.file),
    start_line: change.line,
    end_line: change.line,
    annotation_level: 'notice',
    message: cut(message, MESSAGE_CHARACTERS),
    title: cut(title, TITLE_CHARACTERS),
  };
}

/** The line notes in requests of CHECK_LINE_NOTES_PER_REQUEST (at least one, maybe empty). */
export function inBatches(notes: readonly CheckLineNote[]): CheckLineNote[][] {
  const batches: CheckLineNote[][] = [];
  for (let i = 0; i < notes.length; i += CHECK_LINE_NOTES_PER_REQUEST)
    batches.push(notes.slice(i, i + CHECK_LINE_NOTES_PER_REQUEST));
  return batches.length > 0 ? batches : [[]];
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
