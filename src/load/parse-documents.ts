// The one YAML reader: text → one value per document, each with a way back to its lines, in
// one pass; YAML problems as diagnostics. Every document is one annotation.
//
// `yaml` (eemeli/yaml) reads the text: its lexer and parser run as a stream, one document at
// a time, so a file of a million documents never holds them all. Each document the parser
// finishes is read straight from its tokens (cst-document.ts) when it is written in the YAML
// annotations use, and otherwise by `yaml`'s composer (composed-document.ts: tags, anchors,
// aliases, problems); either way the value, the duplicate keys and the place of every node
// are `yaml`'s. Limits no annotation comes near stop a hopeless file early: nesting deeper
// than MAX_DEPTH, a document of more than MAX_ENTRIES keys and items.
import { Composer, Lexer, LineCounter, Parser } from 'yaml';
import type { CST, Document } from 'yaml';
import type { Diagnostic, RuleIssue } from '../model/diagnostic.js';
import {
  emptyDiagnostic,
  fromYamlError,
  readComposedDocument,
  type At,
} from './composed-document.js';
import { controlCharacters } from './control-characters.js';
import { readCstDocument } from './cst-document.js';
import { MAX_DEPTH, MAX_ENTRIES } from './document-limits.js';
import { DirectiveCheck } from './yaml-directives.js';
import { entrySpan, locateSpan, toLineRange, type LineRange, type Tree } from './source-map.js';

export { MAX_ALIAS_VALUES, MAX_DEPTH, MAX_ENTRIES } from './document-limits.js';

export interface LoadedDocument {
  /** 0-based position among the file's documents. */
  index: number;
  /** The annotation fields as plain data (a map: other documents never get here). */
  value: Record<string, unknown>;
  /** First line of the document's content. */
  line: number;
  /** Where a JSON pointer path points in the file (see `locateSpan`). */
  locate(path: readonly (string | number)[], target?: RuleIssue['target']): LineRange;
  /**
   * Where `container[key]` sits, `container` being a map or list within `value`: what `locate`
   * gives for the path ending there, without walking to it from the root (see `entrySpan`);
   * undefined when the reader did not index it.
   */
  placeOf(container: object, key: string | number): LineRange | undefined;
}

export interface ReadVisitor {
  /** Each problem of the YAML, in the order of the text (nearly: a document's come together). */
  diagnostic(d: Diagnostic): void;
  /**
   * Asked before an empty document's warning is placed in the file: true when the visitor
   * counted it without its place (it keeps no more in full), so it is not handed on.
   */
  countIfFull?(d: Pick<Diagnostic, 'severity' | 'code'>): boolean;
  /** Each map document that the YAML reads without a problem. */
  document(doc: LoadedDocument): void;
  /** Asked after each document: true stops reading the file (the caller has seen enough). */
  enough?(): boolean;
}

export interface ReadSummary {
  /** Documents that are not empty, valid or not. */
  annotations: number;
  /** Documents `yaml`'s composer read (the others were read from the parser's tokens). */
  composed: number;
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

/** A lexeme that opens an entry of a collection: a key's `:`, a `-` item, a flow `,`, a `?` key. */
export function opensEntry(lexeme: string): boolean {
  // Compared, not looked up in a set: hashing every lexeme would read all the text once more.
  return (
    lexeme.length === 1 && (lexeme === ':' || lexeme === '-' || lexeme === ',' || lexeme === '?')
  );
}

export interface ReadOptions {
  /** Every document through `yaml`'s composer (the tests hold both ways of reading to `yaml`). */
  composeAll?: boolean;
}

/**
 * Pure: reads one file's text document by document, handing each document and problem to
 * `visitor` as soon as it is read. `file` only labels the diagnostics. Never throws for any
 * text.
 */
export function readDocuments(
  text: string,
  file: string,
  visitor: ReadVisitor,
  options: ReadOptions = {},
): ReadSummary {
  return new DocumentStream(text, file, visitor, options).read();
}

/**
 * Tokens between documents that never claim the document before them: the composer keeps
 * them only as the comment of the next one, which nothing here reads, so they are not given
 * to it (a million comment lines would otherwise wait there). A finished document waits
 * through them for the token that decides how it is read.
 */
const PASSING = new Set(['comment', 'newline', 'space', 'byte-order-mark']);

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
  private composed = 0;
  /**
   * A finished document not yet read: it is read from its tokens unless the token after it
   * (an error, a `...`, a directive) belongs to it, which only the composer reads exactly.
   */
  private pending: CST.Document | undefined;
  /** True once the composer was given a document it may still hold (until `flush`). */
  private composerHolds = false;
  /** False while the composer surely holds no problem for the next document. */
  private composerMayClaim = false;
  /**
   * A directive was seen: every later document is the composer's (directives change how it
   * reads). Set from the start when every document is to be composed.
   */
  private directed: boolean;
  /** Offset after the last document read, once the visitor has seen enough. */
  private stoppedAt: number | undefined;

  constructor(
    private readonly text: string,
    private readonly file: string,
    private readonly visitor: ReadVisitor,
    options: ReadOptions,
  ) {
    this.directed = options.composeAll === true;
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
      if (opensEntry(lexeme) && ++entries > MAX_ENTRIES)
        return this.refuse('yaml.tooLarge', offset);
      if (parser.stack.length > MAX_DEPTH && depthOf(parser.stack) > MAX_DEPTH)
        return this.refuse('yaml.tooDeep', offset);
    }
    for (const token of parser.end()) {
      this.token(token);
      if (this.stopped) return this.summary();
    }
    this.settle(true);
    this.flush();
    if (this.stopped) return this.summary();
    this.finish();
    return this.summary();
  }

  private get stopped(): boolean {
    return this.stoppedAt !== undefined;
  }

  private token(token: CST.Token): void {
    if (PASSING.has(token.type)) return;
    if (this.pending) {
      this.settle(token.type === 'document');
      if (this.stopped) return;
    }
    if (token.type === 'document') this.started++;
    if (token.type === 'directive') this.directed = true;
    for (const p of this.directives.next(token)) this.report(directiveDiagnostic(p, this.at));
    if (token.type === 'document' && !this.directed && this.unclaimed()) this.pending = token;
    else this.compose(token);
  }

  /** Reads the pending document: from its tokens when `direct` and it can, else composed. */
  private settle(direct: boolean): void {
    const doc = this.pending;
    if (!doc) return;
    this.pending = undefined;
    if (!(direct && this.readDirect(doc))) this.compose(doc);
  }

  /** True when the document was read from its tokens (or found empty). */
  private readDirect(doc: CST.Document): boolean {
    const empty = isBareEmpty(doc);
    const reading = empty ? undefined : readCstDocument(doc);
    if (!empty && !reading) return false;
    this.flush(); // the composer's documents come first
    if (this.stopped) return true;
    const index = this.index++;
    if (reading) {
      this.annotations++;
      this.visitor.document(this.loaded(index, reading.tree));
      this.afterDocument(reading.end);
    } else {
      if (!this.visitor.countIfFull?.(EMPTY))
        this.report(emptyDiagnostic(index, doc.offset, this.at));
      this.afterDocument(doc.offset + sourceLength(doc));
    }
    return true;
  }

  /** True when the composer surely holds no problem that the next document would claim. */
  private unclaimed(): boolean {
    if (!this.composerMayClaim) return true;
    const { errors, warnings } = this.composer.streamInfo();
    this.composerMayClaim = errors.length > 0 || warnings.length > 0;
    return !this.composerMayClaim;
  }

  private compose(token: CST.Token): void {
    // A composed document takes the problems before it; any other token (an error, a `...`,
    // a directive) may leave one for the next.
    const isDocument = token.type === 'document';
    this.composerMayClaim = !isDocument;
    if (isDocument) this.composerHolds = true;
    for (const doc of this.composer.next(token)) this.document(doc);
  }

  /** The documents the composer still holds, in order (it keeps one until the next). */
  private flush(): void {
    if (!this.composerHolds) return;
    this.composerHolds = false;
    for (const doc of this.composer.end()) if (!this.stopped) this.document(doc);
  }

  private document(doc: Document.Parsed): void {
    this.composed++;
    const index = this.index++;
    const read = readComposedDocument(doc, index, this.at, this.report);
    if (read.kind !== 'empty') this.annotations++;
    if (read.kind === 'read') this.visitor.document(this.loaded(index, read.tree));
    this.afterDocument(doc.range[2]);
  }

  private loaded(index: number, tree: Tree): LoadedDocument {
    const { lines, text } = this;
    return {
      index,
      value: tree.value as Record<string, unknown>,
      line: lines.linePos(tree.contents!.start).line,
      locate: (path, target) => toLineRange(locateSpan(tree, path, target), lines, text),
      placeOf: (container, key) => {
        const span = entrySpan(tree, container, key);
        return span && toLineRange(span, lines, text);
      },
    };
  }

  private afterDocument(end: number): void {
    if (this.visitor.enough?.()) this.stoppedAt = end;
  }

  private readonly report = (d: Diagnostic): void => this.visitor.diagnostic(d);

  /** A limit passed: the documents before this one are read, then reading stops. */
  private refuse(code: 'yaml.tooDeep' | 'yaml.tooLarge', offset: number): ReadSummary {
    this.settle(true);
    this.flush();
    if (!this.stopped) this.report(limitDiagnostic(code, this.started, offset, this.at));
    return { annotations: this.annotations + 1, composed: this.composed };
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
    const { annotations, composed, stoppedAt } = this;
    if (stoppedAt === undefined) return { annotations, composed };
    const rest = /\S/g;
    rest.lastIndex = stoppedAt;
    const next = rest.exec(this.text);
    return next
      ? { annotations, composed, stoppedAtLine: this.lines.linePos(next.index).line }
      : { annotations, composed };
  }
}

const EMPTY = { severity: 'warning', code: 'yaml.emptyDocument' } as const;

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
  for (const t of token.start) n += t.source.length;
  for (const t of token.end ?? []) n += t.source.length;
  return n;
}

/** Pure: every document and problem of a file at once (tests, `import`); see `readDocuments`. */
export function parseDocuments(text: string, file: string, options?: ReadOptions): ParsedFile {
  const documents: LoadedDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  const visitor: ReadVisitor = {
    diagnostic: (d) => diagnostics.push(d),
    document: (d) => documents.push(d),
  };
  const { annotations, composed } = readDocuments(text, file, visitor, options);
  return { documents, diagnostics, annotations, composed };
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
