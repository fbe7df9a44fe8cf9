// `fmt`'s work on the files of a run: find them as `validate` does (the PATH option, else the
// config's include; only the repository's own regular files), and make each one's canonical
// form (read/format-files.ts). Nothing is written here (write-formatted.ts does that), so a
// check, a diff and a rewrite see exactly the same result. Never prints.
import { relative, resolve, sep } from 'node:path';
import { sourceOfBytes, sourceOfText } from '../../load/read-source.js';
import type { Diagnostic, Excerpt } from '../../model/diagnostic.js';
import { findFiles } from '../../read/find-files.js';
import { repositoryOf } from '../../read/git/repository.js';
import { formatSource, type FormattedFound } from '../../read/format-file.js';
import { formatFiles } from '../../read/format-files.js';
import type { RunContext } from '../run/context.js';
import { namedPaths } from '../session/read-files.js';

export type { FormattedFound };

export interface FormatRun {
  files: FormattedFound[];
  /** Lines around each file's errors, for code frames. */
  excerpts: Map<string, Excerpt>;
}

/**
 * The canonical form of every file of the run, in the order `validate` reads them. Stops with
 * an InterruptedError when `stop` is aborted; reads, never writes.
 */
export async function formatAnnotationFiles(
  ctx: RunContext,
  stop: AbortSignal = ctx.signal,
): Promise<FormatRun> {
  const found = await findFiles(namedPaths(ctx), ctx.cwd);
  const files: FormattedFound[] = [];
  const excerpts = new Map<string, Excerpt>();
  for (const [file, diagnostics] of byFile(found.diagnostics))
    files.push({ path: file, changed: false, errors: diagnostics });
  for (const report of await formatFiles(found.files, stop)) {
    if (report.excerpt) excerpts.set(report.file.path, report.excerpt);
    files.push(report.file);
  }
  return { files, excerpts };
}

function byFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const map = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = d.file ?? '';
    const list = map.get(key);
    if (list === undefined) map.set(key, [d]);
    else list.push(d);
  }
  return map;
}

/**
 * Bytes given whole (stdin's), and how many there were: past the size limit the reading stops
 * (`stopped`) and they need not be kept.
 */
export interface GivenBytes {
  bytes: Uint8Array;
  size: number;
  stopped?: boolean;
}

/** A text given whole, never read from a file: an editor's buffer, or stdin's bytes. */
export type GivenText = string | GivenBytes;

/**
 * One text given whole: its canonical form, or why not, exactly as a file of it would be
 * formatted (read/format-file.ts), with a file's checks (the size limit, UTF-8, the byte-order
 * mark: load/read-source.ts).
 */
export function formatOneText(
  given: GivenText,
  file: string,
): { text: string; changed: boolean } | { errors: Diagnostic[]; excerpt?: Excerpt } {
  const source =
    typeof given === 'string'
      ? sourceOfText(given, file)
      : sourceOfBytes(given.bytes, given.size, file, given.stopped);
  const { file: formatted, excerpt } = formatSource(source, file);
  if ('diagnostic' in source || formatted.errors.length > 0)
    return { errors: formatted.errors, ...(excerpt ? { excerpt } : {}) };
  return { text: formatted.after ?? source.text, changed: formatted.changed };
}

/**
 * How the run's folder is named from the repository's root (the nearest folder upward with a
 * `.git`, '' when the run is there or no repository holds it): `fmt --diff` names its files
 * from the root, so that `git apply` or `patch -p1` there takes the diff whatever folder the
 * config file is in.
 */
export function folderFromRepositoryRoot(cwd: string): string {
  const top = repositoryOf(cwd)?.top;
  return top === undefined ? '' : relative(top, resolve(cwd)).split(sep).join('/');
}
