// Where a document's fields sit, kept compactly: 10,000 documents carry them from worker
// threads to the planner, and one object per place would cost more memory than the values.
// One string per document, a line per place: `<pointer> <line> <column> <endLine> <endColumn>`.
// Pointers of the fields the format knows hold no space or line break.
import type { LineRange } from '../load/source-map.js';

/** The places of one document (see `placeAt`). */
export type Places = string;

/** Pure: one place's line of the compact form (see `joinPlaces`). */
export function placeLine(pointer: string, r: LineRange): string {
  return `${pointer} ${r.line} ${r.column} ${r.endLine} ${r.endColumn}`;
}

/** Pure: an empty string, then a `placeLine` for each place → the compact form. */
export function joinPlaces(lines: readonly string[]): Places {
  return lines.join('\n'); // one flat string (`+=` would keep a rope of small pieces)
}

/** Pure: the range at `pointer` (`''` is the document), or undefined when none was kept. */
export function placeAt(places: Places, pointer: string): LineRange | undefined {
  const key = `\n${pointer} `;
  const at = places.indexOf(key);
  if (at < 0) return undefined;
  const end = places.indexOf('\n', at + 1);
  const [line, column, endLine, endColumn] = places
    .slice(at + key.length, end < 0 ? undefined : end)
    .split(' ')
    .map(Number);
  return { line: line!, column: column!, endLine: endLine!, endColumn: endColumn! };
}
