// The canonical form of an annotation file, as a pure function of its text: what `fmt` writes
// and what an editor's formatting (the language server's) returns. The layout is
// canonical-layout.ts's; this file reads the text within the reader's limits, lays out each
// document, and holds the result to the form's guarantees before it hands it back: every
// document reads as the same data, no comment is lost, and formatting the result again
// changes nothing. Text that breaks YAML, or that could not keep them, is refused with
// diagnostics and left to the caller as it was.
import { isDeepStrictEqual } from 'node:util';
import { Composer, isScalar, Lexer, LineCounter, Parser } from 'yaml';
import type { Document } from 'yaml';
import type { Diagnostic } from '../model/diagnostic.js';
import { layOutDocument } from './canonical-layout.js';
import { controlCharacters } from './control-characters.js';
import { MAX_ALIAS_COUNT, MAX_DEPTH } from './document-limits.js';
import { opensEntry, readDocuments } from './parse-documents.js';
import { overSizeLimit } from './read-source.js';

/** Documents in one file `fmt` lays out; more is refused (an annotation file holds dozens). */
const MAX_FORMAT_DOCUMENTS = 10_000;

export type FormatResult =
  /** The canonical text; `changed` false when it is the text given. */
  | { kind: 'formatted'; text: string; changed: boolean }
  /** Not formatted: the text is not YAML that can be formatted; why, as diagnostics. */
  | { kind: 'refused'; diagnostics: Diagnostic[] };

export interface FormatOptions {
  /** Names the file in diagnostics (default `<stdin>`). */
  file?: string;
}

/**
 * Pure: the canonical form of one YAML file's text (see docs/file-format.md, "Canonical
 * form"). Refuses, with the reader's own diagnostics, text with a YAML error (a file with
 * schema or rule errors is formatted: formatting fixes layout, not content), text past the
 * reader's limits, and text whose layout would not keep its data and comments. Never throws;
 * linear in the text.
 */
export function formatYamlText(text: string, options: FormatOptions = {}): FormatResult {
  const file = options.file ?? '<stdin>';
  const over = overSizeLimit(Buffer.byteLength(text, 'utf8'), file);
  if (over) return { kind: 'refused', diagnostics: [over] };
  // Counted before anything is read: a file of a million `---` is refused at once.
  if (documentStarts(text) > MAX_FORMAT_DOCUMENTS) return refusal(file, tooManyDocuments());
  try {
    let read = quickRead(text);
    if (read === undefined) {
      // Something the quick way does not take: the reader says whether it is a YAML error.
      const errors = yamlErrors(text, file);
      if (errors.length > 0) return { kind: 'refused', diagnostics: errors };
      read = composeAll(text);
    }
    if (read === undefined) return refusal(file, tooManyDocuments());
    if (read.length === 0) return { kind: 'formatted', text, changed: false };
    const out = layOut(read);
    if (out === text) return { kind: 'formatted', text, changed: false };
    // The layout changes styles, comments and order, never a value: the data read before.
    const why = brokenGuarantee(text, read.map(dataOf), out);
    return why === undefined ? { kind: 'formatted', text: out, changed: true } : refusal(file, why);
  } catch (error) {
    return refusal(file, `the formatter failed (${(error as Error).message})`);
  }
}

/**
 * Lines that open a document (`---` at the start of a line): at least the documents after the
 * first. A block scalar's own `---` line counts too, which only makes a file refused sooner.
 */
function documentStarts(text: string): number {
  let count = 0;
  const start = /^---(?=[ \t\r\n]|$)/gm;
  while (start.exec(text) !== null) if (++count > MAX_FORMAT_DOCUMENTS) break;
  return count;
}

/** Entries (keys and items) of one document the quick way takes; more go to the reader. */
const QUICK_ENTRIES = 1_000;

/**
 * The documents of text the way annotation files are written, read in one pass by `yaml`
 * alone; undefined for anything else (an error or a warning, a directive, an alias, a
 * duplicate key, a character YAML does not allow, nesting past MAX_DEPTH, a large document):
 * the reader then decides, within its limits, as `validate` does.
 */
function quickRead(text: string): Document.Parsed[] | undefined {
  if (controlCharacters(text, '').length > 0) return undefined;
  const parser = new Parser();
  const composer = new Composer({ ...COMPOSE_OPTIONS, uniqueKeys: true });
  const docs: Document.Parsed[] = [];
  const take = (doc: Document.Parsed): boolean => {
    docs.push(doc);
    return (
      doc.errors.length === 0 && doc.warnings.length === 0 && docs.length <= MAX_FORMAT_DOCUMENTS
    );
  };
  let entries = 0;
  for (const lexeme of new Lexer().lex(text)) {
    if (lexeme === '---') entries = 0;
    else if (opensEntry(lexeme) && ++entries > QUICK_ENTRIES) return undefined;
    else if (lexeme[0] === '*' || lexeme[0] === '%') return undefined;
    for (const token of parser.next(lexeme)) {
      if (token.type === 'directive' || token.type === 'error') return undefined;
      for (const doc of composer.next(token)) if (!take(doc)) return undefined;
    }
    if (parser.stack.length > MAX_DEPTH) return undefined;
  }
  for (const token of parser.end())
    for (const doc of composer.next(token)) if (!take(doc)) return undefined;
  for (const doc of composer.end()) if (!take(doc)) return undefined;
  return docs;
}

/** The problems that stop formatting: any YAML error but a document that is no map of fields. */
function yamlErrors(text: string, file: string): Diagnostic[] {
  const errors: Diagnostic[] = [];
  let more = 0;
  const read = readDocuments(text, file, {
    diagnostic: (d) => {
      if (d.severity !== 'error' || FORMATTABLE.has(d.code)) return;
      if (errors.length < MAX_SHOWN_ERRORS) errors.push(d);
      else more++;
    },
    document: () => {},
    // One error is enough to refuse; a hundred say what is wrong; reading stops there.
    enough: () => errors.length >= MAX_SHOWN_ERRORS,
  });
  if (more > 0 || read.stoppedAtLine !== undefined) {
    const where =
      read.stoppedAtLine === undefined ? '' : ` (reading stopped at line ${read.stoppedAtLine})`;
    errors.push({
      severity: 'error',
      code: 'fmt.notFormatted',
      message: `more YAML errors than these ${MAX_SHOWN_ERRORS}${where}; validate lists them`,
      file,
    });
  }
  return errors;
}

/** The errors of a refused text shown in full; the rest are said in one line. */
const MAX_SHOWN_ERRORS = 100;

/** YAML errors of a file that is YAML all the same: its layout can still be made canonical. */
const FORMATTABLE = new Set(['yaml.notAMap', 'yaml.keyNotString']);

const COMPOSE_OPTIONS = {
  schema: 'core',
  version: '1.2',
  uniqueKeys: false,
  keepSourceTokens: false,
} as const;

/** Every document of the text (undefined past MAX_FORMAT_DOCUMENTS), read as the reader reads them. */
function composeAll(text: string): Document.Parsed[] | undefined {
  const composer = new Composer(COMPOSE_OPTIONS);
  const docs: Document.Parsed[] = [];
  const lines = new LineCounter();
  for (const token of new Parser(lines.addNewLine).parse(text)) {
    for (const doc of composer.next(token)) docs.push(doc);
    if (docs.length > MAX_FORMAT_DOCUMENTS) return undefined;
  }
  for (const doc of composer.end()) docs.push(doc);
  return docs.length > MAX_FORMAT_DOCUMENTS ? undefined : docs;
}

function dataOf(doc: Document.Parsed): unknown {
  return doc.toJS({ mapAsMap: true, maxAliasCount: MAX_ALIAS_COUNT });
}

/** The documents laid out and written, `---` between them. */
function layOut(docs: readonly Document.Parsed[]): string {
  const parts = docs.map((doc, index) => {
    layOutDocument(doc, index === 0);
    return renderDocument(doc);
  });
  // A first document that is empty needs its `---`, or the next one would take its place.
  return (parts[0] === '' ? '---\n' : '') + parts.join('---\n');
}

function renderDocument(doc: Document.Parsed): string {
  if (isEmptyNode(doc.contents)) {
    const comments = [doc.commentBefore, doc.comment].filter((c) => typeof c === 'string' && c);
    return comments
      .flatMap((c) => c!.split('\n'))
      .map((line) => `#${line}\n`)
      .join('');
  }
  const text = doc.toString({
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    flowCollectionPadding: false,
  });
  // A blank line of a block scalar is written with its indentation; editors strip it.
  return text.replace(/^[ \t]+$/gm, '');
}

/** No content at all (a `---` with nothing after it reads as an empty null scalar). */
function isEmptyNode(contents: unknown): boolean {
  if (contents === null) return true;
  return (
    isScalar(contents) &&
    contents.value === null &&
    contents.range !== undefined &&
    contents.range !== null &&
    contents.range[0] === contents.range[1] &&
    !contents.comment
  );
}

/**
 * Why the laid-out text `out` breaks a guarantee of the form, or undefined when it keeps them
 * all: the same documents as data, every comment of `text`, and `out` canonical itself.
 */
function brokenGuarantee(
  text: string,
  before: readonly unknown[],
  out: string,
): string | undefined {
  const again = composeAll(out);
  if (again === undefined || again.some((doc) => doc.errors.length > 0))
    return 'its canonical form would not be valid YAML';
  if (!isDeepStrictEqual(again.map(dataOf), before))
    return 'its canonical form would not read as the same data';
  if (!isDeepStrictEqual(commentsOf(out), commentsOf(text)))
    return 'its canonical form would lose or change a comment';
  if (layOut(again) !== out) return 'its layout does not settle in one pass';
  return undefined;
}

/** The text of every comment (after `#`, without trailing blanks), sorted. */
export function commentsOf(text: string): string[] {
  const comments: string[] = [];
  let previous = '';
  for (const lexeme of new Lexer().lex(text)) {
    // A scalar's text follows the lexer's scalar mark (\x1f): a `#` there is no comment.
    if (lexeme.startsWith('#') && previous !== '\x1f') comments.push(lexeme.slice(1).trimEnd());
    previous = lexeme;
  }
  return comments.sort();
}

function tooManyDocuments(): string {
  return `it holds more than ${MAX_FORMAT_DOCUMENTS.toLocaleString('en-US')} documents (an annotation file holds dozens)`;
}

function refusal(file: string, why: string): FormatResult {
  return {
    kind: 'refused',
    diagnostics: [
      {
        severity: 'error',
        code: 'fmt.notFormatted',
        message: `not formatted: ${why}; the file is left as it is`,
        file,
        line: 1,
        column: 1,
      },
    ],
  };
}
