// One file, start to finish: load, parse, check each document, place each issue in the file.
// Its result is plain data, so a worker thread can compute it and post it back. A file that
// the fast path reads whole and finds valid has no diagnostics and no places to compute.
import type { Diagnostic, RuleIssue } from '../model/diagnostic.js';
import { hasControlCharacters } from '../load/control-characters.js';
import { fastDocuments } from '../load/fast-documents.js';
import type { FoundFile } from '../load/find-files.js';
import { loadText, type LoadedFile } from '../load/load-file.js';
import type { LoadedDocument } from '../load/parse-documents.js';
import { readSource } from '../load/read-source.js';
import type { LineRange } from '../load/source-map.js';
import { checkDocument } from './check-document.js';

/** A map document of a file, with what the checks across files need. */
export interface FileDocument {
  file: string;
  /** 0-based position among the file's documents. */
  index: number;
  /** First line of the document's content. */
  line: number;
  value: Record<string, unknown>;
  /** True when the document broke no rule of its own. */
  valid: boolean;
  /**
   * Every field's place, by JSON pointer. Only when positions were asked for: absent for a
   * document read by the fast path (no parse tree) and for one of a file it declined;
   * `validateFile(found, { positions: true })` gives them.
   */
  places?: Record<string, LineRange>;
}

export interface FileReport {
  file: string;
  /** The file's text when it has diagnostics (code frames quote it). */
  text?: string;
  annotations: number;
  diagnostics: Diagnostic[];
  documents: FileDocument[];
}

export interface ValidateFileOptions {
  /** Every document with its places (plan, apply): always the `yaml` path. */
  positions?: boolean;
  /**
   * The `yaml` path without trying the fast path first (it has declined the file already);
   * places only with `positions`.
   */
  skipFast?: boolean;
}

/** Never rejects: every failure is a diagnostic of this file. */
export async function validateFile(
  found: FoundFile,
  options: ValidateFileOptions = {},
): Promise<FileReport> {
  const source = await readSource(found.absolute, found.relative);
  if ('diagnostic' in source) return unreadable(found, source.diagnostic);
  return validateText(source.text, found.relative, options);
}

/**
 * The fast path alone: a report when js-yaml reads every document and every document breaks
 * no rule (where the `yaml` path would agree: no diagnostic at all), or when the file cannot
 * be read; undefined otherwise, for `validateFile(found, { positions: true })` to answer.
 * Never rejects.
 */
export async function validateFileFast(found: FoundFile): Promise<FileReport | undefined> {
  const source = await readSource(found.absolute, found.relative);
  if ('diagnostic' in source) return unreadable(found, source.diagnostic);
  return validateTextFast(source.text, found.relative);
}

/** Pure: one file's text already read; the fast path first unless positions are wanted. */
export function validateText(
  text: string,
  file: string,
  options: ValidateFileOptions = {},
): FileReport {
  const fast = options.positions || options.skipFast ? undefined : validateTextFast(text, file);
  return fast ?? fullReport(loadText(text, file), options.positions === true);
}

/** Pure: the fast path over one file's text, or undefined when it declines. */
export function validateTextFast(text: string, file: string): FileReport | undefined {
  // A character YAML forbids is an error the `yaml` path reports (js-yaml takes a lone CR).
  if (hasControlCharacters(text)) return undefined;
  const docs = fastDocuments(text);
  if (!docs || !docs.every((doc) => checkDocument(doc.value).length === 0)) return undefined;
  return {
    file,
    annotations: docs.length,
    diagnostics: [],
    documents: docs.map((doc) => ({ file, ...doc, valid: true })),
  };
}

function unreadable(found: FoundFile, diagnostic: Diagnostic): FileReport {
  return { file: found.relative, annotations: 0, diagnostics: [diagnostic], documents: [] };
}

function fullReport(loaded: LoadedFile, withPlaces: boolean): FileReport {
  const diagnostics = [...loaded.diagnostics];
  const documents = loaded.documents.map((doc) => {
    const issues = checkDocument(doc.value);
    for (const issue of issues) diagnostics.push(placeIssue(issue, doc, loaded.file));
    return {
      file: loaded.file,
      index: doc.index,
      line: doc.line,
      value: doc.value,
      valid: issues.length === 0,
      ...(withPlaces ? { places: placesOf(doc) } : {}),
    };
  });
  diagnostics.sort(byPosition);
  return {
    file: loaded.file,
    ...(diagnostics.length > 0 && loaded.text !== undefined ? { text: loaded.text } : {}),
    annotations: loaded.annotations,
    diagnostics,
    documents,
  };
}

/** A rule issue of a document → a diagnostic at its place in the file. */
export function placeIssue(issue: RuleIssue, doc: LoadedDocument, file: string): Diagnostic {
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

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

function placesOf(doc: LoadedDocument): Record<string, LineRange> {
  // Every field's place, so later stages (plan diagnostics, a 400's details mapped back by
  // apply) can point at a line without the parse tree, which does not cross worker threads.
  const places: Record<string, LineRange> = { '': doc.locate([], 'parent') };
  for (const [key, value] of Object.entries(doc.value)) {
    places[`/${key}`] = doc.locate([key]);
    if (key === 'scope' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const member of Object.keys(value))
        places[`/scope/${member}`] = doc.locate([key, member]);
    }
    if (key === 'refs' && Array.isArray(value)) {
      value.forEach((ref, i) => {
        places[`/refs/${i}`] = doc.locate(['refs', i]);
        if (ref && typeof ref === 'object') {
          for (const field of Object.keys(ref))
            places[`/refs/${i}/${field}`] = doc.locate(['refs', i, field]);
        }
      });
    }
  }
  return places;
}
