// JSON pointer → place in the file: the node a rule complains about, found through the index
// the reader kept beside each document's value (each step costs the same however large the map).
import type { LineCounter } from 'yaml';
import type { RuleIssue } from '../model/diagnostic.js';

export type Target = NonNullable<RuleIssue['target']>;

/** Offsets of a span in the text; `end` is exclusive. */
export interface Span {
  start: number;
  end: number;
}

export interface LineRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Where one node of a document sits: from its first character to the end of its value. */
export interface NodePlace extends Span {
  /** A map or a list (an alias to one is not). */
  collection: boolean;
}

/** One entry of a map (the key's span, and its value's node) or one item of a list. */
export interface EntryPlace {
  key?: Span;
  /** Null for a key without a value, or a pair standing as a list's item: nodes with no place. */
  node: NodePlace | null;
}

/** A map's entries by key (the first of a key), or a list's items in order. */
export type Entries = Map<string, EntryPlace> | EntryPlace[];

/** One document as the reader indexed it. */
export interface Tree {
  /** The document's value, as the reader built it. */
  value: unknown;
  contents: NodePlace | null;
  /** Offset where the document starts (its `---` or first line). */
  start: number;
  /**
   * The entries of a map or list in `value`, by the object's identity (an alias gives the very
   * value of its anchor, and so leads to the anchor's entries).
   */
  entries(container: object): Entries | undefined;
}

interface Step {
  node: NodePlace | null;
  /** The key's span, when `node` is the value of a map's entry. */
  key?: Span;
}

/**
 * Where a rule's complaint points: `value` at the offending value, `key` at its key (unknown
 * fields), `parent` at the object that lacks a field: the document's first line for the root,
 * else that object's key (or its first line in a list). A path that leaves the document stops
 * at the deepest node it reaches.
 */
export function locateSpan(
  doc: Tree,
  path: readonly (string | number)[],
  target: Target = 'value',
): Span {
  const steps = walk(doc, path);
  const reached = steps.length - 1;
  if (target === 'parent') {
    let i = reached;
    if (reached === path.length && !steps[i]!.node?.collection) i--;
    const object = steps[Math.max(0, i)]!;
    if (i <= 0) return firstLine(doc, null);
    if (object.key) return spanOf(object.key);
    return firstLine(doc, object.node);
  }
  const step = steps[reached]!;
  return stepSpan(doc, step, target === 'key' && reached === path.length);
}

/**
 * Pure: where the value at `container[key]` sits, `container` being a map or list of the
 * document's value: what `locateSpan` gives for a path ending there (target `value`), read
 * from the container's own entries rather than walked to from the root. Undefined when its
 * entries do not hold `key` (`locateSpan` then stops short of it).
 */
export function entrySpan(doc: Tree, container: object, key: string | number): Span | undefined {
  const entries = doc.entries(container);
  const entry = entries instanceof Map ? entries.get(String(key)) : entries?.[Number(key)];
  return entry ? stepSpan(doc, entry, false) : undefined;
}

/** The span of the node a path reached: its text, else its key's (or the key's when wanted). */
function stepSpan(doc: Tree, step: Step, keyWanted: boolean): Span {
  if (!keyWanted && hasText(step.node)) return spanOf(step.node);
  if (step.key) return spanOf(step.key);
  if (hasText(step.node)) return spanOf(step.node);
  return firstLine(doc, step.node);
}

/**
 * Offsets → 1-based line and column; the end column is exclusive and stays on the last line
 * of the span. An empty span stands for its whole line.
 */
export function toLineRange(span: Span, lines: LineCounter, text: string): LineRange {
  const start = lines.linePos(span.start);
  if (span.end <= span.start) {
    const lineStart = lines.lineStarts[start.line - 1] ?? 0;
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (text[lineEnd - 1] === '\r') lineEnd--;
    const endColumn = Math.max(lineEnd - lineStart + 1, start.col + 1);
    return { line: start.line, column: start.col, endLine: start.line, endColumn };
  }
  let end = lines.linePos(Math.max(span.end, span.start));
  if (end.col === 1 && span.end > span.start && end.line > start.line) {
    const before = lines.linePos(span.end - 1);
    end = { line: before.line, col: before.col };
  }
  if (end.line === start.line && end.col <= start.col)
    end = { line: start.line, col: start.col + 1 };
  return { line: start.line, column: start.col, endLine: end.line, endColumn: end.col };
}

function walk(doc: Tree, path: readonly (string | number)[]): Step[] {
  const steps: Step[] = [{ node: doc.contents }];
  let value = doc.value;
  for (const segment of path) {
    const entries = typeof value === 'object' && value !== null ? doc.entries(value) : undefined;
    if (!entries) break;
    let entry: EntryPlace | undefined;
    if (entries instanceof Map) {
      entry = entries.get(String(segment));
      value = entry && (value as Record<string, unknown>)[String(segment)];
    } else {
      entry = entries[Number(segment)];
      value = entry && (value as unknown[])[Number(segment)];
    }
    if (!entry) break;
    steps.push(entry.key ? { node: entry.node, key: entry.key } : { node: entry.node });
  }
  return steps;
}

function hasText(node: NodePlace | null): node is NodePlace {
  return !!node && node.end > node.start;
}

function spanOf({ start, end }: Span): Span {
  return { start, end };
}

/** An empty span at the start of a node (the document's content by default): a whole line. */
function firstLine(doc: Tree, node: NodePlace | null): Span {
  const start = node?.start ?? doc.contents?.start ?? doc.start;
  return { start, end: start };
}
