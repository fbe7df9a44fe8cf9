// The `validate` pipeline: find files → per file (load, parse, checkDocument, place issues)
// → checks across files → one list of diagnostics. Values, never thrown.
import type { Diagnostic } from '../model/diagnostic.js';
import { findFiles } from '../load/find-files.js';
import { checkDocumentSet } from './check-document-set.js';
import {
  byPosition,
  externalKeyOf,
  toPointer,
  validateFile,
  type FileDocument,
  type FileReport,
} from './validate-file.js';
import { validateInWorkers, workersFor } from './validate-files-pool.js';

export interface ValidateOptions {
  /** PATHs are resolved against it and diagnostics name files relative to it. */
  cwd: string;
  /** Worker threads; `auto` (default) starts some only when there are many files. */
  workers?: number | 'auto';
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
}

/** Validates the files PATHs name; one bad file never hides the diagnostics of another. */
export async function validateFiles(
  paths: readonly string[],
  options: ValidateOptions,
): Promise<ValidationResult> {
  const found = await findFiles(paths, options.cwd);
  const threads =
    options.workers === undefined || options.workers === 'auto'
      ? workersFor(found.files.length)
      : options.workers;
  let reports: FileReport[];
  if (threads > 0) {
    reports = await validateInWorkers(found.files, threads).catch(() => inThread(found.files));
  } else {
    reports = await inThread(found.files);
  }
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = checkAcrossFiles(documents);
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
  };
}

async function inThread(files: Parameters<typeof validateFile>[0][]): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const f of files) reports.push(await validateFile(f));
  return reports;
}

/** Duplicate external keys (at each later copy, naming the first) and cycles among refs by key. */
function checkAcrossFiles(documents: FileDocument[]): Diagnostic[] {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  return issues.map(({ issue, at, related }) => {
    const pointer = toPointer(issue.path);
    const place = at.places[pointer] ?? at.places['']!;
    const other = related ? (related.places['/externalKey'] ?? related.places['']!) : undefined;
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
