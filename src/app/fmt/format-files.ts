// `fmt`'s work on the files of a run: find them as `validate` does (the PATH option, else the
// config's include; only the repository's own regular files), read each one, and make its
// canonical form (load/canonical-yaml.ts). Nothing is written here (write-formatted.ts does
// that), so a check, a diff and a rewrite see exactly the same result. Never prints.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatYamlText } from '../../load/canonical-yaml.js';
import { readSource } from '../../load/read-source.js';
import { hintYamlSlips } from '../../load/yaml-slips.js';
import type { Diagnostic, Excerpt } from '../../model/diagnostic.js';
import { InterruptedError } from '../../model/errors.js';
import type { FormattedFile } from '../../model/fmt.js';
import { excerptOf } from '../../read/excerpts.js';
import { findFiles, type FoundFile } from '../../read/find-files.js';
import type { RunContext } from '../context.js';
import { namedPaths } from '../read-files.js';

/** One file's result, with where it really is (what a rewrite replaces). */
export interface FormattedFound extends FormattedFile {
  /** The real path; absent for a problem not tied to a readable file (a PATH that matched nothing). */
  absolute?: string;
}

export interface FormatRun {
  files: FormattedFound[];
  /** Lines around each file's errors, for code frames. */
  excerpts: Map<string, Excerpt>;
}

/**
 * The canonical form of every file of the run, in the order `validate` reads them. Stops with
 * an InterruptedError when `stop` is aborted (checked between files); reads, never writes.
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
  for (const each of found.files) {
    // A turn of the event loop between files: a Ctrl-C or a SIGTERM is heard here.
    await nextTurn();
    if (stop.aborted) throw new InterruptedError('Interrupted: no file was written');
    const result = await formatFound(each);
    if (result.excerpt) excerpts.set(each.relative, result.excerpt);
    files.push(result.file);
  }
  return { files, excerpts };
}

/** One file read and formatted; what stopped it as its errors. */
async function formatFound(found: FoundFile): Promise<{ file: FormattedFound; excerpt?: Excerpt }> {
  const path = found.relative;
  const source = await readSource(found.absolute, path);
  if ('diagnostic' in source)
    return {
      file: { path, absolute: found.absolute, changed: false, errors: [source.diagnostic] },
    };
  const { text } = source;
  const result = formatYamlText(text, { file: path });
  if (result.kind === 'refused') {
    const errors = hintYamlSlips(result.diagnostics, text);
    return {
      file: { path, absolute: found.absolute, changed: false, errors },
      excerpt: excerptOf(text, errors),
    };
  }
  const changed = result.changed;
  return {
    file: {
      path,
      absolute: found.absolute,
      changed,
      errors: [],
      ...(changed ? { before: text, after: result.text } : {}),
    },
  };
}

function byFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const map = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = d.file ?? '';
    map.set(key, [...(map.get(key) ?? []), d]);
  }
  return map;
}

/** One text given whole (an editor's buffer on stdin): its canonical form, or why not. */
export function formatOneText(
  text: string,
  file: string,
): { text: string; changed: boolean } | { errors: Diagnostic[]; excerpt: Excerpt } {
  const result = formatYamlText(text, { file });
  if (result.kind === 'formatted') return { text: result.text, changed: result.changed };
  const errors = hintYamlSlips(result.diagnostics, text);
  return { errors, excerpt: excerptOf(text, errors) };
}
