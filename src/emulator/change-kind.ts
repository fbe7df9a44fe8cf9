// What a history entry calls a change (spec: "history records `created` or the kind of
// change"): closing and reopening a follow-up are named, everything else is `updated`.
import type { AnnotationContent } from '../model/annotation.js';

export type ChangeKind = 'created' | 'updated' | 'closed' | 'reopened';

/** Pure: the kind of a replace from `before` to `after` (which differ). */
export function changeKind(before: AnnotationContent, after: AnnotationContent): ChangeKind {
  if (before.kind === 'follow-up' && after.kind === 'follow-up') {
    if (before.status !== 'done' && after.status === 'done') return 'closed';
    if (before.status === 'done' && after.status !== 'done') return 'reopened';
  }
  return 'updated';
}

/** Closing a follow-up (`open` → `done`, or created `done`) needs a note (spec, follow-up status). */
export function closesFollowUp(
  before: AnnotationContent | undefined,
  after: AnnotationContent,
): boolean {
  return (
    after.kind === 'follow-up' &&
    after.status === 'done' &&
    !(before?.kind === 'follow-up' && before.status === 'done')
  );
}
