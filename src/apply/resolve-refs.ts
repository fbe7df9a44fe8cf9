// Refs by key → refs by id, once the ids are known. Pure.
import type { AnnotationContent, Ref } from '../model/annotation.js';
import { isRefByKey } from '../model/fields.js';
import type { PlannedContent } from '../model/plan.js';

export type Resolved = { content: AnnotationContent } | { missing: string };

/** Substitutes the id of every ref by key; names the first key with no known id. */
export function resolveRefs(after: PlannedContent, ids: ReadonlyMap<string, string>): Resolved {
  const { refs: planned, ...rest } = after;
  if (planned === undefined) return { content: rest };
  const refs: Ref[] = [];
  for (const ref of planned) {
    if (!isRefByKey(ref)) {
      refs.push(ref);
      continue;
    }
    const id = ids.get(ref.externalKey);
    if (id === undefined) return { missing: ref.externalKey };
    refs.push({ type: 'annotation', value: id });
  }
  return { content: { ...rest, refs } };
}
