// The content fields of an annotation in the spec's order (the upsert's request table, less
// `note`). One list: defaults, the planner's diffs and views, and `import`'s documents (so its
// YAML) follow it. The field names are a type of model/; the list is a value, so it lives here,
// beside the rules that first need it.
import type { ContentField } from '../model/annotation.js';

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
] as const satisfies readonly ContentField[];

/** Compiles only while the list names every content field. */
const complete: Exclude<ContentField, (typeof CONTENT_FIELDS)[number]> extends never
  ? true
  : never = true;
void complete;

export type { ContentField };
