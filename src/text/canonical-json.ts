// Canonical JSON: object keys sorted, `undefined` members dropped, no whitespace. The one
// serialisation that hashes are taken over, so a hash never depends on key or file order.
import { createHash } from 'node:crypto';

/** Pure; arrays keep their order (callers normalise set-like arrays first). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  const members = Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
  return `{${members.join(',')}}`;
}

/** `sha256:` + hex digest of the canonical JSON of `value`. */
export function hashOf(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(value)).digest('hex')}`;
}
