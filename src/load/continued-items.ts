// A list item indented more than the plain item above it is no item to YAML: the reader takes
// its line as more words of the item above (`- a` then ` - b` is the one value "a - b"), and
// says nothing. It is always a slip of indentation, so it gets a warning on its line saying
// where its `-` belongs. Block scalars (`|`, `>`) are text, never looked into.
// Pure; linear in the file.
import type { Diagnostic } from '../model/diagnostic.js';

/** A list item with a value: `- value`. */
const ITEM = /^( *)- +(\S.*)$/;
/** `---` or `...` on a line of its own: a document's end. */
const DOCUMENT_BREAK = /^(?:---|\.\.\.)(?:\s|$)/;
/** A value that starts anything but a plain scalar (quotes, flows, blocks, tags, a list…). */
const NOT_PLAIN_START = /^[-"'[\]{}|>&*!%@`#?:,]/;
/** A line that starts a block scalar: items' dashes, maybe a key, then `|` or `>`. */
const BLOCK_HEADER = /^( *(?:- +)*)([^\s#][^:]*: +)?[|>][1-9+-]{0,2}$/;
/** Characters of a line looked at: what decides is all near its start. */
const MAX_WIDTH = 200;

/**
 * Reports each list item indented more than the plain item it continues (once per item
 * continued). `report` receives warnings in line order.
 */
export function findContinuedItems(
  text: string,
  file: string,
  report: (d: Diagnostic) => void,
): void {
  // While inside a block scalar: the indentation its content lines are deeper than.
  let block: number | undefined;
  // The plain item the lines below may continue, and whether it was reported already.
  let item: { dash: number; reported: boolean } | undefined;
  let line = 0;
  for (let start = 0; start <= text.length;) {
    const end = lineEnd(text, start);
    const head = text.slice(start, Math.min(end, start + MAX_WIDTH)).replace(/\r$/, '');
    start = end + 1;
    line++;
    const indent = /^ */.exec(head)![0].length;
    if (indent === head.length || head[indent] === '#') continue;
    if (block !== undefined && indent > block) continue;
    block = undefined;
    if (item && indent > item.dash) {
      const m = ITEM.exec(head);
      if (m && !item.reported) {
        item.reported = true;
        report(warning(file, line, indent, item.dash));
      }
      continue;
    }
    item = undefined;
    if (DOCUMENT_BREAK.test(head)) continue;
    block = blockParent(head, indent);
    const m = block === undefined ? ITEM.exec(head) : null;
    if (m && isPlain(m[2]!)) item = { dash: indent, reported: false };
  }
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}

/** A value the next lines may continue: plain, with no comment and no `: ` in it. */
function isPlain(value: string): boolean {
  if (NOT_PLAIN_START.test(value)) return false;
  return !value.includes(': ') && !value.includes(' #') && !value.endsWith(':');
}

/**
 * When `head` starts a block scalar (`key: |`, `- >-`, …): the indentation its content lines
 * are deeper than (the key's, or the item's `-`). Else undefined.
 */
function blockParent(head: string, indent: number): number | undefined {
  const content = head.replace(/\s#.*$/, '').trimEnd();
  const m = BLOCK_HEADER.exec(content);
  if (!m) return undefined;
  return m[2] === undefined ? indent : m[1]!.length;
}

function warning(file: string, line: number, column: number, dash: number): Diagnostic {
  return {
    severity: 'warning',
    code: 'yaml.itemOutOfLine',
    message: `this list item is indented more than the item above it, so YAML reads it as more words of that item, not as an item: start its - at column ${dash + 1}, as that one's`,
    file,
    line,
    column: column + 1,
    endLine: line,
    endColumn: column + 2,
  };
}
