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
  const order = [...nodes.keys()];
  const rank = new Map(order.map((k, i) => [k, i]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  // Iterative Tarjan: deep ref chains must not overflow the call stack.
  for (const root of order) {
    if (index.has(root)) continue;
    const work: { key: string; edge: number }[] = [{ key: root, edge: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = nodes.get(frame.key)!.edges.filter((e) => nodes.has(e.key));
      if (frame.edge < edges.length) {
        const next = edges[frame.edge++]!.key;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push({ key: next, edge: 0 });
        } else if (onStack.has(next))
          low.set(frame.key, Math.min(low.get(frame.key)!, index.get(next)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.key, Math.min(low.get(parent.key)!, low.get(frame.key)!));
      if (low.get(frame.key) === index.get(frame.key)) {
        const component: string[] = [];
        let k: string;
        do {
          k = stack.pop()!;
          onStack.delete(k);
          component.push(k);
        } while (k !== frame.key);
        components.push(component);
      }
    }
  }

  const cycles: string[][] = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort((a, b) => rank.get(a)! - rank.get(b)!)[0]!;
    if (component.length === 1) {
      if (nodes.get(start)!.edges.some((e) => e.key === start)) cycles.push([start]);
      continue;
    }
    cycles.push(pathBackTo(start, members, nodes));
  }
  return cycles.sort((a, b) => rank.get(a[0]!)! - rank.get(b[0]!)!);
}

/** A shortest path from `start` back to itself inside one component (breadth-first). */
function pathBackTo<L>(start: string, members: Set<string>, nodes: Map<string, Node<L>>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const { key: next } of nodes.get(key)!.edges) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [key];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, key);
        queue.push(next);
      }
    }
  }
  return [start];
}
