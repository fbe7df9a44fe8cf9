// Saved plans on disk: written by `plan --out` and the Action (its plan-file output), read by
// `apply --plan` through the one saved-plan reader (plan/saved-plan.ts).
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { writeFileNoFollow } from '../../load/write-file.js';
import { systemReason, UserError } from '../../model/errors.js';
import type { SavedPlan } from '../../model/plan.js';
import { readSavedPlan, savedPlanText } from '../../plan/saved-plan.js';
import type { RunContext } from '../run/context.js';
import { savedPlanOf, type PlanRun } from './session.js';

/**
 * Writes the run's saved plan to `file` (relative to the working directory) and returns its
 * path; a plan with errors cannot be saved: nothing is written and the result is undefined.
 */
export async function writeSavedPlanFile(
  ctx: RunContext,
  run: PlanRun,
  file: string,
): Promise<string | undefined> {
  const saved = savedPlanOf(ctx, run, Date.now());
  if (!saved) return undefined;
  const path = resolve(ctx.cwd, file);
  try {
    // Never through a link, nor into a folder that leads out of the repository.
    writeFileNoFollow(path, ctx.redact(savedPlanText(saved)), ctx.cwd, file);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`cannot write the saved plan to ${file}: ${systemReason(error)}`);
  }
  return path;
}

/** A saved plan of 10,000 annotations is a few tens of MiB; more is not one of ours. */
const MAX_SAVED_PLAN_BYTES = 256 * 1024 * 1024;

/** Reads and checks a saved plan file (never trusted: see readSavedPlan). */
export async function readSavedPlanFile(ctx: RunContext, file: string): Promise<SavedPlan> {
  const path = resolve(ctx.cwd, file);
  let text: string;
  try {
    const size = (await stat(path)).size;
    if (size > MAX_SAVED_PLAN_BYTES) {
      throw new UserError(
        `${file} is ${Math.round(size / 1024 / 1024)} MiB: not a saved plan (those are at most 256 MiB)`,
      );
    }
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`cannot read the saved plan ${file}: ${systemReason(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const why = text.trim() === '' ? 'it is empty' : (error as Error).message;
    throw new UserError(
      `Saved plan: ${file} is not complete JSON (${why}): cut short or edited by hand? Make it again with \`plan --out ${file}\`; nothing was written.`,
    );
  }
  return readSavedPlan(value);
}
