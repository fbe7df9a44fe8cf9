// `fmt`'s writes: every changed file staged beside itself first (a temporary file with its
// mode), then all renamed into place at once, in one synchronous stretch that no signal
// handler can cut: a run stopped (Ctrl-C, SIGTERM) before that leaves every file as it was,
// and its temporary files are removed. Only a file named by its own path inside the run's
// folder is written; one reached through a symbolic link is refused, never written through.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  commitReplacement,
  discardReplacement,
  stageReplacement,
  type StagedFile,
} from '../../load/replace-file.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { InterruptedError, UserError } from '../../model/errors.js';
import type { FormattedFound } from './format-files.js';

/**
 * Writes the canonical form of every changed file of `files`; a file that may not be written
 * gets an error (`path.symbolicLink`) and is left as it is. Throws an InterruptedError, with
 * nothing written, when `stop` is aborted before the renames.
 */
export async function writeFormatted(
  files: FormattedFound[],
  root: string,
  stop: AbortSignal,
): Promise<void> {
  const realRoot = realpathSync(root);
  const staged: StagedFile[] = [];
  try {
    for (const file of files) {
      if (!file.changed || file.after === undefined || file.absolute === undefined) continue;
      const refusal = linkRefusal(file, realRoot);
      if (refusal) {
        file.errors.push(refusal);
        continue;
      }
      staged.push(stageReplacement(file.absolute, file.after, file.path));
      await nextTurn();
      if (stop.aborted) throw new InterruptedError('Interrupted: no file was written');
    }
  } catch (error) {
    for (const file of staged) discardReplacement(file);
    throw error;
  }
  commitAll(staged);
}

/** The renames, one after the other with nothing between them; a failure discards the rest. */
function commitAll(staged: readonly StagedFile[]): void {
  for (const [index, file] of staged.entries()) {
    try {
      commitReplacement(file);
    } catch (error) {
      for (const rest of staged.slice(index + 1)) discardReplacement(rest);
      throw error instanceof UserError ? error : new UserError(String(error));
    }
  }
}

/** An error when the file was reached through a symbolic link (its shown path is not its real one). */
function linkRefusal(file: FormattedFound, realRoot: string): Diagnostic | undefined {
  if (resolve(realRoot, file.path) === file.absolute) return undefined;
  return {
    severity: 'error',
    code: 'path.symbolicLink',
    message: `${file.path} is reached through a symbolic link (it is ${file.absolute}): fmt never writes through a link; format the file by its own path`,
    file: file.path,
  };
}
