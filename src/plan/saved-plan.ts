// `plan --out FILE`: the plan plus what `apply --plan` needs to check it is still current.
// Built from values; read back by the one reader below, since an applier never trusts it
// blindly: ours, unmodified, without errors, and made against the server it is applied to.
import type { Plan, SavedPlan } from '../model/plan.js';
import { escapeJson } from '../text/escape-text.js';
import { planHashOf } from './plan-hash.js';
import { deletionOutside } from './prune-rules.js';
import {
  checkChanges,
  checkDiagnostics,
  checkOrphans,
  checkSummary,
  describe,
  object,
  SavedPlanError,
} from './saved-plan-shape.js';

export { SavedPlanError };

const SAVED_PLAN_KIND = 'observe-annotations/plan';

export interface SavedPlanContext {
  toolVersion: string;
  baseUrl: string;
  /** The named target the plan is made for, when the run picked one. */
  target?: string;
  keyPrefix?: string;
  /** The PATHs the plan read. */
  paths?: readonly string[];
  createdMs: number;
}

/** Pure; refuses a plan with errors (it has no hash, so nothing could apply it). Never holds the key. */
export function toSavedPlan(plan: Plan, context: SavedPlanContext): SavedPlan {
  if (plan.planHash === undefined) {
    throw new SavedPlanError('this plan has errors and cannot be saved for apply.');
  }
  const saved: SavedPlan = {
    formatVersion: 1,
    kind: SAVED_PLAN_KIND,
    toolVersion: context.toolVersion,
    baseUrl: context.baseUrl,
    createdMs: context.createdMs,
    planHash: plan.planHash,
    plan,
  };
  if (context.target !== undefined) saved.target = context.target;
  if (context.keyPrefix !== undefined) saved.keyPrefix = context.keyPrefix;
  if (context.paths !== undefined) saved.paths = [...context.paths];
  return saved;
}

/**
 * The saved plan's file: the same JSON value, with nothing in it a terminal or a runner would
 * act on should someone print it. Pure.
 */
export function savedPlanText(saved: SavedPlan): string {
  return `${escapeJson(JSON.stringify(saved, null, 2))}\n`;
}

/**
 * The one reader of an already-parsed saved plan: kind, version, required members, the shape
 * of every change, orphan and diagnostic, what each change derives (saved-plan-shape.ts), no
 * errors, deletions only under its keyPrefix, and the recorded hash is the hash of its changes
 * (an edited file is refused). Every way to apply a saved plan reads it here. Pure.
 */
export function readSavedPlan(value: unknown): SavedPlan {
  const saved = object(value, 'the file does not hold a JSON object');
  if (saved.kind !== SAVED_PLAN_KIND) {
    throw new SavedPlanError(
      `not a saved plan of observe-annotations (kind is ${describe(saved.kind)}); make one with \`plan --out FILE\`.`,
    );
  }
  if (saved.formatVersion !== 1) {
    throw new SavedPlanError(
      `formatVersion ${describe(saved.formatVersion)} is not supported (this tool reads version 1); make the plan again with this version.`,
    );
  }
  for (const member of ['toolVersion', 'baseUrl', 'planHash'] as const) {
    if (typeof saved[member] !== 'string')
      throw new SavedPlanError(`"${member}" must be a string.`);
  }
  if (saved.target !== undefined && typeof saved.target !== 'string') {
    throw new SavedPlanError('"target" must be a string when present.');
  }
  if (saved.keyPrefix !== undefined && typeof saved.keyPrefix !== 'string') {
    throw new SavedPlanError('"keyPrefix" must be a string when present.');
  }
  if (
    saved.paths !== undefined &&
    (!Array.isArray(saved.paths) || !saved.paths.every((p) => typeof p === 'string'))
  ) {
    throw new SavedPlanError('"paths" must be a list of strings when present.');
  }
  if (typeof saved.createdMs !== 'number' || !Number.isFinite(saved.createdMs)) {
    throw new SavedPlanError('"createdMs" must be a number.');
  }
  const plan = object(saved.plan, '"plan" must be an object');
  if (plan.formatVersion !== 1) throw new SavedPlanError('"plan.formatVersion" must be 1.');
  if (!Array.isArray(plan.changes)) throw new SavedPlanError('"plan.changes" must be a list.');
  checkDiagnostics(plan.diagnostics);
  const changes = checkChanges(plan.changes);
  const orphans = checkOrphans(plan.orphans);
  checkSummary(plan.summary, changes, orphans);
  const prefix = saved.keyPrefix;
  const outside = deletionOutside(changes, prefix);
  if (outside !== undefined) {
    throw new SavedPlanError(
      `it deletes "${outside.externalKey}", which is not under its keyPrefix${prefix === undefined ? ' (it has none)' : ` "${prefix}"`}: only keys under the keyPrefix are ours to delete.`,
    );
  }
  if (plan.planHash !== saved.planHash) {
    throw new SavedPlanError('"planHash" differs from the hash inside "plan".');
  }
  if (planHashOf(changes) !== saved.planHash) {
    throw new SavedPlanError(
      'its changes do not match its planHash: it was modified after it was made; nothing was written.',
    );
  }
  return value as SavedPlan;
}

/**
 * Refuses a saved plan made for another named target than `targetName` (the run's pick, if
 * any), or against another server than `target` (a base URL, or the embedded emulator).
 */
export function checkPlanTarget(saved: SavedPlan, target: string, targetName?: string): void {
  if (saved.target !== targetName) {
    const made = saved.target === undefined ? 'without a target' : `for the target ${saved.target}`;
    const here = targetName === undefined ? 'without one' : `to the target ${targetName}`;
    throw new SavedPlanError(
      `made ${made}: refusing to apply it ${here}. ${saved.target === undefined ? 'Make a new plan with --target.' : `Apply it with --target ${saved.target}, or make a new plan for this target.`}`,
    );
  }
  if (normalUrl(saved.baseUrl) !== normalUrl(target)) {
    throw new SavedPlanError(
      `made against ${saved.baseUrl}, not ${target}: refusing to apply it here. Make a new plan against this server.`,
    );
  }
}

function normalUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}
