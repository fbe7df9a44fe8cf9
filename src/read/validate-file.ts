// One file, start to finish: read, parse, check each document as it is read, place each issue
// in the file. Its result is plain data (a worker thread computes it and posts it back), with
// the places of every document's fields, so nothing later reads the file again for a line.
import type { FoundFile } from './find-files.js';
import { readDocuments, type LoadedDocument } from '../load/parse-documents.js';
import { readSource, sourceOfText, type SourceText } from '../load/read-source.js';
import { findContinuedItems } from '../load/continued-items.js';
import { hintYamlSlips } from '../load/yaml-slips.js';
import type { Diagnostic, Excerpt, RuleIssue } from '../model/diagnostic.js';
// Not the index: it would bring the request validator (the emulator's) into validate's start-up.
import { checkDocument, DOCUMENT_FIELDS } from '../validate/check-document.js';
import { ACROSS_FILES_PLACES, acrossFilesView } from '../validate/across-files-view.js';
import { FileDiagnostics, type Omitted } from './diagnostic-caps.js';
import { excerptOf } from './excerpts.js';
import { joinPlaces, placeLine, type Places } from './places.js';

/** A map document of a file, with what the checks across files and the planner need. */
export interface FileDocument {
  file: string;
  /** 0-based position among the file's documents. */
  index: number;
  /** First line of the document's content. */
  line: number;
  value: Record<string, unknown>;
  /** True when the document broke no rule of its own. */
  valid: boolean;
  /** Where the fields the format knows sit (see `placesOf`; read them with `placeAt`). */
  places: Places;
}

/**
 * What of each document's value a report keeps: all of it (plan and apply need it), or what
 * the checks across files read (`acrossFilesView`: all that `validate` needs).
 */
export type KeepValues = 'whole' | 'checks';

export interface FileReport {
  file: string;
  annotations: number;
  /** At most MAX_PER_FILE, by line and column. */
  diagnostics: Diagnostic[];
  /** Diagnostics over the cap: counted, not kept. */
  omitted?: Omitted;
  /** The lines code frames quote: those around the diagnostics kept. */
  excerpt?: Excerpt;
  documents: FileDocument[];
}

/** Never rejects: every failure is a diagnostic of this file. */
export async function validateFile(
  found: FoundFile,
  keep: KeepValues = 'whole',
): Promise<FileReport> {
  return validateSource(await readSource(found.absolute, found.relative), found.relative, keep);
}

/** Pure: an editor's text of a file (unsaved), checked as the file on disk would be. */
export function validateEditorText(
  text: string,
  file: string,
  keep: KeepValues = 'whole',
): FileReport {
  return validateSource(sourceOfText(text, file), file, keep);
}

function validateSource(source: SourceText, file: string, keep: KeepValues): FileReport {
  if ('diagnostic' in source)
    return { file, annotations: 0, diagnostics: [source.diagnostic], documents: [] };
  return validateText(source.text, file, keep);
}

/** Pure: one file's text already read. */
export function validateText(text: string, file: string, keep: KeepValues = 'whole'): FileReport {
  const found = new FileDiagnostics();
  const documents: FileDocument[] = [];
  let annotations = 0;
  let stoppedAtLine: number | undefined;
  try {
    ({ annotations, stoppedAtLine } = readDocuments(text, file, {
      diagnostic: (d) => found.add(d),
      countIfFull: (d) => found.countIfFull(d),
      document: (doc) => {
        const issues = checkDocument(doc.value);
        for (const issue of issues)
          if (!found.countIfFull({ severity: 'error', code: issue.code }))
            found.add(placeIssue(issue, doc, file));
        documents.push({
          file,
          index: doc.index,
          line: doc.line,
          value: keep === 'whole' ? doc.value : acrossFilesView(doc.value),
          valid: issues.length === 0,
          places: placesOf(doc, keep === 'whole' ? ALL_FIELDS : CHECKED_FIELDS),
        });
      },
      enough: () => found.hopeless,
    }));
  } catch (error) {
    // The reader should never throw; if it does, this file says so and the others go on.
    found.add({
      severity: 'error',
      code: 'yaml.syntax',
      message: `the YAML parser failed: ${(error as Error).message}`,
      file,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2,
    });
  }
  findContinuedItems(text, file, (d) => {
    if (!found.countIfFull(d)) found.add(d);
  });
  const result = found.result(stoppedAtLine);
  const diagnostics = hintYamlSlips(result.diagnostics, text);
  const omitted = result.omitted;
  return {
    file,
    annotations,
    diagnostics,
    ...(omitted ? { omitted } : {}),
    ...(diagnostics.length > 0 ? { excerpt: excerptOf(text, diagnostics) } : {}),
    documents,
  };
}

/** A rule issue of a document → a diagnostic at its place in the file. */
function placeIssue(issue: RuleIssue, doc: LoadedDocument, file: string): Diagnostic {
  return {
    severity: 'error',
    code: issue.code,
    message: issue.message,
    file,
    ...doc.locate(issue.path, issue.target),
    path: toPointer(issue.path),
    ...externalKeyOf(doc.value),
  };
}

/** RFC 6901: `['refs', 2, 'value']` → `/refs/2/value`. */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function externalKeyOf(value: unknown): { externalKey?: string } {
  const key = (value as { externalKey?: unknown } | null)?.externalKey;
  return typeof key === 'string' ? { externalKey: key } : {};
}

/** Refs whose places are kept: as many as a valid document may have. */
const MAX_REFS = 50;

/** Fields by where they sit (the document, `scope`, a ref), each with its pointer. */
type PlaceFields = Record<'document' | 'scope' | 'refs', Map<string, string>>;

/** Each field's pointer, by name (built once: each document has them). */
function pointersOf(fields: Readonly<Record<keyof PlaceFields, readonly string[]>>): PlaceFields {
  const pointers = (names: readonly string[]) =>
    new Map(names.map((name) => [name, toPointer([name])]));
  return {
    document: pointers(fields.document),
    scope: pointers(fields.scope),
    refs: pointers(fields.refs),
  };
}

/** Every field the format knows: what plan and apply may ask about. */
const ALL_FIELDS = pointersOf(DOCUMENT_FIELDS);
/** What the checks across files may ask about (all that `validate` needs). */
const CHECKED_FIELDS = pointersOf(ACROSS_FILES_PLACES);
const SCOPE_POINTER = toPointer(['scope']);
const REFS_POINTER = toPointer(['refs']);

/**
 * The places later stages may ask about (a plan diagnostic, a 400's details mapped back by
 * apply, a problem across files): the document, each of `fields` it holds (at its root, in
 * `scope`, in each of the first MAX_REFS refs) and those refs. Bounded whatever the document
 * holds, so a hostile file cannot make them large. Each is read from its container's entries
 * (`placeOf`), as `locate` would find it walking from the root.
 */
function placesOf(doc: LoadedDocument, fields: PlaceFields): Places {
  const lines = ['', placeLine('', doc.locate([], 'parent'))];
  const add = (
    pointer: string,
    container: object,
    key: string | number,
    parent: (string | number)[],
  ) => lines.push(placeLine(pointer, doc.placeOf(container, key) ?? doc.locate([...parent, key])));
  const { value } = doc;
  for (const [key, pointer] of fields.document)
    if (Object.hasOwn(value, key)) add(pointer, value, key, []);
  const { scope, refs } = value;
  if (fields.scope.size > 0 && isObject(scope)) {
    for (const [member, pointer] of fields.scope)
      if (Object.hasOwn(scope, member)) add(`${SCOPE_POINTER}${pointer}`, scope, member, ['scope']);
  }
  if (Array.isArray(refs)) {
    const kept = Math.min(refs.length, MAX_REFS);
    for (let i = 0; i < kept; i++) {
      const at = `${REFS_POINTER}/${i}`;
      add(at, refs, i, ['refs']);
      const ref: unknown = refs[i];
      if (!isObject(ref)) continue;
      for (const [field, pointer] of fields.refs)
        if (Object.hasOwn(ref, field)) add(`${at}${pointer}`, ref, field, ['refs', i]);
    }
  }
  return joinPlaces(lines);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
