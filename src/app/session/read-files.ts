// The session's one door to the file pipeline (find, read, parse, validate, place): every
// command that reads annotation files goes through `readAnnotationFiles`.
import { textOfFound } from '../../load/read-source.js';
import type { Diagnostic, Excerpt } from '../../model/diagnostic.js';
import { unusedKeyPrefix } from '../../plan/prune-rules.js';
import { covers, excerptOf } from '../../read/excerpts.js';
import { validateFiles, type ValidationResult } from '../../read/validate-files.js';
import type { RunContext } from '../run/context.js';
import { rawOption } from '../options/resolve-options.js';
import { DEFAULT_PATHS } from '../../load/default-paths.js';

export type { ValidationResult };

/** The files of `paths` (default: the PATH option), validated; one bad file never hides another's. */
export async function readAnnotationFiles(
  ctx: RunContext,
  paths: readonly string[] = namedPaths(ctx),
): Promise<ValidationResult> {
  return validateFiles(paths, { cwd: ctx.cwd });
}

/**
 * What `validate` checks: the files of the PATH option, and warnings of what plan may refuse
 * that they show without a server (a follow-up closed without a note, a ref by key to a key
 * no file holds) or would warn of (a keyPrefix no file's key begins with). Of each document it
 * keeps only what those checks read: nothing else of it is needed, and worker threads then
 * post much less.
 */
export async function checkAnnotationFiles(ctx: RunContext): Promise<ValidationResult> {
  const result = await validateFiles(namedPaths(ctx), {
    cwd: ctx.cwd,
    lookAhead: true,
    keep: 'checks',
    // Ctrl-C or SIGTERM: no file more is read.
    signal: ctx.signal,
  });
  const keys = result.documents.map((doc) => doc.value.externalKey);
  const unused = unusedKeyPrefix(keys, ctx.options.keyPrefix);
  // Problems without a file come first.
  return unused ? { ...result, diagnostics: [unused, ...result.diagnostics] } : result;
}

/**
 * The PATH option, or none when nobody set it (no argument, input or include: the file walk
 * then reads its default and says so when it finds nothing). Told from where the options came
 * from, never from the value: a PATH typed as `annotations/` is the user's own.
 */
export function namedPaths(ctx: RunContext): readonly string[] {
  const set = ctx.sources
    ? rawOption('paths', ctx.sources) !== undefined
    : !sameList(ctx.options.paths, DEFAULT_PATHS);
  return set ? ctx.options.paths : [];
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * The lines code frames quote for `diagnostics`: those validation kept around each file's own
 * diagnostics, else (a file named only by a check across files or by the planner, which was
 * valid, so no lines were kept) the file read again through the path validation found it by,
 * one file at a time (views go file by file); undefined when it is gone or unreadable since.
 */
export function excerptsOf(
  validation: ValidationResult,
  diagnostics: readonly Diagnostic[],
): (file: string) => Excerpt | undefined {
  const reread = textOfFound(validation.found);
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    if (d.file === undefined) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  let last: { file: string; excerpt: Excerpt | undefined } | undefined;
  return (file) => {
    const mine = byFile.get(file) ?? [];
    const kept = validation.excerpts.get(file);
    if (kept && mine.every((d) => covers(kept, d))) return kept;
    if (last?.file !== file) {
      const text = reread(file);
      last = { file, excerpt: text === undefined ? undefined : excerptOf(text, mine) };
    }
    return last.excerpt;
  };
}
