// The canonical layout of one parsed YAML document, made on `yaml`'s document model in place:
// the header comments on top (the schema modeline first), an annotation's fields in the
// schema's order (fields the schema does not know after them, in their own order), maps in
// block style, short lists of scalars on one line (`[a, b]`), other lists one item a line,
// multi-line strings as block scalars, and quotes exactly where a YAML 1.1 or 1.2 reader would
// otherwise read another type. Blank lines inside a document go. Pure apart from the node it
// is given.
import { isAlias, isMap, isScalar, isSeq, Scalar } from 'yaml';
import type { Document, Pair, YAMLMap, YAMLSeq } from 'yaml';
import { DOCUMENT_FIELDS, REF_FIELDS, SCOPE_MEMBERS } from '../model/generated/vocabulary.js';
import { readsAsOtherTypeIn11 } from './yaml11-scalars.js';

/** The width a line of a short list may take: the YAML extension's (and prettier's) default. */
const LINE_WIDTH = 80;

const MODELINE = /^\s*yaml-language-server:\s*\$schema=/;

/**
 * Where a map sits: the order of its keys follows from it. A list's place is that of the maps
 * it holds ('ref' for the list of refs).
 */
type MapPlace = 'document' | 'scope' | 'ref' | 'other';

const KEY_ORDER: Record<Exclude<MapPlace, 'other'>, readonly string[]> = {
  document: DOCUMENT_FIELDS,
  scope: SCOPE_MEMBERS,
  ref: REF_FIELDS,
};

/**
 * Lays `doc` out canonically, in place. `first` says whether it is the file's first document:
 * only there does the schema modeline move to the top (a modeline is read on line 1 only).
 */
export function layOutDocument(doc: Document, first: boolean): void {
  const contents = doc.contents;
  if (doc.directives) {
    doc.directives.docStart = null;
    doc.directives.docEnd = false;
  }
  if (isMap(contents) || isSeq(contents) || isScalar(contents)) {
    const header = withoutBlankLines(joinComments([doc.commentBefore, contents.commentBefore]));
    doc.commentBefore = null;
    contents.commentBefore = undefined;
    if (isMap(contents)) {
      // Comments above the first field are the document's: they stay on top when it moves.
      const firstKey = contents.items[0]?.key;
      if (isNodeLike(firstKey) && firstKey.commentBefore) {
        contents.commentBefore = joinComments([header, withoutBlankLines(firstKey.commentBefore)]);
        firstKey.commentBefore = undefined;
      } else contents.commentBefore = header;
      layOutNode(contents, 0, 'document');
    } else {
      contents.commentBefore = header;
      layOutNode(contents, 0, 'other');
    }
    const top = contents.commentBefore;
    if (first && top) contents.commentBefore = modelineFirst(top);
    if (contents.commentBefore === undefined || contents.commentBefore === '')
      contents.commentBefore = undefined;
  }
  doc.comment = withoutBlankLines(doc.comment) ?? null;
}

/**
 * `yaml` keeps a blank line between comment lines as an empty line of the comment: the
 * canonical form has none.
 */
function withoutBlankLines(comment: string | null | undefined): string | undefined {
  if (!comment) return undefined;
  // Trailing blanks go too (a carriage return of a CRLF file among them); an empty `#`
  // (which `yaml` keeps as one space) stays one.
  const kept = comment
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.trimEnd() || ' ');
  return kept.length > 0 ? kept.join('\n') : undefined;
}

/** The comment lines with the schema modeline (if one is among them) moved first. */
function modelineFirst(comment: string): string {
  const lines = comment.split('\n');
  const at = lines.findIndex((line) => MODELINE.test(line));
  if (at <= 0) return comment;
  return [lines[at], ...lines.slice(0, at), ...lines.slice(at + 1)].join('\n');
}

function joinComments(parts: readonly (string | null | undefined)[]): string | undefined {
  const kept = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return kept.length > 0 ? kept.join('\n') : undefined;
}

interface NodeLike {
  commentBefore?: string | null;
  comment?: string | null;
  spaceBefore?: boolean;
}

function isNodeLike(value: unknown): value is NodeLike {
  return isScalar(value) || isMap(value) || isSeq(value) || isAlias(value);
}

/**
 * Lays out a node and what it holds; `depth` is its indentation in steps of two spaces, `key`
 * the key whose value it is (a list of scalars goes on that key's line when it fits).
 */
function layOutNode(node: unknown, depth: number, place: MapPlace, key?: string): void {
  if (!isNodeLike(node)) return;
  node.spaceBefore = false;
  node.commentBefore = withoutBlankLines(node.commentBefore);
  node.comment = withoutBlankLines(node.comment);
  if (isMap(node)) layOutMap(node, depth, place);
  else if (isSeq(node)) layOutSeq(node, depth, place, key);
  else if (isScalar(node)) layOutScalar(node);
}

function layOutMap(map: YAMLMap, depth: number, place: MapPlace): void {
  if (place !== 'other') sortPairs(map.items, KEY_ORDER[place]);
  // A key without a value (`{ x }`, `? x`) gets an explicit null: `x: null`, not `? x`, whose
  // comments would change owner between one reading and the next.
  for (const pair of map.items)
    if (pair.value == null && isScalar(pair.key)) pair.value = new Scalar(null);
  if (map.flow && map.items.length > 0) keepTrailingComment(map);
  map.flow = map.items.length === 0;
  for (const pair of map.items) {
    if (isNodeLike(pair.key)) pair.key.spaceBefore = false;
    layOutNode(pair.key, depth, 'other');
    const key = keyText(pair);
    layOutNode(pair.value, depth + 1, placeOfValue(place, key, pair.value), key);
  }
}

/** The place of a field's value: a document's scope map, a document's list of refs, or other. */
function placeOfValue(place: MapPlace, key: string | undefined, value: unknown): MapPlace {
  if (place !== 'document') return 'other';
  if (key === 'scope') return 'scope';
  return key === 'refs' && isSeq(value) ? 'ref' : 'other';
}

/**
 * A flow map's comment sits after it on its line (`- { type: release, value: v1 } # why`); in
 * block style it stays on that line, the first field's.
 */
function keepTrailingComment(map: YAMLMap): void {
  const value = map.items[0]?.value;
  if (!map.comment || !isScalar(value) || value.comment) return;
  value.comment = map.comment;
  map.comment = undefined;
}

function layOutSeq(seq: YAMLSeq, depth: number, place: MapPlace, key?: string): void {
  for (const item of seq.items)
    layOutNode(item, depth + 1, place === 'ref' && isMap(item) ? 'ref' : 'other');
  seq.flow = seq.items.length === 0 || fitsOnOneLine(seq, depth, key);
}

/**
 * Whether a list is short enough for one line: scalars only, none on several lines, none with
 * a comment of its own (one after the whole list stays after it), and the line `key: [a, b]`
 * at its indentation within LINE_WIDTH.
 */
function fitsOnOneLine(seq: YAMLSeq, depth: number, key: string | undefined): boolean {
  if (seq.commentBefore) return false;
  let width = 2 * Math.max(depth - 1, 0) + (key === undefined ? 2 : key.length + 2) + 2;
  for (const [index, item] of seq.items.entries()) {
    if (!isScalar(item) || item.comment || item.commentBefore || item.anchor || item.tag)
      return false;
    const text = scalarText(item);
    if (text === undefined) return false;
    width += text.length + (index > 0 ? 2 : 0);
  }
  return width <= LINE_WIDTH;
}

/** How a scalar in a flow list is written, or undefined when it cannot be there. */
function scalarText(scalar: Scalar): string | undefined {
  const value = scalar.value;
  if (typeof value === 'string') {
    if (value.includes('\n')) return undefined;
    return scalar.type === Scalar.PLAIN && !/[,[\]{}#:]/.test(value)
      ? value
      : JSON.stringify(value);
  }
  return scalar.source ?? String(value);
}

function layOutScalar(scalar: Scalar): void {
  const value = scalar.value;
  if (typeof value !== 'string' || scalar.tag) return;
  if (value.includes('\n')) scalar.type = Scalar.BLOCK_LITERAL;
  else if (readsAsOtherTypeIn11(value)) scalar.type = quoteFor(value);
  else scalar.type = Scalar.PLAIN;
}

/** Double quotes (prettier's and the YAML extension's default) unless the text holds one. */
function quoteFor(value: string): Scalar.Type {
  return value.includes('"') && !value.includes("'") ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE;
}

function keyText(pair: Pair): string | undefined {
  return isScalar(pair.key) && typeof pair.key.value === 'string' ? pair.key.value : undefined;
}

/** Stable: the known keys in `order`, then the others in their own order. */
function sortPairs(items: Pair[], order: readonly string[]): void {
  const rank = (pair: Pair): number => {
    const key = keyText(pair);
    const at = key === undefined ? -1 : order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  const ranked = items.map((pair, index) => ({ pair, index, rank: rank(pair) }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  ranked.forEach(({ pair }, index) => (items[index] = pair));
}
