// The file pipeline: find files → per file (read, parse, check each document, place each
// issue, keep the places of its fields) → checks across files → one bounded list of
// diagnostics. Values, never thrown. Every file goes through the one YAML reader; many files
// are read on worker threads.
import { availableParallelism } from 'node:os';
import { findFiles, type FoundFile, type FoundFiles } from './find-files.js';
import type {
  Diagnostic,
  Excerpt,
  OmittedDiagnostics,
  OmittedInFile,
} from '../model/diagnostic.js';
import { checkDocumentSet, type SetIssue } from '../validate/check-document-set.js';
import { planLookAhead } from '../validate/plan-look-ahead.js';
import {
  addOmitted,
  byPosition,
  count,
  MAX_PER_FILE,
  MAX_PER_RUN,
  type Omitted,
} from './diagnostic-caps.js';
import {
  externalKeyOf,
  toPointer,
  validateFile,
  type FileDocument,
  type FileReport,
  type KeepValues,
} from './validate-file.js';
import { placeAt } from './places.js';

export interface ValidateOptions {
  /** PATHs are resolved against it and diagnostics name files relative to it. */
  cwd: string;
  /** Files are read only from inside it (the config file's folder); default `cwd`. */
  root?: string;
  /** Worker threads; `auto` (default) starts some only when there are many files. */
  workers?: number | 'auto';
  /** Also warn of what plan may refuse that the files show (for a check without a server). */
  lookAhead?: boolean;
  /**
   * What of each document's value `documents` keeps: `whole` (default), or `checks`, what the
   * checks across files read (a run that needs no more moves less from its worker threads).
   */
  keep?: KeepValues;
  /** Stops the read: no file is started once it aborts, and the read rejects with its reason. */
  signal?: AbortSignal;
}

export interface ValidationResult {
  valid: boolean;
  files: number;
  /** Documents that are not empty, valid or not. */
  annotations: number;
  /**
   * In file order, then by line and column; problems without a file first. At most
   * MAX_PER_FILE of a file and MAX_PER_RUN in all; `omitted` counts the rest.
   */
  diagnostics: Diagnostic[];
  omitted?: OmittedDiagnostics;
  /** Lines around the diagnostics of each file, for code frames. */
  excerpts: Map<string, Excerpt>;
  /** Every map document, in file order, each with its places (its value as `keep` says). */
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
  return combineReports(found, await readAll(found.files, options), options.lookAhead ?? false);
}

/**
 * Pure: the run's result from its files' reports (in found order): the checks across files,
 * each file's cap again, the run's cap. A run that keeps its reports (the language server)
 * validates again only a changed file, then this.
 */
export function combineReports(
  found: FoundFiles,
  reports: readonly FileReport[],
  lookAhead: boolean,
): ValidationResult {
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = new Map<string, Diagnostic[]>();
  for (const d of checkAcrossFiles(documents, lookAhead)) {
    const list = acrossFiles.get(d.file!);
    if (list) list.push(d);
    else acrossFiles.set(d.file!, [d]);
  }
  const run = new RunDiagnostics();
  for (const d of found.diagnostics) run.add(d);
  for (const r of reports) run.addFile(r, acrossFiles.get(r.file) ?? []);
  const excerpts = new Map<string, Excerpt>();
  for (const r of reports) if (r.excerpt) excerpts.set(r.file, r.excerpt);
  const { diagnostics, omitted } = run.result();
  return {
    valid: !diagnostics.some((d) => d.severity === 'error') && !(omitted && omitted.errors > 0),
    files: found.files.length,
    annotations: reports.reduce((n, r) => n + r.annotations, 0),
    diagnostics,
    ...(omitted ? { omitted } : {}),
    excerpts,
    documents,
    found: found.files,
  };
}

/** Reports as they are read, before the rest: `start` is the index of the first in `files`. */
export type OnReports = (start: number, reports: readonly FileReport[]) => void;

/**
 * Every file, on worker threads when there are many (parsing is most of the work).
 * `onReports` is told each batch as it comes back, in no particular order (a file may be told
 * twice when the threads fail and this thread reads the files again).
 */
export async function readAll(
  files: FoundFile[],
  options: ValidateOptions,
  onReports?: OnReports,
): Promise<FileReport[]> {
  const threads =
    options.workers === undefined || options.workers === 'auto'
      ? workersFor(files.length)
      : options.workers;
  const keep = options.keep ?? 'whole';
  const { signal } = options;
  if (threads === 0) return inThread(files, keep, onReports, signal);
  // Loaded only now: a run of a few files never loads the thread machinery.
  const { validateInWorkers } = await import('./validate-files-pool.js');
  return validateInWorkers(files, threads, keep, { onReports, signal }).catch((error: unknown) => {
    // Stopped: no file more. Threads that failed: this thread reads the files instead.
    if (signal?.aborted) throw error;
    return inThread(files, keep, onReports, signal);
  });
}

/**
 * Starts now the threads a coming read of many files will take (validate-files-pool.ts): two
 * (a small machine's; a larger read starts the rest itself), none where reads stay in this
 * thread. Resolves to what ends those no read took.
 */
export async function startWorkersAhead(): Promise<() => void> {
  const count = Math.min(2, workersFor(Number.MAX_SAFE_INTEGER));
  if (count === 0) return () => {};
  const pool = await import('./validate-files-pool.js');
  pool.startWorkersAhead(count);
  return pool.endWorkersAhead;
}

/** Below this many files, starting threads costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 48;

/** Threads worth starting for `files` files: 0 means work in this thread. */
export function workersFor(files: number): number {
  // Workers run the pool module's bundled file; from TypeScript sources (tests) they cannot.
  if (!import.meta.url.endsWith('.js') || files < MIN_FILES_FOR_WORKERS) return 0;
  return Math.max(0, Math.min(availableParallelism(), 8, Math.floor(files / 24)));
}

async function inThread(
  files: FoundFile[],
  keep: KeepValues,
  onReports: OnReports | undefined,
  signal: AbortSignal | undefined,
): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const f of files) {
    signal?.throwIfAborted();
    const report = await validateFile(f, keep);
    onReports?.(reports.length, [report]);
    reports.push(report);
  }
  return reports;
}

/** A run's diagnostics: each file's capped again with its problems across files, then the run's cap. */
class RunDiagnostics {
  private readonly kept: Diagnostic[] = [];
  private total: Omitted | undefined;
  private readonly files: OmittedInFile[] = [];

  add(d: Diagnostic): void {
    if (this.kept.length < MAX_PER_RUN) this.kept.push(d);
    else this.total = count(this.total, d);
  }

  addFile(report: FileReport, acrossFiles: Diagnostic[]): void {
    let omitted: Omitted | undefined = report.omitted && {
      ...report.omitted,
      codes: { ...report.omitted.codes },
    };
    let all = report.diagnostics;
    if (acrossFiles.length > 0) {
      all = [...all, ...acrossFiles].sort(byPosition);
      for (const d of all.slice(MAX_PER_FILE)) omitted = count(omitted, d);
      all = all.slice(0, MAX_PER_FILE);
    }
    const room = Math.max(0, MAX_PER_RUN - this.kept.length);
    for (const d of all.slice(room)) omitted = count(omitted, d);
    this.kept.push(...all.slice(0, room));
    if (!omitted) return;
    this.total = addOmitted(this.total, { ...omitted, stoppedAtLine: undefined });
    const { errors, warnings, codes, stoppedAtLine } = omitted;
    this.files.push({
      file: report.file,
      errors,
      warnings,
      codes,
      ...(stoppedAtLine === undefined ? {} : { stoppedAtLine }),
    });
  }

  result(): { diagnostics: Diagnostic[]; omitted?: OmittedDiagnostics } {
    if (!this.total) return { diagnostics: this.kept };
    const { errors, warnings, codes } = this.total;
    return { diagnostics: this.kept, omitted: { errors, warnings, codes, files: this.files } };
  }
}

/**
 * Duplicate external keys (at each later copy, naming the first) and cycles among refs by key;
 * with `lookAhead`, warnings of what plan may refuse among the valid documents.
 */
function checkAcrossFiles(documents: FileDocument[], lookAhead: boolean): Diagnostic[] {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  const errors = issues.map((issue) => placeSetIssue(issue, 'error'));
  if (!lookAhead) return errors;
  const valid = documents.filter((doc) => doc.valid).map((doc) => ({ value: doc.value, at: doc }));
  return [...errors, ...planLookAhead(valid).map((issue) => placeSetIssue(issue, 'warning'))];
}

/** An issue across files → a diagnostic at its document's place, naming the related one. */
function placeSetIssue(
  { issue, at, related }: SetIssue<FileDocument>,
  severity: Diagnostic['severity'],
): Diagnostic {
  const pointer = toPointer(issue.path);
  const place = placeAt(at.places, pointer) ?? placeAt(at.places, '') ?? wholeLine(at);
  const other = related
    ? (placeAt(related.places, '/externalKey') ?? placeAt(related.places, '') ?? wholeLine(related))
    : undefined;
  const where = other ? `${related!.file}:${other.line}:${other.column}` : '';
  const named = issue.code === 'externalKey.duplicate' && other ? ` (first at ${where})` : '';
  return {
    severity,
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
}

/** The document's first line, should a place be missing. */
function wholeLine(doc: FileDocument) {
  return { line: doc.line, column: 1, endLine: doc.line, endColumn: 2 };
}
