// Field equality as the server sees it: `evidence` is a set, other arrays keep their order,
// objects compare by members (not member order), and absent differs from empty.
import type { FieldChange, PlannedContent } from '../model/plan.js';
import { CONTENT_FIELDS, isMap } from '../model/fields.js';
import { inOrder } from './content-fields.js';

/** The value as compared and hashed: set-like fields sorted (copied only when out of order). */
export function comparable(field: string, value: unknown): unknown {
  if (field !== 'evidence' || !Array.isArray(value)) return value;
  const items: readonly unknown[] = value;
  return inOrder(items) ? value : [...items].sort();
}

/** Pure; `undefined` means absent. Compares the values themselves, never their JSON text. */
export function fieldEqual(field: string, a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return plainEqual(comparable(field, a), comparable(field, b));
}

/**
 * Equality of plain JSON values as canonical JSON sees it (so as the hashes see it): arrays
 * in order, objects by members whatever their order, a member set to `undefined` absent.
 * Pure, and without building a string: a plan of 10,000 unchanged annotations compares every
 * field of every one of them.
 */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (a === b || (a ?? null) === (b ?? null)) return true; // an undefined element is null
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (!isMap(a) || !isMap(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], b[i])) return false;
    return true;
  }
  const x = a;
  const y = b;
  let members = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key) || x[key] === undefined) continue;
    const other = Object.hasOwn(y, key) ? y[key] : undefined;
    if (other === undefined || !plainEqual(x[key], other)) return false;
    members++;
  }
  for (const key in y) if (Object.hasOwn(y, key) && y[key] !== undefined) members--;
  return members === 0;
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
    const from = before?.[field];
    const to = after[field];
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
