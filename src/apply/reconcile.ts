// A saved plan, already read and checked (plan/saved-plan.ts), is held change by change
// against what the server holds now. Pure.
import type { Annotation } from '../model/annotation.js';
import type { ApplyItemResult } from '../model/apply.js';
import type { Change, Plan, ServerFingerprint } from '../model/plan.js';
import { sameContent } from '../plan/compare-fields.js';
import { isManaged, projectAnnotation } from '../plan/content-fields.js';
import { fingerprintOf } from '../plan/fingerprint.js';
import { dependenciesOf } from './dependency-order.js';
import { resolveRefs } from './resolve-refs.js';

export interface Reconciled {
  /** The changes still to send, as a plan. */
  plan: Plan;
  /** Results decided without a request: converged, stale, and what depends on a stale item. */
  decided: Map<string, ApplyItemResult>;
  /** Every key on the server with its id (refs to converged creates resolve through it). */
  knownIds: Map<string, string>;
}

/** Per change: fingerprint unchanged → apply; already at its target → converged; moved → stale. */
export function reconcile(plan: Plan, current: readonly Annotation[]): Reconciled {
  const server = new Map<string, Annotation>();
  for (const a of current) if (isManaged(a)) server.set(a.externalKey, a);
  const knownIds = new Map([...server].map(([key, a]) => [key, a.id]));
  const decided = new Map<string, ApplyItemResult>();
  const keep: Change[] = [];
  for (const change of plan.changes) {
    const now = server.get(change.externalKey);
    const base = { externalKey: change.externalKey, action: change.action, attempts: 0 };
    const converged = (id: string): void => {
      decided.set(change.externalKey, { ...base, status: 'ok', id, converged: true });
    };
    const stale = (why: string): void => {
      const r: ApplyItemResult = {
        ...base,
        status: 'stale',
        error: `stale: ${why} since the plan was made`,
      };
      if (now) r.id = now.id;
      decided.set(change.externalKey, r);
    };
    if (change.action === 'delete') {
      if (!now) converged(change.id);
      else if (samePrint(now, change.fingerprint)) keep.push(change);
      else stale('it changed on the server');
      continue;
    }
    const blocked = dependenciesOf(change).find((key) => {
      const r = decided.get(key);
      return r !== undefined && r.status !== 'ok';
    });
    if (blocked) {
      decided.set(change.externalKey, {
        ...base,
        status: 'skipped',
        error: `not sent: it references "${blocked}", which ${wasWord(decided.get(blocked)!.status)}`,
      });
      continue;
    }
    const target = resolveRefs(change.after, knownIds);
    if (now && 'content' in target && sameContent(projectAnnotation(now), target.content)) {
      converged(now.id);
    } else if (change.action === 'create') {
      if (now) stale('it was created on the server by someone else');
      else keep.push(change);
    } else if (!now) {
      stale('it was deleted on the server');
    } else if (samePrint(now, change.fingerprint)) {
      keep.push(change);
    } else {
      stale('it changed on the server');
    }
  }
  return { plan: { ...plan, changes: keep }, decided, knownIds };
}

function samePrint(annotation: Annotation, seen: ServerFingerprint): boolean {
  const now = fingerprintOf(annotation);
  return (
    now.id === seen.id && now.updatedMs === seen.updatedMs && now.contentHash === seen.contentHash
  );
}

/** "failed", "is stale", "was not sent": how a blocking reference ended. */
function wasWord(status: string): string {
  return status === 'failed' ? 'failed' : status === 'skipped' ? 'was not sent' : `is ${status}`;
}
