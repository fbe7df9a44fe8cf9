// Field equality as the server sees it: `evidence` is a set, other arrays keep their order,
// objects compare by members (not member order), and absent differs from empty.
import type { FieldChange, PlannedContent } from '../model/plan.js';
import { canonicalJson } from './canonical-json.js';
import { CONTENT_FIELDS } from './content-fields.js';
import type { ContentField } from './content-fields.js';

/** The value as compared and hashed: set-like fields sorted. */
export function comparable(field: string, value: unknown): unknown {
  if (field === 'evidence' && Array.isArray(value)) return [...value].sort();
  return value;
}

/** Pure; `undefined` means absent. */
export function fieldEqual(field: string, a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonicalJson(comparable(field, a)) === canonicalJson(comparable(field, b));
}

/**
 * Top-level field changes from `before` to `after`, in CONTENT_FIELDS order. A create passes
 * no `before`: every present field is a change. `before`/`after` are omitted when absent.
 */
export function diffContent(
  before: Partial<PlannedContent> | undefined,
  after: Partial<PlannedContent>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of CONTENT_FIELDS) {
    const from = before?.[field as ContentField];
    const to = after[field as ContentField];
    if (fieldEqual(field, from, to)) continue;
    const change: FieldChange = { path: field };
    if (from !== undefined) change.before = from;
    if (to !== undefined) change.after = to;
    changes.push(change);
  }
  return changes;
}

/** True when the server's content already is the planned content (the applier's post-condition). */
export function sameContent(a: Partial<PlannedContent>, b: Partial<PlannedContent>): boolean {
  return diffContent(a, b).length === 0;
}
