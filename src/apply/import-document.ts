// `import`, the reverse direction: a server annotation → the document a person would have
// written for it. Pure. Defaults are left out where the file means the same without them,
// and refs to keyed annotations become refs by key, so a plan right after shows no changes.
import type {
  Annotation,
  AnnotationContent,
  AnnotationDocument,
  DocumentRef,
} from '../model/annotation.js';
import { fieldEqual } from '../plan/compare-fields.js';
import { isManaged, projectAnnotation } from '../plan/content-fields.js';
import { withDefaults } from '../validate/defaults.js';

export interface ImportedDocument {
  externalKey: string;
  id: string;
  updatedMs: number;
  document: AnnotationDocument;
}

/** Fields that have a default; tried for removal in this order. */
const DEFAULTED = ['approximate', 'status', 'effect', 'display', 'source'] as const;

/** Keyed, non-platform annotations (under `prefix` when given), sorted by key. */
export function importDocuments(
  annotations: readonly Annotation[],
  prefix?: string,
): ImportedDocument[] {
  const keyOf = new Map<string, string>();
  for (const a of annotations) if (isManaged(a)) keyOf.set(a.id, a.externalKey);
  return annotations
    .filter(isManaged)
    .filter((a) => prefix === undefined || a.externalKey.startsWith(prefix))
    .sort((a, b) => (a.externalKey < b.externalKey ? -1 : a.externalKey > b.externalKey ? 1 : 0))
    .map((a) => ({
      externalKey: a.externalKey,
      id: a.id,
      updatedMs: a.updatedMs,
      document: { externalKey: a.externalKey, ...withoutDefaults(projectAnnotation(a), keyOf) },
    }));
}

function withoutDefaults(
  content: AnnotationContent,
  keyOf: ReadonlyMap<string, string>,
): Omit<AnnotationDocument, 'externalKey'> {
  const full = withDefaults(content);
  let doc: AnnotationContent = { ...content };
  for (const field of DEFAULTED) {
    if (doc[field] === undefined) continue;
    const without: AnnotationContent = { ...doc };
    delete without[field];
    const filled = withDefaults(without);
    if (DEFAULTED.every((f) => fieldEqual(f, filled[f], full[f]))) doc = without;
  }
  // `refs` is the last content field: it stays last.
  const { refs, ...rest } = doc;
  if (refs === undefined) return rest;
  const byKey = refs.map((ref): DocumentRef => {
    const key = ref.type === 'annotation' ? keyOf.get(ref.value) : undefined;
    return key === undefined ? ref : { type: 'annotation', externalKey: key };
  });
  return { ...rest, refs: byKey };
}
