// What the planner saw on the server, so `apply --plan` can tell whether it moved since.
import type { Annotation } from '../model/annotation.js';
import type { PlannedContent, ServerFingerprint } from '../model/plan.js';
import { hashOf } from '../text/canonical-json.js';
import { comparable } from './compare-fields.js';
import { projectAnnotation } from './content-fields.js';

/** Hash of projected content; `evidence` order does not count (it is a set). Pure. */
export function contentHash(content: PlannedContent): string {
  const normal: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(content)) normal[field] = comparable(field, value);
  return hashOf(normal);
}

/** `{id, updatedMs, contentHash}` of a server annotation. */
export function fingerprintOf(annotation: Annotation): ServerFingerprint {
  return {
    id: annotation.id,
    updatedMs: annotation.updatedMs,
    contentHash: contentHash(projectAnnotation(annotation)),
  };
}
