// A saved plan is held to the run that applies it. Its file is not signed: whoever can write it
// can recompute its hash, so what the file says of itself (its keyPrefix, the paths it read)
// never widens what a run may do. The run's own keyPrefix and target must be the ones the plan
// was made with, the paths it read must be the run's or lie below them (a plan made from one
// file of the run's folder is the run's), and every deletion must lie under the run's
// keyPrefix. Pure.
import type { SavedPlan } from '../model/plan.js';
import { deletionOutside } from './prune-rules.js';
import { SavedPlanError } from './saved-plan-shape.js';

/** What the run that applies a saved plan was given (its options, not the file's). */
export interface PlanRunSettings {
  keyPrefix: string | undefined;
  paths: readonly string[];
}

/**
 * Refuses (SavedPlanError, naming both values) a saved plan made with another keyPrefix than
 * `run`'s, from paths that `run`'s do not hold, or one that deletes a key outside the run's
 * keyPrefix. The target
 * and the server are checked apart (checkPlanTarget), once the server is known.
 */
export function checkPlanRun(saved: SavedPlan, run: PlanRunSettings): void {
  if (saved.keyPrefix !== run.keyPrefix) {
    throw new SavedPlanError(
      `made with ${prefixWords(saved.keyPrefix)}, but this run's is ${prefixWords(run.keyPrefix)}: refusing to apply it. Apply it where it was made (the same observe-annotations.yaml), or make a new plan here.`,
    );
  }
  holdDeletions(saved, run.keyPrefix);
  if (saved.paths === undefined) {
    throw new SavedPlanError(
      'it does not record the paths it was made from (made by an older version): make it again with `plan --out FILE`.',
    );
  }
  const here = run.paths.map(normalPath);
  const outside = saved.paths.filter((p) => !here.some((r) => holds(r, normalPath(p))));
  if (outside.length > 0) {
    throw new SavedPlanError(
      `made from the paths ${pathWords(saved.paths)}, but this run's are ${pathWords(run.paths)}, which do not hold ${pathWords(outside)}: refusing to apply it. Name the PATHs it was made from (apply --plan FILE PATH…), or make a new plan for these.`,
    );
  }
}

/** Refuses a saved plan that deletes a key outside `keyPrefix` (or deletes at all without one). */
export function holdDeletions(saved: SavedPlan, keyPrefix: string | undefined): void {
  const outside = deletionOutside(saved.plan.changes, keyPrefix);
  if (outside === undefined) return;
  throw new SavedPlanError(
    `it deletes "${outside.externalKey}", which is not under this run's keyPrefix${keyPrefix === undefined ? ' (it has none)' : ` "${keyPrefix}"`}: only keys under the keyPrefix are ours to delete; nothing was written.`,
  );
}

function prefixWords(keyPrefix: string | undefined): string {
  return keyPrefix === undefined ? 'no keyPrefix' : `the keyPrefix "${keyPrefix}"`;
}

function pathWords(paths: readonly string[]): string {
  return paths.length === 0 ? '(none)' : paths.map((p) => JSON.stringify(p)).join(', ');
}

/** `./annotations/` and `annotations` are one path. */
function normalPath(path: string): string {
  const normal = path
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
  return normal === '' ? '.' : normal;
}

/** Whether the run's path `run` names `path` or a folder above it (both normal). */
function holds(run: string, path: string): boolean {
  return run === '.' || path === run || path.startsWith(`${run}/`);
}
