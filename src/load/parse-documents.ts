// The one YAML reader: text → one value per document, each with a way back to its lines, in
// one pass; YAML problems as diagnostics. Every document is one annotation.
//
// `yaml` (eemeli/yaml) reads the text: its lexer, parser and composer run as a stream, one
// document at a time, so a file of a million documents never holds them all. The values come
// from our own walk over each composed document (`yaml`'s `toJS()` resolves each alias by
// scanning the document, and recurses without a bound), which also finds duplicate keys and
// keys that are not strings, resolves aliases with a budget, and keeps the index the places
// are found through. Limits no annotation comes near stop a hopeless file early: nesting
// deeper than MAX_DEPTH, a document of more than MAX_ENTRIES keys and items.
import {
  Composer,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  Lexer,
  LineCounter,
  Parser,
} from 'yaml';
import type { Alias, Document, Node, Pair, Scalar, YAMLError, YAMLMap } from 'yaml';
import type { CST } from 'yaml';
import type { Diagnostic, RuleIssue } from '../model/diagnostic.js';
import { controlCharacters } from './control-characters.js';
import { excerpt, shortMessage } from '../text/excerpt.js';
import { DirectiveCheck } from './yaml-directives.js';
import { locateSpan, toLineRange, type LineRange, type Span, type Tree } from './source-map.js';

/** Collections nested in collections: an annotation needs 3 (a ref in `refs`); deeper is hostile. */
export const MAX_DEPTH = 64;
/** Keys and list items in one document: an annotation has a few hundred at most. */
export const MAX_ENTRIES = 10_000;
/** Aliases one document may expand (counting those inside what an alias repeats). */
const MAX_ALIAS_COUNT = 100;
/** Values the expanded aliases of one document may add. */
export const MAX_ALIAS_VALUES = 10_000;

export interface LoadedDocument {
  /** 0-based position among the file's documents. */
  index: number;
  /** The annotation fields as plain data (a map: other documents never get here). */
  value: Record<string, unknown>;
  /** First line of the document's content. */
  line: number;
  /** Where a JSON pointer path points in the file (see `locateSpan`). */
  locate(path: readonly (string | number)[], target?: RuleIssue['target']): LineRange;
}

export interface ReadVisitor {
  /** Each problem of the YAML, in the order of the text (nearly: a document's come together). */
  diagnostic(d: Diagnostic): void;
  /** Each map document that the YAML reads without a problem. */
  document(doc: LoadedDocument): void;
  /** Asked after each document: true stops reading the file (the caller has seen enough). */
  enough?(): boolean;
}

export interface ReadSummary {
  /** Documents that are not empty, valid or not. */
  annotations: number;
  /** Set when the visitor had seen enough while text was left: the first line not read. */
  stoppedAtLine?: number;
}

export interface ParsedFile extends ReadSummary {
  documents: LoadedDocument[];
  diagnostics: Diagnostic[];
}

const COMPOSE_OPTIONS = {
  schema: 'core',
  version: '1.2',
  // Duplicate keys are found by our walk, in one pass; `yaml`'s check compares each key with
  // every key before it.
  uniqueKeys: false,
  strict: true,
} as const;

const YAML_CODES: Record<string, string> = { TAB_AS_INDENT: 'yaml.tab' };

/** Lexemes that open an entry of a collection: a key's `:`, a `-` item, a flow `,`, a `?` key. */
const ENTRY_LEXEMES = new Set([':', '-', ',', '?']);

type At = (span: Span) => Omit<Diagnostic, 'severity' | 'code' | 'message'>;

/**
 * Pure: reads one file's text document by document, handing each document and problem to
 * `visitor` as soon as it is read. `file` only labels the diagnostics. Never throws for any
 * text.
 */
export function readDocuments(text: string, file: string, visitor: ReadVisitor): ReadSummary {
  return new DocumentStream(text, file, visitor).read();
}

/** The state of one file's reading: the `yaml` stream, our checks, where we are. */
class DocumentStream {
  private readonly lines = new LineCounter();
  private readonly parser = new Parser(this.lines.addNewLine);
  private readonly composer = new Composer(COMPOSE_OPTIONS);
  private readonly directives = new DirectiveCheck();
  private readonly at: At;
  /** Documents handed on or skipped so far (the next one's index). */
  private index = 0;
  /** Document tokens the parser has finished (the one being parsed is number `started + 1`). */
  private started = 0;
  private annotations = 0;
  /** An empty document not yet reported: what follows decides whether the composer reads it. */
  private pendingEmpty: CST.Document | undefined;
  /** Offset after the last document read, once the visitor has seen enough. */
  private stoppedAt: number | undefined;

  constructor(
    private readonly text: string,
    private readonly file: string,
    private readonly visitor: ReadVisitor,
  ) {
    this.lines.addNewLine(0); // what `Parser.parse()` does first; we feed the parser ourselves
    this.at = (span) => ({ file, ...toLineRange(span, this.lines, text) });
  }

  read(): ReadSummary {
    const { parser } = this;
    // Characters YAML forbids are errors on their lines, not values (the parser takes some).
    for (const d of controlCharacters(this.text, this.file)) this.report(d);
    let entries = 0;
    for (const lexeme of new Lexer().lex(this.text)) {
      const offset = parser.offset;
      for (const token of parser.next(lexeme)) {
        if (token.type === 'document') entries = 0;
        this.token(token);
      }
      if (this.stopped) return this.summary();
      if (ENTRY_LEXEMES.has(lexeme) && ++entries > MAX_ENTRIES)
        return this.refuse('yaml.tooLarge', offset);
      if (parser.stack.length > MAX_DEPTH && depthOf(parser.stack) > MAX_DEPTH)
        return this.refuse('yaml.tooDeep', offset);
    }
    for (const token of parser.end()) {
      this.token(token);
      if (this.stopped) return this.summary();
    }
    this.settleEmpty();
    this.flush();
    if (this.stopped) return this.summary();
    this.finish();
    return this.summary();
  }

  private get stopped(): boolean {
    return this.stoppedAt !== undefined;
  }

  private token(token: CST.Token): void {
    if (this.pendingEmpty) {
      // A `...` or an error belongs to the empty document: the composer then reads it after all.
      if (BETWEEN_DOCUMENTS.has(token.type)) this.settleEmpty();
      else this.compose(this.pendingEmpty);
      this.pendingEmpty = undefined;
      if (this.stopped) return;
    }
    if (token.type === 'document') this.started++;
    for (const p of this.directives.next(token)) this.report(directiveDiagnostic(p, this.at));
    // Most of the cost of a million `---` lines is composing each empty document (a Document
    // and a Schema apiece): an empty one with no directive before it is reported directly.
    if (token.type === 'document' && this.directives.idle && isBareEmpty(token) && this.unclaimed())
      this.pendingEmpty = token;
    else this.compose(token);
  }

  /** True when the composer holds no error waiting for the next document to claim it. */
  private unclaimed(): boolean {
    const { errors, warnings } = this.composer.streamInfo();
    return errors.length === 0 && warnings.length === 0;
  }

  private compose(token: CST.Token): void {
    for (const doc of this.composer.next(token)) this.document(doc);
  }

  /** The documents the composer still holds, in order (it keeps one until the next). */
  private flush(): void {
    for (const doc of this.composer.end()) if (!this.stopped) this.document(doc);
  }

  /** The pending empty document, after the ones before it. */
  private settleEmpty(): void {
    const empty = this.pendingEmpty;
    if (!empty) return;
    this.pendingEmpty = undefined;
    this.flush();
    if (this.stopped) return;
    this.report(emptyDiagnostic(this.index++, empty.offset, this.at));
    this.afterDocument(empty.offset + sourceLength(empty));
  }

  private document(doc: Document.Parsed): void {
    const ctx = { text: this.text, lines: this.lines, at: this.at, report: this.report };
    if (readDocument(doc, this.index++, ctx, this.visitor)) this.annotations++;
    this.afterDocument(doc.range[2]);
  }

  private afterDocument(end: number): void {
    if (this.visitor.enough?.()) this.stoppedAt = end;
  }

  private readonly report = (d: Diagnostic): void => this.visitor.diagnostic(d);

  /** A limit passed: the documents before this one are read, then reading stops. */
  private refuse(code: 'yaml.tooDeep' | 'yaml.tooLarge', offset: number): ReadSummary {
    this.settleEmpty();
    this.flush();
    if (!this.stopped) this.report(limitDiagnostic(code, this.started, offset, this.at));
    return { annotations: this.annotations + 1 };
  }

  /** The end of the text: directives left over, problems of the stream, an empty file. */
  private finish(): void {
    for (const p of this.directives.end()) this.report(directiveDiagnostic(p, this.at));
    // Problems after the last document (or in a file without one) are the stream's.
    const stream = this.composer.streamInfo();
    for (const e of stream.errors) this.report(fromYamlError(e, 'error', this.at));
    for (const w of stream.warnings) this.report(fromYamlError(w, 'warning', this.at));
    const quiet =
      stream.errors.length === 0 && stream.warnings.length === 0 && !this.directives.reported;
    if (this.index === 0 && quiet) {
      this.report({
        severity: 'warning',
        code: 'yaml.emptyDocument',
        message: 'the file holds no document (only comments or blank lines) and is skipped',
        ...this.at({ start: 0, end: 0 }),
      });
    }
  }

  private summary(): ReadSummary {
    const { annotations, stoppedAt } = this;
    if (stoppedAt === undefined) return { annotations };
    const rest = /\S/g;
    rest.lastIndex = stoppedAt;
    const next = rest.exec(this.text);
    return next
      ? { annotations, stoppedAtLine: this.lines.linePos(next.index).line }
      : { annotations };
  }
}

/** Tokens after which an empty document needs no composer: the next document and its prelude. */
const BETWEEN_DOCUMENTS = new Set([
  'document',
  'directive',
  'comment',
  'newline',
  'space',
  'byte-order-mark',
]);

/** Tokens an empty document may hold (the `---` line, comments, blank lines). */
const BARE = new Set(['doc-start', 'space', 'newline', 'comment']);

/** A document of nothing but its `---` line, comments and blank lines. */
function isBareEmpty(token: CST.Document): boolean {
  return (
    token.value === undefined &&
    token.start.every((t) => BARE.has(t.type)) &&
    (token.end ?? []).every((t) => BARE.has(t.type))
  );
}

function sourceLength(token: CST.Document): number {
  let n = 0;
  for (const t of [...token.start, ...(token.end ?? [])]) n += t.source.length;
  return n;
}

function emptyDiagnostic(index: number, offset: number, at: At): Diagnostic {
  return {
    severity: 'warning',
    code: 'yaml.emptyDocument',
    message: `document ${index + 1} is empty and is skipped`,
    ...at({ start: offset, end: offset }),
  };
}

/** Pure: every document and problem of a file at once (tests, `import`); see `readDocuments`. */
export function parseDocuments(text: string, file: string): ParsedFile {
  const documents: LoadedDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  const { annotations } = readDocuments(text, file, {
    diagnostic: (d) => diagnostics.push(d),
    document: (d) => documents.push(d),
  });
  return { documents, diagnostics, annotations };
}

/** Collections open on the parser's stack (it holds scalars and the document too). */
function depthOf(stack: readonly CST.Token[]): number {
  let depth = 0;
  for (const token of stack)
    if (
      token.type === 'block-map' ||
      token.type === 'block-seq' ||
      token.type === 'flow-collection'
    )
      depth++;
  return depth;
}

function limitDiagnostic(
  code: 'yaml.tooDeep' | 'yaml.tooLarge',
  /** Documents before the one read when the limit was passed. */
  before: number,
  offset: number,
  at: At,
): Diagnostic {
  const message =
    code === 'yaml.tooDeep'
      ? `lists and maps are nested more than ${MAX_DEPTH} deep here (an annotation needs 3); the rest of the file is not read`
      : `document ${before + 1} has more than ${MAX_ENTRIES.toLocaleString('en-US')} keys and list items (an annotation has a few hundred at most); the rest of the file is not read`;
  return { severity: 'error', code, message, ...at({ start: offset, end: offset }) };
}

function directiveDiagnostic(
  p: { code: string; message: string; offset: number; length: number },
  at: At,
): Diagnostic {
  return {
    severity: 'error',
    code: p.code,
    message: p.message,
    ...at({ start: p.offset, end: p.offset + p.length }),
  };
}

interface DocumentContext {
  text: string;
  lines: LineCounter;
  at: At;
  report: (d: Diagnostic) => void;
}

/** One composed document: its problems, or its value to the visitor. True when not empty. */
function readDocument(
  doc: Document.Parsed,
  index: number,
  ctx: DocumentContext,
  visitor: ReadVisitor,
): boolean {
  const { at, report } = ctx;
  for (const e of doc.errors) report(fromYamlError(e, 'error', at));
  for (const w of doc.warnings) report(fromYamlError(w, 'warning', at));
  const contents = doc.contents as Node | null;
  if (isEmpty(contents)) {
    report(emptyDiagnostic(index, doc.range[0], at));
    return false;
  }
  if (doc.errors.length === 0 && !isMap(contents)) {
    report({
      severity: 'error',
      code: 'yaml.notAMap',
      message: `a document must be a map of annotation fields, not ${describe(contents)}`,
      ...at(spanOf(contents!)),
    });
    return true;
  }
  const walk = new Walk();
  const value = walk.value(contents);
  // After a syntax error the tree is a guess: only its duplicate keys are worth reporting.
  for (const p of walk.problems)
    if (doc.errors.length === 0 || p.code === 'yaml.duplicateKey')
      report({ severity: 'error', code: p.code, message: p.message, ...at(p.span) });
  if (doc.errors.length > 0 || walk.problems.length > 0) return true;
  const tree: Tree = {
    contents,
    start: doc.range[0],
    pairOf: (map, key) => walk.keys.get(map)?.get(key),
    resolve: (alias) => walk.aliases.get(alias),
  };
  const { lines, text } = ctx;
  visitor.document({
    index,
    value: value as Record<string, unknown>,
    line: lines.linePos(contents!.range![0]).line,
    locate: (path, target) => toLineRange(locateSpan(tree, path, target), lines, text),
  });
  return true;
}

function fromYamlError(e: YAMLError, severity: Diagnostic['severity'], at: At): Diagnostic {
  const code = severity === 'warning' ? 'yaml.warning' : (YAML_CODES[e.code] ?? 'yaml.syntax');
  const message = shortMessage(e.message);
  return { severity, code, message, ...at({ start: e.pos[0], end: e.pos[1] }) };
}

interface Problem {
  code: string;
  message: string;
  span: Span;
}

interface Anchored {
  /** Undefined while the anchored node itself is being read (an alias inside it is a loop). */
  value?: unknown;
  node: Node;
  /** Aliases and values the anchored node holds, expansions included. */
  aliases: number;
  values: number;
}

/**
 * One document's nodes → plain values, in document order (`toJS()`'s values: an alias gives
 * the very value of its anchor). Records what the places are found through: each map's pairs
 * by key (the first of a key) and each alias's node.
 */
class Walk {
  readonly problems: Problem[] = [];
  readonly keys = new Map<YAMLMap, Map<string, Pair>>();
  readonly aliases = new Map<Alias, Node>();
  private readonly anchors = new Map<string, Anchored>();
  /** Aliases expanded so far, and the values they added. */
  private aliasCount = 0;
  private aliasValues = 0;
  private values = 0;
  private overBudget = false;

  value(node: unknown): unknown {
    if (isAlias(node)) return this.alias(node);
    if (!node || typeof node !== 'object') return null;
    const n = node as Node;
    const anchor = n.anchor ? this.enter(n) : undefined;
    const before = { aliases: this.aliasCount, values: this.values };
    this.values++;
    let value: unknown;
    if (isMap(n)) value = this.map(n);
    else if (isSeq(n))
      value = n.items.map((item) => (isPair(item) ? this.pairs([item]) : this.value(item)));
    else if (isPair(n)) value = this.pairs([n]);
    else value = scalarValue(n as Scalar);
    if (anchor) {
      anchor.value = value;
      anchor.aliases = this.aliasCount - before.aliases;
      anchor.values = this.values - before.values;
    }
    return value;
  }

  private enter(node: Node): Anchored {
    const anchored: Anchored = { node, aliases: 0, values: 0 };
    this.anchors.set(node.anchor!, anchored);
    return anchored;
  }

  private map(map: YAMLMap): Record<string, unknown> {
    const byKey = new Map<string, Pair>();
    this.keys.set(map, byKey);
    return this.pairs(map.items, byKey);
  }

  private pairs(pairs: readonly Pair[], byKey = new Map<string, Pair>()): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const pair of pairs) {
      const key = pair.key as Node | null;
      if (!(isScalar(key) && typeof key.value === 'string')) {
        this.problems.push({
          code: 'yaml.keyNotString',
          message: `a key must be a field name (a string), not ${describe(key)}`,
          span: key?.range ? spanOf(key) : startOf(pair.value as Node | null),
        });
        if (isAlias(key)) this.alias(key);
        else if (key) this.value(key);
        this.value(pair.value);
        continue;
      }
      const name = key.value;
      if (key.anchor) this.enter(key).value = name;
      this.values++;
      if (byKey.has(name)) {
        this.problems.push({
          code: 'yaml.duplicateKey',
          message: `${excerpt(String(key.source ?? name))} appears twice in this map; keep one`,
          span: spanOf(key),
        });
      } else byKey.set(name, pair);
      const value = this.value(pair.value);
      if (name === '__proto__')
        Object.defineProperty(out, name, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      else out[name] = value;
    }
    return out;
  }

  private alias(node: Alias): unknown {
    const anchored = this.anchors.get(node.source);
    if (!anchored || anchored.value === undefined) {
      this.problems.push({
        code: 'yaml.alias',
        message: anchored
          ? `alias *${excerpt(node.source)} is inside the node its anchor names (a loop); write the value out`
          : `alias *${excerpt(node.source)} names no anchor defined before it`,
        span: spanOf(node),
      });
      return null;
    }
    this.aliases.set(node, anchored.node);
    this.aliasCount += 1 + anchored.aliases;
    this.aliasValues += anchored.values;
    this.values += anchored.values;
    if (
      !this.overBudget &&
      (this.aliasCount > MAX_ALIAS_COUNT || this.aliasValues > MAX_ALIAS_VALUES)
    ) {
      this.overBudget = true;
      this.problems.push({
        code: 'yaml.aliasLimit',
        message:
          this.aliasCount > MAX_ALIAS_COUNT
            ? `the document expands more than ${MAX_ALIAS_COUNT} aliases (an alias bomb?); write the values out`
            : `the aliases of this document repeat more than ${MAX_ALIAS_VALUES.toLocaleString('en-US')} values (an alias bomb?); write the values out`,
        span: spanOf(node),
      });
    }
    return anchored.value;
  }
}

function scalarValue(node: Scalar): unknown {
  const v = node.value;
  return typeof v === 'bigint' ? Number(v) : (v ?? null);
}

/** A document with no content: a stray `---`, or only comments. (`~` or `null` is content.) */
function isEmpty(contents: Node | null): boolean {
  return (
    contents === null || (isScalar(contents) && contents.value === null && contents.source === '')
  );
}

function describe(node: Node | null): string {
  if (node === null) return 'nothing (an empty key)';
  if (isScalar(node)) return node.value === null ? 'null' : `a ${typeof node.value}`;
  if (isAlias(node)) return 'an alias';
  if (isMap(node)) return 'a map';
  return 'a list';
}

function spanOf(node: Node): Span {
  const [start, end] = node.range ?? [0, 0];
  return { start, end };
}

function startOf(node: Node | null): Span {
  const start = node?.range?.[0] ?? 0;
  return { start, end: start };
}
