// `fmt`'s files, each formatted (format-file.ts): on worker threads when there are many, as
// `validate` reads them, since reading and laying out YAML is most of the work. Reads, never
// writes.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { InterruptedError } from '../model/errors.js';
import type { FoundFile } from './find-files.js';
import { formatFile, type FormatReport } from './format-file.js';
import { workersFor } from './validate-files.js';

/**
 * Every file's report, in the order of `files`. Throws an InterruptedError when `stop` is
 * aborted: between files in this thread; at once on worker threads, which then end.
 */
export async function formatFiles(files: FoundFile[], stop: AbortSignal): Promise<FormatReport[]> {
  const threads = workersFor(files.length);
  const reports =
    threads === 0
      ? await inThread(files, stop)
      : await (
          await import('./validate-files-pool.js')
        )
          .formatInWorkers(files, threads, stop)
          // Threads that failed: this thread formats the files instead (unless stopped).
          .catch(() => (stop.aborted ? [] : inThread(files, stop)));
  if (stop.aborted) throw interrupted();
  return reports;
}

async function inThread(files: FoundFile[], stop: AbortSignal): Promise<FormatReport[]> {
  const reports: FormatReport[] = [];
  for (const found of files) {
    // A turn of the event loop between files: a Ctrl-C or a SIGTERM is heard here.
    await nextTurn();
    if (stop.aborted) throw interrupted();
    reports.push(await formatFile(found));
  }
  return reports;
}

function interrupted(): InterruptedError {
  return new InterruptedError('Interrupted: no file was written');
}
