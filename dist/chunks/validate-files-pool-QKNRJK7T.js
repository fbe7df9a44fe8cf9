import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  validateFile
} from "./chunk-QO75YTRT.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-N7U5ZQNW.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";

// src/app/files/validate-files-pool.ts
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
var WORKER_FLAG = "observe-annotations/validate-files";
var WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };
var QUEUED_PER_WORKER = 2;
function validateInWorkers(files, workers) {
  const reports = new Array(files.length);
  const batchSize = Math.max(1, Math.min(16, Math.ceil(files.length / (workers * 8))));
  let next = 0;
  const take = () => {
    if (next >= files.length) return void 0;
    const batch = { start: next, files: files.slice(next, next + batchSize) };
    next += batch.files.length;
    return batch;
  };
  const store = (done) => done.reports.forEach((r, k) => reports[done.start + k] = r);
  const threads = Array.from(
    { length: workers },
    () => runWorker(take, store).catch((error) => {
      next = files.length;
      throw error;
    })
  );
  return Promise.all(threads).then(() => reports);
}
function runWorker(take, store) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { [WORKER_FLAG]: true },
    resourceLimits: WORKER_LIMITS
  });
  let queued = 0;
  return new Promise((resolve, reject) => {
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
    feed();
  });
}
async function validateAll(files) {
  const reports = [];
  for (const found of files) reports.push(await validateFile(found));
  return reports;
}
function serveBatches() {
  parentPort.on("message", async (batch) => {
    parentPort.postMessage({ start: batch.start, reports: await validateAll(batch.files) });
  });
}
if (!isMainThread && workerData?.[WORKER_FLAG]) serveBatches();
export {
  validateInWorkers
};
