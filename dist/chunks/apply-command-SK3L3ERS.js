import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SYMBOL,
  outcomeWord,
  renderApplyMarkdown,
  renderApplyText
} from "./chunk-P2RJRYNB.js";
import {
  renderPlan
} from "./chunk-CCUVKI7T.js";
import {
  readSavedPlanFile,
  renderPlanText
} from "./chunk-PAIXE24L.js";
import {
  applyRun,
  openSavedPlan,
  planRun
} from "./chunk-RF4FSG57.js";
import "./chunk-7BOCEDQZ.js";
import "./chunk-V4DIQMMV.js";
import "./chunk-QFSGLPNP.js";
import "./chunk-5NO7TMFC.js";
import "./chunk-OEM6MLFJ.js";
import "./chunk-TKRH735F.js";
import {
  errorCount,
  renderPlanMarkdown
} from "./chunk-E7KZBBXR.js";
import "./chunk-6GEFAHDE.js";
import "./chunk-VD3ZCW3K.js";
import "./chunk-RGNBNWYV.js";
import "./chunk-KQXAGGJS.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-4KYYUCJ6.js";
import "./chunk-JUR2MZ25.js";
import "./chunk-NJHIZTNB.js";
import "./chunk-KAF3LJBO.js";
import {
  configLine,
  inAutomation,
  useColour
} from "./chunk-NKKIJPHQ.js";
import "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-NCXYHUBH.js";
import "./chunk-J2TU7Q4N.js";
import {
  EXIT
} from "./chunk-KJJFQOXD.js";
import {
  escapeJson,
  escapeText
} from "./chunk-3FFOSWA6.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import {
  UserError
} from "./chunk-3GO7JZRP.js";
import "./chunk-QO75YTRT.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-N7U5ZQNW.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-7MNUHNOM.js";
import "./chunk-FA6EQWUK.js";

// src/render/apply-json.ts
function renderApplyJson(result) {
  const { created, updated, deleted, unchanged, failed, stale } = result.summary;
  const contract = {
    formatVersion: 1,
    summary: {
      created,
      updated,
      deleted,
      unchanged,
      failed,
      stale,
      // Only a write-only run counts its writes this way (it cannot tell creates from updates).
      ...result.summary.written === void 0 ? {} : { written: result.summary.written }
    },
    results: result.results.map((r) => ({
      externalKey: r.externalKey,
      action: r.action,
      status: r.status,
      id: r.id ?? null,
      attempts: r.attempts,
      error: r.error ?? null
    }))
  };
  return `${escapeJson(JSON.stringify(contract, null, 2))}
`;
}

// src/render/apply-progress.ts
function progressLine(event) {
  switch (event.type) {
    case "start":
      return event.total === 0 ? void 0 : `Applying ${event.total} change${event.total === 1 ? "" : "s"}\u2026`;
    case "item": {
      const r = event.result;
      const width = String(event.total).length;
      const id = r.id ? ` (${escapeText(r.id)})` : "";
      const why = r.status !== "ok" && r.error ? `: ${escapeText(r.error)}` : "";
      return `[${String(event.done).padStart(width)}/${event.total}] ${SYMBOL[r.action]} ${escapeText(r.externalKey)}${id} ${outcomeWord(r)}${why}`;
    }
    case "retry":
      return `  retrying ${escapeText(event.externalKey)} (${escapeText(event.reason)}) in ${(event.delayMs / 1e3).toFixed(1)} s, attempt ${event.attempt + 1}`;
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
    let pending = [];
    let timer;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = void 0;
      let text = "";
      for (const event of pending) {
        const line = progressLine(event);
        if (line !== void 0) text += `${line}
`;
      }
      pending = [];
      if (text) stream.write(text);
    };
    return {
      onEvent(event) {
        if (event.type === "concurrency") return;
        pending.push(event);
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

// src/cli/confirm.ts
import { createInterface } from "node:readline";
function canAsk(io) {
  return Boolean(io.stdin?.isTTY);
}
function confirmationQuestion(changes, deletions) {
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `Apply ${plural(changes, "change")} (${plural(deletions, "deletion")})? Only 'yes' is accepted: `;
}
function confirm(io, question, interrupt) {
  const input = io.stdin;
  if (!input || interrupt.aborted)
    return Promise.resolve(interrupt.aborted ? "interrupted" : "declined");
  io.stderr.write(question);
  const lines = createInterface({ input, terminal: false });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer) => {
      if (settled) return;
      settled = true;
      interrupt.removeEventListener("abort", onAbort);
      lines.close();
      input.pause();
      if (answer === "interrupted") io.stderr.write("\n");
      resolve(answer);
    };
    const onAbort = () => finish("interrupted");
    interrupt.addEventListener("abort", onAbort, { once: true });
    lines.once("line", (line) => finish(line.trim() === "yes" ? "approved" : "declined"));
    lines.once("close", () => {
      if (!settled) io.stderr.write("\n");
      finish("declined");
    });
  });
}

// src/cli/apply-command.ts
async function runApply(cli) {
  const { ctx, io } = cli;
  const { format, dryRun, planFile, prune } = ctx.options;
  if (planFile !== void 0 && ctx.options.writeOnly) {
    throw new UserError(
      "--write-only does not go with --plan FILE: a saved plan is checked against the server, which a write-only run does not read"
    );
  }
  if (planFile !== void 0 && prune) {
    throw new UserError(
      "--prune does not go with --plan FILE: a saved plan already decided its deletions (make it with `plan --prune --out FILE` to include them)"
    );
  }
  const saved = planFile === void 0 ? void 0 : await readSavedPlanFile(ctx, planFile);
  const release = cli.catchInterrupts();
  const whileReading = () => {
    io.stderr.write(
      "Interrupted: nothing will be written; finishing the read of the server (Ctrl-C again to stop now)\u2026\n"
    );
  };
  ctx.signal.addEventListener("abort", whileReading, { once: true });
  let close = async () => {
  };
  try {
    let execute;
    if (saved) {
      const opened = await openSavedPlan(ctx, saved);
      close = opened.close;
      showPlan(cli, saved.plan);
      if (dryRun) return EXIT.ok;
      execute = opened.apply;
    } else {
      const run = ctx.options.writeOnly ? await (await import("./write-only-run-NZEG2XJ5.js")).writeOnlyRun(ctx) : await planRun(ctx);
      close = run.close;
      if (format !== "json" || dryRun || errorCount(run.plan) > 0) {
        io.stdout.write(renderPlan(ctx, io, run, { applying: true }));
      }
      if (errorCount(run.plan) > 0 || !run.connection) return EXIT.error;
      if (dryRun) return EXIT.ok;
      ctx.signal.removeEventListener("abort", whileReading);
      const approval = await approve(cli, run.plan);
      if (approval !== EXIT.ok) return approval;
      execute = (onEvent) => applyRun(ctx, run, onEvent);
    }
    ctx.signal.removeEventListener("abort", whileReading);
    if (ctx.signal.aborted) {
      io.stderr.write("Interrupted: nothing was written.\n");
      return EXIT.interrupted;
    }
    const live = Boolean(io.stderr.isTTY) && !inAutomation(io);
    const progress = progressView(io.stderr, live, ctx.options.concurrency);
    let result;
    try {
      result = await execute((event) => progress.onEvent(event));
    } finally {
      progress.end();
    }
    io.stdout.write(renderResult(cli, result));
    if (result.interrupted) return EXIT.interrupted;
    const { failed, stale } = result.summary;
    return failed + stale > 0 || result.stopReason ? EXIT.error : EXIT.ok;
  } finally {
    ctx.signal.removeEventListener("abort", whileReading);
    release();
    await close();
  }
}
async function approve({ ctx, io }, plan) {
  if (plan.changes.length === 0 || ctx.options.autoApprove) return EXIT.ok;
  const deletions = plan.changes.filter((c) => c.action === "delete").length;
  if (!canAsk(io) || ctx.options.format === "json") {
    const why = ctx.options.format === "json" ? "with --format json the plan is not shown for review" : "there is no terminal to ask on";
    throw new UserError(
      `apply asks before it writes, and ${why}: pass --auto-approve to apply without asking. Nothing was written.`
    );
  }
  const answer = await confirm(
    io,
    confirmationQuestion(plan.changes.length, deletions),
    ctx.signal
  );
  if (answer === "approved") return EXIT.ok;
  if (answer === "interrupted") {
    io.stderr.write("Interrupted: nothing was written.\n");
    return EXIT.interrupted;
  }
  io.stderr.write("Apply cancelled. Nothing was written (only 'yes' approves).\n");
  return EXIT.error;
}
function showPlan({ ctx, io }, plan) {
  if (ctx.options.format === "json") return;
  io.stdout.write(
    ctx.options.format === "markdown" ? renderPlanMarkdown(plan) : `${configLine(ctx, io)}${renderPlanText(plan, { colour: useColour(io), inAutomation: true })}`
  );
}
function renderResult({ ctx, io }, result) {
  if (ctx.options.format === "json") return renderApplyJson(result);
  if (ctx.options.format === "markdown") return `
${renderApplyMarkdown(result)}`;
  return `
${renderApplyText(result, { color: useColour(io) })}`;
}
export {
  runApply
};
