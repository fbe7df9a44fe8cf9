// `plan [PATH…] [--format text|json|markdown] [--out FILE] [--detailed-exitcode]`.
// Exit 0 (or, with --detailed-exitcode, 0 no changes / 2 changes), 1 on any error; 130
// interrupted, 143 terminated (SIGTERM) while it reads: nothing written.
import type { RunContext } from '../app/run/context.js';
import { EXIT } from '../app/run/describe-error.js';
import { excerptsOf } from '../app/session/read-files.js';
import { writeSavedPlanFile } from '../app/session/saved-plan-file.js';
import { planRun, type PlanRun } from '../app/session/session.js';
import { InterruptedError } from '../model/errors.js';
import { errorCount, hasChanges } from '../render/plan-summary.js';
import { viewOf, type ShownPlan } from '../render/views.js';
import type { CliContext } from './cli-context.js';
import { commandName } from './invocation.js';
import type { Io } from './io.js';
import { viewEnv } from './terminal.js';
import { escapeText } from '../text/escape-text.js';
import { displayPath } from '../load/display-path.js';

export async function runPlan(cli: CliContext): Promise<number> {
  const { ctx, io, positionals } = cli;
  // Ctrl-C or SIGTERM ends the read of the server at once: no plan is shown or written.
  cli.stopOnInterrupt();
  const run = await planRun(ctx);
  try {
    if (ctx.signal.aborted) throw new InterruptedError('Interrupted: nothing was written.');
    const out = ctx.options.out;
    const saved = out === undefined ? undefined : await writeSavedPlanFile(ctx, run, out);
    io.stdout.write(
      viewOf('plan', ctx.options.format).plan(shownPlan(run, io), {
        ...viewEnv(ctx, io),
        excerpt: excerptsOf(run.validation, run.plan.diagnostics),
      }),
    );
    if (out !== undefined) io.stderr.write(savedPlanNote(ctx, io, run, out, saved, positionals));
    if (errorCount(run.plan) > 0) return EXIT.error;
    if (ctx.options.detailedExitcode && hasChanges(run.plan)) return EXIT.changes;
    return EXIT.ok;
  } finally {
    await run.close();
  }
}

/** Where `plan --out` saved the plan and how to apply it (or why nothing was saved). */
function savedPlanNote(
  ctx: RunContext,
  io: Io,
  run: PlanRun,
  out: string,
  saved: string | undefined,
  /** The PATHs named: the apply must name the same. */
  paths: readonly string[],
): string {
  if (saved === undefined)
    return `The plan has errors: no saved plan was written to ${escapeText(out)}.\n`;
  const shown = escapeText(displayPath(saved, io.cwd));
  const targetName = ctx.options.target;
  const target = `${targetName === undefined ? '' : ` --target ${escapeText(targetName)}`}${run.connection?.embedded ? ' --emulator' : ''}`;
  const named = paths.map((p) => ` ${shellWord(escapeText(p))}`).join('');
  return `Saved the plan to ${shown}. Review it, then apply exactly it (without asking again) with:\n  ${commandName(io)} apply --plan ${shown}${named}${target}\n`;
}

/** A word as a POSIX shell reads it: quoted when it holds anything but plain path characters. */
function shellWord(word: string): string {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

/** A run's plan as the views show it, with the command that applies it as this run was started. */
function shownPlan(run: PlanRun, io: Io): ShownPlan {
  return {
    plan: run.plan,
    timeline: run.timeline,
    ...(run.writeOnly ? { writeOnly: true } : {}),
    applyCommand: `${commandName(io)} apply${run.connection?.embedded ? ' --emulator' : ''}`,
  };
}
