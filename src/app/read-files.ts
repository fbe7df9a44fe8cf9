// The session's one door to the file pipeline (find, read, parse, validate, place): every
// command that reads annotation files goes through `readAnnotationFiles`.
import { textOfFound } from '../load/read-source.js';
import { validateFiles, type ValidationResult } from '../validate/validate-files.js';
import type { RunContext } from './context.js';

export type { ValidationResult };

/** The files of `paths` (default: the PATH option), validated; one bad file never hides another's. */
export async function readAnnotationFiles(
  ctx: RunContext,
  paths: readonly string[] = ctx.options.paths,
): Promise<ValidationResult> {
  return validateFiles(paths, { cwd: ctx.cwd });
}

/**
 * The text of a file a diagnostic names, for its code frame: kept by validation when the file
 * had problems, else read again through the path validation found it by (a file named only by
 * a check across files, or by the planner, was valid, so no text was kept); undefined when it
 * is gone or unreadable since.
 */
export function sourceOf(validation: ValidationResult): (file: string) => string | undefined {
  const reread = textOfFound(validation.found);
  return (file) => validation.sources.get(file) ?? reread(file);
}
