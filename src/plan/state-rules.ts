// Rules that depend on the server's current state, so only the planner can check them.
import type { AnnotationContent } from '../model/annotation.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { PlannedContent } from '../model/plan.js';
import type { DesiredDocument } from './desired-document.js';
import { diagnosticAt } from './plan-diagnostic.js';

/**
 * Closing a follow-up (current status open or absent → done) needs a `note` (spec: follow-up
 * status; DESIGN 3 ⚑ also on a create as done). Pure.
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
