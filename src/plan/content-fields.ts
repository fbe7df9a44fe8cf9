// The content of an annotation: the fields a PUT sends and the server stores as sent.
// Everything else in a response (id, platform, datePrecision, …Ms, externalKey) is derived.
import type { Annotation, AnnotationContent, ContentField } from '../model/annotation.js';
import { CONTENT_FIELDS } from '../model/fields.js';
import { isMap } from '../model/fields.js';

/** True for an annotation the tool manages: it has an external key and is not a platform one. */
export function isManaged(
  annotation: Annotation,
): annotation is Annotation & { externalKey: string } {
  return !annotation.platform && typeof annotation.externalKey === 'string';
}

/**
 * The server's annotation projected to its content: server-derived fields dropped, absent
 * fields left absent. Pure; `apply --plan` uses it to fingerprint what it re-reads.
 */
export function projectAnnotation(annotation: Annotation): AnnotationContent {
  return inFieldOrder(annotation);
}

/**
 * The content fields of `value` in CONTENT_FIELDS order, absent ones (undefined or null)
 * dropped and scope members sorted: output never depends on the order a file wrote them in.
 */
export function inFieldOrder<T extends Partial<Record<ContentField, unknown>>>(value: T): T {
  const content: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS) {
    const member = value[field];
    if (member === undefined || member === null) continue;
    content[field] = field === 'scope' && isMap(member) ? sortMembers(member) : member;
  }
  return content as T;
}

function sortMembers(object: Record<string, unknown>): Record<string, unknown> {
  if (inOrder(Object.keys(object))) return object;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, object[key]]),
  );
}

/** True when `sort()` would leave the array as it is (its default order: strings by code unit). */
export function inOrder(values: readonly unknown[]): boolean {
  for (let i = 1; i < values.length; i++)
    if (String(values[i - 1]) > String(values[i])) return false;
  return true;
}
