// Refs by key → refs by id, once the ids are known. Pure.
import type { AnnotationContent, Ref } from '../model/annotation.js';
import type { PlannedContent } from '../model/plan.js';
import { isRefByKey } from './dependency-order.js';

export type Resolved = { content: AnnotationContent } | { missing: string };

/** Substitutes the id of every ref by key; names the first key with no known id. */
export function resolveRefs(after: PlannedContent, ids: ReadonlyMap<string, string>): Resolved {
  if (after.refs === undefined) return { content: after as AnnotationContent };
  const refs: Ref[] = [];
  for (const ref of after.refs) {
    if (!isRefByKey(ref)) {
      refs.push(ref);
      continue;
    }
    const id = ids.get(ref.externalKey);
    if (id === undefined) return { missing: ref.externalKey };
    refs.push({ type: 'annotation', value: id });
  }
  return { content: { ...after, refs } };
}
