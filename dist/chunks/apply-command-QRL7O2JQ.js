import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AttemptRelay,
  SYMBOL,
  applyPlan,
  countsLine,
  dependenciesOf,
  headline,
  isProblem,
  outcomeWord,
  placeOf,
  renderApplyMarkdown,
  resolveRefs,
  summarize
} from "./chunk-VZNYVVBP.js";
import {
  renderPlan,
  renderPlanText
} from "./chunk-QIP73IAQ.js";
import {
  errorCount,
  fingerprintOf,
  locatorOf,
  makePlan,
  planHashOf,
  renderPlanMarkdown
} from "./chunk-NBECUVOO.js";
import "./chunk-DDYX6LRI.js";
import "./chunk-3XEZUA46.js";
import "./chunk-R6YCMY7U.js";
import "./chunk-KYHMOSSB.js";
import "./chunk-Y6UPOPNW.js";
import "./chunk-5HMUF6LL.js";
import {
  connect,
  isManaged,
  projectAnnotation,
  sameContent
} from "./chunk-BKLNAHY7.js";
import {
  boolFlag,
  formatOf,
  inAutomation,
  intOption,
  readConfigFile,
  useColour
} from "./chunk-NMIGANXT.js";
import {
  EXIT
} from "./chunk-JKR6KFR3.js";
import {
  UserError
} from "./chunk-25GGN4UR.js";
import "./chunk-TKRH735F.js";
import "./chunk-FA6EQWUK.js";

// src/cli/apply-command.ts
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// src/apply/saved-plan.ts
function checkSavedPlan(saved, baseUrl) {
  const s = saved;
  if (typeof s !== "object" || s === null || s.kind !== "observe-annotations/plan" || !s.plan) {
    throw new UserError(
      "the file is not a saved plan of observe-annotations (made by `plan --out`)"
    );
  }
  if (s.formatVersion !== 1 || s.plan.formatVersion !== 1) {
    throw new UserError(
      `the saved plan has format version ${String(s.formatVersion)}; this tool reads version 1`
    );
  }
  if (normalUrl(s.baseUrl ?? "") !== normalUrl(baseUrl)) {
    throw new UserError(
      `the saved plan was made against ${s.baseUrl ?? "(no base URL)"}, not ${baseUrl}: refusing to apply it here. Make a new plan against this server.`
    );
  }
  if (s.plan.diagnostics.some((d) => d.severity === "error")) {
    throw new UserError("the saved plan has errors; nothing was written");
  }
  const hash = planHashOf(s.plan.changes);
  if (s.planHash !== hash || s.plan.planHash !== hash) {
    throw new UserError(
      "the saved plan was modified after it was made (its hash does not match its changes); nothing was written"
    );
  }
}
function reconcile(plan, current) {
  const server = /* @__PURE__ */ new Map();
  for (const a of current) if (isManaged(a)) server.set(a.externalKey, a);
  const knownIds = new Map([...server].map(([key, a]) => [key, a.id]));
  const decided = /* @__PURE__ */ new Map();
  const keep = [];
  for (const change of plan.changes) {
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
  return { plan: { ...plan, changes: keep }, decided, knownIds };
}
function samePrint(annotation, seen) {
  const now = fingerprintOf(annotation);
  return now.id === seen.id && now.updatedMs === seen.updatedMs && now.contentHash === seen.contentHash;
}
function normalUrl(url) {
  return url.trim().replace(/\/+$/, "");
}
function wasWord(status) {
  return status === "failed" ? "failed" : status === "skipped" ? "was not sent" : `is ${status}`;
}

// src/apply/apply-saved-plan.ts
async function applySavedPlan(saved, options, target = options.client.baseUrl) {
  checkSavedPlan(saved, target);
  const current = await options.client.listAnnotations(
    options.abortNow ? { signal: options.abortNow } : {}
  );
  const { plan, decided, knownIds } = reconcile(saved.plan, current);
  const applied = await applyPlan(plan, {
    ...options,
    knownIds: new Map([...knownIds, ...options.knownIds ?? []])
  });
  const byKey = new Map(applied.results.map((r) => [r.externalKey, r]));
  const results = saved.plan.changes.map(
    (c) => decided.get(c.externalKey) ?? byKey.get(c.externalKey)
  );
  return { ...applied, summary: summarize(results, saved.plan.summary.unchanged), results };
}

// src/render/apply-json.ts
function renderApplyJson(result) {
  const { created, updated, deleted, unchanged, failed, stale } = result.summary;
  const contract = {
    formatVersion: 1,
    summary: { created, updated, deleted, unchanged, failed, stale },
    results: result.results.map((r) => ({
      externalKey: r.externalKey,
      action: r.action,
      status: r.status,
      id: r.id ?? null,
      attempts: r.attempts,
      error: r.error ?? null
    }))
  };
  return `${JSON.stringify(contract, null, 2)}
`;
}

// src/render/apply-text.ts
function renderApplyText(result, options) {
  const paint = (code) => (s) => options.color ? `\x1B[${code}m${s}\x1B[0m` : s;
  const red = paint("31");
  const yellow = paint("33");
  const bold = paint("1");
  const lines = [];
  const unsent = result.interrupted ? result.results.filter((r) => r.status === "skipped") : [];
  for (const r of result.results) {
    if (!options.all && !isProblem(r)) continue;
    if (unsent.includes(r)) continue;
    const colour = r.status === "failed" ? red : r.status === "ok" ? (s) => s : yellow;
    const id = r.id ? ` (${r.id})` : "";
    lines.push(`${colour(`${SYMBOL[r.action]} ${r.externalKey}`)}${id}: ${outcomeWord(r)}`);
    const place = placeOf(r);
    if (r.error) lines.push(`    ${r.error}`);
    if (place && r.status === "failed" && !r.error?.includes(place)) lines.push(`    at ${place}`);
  }
  if (unsent.length > 0) lines.push(unsentLine(unsent.map((r) => r.externalKey)));
  if (lines.length > 0) lines.push("");
  lines.push(bold(headline(result)));
  if (result.stopReason) lines.push(result.stopReason);
  lines.push(countsLine(result));
  if (result.summary.stale > 0) {
    lines.push(
      "Stale items changed on the server after the plan was made: make a new plan and review it."
    );
  }
  return `${lines.join("\n")}
`;
}
var NAMED = 10;
function unsentLine(keys) {
  const named = keys.slice(0, NAMED).join(", ");
  const more = keys.length > NAMED ? `, and ${keys.length - NAMED} more` : "";
  return `Not sent (${keys.length}): ${named}${more}`;
}

// src/render/apply-progress.ts
function progressLine(event) {
  switch (event.type) {
    case "start":
      return event.total === 0 ? void 0 : `Applying ${event.total} change${event.total === 1 ? "" : "s"}\u2026`;
    case "item": {
      const r = event.result;
      const width = String(event.total).length;
      const id = r.id ? ` (${r.id})` : "";
      const why = r.status !== "ok" && r.error ? `: ${r.error}` : "";
      return `[${String(event.done).padStart(width)}/${event.total}] ${SYMBOL[r.action]} ${r.externalKey}${id} ${outcomeWord(r)}${why}`;
    }
    case "retry":
      return `  retrying ${event.externalKey} (${event.reason}) in ${(event.delayMs / 1e3).toFixed(1)} s, attempt ${event.attempt + 1}`;
    case "concurrency":
      return `  concurrency now ${event.limit}`;
    case "interrupted":
      return "Interrupted: waiting for the requests in flight (Ctrl-C again to abort them)\u2026";
  }
}
function progressStatus(done, total, failed, limit) {
  return `${done}/${total} applied${failed ? `, ${failed} failed` : ""} \xB7 concurrency ${limit}`;
}

// src/cli/apply-progress-view.ts
var FLUSH_MS = 100;
function progressView(stream, live, concurrency) {
  if (!live) {
    let pending = "";
    let timer;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = void 0;
      if (pending) stream.write(pending);
      pending = "";
    };
    return {
      onEvent(event) {
        const line = event.type === "concurrency" ? void 0 : progressLine(event);
        if (line === void 0) return;
        pending += `${line}
`;
        if (event.type !== "item") flush();
        else timer ??= setTimeout(flush, FLUSH_MS);
      },
      end: flush
    };
  }
  let shown = false;
  let lastDraw = 0;
  let done = 0;
  let total = 0;
  let failed = 0;
  let limit = concurrency;
  const draw = (text) => {
    stream.write(`\r\x1B[2K${text}`);
    shown = true;
  };
  return {
    onEvent(event) {
      if (event.type === "start") total = event.total;
      if (event.type === "concurrency") limit = event.limit;
      if (event.type === "item") {
        done = event.done;
        if (event.result.status !== "ok") {
          failed++;
          stream.write(`\r\x1B[2K${progressLine(event)}
`);
        }
      }
      if (event.type === "interrupted") stream.write(`\r\x1B[2K${progressLine(event)}
`);
      const now = performance.now();
      if (total > 0 && (now - lastDraw >= FLUSH_MS || done === total || event.type !== "item")) {
        lastDraw = now;
        draw(progressStatus(done, total, failed, limit));
      }
    },
    end() {
      if (shown) stream.write("\r\x1B[2K");
    }
  };
}

// src/cli/apply-command.ts
var FORMATS = ["text", "json", "markdown"];
async function runApply(ctx) {
  const format = formatOf(ctx, FORMATS);
  const config = await readConfigFile(ctx.io.cwd);
  const concurrency = intOption(ctx, config, "concurrency", 1, 64);
  const maxDeletes = intOption(ctx, config, "max-deletes", 0, 1e5);
  const prune = boolFlag(ctx, "prune");
  const dryRun = boolFlag(ctx, "dry-run");
  const planFile = typeof ctx.flags.plan === "string" ? ctx.flags.plan : void 0;
  if (planFile !== void 0 && ctx.positionals.length > 0) {
    throw new UserError("give PATHs or --plan FILE, not both");
  }
  const first = new AbortController();
  const second = new AbortController();
  const unsubscribe = ctx.io.onInterrupt?.(() => {
    if (!first.signal.aborted) first.abort();
    else second.abort();
  });
  const relay = new AttemptRelay();
  let connection;
  try {
    let execute;
    if (planFile !== void 0) {
      const saved = await readSavedPlan(ctx, planFile);
      connection = await connect(ctx, config, { concurrency, observer: relay.observer });
      checkSavedPlan(saved, connection.target);
      showPlan(ctx, format, saved.plan);
      const target = connection.target;
      execute = (options) => applySavedPlan(saved, options, target);
      if (dryRun) return EXIT.ok;
    } else {
      const run = await makePlan(ctx, { prune, observer: relay.observer, config });
      connection = run.connection;
      if (format !== "json" || dryRun || errorCount(run.plan) > 0) {
        ctx.io.stdout.write(renderPlan(ctx, run, format));
      }
      if (errorCount(run.plan) > 0 || !connection) return EXIT.error;
      if (dryRun) return EXIT.ok;
      const locate = locatorOf(run);
      const plan = run.plan;
      execute = (options) => applyPlan(plan, { ...options, locate });
    }
    if (first.signal.aborted) return EXIT.interrupted;
    const live = Boolean(ctx.io.stderr.isTTY) && !inAutomation(ctx);
    const progress = progressView(ctx.io.stderr, live, concurrency);
    let result;
    try {
      result = await execute({
        client: connection.client,
        concurrency,
        attempts: relay,
        signal: first.signal,
        abortNow: second.signal,
        onEvent: (event) => progress.onEvent(event),
        prune,
        maxDeletes
      });
    } finally {
      progress.end();
    }
    ctx.io.stdout.write(renderResult(ctx, format, result));
    if (result.interrupted) return EXIT.interrupted;
    const { failed, stale } = result.summary;
    return failed + stale > 0 || result.stopReason ? EXIT.error : EXIT.ok;
  } finally {
    unsubscribe?.();
    await connection?.close();
  }
}
function showPlan(ctx, format, plan) {
  if (format === "json") return;
  ctx.io.stdout.write(
    format === "markdown" ? renderPlanMarkdown(plan) : renderPlanText(plan, { colour: useColour(ctx), inAutomation: true })
  );
}
function renderResult(ctx, format, result) {
  if (format === "json") return renderApplyJson(result);
  if (format === "markdown") return `
${renderApplyMarkdown(result)}`;
  return `
${renderApplyText(result, { color: useColour(ctx) })}`;
}
async function readSavedPlan(ctx, file) {
  let text;
  try {
    text = await readFile(resolve(ctx.io.cwd, file), "utf8");
  } catch (error) {
    throw new UserError(
      `cannot read the saved plan ${file}: ${error.code ?? "error"}`
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UserError(
      `${file} is not JSON: not a saved plan (make one with \`plan --out ${file}\`)`
    );
  }
}
export {
  runApply
};
