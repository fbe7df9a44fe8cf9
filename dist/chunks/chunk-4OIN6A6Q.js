import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  comparable,
  diffContent,
  explainListing,
  inFieldOrder,
  isManaged,
  projectAnnotation,
  sameContent
} from "./chunk-2CG5C6WK.js";
import {
  cutServerText
} from "./chunk-JZKC5KBS.js";
import {
  connect
} from "./chunk-A33B43RT.js";
import {
  canonicalJson,
  checkRequestBody,
  hashOf
} from "./chunk-4KRCY55P.js";
import {
  withDefaults
} from "./chunk-COJ26AA6.js";
import {
  GitError,
  firstLine,
  git,
  spawnError,
  spawnGit
} from "./chunk-2GIMHC3E.js";
import {
  repositoryOf
} from "./chunk-GK5S7SVR.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import {
  CONFIG_FILE,
  parseConfigText
} from "./chunk-SJGPSIIW.js";
import {
  UNSCOPED_PRUNE,
  deletionOutside,
  pruneRefused,
  readAnnotationFiles,
  unusedKeyPrefix,
  walkTree
} from "./chunk-ZD6EFZQJ.js";
import {
  ApiError
} from "./chunk-XHDBLM7U.js";
import {
  placeAt,
  toPointer,
  validateText
} from "./chunk-2CDXNC6U.js";
import {
  fieldPath
} from "./chunk-RNMKUZ3S.js";
import {
  MAX_FILE_BYTES,
  decodeSource,
  readBytesSync
} from "./chunk-3PRYANI3.js";
import {
  DANGLING,
  LOOP
} from "./chunk-IS3V3FBE.js";
import {
  resolveOptions
} from "./chunk-GYJIZMIZ.js";
import {
  OptionError
} from "./chunk-LG26PJLV.js";
import {
  INTERRUPTED_READING,
  InterruptedError,
  NamedOptionsError,
  UserError
} from "./chunk-DZ5A7VSD.js";
import {
  CONTENT_FIELDS,
  fitsContentField,
  hasContentShape,
  isAnnotationDocument,
  isMap,
  isRefByKey,
  isSchemaValue
} from "./chunk-ETFRSDZE.js";
import {
  excerpt
} from "./chunk-GL32H3YL.js";
import {
  escapeJson,
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/apply/attempt-relay.ts
var AttemptRelay = class {
  listeners = /* @__PURE__ */ new Set();
  /** Give this to the client factory. */
  observer = {
    onAttempt: (info) => {
      for (const listener of this.listeners) listener(info);
    }
  };
  /** Returns the unsubscribe function. */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
};

// src/plan/desired-content.ts
function desiredContent(doc, targets) {
  const { externalKey: _key, note, refs, ...base } = doc;
  const filled = withDefaults(base);
  const given = new Set(
    Object.entries(base).flatMap(([field, v]) => v === void 0 ? [] : [field])
  );
  const defaulted = Object.keys(filled).filter((field) => !given.has(field));
  const pending = [];
  const unknown = [];
  let resolved;
  if (refs !== void 0) {
    resolved = refs.map((ref, index) => {
      if (!("externalKey" in ref)) return { type: ref.type, value: ref.value };
      const id = targets.idOf(ref.externalKey);
      if (id !== void 0) return { type: "annotation", value: id };
      if (targets.isPlanned(ref.externalKey)) {
        if (!pending.includes(ref.externalKey)) pending.push(ref.externalKey);
      } else unknown.push({ index, externalKey: ref.externalKey });
      return { type: "annotation", externalKey: ref.externalKey };
    });
  }
  const content2 = inFieldOrder({ ...filled, refs: resolved });
  const result = { content: content2, defaulted, pending: pending.sort(), unknown };
  if (note !== void 0) result.note = note;
  return result;
}

// src/plan/fingerprint.ts
function contentHash(content2) {
  const normal = {};
  for (const [field, value] of Object.entries(content2)) normal[field] = comparable(field, value);
  return hashOf(normal);
}
function fingerprintOf(annotation) {
  return {
    id: annotation.id,
    updatedMs: annotation.updatedMs,
    contentHash: contentHash(projectAnnotation(annotation))
  };
}

// src/plan/order-changes.ts
function orderWrites(writes) {
  const byKey = new Map(writes.map((w) => [w.externalKey, w]));
  const waitingOn = /* @__PURE__ */ new Map();
  const dependents = /* @__PURE__ */ new Map();
  for (const write of writes) {
    const deps = new Set(
      write.dependsOn.filter((key) => byKey.has(key) && key !== write.externalKey)
    );
    waitingOn.set(write.externalKey, deps);
    for (const dep of deps) {
      const list2 = dependents.get(dep);
      if (list2) list2.push(write.externalKey);
      else dependents.set(dep, [write.externalKey]);
    }
  }
  const ready = new KeyHeap();
  for (const [key, deps] of waitingOn) if (deps.size === 0) ready.push(key);
  const out = [];
  while (ready.size > 0) {
    const key = ready.pop();
    out.push(byKey.get(key));
    waitingOn.delete(key);
    for (const next of dependents.get(key) ?? []) {
      const deps = waitingOn.get(next);
      if (!deps) continue;
      deps.delete(key);
      if (deps.size === 0) ready.push(next);
    }
  }
  const cyclic = [...waitingOn.keys()].sort(compareKeys);
  for (const key of cyclic) out.push(byKey.get(key));
  return { writes: out, cyclic };
}
function compareKeys(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var KeyHeap = class {
  items = [];
  get size() {
    return this.items.length;
  }
  push(key) {
    const items = this.items;
    let i = items.push(key) - 1;
    while (i > 0) {
      const parent = i - 1 >> 1;
      if (compareKeys(items[parent], key) <= 0) break;
      items[i] = items[parent];
      i = parent;
    }
    items[i] = key;
  }
  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      let i = 0;
      for (; ; ) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child = right < items.length && compareKeys(items[right], items[left]) < 0 ? right : left;
        if (compareKeys(last, items[child]) <= 0) break;
        items[i] = items[child];
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
};

// src/plan/plan-hash.ts
function planHashOf(changes) {
  return hashOf({ formatVersion: 1, changes: changes.map(hashed) });
}
function changeHashOf(change) {
  return hashOf(hashed(change));
}
function hashed(change) {
  return change.action === "delete" ? {
    action: change.action,
    externalKey: change.externalKey,
    fingerprint: change.fingerprint
  } : {
    action: change.action,
    externalKey: change.externalKey,
    after: normalised(change.after),
    note: change.note,
    fingerprint: change.action === "update" ? change.fingerprint : void 0
  };
}
function normalised(content2) {
  return Object.fromEntries(
    Object.entries(content2).map(([field, value]) => [field, comparable(field, value)])
  );
}

// src/plan/plan-diagnostic.ts
function diagnosticAt(desired, path, severity, code, message) {
  const place = desired.locate?.(path) ?? { line: desired.line, column: 1 };
  const diagnostic = {
    severity,
    code,
    message,
    file: desired.file,
    line: place.line,
    column: place.column
  };
  if (place.endLine !== void 0) diagnostic.endLine = place.endLine;
  if (place.endColumn !== void 0) diagnostic.endColumn = place.endColumn;
  diagnostic.path = path.length === 0 ? "" : `/${path.join("/")}`;
  diagnostic.externalKey = desired.document.externalKey;
  return diagnostic;
}

// src/plan/state-rules.ts
function checkFollowUpClose(desired, current, after, note) {
  if (after.kind !== "follow-up" || after.status !== "done") return [];
  if (current?.status === "done" || note !== void 0) return [];
  const was = current === void 0 ? "created as done" : `closed (was ${current.status ?? "open"})`;
  return [
    diagnosticAt(
      desired,
      desired.document.status === void 0 ? [] : ["status"],
      "error",
      "note.requiredToClose",
      `This follow-up is ${was}: add a \`note\` saying how it was resolved (the server requires one to close it).`
    )
  ];
}
function statusOf(content2) {
  if (content2?.kind !== "follow-up") return void 0;
  return content2.status ?? "open";
}
function noteTravels(current, after, note) {
  if (note === void 0) return false;
  if (after.kind !== "follow-up" || current === void 0) return true;
  return statusOf(current) !== statusOf(after);
}
function checkReopenNote(desired, current, after, note, closingNote) {
  if (statusOf(current) !== "done" || statusOf(after) !== "open") return [];
  if (note === void 0 || closingNote === void 0 || note.trim() !== closingNote.trim())
    return [];
  return [
    diagnosticAt(
      desired,
      ["note"],
      "warning",
      "note.sameAsClose",
      "This follow-up is reopened with the note it was closed with: the note of a reopen is recorded as its reason. Say why it is open again."
    )
  ];
}

// src/plan/plan.ts
function plan(desired, current, options) {
  const diagnostics = [];
  const server = /* @__PURE__ */ new Map();
  for (const annotation of current)
    if (isManaged(annotation)) server.set(annotation.externalKey, annotation);
  const files = uniqueKeys(desired, diagnostics);
  const unused = unusedKeyPrefix(files.keys(), options.keyPrefix);
  if (unused) diagnostics.push(unused);
  const orphans = orphansOf(server, files, options.keyPrefix);
  const refused = pruneRefused(options.prune, options.keyPrefix);
  const pruning = options.prune && !refused;
  if (refused)
    diagnostics.push({
      severity: "error",
      code: "prune.needsKeyPrefix",
      message: `Prune needs a keyPrefix: ${UNSCOPED_PRUNE}.`
    });
  const pruned = new Set(pruning ? orphans.map((o) => o.externalKey) : []);
  const sides = { files, server, options, pruned };
  const writes = [];
  let unchanged = 0;
  for (const doc of [...files.values()].sort(
    (a, b) => compareKeys(a.document.externalKey, b.document.externalKey)
  )) {
    const write = planDocument(doc, sides, diagnostics);
    if (write) writes.push(write);
    else unchanged++;
  }
  for (const hint of renameHints(writes, orphans, server, files, pruning)) diagnostics.push(hint);
  const ordered = orderWrites(writes);
  for (const key of ordered.cyclic) {
    diagnostics.push(
      diagnosticAt(
        files.get(key),
        ["refs"],
        "error",
        "refs.cycle",
        `"${key}" is part of a cycle of references by key: no order can create them.`
      )
    );
  }
  const deletes = pruning ? orphans.map((orphan) => deleteOf(orphan, server)) : [];
  const orphaned = pruning ? [] : orphans;
  return assemble([...deletes, ...ordered.writes], orphaned, unchanged, diagnostics);
}
function uniqueKeys(desired, diagnostics) {
  const files = /* @__PURE__ */ new Map();
  for (const doc of desired) {
    const key = doc.document.externalKey;
    const first = files.get(key);
    if (first === void 0) {
      files.set(key, doc);
      continue;
    }
    diagnostics.push({
      ...diagnosticAt(
        doc,
        ["externalKey"],
        "error",
        "externalKey.duplicate",
        `Duplicate externalKey "${key}".`
      ),
      related: { file: first.file, line: first.line, column: 1, message: "first defined here" }
    });
  }
  return files;
}
function planDocument(doc, sides, diagnostics) {
  const { server, options } = sides;
  const key = doc.document.externalKey;
  const wanted = desiredContent(doc.document, {
    idOf: (ref) => server.get(ref)?.id,
    isPlanned: (ref) => sides.files.has(ref)
  });
  diagnostics.push(...refDiagnostics(doc, wanted.unknown, sides));
  const existing = server.get(key);
  const before = existing ? projectAnnotation(existing) : void 0;
  if (!options.blind)
    diagnostics.push(...checkFollowUpClose(doc, before, wanted.content, wanted.note));
  diagnostics.push(
    ...checkReopenNote(doc, before, wanted.content, wanted.note, options.closingNotes?.get(key))
  );
  const fields = diffContent(before, wanted.content);
  if (existing && before && fields.length === 0) return void 0;
  const located = {
    externalKey: key,
    file: doc.file,
    line: doc.line,
    documentHash: doc.documentHash
  };
  const extras = {
    ...noteTravels(before, wanted.content, wanted.note) ? { note: wanted.note } : {},
    dependsOn: wanted.pending,
    ...wanted.defaulted.length > 0 ? { defaulted: wanted.defaulted } : {}
  };
  if (!existing || !before)
    return { action: "create", ...located, after: wanted.content, fields, ...extras };
  const update = { id: existing.id, before, after: wanted.content, fields };
  return {
    action: "update",
    ...located,
    ...update,
    ...extras,
    fingerprint: fingerprintOf(existing)
  };
}
function refDiagnostics(doc, unknown, { options, pruned }) {
  const out = unknown.map(
    ({ index, externalKey }) => diagnosticAt(
      doc,
      ["refs", index, "externalKey"],
      "error",
      options.blind ? "refs.notWritten" : "refs.unknownKey",
      options.blind ? `"${externalKey}" is written by no file of this run: a write-only run does not read the server, so it cannot learn that annotation's id. Write it in this run too, or refer to it by id ({ type: annotation, value: ann-\u2026 }).` : `No annotation has the externalKey "${externalKey}": it is neither on the server nor in any file.`
    )
  );
  (doc.document.refs ?? []).forEach((ref, index) => {
    if (!isRefByKey(ref) || !pruned.has(ref.externalKey)) return;
    out.push(
      diagnosticAt(
        doc,
        ["refs", index, "externalKey"],
        "warning",
        "refs.prunedTarget",
        `"${ref.externalKey}" is in no file and this plan deletes it (prune): the reference will point at a deleted annotation.`
      )
    );
  });
  return out;
}
function deleteOf(orphan, server) {
  const annotation = server.get(orphan.externalKey);
  const before = projectAnnotation(annotation);
  return {
    action: "delete",
    externalKey: orphan.externalKey,
    id: annotation.id,
    before,
    fields: diffContent(before, {}),
    fingerprint: orphan.fingerprint
  };
}
function assemble(changes, orphans, unchanged, diagnostics) {
  const count2 = (action) => changes.filter((c) => c.action === action).length;
  const result = {
    formatVersion: 1,
    summary: {
      create: count2("create"),
      update: count2("update"),
      delete: count2("delete"),
      unchanged,
      orphaned: orphans.length
    },
    changes,
    orphans,
    diagnostics: sortDiagnostics(diagnostics)
  };
  if (!result.diagnostics.some((d) => d.severity === "error")) {
    return { formatVersion: 1, planHash: planHashOf(changes), ...withoutVersion(result) };
  }
  return result;
}
function planOfDiagnostics(diagnostics, omitted) {
  return {
    formatVersion: 1,
    summary: { create: 0, update: 0, delete: 0, unchanged: 0, orphaned: 0 },
    changes: [],
    orphans: [],
    diagnostics: sortDiagnostics([...diagnostics]),
    ...omitted ? { omittedDiagnostics: omitted } : {}
  };
}
function orphansOf(server, files, keyPrefix) {
  if (keyPrefix === void 0) return [];
  return [...server.values()].filter((a) => a.externalKey.startsWith(keyPrefix) && !files.has(a.externalKey)).sort((a, b) => compareKeys(a.externalKey, b.externalKey)).map((a) => ({
    externalKey: a.externalKey,
    id: a.id,
    headline: a.headline,
    fingerprint: fingerprintOf(a)
  }));
}
function renameHints(writes, orphans, server, files, pruning) {
  if (orphans.length === 0) return [];
  const byContent = /* @__PURE__ */ new Map();
  for (const orphan of orphans) {
    const hash = contentHash(projectAnnotation(server.get(orphan.externalKey)));
    if (!byContent.has(hash)) byContent.set(hash, orphan.externalKey);
  }
  const hints = [];
  for (const write of writes) {
    if (write.action !== "create") continue;
    const old = byContent.get(contentHash(write.after));
    if (old === void 0) continue;
    const fate = pruning ? `this plan deletes "${old}", and its history with it` : `"${old}" stays on the server as an orphan`;
    hints.push(
      diagnosticAt(
        files.get(write.externalKey),
        ["externalKey"],
        "warning",
        "externalKey.renamed",
        `This looks like a rename of ${old} to ${write.externalKey}; the server keeps ${old}'s history under ${old}, and ${write.externalKey} starts a new one (${fate}). To keep the history, keep the key ${old}.`
      )
    );
  }
  return hints;
}
function sortDiagnostics(diagnostics) {
  return diagnostics.sort(
    (a, b) => compareKeys(a.file ?? "", b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareKeys(a.code, b.code)
  );
}
function withoutVersion(plan2) {
  const { formatVersion: _v, ...rest } = plan2;
  return rest;
}

// node_modules/yocto-queue/index.js
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};

// node_modules/p-limit/index.js
function pLimit(concurrency) {
  let rejectOnClear = false;
  if (typeof concurrency === "object") {
    ({ concurrency, rejectOnClear = false } = concurrency);
  }
  validateConcurrency(concurrency);
  if (typeof rejectOnClear !== "boolean") {
    throw new TypeError("Expected `rejectOnClear` to be a boolean");
  }
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      activeCount++;
      queue.dequeue().run();
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run = async (function_, resolve, arguments_) => {
    const result = (async () => function_(...arguments_))();
    resolve(result);
    try {
      await result;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, reject, arguments_) => {
    const queueItem = { reject };
    new Promise((internalResolve) => {
      queueItem.run = internalResolve;
      queue.enqueue(queueItem);
    }).then(run.bind(void 0, function_, resolve, arguments_));
    if (activeCount < concurrency) {
      resumeNext();
    }
  };
  const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
    enqueue(function_, resolve, reject, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        if (!rejectOnClear) {
          queue.clear();
          return;
        }
        const abortError = AbortSignal.abort().reason;
        while (queue.size > 0) {
          queue.dequeue().reject(abortError);
        }
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    },
    map: {
      async value(iterable, function_) {
        const promises = [];
        try {
          Array.from(iterable, (value, index) => {
            const promise = generator(function_, value, index);
            promises.push(promise);
            return promise;
          });
        } catch (error) {
          for (const promise of promises) {
            promise.catch(() => {
            });
          }
          throw error;
        }
        return Promise.all(promises);
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}

// src/apply/adaptive-limit.ts
var AdaptiveLimit = class {
  constructor(max, onChange = () => {
  }) {
    this.max = max;
    this.onChange = onChange;
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`concurrency must be \u2265 1: ${max}`);
    this.limit = pLimit(max);
  }
  max;
  onChange;
  limit;
  /** Runs `fn` when a slot is free. */
  run(fn) {
    return this.limit(fn);
  }
  /** Multiplicative decrease: a burst of 429s can take it down to 1, never to 0. */
  congested() {
    this.set(Math.max(1, Math.floor(this.limit.concurrency / 2)));
  }
  /** Additive increase, one per successful write. */
  succeeded() {
    this.set(Math.min(this.max, this.limit.concurrency + 1));
  }
  set(next) {
    if (next === this.limit.concurrency) return;
    this.limit.concurrency = next;
    this.onChange(next);
  }
};

// src/apply/dependency-order.ts
function dependenciesOf(change) {
  const keys = new Set(change.dependsOn);
  for (const ref of change.after.refs ?? []) {
    if (isRefByKey(ref)) keys.add(ref.externalKey);
  }
  keys.delete(change.externalKey);
  return [...keys];
}
function keysOnCycles(changes) {
  const deps = new Map(changes.map((c) => [c.externalKey, dependenciesOf(c)]));
  const state = /* @__PURE__ */ new Map();
  const visit = (key) => {
    const seen = state.get(key);
    if (seen === "ok") return true;
    if (seen !== void 0) return false;
    state.set(key, "visiting");
    let ok = true;
    for (const dep of deps.get(key) ?? []) {
      if (deps.has(dep) && !visit(dep)) ok = false;
    }
    state.set(key, ok ? "ok" : "cycle");
    return ok;
  };
  for (const key of deps.keys()) visit(key);
  return new Set([...state].filter(([, s]) => s !== "ok").map(([k]) => k));
}

// src/apply/item-failure.ts
var PASSING_4XX = /* @__PURE__ */ new Set([408, 409, 429]);
function describeFailure(error, place, locate) {
  const api = error instanceof ApiError ? error : void 0;
  const where = {};
  if (place.file !== void 0) where.file = place.file;
  if (place.line !== void 0) where.line = place.line;
  if (!api) {
    return { error: error instanceof Error ? error.message : String(error), attempts: 1, ...where };
  }
  let message = api.message;
  const detail = api.details[0];
  if (detail && place.file !== void 0) {
    const found = locate?.(place.externalKey, fieldPath(detail.field));
    if (found) {
      where.file = found.file ?? place.file;
      where.line = found.line;
      where.column = found.column;
    }
    const at = `${where.file}:${where.line}${where.column !== void 0 ? `:${where.column}` : ""}`;
    message = `${message} [${detail.field} at ${at}]`;
  }
  const failure = { error: message, attempts: api.attempts, ...where };
  if (api.fatal) failure.fatal = api.message;
  else if (api.kind === "http" && api.status >= 400 && api.status < 500 && !PASSING_4XX.has(api.status))
    failure.permanent = true;
  if (api.kind === "aborted") failure.aborted = true;
  return failure;
}

// src/apply/post-condition.ts
function postConditionFailure(answer, expected, externalKey) {
  if (answer.externalKey !== void 0 && answer.externalKey !== externalKey) {
    return `the server answered with the annotation of key "${cutServerText(answer.externalKey, 200)}"`;
  }
  const fields = diffContent(projectAnnotation(answer), expected).map((f) => f.path);
  if (fields.length === 0) return void 0;
  return `the server stored something else than was sent (field${fields.length > 1 ? "s" : ""} ${fields.join(", ")}); a later plan would show it as a change`;
}

// src/apply/prune-brake.ts
var DEFAULT_MAX_DELETES = 10;
function checkDeletions(plan2, prune, maxDeletes, keyPrefix) {
  const deletes = plan2.changes.filter((c) => c.action === "delete");
  if (deletes.length === 0) return;
  const foreign = keyPrefix === void 0 ? void 0 : deletionOutside(deletes, keyPrefix);
  if (foreign !== void 0) {
    throw new UserError(
      `the plan deletes "${foreign.externalKey}", which is not under this run's keyPrefix "${keyPrefix}": only keys under it are ours to delete; nothing was written`
    );
  }
  if (!prune) {
    throw new NamedOptionsError(
      (name) => `the plan deletes ${deletes.length} annotation(s) but ${name("prune")} was not given; nothing was written`
    );
  }
  if (deletes.length > maxDeletes) {
    const shown = deletes.slice(0, 5).map((d) => d.externalKey).join(", ");
    const more = deletes.length > 5 ? ` and ${deletes.length - 5} more` : "";
    throw new NamedOptionsError(
      (name) => `refusing to prune ${deletes.length} annotations (${shown}${more}): more than ${name("maxDeletes")} ${maxDeletes}. Nothing was written. Check keyPrefix and the files, or raise ${name("maxDeletes")} (or maxDeletes in observe-annotations.yaml).`
    );
  }
}

// src/apply/resolve-refs.ts
function resolveRefs(after, ids) {
  const { refs: planned2, ...rest } = after;
  if (planned2 === void 0) return { content: rest };
  const refs = [];
  for (const ref of planned2) {
    if (!isRefByKey(ref)) {
      refs.push(ref);
      continue;
    }
    const id = ids.get(ref.externalKey);
    if (id === void 0) return { missing: ref.externalKey };
    refs.push({ type: "annotation", value: id });
  }
  return { content: { ...rest, refs } };
}

// src/apply/summarize.ts
function summarize(results, unchanged) {
  const summary = {
    created: 0,
    updated: 0,
    deleted: 0,
    unchanged,
    failed: 0,
    stale: 0
  };
  if (results.some((r) => r.action === "write")) summary.written = 0;
  for (const r of results) {
    if (r.status === "stale") summary.stale++;
    else if (r.status === "failed" || r.status === "skipped") summary.failed++;
    else if (r.converged) summary.unchanged++;
    else if (r.action === "write") summary.written++;
    else if (r.action === "create") summary.created++;
    else if (r.action === "update") summary.updated++;
    else summary.deleted++;
  }
  return summary;
}

// src/apply/apply-plan.ts
async function applyPlan(plan2, options) {
  if (plan2.diagnostics.some((d) => d.severity === "error")) {
    throw new UserError("the plan has errors; nothing was written");
  }
  checkDeletions(
    plan2,
    options.prune ?? false,
    options.maxDeletes ?? DEFAULT_MAX_DELETES,
    options.keyPrefix
  );
  const run = new ApplyRun(plan2.changes, options);
  const results = await run.execute();
  const result = {
    formatVersion: 1,
    summary: summarize(results, plan2.summary.unchanged),
    results
  };
  if (options.signal?.aborted) result.interrupted = true;
  if (run.stopReason !== void 0) result.stopReason = run.stopReason;
  return result;
}
var ApplyRun = class {
  constructor(changes, options) {
    this.changes = changes;
    this.options = options;
    const emit = this.emit.bind(this);
    this.limit = new AdaptiveLimit(
      options.concurrency,
      (limit) => emit({ type: "concurrency", limit })
    );
    this.ids = new Map(options.knownIds);
    this.total = changes.length;
  }
  changes;
  options;
  stopReason;
  limit;
  ids;
  results = /* @__PURE__ */ new Map();
  total;
  done = 0;
  async execute() {
    const { signal, attempts } = this.options;
    const onInterrupt = () => this.emit({ type: "interrupted" });
    signal?.addEventListener("abort", onInterrupt, { once: true });
    const unlisten = attempts?.listen((info) => {
      if (info.status === 429 || info.status === 503) this.limit.congested();
      if (info.retryInMs !== void 0 && info.target !== void 0) {
        this.emit({
          type: "retry",
          externalKey: info.target,
          attempt: info.attempt,
          delayMs: info.retryInMs,
          reason: info.status ? `HTTP ${info.status}` : info.error ?? "error"
        });
      }
    });
    try {
      this.emit({ type: "start", total: this.total });
      const writes = this.changes.filter((c) => c.action !== "delete");
      await this.runWrites(writes);
      const deletes = this.changes.filter((c) => c.action === "delete");
      await Promise.all(deletes.map((c) => this.limit.run(() => this.remove(c))));
    } finally {
      unlisten?.();
      signal?.removeEventListener("abort", onInterrupt);
    }
    return this.changes.map((c) => this.results.get(c.externalKey));
  }
  async runWrites(writes) {
    const cyclic = keysOnCycles(writes);
    const settled = /* @__PURE__ */ new Map();
    const resolvers = /* @__PURE__ */ new Map();
    for (const change of writes) {
      settled.set(
        change.externalKey,
        new Promise((resolve) => resolvers.set(change.externalKey, resolve))
      );
    }
    const one = async (change) => {
      try {
        if (cyclic.has(change.externalKey)) {
          this.finish(
            this.result(change, "failed", 0, "it is part of a cycle of references by key")
          );
          return;
        }
        const deps = dependenciesOf(change);
        await Promise.all(deps.flatMap((key) => settled.get(key) ?? []));
        const blocked = deps.map((key) => [key, this.results.get(key)]).find(([, r]) => r && r.status !== "ok");
        if (blocked) {
          const [key, r] = blocked;
          this.finish(
            this.result(
              change,
              "skipped",
              0,
              `not sent: it references "${key}", which ${r.status === "skipped" ? "was not sent" : r.status === "failed" ? "failed" : `is ${r.status}`}`
            )
          );
          return;
        }
        this.finish(await this.limit.run(() => this.write(change)));
      } finally {
        resolvers.get(change.externalKey)();
      }
    };
    await Promise.all(writes.map(one));
  }
  /** Why no new request may start now, if one may not. */
  refusal() {
    if (this.options.signal?.aborted || this.options.abortNow?.aborted)
      return "not sent: interrupted";
    const { clock, deadlineMs, deadline } = this.options;
    if (deadline?.aborted || clock && deadlineMs !== void 0 && clock.now() >= deadlineMs) {
      const reason = deadline?.reason;
      this.stopReason ??= reason instanceof Error ? reason.message : "the run deadline passed";
      return "not sent: the run deadline passed";
    }
    if (this.stopReason !== void 0) return `not sent: the run stopped (${this.stopReason})`;
    return void 0;
  }
  async write(change) {
    const refused = this.refusal();
    if (refused) return this.result(change, "skipped", 0, refused);
    const resolved = resolveRefs(change.after, this.ids);
    if ("missing" in resolved) {
      return this.result(
        change,
        "skipped",
        0,
        `not sent: the id of the referenced "${resolved.missing}" is not known`
      );
    }
    const body = change.note === void 0 ? resolved.content : { ...resolved.content, note: change.note };
    try {
      const { value, attempts } = await this.options.client.putAnnotation(
        change.externalKey,
        body,
        this.callOptions()
      );
      this.limit.succeeded();
      const wrong = postConditionFailure(value, resolved.content, change.externalKey);
      if (wrong)
        return { ...this.result(change, "failed", attempts, wrong), id: value.id, permanent: true };
      this.ids.set(change.externalKey, value.id);
      return { ...this.result(change, "ok", attempts), id: value.id };
    } catch (error) {
      return this.failed(change, error);
    }
  }
  async remove(change) {
    const refused = this.refusal();
    if (refused) return this.finish(this.result(change, "skipped", 0, refused));
    try {
      const { attempts } = await this.options.client.deleteAnnotation(
        change.id,
        this.callOptions()
      );
      this.limit.succeeded();
      this.finish({ ...this.result(change, "ok", attempts), id: change.id });
    } catch (error) {
      this.finish({ ...this.failed(change, error), id: change.id });
    }
  }
  failed(change, error) {
    const place = change.action === "delete" ? { externalKey: change.externalKey } : change;
    const failure = describeFailure(error, place, this.options.locate);
    if (failure.fatal !== void 0 && this.stopReason === void 0)
      this.stopReason = failure.fatal;
    const result = this.result(change, "failed", failure.attempts, failure.error);
    if (failure.file !== void 0) result.file = failure.file;
    if (failure.line !== void 0) result.line = failure.line;
    if (failure.column !== void 0) result.column = failure.column;
    if (failure.permanent) result.permanent = true;
    return result;
  }
  callOptions() {
    return this.options.abortNow ? { signal: this.options.abortNow } : {};
  }
  result(change, status, attempts, error) {
    const result = {
      externalKey: change.externalKey,
      action: this.options.writeOnly && change.action !== "delete" ? "write" : change.action,
      status,
      attempts
    };
    if (change.action !== "create") result.id = change.id;
    if (error !== void 0) result.error = error;
    if (change.action !== "delete" && status !== "ok" && result.file === void 0) {
      result.file = change.file;
      result.line = change.line;
    }
    return result;
  }
  finish(result) {
    this.results.set(result.externalKey, result);
    this.done++;
    const stopped = this.stopReason === void 0 ? {} : { stopReason: this.stopReason };
    this.emit({ type: "item", result, done: this.done, total: this.total, ...stopped });
  }
  emit(event) {
    this.options.onEvent?.(event);
  }
};

// src/plan/saved-plan-shape.ts
var SavedPlanError = class extends UserError {
  constructor(message) {
    super(`Saved plan: ${message}`);
  }
};
var EXTERNAL_KEY = /^[a-z0-9._-]{1,128}$/;
var ACTIONS = /* @__PURE__ */ new Set(["create", "update", "delete"]);
var SUMMARY = ["create", "update", "delete", "unchanged", "orphaned"];
function object(value, message) {
  if (!isMap(value)) throw new SavedPlanError(`${message}.`);
  return value;
}
function describe(value) {
  if (value === void 0) return "missing";
  const text = JSON.stringify(value) ?? typeof value;
  return text.length > 60 ? `${text.slice(0, 60)}\u2026` : text;
}
function list(value, message) {
  if (!Array.isArray(value)) throw new SavedPlanError(`${message}.`);
  return value;
}
function string(fields, member, where) {
  const value = fields[member];
  if (typeof value !== "string" || value === "")
    throw new SavedPlanError(`${where}: "${member}" must be a non-empty string.`);
  return value;
}
function count(fields, member, where, min = 0) {
  const value = fields[member];
  if (typeof value !== "number" || !Number.isInteger(value) || value < min)
    throw new SavedPlanError(
      `${where}: "${member}" must be a whole number${min > 0 ? ` from ${min}` : ""}, not ${describe(value)}.`
    );
  return value;
}
function checkChanges(changes) {
  const seen = /* @__PURE__ */ new Set();
  changes.forEach((value, index) => {
    const first = object(value, `change ${index + 1} is not an object`);
    const key = first.externalKey;
    const where = `change ${index + 1}${typeof key === "string" ? ` (${describe(key)})` : ""}`;
    if (!ACTIONS.has(first.action))
      throw new SavedPlanError(`${where}: unknown action ${describe(first.action)}.`);
    if (typeof key !== "string" || !EXTERNAL_KEY.test(key))
      throw new SavedPlanError(
        `${where}: "externalKey" must be an external key (a-z, 0-9, . _ -).`
      );
    if (seen.has(key)) throw new SavedPlanError(`${where}: the key appears in two changes.`);
    seen.add(key);
    checkChange(first, where);
  });
  return changes;
}
function checkChange(change, where) {
  let before;
  if (change.action !== "create") {
    const id = string(change, "id", where);
    const print = object(change.fingerprint, `${where}: "fingerprint" must be an object`);
    if (typeof print.id !== "string" || typeof print.updatedMs !== "number" || !Number.isFinite(print.updatedMs) || typeof print.contentHash !== "string") {
      throw new SavedPlanError(`${where}: "fingerprint" needs id, updatedMs and contentHash.`);
    }
    if (print.id !== id)
      throw new SavedPlanError(`${where}: "id" is not the id its fingerprint names.`);
    before = content(change.before, `${where}: "before"`);
    if (contentHash(before) !== print.contentHash)
      throw new SavedPlanError(`${where}: "before" is not the content its fingerprint names.`);
  }
  let after;
  if (change.action !== "delete") {
    string(change, "file", where);
    count(change, "line", where, 1);
    string(change, "documentHash", where);
    after = planned(change.after, change.externalKey, `${where}: "after"`);
    if (change.note !== void 0 && (typeof change.note !== "string" || change.note === ""))
      throw new SavedPlanError(`${where}: "note" must be a non-empty string when present.`);
    checkDependsOn(change.dependsOn, after, where);
    if (change.defaulted !== void 0 && !list(change.defaulted, `${where}: "defaulted" must be a list`).every(isField))
      throw new SavedPlanError(`${where}: "defaulted" must list content fields.`);
  }
  const fields = list(change.fields, `${where}: "fields" must be a list`);
  const expected = diffContent(before, after ?? {});
  if (canonicalJson(fields) !== canonicalJson(expected)) {
    throw new SavedPlanError(
      `${where}: "fields" do not show what the change does (${fieldNames(expected)}): it was modified after it was made; nothing was written.`
    );
  }
}
function content(value, where) {
  const fields = object(value, `${where} must be an object`);
  if (hasContentShape(fields)) return fields;
  const wrong = Object.keys(fields).find((field) => !fitsContentField(field, fields[field]));
  if (wrong !== void 0)
    throw new SavedPlanError(`${where}: "${wrong}" is not a content field of its shape.`);
  throw new SavedPlanError(`${where} needs kind and headline.`);
}
function planned(value, externalKey, where) {
  const fields = object(value, `${where} must be an object`);
  if ("note" in fields)
    throw new SavedPlanError(
      `${where}: "note" is not a content field (a change's note is its own member, "note").`
    );
  const refs = fields.refs;
  let byId = fields;
  if (Array.isArray(refs))
    byId = {
      ...fields,
      refs: refs.map((ref) => isRefByKey2(ref, where) ? RESOLVED_REF : ref)
    };
  const issue = checkRequestBody(externalKey, byId)[0];
  if (issue) throw new SavedPlanError(`${where} is not an annotation: ${issue.message}.`);
  return fields;
}
var RESOLVED_REF = { type: "release", value: "a ref by key" };
function isRefByKey2(ref, where) {
  if (ref === null || typeof ref !== "object" || !("externalKey" in ref)) return false;
  const { type, externalKey, ...rest } = ref;
  if (type !== "annotation" || typeof externalKey !== "string" || !EXTERNAL_KEY.test(externalKey) || Object.keys(rest).length > 0) {
    throw new SavedPlanError(
      `${where}: a ref by key must be { type: annotation, externalKey }, not ${describe(ref)}.`
    );
  }
  return true;
}
function checkDependsOn(value, after, where) {
  const dependsOn = list(value, `${where}: "dependsOn" must be a list`);
  const byKey = [
    ...new Set(
      (after.refs ?? []).flatMap((ref) => "externalKey" in ref ? [ref.externalKey] : [])
    )
  ].sort();
  if (canonicalJson(dependsOn) !== canonicalJson(byKey)) {
    throw new SavedPlanError(
      `${where}: "dependsOn" must list the keys its refs name by key (${byKey.join(", ") || "none"}).`
    );
  }
}
function isField(value) {
  return typeof value === "string" && CONTENT_FIELDS.includes(value);
}
function fieldNames(fields) {
  return fields.length === 0 ? "no field changes" : fields.map((f) => f.path).join(", ");
}
function checkSummary(value, changes, orphans) {
  const summary = object(value, '"plan.summary" must be an object');
  for (const member of SUMMARY) count(summary, member, '"plan.summary"');
  for (const action of ["create", "update", "delete"]) {
    const actual = changes.filter((c) => c.action === action).length;
    if (summary[action] !== actual)
      throw new SavedPlanError(
        `"plan.summary" says ${String(summary[action])} to ${action}, but the plan has ${actual}.`
      );
  }
  if (summary.orphaned !== orphans.length)
    throw new SavedPlanError(
      `"plan.summary" says ${String(summary.orphaned)} orphaned, but the plan lists ${orphans.length}.`
    );
}
function checkOrphans(value) {
  const orphans = list(value, '"plan.orphans" must be a list');
  orphans.forEach((item, index) => {
    const where = `orphan ${index + 1}`;
    const orphan = object(item, `${where} is not an object`);
    string(orphan, "externalKey", where);
    string(orphan, "id", where);
    string(orphan, "headline", where);
  });
  return orphans;
}
function checkDiagnostics(value) {
  const diagnostics = list(value, '"plan.diagnostics" must be a list');
  diagnostics.forEach((item, index) => {
    const where = `diagnostic ${index + 1}`;
    const d = object(item, `${where} is not an object`);
    if (d.severity === "error")
      throw new SavedPlanError("the plan has errors: it cannot be applied; nothing was written.");
    if (d.severity !== "warning")
      throw new SavedPlanError(`${where}: unknown severity ${describe(d.severity)}.`);
    string(d, "code", where);
    string(d, "message", where);
    if (d.file !== void 0) string(d, "file", where);
    for (const member of ["line", "column", "endLine", "endColumn"])
      if (d[member] !== void 0) count(d, member, where, 1);
  });
}

// src/plan/saved-plan.ts
var SAVED_PLAN_KIND = "observe-annotations/plan";
function toSavedPlan(plan2, context) {
  if (plan2.planHash === void 0) {
    throw new SavedPlanError("this plan has errors and cannot be saved for apply.");
  }
  const saved = {
    formatVersion: 1,
    kind: SAVED_PLAN_KIND,
    toolVersion: context.toolVersion,
    baseUrl: context.baseUrl,
    createdMs: context.createdMs,
    planHash: plan2.planHash,
    plan: plan2
  };
  if (context.target !== void 0) saved.target = context.target;
  if (context.keyPrefix !== void 0) saved.keyPrefix = context.keyPrefix;
  if (context.paths !== void 0) saved.paths = [...context.paths];
  return saved;
}
function savedPlanText(saved) {
  return `${escapeJson(JSON.stringify(saved, null, 2))}
`;
}
function readSavedPlan(value) {
  const saved = object(value, "the file does not hold a JSON object");
  if (saved.kind !== SAVED_PLAN_KIND) {
    throw new SavedPlanError(
      `not a saved plan of observe-annotations (kind is ${describe(saved.kind)}); make one with \`plan --out FILE\`.`
    );
  }
  if (saved.formatVersion !== 1) {
    throw new SavedPlanError(
      `formatVersion ${describe(saved.formatVersion)} is not supported (this tool reads version 1); make the plan again with this version.`
    );
  }
  for (const member of ["toolVersion", "baseUrl", "planHash"]) {
    if (typeof saved[member] !== "string")
      throw new SavedPlanError(`"${member}" must be a string.`);
  }
  if (saved.target !== void 0 && typeof saved.target !== "string") {
    throw new SavedPlanError('"target" must be a string when present.');
  }
  if (saved.keyPrefix !== void 0 && typeof saved.keyPrefix !== "string") {
    throw new SavedPlanError('"keyPrefix" must be a string when present.');
  }
  if (saved.paths !== void 0 && (!Array.isArray(saved.paths) || !saved.paths.every((p) => typeof p === "string"))) {
    throw new SavedPlanError('"paths" must be a list of strings when present.');
  }
  if (typeof saved.createdMs !== "number" || !Number.isFinite(saved.createdMs)) {
    throw new SavedPlanError('"createdMs" must be a number.');
  }
  const plan2 = object(saved.plan, '"plan" must be an object');
  if (plan2.formatVersion !== 1) throw new SavedPlanError('"plan.formatVersion" must be 1.');
  if (!Array.isArray(plan2.changes)) throw new SavedPlanError('"plan.changes" must be a list.');
  checkDiagnostics(plan2.diagnostics);
  const changes = checkChanges(plan2.changes);
  const orphans = checkOrphans(plan2.orphans);
  checkSummary(plan2.summary, changes, orphans);
  const prefix = saved.keyPrefix;
  const outside = deletionOutside(changes, prefix);
  if (outside !== void 0) {
    throw new SavedPlanError(
      `it deletes "${outside.externalKey}", which is not under its keyPrefix${prefix === void 0 ? " (it has none)" : ` "${prefix}"`}: only keys under the keyPrefix are ours to delete.`
    );
  }
  if (plan2.planHash !== saved.planHash) {
    throw new SavedPlanError('"planHash" differs from the hash inside "plan".');
  }
  if (planHashOf(changes) !== saved.planHash) {
    throw new SavedPlanError(
      "its changes do not match its planHash: it was modified after it was made; nothing was written."
    );
  }
  return value;
}
function checkPlanTarget(saved, target, targetName) {
  if (saved.target !== targetName) {
    const made = saved.target === void 0 ? "without a target" : `for the target ${saved.target}`;
    const here = targetName === void 0 ? "without one" : `to the target ${targetName}`;
    throw new SavedPlanError(
      `made ${made}: refusing to apply it ${here}. ${saved.target === void 0 ? "Make a new plan with --target." : `Apply it with --target ${saved.target}, or make a new plan for this target.`}`
    );
  }
  if (normalUrl(saved.baseUrl) !== normalUrl(target)) {
    throw new SavedPlanError(
      `made against ${saved.baseUrl}, not ${target}: refusing to apply it here. Make a new plan against this server.`
    );
  }
}
function normalUrl(url) {
  return url.trim().replace(/\/+$/, "");
}

// src/apply/reconcile.ts
function reconcile(plan2, current) {
  const server = /* @__PURE__ */ new Map();
  for (const a of current) if (isManaged(a)) server.set(a.externalKey, a);
  const knownIds = new Map([...server].map(([key, a]) => [key, a.id]));
  const decided = /* @__PURE__ */ new Map();
  const keep = [];
  for (const change of plan2.changes) {
    const now = server.get(change.externalKey);
    const base = { externalKey: change.externalKey, action: change.action, attempts: 0 };
    const converged = (id) => {
      decided.set(change.externalKey, { ...base, status: "ok", id, converged: true });
    };
    const stale = (why) => {
      const r = {
        ...base,
        status: "stale",
        error: `stale: ${why} since the plan was made`
      };
      if (now) r.id = now.id;
      decided.set(change.externalKey, r);
    };
    if (change.action === "delete") {
      if (!now) converged(change.id);
      else if (samePrint(now, change.fingerprint)) keep.push(change);
      else stale("it changed on the server");
      continue;
    }
    const blocked = dependenciesOf(change).find((key) => {
      const r = decided.get(key);
      return r !== void 0 && r.status !== "ok";
    });
    if (blocked) {
      decided.set(change.externalKey, {
        ...base,
        status: "skipped",
        error: `not sent: it references "${blocked}", which ${wasWord(decided.get(blocked).status)}`
      });
      continue;
    }
    const target = resolveRefs(change.after, knownIds);
    if (now && "content" in target && sameContent(projectAnnotation(now), target.content)) {
      converged(now.id);
    } else if (change.action === "create") {
      if (now) stale("it was created on the server by someone else");
      else keep.push(change);
    } else if (!now) {
      stale("it was deleted on the server");
    } else if (samePrint(now, change.fingerprint)) {
      keep.push(change);
    } else {
      stale("it changed on the server");
    }
  }
  return { plan: { ...plan2, changes: keep }, decided, knownIds };
}
function samePrint(annotation, seen) {
  const now = fingerprintOf(annotation);
  return now.id === seen.id && now.updatedMs === seen.updatedMs && now.contentHash === seen.contentHash;
}
function wasWord(status) {
  return status === "failed" ? "failed" : status === "skipped" ? "was not sent" : `is ${status}`;
}

// src/apply/apply-saved-plan.ts
async function applySavedPlan(saved, options, target = options.client.baseUrl, targetName) {
  const checked = readSavedPlan(saved);
  checkPlanTarget(checked, target, targetName);
  let current;
  try {
    current = await options.client.listAnnotations(
      options.abortNow ? { signal: options.abortNow } : {}
    );
  } catch (error) {
    if (options.abortNow?.aborted) throw new InterruptedError(INTERRUPTED_READING);
    throw error;
  }
  const { plan: plan2, decided, knownIds } = reconcile(checked.plan, current);
  const applied = await applyPlan(plan2, {
    ...options,
    knownIds: new Map([...knownIds, ...options.knownIds ?? []])
  });
  const byKey = new Map(applied.results.map((r) => [r.externalKey, r]));
  const results = checked.plan.changes.map(
    (c) => decided.get(c.externalKey) ?? byKey.get(c.externalKey)
  );
  return { ...applied, summary: summarize(results, checked.plan.summary.unchanged), results };
}

// src/plan/saved-plan-run.ts
function checkPlanRun(saved, run) {
  if (saved.keyPrefix !== run.keyPrefix) {
    throw new SavedPlanError(
      `made with ${prefixWords(saved.keyPrefix)}, but this run's is ${prefixWords(run.keyPrefix)}: refusing to apply it. Apply it where it was made (the same observe-annotations.yaml), or make a new plan here.`
    );
  }
  holdDeletions(saved, run.keyPrefix);
  if (saved.paths === void 0) {
    throw new SavedPlanError(
      "it does not record the paths it was made from (made by an older version): make it again with `plan --out FILE`."
    );
  }
  const here = run.paths.map(normalPath);
  const outside = saved.paths.filter((p) => !here.some((r) => holds(r, normalPath(p))));
  if (outside.length > 0) {
    throw new SavedPlanError(
      `made from the paths ${pathWords(saved.paths)}, but this run's are ${pathWords(run.paths)}, which do not hold ${pathWords(outside)}: refusing to apply it. Name the PATHs it was made from (apply --plan FILE PATH\u2026), or make a new plan for these.`
    );
  }
}
function holdDeletions(saved, keyPrefix) {
  const outside = deletionOutside(saved.plan.changes, keyPrefix);
  if (outside === void 0) return;
  throw new SavedPlanError(
    `it deletes "${outside.externalKey}", which is not under this run's keyPrefix${keyPrefix === void 0 ? " (it has none)" : ` "${keyPrefix}"`}: only keys under the keyPrefix are ours to delete; nothing was written.`
  );
}
function prefixWords(keyPrefix) {
  return keyPrefix === void 0 ? "no keyPrefix" : `the keyPrefix "${keyPrefix}"`;
}
function pathWords(paths) {
  return paths.length === 0 ? "(none)" : paths.map((p) => JSON.stringify(p)).join(", ");
}
function normalPath(path) {
  const normal = path.replace(/\\/g, "/").replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  return normal === "" ? "." : normal;
}
function holds(run, path) {
  return run === "." || path === run || path.startsWith(`${run}/`);
}

// src/plan/causes.ts
function markCauses(plan2, input, base) {
  const causes = causesOf(plan2.changes, input);
  return {
    ...plan2,
    changes: plan2.changes.map((c) => ({ ...c, cause: causes.get(c.externalKey) })),
    base
  };
}
function causesOf(changes, input) {
  const server = /* @__PURE__ */ new Map();
  for (const a of input.current) if (isManaged(a)) server.set(a.externalKey, a);
  const targets = { idOf: (key) => server.get(key)?.id, isPlanned: () => true };
  const wanted = (docs, keys2) => {
    const byKey = /* @__PURE__ */ new Map();
    for (const doc of docs) {
      if (!keys2.has(doc.externalKey) || byKey.has(doc.externalKey)) continue;
      byKey.set(doc.externalKey, desiredContent(doc, targets).content);
    }
    return byKey;
  };
  const keys = new Set(changes.map((c) => c.externalKey));
  const atBase = wanted(input.base, keys);
  const now = wanted(input.now, keys);
  const causes = /* @__PURE__ */ new Map();
  for (const key of keys) {
    const was = atBase.get(key);
    const is = now.get(key);
    const onServer = server.get(key);
    const filesChanged = !same(was, is);
    const serverAsAtBase = same(onServer && projectAnnotation(onServer), was);
    causes.set(key, !filesChanged ? "drift" : serverAsAtBase ? "pr" : "both");
  }
  return causes;
}
function same(a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return sameContent(a, b);
}

// src/plan/timeline.ts
var MAX_TIMELINE_ROWS = 30;
function timelineOf(plan2, current, today) {
  const changed = plan2.changes.flatMap((c) => changedRow(c, today));
  if (changed.length === 0) return void 0;
  const from = changed.reduce((m, r) => r.start < m ? r.start : m, changed[0].start);
  const to = changed.reduce((m, r) => r.end > m ? r.end : m, changed[0].end);
  const keys = new Set(plan2.changes.map((c) => c.externalKey));
  const context = current.filter((a) => a.externalKey === void 0 || !keys.has(a.externalKey)).flatMap((a) => {
    const row = rowOf("context", a, today, {
      ...a.externalKey === void 0 ? {} : { externalKey: a.externalKey },
      id: a.id
    });
    return row && row.start < to && from < row.end ? [row] : [];
  });
  const byStart = (a, b) => a.start < b.start ? -1 : a.start > b.start ? 1 : a.headline < b.headline ? -1 : 1;
  const rows = [...changed.sort(byStart), ...context.sort(byStart)];
  return {
    window: { from, to },
    rows: rows.slice(0, MAX_TIMELINE_ROWS),
    more: Math.max(0, rows.length - MAX_TIMELINE_ROWS)
  };
}
function changedRow(change, today) {
  if (change.action === "delete") {
    const row2 = rowOf("delete", change.before, today, {
      externalKey: change.externalKey,
      id: change.id
    });
    return row2 ? [row2] : [];
  }
  const place = { externalKey: change.externalKey, file: change.file, line: change.line };
  const row = rowOf(change.action, change.after, today, {
    ...place,
    ...change.action === "update" ? { id: change.id } : {}
  });
  if (row === void 0) return [];
  if (change.action === "update") {
    const { dateFrom, dateTo } = change.before;
    if (dateFrom !== row.dateFrom || dateTo !== row.dateTo) {
      row.before = {
        ...dateFrom === void 0 ? {} : { dateFrom },
        ...dateTo === void 0 ? {} : { dateTo }
      };
    }
  }
  return [row];
}
function rowOf(role, a, today, extra) {
  if (a.dateFrom === void 0 || !["event", "period", "follow-up"].includes(a.kind))
    return void 0;
  const from = span(a.dateFrom);
  if (from === void 0) return void 0;
  const period = a.kind === "period";
  const ongoing = period && a.dateTo === void 0;
  const end = period ? periodEnd(from, a.dateTo, today) : from.end;
  const series = a.series ?? [];
  return {
    role,
    ...extra,
    kind: a.kind,
    headline: a.headline,
    section: series[0] ?? a.kind,
    series: [...series],
    ...a.effect === void 0 ? {} : { effect: a.effect },
    shape: period ? "bar" : "milestone",
    dateFrom: a.dateFrom,
    ...a.dateTo === void 0 ? {} : { dateTo: a.dateTo },
    precision: from.precision,
    start: instant(from.start),
    end: instant(end),
    ...ongoing ? { ongoing: true } : {}
  };
}
function periodEnd(from, dateTo, today) {
  const until = dateTo === void 0 ? span(today) : span(dateTo);
  return Math.max(until?.end ?? from.end, from.end);
}
function span(date) {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2}):(\d{2}))?)?)?$/.exec(date);
  if (!m) return void 0;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => x === void 0 ? void 0 : Number(x));
  if (d === void 0)
    return { start: Date.UTC(y, mo - 1, 1), end: Date.UTC(y, mo, 1), precision: "month" };
  if (h === void 0)
    return {
      start: Date.UTC(y, mo - 1, d),
      end: Date.UTC(y, mo - 1, d + 1),
      precision: "date"
    };
  if (mi === void 0) {
    const start2 = Date.UTC(y, mo - 1, d, h);
    return { start: start2, end: start2 + 36e5, precision: "hour" };
  }
  const start = Date.UTC(y, mo - 1, d, h, mi, s);
  return { start, end: start + 1e3, precision: "datetime" };
}
function instant(ms) {
  return new Date(ms).toISOString().slice(0, 19);
}

// src/plan/period-overlap.ts
var MAX_WARNINGS = 100;
function periodOverlaps(desired, current, today) {
  const inFiles = desired.flatMap(
    (d) => periodOf(d.document.externalKey, d.document, today, d.file, d.line)
  );
  const keys = new Set(desired.map((d) => d.document.externalKey));
  const onServer = current.filter((a) => a.externalKey === void 0 || !keys.has(a.externalKey)).flatMap((a) => periodOf(a.externalKey ?? a.id, a, today));
  const warnings = [];
  const seen = /* @__PURE__ */ new Set();
  for (const group of groups([...inFiles, ...onServer])) {
    const latest = /* @__PURE__ */ new Map();
    for (const period of group.sort((a, b) => a.start - b.start)) {
      const effect = period.effect;
      if (effect === "context") continue;
      for (const [other, before] of latest) {
        if (other === effect || before.end <= period.start) continue;
        const [at, beside] = period.file !== void 0 ? [period, before] : [before, period];
        const pair = [at.key, beside.key].sort().join("\0");
        if (at.file === void 0 || seen.has(pair)) continue;
        seen.add(pair);
        warnings.push(warningOf(at, beside));
        if (warnings.length >= MAX_WARNINGS) return warnings;
      }
      const kept = latest.get(effect);
      if (kept === void 0 || period.end > kept.end) latest.set(effect, period);
    }
  }
  return warnings;
}
function groups(periods) {
  const byKey = /* @__PURE__ */ new Map();
  for (const period of periods) {
    const scope = JSON.stringify(Object.entries(period.content.scope ?? {}).sort());
    const series = period.content.series?.length ? new Set(period.content.series) : [""];
    for (const name of series) {
      const key = `${name}\0${scope}`;
      const group = byKey.get(key);
      if (group) group.push(period);
      else byKey.set(key, [period]);
    }
  }
  return [...byKey.values()];
}
function periodOf(key, content2, today, file, line) {
  if (content2.kind !== "period" || content2.dateFrom === void 0) return [];
  const from = span(content2.dateFrom);
  if (from === void 0) return [];
  const effect = content2.effect ?? "context";
  return [
    {
      key,
      content: content2,
      effect: isSchemaValue("effect", effect) ? effect : "unknown",
      start: from.start,
      end: periodEnd(from, content2.dateTo, today),
      ...file === void 0 ? {} : { file, line }
    }
  ];
}
function warningOf(period, other) {
  const where = other.file === void 0 ? "on the server (in no file)" : `at ${other.file}:${other.line}`;
  const dates = (c) => `${c.dateFrom} \u2192 ${c.dateTo ?? "ongoing"}`;
  return {
    severity: "warning",
    code: "period.overlap",
    message: `this ${effectWord(period)} period (${dates(period.content)}) overlaps the ${effectWord(other)} period ${other.key} ${where} (${dates(other.content)}) of the same series and scope: the data of the overlap is read two ways`,
    file: period.file,
    line: period.line,
    externalKey: period.key,
    ...other.file === void 0 ? {} : {
      related: {
        file: other.file,
        line: other.line,
        column: 1,
        message: `the ${effectWord(other)} period ${other.key}`
      }
    }
  };
}
function effectWord(period) {
  return period.effect === "unknown" ? `unknown ("${excerpt(String(period.content.effect), 40)}")` : period.effect;
}

// src/app/git/base-files.ts
import { basename } from "node:path";

// src/read/git/same-files.ts
import { createHash } from "node:crypto";
function blobId(bytes, format) {
  return createHash(format).update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
function documentsByObject(found, documents, format) {
  const byFile = /* @__PURE__ */ new Map();
  for (const doc of documents) {
    const list2 = byFile.get(doc.file);
    if (list2) list2.push(doc);
    else byFile.set(doc.file, [doc]);
  }
  const byObject = /* @__PURE__ */ new Map();
  for (const file of found) {
    const read = readBytesSync(file.absolute, file.relative);
    if ("bytes" in read) byObject.set(blobId(read.bytes, format), byFile.get(file.relative) ?? []);
  }
  return byObject;
}

// src/read/git/commit-files.ts
import { posix } from "node:path";
async function findCommitFiles(paths, tree, root) {
  const walked = await walkTree(paths, commitTree(tree, root), { severity: "warning" });
  const files = walked.files.map(({ file, shown }) => ({ ...file, relative: shown }));
  return { files, diagnostics: walked.diagnostics };
}
var OUTSIDE = {
  code: "path.outsideRepository",
  why: "is a symbolic link that leads out of the repository: it is not followed"
};
var ODD_LINK = {
  code: "path.notRegularFile",
  why: "is a symbolic link whose name holds a line break: it is not followed"
};
function commitTree(tree, root) {
  const at = (folder, name) => folder.path === "" ? name : `${folder.path}/${name}`;
  return {
    start: async (path) => {
      const named = inFolder(path, root);
      if (named === void 0) return { kind: "refused", refusal: OUTSIDE, leadsToFolder: true };
      const [found] = await tree.lookup([named]);
      return foundOf(found, named);
    },
    entries: async (folder) => (await tree.entries(folder.object)).map((entry) => entryOf(folder, entry, at)),
    follow: async (folder, names) => {
      const paths = names.map((name) => at(folder, name));
      const odd = paths.map((p) => /[\0\n]/.test(p));
      const answers = await tree.lookup(paths.filter((_, i) => !odd[i]));
      let next = 0;
      return paths.map(
        (p, i) => odd[i] ? { kind: "refused", refusal: ODD_LINK, leadsToFolder: true } : foundOf(answers[next++], p)
      );
    },
    // A link back to a folder it is in names that folder's object, walked already.
    contains: () => false,
    fileId: (file) => file.object,
    folderId: (folder) => folder.object,
    namedPath: (path) => inFolder(path, root) ?? path,
    shownPath: (path) => inFolder(path, root) ?? path,
    shownEntry: at
  };
}
function foundOf(found, path) {
  if (found.kind === "file")
    return { kind: "file", file: { object: found.object, size: found.size } };
  if (found.kind === "folder") return { kind: "folder", folder: { object: found.object, path } };
  if (found.kind === "missing") return { kind: "missing" };
  const refusal = found.kind === "loop" ? LOOP : found.kind === "dangling" ? DANGLING : found.kind === "outside" ? OUTSIDE : { code: "path.notRegularFile", why: "is not a regular file: it is not read" };
  return { kind: "refused", refusal, leadsToFolder: found.kind !== "dangling" };
}
function entryOf(folder, entry, at) {
  const { name } = entry;
  if (entry.kind === "file")
    return { name, kind: "file", file: { object: entry.object, size: entry.size ?? 0 } };
  if (entry.kind === "folder")
    return {
      name,
      kind: "folder",
      folder: { object: entry.object, path: at(folder, name) }
    };
  return { name, kind: entry.kind };
}
function inFolder(path, root) {
  let p = path.replace(/\\/g, "/");
  if (posix.isAbsolute(p)) p = posix.relative(root.replace(/\\/g, "/"), p);
  p = posix.normalize(p);
  if (p === ".." || p.startsWith("../")) return void 0;
  p = p.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  return p === "." ? "" : p;
}

// src/read/git/commit-folder.ts
import { realpathSync } from "node:fs";
import { relative, sep } from "node:path";

// src/read/git/git-tree.ts
var GitTree = class {
  constructor(place, tree, signal, maxEntries = 1e6) {
    this.place = place;
    this.tree = tree;
    this.signal = signal;
    this.maxEntries = maxEntries;
  }
  place;
  tree;
  signal;
  maxEntries;
  /** The entries of each folder object listed so far (a listing holds every folder below). */
  children = /* @__PURE__ */ new Map();
  /**
   * What each path (relative to the folder, `/`-separated) is, links followed inside the folder
   * only: a link that leads out of it, to nothing or round in a loop is said so, never followed.
   */
  async lookup(paths) {
    if (paths.length === 0) return [];
    const unsafe = paths.find((p) => /[\0\n]/.test(p));
    if (unsafe !== void 0) {
      throw new GitError(
        `a path holding a NUL or a line break cannot be read through git: ${JSON.stringify(unsafe)}`
      );
    }
    if (this.tree === void 0) return paths.map(() => ({ kind: "missing" }));
    const input = paths.map((p) => `${this.tree}:${p}\0`).join("");
    const out = await git(["cat-file", "--batch-check", "--follow-symlinks", "-z"], {
      ...this.place,
      input,
      signal: this.signal
    });
    return parseLookups(out, paths.length);
  }
  /**
   * The entries of the folder object `tree`. Its first listing is recursive (one git command
   * for the whole folder), and the entries of every folder below it are kept from it.
   */
  async entries(tree) {
    const known = this.children.get(tree);
    if (known) return known;
    const out = await git(["ls-tree", "-r", "-t", "-z", "-l", "--full-tree", tree], {
      ...this.place,
      signal: this.signal
    });
    const objectAt = /* @__PURE__ */ new Map([["", tree]]);
    const below = /* @__PURE__ */ new Map([[tree, []]]);
    for (const { path, ...entry } of parseListing(out, this.maxEntries)) {
      const cut = path.lastIndexOf("/");
      const parent = objectAt.get(cut < 0 ? "" : path.slice(0, cut));
      if (parent === void 0) continue;
      below.get(parent).push({ ...entry, name: path.slice(cut + 1) });
      if (entry.kind === "folder" && !below.has(entry.object)) {
        objectAt.set(path, entry.object);
        below.set(entry.object, []);
      }
    }
    for (const [object2, entries] of below)
      if (!this.children.has(object2)) this.children.set(object2, entries);
    return this.children.get(tree);
  }
  /** Streams the contents of `objects` to `each`, in their order, one object at a time. */
  read(objects, each) {
    return readBlobs(this.place, objects, each, this.signal);
  }
};
function parseLookups(out, count2) {
  const answers = [];
  let at = 0;
  const line = () => {
    const end = out.indexOf(10, at);
    if (end < 0) throw new GitError("git cat-file ended its answer early");
    const text = out.toString("utf8", at, end);
    at = end + 1;
    return text;
  };
  for (let i = 0; i < count2; i++) {
    const head = line();
    const special = /^(dangling|loop|symlink|notdir) (\d+)$/.exec(head);
    if (special) {
      at += Number(special[2]) + 1;
      const why = special[1];
      answers.push(
        why === "symlink" ? { kind: "outside" } : why === "notdir" ? { kind: "missing" } : { kind: why === "loop" ? "loop" : "dangling" }
      );
      continue;
    }
    if (head.endsWith(" missing") || head.endsWith(" ambiguous")) {
      answers.push({ kind: "missing" });
      continue;
    }
    const [object2, type, size] = head.split(" ");
    if (type === "blob") answers.push({ kind: "file", object: object2, size: Number(size) });
    else if (type === "tree") answers.push({ kind: "folder", object: object2 });
    else answers.push({ kind: "other" });
  }
  return answers;
}
function parseListing(out, maxEntries) {
  const entries = [];
  let at = 0;
  while (at < out.length) {
    const end = out.indexOf(0, at);
    const record = out.toString("utf8", at, end < 0 ? out.length : end);
    at = end < 0 ? out.length : end + 1;
    const tab = record.indexOf("	");
    if (tab < 0) continue;
    const [mode, type, object2, size] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    if (entries.length >= maxEntries) {
      throw new GitError(`the folder holds more than ${maxEntries} entries: too many to read`);
    }
    if (type === "tree") entries.push({ path, kind: "folder", object: object2 });
    else if (type === "blob" && mode === "120000")
      entries.push({ path, kind: "link", object: object2 });
    else if (type === "blob")
      entries.push({ path, kind: "file", object: object2, size: Number(size) });
    else entries.push({ path, kind: "other", object: object2 });
  }
  return entries;
}
function readBlobs(place, objects, each, signal) {
  if (objects.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawnGit(["cat-file", "--batch"], { ...place, ...signal ? { signal } : {} });
    let index = 0;
    let pending = Buffer.alloc(0);
    let body;
    let stderr = "";
    let failed = false;
    const fail = (error) => {
      if (failed) return;
      failed = true;
      child.kill();
      reject(error);
    };
    child.stdout.on("data", (chunk) => {
      if (failed) return;
      let data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      pending = Buffer.alloc(0);
      try {
        while (data.length > 0) {
          if (body) {
            const take = Math.min(body.bytes.length - body.filled, data.length);
            data.copy(body.bytes, body.filled, 0, take);
            body.filled += take;
            data = data.subarray(take);
            if (body.filled < body.bytes.length) break;
            const done = body;
            body = void 0;
            each(done.object, done.bytes.subarray(0, done.bytes.length - 1));
            continue;
          }
          const end = data.indexOf(10);
          if (end < 0) {
            pending = Buffer.from(data);
            break;
          }
          const head = data.toString("utf8", 0, end);
          data = data.subarray(end + 1);
          const expected = objects[index++];
          const [object2 = "", type, size] = head.split(" ");
          if (object2 !== expected || type !== "blob") {
            throw new GitError(`git cat-file answered '${firstLine(head)}' for ${expected}`);
          }
          body = { object: object2, bytes: Buffer.allocUnsafe(Number(size) + 1), filled: 0 };
        }
      } catch (error) {
        fail(error);
      }
    });
    child.stderr.on("data", (chunk) => {
      if (stderr.length < 4096) stderr += chunk.toString("utf8");
    });
    child.on(
      "error",
      (error) => fail(spawnError(error, "cat-file", signal))
    );
    child.on("close", (code) => {
      if (failed) return;
      if (code !== 0)
        fail(new GitError(firstLine(stderr) || "git cat-file failed", code ?? void 0));
      else if (index < objects.length || body)
        fail(new GitError("git cat-file ended before every file was read"));
      else resolve();
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(objects.map((o) => `${o}
`).join(""));
  });
}

// src/read/git/commit-folder.ts
async function repositoryPlace(folder, env) {
  const repository = repositoryOf(folder);
  const notInside = `${folder} is not inside a git repository`;
  if (repository === void 0) return { why: notInside };
  const place = { repository, env };
  try {
    await git(["rev-parse", "--git-dir"], place);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    return { why: error.code === void 0 ? error.message : `${notInside} (${error.message})` };
  }
  return { place };
}
async function commitNamed(place, ref) {
  const sha = await optional(git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], place));
  return sha?.toString("utf8").trim() || void 0;
}
async function folderAt(place, commit, folder, signal) {
  const top = place.repository.top;
  const prefix = relative(realpathSync(top), realpathSync(folder)).split(sep).join("/");
  const spec = prefix === "" ? `${commit}^{tree}` : `${commit}:${prefix}`;
  const tree = await optional(git(["rev-parse", "--verify", "--quiet", spec], place));
  return new GitTree(place, tree?.toString("utf8").trim() || void 0, signal);
}
async function objectFormat(place) {
  const out = await optional(git(["rev-parse", "--show-object-format"], place));
  return out?.toString("utf8").trim() === "sha256" ? "sha256" : "sha1";
}
async function readTexts(source, objects, shownAs, text, refused) {
  await source.read(objects, (object2, bytes) => {
    const decoded = decodeSource(bytes, shownAs(object2));
    if ("diagnostic" in decoded) refused(object2, decoded.diagnostic.message);
    else text(object2, decoded.text);
  });
}
async function optional(run) {
  try {
    return await run;
  } catch (error) {
    if (error instanceof GitError && error.code !== void 0) return void 0;
    throw error;
  }
}

// src/app/git/base-files.ts
async function readBaseFiles(ctx, ref, now, command = "plan") {
  const repository = await repositoryPlace(ctx.cwd, ctx.env);
  if ("why" in repository)
    throw new OptionError("base", `reads the files at REF through git, and ${repository.why}`);
  const { place } = repository;
  const commit = await commitOf(place, ref);
  const source = await folderAt(
    place,
    commit,
    ctx.cwd,
    AbortSignal.any([ctx.deadline, ctx.abortNow])
  );
  const notes = [];
  const where = `at ${ref}`;
  const paths = await pathsAtBase(ctx, source, command, where, notes);
  const found = await findCommitFiles(paths, source, ctx.cwd);
  for (const d of found.diagnostics) notes.push(`${where}: ${d.message}`);
  const readable = found.files.filter((f) => {
    if (f.size <= MAX_FILE_BYTES) return true;
    notes.push(`${where}: ${f.relative} is larger than 5 MiB: it is not read`);
    return false;
  });
  const known = now ? documentsByObject(now.found, now.documents, await objectFormat(place)) : /* @__PURE__ */ new Map();
  const parsed = /* @__PURE__ */ new Map();
  const shownAs = new Map(readable.map((f) => [f.object, f.relative]));
  await readTexts(
    source,
    readable.filter((f) => !known.has(f.object)).map((f) => f.object),
    (object2) => shownAs.get(object2),
    (object2, text) => parsed.set(object2, documentsOf(validateText(text, shownAs.get(object2)).documents)),
    (object2, message) => notes.push(`${where}: ${shownAs.get(object2)}: ${message}`)
  );
  const documents = [];
  const keys = /* @__PURE__ */ new Set();
  let invalid = 0;
  for (const f of readable) {
    const values = parsed.get(f.object) ?? documentsOf(known.get(f.object) ?? []);
    for (const value of values) {
      if (!isAnnotationDocument(value)) invalid++;
      else if (!keys.has(value.externalKey)) {
        keys.add(value.externalKey);
        documents.push(value);
      }
    }
  }
  if (invalid > 0) {
    notes.push(
      `${where}: ${invalid} ${invalid === 1 ? "annotation is" : "annotations are"} invalid and left out: changes to ${invalid === 1 ? "it" : "them"} count as changes of the files`
    );
  }
  return { ref, commit, documents, notes };
}
var INVALID = Object.freeze({});
function documentsOf(docs) {
  return docs.map((d) => d.valid ? d.value : INVALID);
}
async function commitOf(place, ref) {
  const commit = await commitNamed(place, ref);
  if (commit) return commit;
  throw new OptionError(
    "base",
    `'${ref}' names no commit of the repository at ${place.repository.top}. Check the name (git log --oneline ${ref}); in a shallow clone (GitHub's actions/checkout fetches one commit) fetch it first: git fetch --depth=1 origin ${ref}, or check out with fetch-depth: 0`
  );
}
async function pathsAtBase(ctx, source, command, where, notes) {
  const shown = ctx.sources?.config?.file ?? CONFIG_FILE;
  const name = basename(shown);
  const [found] = await source.lookup([name]);
  let config;
  try {
    if (found?.kind === "file" && found.size <= MAX_FILE_BYTES) {
      let text;
      await readTexts(
        source,
        [found.object],
        () => name,
        (_, read) => text = read,
        () => {
        }
      );
      if (text === void 0) throw new Error(`${name} is not UTF-8 text`);
      config = parseConfigText(text, `${name} ${where}`);
    } else if (found?.kind !== "missing") {
      throw new Error(`${name} is not a regular file of the repository`);
    }
    const options = resolveOptions(command, {
      ...ctx.sources,
      ...config ? { config } : { config: void 0 }
    });
    return options.paths;
  } catch (error) {
    notes.push(
      `${where}: the config file cannot be used (${error.message}); the files at REF are read from the same PATHs as now`
    );
    return ctx.options.paths;
  }
}

// src/app/session/closing-notes.ts
async function closingNotesOf(client, desired, current, { concurrency, signal }) {
  const notes = /* @__PURE__ */ new Map();
  const listEvents = client.listEvents?.bind(client);
  if (!listEvents) return notes;
  const closed = /* @__PURE__ */ new Map();
  for (const a of current) {
    if (!a.platform && a.externalKey !== void 0 && a.kind === "follow-up" && a.status === "done")
      closed.set(a.externalKey, a.id);
  }
  const reopened = desired.map((d) => d.document).filter((doc) => doc.kind === "follow-up" && (doc.status ?? "open") === "open").filter((doc) => doc.note !== void 0 && closed.has(doc.externalKey)).map((doc) => doc.externalKey);
  let next = 0;
  const worker = async () => {
    while (next < reopened.length) {
      const key = reopened[next++];
      try {
        const events = await listEvents(closed.get(key), signal ? { signal } : {});
        const close = events.find((e) => e.type === "closed");
        if (close?.note !== void 0) notes.set(key, close.note);
      } catch {
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, reopened.length) }, worker));
  return notes;
}

// src/app/session/session.ts
async function planRun(ctx) {
  const { options } = ctx;
  if (pruneRefused(options.prune, options.keyPrefix))
    throw new OptionError(
      "prune",
      `needs a keyPrefix in observe-annotations.yaml: ${UNSCOPED_PRUNE}`
    );
  const relay = new AttemptRelay();
  const validation = await readAnnotationFiles(ctx);
  if (!validation.valid) {
    const none = async () => {
    };
    const planned2 = planOfDiagnostics(validation.diagnostics, validation.omitted);
    return { validation, plan: planned2, relay, desired: [], close: none };
  }
  const desired = validation.documents.map(toDesired);
  const base = options.base === void 0 ? void 0 : await readBase(ctx, options.base, validation);
  const connection = await connect(ctx, relay.observer);
  try {
    const current = await connection.client.listAnnotations({ signal: ctx.abortNow });
    const closingNotes = await closingNotesOf(connection.client, desired, current, {
      concurrency: options.concurrency,
      signal: ctx.abortNow
    });
    let made = plan(desired, current, {
      keyPrefix: options.keyPrefix,
      prune: options.prune,
      closingNotes
    });
    if (base) {
      made = markCauses(
        made,
        { base: base.documents, now: desired.map((d) => d.document), current },
        { ref: base.ref, commit: base.commit }
      );
    }
    const today = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
    made.diagnostics = [
      ...validation.diagnostics,
      ...made.diagnostics,
      ...periodOverlaps(desired, current, today)
    ];
    if (validation.omitted) made.omittedDiagnostics = validation.omitted;
    const timeline = timelineOf(made, current, today);
    return {
      validation,
      plan: made,
      timeline,
      connection,
      relay,
      desired,
      close: () => connection.close()
    };
  } catch (error) {
    await connection.close();
    if (ctx.abortNow.aborted) throw new InterruptedError(INTERRUPTED_READING);
    throw explainListing(error, connection.target);
  }
}
async function readBase(ctx, ref, now) {
  const base = await readBaseFiles(ctx, ref, now);
  const shown = 20;
  for (const note of base.notes.slice(0, shown)) ctx.log.warn(escapeText(note));
  if (base.notes.length > shown)
    ctx.log.warn(
      `\u2026and ${base.notes.length - shown} more notes about the files at ${escapeText(ref)}`
    );
  return base;
}
async function applyRun(ctx, run, onEvent) {
  if (!run.connection) throw new UserError("the plan has errors; nothing was written");
  return applyPlan(run.plan, {
    ...applyOptions(ctx, run.connection, run.relay, onEvent),
    locate: locatorOf(run),
    ...run.writeOnly ? { writeOnly: true } : {}
  });
}
async function openSavedPlan(ctx, saved) {
  checkPlanRun(saved, { keyPrefix: ctx.options.keyPrefix, paths: ctx.options.paths });
  const relay = new AttemptRelay();
  const connection = await connect(ctx, relay.observer);
  try {
    checkPlanTarget(saved, connection.target, ctx.options.target);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return {
    saved,
    connection,
    apply: (onEvent) => applySavedPlan(
      saved,
      // The saved plan decided its deletions (made with --prune); --max-deletes still holds.
      {
        ...applyOptions(ctx, connection, relay, onEvent),
        prune: saved.plan.changes.some((c) => c.action === "delete")
      },
      connection.target,
      ctx.options.target
    ),
    close: () => connection.close()
  };
}
function applyOptions(ctx, connection, relay, onEvent) {
  return {
    client: connection.client,
    concurrency: ctx.options.concurrency,
    attempts: relay,
    signal: ctx.signal,
    abortNow: ctx.abortNow,
    deadline: ctx.deadline,
    prune: ctx.options.prune,
    maxDeletes: ctx.options.maxDeletes,
    ...ctx.options.keyPrefix !== void 0 ? { keyPrefix: ctx.options.keyPrefix } : {},
    ...onEvent ? { onEvent } : {}
  };
}
function savedPlanOf(ctx, run, createdMs) {
  if (!run.connection || run.plan.planHash === void 0) return void 0;
  return toSavedPlan(run.plan, {
    toolVersion: VERSION,
    baseUrl: run.connection.target,
    ...ctx.options.target !== void 0 ? { target: ctx.options.target } : {},
    keyPrefix: ctx.options.keyPrefix,
    paths: ctx.options.paths,
    createdMs
  });
}
function toDesired(doc) {
  return {
    document: documentOf(doc),
    file: doc.file,
    line: doc.line,
    // Hashed only when a change records it: a plan of unchanged annotations never asks.
    get documentHash() {
      return hashOf(doc.value);
    },
    locate: (path) => placeAt(doc.places, toPointer(path))
  };
}
function documentOf(doc) {
  if (isAnnotationDocument(doc.value)) return doc.value;
  throw new Error(`${doc.file}:${doc.line}: a valid document without a document's shape`);
}
function locatorOf(run) {
  const byKey = new Map(run.desired.map((d) => [d.document.externalKey, d]));
  return (externalKey, path) => byKey.get(externalKey)?.locate?.(path);
}

export {
  changeHashOf,
  savedPlanText,
  readSavedPlan,
  AttemptRelay,
  plan,
  planOfDiagnostics,
  planRun,
  applyRun,
  openSavedPlan,
  savedPlanOf,
  toDesired
};
