import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  repositoryOf
} from "./chunk-GK5S7SVR.js";
import {
  formatFile,
  formatSource
} from "./chunk-Z3D7XCFP.js";
import {
  findFiles,
  namedPaths,
  workersFor
} from "./chunk-ZD6EFZQJ.js";
import {
  sourceOfBytes,
  sourceOfText
} from "./chunk-3PRYANI3.js";
import {
  InterruptedError
} from "./chunk-DZ5A7VSD.js";

// src/app/fmt/format-files.ts
import { relative, resolve, sep } from "node:path";

// src/read/format-files.ts
import { setImmediate as nextTurn } from "node:timers/promises";
async function formatFiles(files, stop) {
  const threads = workersFor(files.length);
  const reports = threads === 0 ? await inThread(files, stop) : await (await import("./validate-files-pool-N2N7AZYA.js")).formatInWorkers(files, threads, stop).catch(() => stop.aborted ? [] : inThread(files, stop));
  if (stop.aborted) throw interrupted();
  return reports;
}
async function inThread(files, stop) {
  const reports = [];
  for (const found of files) {
    await nextTurn();
    if (stop.aborted) throw interrupted();
    reports.push(await formatFile(found));
  }
  return reports;
}
function interrupted() {
  return new InterruptedError("Interrupted: no file was written");
}

// src/app/fmt/format-files.ts
async function formatAnnotationFiles(ctx, stop = ctx.signal) {
  const found = await findFiles(namedPaths(ctx), ctx.cwd);
  const files = [];
  const excerpts = /* @__PURE__ */ new Map();
  for (const [file, diagnostics] of byFile(found.diagnostics))
    files.push({ path: file, changed: false, errors: diagnostics });
  for (const report of await formatFiles(found.files, stop)) {
    if (report.excerpt) excerpts.set(report.file.path, report.excerpt);
    files.push(report.file);
  }
  return { files, excerpts };
}
function byFile(diagnostics) {
  const map = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const key = d.file ?? "";
    const list = map.get(key);
    if (list === void 0) map.set(key, [d]);
    else list.push(d);
  }
  return map;
}
function formatOneText(given, file) {
  const source = typeof given === "string" ? sourceOfText(given, file) : sourceOfBytes(given.bytes, given.size, file, given.stopped);
  const { file: formatted, excerpt } = formatSource(source, file);
  if ("diagnostic" in source || formatted.errors.length > 0)
    return { errors: formatted.errors, ...excerpt ? { excerpt } : {} };
  return { text: formatted.after ?? source.text, changed: formatted.changed };
}
function folderFromRepositoryRoot(cwd) {
  const top = repositoryOf(cwd)?.top;
  return top === void 0 ? "" : relative(top, resolve(cwd)).split(sep).join("/");
}

export {
  formatAnnotationFiles,
  formatOneText,
  folderFromRepositoryRoot
};
