// The shape of each part of a saved plan, checked before anything uses it. The plan hash pins
// what is written (keys, actions, target contents, notes, fingerprints), but it is no
// signature: a hand edit can recompute it. So everything apply and the views read is checked
// here too, and what a plan derives is derived again and compared: a change's `fields` from its
// `before` and `after`, its `dependsOn` from its refs, its `before` from the fingerprint's
// content hash, its `id` from the fingerprint, the summary from the changes. A plan that shows
// one thing and writes another cannot pass. Pure; each check throws a SavedPlanError.
import type { AnnotationContent } from '../model/annotation.js';
import type { Change, FieldChange, PlannedContent } from '../model/plan.js';
import { UserError } from '../model/errors.js';
import { checkRequestBody } from '../validate/check-request-body.js';
import { canonicalJson } from '../text/canonical-json.js';
import { diffContent } from './compare-fields.js';
import { CONTENT_FIELDS, fitsContentField, hasContentShape, isMap } from '../model/fields.js';
import { contentHash } from './fingerprint.js';

/** A saved plan file that cannot be used, with the reason in plain words. Exit code 1. */
export class SavedPlanError extends UserError {
  constructor(message: string) {
    super(`Saved plan: ${message}`);
  }
}

type Fields = Record<string, unknown>;

const EXTERNAL_KEY = /^[a-z0-9._-]{1,128}$/;
const ACTIONS = new Set(['create', 'update', 'delete']);
const SUMMARY = ['create', 'update', 'delete', 'unchanged', 'orphaned'] as const;

export function object(value: unknown, message: string): Fields {
  if (!isMap(value)) throw new SavedPlanError(`${message}.`);
  return value;
}

export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  // JSON has no functions or symbols: what has no JSON is named by its type.
  const text = JSON.stringify(value) ?? typeof value;
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function list(value: unknown, message: string): unknown[] {
  if (!Array.isArray(value)) throw new SavedPlanError(`${message}.`);
  return value;
}

function string(fields: Fields, member: string, where: string): string {
  const value = fields[member];
  if (typeof value !== 'string' || value === '')
    throw new SavedPlanError(`${where}: "${member}" must be a non-empty string.`);
  return value;
}

function count(fields: Fields, member: string, where: string, min = 0): number {
  const value = fields[member];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw new SavedPlanError(
      `${where}: "${member}" must be a whole number${min > 0 ? ` from ${min}` : ''}, not ${describe(value)}.`,
    );
  return value;
}

/** Each change, in order: its shape, and that what it derives agrees with what it holds. */
export function checkChanges(changes: unknown[]): Change[] {
  const seen = new Set<string>();
  changes.forEach((value, index) => {
    const first = object(value, `change ${index + 1} is not an object`);
    const key = first.externalKey;
    const where = `change ${index + 1}${typeof key === 'string' ? ` (${describe(key)})` : ''}`;
    if (!ACTIONS.has(first.action as string))
      throw new SavedPlanError(`${where}: unknown action ${describe(first.action)}.`);
    if (typeof key !== 'string' || !EXTERNAL_KEY.test(key))
      throw new SavedPlanError(
        `${where}: "externalKey" must be an external key (a-z, 0-9, . _ -).`,
      );
    if (seen.has(key)) throw new SavedPlanError(`${where}: the key appears in two changes.`);
    seen.add(key);
    checkChange(first, where);
  });
  return changes as Change[];
}

function checkChange(change: Fields, where: string): void {
  let before: AnnotationContent | undefined;
  if (change.action !== 'create') {
    const id = string(change, 'id', where);
    const print = object(change.fingerprint, `${where}: "fingerprint" must be an object`);
    if (
      typeof print.id !== 'string' ||
      typeof print.updatedMs !== 'number' ||
      !Number.isFinite(print.updatedMs) ||
      typeof print.contentHash !== 'string'
    ) {
      throw new SavedPlanError(`${where}: "fingerprint" needs id, updatedMs and contentHash.`);
    }
    if (print.id !== id)
      throw new SavedPlanError(`${where}: "id" is not the id its fingerprint names.`);
    before = content(change.before, `${where}: "before"`);
    if (contentHash(before) !== print.contentHash)
      throw new SavedPlanError(`${where}: "before" is not the content its fingerprint names.`);
  }
  let after: PlannedContent | undefined;
  if (change.action !== 'delete') {
    string(change, 'file', where);
    count(change, 'line', where, 1);
    string(change, 'documentHash', where);
    after = planned(change.after, change.externalKey as string, `${where}: "after"`);
    if (change.note !== undefined && (typeof change.note !== 'string' || change.note === ''))
      throw new SavedPlanError(`${where}: "note" must be a non-empty string when present.`);
    checkDependsOn(change.dependsOn, after, where);
    if (
      change.defaulted !== undefined &&
      !list(change.defaulted, `${where}: "defaulted" must be a list`).every(isField)
    )
      throw new SavedPlanError(`${where}: "defaulted" must list content fields.`);
  }
  const fields = list(change.fields, `${where}: "fields" must be a list`);
  const expected = diffContent(before, after ?? {});
  if (canonicalJson(fields) !== canonicalJson(expected)) {
    throw new SavedPlanError(
      `${where}: "fields" do not show what the change does (${fieldNames(expected)}): it was modified after it was made; nothing was written.`,
    );
  }
}

/**
 * The content the server had (a change's `before`): content fields of their kinds. Not held to
 * the file rules: it is what the server holds, and apply compares it with the server again (its
 * fingerprint) before writing anything.
 */
function content(value: unknown, where: string): AnnotationContent {
  const fields = object(value, `${where} must be an object`);
  if (hasContentShape(fields)) return fields;
  const wrong = Object.keys(fields).find((field) => !fitsContentField(field, fields[field]));
  if (wrong !== undefined)
    throw new SavedPlanError(`${where}: "${wrong}" is not a content field of its shape.`);
  throw new SavedPlanError(`${where} needs kind and headline.`);
}

/**
 * Content to write: an annotation the server would take, but refs by key still by key, and no
 * note (the request takes one, but a change's note is its own member, which the views show).
 */
function planned(value: unknown, externalKey: string, where: string): PlannedContent {
  const fields = object(value, `${where} must be an object`);
  if ('note' in fields)
    throw new SavedPlanError(
      `${where}: "note" is not a content field (a change's note is its own member, "note").`,
    );
  const refs = fields.refs;
  let byId = fields;
  // A ref by key becomes, for the check, a ref the server takes as it is: each keeps its index
  // (a message names refs[i] of the file) and counts toward the 50 refs, as its resolved id will.
  if (Array.isArray(refs))
    byId = {
      ...fields,
      refs: refs.map((ref: unknown) => (isRefByKey(ref, where) ? RESOLVED_REF : ref)),
    };
  const issue = checkRequestBody(externalKey, byId)[0];
  if (issue) throw new SavedPlanError(`${where} is not an annotation: ${issue.message}.`);
  return fields as unknown as PlannedContent;
}

/** What a ref by key stands for when its content is checked: a ref no rule refuses. */
const RESOLVED_REF = { type: 'release', value: 'a ref by key' };

function isRefByKey(ref: unknown, where: string): boolean {
  if (ref === null || typeof ref !== 'object' || !('externalKey' in ref)) return false;
  const { type, externalKey, ...rest } = ref as Fields;
  if (
    type !== 'annotation' ||
    typeof externalKey !== 'string' ||
    !EXTERNAL_KEY.test(externalKey) ||
    Object.keys(rest).length > 0
  ) {
    throw new SavedPlanError(
      `${where}: a ref by key must be { type: annotation, externalKey }, not ${describe(ref)}.`,
    );
  }
  return true;
}

/** `dependsOn` is the keys the change refers to by key (sorted): what it waits for. */
function checkDependsOn(value: unknown, after: PlannedContent, where: string): void {
  const dependsOn = list(value, `${where}: "dependsOn" must be a list`);
  const byKey = [
    ...new Set(
      (after.refs ?? []).flatMap((ref) => ('externalKey' in ref ? [ref.externalKey] : [])),
    ),
  ].sort();
  if (canonicalJson(dependsOn) !== canonicalJson(byKey)) {
    throw new SavedPlanError(
      `${where}: "dependsOn" must list the keys its refs name by key (${byKey.join(', ') || 'none'}).`,
    );
  }
}

function isField(value: unknown): boolean {
  return typeof value === 'string' && (CONTENT_FIELDS as readonly string[]).includes(value);
}

function fieldNames(fields: FieldChange[]): string {
  return fields.length === 0 ? 'no field changes' : fields.map((f) => f.path).join(', ');
}

/** The summary agrees with the changes and the orphans; the unchanged count is whole. */
export function checkSummary(value: unknown, changes: Change[], orphans: unknown[]): void {
  const summary = object(value, '"plan.summary" must be an object');
  for (const member of SUMMARY) count(summary, member, '"plan.summary"');
  for (const action of ['create', 'update', 'delete'] as const) {
    const actual = changes.filter((c) => c.action === action).length;
    if (summary[action] !== actual)
      throw new SavedPlanError(
        `"plan.summary" says ${String(summary[action])} to ${action}, but the plan has ${actual}.`,
      );
  }
  if (summary.orphaned !== orphans.length)
    throw new SavedPlanError(
      `"plan.summary" says ${String(summary.orphaned)} orphaned, but the plan lists ${orphans.length}.`,
    );
}

/** Orphans are shown, never written: each names its key, id and headline. */
export function checkOrphans(value: unknown): unknown[] {
  const orphans = list(value, '"plan.orphans" must be a list');
  orphans.forEach((item, index) => {
    const where = `orphan ${index + 1}`;
    const orphan = object(item, `${where} is not an object`);
    string(orphan, 'externalKey', where);
    string(orphan, 'id', where);
    string(orphan, 'headline', where);
  });
  return orphans;
}

/** Diagnostics are shown: each has a severity, a code and a message; none may be an error. */
export function checkDiagnostics(value: unknown): void {
  const diagnostics = list(value, '"plan.diagnostics" must be a list');
  diagnostics.forEach((item, index) => {
    const where = `diagnostic ${index + 1}`;
    const d = object(item, `${where} is not an object`);
    if (d.severity === 'error')
      throw new SavedPlanError('the plan has errors: it cannot be applied; nothing was written.');
    if (d.severity !== 'warning')
      throw new SavedPlanError(`${where}: unknown severity ${describe(d.severity)}.`);
    string(d, 'code', where);
    string(d, 'message', where);
    if (d.file !== undefined) string(d, 'file', where);
    for (const member of ['line', 'column', 'endLine', 'endColumn'])
      if (d[member] !== undefined) count(d, member, where, 1);
  });
}
