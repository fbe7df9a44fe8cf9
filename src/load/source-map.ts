// JSON pointer → place in the file: the node a rule complains about, found in the parsed YAML
// through the index the reader kept (each step costs the same however large the map).
import { isAlias, isMap, isSeq } from 'yaml';
import type { Alias, LineCounter, Node, Pair, YAMLMap } from 'yaml';
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

/** One parsed document as the reader indexed it. */
export interface Tree {
  contents: Node | null;
  /** Offset where the document starts (its `---` or first line). */
  start: number;
  /** The first pair of `map` with this key. */
  pairOf(map: YAMLMap, key: string): Pair | undefined;
  /** The node an alias stands for. */
  resolve(alias: Alias): Node | undefined;
}

interface Step {
  node: Node | null;
  /** The pair whose value `node` is, when it sits in a map. */
  pair?: Pair;
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
    if (reached === path.length && !isCollection(steps[i]!.node)) i--;
    const object = steps[Math.max(0, i)]!;
    if (i <= 0) return firstLine(doc, null);
    if (object.pair && hasRange(object.pair.key)) return spanOf(object.pair.key);
    return firstLine(doc, object.node);
  }
  const step = steps[reached]!;
  const keyWanted = target === 'key' && reached === path.length;
  if (!keyWanted && hasText(step.node)) return spanOf(step.node);
  if (step.pair && hasRange(step.pair.key)) return spanOf(step.pair.key);
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
  const steps: Step[] = [{ node: doc.contents ?? null }];
  let node = steps[0]!.node;
  for (const segment of path) {
    const container = isAlias(node) ? (doc.resolve(node) ?? null) : node;
    let next: Step | undefined;
    if (isMap(container)) {
      const pair = doc.pairOf(container, String(segment));
      if (pair) next = { node: (pair.value as Node | null) ?? null, pair };
    } else if (isSeq(container)) {
      const item = container.items[Number(segment)];
      if (item !== undefined) next = { node: item as Node };
    }
    if (!next) break;
    steps.push(next);
    node = next.node;
  }
  return steps;
}

function isCollection(node: Node | null): boolean {
  return isMap(node) || isSeq(node);
}

function hasRange(node: unknown): node is Node {
  return typeof node === 'object' && node !== null && Array.isArray((node as Node).range);
}

function hasText(node: Node | null): node is Node {
  return !!node?.range && node.range[1] > node.range[0];
}

function spanOf(node: Node): Span {
  const [start, valueEnd] = node.range!;
  return { start, end: valueEnd };
}

/** An empty span at the start of a node (the document's content by default): a whole line. */
function firstLine(doc: Tree, node: Node | null): Span {
  const start = node?.range?.[0] ?? doc.contents?.range?.[0] ?? doc.start;
  return { start, end: start };
}
