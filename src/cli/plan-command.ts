// `plan [PATH…] [--format text|json|markdown] [--out FILE] [--detailed-exitcode]`.
// Exit 0 (or, with --detailed-exitcode, 0 no changes / 2 changes), 1 on any error.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { excerptsFor } from '../app/files/excerpts.js';
import { renderPlanJson } from '../render/plan-json.js';
import { renderPlanMarkdown } from '../render/plan-markdown.js';
import { errorCount, hasChanges } from '../render/plan-summary.js';
import { renderPlanText } from '../render/plan-text.js';
import { UserError } from '../model/errors.js';
import type { CommandContext } from './commands.js';
import { EXIT } from './exit-code.js';
import { makePlan, savedPlanOf, type PlanRun } from './session.js';
import { boolFlag, formatOf, inAutomation, useColour } from './settings.js';

const FORMATS = ['text', 'json', 'markdown'] as const;

export async function runPlan(ctx: CommandContext): Promise<number> {
  const format = formatOf(ctx, FORMATS);
  const run = await makePlan(ctx, { prune: boolFlag(ctx, 'prune') });
  try {
    const out = ctx.flags.out;
    if (typeof out === 'string') await writeSavedPlan(ctx, run, out);
    ctx.io.stdout.write(await renderPlan(ctx, run, format));
    if (errorCount(run.plan) > 0) return EXIT.error;
    if (boolFlag(ctx, 'detailed-exitcode') && hasChanges(run.plan)) return EXIT.changes;
    return EXIT.ok;
  } finally {
    await run.connection?.close();
  }
}

/** The plan in the asked format; text quotes the files for code frames. */
export async function renderPlan(
  ctx: CommandContext,
  run: PlanRun,
  format: 'text' | 'json' | 'markdown',
): Promise<string> {
  if (format === 'json') return renderPlanJson(run.plan);
  if (format === 'markdown') return renderPlanMarkdown(run.plan);
  // The planner's own diagnostics point into valid files, whose lines validation did not keep.
  const excerpts = await excerptsFor(run.plan.diagnostics, ctx.io.cwd, run.validation.excerpts);
  return renderPlanText(run.plan, {
    colour: useColour(ctx),
    inAutomation: inAutomation(ctx),
    excerpt: (file) => excerpts.get(file),
    ...(run.connection?.embedded ? { applyCommand: 'observe-annotations apply --emulator' } : {}),
  });
}

async function writeSavedPlan(ctx: CommandContext, run: PlanRun, out: string): Promise<void> {
  const saved = savedPlanOf(run, Date.now());
  if (!saved) {
    ctx.io.stderr.write(`The plan has errors: no saved plan was written to ${out}.\n`);
    return;
  }
  try {
    await writeFile(resolve(ctx.io.cwd, out), `${JSON.stringify(saved, null, 2)}\n`);
  } catch (error) {
    throw new UserError(
      `cannot write the saved plan to ${out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}
