// The post-condition of a write: what the server answered, projected to content, is what was
// planned. Anything else would show as a diff forever, so it is a failure of that change.
import type { Annotation, AnnotationContent } from '../model/annotation.js';
import { cutServerText } from '../api/server-text.js';
import { diffContent } from '../plan/compare-fields.js';
import { projectAnnotation } from '../plan/content-fields.js';

/** Undefined when the answer matches; otherwise a reason naming the differing fields. Pure. */
export function postConditionFailure(
  answer: Annotation,
  expected: AnnotationContent,
  externalKey: string,
): string | undefined {
  if (answer.externalKey !== undefined && answer.externalKey !== externalKey) {
    return `the server answered with the annotation of key "${cutServerText(answer.externalKey, 200)}"`;
  }
  const fields = diffContent(projectAnnotation(answer), expected).map((f) => f.path);
  if (fields.length === 0) return undefined;
  return `the server stored something else than was sent (field${fields.length > 1 ? 's' : ''} ${fields.join(', ')}); a later plan would show it as a change`;
}
