// The one builder of changes and plans for tests (changesets' test-utils style): a change's
// `fields` are derived from its sides, as the planner derives them. `createChange`,
// `updateChange` and `deleteChange` take every side; `create`, `update` and `remove` make the
// usual ones from a key or a server annotation.
import type { Annotation, AnnotationContent, DocumentRef } from '../../src/model/annotation.js';
import type {
  Change,
  CreateChange,
  DeleteChange,
  Plan,
  PlannedContent,
  SavedPlan,
  ServerFingerprint,
  UpdateChange,
} from '../../src/model/plan.js';
import { fingerprintOf } from '../../src/plan/fingerprint.js';
import { projectAnnotation } from '../../src/plan/content-fields.js';
import { planHashOf } from '../../src/plan/plan-hash.js';
import { diffContent } from '../../src/plan/compare-fields.js';

export const content = (
  headline: string,
  extra: Partial<AnnotationContent> = {},
): AnnotationContent => ({
  kind: 'setup',
  headline,
  approximate: false,
  display: true,
  source: 'agent',
  ...extra,
});

/** Where a change's document is, and what travels with it. */
interface Placed {
  file?: string;
  line?: number;
  documentHash?: string;
  note?: string;
  dependsOn?: string[];
}

/** A create of `after`; `dependsOn` defaults to the keys its refs name by key. */
export function createChange(key: string, after: PlannedContent, at: Placed = {}): CreateChange {
  return {
    action: 'create',
    externalKey: key,
    file: at.file ?? `annotations/${key}.yaml`,
    line: at.line ?? 2,
    documentHash: at.documentHash ?? 'sha256:x',
    after,
    fields: diffContent(undefined, after),
    dependsOn:
      at.dependsOn ??
      (after.refs ?? []).flatMap((r) => ('externalKey' in r ? [r.externalKey] : [])),
    ...(at.note ? { note: at.note } : {}),
  };
}

/** An update of the annotation `id` (seen as `fingerprint`) from `before` to `after`. */
export function updateChange(
  key: string,
  server: { id: string; fingerprint: ServerFingerprint },
  before: AnnotationContent,
  after: PlannedContent,
  at: Placed = {},
): UpdateChange {
  return {
    action: 'update',
    externalKey: key,
    id: server.id,
    file: at.file ?? `annotations/${key}.yaml`,
    line: at.line ?? 2,
    documentHash: at.documentHash ?? 'sha256:x',
    before,
    after,
    fields: diffContent(before, after),
    dependsOn: at.dependsOn ?? [],
    fingerprint: server.fingerprint,
    ...(at.note ? { note: at.note } : {}),
  };
}

/** A delete of the annotation `id` (seen as `fingerprint`) holding `before`. */
export function deleteChange(
  key: string,
  server: { id: string; fingerprint: ServerFingerprint },
  before: AnnotationContent,
): DeleteChange {
  return {
    action: 'delete',
    externalKey: key,
    id: server.id,
    before,
    fields: diffContent(before, {}),
    fingerprint: server.fingerprint,
  };
}

/** A create of an annotation about `key`. */
export function create(
  key: string,
  extra: { headline?: string; refs?: DocumentRef[]; note?: string; dependsOn?: string[] } = {},
): CreateChange {
  const after = {
    ...content(extra.headline ?? `About ${key}`),
    ...(extra.refs ? { refs: extra.refs } : {}),
  };
  return createChange(key, after, {
    ...(extra.note ? { note: extra.note } : {}),
    ...(extra.dependsOn ? { dependsOn: extra.dependsOn } : {}),
  });
}

/** The server annotation `existing` with a new headline. */
export function update(existing: Annotation, headline: string, note?: string): UpdateChange {
  const server = { id: existing.id, fingerprint: fingerprintOf(existing) };
  const before = projectAnnotation(existing);
  return updateChange(
    existing.externalKey!,
    server,
    before,
    { ...before, headline },
    {
      ...(note ? { note } : {}),
    },
  );
}

/** The server annotation `existing`, deleted. */
export function remove(existing: Annotation): DeleteChange {
  const server = { id: existing.id, fingerprint: fingerprintOf(existing) };
  return deleteChange(existing.externalKey!, server, projectAnnotation(existing));
}

export function planOf(changes: Change[], unchanged = 0): Plan {
  const count = (a: string) => changes.filter((c) => c.action === a).length;
  return {
    formatVersion: 1,
    planHash: planHashOf(changes),
    summary: {
      create: count('create'),
      update: count('update'),
      delete: count('delete'),
      unchanged,
      orphaned: 0,
    },
    changes,
    orphans: [],
    diagnostics: [],
  };
}

/** A saved plan; one that deletes names the keyPrefix its deletions lie under (any key here). */
export function saved(plan: Plan, baseUrl = 'http://127.0.0.1:1/v1'): SavedPlan {
  const deletes = plan.changes.some((c) => c.action === 'delete');
  return {
    formatVersion: 1,
    kind: 'observe-annotations/plan',
    toolVersion: '0.0.0-test',
    baseUrl,
    ...(deletes ? { keyPrefix: '' } : {}),
    createdMs: 0,
    planHash: plan.planHash!,
    plan,
  };
}
