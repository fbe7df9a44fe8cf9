import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  validateFile
} from "./chunk-6Q4VKKF7.js";
import "./chunk-YLT2PITT.js";
import "./chunk-RGOGV7FQ.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-FA6EQWUK.js";

// src/read/validate-files-pool.ts
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
var WORKER_FLAG = "observe-annotations/validate-files";
var WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };
function validateInWorkers(files, count) {
  const reports = new Array(files.length);
  const batchSize = Math.max(1, Math.min(16, Math.ceil(files.length / (count * 8))));
  let next = 0;
  let running = 0;
  return new Promise((resolve, reject) => {
    const workers = [];
    const fail = (error) => {
      for (const w of workers) void w.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const feed = (worker) => {
      if (next >= files.length) {
        void worker.terminate();
        if (--running === 0) resolve(reports);
        return;
      }
      const batch = { start: next, files: files.slice(next, next + batchSize) };
      next += batch.files.length;
      worker.postMessage(batch);
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { [WORKER_FLAG]: true },
        resourceLimits: WORKER_LIMITS
      });
      workers.push(worker);
      running++;
      worker.on("message", (done) => {
        done.reports.forEach((r, k) => reports[done.start + k] = r);
        feed(worker);
      });
      worker.on("error", fail);
      feed(worker);
    }
  });
}
function serveBatches() {
  parentPort.on("message", (batch) => void serveBatch(batch));
}
async function serveBatch(batch) {
  const reports = [];
  for (const found of batch.files) reports.push(await validateFile(found));
  parentPort.postMessage({ start: batch.start, reports });
}
if (!isMainThread && workerData?.[WORKER_FLAG]) serveBatches();
export {
  validateInWorkers
};
