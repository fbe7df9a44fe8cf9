// One annotation as a server sent it → the Annotation the rest of the tool uses, checked for
// shape at the boundary and normalised: the id from `id`, or from
// `annotationID` when that is what arrives; only the fields of the spec's Annotation table are
// kept, so anything else a server adds (`dateMs`, say) never reaches a diff or a fingerprint.
// A wrong item is an error naming where it came from and its index, never its values.
import type { Annotation } from '../model/annotation.js';
import { CONTENT_FIELD_KINDS, fitsKind, isMap, type FieldKind } from '../model/fields.js';

/** The spec's Annotation fields with their JSON kinds: the content's, then the server's own. */
const FIELDS: Readonly<Record<string, FieldKind>> = {
  ...CONTENT_FIELD_KINDS,
  platform: 'boolean',
  datePrecision: 'string',
  dateFromMs: 'number',
  dateToMs: 'number',
  externalKey: 'string',
  createdMs: 'number',
  updatedMs: 'number',
};

const SHAPE_WORDS: Record<FieldKind, string> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  strings: 'a list of strings',
  scope: 'an object of strings',
  refs: 'a list of {type, value} strings',
};

/**
 * Bounds far past the spec's own limits (a description is at most 10,000 characters, a list
 * at most 50 items): within them every real annotation fits, and past them a server cannot
 * make a plan or a diff print megabytes of one field.
 */
const MAX_TEXT = 100_000;
const MAX_ITEMS = 1000;

/** An item that is not an annotation; `where` says which answer and which item. */
export class ItemShapeError extends Error {
  override readonly name = 'ItemShapeError';
}

/**
 * Pure. `where` names the answer (`GET /observe/annotations?page=2&pageSize=100`, item 4).
 * Members set to null count as absent. Throws ItemShapeError.
 */
export function readAnnotationItem(raw: unknown, where: string): Annotation {
  if (!isMap(raw)) {
    throw new ItemShapeError(
      `${where} is ${raw === null ? 'null' : Array.isArray(raw) ? 'a list' : `a ${typeof raw}`}, not an annotation object`,
    );
  }
  const item = raw;
  const id = idOf(item.id) ?? idOf(item.annotationID);
  if (id === undefined) {
    throw new ItemShapeError(
      `${where} has no id: neither \`id\` nor \`annotationID\` is a non-empty string`,
    );
  }
  if (id.length > 1000) {
    throw new ItemShapeError(
      `${where} has an id of ${id.length.toLocaleString('en-US')} characters`,
    );
  }
  const annotation: Record<string, unknown> = { id };
  for (const field in FIELDS) {
    const value = item[field];
    if (value === undefined || value === null) continue;
    const shape = FIELDS[field]!;
    if (!fitsKind(shape, value)) {
      throw new ItemShapeError(
        `${where} (id ${id.slice(0, 100)}): \`${field}\` is not ${SHAPE_WORDS[shape]}`,
      );
    }
    if (!withinBounds(value)) {
      throw new ItemShapeError(
        `${where} (id ${id.slice(0, 100)}): \`${field}\` is longer than this client reads (${MAX_TEXT.toLocaleString('en-US')} characters, ${MAX_ITEMS.toLocaleString('en-US')} items)`,
      );
    }
    // A ref is its type and value: members a server adds would show as a change forever.
    annotation[field] =
      shape === 'refs'
        ? (value as { type: string; value: string }[]).map((r) => ({
            type: r.type,
            value: r.value,
          }))
        : value;
  }
  annotation.platform = item.platform === true;
  annotation.createdMs ??= 0;
  annotation.updatedMs ??= 0;
  return annotation as unknown as Annotation;
}

/** Every string of a field (a list's, an object's members') within MAX_TEXT, lists within MAX_ITEMS. */
function withinBounds(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= MAX_TEXT;
  if (Array.isArray(value)) return value.length <= MAX_ITEMS && value.every(withinBounds);
  if (value !== null && typeof value === 'object') return Object.values(value).every(withinBounds);
  return true;
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}
