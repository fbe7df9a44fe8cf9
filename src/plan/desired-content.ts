// A document as the server will store it: defaults applied, `note` set aside, refs by key
// resolved to ids (or left pending when their target is created in the same plan).
import type { DocumentRef, Ref } from '../model/annotation.js';
import type { PlannedContent } from '../model/plan.js';
import type { AnnotationDocument } from '../model/annotation.js';
import { withDefaults } from '../validate/defaults.js';
import { inFieldOrder } from './content-fields.js';

export interface RefTargets {
  /** Id of the server annotation with this key, if any. */
  idOf(externalKey: string): string | undefined;
  /** True when a file holds this key (so the plan creates or keeps it). */
  isPlanned(externalKey: string): boolean;
}

export interface DesiredContent {
  content: PlannedContent;
  note?: string;
  /** Fields the document omitted and the defaults filled. */
  defaulted: string[];
  /** Keys referenced that are created in this plan. */
  pending: string[];
  /** Indexes (in `refs`) of refs by key whose target neither exists nor is planned. */
  unknown: { index: number; externalKey: string }[];
}

/** Pure; the caller decides, through `targets`, what exists and what is planned. */
export function desiredContent(doc: AnnotationDocument, targets: RefTargets): DesiredContent {
  const { externalKey: _key, note, refs, ...base } = doc;
  const filled = withDefaults(base);
  const given = new Set(
    Object.entries(base).flatMap(([field, v]) => (v === undefined ? [] : [field])),
  );
  const defaulted = Object.keys(filled).filter((field) => !given.has(field));
  const pending: string[] = [];
  const unknown: DesiredContent['unknown'] = [];
  let resolved: DocumentRef[] | undefined;
  if (refs !== undefined) {
    resolved = refs.map((ref, index): DocumentRef => {
      if (!('externalKey' in ref)) return { type: ref.type, value: ref.value } satisfies Ref;
      const id = targets.idOf(ref.externalKey);
      if (id !== undefined) return { type: 'annotation', value: id };
      if (targets.isPlanned(ref.externalKey)) {
        if (!pending.includes(ref.externalKey)) pending.push(ref.externalKey);
      } else unknown.push({ index, externalKey: ref.externalKey });
      return { type: 'annotation', externalKey: ref.externalKey };
    });
  }
  const content = inFieldOrder({ ...filled, refs: resolved });
  const result: DesiredContent = { content, defaulted, pending: pending.sort(), unknown };
  if (note !== undefined) result.note = note;
  return result;
}
