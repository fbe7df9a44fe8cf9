// In-memory builders for planner tests (changesets' test-utils style): documents as a file
// would hold them, annotations as the server stores them.
import type {
  Annotation,
  AnnotationContent,
  AnnotationDocument,
} from '../../src/model/annotation.js';
import type { DesiredDocument, Position } from '../../src/plan/desired-document.js';
import { withDefaults } from '../../src/validate/defaults.js';

type DocFields = Partial<Omit<AnnotationDocument, 'externalKey'>>;

/**
 * A desired document. Its fields sit one per line below `line`, in the order given; a path
 * into a list (`refs/2`) sits on the lines after its field.
 */
export function desired(
  externalKey: string,
  fields: DocFields = {},
  at: { file?: string; line?: number } = {},
): DesiredDocument {
  const document = {
    externalKey,
    kind: 'setup',
    headline: `Headline of ${externalKey}`,
    ...fields,
  } as AnnotationDocument;
  const line = at.line ?? 1;
  const keys = Object.keys(document);
  return {
    document,
    file: at.file ?? 'annotations/test.yaml',
    line,
    documentHash: `file-hash-of-${externalKey}`,
    locate: (path): Position | undefined => {
      const index = keys.indexOf(String(path[0]));
      if (index < 0) return undefined;
      const item = typeof path[1] === 'number' ? path[1] + 1 : 0;
      return { line: line + index + item, column: item > 0 ? 5 : 1 };
    },
  };
}

let nextId = 100;

/** An annotation as the server stores an API-key write of `fields` (defaults applied). */
export function onServer(
  externalKey: string | undefined,
  fields: Partial<AnnotationContent> = {},
  meta: { id?: string; updatedMs?: number; platform?: boolean } = {},
): Annotation {
  const content = withDefaults({
    kind: 'setup',
    headline: `Headline of ${externalKey ?? 'unkeyed'}`,
    ...fields,
  } as AnnotationContent) as AnnotationContent;
  const annotation: Annotation = {
    approximate: false,
    display: true,
    source: 'agent',
    ...content,
    id: meta.id ?? `ann-${nextId++}`,
    platform: meta.platform ?? false,
    createdMs: 1_700_000_000_000,
    updatedMs: meta.updatedMs ?? 1_700_000_000_000,
  };
  if (externalKey !== undefined) annotation.externalKey = externalKey;
  if (content.dateFrom !== undefined) annotation.dateFromMs = 1_790_000_000_000;
  return annotation;
}
