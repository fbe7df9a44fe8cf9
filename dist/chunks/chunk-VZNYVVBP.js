import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  diffContent,
  projectAnnotation
} from "./chunk-BKLNAHY7.js";
import {
  UserError
} from "./chunk-25GGN4UR.js";

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
    return `the server answered with the annotation of key "${answer.externalKey}"`;
  }
  const fields = diffContent(projectAnnotation(answer), expected).map((f) => f.path);
  if (fields.length === 0) return void 0;
  return `the server stored something else than was sent (field${fields.length > 1 ? "s" : ""} ${fields.join(", ")}); a later plan would show it as a change`;
}

// src/apply/prune-brake.ts
var DEFAULT_MAX_DELETES = 10;
function checkDeletions(plan, prune, maxDeletes) {
  const deletes = plan.changes.filter((c) => c.action === "delete");
  if (deletes.length === 0) return;
  if (!prune) {
    throw new UserError(
      `the plan deletes ${deletes.length} annotation(s) but --prune was not given; nothing was written`
    );
  }
  if (deletes.length > maxDeletes) {
    const shown = deletes.slice(0, 5).map((d) => d.externalKey).join(", ");
    const more = deletes.length > 5 ? ` and ${deletes.length - 5} more` : "";
    throw new UserError(
      `refusing to prune ${deletes.length} annotations (${shown}${more}): more than --max-deletes ${maxDeletes}. Nothing was written. Check keyPrefix and the files, or raise --max-deletes.`
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
  for (const r of results) {
    if (r.status === "stale") summary.stale++;
    else if (r.status === "failed" || r.status === "skipped") summary.failed++;
    else if (r.converged) summary.unchanged++;
    else if (r.action === "create") summary.created++;
    else if (r.action === "update") summary.updated++;
    else summary.deleted++;
  }
  return summary;
}

// src/apply/apply-plan.ts
async function applyPlan(plan, options) {
  if (plan.diagnostics.some((d) => d.severity === "error")) {
    throw new UserError("the plan has errors; nothing was written");
  }
  checkDeletions(plan, options.prune ?? false, options.maxDeletes ?? DEFAULT_MAX_DELETES);
  const run = new ApplyRun(plan.changes, options);
  const results = await run.execute();
  const result = {
    formatVersion: 1,
    summary: summarize(results, plan.summary.unchanged),
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
    if (this.stopReason !== void 0) return `not sent: the run stopped (${this.stopReason})`;
    const { clock, deadlineMs } = this.options;
    if (clock && deadlineMs !== void 0 && clock.now() >= deadlineMs)
      return "not sent: the run deadline passed";
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
      if (wrong) return { ...this.result(change, "failed", attempts, wrong), id: value.id };
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
    return result;
  }
  callOptions() {
    return this.options.abortNow ? { signal: this.options.abortNow } : {};
  }
  result(change, status, attempts, error) {
    const result = {
      externalKey: change.externalKey,
      action: change.action,
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

// src/render/apply-words.ts
var DONE = { create: "created", update: "updated", delete: "deleted" };
var SYMBOL = { create: "+", update: "~", delete: "-" };
function outcomeWord(r) {
  if (r.converged) return "already at its target";
  if (r.status === "ok") return DONE[r.action];
  if (r.status === "failed") return `failed to ${r.action}`;
  if (r.status === "stale") return `stale, not ${DONE[r.action]}`;
  return `skipped, not ${DONE[r.action]}`;
}
function placeOf(r) {
  if (r.file === void 0) return void 0;
  return `${r.file}${r.line !== void 0 ? `:${r.line}${r.column !== void 0 ? `:${r.column}` : ""}` : ""}`;
}
function countsLine(result) {
  const s = result.summary;
  const notSent = result.results.filter((r) => r.status === "skipped").length;
  const tail = notSent > 0 ? ` (${notSent} of them not sent)` : "";
  return `${s.created} created, ${s.updated} updated, ${s.deleted} deleted, ${s.unchanged} unchanged, ${s.failed} failed${tail}, ${s.stale} stale`;
}
function headline(result) {
  if (result.dryRun) return "Dry run: nothing was written.";
  if (result.interrupted) return "Apply interrupted: no new requests were sent after Ctrl-C.";
  if (result.stopReason) return "Apply stopped: the server refused the API key.";
  const { failed, stale } = result.summary;
  return failed + stale === 0 ? "Apply complete." : "Apply finished with problems.";
}
function isProblem(r) {
  return r.status !== "ok";
}

// src/render/apply-markdown.ts
function renderApplyMarkdown(result) {
  const s = result.summary;
  const lines = [
    `### ${headline(result)}`,
    "",
    "| created | updated | deleted | unchanged | failed | stale |",
    "|---:|---:|---:|---:|---:|---:|",
    `| ${s.created} | ${s.updated} | ${s.deleted} | ${s.unchanged} | ${s.failed} | ${s.stale} |`
  ];
  if (result.stopReason) lines.push("", `> ${cell(result.stopReason)}`);
  const problems = result.results.filter(isProblem);
  if (problems.length > 0) {
    lines.push("", "| | key | outcome | reason | where |", "|---|---|---|---|---|");
    for (const r of problems) {
      const place = placeOf(r);
      lines.push(
        `| \`${SYMBOL[r.action]}\` | \`${r.externalKey}\` | ${outcomeWord(r)} | ${cell(r.error ?? "")} | ${place ? `\`${place}\`` : ""} |`
      );
    }
  }
  lines.push("", `<sub>${countsLine(result)}</sub>`);
  return `${lines.join("\n")}
`;
}
function cell(text) {
  return text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");
}

export {
  dependenciesOf,
  resolveRefs,
  summarize,
  applyPlan,
  AttemptRelay,
  SYMBOL,
  outcomeWord,
  placeOf,
  countsLine,
  headline,
  isProblem,
  renderApplyMarkdown
};
