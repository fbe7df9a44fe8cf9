// `apply [PATH…] | --plan FILE [PATH…] [--auto-approve] [--concurrency N] [--dry-run] [--prune]
// [--max-deletes N] [--format text|json|markdown]`: plan (the same session as `plan`), show
// it, ask (Terraform's `yes`), then write. A saved plan was reviewed already: no question.
// Dry run is "build, then stop". Exit 0 all ok, 1 any failure, stale item or a declined
// apply, 130 interrupted, 143 terminated (SIGTERM).
import { EXIT } from '../app/run/describe-error.js';
import { readSavedPlanFile } from '../app/session/saved-plan-file.js';
import { openSavedPlan, planRun, applyRun } from '../app/session/session.js';
import type { ApplyEvent, ApplyResult } from '../model/apply.js';
import { UserError } from '../model/errors.js';
import type { Plan } from '../model/plan.js';
import { errorCount } from '../render/plan-summary.js';
import { stopWords } from '../render/apply-words.js';
import { viewOf, type ApplyView } from '../render/views.js';
import { excerptsOf } from '../app/session/read-files.js';
import { progressView } from './apply-progress-view.js';
import type { CliContext } from './cli-context.js';
import { canAsk, confirm, confirmationQuestion } from './confirm.js';
import { inAutomation, viewEnv } from './terminal.js';

type Execute = (onEvent: (event: ApplyEvent) => void) => Promise<ApplyResult>;

export async function runApply(cli: CliContext): Promise<number> {
  const { ctx, io } = cli;
  const { dryRun, planFile, prune } = ctx.options;
  const view = viewOf('apply', ctx.options.format);
  const env = viewEnv(ctx, io);
  if (planFile !== undefined && ctx.options.writeOnly) {
    throw new UserError(
      '--write-only does not go with --plan FILE: a saved plan is checked against the server, which a write-only run does not read',
    );
  }
  if (planFile !== undefined && prune) {
    throw new UserError(
      '--prune does not go with --plan FILE: a saved plan already decided its deletions (make it with `plan --prune --out FILE` to include them)',
    );
  }
  const saved = planFile === undefined ? undefined : await readSavedPlanFile(ctx, planFile);
  // First Ctrl-C: no new requests (and no answer to the question); second: abort those in flight.
  const release = cli.catchInterrupts();
  // Until the question or the writes, the first Ctrl-C ends the run once the server is read.
  const whileReading = (): void => {
    const { stopped, again } = stopWords(cli.stopSignal() ?? 'SIGINT');
    io.stderr.write(
      `${stopped}: nothing will be written; finishing the read of the server (${again} to stop now)…\n`,
    );
  };
  ctx.signal.addEventListener('abort', whileReading, { once: true });
  let close = async (): Promise<void> => {};
  // Stopped while the server was read: nothing is written, whatever the plan says.
  const stopped = (): number | undefined => {
    if (!ctx.signal.aborted) return undefined;
    io.stderr.write(nothingWritten(cli));
    return EXIT.interrupted;
  };
  try {
    let execute: Execute;
    if (saved) {
      const opened = await openSavedPlan(ctx, saved);
      close = opened.close;
      io.stdout.write(view.plan({ plan: saved.plan, saved: true, dryRun }, env));
      if (dryRun) return stopped() ?? EXIT.ok;
      execute = opened.apply;
    } else {
      const run = ctx.options.writeOnly
        ? await (await import('../app/session/write-only-run.js')).writeOnlyRun(ctx)
        : await planRun(ctx);
      close = run.close;
      const shown = {
        plan: run.plan,
        timeline: run.timeline,
        dryRun,
        ...(run.writeOnly ? { writeOnly: true } : {}),
      };
      const excerpt = excerptsOf(run.validation, run.plan.diagnostics);
      io.stdout.write(view.plan(shown, { ...env, excerpt }));
      if (errorCount(run.plan) > 0 || !run.connection) return stopped() ?? EXIT.error;
      if (dryRun) return stopped() ?? EXIT.ok;
      ctx.signal.removeEventListener('abort', whileReading);
      const approval = await approve(cli, run.plan, view);
      if (approval !== EXIT.ok) return approval;
      execute = (onEvent) => applyRun(ctx, run, onEvent);
    }
    ctx.signal.removeEventListener('abort', whileReading);
    const interrupted = stopped();
    if (interrupted !== undefined) return interrupted;
    const live = Boolean(io.stderr.isTTY) && !inAutomation(io);
    const stop = () => cli.stopSignal() ?? 'SIGINT';
    const progress = progressView(io.stderr, live, ctx.options.concurrency, stop);
    let result: ApplyResult;
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
    ctx.signal.removeEventListener('abort', whileReading);
    release();
    await close();
  }
}

/** What a run stopped before any write says (`Interrupted: …`, or `Terminated (SIGTERM): …`). */
function nothingWritten(cli: CliContext): string {
  return `${stopWords(cli.stopSignal() ?? 'SIGINT').stopped}: nothing was written.\n`;
}

/**
 * Whether the shown plan may be written: `--auto-approve`, or `yes` typed at a terminal. A plan
 * without changes needs no answer. Returns EXIT.ok to go on, else the exit code to end with.
 */
async function approve(cli: CliContext, plan: Plan, view: ApplyView): Promise<number> {
  const { ctx, io } = cli;
  if (plan.changes.length === 0 || ctx.options.autoApprove) return EXIT.ok;
  const deletions = plan.changes.filter((c) => c.action === 'delete').length;
  if (!canAsk(io) || !view.showsPlan) {
    const why = !view.showsPlan
      ? `with --format ${ctx.options.format} the plan is not shown for review`
      : 'there is no terminal to ask on';
    throw new UserError(
      `apply asks before it writes, and ${why}: pass --auto-approve to apply without asking. Nothing was written.`,
    );
  }
  const answer = await confirm(
    io,
    confirmationQuestion(plan.changes.length, deletions),
    ctx.signal,
  );
  if (answer === 'approved') return EXIT.ok;
  if (answer === 'interrupted') {
    io.stderr.write(nothingWritten(cli));
    return EXIT.interrupted;
  }
  io.stderr.write("Apply cancelled. Nothing was written (only 'yes' approves).\n");
  return EXIT.error;
}
