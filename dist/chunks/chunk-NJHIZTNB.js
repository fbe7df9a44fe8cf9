import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  rawOption
} from "./chunk-NCXYHUBH.js";
import {
  findFiles
} from "./chunk-J2TU7Q4N.js";
import {
  DEFAULT_PATHS
} from "./chunk-WSJJMDZ3.js";
import {
  MAX_PER_FILE,
  MAX_PER_RUN,
  addOmitted,
  byPosition,
  count,
  covers,
  excerptOf,
  externalKeyOf,
  placeAt,
  toPointer,
  validateFile
} from "./chunk-QO75YTRT.js";
import {
  textOfFound
} from "./chunk-N7U5ZQNW.js";

// src/app/files/validate-files.ts
import { availableParallelism } from "node:os";

// src/validate/check-document-set.ts
function checkDocumentSet(items) {
  const out = [];
  const nodes = /* @__PURE__ */ new Map();
  for (const { value, at } of items) {
    const key = keyOf(value);
    if (key === void 0) continue;
    const first = nodes.get(key);
    if (first) {
      out.push({
        issue: {
          code: "externalKey.duplicate",
          message: `externalKey ${key} is already used by another annotation; keys are unique across all files`,
          path: ["externalKey"]
        },
        at,
        related: first.at
      });
      continue;
    }
    nodes.set(key, { key, at, edges: refsByKey(value) });
  }
  for (const cycle of findCycles(nodes)) {
    const [start, next] = [nodes.get(cycle[0]), nodes.get(cycle[1 % cycle.length])];
    const edge = start.edges.find((e) => e.key === next.key);
    const names = [...cycle, cycle[0]].join(" \u2192 ");
    out.push({
      issue: {
        code: "refs.cycle",
        message: cycle.length === 1 ? `annotation ${start.key} refers to itself; such files could not be applied to an empty project` : `refs by key form a cycle: ${names}; such files could not be applied to an empty project`,
        path: ["refs", edge.index, "externalKey"]
      },
      at: start.at,
      related: next.at
    });
  }
  return out;
}
function keyOf(value) {
  if (value === null || typeof value !== "object") return void 0;
  const key = value.externalKey;
  return typeof key === "string" ? key : void 0;
}
function refsByKey(value) {
  const refs = value.refs;
  if (!Array.isArray(refs)) return [];
  const out = [];
  refs.forEach((ref, index) => {
    if (ref === null || typeof ref !== "object") return;
    const { type, externalKey } = ref;
    if (type === "annotation" && typeof externalKey === "string")
      out.push({ key: externalKey, index });
  });
  return out;
}
function findCycles(nodes) {
  const keys = [...nodes.keys()];
  const number = new Map(keys.map((k, i) => [k, i]));
  const targets = keys.map(
    (k) => nodes.get(k).edges.flatMap((e) => number.has(e.key) ? [number.get(e.key)] : [])
  );
  const index = new Int32Array(keys.length).fill(-1);
  const low = new Int32Array(keys.length);
  const onStack = new Uint8Array(keys.length);
  const stack = [];
  const components = [];
  let counter = 0;
  const visit = (n) => {
    index[n] = low[n] = counter++;
    stack.push(n);
    onStack[n] = 1;
  };
  for (let root = 0; root < keys.length; root++) {
    if (index[root] >= 0) continue;
    const work = [{ n: root, edge: 0 }];
    visit(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const next = targets[frame.n][frame.edge++];
      if (next !== void 0) {
        if (index[next] < 0) {
          visit(next);
          work.push({ n: next, edge: 0 });
        } else if (onStack[next]) low[frame.n] = Math.min(low[frame.n], index[next]);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.n] = Math.min(low[parent.n], low[frame.n]);
      if (low[frame.n] === index[frame.n]) {
        const component = [];
        let n;
        do {
          n = stack.pop();
          onStack[n] = 0;
          component.push(n);
        } while (n !== frame.n);
        components.push(component);
      }
    }
  }
  const cycles = [];
  for (const component of components) {
    if (component.length === 1) {
      const only = component[0];
      if (targets[only].includes(only)) cycles.push([only]);
      continue;
    }
    const start = Math.min(...component);
    cycles.push(pathBackTo(start, new Set(component), targets));
  }
  return cycles.sort((a, b) => a[0] - b[0]).map((cycle) => cycle.map((n) => keys[n]));
}
function pathBackTo(start, members, targets) {
  const cameFrom = /* @__PURE__ */ new Map();
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift();
    for (const next of targets[n]) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [n];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, n);
        queue.push(next);
      }
    }
  }
  return [start];
}

// src/app/files/validate-files.ts
async function validateFiles(paths, options) {
  const found = await findFiles(paths, options.cwd, options.root);
  const reports = await readAll(found.files, options);
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = /* @__PURE__ */ new Map();
  for (const d of checkAcrossFiles(documents)) {
    const list = acrossFiles.get(d.file);
    if (list) list.push(d);
    else acrossFiles.set(d.file, [d]);
  }
  const run = new RunDiagnostics();
  for (const d of found.diagnostics) run.add(d);
  for (const r of reports) run.addFile(r, acrossFiles.get(r.file) ?? []);
  const excerpts = /* @__PURE__ */ new Map();
  for (const r of reports) if (r.excerpt) excerpts.set(r.file, r.excerpt);
  const { diagnostics, omitted } = run.result();
  return {
    valid: !diagnostics.some((d) => d.severity === "error") && !(omitted && omitted.errors > 0),
    files: found.files.length,
    annotations: reports.reduce((n, r) => n + r.annotations, 0),
    diagnostics,
    ...omitted ? { omitted } : {},
    excerpts,
    documents,
    found: found.files
  };
}
async function readAll(files, options) {
  const threads = options.workers === void 0 || options.workers === "auto" ? workersFor(files.length) : options.workers;
  if (threads === 0) return inThread(files);
  const { validateInWorkers } = await import("./validate-files-pool-QKNRJK7T.js");
  return validateInWorkers(files, threads).catch(() => inThread(files));
}
var MIN_FILES_FOR_WORKERS = 48;
function workersFor(files) {
  if (!import.meta.url.endsWith(".js") || files < MIN_FILES_FOR_WORKERS) return 0;
  return Math.max(0, Math.min(availableParallelism(), 8, Math.floor(files / 24)));
}
async function inThread(files) {
  const reports = [];
  for (const f of files) reports.push(await validateFile(f));
  return reports;
}
var RunDiagnostics = class {
  kept = [];
  total;
  files = [];
  add(d) {
    if (this.kept.length < MAX_PER_RUN) this.kept.push(d);
    else this.total = count(this.total, d);
  }
  addFile(report, acrossFiles) {
    let omitted = report.omitted && {
      ...report.omitted,
      codes: { ...report.omitted.codes }
    };
    let all = report.diagnostics;
    if (acrossFiles.length > 0) {
      all = [...all, ...acrossFiles].sort(byPosition);
      for (const d of all.slice(MAX_PER_FILE)) omitted = count(omitted, d);
      all = all.slice(0, MAX_PER_FILE);
    }
    const room = Math.max(0, MAX_PER_RUN - this.kept.length);
    for (const d of all.slice(room)) omitted = count(omitted, d);
    this.kept.push(...all.slice(0, room));
    if (!omitted) return;
    this.total = addOmitted(this.total, { ...omitted, stoppedAtLine: void 0 });
    const { errors, warnings, codes, stoppedAtLine } = omitted;
    this.files.push({
      file: report.file,
      errors,
      warnings,
      codes,
      ...stoppedAtLine === void 0 ? {} : { stoppedAtLine }
    });
  }
  result() {
    if (!this.total) return { diagnostics: this.kept };
    const { errors, warnings, codes } = this.total;
    return { diagnostics: this.kept, omitted: { errors, warnings, codes, files: this.files } };
  }
};
function checkAcrossFiles(documents) {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  return issues.map(({ issue, at, related }) => {
    const pointer = toPointer(issue.path);
    const place = placeAt(at.places, pointer) ?? placeAt(at.places, "") ?? wholeLine(at);
    const other = related ? placeAt(related.places, "/externalKey") ?? placeAt(related.places, "") ?? wholeLine(related) : void 0;
    const where = other ? `${related.file}:${other.line}:${other.column}` : "";
    const named = issue.code === "externalKey.duplicate" && other ? ` (first at ${where})` : "";
    return {
      severity: "error",
      code: issue.code,
      message: `${issue.message}${named}`,
      file: at.file,
      ...place,
      path: pointer,
      ...externalKeyOf(at.value),
      ...other ? {
        related: {
          file: related.file,
          line: other.line,
          column: other.column,
          message: issue.code === "externalKey.duplicate" ? "the first annotation with this key" : "the next annotation of the cycle"
        }
      } : {}
    };
  });
}
function wholeLine(doc) {
  return { line: doc.line, column: 1, endLine: doc.line, endColumn: 2 };
}

// src/app/read-files.ts
async function readAnnotationFiles(ctx, paths = namedPaths(ctx)) {
  return validateFiles(paths, { cwd: ctx.cwd });
}
function namedPaths(ctx) {
  const set = ctx.sources ? rawOption("paths", ctx.sources) !== void 0 : !sameList(ctx.options.paths, DEFAULT_PATHS);
  return set ? ctx.options.paths : [];
}
function sameList(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
function excerptsOf(validation, diagnostics) {
  const reread = textOfFound(validation.found);
  const byFile = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (d.file === void 0) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  let last;
  return (file) => {
    const mine = byFile.get(file) ?? [];
    const kept = validation.excerpts.get(file);
    if (kept && mine.every((d) => covers(kept, d))) return kept;
    if (last?.file !== file) {
      const text = reread(file);
      last = { file, excerpt: text === void 0 ? void 0 : excerptOf(text, mine) };
    }
    return last.excerpt;
  };
}

export {
  readAnnotationFiles,
  excerptsOf
};
