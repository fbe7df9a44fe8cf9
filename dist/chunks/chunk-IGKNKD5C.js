import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  findFiles
} from "./chunk-4JNUDGTB.js";
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
} from "./chunk-55E3SINI.js";
import {
  textOfFound
} from "./chunk-2AQJ3ELS.js";
import {
  rawOption
} from "./chunk-TUH7K5B3.js";
import {
  DEFAULT_PATHS
} from "./chunk-WSJJMDZ3.js";

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
  const order = [...nodes.keys()];
  const rank = new Map(order.map((k, i) => [k, i]));
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const stack = [];
  const onStack = /* @__PURE__ */ new Set();
  const components = [];
  let counter = 0;
  for (const root of order) {
    if (index.has(root)) continue;
    const work = [{ key: root, edge: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = nodes.get(frame.key).edges.filter((e) => nodes.has(e.key));
      if (frame.edge < edges.length) {
        const next = edges[frame.edge++].key;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push({ key: next, edge: 0 });
        } else if (onStack.has(next))
          low.set(frame.key, Math.min(low.get(frame.key), index.get(next)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.key, Math.min(low.get(parent.key), low.get(frame.key)));
      if (low.get(frame.key) === index.get(frame.key)) {
        const component = [];
        let k;
        do {
          k = stack.pop();
          onStack.delete(k);
          component.push(k);
        } while (k !== frame.key);
        components.push(component);
      }
    }
  }
  const cycles = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort((a, b) => rank.get(a) - rank.get(b))[0];
    if (component.length === 1) {
      if (nodes.get(start).edges.some((e) => e.key === start)) cycles.push([start]);
      continue;
    }
    cycles.push(pathBackTo(start, members, nodes));
  }
  return cycles.sort((a, b) => rank.get(a[0]) - rank.get(b[0]));
}
function pathBackTo(start, members, nodes) {
  const cameFrom = /* @__PURE__ */ new Map();
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.shift();
    for (const { key: next } of nodes.get(key).edges) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [key];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, key);
        queue.push(next);
      }
    }
  }
  return [start];
}

// src/validate/plan-look-ahead.ts
function planLookAhead(items) {
  const held = /* @__PURE__ */ new Set();
  for (const { value } of items) {
    const key = fieldOf(value, "externalKey");
    if (typeof key === "string") held.add(key);
  }
  const out = [];
  for (const { value, at } of items) {
    if (fieldOf(value, "kind") === "follow-up" && fieldOf(value, "status") === "done" && fieldOf(value, "note") === void 0) {
      out.push({
        issue: {
          code: "note.requiredToClose",
          message: "closing a follow-up needs a note; plan will check whether this closes it (add a note saying how it was resolved)",
          path: ["status"]
        },
        at
      });
    }
    const refs = fieldOf(value, "refs");
    if (!Array.isArray(refs)) continue;
    refs.forEach((ref, index) => {
      if (fieldOf(ref, "type") !== "annotation") return;
      const key = fieldOf(ref, "externalKey");
      if (typeof key !== "string" || held.has(key)) return;
      out.push({
        issue: {
          code: "refs.unknownKey",
          message: `annotation ${key} is not in the files; plan will look for it on the server`,
          path: ["refs", index, "externalKey"]
        },
        at
      });
    });
  }
  return out;
}
function fieldOf(value, name) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return void 0;
  return Object.hasOwn(value, name) ? value[name] : void 0;
}

// src/app/files/validate-files.ts
async function validateFiles(paths, options) {
  const found = await findFiles(paths, options.cwd, options.root);
  const reports = await readAll(found.files, options);
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = /* @__PURE__ */ new Map();
  for (const d of checkAcrossFiles(documents, options.lookAhead ?? false)) {
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
  const { validateInWorkers } = await import("./validate-files-pool-FZNZQT3D.js");
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
function checkAcrossFiles(documents, lookAhead) {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  const errors = issues.map((issue) => placeSetIssue(issue, "error"));
  if (!lookAhead) return errors;
  const valid = documents.filter((doc) => doc.valid).map((doc) => ({ value: doc.value, at: doc }));
  return [...errors, ...planLookAhead(valid).map((issue) => placeSetIssue(issue, "warning"))];
}
function placeSetIssue({ issue, at, related }, severity) {
  const pointer = toPointer(issue.path);
  const place = placeAt(at.places, pointer) ?? placeAt(at.places, "") ?? wholeLine(at);
  const other = related ? placeAt(related.places, "/externalKey") ?? placeAt(related.places, "") ?? wholeLine(related) : void 0;
  const where = other ? `${related.file}:${other.line}:${other.column}` : "";
  const named = issue.code === "externalKey.duplicate" && other ? ` (first at ${where})` : "";
  return {
    severity,
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
}
function wholeLine(doc) {
  return { line: doc.line, column: 1, endLine: doc.line, endColumn: 2 };
}

// src/app/read-files.ts
async function readAnnotationFiles(ctx, paths = namedPaths(ctx)) {
  return validateFiles(paths, { cwd: ctx.cwd });
}
async function checkAnnotationFiles(ctx) {
  return validateFiles(namedPaths(ctx), { cwd: ctx.cwd, lookAhead: true });
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
  checkAnnotationFiles,
  excerptsOf
};
