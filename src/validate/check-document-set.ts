// Rules across all documents of a run: externalKey unique, no cycle among refs by key.
// Locations are opaque to this file (`L`): the loader passes file positions, tests pass strings.
import type { RuleIssue } from '../model/diagnostic.js';
import { isMap } from '../model/fields.js';

export interface SetItem<L> {
  /** The document as loaded (any shape: invalid documents are skipped where they lack a key). */
  value: unknown;
  at: L;
}

export interface SetIssue<L> {
  issue: RuleIssue;
  /** Where the issue is: the document it belongs to. */
  at: L;
  /** The other place it involves: the first copy of a duplicate key, the next key of a cycle. */
  related?: L;
}

interface Node<L> {
  key: string;
  at: L;
  /** Keys this document refs by key, with the index of each ref. */
  edges: { key: string; index: number }[];
}

/** Duplicate keys (at each later copy, naming the first) and ref cycles (once per cycle). Pure. */
export function checkDocumentSet<L>(items: readonly SetItem<L>[]): SetIssue<L>[] {
  const out: SetIssue<L>[] = [];
  const nodes = new Map<string, Node<L>>();
  for (const { value, at } of items) {
    const key = keyOf(value);
    if (key === undefined) continue;
    const first = nodes.get(key);
    if (first) {
      out.push({
        issue: {
          code: 'externalKey.duplicate',
          message: `externalKey ${key} is already used by another annotation; keys are unique across all files`,
          path: ['externalKey'],
        },
        at,
        related: first.at,
      });
      continue;
    }
    nodes.set(key, { key, at, edges: refsByKey(value) });
  }
  for (const cycle of findCycles(nodes)) {
    const [start, next] = [nodes.get(cycle[0]!)!, nodes.get(cycle[1 % cycle.length]!)!];
    const edge = start.edges.find((e) => e.key === next.key)!;
    const names = [...cycle, cycle[0]].join(' → ');
    out.push({
      issue: {
        code: 'refs.cycle',
        message:
          cycle.length === 1
            ? `annotation ${start.key} refers to itself; such files could not be applied to an empty project`
            : `refs by key form a cycle: ${names}; such files could not be applied to an empty project`,
        path: ['refs', edge.index, 'externalKey'],
      },
      at: start.at,
      related: next.at,
    });
  }
  return out;
}

function keyOf(value: unknown): string | undefined {
  const key = isMap(value) ? value.externalKey : undefined;
  return typeof key === 'string' ? key : undefined;
}

function refsByKey(value: unknown): { key: string; index: number }[] {
  const refs = isMap(value) ? value.refs : undefined;
  if (!Array.isArray(refs)) return [];
  const out: { key: string; index: number }[] = [];
  refs.forEach((ref: unknown, index) => {
    if (!isMap(ref)) return;
    const { type, externalKey } = ref;
    if (type === 'annotation' && typeof externalKey === 'string')
      out.push({ key: externalKey, index });
  });
  return out;
}

/**
 * One cycle per strongly connected component that has one (Tarjan), as keys in ref order,
 * starting at the component's first document in input order. A component with several
 * cycles is reported once: breaking it is one piece of work.
 */
function findCycles<L>(nodes: Map<string, Node<L>>): string[][] {
  // Documents by number (their input order), so the walk keeps its state in typed arrays:
  // ten thousand documents cost a few milliseconds, not a map lookup per step.
  const keys = [...nodes.keys()];
  const number = new Map(keys.map((k, i) => [k, i]));
  const targets = keys.map((k) =>
    nodes.get(k)!.edges.flatMap((e) => (number.has(e.key) ? [number.get(e.key)!] : [])),
  );
  const index = new Int32Array(keys.length).fill(-1);
  const low = new Int32Array(keys.length);
  const onStack = new Uint8Array(keys.length);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  const visit = (n: number): void => {
    index[n] = low[n] = counter++;
    stack.push(n);
    onStack[n] = 1;
  };

  // Iterative Tarjan: deep ref chains must not overflow the call stack.
  for (let root = 0; root < keys.length; root++) {
    if (index[root]! >= 0) continue;
    const work: { n: number; edge: number }[] = [{ n: root, edge: 0 }];
    visit(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const next = targets[frame.n]![frame.edge++];
      if (next !== undefined) {
        if (index[next]! < 0) {
          visit(next);
          work.push({ n: next, edge: 0 });
        } else if (onStack[next]) low[frame.n] = Math.min(low[frame.n]!, index[next]!);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.n] = Math.min(low[parent.n]!, low[frame.n]!);
      if (low[frame.n] === index[frame.n]) {
        const component: number[] = [];
        let n: number;
        do {
          n = stack.pop()!;
          onStack[n] = 0;
          component.push(n);
        } while (n !== frame.n);
        components.push(component);
      }
    }
  }

  const cycles: number[][] = [];
  for (const component of components) {
    if (component.length === 1) {
      const only = component[0]!;
      if (targets[only]!.includes(only)) cycles.push([only]);
      continue;
    }
    const start = Math.min(...component);
    cycles.push(pathBackTo(start, new Set(component), targets));
  }
  return cycles.sort((a, b) => a[0]! - b[0]!).map((cycle) => cycle.map((n) => keys[n]!));
}

/** A shortest path from `start` back to itself inside one component (breadth-first). */
function pathBackTo(start: number, members: Set<number>, targets: number[][]): number[] {
  const cameFrom = new Map<number, number>();
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift()!;
    for (const next of targets[n]!) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [n];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, n);
        queue.push(next);
      }
    }
  }
  return [start];
}
