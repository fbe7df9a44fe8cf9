// In-memory plan builders (changesets' test-utils style).
import type { Annotation, AnnotationContent, DocumentRef } from '../../src/model/annotation.js';
import type {
  Change,
  CreateChange,
  DeleteChange,
  Plan,
  SavedPlan,
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

export function create(
  key: string,
  extra: { headline?: string; refs?: DocumentRef[]; note?: string; dependsOn?: string[] } = {},
): CreateChange {
  const after = {
    ...content(extra.headline ?? `About ${key}`),
    ...(extra.refs ? { refs: extra.refs } : {}),
  };
  return {
    action: 'create',
    externalKey: key,
    file: `annotations/${key}.yaml`,
    line: 2,
    documentHash: 'sha256:x',
    after,
    fields: diffContent(undefined, after),
    dependsOn:
      extra.dependsOn ??
      (extra.refs ?? []).flatMap((r) => ('externalKey' in r ? [r.externalKey] : [])),
    ...(extra.note ? { note: extra.note } : {}),
  };
}

export function update(existing: Annotation, headline: string, note?: string): UpdateChange {
  return {
    action: 'update',
    externalKey: existing.externalKey!,
    id: existing.id,
    file: `annotations/${existing.externalKey}.yaml`,
    line: 2,
    documentHash: 'sha256:x',
    before: projectAnnotation(existing),
    after: { ...projectAnnotation(existing), headline },
    fields: [{ path: 'headline', before: existing.headline, after: headline }],
    dependsOn: [],
    fingerprint: fingerprintOf(existing),
    ...(note ? { note } : {}),
  };
}

export function remove(existing: Annotation): DeleteChange {
  return {
    action: 'delete',
    externalKey: existing.externalKey!,
    id: existing.id,
    before: projectAnnotation(existing),
    fields: diffContent(projectAnnotation(existing), {}),
    fingerprint: fingerprintOf(existing),
  };
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
