import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  readSavedPlanFile
} from "./chunk-KIR6PFUE.js";
import {
  applyRun,
  openSavedPlan,
  planRun
} from "./chunk-4OIN6A6Q.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-A33B43RT.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-GK5S7SVR.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-SJGPSIIW.js";
import {
  excerptsOf
} from "./chunk-ZD6EFZQJ.js";
import {
  inAutomation,
  viewEnv,
  viewOf
} from "./chunk-4IDTBC4T.js";
import "./chunk-JREEBDFQ.js";
import {
  errorCount
} from "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import {
  SYMBOL,
  itemReason,
  outcomeWord,
  stopWords
} from "./chunk-QBGJ6ABX.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/render/apply-progress.ts
function progressLine(event, stop = "SIGINT") {
  switch (event.type) {
    case "start":
      return event.total === 0 ? void 0 : `Applying ${event.total} change${event.total === 1 ? "" : "s"}\u2026`;
    case "item": {
      const r = event.result;
      const width = String(event.total).length;
      const id = r.id ? ` (${escapeText(r.id)})` : "";
      const reason = r.status === "ok" ? void 0 : itemReason(r, event.stopReason);
      const why = reason ? `: ${escapeText(reason)}` : "";
      return `[${String(event.done).padStart(width)}/${event.total}] ${SYMBOL[r.action]} ${escapeText(r.externalKey)}${id} ${outcomeWord(r)}${why}`;
    }
    case "retry":
      return `  retrying ${escapeText(event.externalKey)} (${escapeText(event.reason)}) in ${(event.delayMs / 1e3).toFixed(1)} s, attempt ${event.attempt + 1}`;
    case "concurrency":
      return `  concurrency now ${event.limit}`;
    case "interrupted": {
      const { stopped, again } = stopWords(stop);
      return `${stopped}: waiting for the requests in flight (${again} to abort them)\u2026`;
    }
  }
}
function progressStatus(done, total, failed, limit) {
  return `${done}/${total} applied${failed ? `, ${failed} failed` : ""} \xB7 concurrency ${limit}`;
}

// src/cli/apply-progress-view.ts
var FLUSH_MS = 100;
function progressView(stream, live, concurrency, stop = () => "SIGINT") {
  if (!live) {
    let pending = [];
    let timer;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = void 0;
      let text = "";
      for (const event of pending) {
        const line = progressLine(event, stop());
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
  return liveView(stream, concurrency, stop);
}
function liveView(stream, concurrency, stop) {
  let shown = false;
  let done = 0;
  let total = 0;
  let failed = 0;
  let limit = concurrency;
  let lines = "";
  let timer;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = void 0;
    if (!lines && total === 0) return;
    const status = total > 0 ? progressStatus(done, total, failed, limit) : "";
    stream.write(`\r\x1B[2K${lines}${status}`);
    lines = "";
    shown = status !== "";
  };
  return {
    onEvent(event) {
      if (event.type === "start") total = event.total;
      if (event.type === "concurrency") limit = event.limit;
      if (event.type === "item") {
        done = event.done;
        if (event.result.status !== "ok") failed++;
      }
      const line = event.type === "concurrency" ? void 0 : progressLine(event, stop());
      if (line !== void 0) lines += `${line}
`;
      if (event.type !== "item" || done === total) flush();
      else timer ??= setTimeout(flush, FLUSH_MS);
    },
    end() {
      flush();
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
  const { dryRun, planFile, prune } = ctx.options;
  const view = viewOf("apply", ctx.options.format);
  const env = viewEnv(ctx, io);
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
    const { stopped: stopped2, again } = stopWords(cli.stopSignal() ?? "SIGINT");
    io.stderr.write(
      `${stopped2}: nothing will be written; finishing the read of the server (${again} to stop now)\u2026
`
    );
  };
  ctx.signal.addEventListener("abort", whileReading, { once: true });
  let close = async () => {
  };
  const stopped = () => {
    if (!ctx.signal.aborted) return void 0;
    io.stderr.write(nothingWritten(cli));
    return EXIT.interrupted;
  };
  try {
    let execute;
    if (saved) {
      const opened = await openSavedPlan(ctx, saved);
      close = opened.close;
      io.stdout.write(view.plan({ plan: saved.plan, saved: true, dryRun }, env));
      if (dryRun) return stopped() ?? EXIT.ok;
      execute = opened.apply;
    } else {
      const run = ctx.options.writeOnly ? await (await import("./write-only-run-BBNVI2SY.js")).writeOnlyRun(ctx) : await planRun(ctx);
      close = run.close;
      const shown = {
        plan: run.plan,
        timeline: run.timeline,
        dryRun,
        ...run.writeOnly ? { writeOnly: true } : {}
      };
      const excerpt = excerptsOf(run.validation, run.plan.diagnostics);
      io.stdout.write(view.plan(shown, { ...env, excerpt }));
      if (errorCount(run.plan) > 0 || !run.connection) return stopped() ?? EXIT.error;
      if (dryRun) return stopped() ?? EXIT.ok;
      ctx.signal.removeEventListener("abort", whileReading);
      const approval = await approve(cli, run.plan, view);
      if (approval !== EXIT.ok) return approval;
      execute = (onEvent) => applyRun(ctx, run, onEvent);
    }
    ctx.signal.removeEventListener("abort", whileReading);
    const interrupted = stopped();
    if (interrupted !== void 0) return interrupted;
    const live = Boolean(io.stderr.isTTY) && !inAutomation(io);
    const stop = () => cli.stopSignal() ?? "SIGINT";
    const progress = progressView(io.stderr, live, ctx.options.concurrency, stop);
    let result;
    try {
      result = await execute((event) => progress.onEvent(event));
    } finally {
      progress.end();
    }
    io.stdout.write(view.result(result, { ...env, stop: stop() }));
    if (result.interrupted) return EXIT.interrupted;
    const { failed, stale } = result.summary;
    return failed + stale > 0 || result.stopReason ? EXIT.error : EXIT.ok;
  } finally {
    ctx.signal.removeEventListener("abort", whileReading);
    release();
    await close();
  }
}
function nothingWritten(cli) {
  return `${stopWords(cli.stopSignal() ?? "SIGINT").stopped}: nothing was written.
`;
}
async function approve(cli, plan, view) {
  const { ctx, io } = cli;
  if (plan.changes.length === 0 || ctx.options.autoApprove) return EXIT.ok;
  const deletions = plan.changes.filter((c) => c.action === "delete").length;
  if (!canAsk(io) || !view.showsPlan) {
    const why = !view.showsPlan ? `with --format ${ctx.options.format} the plan is not shown for review` : "there is no terminal to ask on";
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
    io.stderr.write(nothingWritten(cli));
    return EXIT.interrupted;
  }
  io.stderr.write("Apply cancelled. Nothing was written (only 'yes' approves).\n");
  return EXIT.error;
}
export {
  runApply
};
