// Where the cursor is in an annotation file, read from the lines around it (the text may be
// half typed, so no YAML reader would take it): the document it is in, the map it is in (the
// document, its scope, or a ref), the field on its line and whether it is on the field's name
// or its value, the word under it, and the fields that map already has. Block maps and flow
// maps on one line (`- { type: annotation, externalKey: k }`), as annotation files are written.
// Pure; reads only the cursor's document.

export type Container = 'document' | 'scope' | 'ref';

export interface CursorContext {
  container: Container;
  /** The field whose name or value the cursor is on (absent: a line with no field yet). */
  field?: string;
  /** On the value (after the field's `:`), rather than where a name goes. */
  onValue: boolean;
  /** The key-like word under the cursor, and where it starts and ends on its line. */
  word: { text: string; start: number; end: number };
  /** The fields the cursor's map already has. */
  present: Set<string>;
  /** The document's first and last lines (0-based, inclusive). */
  lines: { first: number; last: number };
}

const BLOCK_KEY = /^(\s*)(-\s+)?([A-Za-z_][\w.-]*)\s*:(?=\s|$)/;
const DOCUMENT_BREAK = /^(---|\.\.\.)(\s|$)/;
const WORD = /[\w.-]/;
/**
 * Characters of a flow map read around the cursor: a ref's map is far shorter; a longer line
 * (a pull request's, say) is read only this far, so each request stays linear in it.
 */
const FLOW_WINDOW = 1000;

/** The context of (line, character) in `text` (0-based, as the protocol counts). */
export function cursorContext(text: string, line: number, character: number): CursorContext {
  const all = text.split(/\r?\n/);
  const lines = documentLines(all, line);
  const current = all[line] ?? '';
  const before = current.slice(0, character);
  const word = wordAt(current, character);
  const open = before.lastIndexOf('{');
  if (open > before.lastIndexOf('}')) {
    const inFlow = before.slice(Math.max(open, before.length - FLOW_WINDOW));
    const field = /([A-Za-z_][\w.-]*)\s*:\s*[^,{}:]*$/.exec(inFlow)?.[1];
    const onValue =
      field !== undefined && !/,\s*[\w.-]*$/.test(inFlow) && !/\{\s*[\w.-]*$/.test(inFlow);
    const map = current.slice(Math.max(open, character - FLOW_WINDOW), character + FLOW_WINDOW);
    const present = new Set([...map.matchAll(/([A-Za-z_][\w.-]*)\s*:/g)].map((m) => m[1]!));
    return { container: 'ref', ...(onValue ? { field } : {}), onValue, word, present, lines };
  }
  const m = BLOCK_KEY.exec(current);
  const indent = m ? m[1]!.length + (m[2]?.length ?? 0) : /^\s*(-\s+)?/.exec(current)![0].length;
  const onValue = m !== null && character > m[0].length - 1;
  const parent = parentOf(all, line, lines.first, indent, m?.[2] !== undefined);
  const container: Container =
    parent === 'scope' ? 'scope' : parent === 'refs' ? 'ref' : 'document';
  return {
    container,
    ...(m && (onValue || character <= m[0].length) ? { field: m[3]! } : {}),
    onValue,
    word,
    present: presentKeys(all, lines, line, indent, container),
    lines,
  };
}

/** The lines of the document holding `line`: between the `---` before it and the next. */
function documentLines(all: readonly string[], line: number): { first: number; last: number } {
  let first = line;
  while (first > 0 && !DOCUMENT_BREAK.test(all[first - 1]!)) first--;
  let last = line;
  while (last + 1 < all.length && !DOCUMENT_BREAK.test(all[last + 1]!)) last++;
  return { first, last };
}

/** The field of the nearest line above with less indentation (a list item: its list's field). */
function parentOf(
  all: readonly string[],
  line: number,
  first: number,
  indent: number,
  listItem: boolean,
): string | undefined {
  if (indent === 0) return undefined;
  for (let i = line - (listItem ? 1 : 0); i >= first; i--) {
    const text = all[i]!;
    if (i === line || text.trim() === '' || text.trimStart().startsWith('#')) continue;
    const m = BLOCK_KEY.exec(text);
    const own = m ? m[1]!.length : text.length - text.trimStart().length;
    if (m && own < indent && !m[2]) return m[3];
    if (m?.[2] && own + m[2].length <= indent && !listItem) {
      // A field of a list item (`- type: url` then `  value: …`): the list's field is above.
      return parentOf(all, i, first, own, true);
    }
  }
  return undefined;
}

/** The fields the cursor's map has: its siblings at the same indentation, in the same map. */
function presentKeys(
  all: readonly string[],
  lines: { first: number; last: number },
  line: number,
  indent: number,
  container: Container,
): Set<string> {
  const found = new Set<string>();
  const sameMap = (i: number) => {
    const m = BLOCK_KEY.exec(all[i]!);
    if (!m) return all[i]!.trim() === '' || all[i]!.trimStart().startsWith('#') ? 'skip' : 'other';
    const own = m[1]!.length + (m[2]?.length ?? 0);
    if (own < indent || (container === 'ref' && m[2] && i !== line)) return 'end';
    if (own === indent) found.add(m[3]!);
    return m[2] && i !== line ? 'end' : 'skip';
  };
  for (let i = line; i >= lines.first; i--) if (sameMap(i) === 'end') break;
  for (let i = line + 1; i <= lines.last; i++) {
    const m = BLOCK_KEY.exec(all[i]!);
    if (m?.[2] && container === 'ref') break;
    if (sameMap(i) === 'end') break;
  }
  if (container === 'ref') {
    // The item's own first line: `- type: url` counts as one of its fields.
    for (let i = line; i >= lines.first; i--) {
      const m = BLOCK_KEY.exec(all[i]!);
      if (m?.[2]) {
        found.add(m[3]!);
        break;
      }
    }
  }
  return found;
}

/** The key-like word (letters, digits, `.`, `_`, `-`) around `character`. */
function wordAt(line: string, character: number): CursorContext['word'] {
  let start = character;
  while (start > 0 && WORD.test(line[start - 1]!)) start--;
  let end = character;
  while (end < line.length && WORD.test(line[end]!)) end++;
  return { text: line.slice(start, end), start, end };
}
