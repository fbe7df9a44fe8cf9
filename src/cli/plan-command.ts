// `plan [PATH…] [--format text|json|markdown] [--out FILE] [--detailed-exitcode]`.
// Exit 0 (or, with --detailed-exitcode, 0 no changes / 2 changes), 1 on any error.
import type { RunContext } from '../app/context.js';
import { EXIT } from '../app/describe-error.js';
import { excerptsOf } from '../app/read-files.js';
import { writeSavedPlanFile } from '../app/saved-plan-file.js';
import { planRun, type PlanRun } from '../app/session.js';
import { renderPlanJson } from '../render/plan-json.js';
import { renderPlanMarkdown } from '../render/plan-markdown.js';
import { errorCount, hasChanges } from '../render/plan-summary.js';
import { renderPlanText } from '../render/plan-text.js';
import { renderWriteOnlyMarkdown, renderWriteOnlyText } from '../render/write-only-plan.js';
import type { CliContext } from './cli-context.js';
import type { Io } from './io.js';
import { configLine, inAutomation, useColour } from './terminal.js';
import { escapeText } from '../render/escape-text.js';
import { displayPath } from '../load/find-files.js';

export async function runPlan({ ctx, io, positionals }: CliContext): Promise<number> {
  const run = await planRun(ctx);
  try {
    const out = ctx.options.out;
    const saved = out === undefined ? undefined : await writeSavedPlanFile(ctx, run, out);
    io.stdout.write(renderPlan(ctx, io, run));
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
  return `Saved the plan to ${shown}. Review it, then apply exactly it (without asking again) with:\n  observe-annotations apply --plan ${shown}${named}${target}\n`;
}

/** A word as a POSIX shell reads it: quoted when it holds anything but plain path characters. */
function shellWord(word: string): string {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

/**
 * The plan in the asked format; text quotes the files for code frames. Shown by `apply`
 * (`applying`), it suggests no next command: the question or the writes follow.
 */
export function renderPlan(
  ctx: RunContext,
  io: Io,
  run: PlanRun,
  { applying = false }: { applying?: boolean } = {},
): string {
  const format = ctx.options.format;
  if (format === 'json') return renderPlanJson(run.plan);
  if (run.writeOnly) {
    return format === 'markdown'
      ? renderWriteOnlyMarkdown(run.plan)
      : `${configLine(ctx, io)}${renderWriteOnlyText(run.plan, {
          colour: useColour(io),
          excerpt: excerptsOf(run.validation, run.plan.diagnostics),
        })}`;
  }
  if (format === 'markdown') return renderPlanMarkdown(run.plan);
  return `${configLine(ctx, io)}${renderPlanText(run.plan, {
    colour: useColour(io),
    inAutomation: applying || inAutomation(io),
    excerpt: excerptsOf(run.validation, run.plan.diagnostics),
    ...(run.connection?.embedded ? { applyCommand: 'observe-annotations apply --emulator' } : {}),
  })}`;
}
