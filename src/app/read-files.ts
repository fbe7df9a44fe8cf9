// The session's one door to the file pipeline (find, read, parse, validate, place): every
// command that reads annotation files goes through `readAnnotationFiles`.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { MAX_FILE_BYTES } from '../load/read-source.js';
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
 * had problems, else read now (a file named only by a check across files, or by the planner);
 * undefined when it is gone, unreadable or over the size limit (never read whole for a frame).
 */
export function sourceOf(
  validation: ValidationResult,
  cwd: string,
): (file: string) => string | undefined {
  return (file) => {
    const kept = validation.sources.get(file);
    if (kept !== undefined) return kept;
    try {
      const absolute = resolve(cwd, file);
      if (statSync(absolute).size > MAX_FILE_BYTES) return undefined;
      return readFileSync(absolute, 'utf8');
    } catch {
      return undefined;
    }
  };
}
