// Canonical JSON: object keys sorted, `undefined` members dropped, no whitespace. The one
// serialisation that hashes are taken over, so a hash never depends on key or file order.
import { createHash } from 'node:crypto';
import { isMap } from '../model/fields.js';

/** Pure; arrays keep their order (callers normalise set-like arrays first). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (!isMap(value)) {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  const entries = Object.keys(value)
    .filter((key) => value[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
  return `{${entries.join(',')}}`;
}

/** `sha256:` + hex digest of the canonical JSON of `value`. */
export function hashOf(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(value)).digest('hex')}`;
}
