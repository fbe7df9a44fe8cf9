// The `validate` pipeline: find files → per file (load, parse, checkDocument, place issues)
// → checks across files → one list of diagnostics. Values, never thrown. Per file, the fast
// path (js-yaml, for plain files that are wholly valid) answers first; `yaml` answers for the
// rest, and for every file when positions are wanted.
import type { LineRange } from '../load/source-map.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { findFiles, type FoundFile } from '../load/find-files.js';
import { checkDocumentSet } from './check-document-set.js';
import {
  byPosition,
  externalKeyOf,
  toPointer,
  validateFile,
  validateFileFast,
  type FileDocument,
  type FileReport,
} from './validate-file.js';
import { validateInWorkers, workersFor } from './validate-files-pool.js';

export interface ValidateOptions {
  /** PATHs are resolved against it and diagnostics name files relative to it. */
  cwd: string;
  /** Files are read only from inside it (the config file's folder); default `cwd`. */
  root?: string;
  /**
   * Worker threads for the files read through `yaml`; `auto` (default) starts some only when
   * there are many such files.
   */
  workers?: number | 'auto';
  /**
   * Every document with its `places`: the `yaml` path for every file. Without it, no document
   * has places (they are looked up when a diagnostic needs one).
   */
  positions?: boolean;
}

export interface ValidationResult {
  valid: boolean;
  files: number;
  /** Documents that are not empty, valid or not. */
  annotations: number;
  /** In file order, then by line and column; problems without a file first. */
  diagnostics: Diagnostic[];
  /** Texts of the files that have diagnostics, for code frames. */
  sources: Map<string, string>;
  /** Every map document, in file order. */
  documents: FileDocument[];
  /** The files read, by real path and shown path: code frames read them again through it. */
  found: FoundFile[];
}

/** Validates the files PATHs name; one bad file never hides the diagnostics of another. */
export async function validateFiles(
  paths: readonly string[],
  options: ValidateOptions,
): Promise<ValidationResult> {
  const found = await findFiles(paths, options.cwd, options.root);
  const reports = options.positions
    ? await fullPath(found.files, options)
    : await fastThenFull(found.files, options);
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = await checkAcrossFiles(documents, found.files, options);
  const order = new Map(reports.map((r, i) => [r.file, i]));
  const diagnostics = [
    ...found.diagnostics,
    ...[...reports.flatMap((r) => r.diagnostics), ...acrossFiles].sort(
      (a, b) => (order.get(a.file!) ?? 0) - (order.get(b.file!) ?? 0) || byPosition(a, b),
    ),
  ];
  const sources = new Map<string, string>();
  for (const r of reports) if (r.text !== undefined) sources.set(r.file, r.text);
  return {
    valid: !diagnostics.some((d) => d.severity === 'error'),
    files: found.files.length,
    annotations: reports.reduce((n, r) => n + r.annotations, 0),
    diagnostics,
    sources,
    documents,
    found: found.files,
  };
}

/**
 * The `yaml` path for every file (places only with `positions`), on worker threads when there
 * are many.
 */
async function fullPath(files: FoundFile[], options: ValidateOptions): Promise<FileReport[]> {
  const positions = options.positions === true;
  const threads =
    options.workers === undefined || options.workers === 'auto'
      ? workersFor(files.length)
      : options.workers;
  if (threads > 0) {
    return validateInWorkers(files, threads, positions).catch(() => inThread(files, positions));
  }
  return inThread(files, positions);
}

/**
 * The fast path in this thread (it reads 10,000 annotations in well under a second, less than
 * starting workers would cost), then the `yaml` path for the files it declined.
 */
async function fastThenFull(files: FoundFile[], options: ValidateOptions): Promise<FileReport[]> {
  const reports: (FileReport | undefined)[] = [];
  for (const f of files) reports.push(await validateFileFast(f));
  const declined = files.filter((_, i) => reports[i] === undefined);
  if (declined.length === 0) return reports as FileReport[];
  const full = await fullPath(declined, options);
  let k = 0;
  return reports.map((r) => r ?? full[k++]!);
}

async function inThread(files: FoundFile[], positions: boolean): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const f of files) reports.push(await validateFile(f, { skipFast: true, positions }));
  return reports;
}

/** Duplicate external keys (at each later copy, naming the first) and cycles among refs by key. */
async function checkAcrossFiles(
  documents: FileDocument[],
  files: FoundFile[],
  options: ValidateOptions,
): Promise<Diagnostic[]> {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  const involved = issues.flatMap(({ at, related }) => [at, ...(related ? [related] : [])]);
  await addPlaces(
    involved.filter((doc) => doc.places === undefined),
    files,
    options,
  );
  return issues.map(({ issue, at, related }) => {
    const pointer = toPointer(issue.path);
    const place = at.places?.[pointer] ?? at.places?.[''] ?? wholeLine(at);
    const other = related
      ? (related.places?.['/externalKey'] ?? related.places?.[''] ?? wholeLine(related))
      : undefined;
    const where = other ? `${related!.file}:${other.line}:${other.column}` : '';
    const named = issue.code === 'externalKey.duplicate' && other ? ` (first at ${where})` : '';
    return {
      severity: 'error' as const,
      code: issue.code,
      message: `${issue.message}${named}`,
      file: at.file,
      ...place,
      path: pointer,
      ...externalKeyOf(at.value),
      ...(other
        ? {
            related: {
              file: related!.file,
              line: other.line,
              column: other.column,
              message:
                issue.code === 'externalKey.duplicate'
                  ? 'the first annotation with this key'
                  : 'the next annotation of the cycle',
            },
          }
        : {}),
    };
  });
}

/**
 * Places for documents read without them (only a problem across files needs them): their
 * files again through the `yaml` path, which reads them the same (the differential test holds
 * it for the fast path), on worker threads when there are many.
 */
async function addPlaces(
  documents: FileDocument[],
  files: FoundFile[],
  options: ValidateOptions,
): Promise<void> {
  const wanted = new Set(documents.map((doc) => doc.file));
  if (wanted.size === 0) return;
  const again = await fullPath(
    files.filter((f) => wanted.has(f.relative)),
    { ...options, positions: true },
  );
  const byFile = new Map(again.map((r) => [r.file, r]));
  for (const doc of documents) {
    const place = byFile.get(doc.file)?.documents.find((d) => d.index === doc.index)?.places;
    if (place) doc.places = place;
  }
}

/** The document's first line, should its file have changed since it was read. */
function wholeLine(doc: FileDocument): LineRange {
  return { line: doc.line, column: 1, endLine: doc.line, endColumn: 2 };
}
