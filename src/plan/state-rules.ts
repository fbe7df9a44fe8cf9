// Rules that depend on the server's current state, so only the planner can check them.
import type { AnnotationContent } from '../model/annotation.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { PlannedContent } from '../model/plan.js';
import type { DesiredDocument } from './desired-document.js';
import { diagnosticAt } from './plan-diagnostic.js';

/**
 * Closing a follow-up (current status open or absent → done) needs a `note` (spec: follow-up
 * status; also a follow-up created as done). Pure.
 */
export function checkFollowUpClose(
  desired: DesiredDocument,
  current: AnnotationContent | undefined,
  after: PlannedContent,
  note: string | undefined,
): Diagnostic[] {
  if (after.kind !== 'follow-up' || after.status !== 'done') return [];
  if (current?.status === 'done' || note !== undefined) return [];
  const was =
    current === undefined ? 'created as done' : `closed (was ${current.status ?? 'open'})`;
  return [
    diagnosticAt(
      desired,
      desired.document.status === undefined ? [] : ['status'],
      'error',
      'note.requiredToClose',
      `This follow-up is ${was}: add a \`note\` saying how it was resolved (the server requires one to close it).`,
    ),
  ];
}

/** A follow-up's status as the server keeps it: `open` by default; other kinds have none. */
function statusOf(
  content: Pick<AnnotationContent, 'kind' | 'status'> | undefined,
): string | undefined {
  if (content?.kind !== 'follow-up') return undefined;
  return content.status ?? 'open';
}

/**
 * Whether a document's `note` goes with its write. A follow-up's note explains a
 * change of its status: it travels with the create and with the write that closes or reopens
 * it, never again with later edits of other fields (each would record it once more in the
 * history). Other kinds have no status: their note travels with every write. Pure.
 */
export function noteTravels(
  current: AnnotationContent | undefined,
  after: PlannedContent,
  note: string | undefined,
): boolean {
  if (note === undefined) return false;
  if (after.kind !== 'follow-up' || current === undefined) return true;
  return statusOf(current) !== statusOf(after);
}

/**
 * Reopening a follow-up (`done` → `open`) records its note as the reason: the note it was closed
 * with says nothing about why it is open again. A warning, when the history was read. Pure.
 */
export function checkReopenNote(
  desired: DesiredDocument,
  current: AnnotationContent | undefined,
  after: PlannedContent,
  note: string | undefined,
  closingNote: string | undefined,
): Diagnostic[] {
  if (statusOf(current) !== 'done' || statusOf(after) !== 'open') return [];
  if (note === undefined || closingNote === undefined || note.trim() !== closingNote.trim())
    return [];
  return [
    diagnosticAt(
      desired,
      ['note'],
      'warning',
      'note.sameAsClose',
      'This follow-up is reopened with the note it was closed with: the note of a reopen is recorded as its reason. Say why it is open again.',
    ),
  ];
}
