// In-memory plan builders for the comment tests (the planner is tested on its own).
import type { CreateChange, DeleteChange, UpdateChange } from '../../src/model/plan.js';

const fingerprint = { id: 'ann-1', updatedMs: 1, contentHash: 'h' };

export function create(key: string, file = 'annotations/a.yaml', line = 1): CreateChange {
  const after = { kind: 'event' as const, headline: `Headline of ${key}`, dateFrom: '2026-09-17' };
  return {
    action: 'create',
    externalKey: key,
    file,
    line,
    documentHash: 'f',
    after,
    fields: Object.entries(after).map(([path, value]) => ({ path, after: value })),
    dependsOn: [],
  };
}

export function update(key: string, file = 'annotations/a.yaml', line = 1): UpdateChange {
  return {
    action: 'update',
    externalKey: key,
    id: 'ann-2',
    file,
    line,
    documentHash: 'f',
    before: { kind: 'event', headline: 'Old headline', description: 'Line one\nline two' },
    after: { kind: 'event', headline: 'New headline', description: 'Line one\nline two' },
    fields: [{ path: 'headline', before: 'Old headline', after: 'New headline' }],
    dependsOn: [],
    fingerprint,
  };
}

export function remove(key: string): DeleteChange {
  return {
    action: 'delete',
    externalKey: key,
    id: 'ann-9',
    before: { kind: 'setup', headline: `Gone ${key}` },
    fields: [
      { path: 'kind', before: 'setup' },
      { path: 'headline', before: `Gone ${key}` },
    ],
    fingerprint,
  };
}

/** The same plan builder as the applier's tests: counts and hash from the changes. */
export { planOf as plan } from '../apply/plan-builder.js';

/** Counts lines that open or close a code fence, tracking the opening fence's length. */
export function fencesBalanced(markdown: string): boolean {
  let open: string | undefined;
  for (const line of markdown.split('\n')) {
    const m = /^(`{3,}|~{3,})/.exec(line);
    if (!m) continue;
    if (open === undefined) open = m[1];
    else if (m[1]![0] === open[0] && m[1]!.length >= open.length && line.trim() === m[1])
      open = undefined;
  }
  return open === undefined;
}
