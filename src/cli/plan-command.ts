// `plan [PATH…] [--format text|json|markdown] [--out FILE] [--detailed-exitcode]`.
// Exit 0 (or, with --detailed-exitcode, 0 no changes / 2 changes), 1 on any error.
import { resolve } from 'node:path';
import { textOfFound } from '../load/read-source.js';
import { writeFileNoFollow } from '../load/write-file.js';
import { escapeText } from '../render/escape-text.js';
import { renderPlanJson } from '../render/plan-json.js';
import { renderPlanMarkdown } from '../render/plan-markdown.js';
import { errorCount, hasChanges } from '../render/plan-summary.js';
import { renderPlanText } from '../render/plan-text.js';
import { renderSavedPlan } from '../render/saved-plan-json.js';
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
    ctx.io.stdout.write(renderPlan(ctx, run, format));
    if (errorCount(run.plan) > 0) return EXIT.error;
    if (boolFlag(ctx, 'detailed-exitcode') && hasChanges(run.plan)) return EXIT.changes;
    return EXIT.ok;
  } finally {
    await run.connection?.close();
  }
}

/** The plan in the asked format; text quotes the files for code frames. */
export function renderPlan(
  ctx: CommandContext,
  run: PlanRun,
  format: 'text' | 'json' | 'markdown',
): string {
  if (format === 'json') return renderPlanJson(run.plan);
  if (format === 'markdown') return renderPlanMarkdown(run.plan);
  const reread = textOfFound(run.validation.found);
  return renderPlanText(run.plan, {
    colour: useColour(ctx),
    inAutomation: inAutomation(ctx),
    // A file the planner's own diagnostics name was valid, so validation kept no text of it.
    source: (file) => run.validation.sources.get(file) ?? reread(file),
    ...(run.connection?.embedded ? { applyCommand: 'observe-annotations apply --emulator' } : {}),
  });
}

async function writeSavedPlan(ctx: CommandContext, run: PlanRun, out: string): Promise<void> {
  const saved = savedPlanOf(run, Date.now());
  if (!saved) {
    ctx.io.stderr.write(`The plan has errors: no saved plan was written to ${escapeText(out)}.\n`);
    return;
  }
  try {
    writeFileNoFollow(resolve(ctx.io.cwd, out), renderSavedPlan(saved), ctx.io.cwd, out);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(
      `cannot write the saved plan to ${out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}
