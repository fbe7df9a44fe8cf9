// Which writes wait for which: an annotation is written after every annotation it references
// by key. Pure.
import { isRefByKey } from '../model/fields.js';
import type { CreateChange, UpdateChange } from '../model/plan.js';

export type WriteChange = CreateChange | UpdateChange;

/** Keys a write must wait for: its `dependsOn` plus any ref still written by key. */
export function dependenciesOf(change: WriteChange): string[] {
  const keys = new Set(change.dependsOn);
  for (const ref of change.after.refs ?? []) {
    if (isRefByKey(ref)) keys.add(ref.externalKey);
  }
  keys.delete(change.externalKey);
  return [...keys];
}

/**
 * Keys of writes that sit on a reference cycle (or wait on one) within `changes`. Validation
 * refuses cycles, so this only guards against a hand-edited saved plan that would otherwise
 * wait forever.
 */
export function keysOnCycles(changes: readonly WriteChange[]): Set<string> {
  const deps = new Map(changes.map((c) => [c.externalKey, dependenciesOf(c)]));
  const state = new Map<string, 'visiting' | 'ok' | 'cycle'>();
  const visit = (key: string): boolean => {
    const seen = state.get(key);
    if (seen === 'ok') return true;
    if (seen !== undefined) return false;
    state.set(key, 'visiting');
    let ok = true;
    for (const dep of deps.get(key) ?? []) {
      if (deps.has(dep) && !visit(dep)) ok = false;
    }
    state.set(key, ok ? 'ok' : 'cycle');
    return ok;
  };
  for (const key of deps.keys()) visit(key);
  return new Set([...state].filter(([, s]) => s !== 'ok').map(([k]) => k));
}
