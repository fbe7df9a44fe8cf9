import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatFile
} from "./chunk-Z3D7XCFP.js";
import "./chunk-DYQZMYDL.js";
import {
  validateFile
} from "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-ONBS6DE5.js";

// src/read/validate-files-pool.ts
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
var WORKER_FLAG = "observe-annotations/validate-files";
var WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 };
var QUEUED_PER_WORKER = 2;
var SELF = new URL(import.meta.url);
function validateInWorkers(files, workers, keep, options = {}) {
  const { onReports, signal, script = SELF } = options;
  return inWorkers(
    files,
    workers,
    { kind: "validate", keep },
    script,
    onReports,
    signal
  );
}
function formatInWorkers(files, workers, signal) {
  return inWorkers(files, workers, { kind: "format" }, SELF, void 0, signal);
}
function inWorkers(files, workers, task, script, onBatch, signal) {
  const reports = new Array(files.length);
  const batchSize = Math.max(1, Math.min(16, Math.ceil(files.length / (workers * 8))));
  let next = 0;
  const take = () => {
    if (next >= files.length) return void 0;
    const batch = { start: next, files: files.slice(next, next + batchSize), task };
    next += batch.files.length;
    return batch;
  };
  const store = (done) => {
    done.reports.forEach((r, k) => reports[done.start + k] = r);
    onBatch?.(done.start, done.reports);
  };
  const threads = Array.from(
    { length: workers },
    () => runWorker(take, store, script, signal).catch((error) => {
      next = files.length;
      throw error;
    })
  );
  return Promise.all(threads).then(
    () => reports,
    (error) => {
      throw signal?.aborted ? signal.reason : error;
    }
  );
}
var ahead = [];
function startWorkersAhead(count) {
  for (let i = 0; i < count; i++) {
    const worker = newWorker(SELF);
    worker.unref();
    const gone = () => {
      const at = ahead.indexOf(worker);
      if (at >= 0) ahead.splice(at, 1);
    };
    worker.once("error", gone);
    worker.once("exit", gone);
    ahead.push(worker);
  }
}
function endWorkersAhead() {
  for (const worker of ahead.splice(0)) void worker.terminate();
}
function newWorker(script) {
  return new Worker(script, {
    workerData: { [WORKER_FLAG]: true },
    resourceLimits: WORKER_LIMITS
  });
}
function runWorker(take, store, script, signal) {
  const worker = (script === SELF ? ahead.shift() : void 0) ?? newWorker(script);
  worker.ref();
  let queued = 0;
  const stop = () => void worker.terminate();
  signal?.addEventListener("abort", stop, { once: true });
  const read = new Promise((resolve, reject) => {
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
    worker.on("message", (done) => {
      queued--;
      store(done);
      feed();
    });
    worker.on("error", (error) => {
      void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
    worker.once(
      "exit",
      (code) => reject(new Error(`a worker thread ended (exit code ${code}) before its files were read`))
    );
    feed();
  });
  return read.finally(() => signal?.removeEventListener("abort", stop));
}
function serveBatches() {
  parentPort.on("message", (batch) => void serveBatch(batch));
}
async function serveBatch(batch) {
  const { task } = batch;
  const reports = [];
  for (const found of batch.files)
    reports.push(
      task.kind === "validate" ? await validateFile(found, task.keep) : await formatFile(found)
    );
  parentPort.postMessage({ start: batch.start, reports });
}
if (!isMainThread && workerData?.[WORKER_FLAG]) serveBatches();
export {
  endWorkersAhead,
  formatInWorkers,
  startWorkersAhead,
  validateInWorkers
};
