// `apply [PATH…] | --plan FILE [--concurrency N] [--dry-run] [--prune] [--max-deletes N]
// [--format text|json|markdown]`: plan (the same session as `plan`), show it, then write.
// Dry run is "build, then stop". Exit 0 all ok, 1 any failure or stale item, 130 interrupted.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { applyPlan, type ApplyOptions } from '../apply/apply-plan.js';
import { applySavedPlan } from '../apply/apply-saved-plan.js';
import { AttemptRelay } from '../apply/attempt-relay.js';
import { checkSavedPlan } from '../apply/saved-plan.js';
import { readConfigFile } from '../load/config-file.js';
import type { ApplyResult } from '../model/apply.js';
import { UserError } from '../model/errors.js';
import type { Plan, SavedPlan } from '../model/plan.js';
import { renderApplyJson } from '../render/apply-json.js';
import { renderApplyMarkdown } from '../render/apply-markdown.js';
import { renderApplyText } from '../render/apply-text.js';
import { renderPlanMarkdown } from '../render/plan-markdown.js';
import { errorCount } from '../render/plan-summary.js';
import { renderPlanText } from '../render/plan-text.js';
import { progressView } from './apply-progress-view.js';
import type { CommandContext } from './commands.js';
import { connect, type Connection } from './connection.js';
import { EXIT } from './exit-code.js';
import { renderPlan } from './plan-command.js';
import { locatorOf, makePlan } from './session.js';
import { boolFlag, formatOf, inAutomation, intOption, useColour } from './settings.js';

const FORMATS = ['text', 'json', 'markdown'] as const;
type Format = (typeof FORMATS)[number];

export async function runApply(ctx: CommandContext): Promise<number> {
  const format = formatOf(ctx, FORMATS);
  const config = await readConfigFile(ctx.io.cwd);
  const concurrency = intOption(ctx, config, 'concurrency', 1, 64);
  const maxDeletes = intOption(ctx, config, 'max-deletes', 0, 100_000);
  const prune = boolFlag(ctx, 'prune');
  const dryRun = boolFlag(ctx, 'dry-run');
  const planFile = typeof ctx.flags.plan === 'string' ? ctx.flags.plan : undefined;
  if (planFile !== undefined && ctx.positionals.length > 0) {
    throw new UserError('give PATHs or --plan FILE, not both');
  }

  // First Ctrl-C: no new requests; second: abort the ones in flight.
  const first = new AbortController();
  const second = new AbortController();
  const unsubscribe = ctx.io.onInterrupt?.(() => {
    if (!first.signal.aborted) first.abort();
    else second.abort();
  });
  const relay = new AttemptRelay();
  let connection: Connection | undefined;
  try {
    let execute: (options: ApplyOptions) => Promise<ApplyResult>;
    if (planFile !== undefined) {
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
      if (format !== 'json' || dryRun || errorCount(run.plan) > 0) {
        ctx.io.stdout.write(await renderPlan(ctx, run, format));
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
    let result: ApplyResult;
    try {
      result = await execute({
        client: connection.client,
        concurrency,
        attempts: relay,
        signal: first.signal,
        abortNow: second.signal,
        onEvent: (event) => progress.onEvent(event),
        prune,
        maxDeletes,
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

function showPlan(ctx: CommandContext, format: Format, plan: Plan): void {
  if (format === 'json') return;
  ctx.io.stdout.write(
    format === 'markdown'
      ? renderPlanMarkdown(plan)
      : renderPlanText(plan, { colour: useColour(ctx), inAutomation: true }),
  );
}

function renderResult(ctx: CommandContext, format: Format, result: ApplyResult): string {
  if (format === 'json') return renderApplyJson(result);
  if (format === 'markdown') return `\n${renderApplyMarkdown(result)}`;
  return `\n${renderApplyText(result, { color: useColour(ctx) })}`;
}

async function readSavedPlan(ctx: CommandContext, file: string): Promise<SavedPlan> {
  let text: string;
  try {
    text = await readFile(resolve(ctx.io.cwd, file), 'utf8');
  } catch (error) {
    throw new UserError(
      `cannot read the saved plan ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  try {
    return JSON.parse(text) as SavedPlan;
  } catch {
    throw new UserError(
      `${file} is not JSON: not a saved plan (make one with \`plan --out ${file}\`)`,
    );
  }
}
