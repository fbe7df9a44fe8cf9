// A field's path (`['refs', 2, 'value']`) as messages and the server write it (`refs[2].value`)
// and back, and as rule codes name it (`refs.value`, `series.item`: indexes of object lists
// drop out, an index last in the path is an `item`).

import { excerpt } from '../text/excerpt.js';

export type IssuePath = (string | number)[];

/** `['refs', 2, 'value']` → `refs[2].value`: how messages and the server name a field. */
export function fieldLabel(path: IssuePath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}

/** The reverse, as the server names a failed field: `refs[2].value` → `['refs', 2, 'value']`. */
export function fieldPath(field: string): IssuePath {
  const segments: IssuePath = [];
  for (const match of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[1] !== undefined) segments.push(match[1]);
  }
  return segments;
}

/** `['refs', 2, 'value']` → `refs.value`; `['series', 3]` → `series.item`; `[]` → the root name. */
export function codePrefix(path: IssuePath, root: string): string {
  if (path.length === 0) return root;
  const parts: string[] = [];
  path.forEach((seg, i) => {
    if (typeof seg === 'string') parts.push(seg);
    else if (i === path.length - 1) parts.push('item');
  });
  return parts.join('.');
}

/** An ajv `instancePath` (JSON pointer) as path segments; digits are list indexes. */
export function pointerToPath(pointer: string): IssuePath {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
}

/** Reads the value at `path`, or undefined. */
export function valueAt(root: unknown, path: IssuePath): unknown {
  let node = root;
  for (const seg of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

/** Code points, as JSON Schema counts string lengths (an emoji is one). */
export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** A short rendering of a value for messages. */
export function describeValue(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  // `!!binary` in a file reads as bytes.
  if (value instanceof Uint8Array) return 'binary data';
  if (typeof value === 'object') return 'a map';
  if (typeof value === 'string') return JSON.stringify(excerpt(value, 40));
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}
