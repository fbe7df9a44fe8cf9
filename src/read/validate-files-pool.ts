// Many files at once: worker threads take batches from one shared queue, as parsing YAML is
// most of the work. The worker runs this very module (its own chunk in the bundle, loaded only
// when threads are started); results come back as plain data (values, places, diagnostics,
// excerpts).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { FoundFile } from './find-files.js';
import { validateFile, type FileReport } from './validate-file.js';

const WORKER_FLAG = 'observe-annotations/validate-files';

/**
 * A worker's garbage is short-lived (one file's parse tree at a time): a young generation
 * smaller than V8's default keeps each thread's heap about 50 MB smaller, at no cost in time
 * (bench/validate.mjs). Only the young generation: the old one keeps its default, so no
 * file is too large for a worker that the main thread could read.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };

interface Batch {
  start: number;
  files: FoundFile[];
}

interface Done {
  start: number;
  reports: FileReport[];
}

/** Validates `files` on `count` threads; the reports keep the order of `files`. */
export function validateInWorkers(files: FoundFile[], count: number): Promise<FileReport[]> {
  const reports = new Array<FileReport>(files.length);
  const batchSize = Math.max(1, Math.min(16, Math.ceil(files.length / (count * 8))));
  let next = 0;
  let running = 0;
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    const fail = (error: unknown) => {
      for (const w of workers) void w.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const feed = (worker: Worker) => {
      if (next >= files.length) {
        void worker.terminate();
        if (--running === 0) resolve(reports);
        return;
      }
      const batch: Batch = { start: next, files: files.slice(next, next + batchSize) };
      next += batch.files.length;
      worker.postMessage(batch);
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { [WORKER_FLAG]: true },
        resourceLimits: WORKER_LIMITS,
      });
      workers.push(worker);
      running++;
      worker.on('message', (done: Done) => {
        done.reports.forEach((r, k) => (reports[done.start + k] = r));
        feed(worker);
      });
      worker.on('error', fail);
      feed(worker);
    }
  });
}

function serveBatches(): void {
  parentPort!.on('message', (batch: Batch) => void serveBatch(batch));
}

async function serveBatch(batch: Batch): Promise<void> {
  const reports: FileReport[] = [];
  for (const found of batch.files) reports.push(await validateFile(found));
  parentPort!.postMessage({ start: batch.start, reports } satisfies Done);
}

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_FLAG]) serveBatches();
