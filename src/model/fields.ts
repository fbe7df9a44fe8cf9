// The shape each field of an annotation has in JSON, and the checks over it. The server's
// answers (api/), saved plans (plan/) and validated documents are held to the one table the
// schema gives (generated/vocabulary.ts). Pure.
import type {
  AnnotationContent,
  AnnotationDocument,
  AnnotationRequest,
  ContentField,
  DocumentRef,
} from './annotation.js';
import {
  CONTENT_FIELDS,
  DOCUMENT_FIELDS,
  FIELD_KINDS,
  FIELD_VALUES,
  REF_TYPES,
  REQUIRED_FIELDS,
  SCOPE_MEMBERS,
} from './generated/vocabulary.js';

export { CONTENT_FIELDS };

/**
 * How a field is written in JSON: the schema's kinds (`scope` a map of strings, `refs` a list
 * of references), and `number` for the fields only the server sets (`createdMs`, say).
 */
export type FieldKind = (typeof FIELD_KINDS)[keyof typeof FIELD_KINDS] | 'number';

/** The content fields' kinds, in the schema's order. */
export const CONTENT_FIELD_KINDS: Readonly<Record<ContentField, FieldKind>> = FIELD_KINDS;

/** Whether `value` is JSON of `kind`; a reference is `{type, value}` strings. */
export function fitsKind(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'string':
    case 'boolean':
      return typeof value === kind;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'strings':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'scope':
      return isMap(value) && Object.values(value).every((v) => typeof v === 'string');
    case 'refs':
      return Array.isArray(value) && value.every((ref) => isRef(ref, false));
  }
}

/**
 * Whether `value` has the content's shape: content fields only, each of its kind, `kind` and
 * `headline` present. What the server holds is taken as it holds it: enums are not checked.
 */
export function hasContentShape(value: unknown): value is AnnotationContent {
  if (!isMap(value) || typeof value.kind !== 'string' || typeof value.headline !== 'string')
    return false;
  for (const [field, member] of Object.entries(value))
    if (!fitsContentField(field, member)) return false;
  return true;
}

/** Whether `field` is a content field and `value` is of its kind. */
export function fitsContentField(field: string, value: unknown): boolean {
  return isContentField(field) && fitsKind(CONTENT_FIELD_KINDS[field], value);
}

/**
 * The compiler's side of validation: whether `value` has a document's shape (its required
 * fields, document fields only, each of its kind, enums and scope's members among theirs, each
 * reference by value or by key). Validation checks far more; every document it passes passes
 * here.
 */
export function isAnnotationDocument(value: unknown): value is AnnotationDocument {
  return hasShape(value, REQUIRED_FIELDS, true);
}

/** The same for an upsert's body: no externalKey, references by value only. */
export function isAnnotationRequest(value: unknown): value is AnnotationRequest {
  return isMap(value) && !('externalKey' in value) && hasShape(value, REQUIRED_CONTENT, false);
}

const REQUIRED_CONTENT = REQUIRED_FIELDS.filter((field) => field !== 'externalKey');

function hasShape(value: unknown, required: readonly string[], byKey: boolean): boolean {
  if (!isMap(value) || !required.every((field) => value[field] !== undefined)) return false;
  for (const [field, member] of Object.entries(value)) {
    if (!isDocumentField(field)) return false;
    if (field === 'refs') {
      if (!Array.isArray(member) || !member.every((ref) => isRef(ref, byKey, true))) return false;
    } else if (!fitsKind(FIELD_KINDS[field], member) || !amongValues(field, member)) return false;
  }
  return true;
}

/** Whether a reference by key (`{type: annotation, externalKey}`) rather than by value. */
export function isRefByKey(ref: DocumentRef): ref is { type: 'annotation'; externalKey: string } {
  return 'externalKey' in ref;
}

const CONTENT = new Set<string>(CONTENT_FIELDS);
const DOCUMENT = new Set<string>(DOCUMENT_FIELDS);
const MEMBERS = new Set<string>(SCOPE_MEMBERS);
const REF_TYPE = new Set<string>(REF_TYPES);
const VALUES: ReadonlyMap<string, ReadonlySet<unknown>> = new Map(
  Object.entries(FIELD_VALUES).map(([field, values]) => [field, new Set<unknown>(values)]),
);

/**
 * Whether `value` is one the schema lists for the enumerated `field` (true for a field the
 * schema does not enumerate). A server's answer is held to the field's kind, not to its values:
 * a reader that keys anything by such a value takes the ones the schema does not list as one.
 */
export function isSchemaValue(field: ContentField, value: unknown): boolean {
  return VALUES.get(field)?.has(value) ?? true;
}

function isContentField(field: string): field is ContentField {
  return CONTENT.has(field);
}

function isDocumentField(field: string): field is (typeof DOCUMENT_FIELDS)[number] {
  return DOCUMENT.has(field);
}

function amongValues(field: string, member: unknown): boolean {
  if (field === 'scope') return isMap(member) && Object.keys(member).every((m) => MEMBERS.has(m));
  const allowed = VALUES.get(field);
  if (allowed === undefined) return true;
  return Array.isArray(member) ? member.every((v) => allowed.has(v)) : allowed.has(member);
}

/**
 * A reference: `{type, value}` strings; with `byKey`, `{type: annotation, externalKey}` too;
 * `strict`, a known type and nothing else (what validation makes of a file's or a body's).
 */
function isRef(ref: unknown, byKey: boolean, strict = false): boolean {
  if (!isMap(ref) || typeof ref.type !== 'string') return false;
  if (byKey && ref.type === 'annotation' && typeof ref.externalKey === 'string')
    return !strict || Object.keys(ref).length === 2;
  if (typeof ref.value !== 'string') return false;
  return !strict || (REF_TYPE.has(ref.type) && Object.keys(ref).length === 2);
}

/** Whether `value` is a JSON object (a map of members, not a list, not null). */
export function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
