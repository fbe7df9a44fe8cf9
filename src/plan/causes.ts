// `plan --base REF`: why each change is in the plan. The files at REF are what was reviewed
// and (presumably) applied before; the files now are the pull request's; the server is what it
// is. Per change, comparing the content each of the three asks for:
//   the files changed it (REF ≠ now)    and the server matches REF   → pr
//   the files did not change it (REF = now; the server then differs) → drift
//   the files changed it                and the server differs from REF → both
// A key a side does not hold counts as "absent" there: a create of a key absent at REF is `pr`;
// a prune of a key that REF held is `pr` (or `both`), of one REF never held `drift`. Pure.
import type { Annotation, AnnotationDocument } from '../model/annotation.js';
import type { Change, ChangeCause, Plan, PlanBase, PlannedContent } from '../model/plan.js';
import { sameContent } from './compare-fields.js';
import { isManaged, projectAnnotation } from './content-fields.js';
import { desiredContent, type RefTargets } from './desired-content.js';

export interface CauseInput {
  /** The valid documents at REF (the first of each key counts). */
  base: readonly AnnotationDocument[];
  /** The documents the plan was made from. */
  now: readonly AnnotationDocument[];
  /** The server's annotations the plan was made against. */
  current: readonly Annotation[];
}

/** The plan with every change marked with its cause and `base` set; nothing else changes. */
export function markCauses(plan: Plan, input: CauseInput, base: PlanBase): Plan {
  const causes = causesOf(plan.changes, input);
  return {
    ...plan,
    changes: plan.changes.map((c) => ({ ...c, cause: causes.get(c.externalKey)! })),
    base,
  };
}

/** The cause of each change, by external key. */
function causesOf(changes: readonly Change[], input: CauseInput): Map<string, ChangeCause> {
  const server = new Map<string, Annotation>();
  for (const a of input.current) if (isManaged(a)) server.set(a.externalKey, a);
  // Refs by key resolve to the server's ids on every side, so equal documents compare equal.
  const targets: RefTargets = { idOf: (key) => server.get(key)?.id, isPlanned: () => true };
  const wanted = (docs: readonly AnnotationDocument[], keys: ReadonlySet<string>) => {
    const byKey = new Map<string, PlannedContent>();
    for (const doc of docs) {
      if (!keys.has(doc.externalKey) || byKey.has(doc.externalKey)) continue;
      byKey.set(doc.externalKey, desiredContent(doc, targets).content);
    }
    return byKey;
  };
  const keys = new Set(changes.map((c) => c.externalKey));
  const atBase = wanted(input.base, keys);
  const now = wanted(input.now, keys);
  const causes = new Map<string, ChangeCause>();
  for (const key of keys) {
    const was = atBase.get(key);
    const is = now.get(key);
    const onServer = server.get(key);
    const filesChanged = !same(was, is);
    const serverAsAtBase = same(onServer && projectAnnotation(onServer), was);
    causes.set(key, !filesChanged ? 'drift' : serverAsAtBase ? 'pr' : 'both');
  }
  return causes;
}

/** Equal content, or both absent. */
function same(a: Partial<PlannedContent> | undefined, b: Partial<PlannedContent> | undefined) {
  if (a === undefined || b === undefined) return a === b;
  return sameContent(a, b);
}
