import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkPlanRun,
  checkPlanTarget,
  fingerprintOf,
  hashOf,
  markCauses,
  plan,
  planOfDiagnostics,
  readSavedPlan,
  toSavedPlan
} from "./chunk-7BOCEDQZ.js";
import {
  explainListing
} from "./chunk-V4DIQMMV.js";
import {
  diffContent,
  isManaged,
  projectAnnotation,
  sameContent
} from "./chunk-QFSGLPNP.js";
import {
  connect
} from "./chunk-5NO7TMFC.js";
import {
  GitError,
  firstLine,
  git,
  spawnError,
  spawnGit
} from "./chunk-VD3ZCW3K.js";
import {
  repositoryOf
} from "./chunk-KQXAGGJS.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import {
  CONFIG_FILE,
  parseConfigText
} from "./chunk-4KYYUCJ6.js";
import {
  readAnnotationFiles
} from "./chunk-NJHIZTNB.js";
import {
  resolveOptions
} from "./chunk-NCXYHUBH.js";
import {
  BAD_GLOB,
  GlobError,
  SKIPPED_FOLDERS,
  YAML_FILE,
  compileGlob,
  scanGlob
} from "./chunk-J2TU7Q4N.js";
import {
  escapeText
} from "./chunk-3FFOSWA6.js";
import {
  OptionError
} from "./chunk-PQWMWXM7.js";
import {
  INTERRUPTED_READING,
  InterruptedError,
  NamedOptionsError,
  UserError
} from "./chunk-3GO7JZRP.js";
import {
  placeAt,
  toPointer,
  validateText
} from "./chunk-QO75YTRT.js";
import {
  MAX_FILE_BYTES,
  decodeSource,
  readBytesSync
} from "./chunk-N7U5ZQNW.js";
import {
  DANGLING,
  LOOP
} from "./chunk-EUEBU67B.js";
import {
  cutServerText
} from "./chunk-7MNUHNOM.js";

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
var CONGESTION = /* @__PURE__ */ new Set([429, 503]);
var AdaptiveLimit = class {
  constructor(max, onChange = () => {
  }) {
    this.max = max;
    this.onChange = onChange;
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`concurrency must be \u2265 1: ${max}`);
    this.limit = pLimit(max);
    this.observer = {
      onAttempt: (info) => {
        if (info.status !== void 0 && CONGESTION.has(info.status)) this.congested();
      }
    };
  }
  max;
  onChange;
  limit;
  /** Hand this to the client so the limit sees every attempt, retries included. */
  observer;
  get current() {
    return this.limit.concurrency;
  }
  get active() {
    return this.limit.activeCount;
  }
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
function isRefByKey(ref) {
  return "externalKey" in ref;
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

// src/apply/field-path.ts
function fieldPath(field) {
  const segments = [];
  for (const match of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== void 0) segments.push(Number(match[2]));
    else if (match[1] !== void 0) segments.push(match[1]);
  }
  return segments;
}

// src/apply/item-failure.ts
var PASSING_4XX = /* @__PURE__ */ new Set([408, 409, 429]);
function describeFailure(error, place, locate) {
  const api = asApiError(error);
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
function asApiError(error) {
  if (typeof error !== "object" || error === null) return void 0;
  const e = error;
  return e.name === "ApiError" && typeof e.status === "number" && Array.isArray(e.details) ? error : void 0;
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
  const foreign = keyPrefix === void 0 ? void 0 : deletes.find((d) => !d.externalKey.startsWith(keyPrefix));
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
  if (after.refs === void 0) return { content: after };
  const refs = [];
  for (const ref of after.refs) {
    if (!isRefByKey(ref)) {
      refs.push(ref);
      continue;
    }
    const id = ids.get(ref.externalKey);
    if (id === void 0) return { missing: ref.externalKey };
    refs.push({ type: "annotation", value: id });
  }
  return { content: { ...after, refs } };
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
        await Promise.all(deps.map((key) => settled.get(key)));
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
    this.emit({ type: "item", result, done: this.done, total: this.total });
  }
  emit(event) {
    this.options.onEvent?.(event);
  }
};

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
  const until = period && a.dateTo !== void 0 ? span(a.dateTo) : void 0;
  const ongoing = period && a.dateTo === void 0;
  const todayEnd = span(today)?.end ?? from.end;
  const end = until?.end ?? (ongoing ? Math.max(todayEnd, from.end) : from.end);
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
      const effect = period.content.effect ?? "context";
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
function periodOf(key, content, today, file, line) {
  if (content.kind !== "period" || content.dateFrom === void 0) return [];
  const from = span(content.dateFrom);
  if (from === void 0) return [];
  const end = content.dateTo !== void 0 ? span(content.dateTo)?.end : span(today)?.end;
  return [
    {
      key,
      content,
      start: from.start,
      end: Math.max(end ?? from.end, from.end),
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
    message: `this ${period.content.effect} period (${dates(period.content)}) overlaps the ${other.content.effect} period ${other.key} ${where} (${dates(other.content)}) of the same series and scope: the data of the overlap is read two ways`,
    file: period.file,
    line: period.line,
    externalKey: period.key,
    ...other.file === void 0 ? {} : {
      related: {
        file: other.file,
        line: other.line,
        column: 1,
        message: `the ${other.content.effect} period ${other.key}`
      }
    }
  };
}

// src/app/git/base-files.ts
import { realpathSync } from "node:fs";
import { basename, relative, sep } from "node:path";

// src/load/find-tree-files.ts
import { posix } from "node:path";
var OUTSIDE = {
  code: "path.outsideRepository",
  why: "is a symbolic link that leads out of the repository: it is not followed"
};
async function findTreeFiles(paths, source, root) {
  const walk = new TreeWalk(source);
  const named = paths.map((p) => named_(p, root));
  const found = await source.lookup(named.map((p) => p ?? ""));
  for (const [i, path] of named.entries()) {
    if (path === void 0) {
      walk.refuse(paths[i], OUTSIDE);
      continue;
    }
    const what = found[i];
    if (what.kind === "file") walk.take(what.object, what.size, path, false);
    else if (what.kind === "folder") await walk.folder(what.object, path, FOLDER_FILTER, 0);
    else if (what.kind === "missing") await walk.glob(path);
    else walk.refuse(path, refusalOf(what.kind));
  }
  return { files: walk.files, diagnostics: walk.diagnostics };
}
var FOLDER_FILTER = {
  takes: (_, name) => YAML_FILE.test(name) && !name.startsWith("."),
  enters: (name) => !name.startsWith(".") && !SKIPPED_FOLDERS.has(name)
};
function named_(path, root) {
  let p = path.replace(/\\/g, "/");
  if (posix.isAbsolute(p)) p = posix.relative(root.replace(/\\/g, "/"), p);
  p = posix.normalize(p);
  if (p === ".." || p.startsWith("../")) return void 0;
  p = p.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  return p === "." ? "" : p;
}
var ODD_LINK = {
  code: "path.notRegularFile",
  why: "is a symbolic link whose name holds a line break: it is not followed"
};
function refusalOf(kind) {
  if (kind === "loop") return LOOP;
  if (kind === "dangling") return DANGLING;
  if (kind === "outside") return OUTSIDE;
  return { code: "path.notRegularFile", why: "is not a regular file: it is not read" };
}
var TreeWalk = class {
  constructor(source) {
    this.source = source;
  }
  source;
  files = [];
  diagnostics = [];
  objects = /* @__PURE__ */ new Set();
  /** Folders already walked (by object): reached again by a link, they add nothing. */
  walked = /* @__PURE__ */ new Set();
  take(object, size, path, listed) {
    if (this.objects.has(object)) return;
    this.objects.add(object);
    this.files.push({ object, size, relative: path, listed });
  }
  refuse(path, refusal) {
    this.diagnostics.push({
      severity: "warning",
      code: refusal.code,
      message: `${path} ${refusal.why}`,
      file: path
    });
  }
  /** A missing PATH: a glob from its static base, or nothing there. */
  async glob(path) {
    const scan = scanGlob(path);
    if (scan === void 0) {
      this.nothing(path, "does not exist");
      return;
    }
    const base = scan.base;
    const pattern = scan.glob;
    let matches;
    try {
      matches = compileGlob(base === "" ? pattern : `${base}/${pattern}`);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      this.diagnostics.push({
        severity: "warning",
        code: BAD_GLOB,
        message: `${path} ${error.message}`
      });
      return;
    }
    const segments = pattern.split("/");
    const unbounded = pattern.includes("**") || pattern.includes("{") || pattern.includes("(");
    const dotted = segments.some((s) => s.startsWith("."));
    const filter = {
      takes: (p, name) => YAML_FILE.test(name) && matches(p),
      enters: (name, depth) => !SKIPPED_FOLDERS.has(name) && (dotted || !name.startsWith(".")) && (unbounded || depth < segments.length)
    };
    const [start] = await this.source.lookup([base]);
    if (start?.kind !== "folder" || !await this.folder(start.object, base, filter, 0))
      this.nothing(path, "matches no .yaml or .yml file");
  }
  /**
   * Walks the folder object `tree`, named `shown`, whose depth below the PATH's start is
   * `depth`; true when it yielded a file.
   */
  async folder(tree, shown, filter, depth) {
    if (this.walked.has(tree)) return false;
    this.walked.add(tree);
    const before = this.files.length;
    const prefix = shown === "" ? "" : `${shown}/`;
    const closed = [];
    const links = [];
    for (const entry of await this.source.list(tree)) {
      if (closed.some((c) => entry.path.startsWith(c))) continue;
      const name = entry.path.slice(entry.path.lastIndexOf("/") + 1);
      const level = depth + entry.path.split("/").length;
      const path = `${prefix}${entry.path}`;
      if (entry.kind === "folder") {
        if (filter.enters(name, level)) this.walked.add(entry.object);
        else closed.push(`${entry.path}/`);
      } else if (entry.kind === "file") {
        if (filter.takes(path, name)) this.take(entry.object, entry.size ?? 0, path, true);
      } else if (entry.kind === "link") {
        const takes = filter.takes(path, name);
        const enters = filter.enters(name, level);
        if ((takes || enters) && /[\0\n]/.test(path)) this.refuse(path, ODD_LINK);
        else if (takes || enters) links.push({ path, name, depth: level, takes, enters });
      }
    }
    const targets = await this.source.lookup(links.map((l) => l.path));
    for (const [i, link] of links.entries()) {
      const target = targets[i];
      if (target.kind === "file") {
        if (link.takes) this.take(target.object, target.size, link.path, false);
      } else if (target.kind === "folder") {
        if (link.enters) await this.folder(target.object, link.path, filter, link.depth);
      } else if (target.kind !== "missing" && (link.takes || target.kind !== "dangling")) {
        this.refuse(link.path, refusalOf(target.kind));
      }
    }
    return this.files.length > before;
  }
  nothing(path, why) {
    this.diagnostics.push({ severity: "warning", code: "path.noMatch", message: `${path} ${why}` });
  }
};

// src/app/git/same-files.ts
import { createHash } from "node:crypto";
function blobId(bytes, format) {
  return createHash(format).update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}
function documentsByObject(found, documents, format) {
  const byFile = /* @__PURE__ */ new Map();
  for (const doc of documents) {
    const list = byFile.get(doc.file);
    if (list) list.push(doc);
    else byFile.set(doc.file, [doc]);
  }
  const byObject = /* @__PURE__ */ new Map();
  for (const file of found) {
    const read = readBytesSync(file.absolute, file.relative);
    if ("bytes" in read) byObject.set(blobId(read.bytes, format), byFile.get(file.relative) ?? []);
  }
  return byObject;
}

// src/app/git/git-tree.ts
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
  listed = /* @__PURE__ */ new Map();
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
  /** Every entry below the folder object `tree`, recursively, folders included. */
  async list(tree) {
    const known = this.listed.get(tree);
    if (known) return known;
    const out = await git(["ls-tree", "-r", "-t", "-z", "-l", "--full-tree", tree], {
      ...this.place,
      signal: this.signal
    });
    const entries = parseListing(out, this.maxEntries);
    this.listed.set(tree, entries);
    return entries;
  }
  /** Streams the contents of `objects` to `each`, in their order, one object at a time. */
  read(objects, each) {
    return readBlobs(this.place, objects, each, this.signal);
  }
};
function parseLookups(out, count) {
  const answers = [];
  let at = 0;
  const line = () => {
    const end = out.indexOf(10, at);
    if (end < 0) throw new GitError("git cat-file ended its answer early");
    const text = out.toString("utf8", at, end);
    at = end + 1;
    return text;
  };
  for (let i = 0; i < count; i++) {
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
    const [object, type, size] = head.split(" ");
    if (type === "blob") answers.push({ kind: "file", object, size: Number(size) });
    else if (type === "tree") answers.push({ kind: "folder", object });
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
    const [mode, type, object, size] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    if (entries.length >= maxEntries) {
      throw new GitError(`the folder holds more than ${maxEntries} entries: too many to read`);
    }
    if (type === "tree") entries.push({ path, kind: "folder", object });
    else if (type === "blob" && mode === "120000")
      entries.push({ path, kind: "link", object });
    else if (type === "blob")
      entries.push({ path, kind: "file", object, size: Number(size) });
    else entries.push({ path, kind: "other", object });
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
          const [object = "", type, size] = head.split(" ");
          if (object !== expected || type !== "blob") {
            throw new GitError(`git cat-file answered '${firstLine(head)}' for ${expected}`);
          }
          body = { object, bytes: Buffer.allocUnsafe(Number(size) + 1), filled: 0 };
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

// src/app/git/base-files.ts
async function readBaseFiles(ctx, ref, now, command = "plan") {
  const place = await repositoryPlace(ctx);
  const top = place.repository.top;
  const commit = await commitOf(place, ref);
  const prefix = relative(realpathSync(top), realpathSync(ctx.cwd)).split(sep).join("/");
  const folder = prefix === "" ? `${commit}^{tree}` : `${commit}:${prefix}`;
  const tree = await optional(git(["rev-parse", "--verify", "--quiet", folder], place));
  const source = new GitTree(place, tree?.toString("utf8").trim() || void 0, ctx.deadline);
  const notes = [];
  const where = `at ${ref}`;
  const paths = await pathsAtBase(ctx, source, command, where, notes);
  const found = await findTreeFiles(paths, source, ctx.cwd);
  for (const d of found.diagnostics) notes.push(`${where}: ${d.message}`);
  const readable = found.files.filter((f) => {
    if (f.size <= MAX_FILE_BYTES) return true;
    notes.push(`${where}: ${f.relative} is larger than 5 MiB: it is not read`);
    return false;
  });
  const known = now ? documentsByObject(now.found, now.documents, await objectFormat(place)) : /* @__PURE__ */ new Map();
  const parsed = /* @__PURE__ */ new Map();
  const shownAs = new Map(readable.map((f) => [f.object, f.relative]));
  await source.read(
    readable.filter((f) => !known.has(f.object)).map((f) => f.object),
    (object, bytes) => {
      const file = shownAs.get(object);
      const decoded = decodeSource(bytes, file);
      if ("diagnostic" in decoded) {
        notes.push(`${where}: ${file}: ${decoded.diagnostic.message}`);
        return;
      }
      parsed.set(object, documentsOf(validateText(decoded.text, file).documents));
    }
  );
  const documents = [];
  const keys = /* @__PURE__ */ new Set();
  let invalid = 0;
  for (const f of readable) {
    const values = parsed.get(f.object) ?? documentsOf(known.get(f.object) ?? []);
    for (const value of values) {
      const key = value.externalKey;
      if (value === INVALID || typeof key !== "string") invalid++;
      else if (!keys.has(key)) {
        keys.add(key);
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
async function objectFormat(place) {
  const out = await optional(git(["rev-parse", "--show-object-format"], place));
  return out?.toString("utf8").trim() === "sha256" ? "sha256" : "sha1";
}
async function repositoryPlace(ctx) {
  const repository = repositoryOf(ctx.cwd);
  const notInside = `${ctx.cwd} is not inside a git repository`;
  if (repository === void 0) {
    throw new OptionError("base", `reads the files at REF through git, and ${notInside}`);
  }
  const place = { repository, env: ctx.env };
  try {
    await git(["rev-parse", "--git-dir"], place);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const why = error.code === void 0 ? error.message : `${notInside} (${error.message})`;
    throw new OptionError("base", `reads the files at REF through git, and ${why}`);
  }
  return place;
}
async function commitOf(place, ref) {
  const sha = await optional(git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], place));
  const commit = sha?.toString("utf8").trim();
  if (commit) return commit;
  throw new OptionError(
    "base",
    `'${ref}' names no commit of the repository at ${place.repository.top}. Check the name (git log --oneline ${ref}); in a shallow clone (GitHub's actions/checkout fetches one commit) fetch it first: git fetch --depth=1 origin ${ref}, or check out with fetch-depth: 0`
  );
}
async function optional(run) {
  try {
    return await run;
  } catch (error) {
    if (error instanceof GitError && error.code !== void 0) return void 0;
    throw error;
  }
}
async function pathsAtBase(ctx, source, command, where, notes) {
  const shown = ctx.sources?.config?.file ?? CONFIG_FILE;
  const name = basename(shown);
  const [found] = await source.lookup([name]);
  let config;
  try {
    if (found?.kind === "file" && found.size <= MAX_FILE_BYTES) {
      let text;
      await source.read([found.object], (_, bytes) => {
        const decoded = decodeSource(bytes, name);
        if ("text" in decoded) text = decoded.text;
      });
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

// src/app/closing-notes.ts
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

// src/app/session.ts
async function planRun(ctx) {
  const { options } = ctx;
  if (options.prune && !options.keyPrefix) {
    throw new OptionError(
      "prune",
      "needs a keyPrefix in observe-annotations.yaml: without one, other writers' keys are not ours to delete"
    );
  }
  const relay = new AttemptRelay();
  const validation = await readAnnotationFiles(ctx);
  if (!validation.valid) {
    const none = async () => {
    };
    const planned = planOfDiagnostics(validation.diagnostics, validation.omitted);
    return { validation, plan: planned, relay, desired: [], close: none };
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
    if (timeline) made.timeline = timeline;
    return { validation, plan: made, connection, relay, desired, close: () => connection.close() };
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
    document: doc.value,
    file: doc.file,
    line: doc.line,
    // Hashed only when a change records it: a plan of unchanged annotations never asks.
    get documentHash() {
      return hashOf(doc.value);
    },
    locate: (path) => placeAt(doc.places, toPointer(path))
  };
}
function locatorOf(run) {
  const byKey = new Map(run.desired.map((d) => [d.document.externalKey, d]));
  return (externalKey, path) => byKey.get(externalKey)?.locate?.(path);
}

export {
  AttemptRelay,
  planRun,
  applyRun,
  openSavedPlan,
  savedPlanOf,
  toDesired
};
