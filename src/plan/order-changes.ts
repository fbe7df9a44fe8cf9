// Write order: every annotation after the ones it references by key and that the same plan
// creates; otherwise by external key, so the order never depends on file order.
import type { CreateChange, UpdateChange } from '../model/plan.js';

type Write = CreateChange | UpdateChange;

export interface Ordered {
  writes: Write[];
  /** Keys left in a cycle (validation should have refused them); appended by key. */
  cyclic: string[];
}

/** Pure; Kahn's algorithm taking the smallest ready key each step. */
export function orderWrites(writes: readonly Write[]): Ordered {
  const byKey = new Map(writes.map((w) => [w.externalKey, w]));
  const waitingOn = new Map<string, Set<string>>();
  const dependents = new Map<string, string[]>();
  for (const write of writes) {
    const deps = new Set(
      write.dependsOn.filter((key) => byKey.has(key) && key !== write.externalKey),
    );
    waitingOn.set(write.externalKey, deps);
    for (const dep of deps)
      dependents.set(dep, [...(dependents.get(dep) ?? []), write.externalKey]);
  }
  const ready = [...waitingOn].filter(([, deps]) => deps.size === 0).map(([key]) => key);
  const out: Write[] = [];
  while (ready.length > 0) {
    ready.sort(compareKeys);
    const key = ready.shift()!;
    out.push(byKey.get(key)!);
    waitingOn.delete(key);
    for (const next of dependents.get(key) ?? []) {
      const deps = waitingOn.get(next);
      if (!deps) continue;
      deps.delete(key);
      if (deps.size === 0) ready.push(next);
    }
  }
  const cyclic = [...waitingOn.keys()].sort(compareKeys);
  for (const key of cyclic) out.push(byKey.get(key)!);
  return { writes: out, cyclic };
}

/** Code-unit order: the same on every machine and locale. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
