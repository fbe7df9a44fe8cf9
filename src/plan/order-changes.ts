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
    for (const dep of deps) {
      const list = dependents.get(dep);
      if (list) list.push(write.externalKey);
      else dependents.set(dep, [write.externalKey]);
    }
  }
  const ready = new KeyHeap();
  for (const [key, deps] of waitingOn) if (deps.size === 0) ready.push(key);
  const out: Write[] = [];
  while (ready.size > 0) {
    const key = ready.pop();
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

/** A binary min-heap of keys in `compareKeys` order: the smallest ready key in O(log n). */
class KeyHeap {
  private readonly items: string[] = [];

  get size(): number {
    return this.items.length;
  }

  push(key: string): void {
    const items = this.items;
    let i = items.push(key) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compareKeys(items[parent]!, key) <= 0) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = key;
  }

  pop(): string {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child =
          right < items.length && compareKeys(items[right]!, items[left]!) < 0 ? right : left;
        if (compareKeys(last, items[child]!) <= 0) break;
        items[i] = items[child]!;
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}
