// Many files at once (validated, or formatted for `fmt`): worker threads take batches from one
// shared queue, as parsing YAML is most of the work. This thread only hands out batches and keeps the results:
// reading its share too would save a thread's start-up and warm-up (6% of the instructions
// for 200 files, under callgrind), but its heap, which `resourceLimits` do not bound, grows by
// some 90 MB. The worker runs this very module (its own chunk in the bundle, loaded only when
// threads are started); results come back as plain data (values, places, diagnostics, excerpts).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { FoundFile } from './find-files.js';
import { formatFile, type FormatReport } from './format-file.js';
import { validateFile, type FileReport, type KeepValues } from './validate-file.js';

const WORKER_FLAG = 'observe-annotations/validate-files';

/**
 * A worker's garbage is short-lived (one file's parse tree at a time): a young generation
 * smaller than V8's default keeps each thread's heap some 30 MB smaller. Not much smaller:
 * at 4 MB a worker ran about 800 scavenges for the bench's 500 files, each copying what was
 * alive, and took 6–7% more CPU than at 16 MB (docs/performance.md). Only the young
 * generation: the old one keeps its default, so no file is too large for a worker that the
 * main thread could read.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 };

/** Batches each worker holds at once: one to work on, one waiting (it never waits for us). */
const QUEUED_PER_WORKER = 2;

/** What a worker does with each file of a batch. */
type Task = { kind: 'validate'; keep: KeepValues } | { kind: 'format' };

interface Batch {
  start: number;
  files: FoundFile[];
  task: Task;
}

interface Done<R> {
  start: number;
  reports: R[];
}

/** The module the worker threads run: this one (its own chunk in a bundle). */
const SELF = new URL(import.meta.url);

/**
 * Validates `files` on `workers` worker threads; the reports keep the order of `files`.
 * Rejects when a worker fails or ends before its batches are back (the caller reads the files
 * here instead). `onReports` is told each batch as it comes back. `script` is the module the
 * threads run: this one, but for tests.
 */
export function validateInWorkers(
  files: FoundFile[],
  workers: number,
  keep: KeepValues,
  options: {
    onReports?: (start: number, reports: readonly FileReport[]) => void;
    /** Ends the threads at once when it aborts: the read rejects with its reason. */
    signal?: AbortSignal;
    script?: URL;
  } = {},
): Promise<FileReport[]> {
  const { onReports, signal, script = SELF } = options;
  return inWorkers<FileReport>(
    files,
    workers,
    { kind: 'validate', keep },
    script,
    onReports,
    signal,
  );
}

/** Formats `files` on `workers` worker threads, as `validateInWorkers` validates them. */
export function formatInWorkers(
  files: FoundFile[],
  workers: number,
  signal?: AbortSignal,
): Promise<FormatReport[]> {
  return inWorkers<FormatReport>(files, workers, { kind: 'format' }, SELF, undefined, signal);
}

function inWorkers<R>(
  files: FoundFile[],
  workers: number,
  task: Task,
  script: URL,
  onBatch?: (start: number, reports: readonly R[]) => void,
  signal?: AbortSignal,
): Promise<R[]> {
  const reports = new Array<R>(files.length);
  const batchSize = Math.max(1, Math.min(16, Math.ceil(files.length / (workers * 8))));
  let next = 0;
  const take = (): Batch | undefined => {
    if (next >= files.length) return undefined;
    const batch = { start: next, files: files.slice(next, next + batchSize), task };
    next += batch.files.length;
    return batch;
  };
  const store = (done: Done<R>) => {
    done.reports.forEach((r, k) => (reports[done.start + k] = r));
    onBatch?.(done.start, done.reports);
  };
  const threads = Array.from({ length: workers }, () =>
    runWorker(take, store, script, signal).catch((error: unknown) => {
      next = files.length; // the others stop after the batches they hold
      throw error;
    }),
  );
  return Promise.all(threads).then(
    () => reports,
    (error: unknown) => {
      throw signal?.aborted ? signal.reason : error;
    },
  );
}

/** Workers started before their files were known (`startWorkersAhead`), idle until a read. */
const ahead: Worker[] = [];

/**
 * Starts `count` workers now for a read that is coming (the language server, before the editor
 * names its folders): a thread's start (Node's, then loading the reader and the validators)
 * then overlaps this thread's own work. A read takes them before it starts others; they never
 * keep the process alive while idle, and `endWorkersAhead` ends those no read took.
 */
export function startWorkersAhead(count: number): void {
  for (let i = 0; i < count; i++) {
    const worker = newWorker(SELF);
    worker.unref();
    // A thread that fails or ends before any read took it is simply not there for one.
    const gone = () => {
      const at = ahead.indexOf(worker);
      if (at >= 0) ahead.splice(at, 1);
    };
    worker.once('error', gone);
    worker.once('exit', gone);
    ahead.push(worker);
  }
}

/** Ends the workers started ahead that no read took. */
export function endWorkersAhead(): void {
  for (const worker of ahead.splice(0)) void worker.terminate();
}

function newWorker(script: URL): Worker {
  return new Worker(script, {
    workerData: { [WORKER_FLAG]: true },
    resourceLimits: WORKER_LIMITS,
  });
}

/** One worker fed from `take` until it is empty; resolves when its last batch is back. */
function runWorker<R>(
  take: () => Batch | undefined,
  store: (done: Done<R>) => void,
  script: URL,
  signal: AbortSignal | undefined,
): Promise<void> {
  const worker = (script === SELF ? ahead.shift() : undefined) ?? newWorker(script);
  worker.ref();
  let queued = 0;
  // Stopped: the thread ends at once, its batches unanswered (its `exit` rejects below).
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  const read = new Promise<void>((resolve, reject) => {
    if (signal?.aborted) stop();
    const feed = () => {
      while (queued < QUEUED_PER_WORKER) {
        const batch = take();
        if (!batch) break;
        worker.postMessage(batch);
        queued++;
      }
      if (queued === 0) {
        void worker.terminate();
        resolve();
      }
    };
    worker.on('message', (done: Done<R>) => {
      queued--;
      store(done);
      feed();
    });
    worker.on('error', (error) => {
      void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
    // A thread that ends without an error (its code calling exit, a terminate() from
    // elsewhere) leaves its batches unanswered: without this, the read would wait forever. After
    // its last batch (the terminate() in feed) or an error, the promise is settled already.
    worker.once('exit', (code) =>
      reject(new Error(`a worker thread ended (exit code ${code}) before its files were read`)),
    );
    feed();
  });
  return read.finally(() => signal?.removeEventListener('abort', stop));
}

function serveBatches(): void {
  parentPort!.on('message', (batch: Batch) => void serveBatch(batch));
}

async function serveBatch(batch: Batch): Promise<void> {
  const { task } = batch;
  const reports: (FileReport | FormatReport)[] = [];
  for (const found of batch.files)
    reports.push(
      task.kind === 'validate' ? await validateFile(found, task.keep) : await formatFile(found),
    );
  parentPort!.postMessage({ start: batch.start, reports } satisfies Done<unknown>);
}

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_FLAG]) serveBatches();
