// `plan --out FILE`: the plan plus what `apply --plan` needs to check it is still current.
// Built from values; read back by the one reader below, since an applier never trusts it
// blindly: ours, unmodified, without errors, and made against the server it is applied to.
import { UserError } from '../model/errors.js';
import type { Plan, SavedPlan } from '../model/plan.js';
import { planHashOf } from './plan-hash.js';

export const SAVED_PLAN_KIND = 'observe-annotations/plan';

/** A saved plan file that cannot be used, with the reason in plain words. Exit code 1. */
export class SavedPlanError extends UserError {
  constructor(message: string) {
    super(`Saved plan: ${message}`);
  }
}

export interface SavedPlanContext {
  toolVersion: string;
  baseUrl: string;
  keyPrefix?: string;
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
  if (context.keyPrefix !== undefined) saved.keyPrefix = context.keyPrefix;
  return saved;
}

/**
 * The one reader of an already-parsed saved plan: kind, version, required members, change
 * shapes, no errors, and the recorded hash is the hash of its changes (an edited file is
 * refused). Pure.
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
  if (saved.keyPrefix !== undefined && typeof saved.keyPrefix !== 'string') {
    throw new SavedPlanError('"keyPrefix" must be a string when present.');
  }
  if (typeof saved.createdMs !== 'number' || !Number.isFinite(saved.createdMs)) {
    throw new SavedPlanError('"createdMs" must be a number.');
  }
  const plan = object(saved.plan, '"plan" must be an object');
  if (plan.formatVersion !== 1) throw new SavedPlanError('"plan.formatVersion" must be 1.');
  if (!Array.isArray(plan.changes)) throw new SavedPlanError('"plan.changes" must be a list.');
  plan.changes.forEach(checkChange);
  if (
    !Array.isArray(plan.orphans) ||
    !Array.isArray(plan.diagnostics) ||
    typeof plan.summary !== 'object' ||
    plan.summary === null
  ) {
    throw new SavedPlanError('"plan" lacks its summary, orphans or diagnostics.');
  }
  if (plan.diagnostics.some((d) => (d as { severity?: unknown } | null)?.severity === 'error')) {
    throw new SavedPlanError('the plan has errors; nothing was written.');
  }
  if (plan.planHash !== saved.planHash) {
    throw new SavedPlanError('"planHash" differs from the hash inside "plan".');
  }
  if (planHashOf(plan.changes as Plan['changes']) !== saved.planHash) {
    throw new SavedPlanError(
      'its changes do not match its planHash: it was modified after it was made; nothing was written.',
    );
  }
  return value as SavedPlan;
}

/** Refuses a saved plan made against another server than `target` (a base URL, or the embedded emulator). */
export function checkPlanTarget(saved: SavedPlan, target: string): void {
  if (normalUrl(saved.baseUrl) !== normalUrl(target)) {
    throw new SavedPlanError(
      `made against ${saved.baseUrl}, not ${target}: refusing to apply it here. Make a new plan against this server.`,
    );
  }
}

function normalUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

function checkChange(value: unknown, index: number): void {
  const change = object(value, `change ${index + 1} is not an object`);
  const where = `change ${index + 1}`;
  if (change.action !== 'create' && change.action !== 'update' && change.action !== 'delete') {
    throw new SavedPlanError(`${where}: unknown action ${describe(change.action)}.`);
  }
  if (typeof change.externalKey !== 'string')
    throw new SavedPlanError(`${where}: "externalKey" must be a string.`);
  if (change.action !== 'create') {
    if (typeof change.id !== 'string') throw new SavedPlanError(`${where}: "id" must be a string.`);
    const fingerprint = object(change.fingerprint, `${where}: "fingerprint" must be an object`);
    if (
      typeof fingerprint.id !== 'string' ||
      typeof fingerprint.updatedMs !== 'number' ||
      typeof fingerprint.contentHash !== 'string'
    ) {
      throw new SavedPlanError(`${where}: "fingerprint" needs id, updatedMs and contentHash.`);
    }
  }
  if (change.action !== 'delete') {
    const after = object(change.after, `${where}: "after" must be an object`);
    if (typeof after.kind !== 'string' || typeof after.headline !== 'string') {
      throw new SavedPlanError(`${where}: "after" needs kind and headline.`);
    }
    if (!Array.isArray(change.dependsOn))
      throw new SavedPlanError(`${where}: "dependsOn" must be a list.`);
  }
}

function object(value: unknown, message: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new SavedPlanError(`${message}.`);
  return value as Record<string, unknown>;
}

function describe(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}
