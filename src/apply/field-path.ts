// The server names a failed field as `refs[2].value`; files are addressed by JSON pointer
// segments (`['refs', 2, 'value']`). Pure.

/** `refs[2].value` → `['refs', 2, 'value']`; `scope.os` → `['scope', 'os']`. */
export function fieldPath(field: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[1] !== undefined) segments.push(match[1]);
  }
  return segments;
}
