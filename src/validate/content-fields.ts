// The content fields of an annotation in the spec's order (the upsert's request table, less
// `note`). One list: defaults, the planner's diffs and views, and `import`'s YAML follow it.
import type { AnnotationContent } from '../model/annotation.js';

export const CONTENT_FIELDS = [
  'kind',
  'headline',
  'description',
  'dateFrom',
  'dateTo',
  'approximate',
  'status',
  'effect',
  'reading',
  'scope',
  'series',
  'display',
  'source',
  'evidence',
  'refs',
] as const satisfies readonly (keyof AnnotationContent)[];

export type ContentField = (typeof CONTENT_FIELDS)[number];
