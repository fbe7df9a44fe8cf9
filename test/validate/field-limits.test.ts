// Field limits have one home, the schema: the generated FIELD_LIMITS holds every minLength,
// maxLength and maxItems the schema's fields have, and the rule codes' descriptions name them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../src/model/generated/vocabulary.js';
import { RULE_CODES } from '../../src/validate/rule-codes.js';

const SCHEMA = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'schema', 'annotation.schema.json'), 'utf8'),
) as unknown;

const LIMITS = ['minLength', 'maxLength', 'maxItems'] as const;
type Node = Record<string, unknown>;

/** Every node of the schema that writes a limit. */
function nodesWithLimits(node: unknown, found = new Set<Node>()): Set<Node> {
  if (node === null || typeof node !== 'object') return found;
  const record = node as Node;
  if (LIMITS.some((name) => typeof record[name] === 'number')) found.add(record);
  for (const child of Object.values(record)) nodesWithLimits(child, found);
  return found;
}

/** The schema's node of a rule codes' path (`scope.os`, `series.item`, `refs.value`). */
function nodeAt(path: string): Node {
  const defs = (SCHEMA as Node).$defs as Record<string, Node>;
  const follow = (node: Node): Node =>
    typeof node.$ref === 'string' ? defs[node.$ref.replace('#/$defs/', '')]! : node;
  let node = SCHEMA as Node;
  for (const step of path.split('.')) {
    if (node.type === 'array') node = follow(node.items as Node);
    node = follow(
      step === 'item' ? node : ((node.properties as Record<string, Node>)[step] as Node),
    );
  }
  return node;
}

it('FIELD_LIMITS holds every limit the schema writes, each at its field', () => {
  const reached = new Set<Node>();
  for (const [path, limits] of Object.entries(FIELD_LIMITS)) {
    const node = nodeAt(path);
    reached.add(node);
    for (const name of LIMITS) expect(limits[name], `${path} ${name}`).toBe(node[name]);
  }
  expect([...nodesWithLimits(SCHEMA)].filter((node) => !reached.has(node))).toEqual([]);
});

it('reads the limits at the paths the rule codes use', () => {
  expect(FIELD_LIMITS['headline']).toEqual({ minLength: 1, maxLength: 255 });
  expect(FIELD_LIMITS['scope.customTag10']).toEqual({ minLength: 1, maxLength: 255 });
  expect(FIELD_LIMITS['series']).toEqual({ maxItems: 50 });
  expect(FIELD_LIMITS['series.item']).toEqual({ minLength: 1, maxLength: 255 });
  expect(FIELD_LIMITS['refs']).toEqual({ maxItems: 50 });
  expect(FIELD_LIMITS['refs.value']).toEqual({ minLength: 1, maxLength: 2000 });
});

it('every length and count rule names the schema limit of its field', () => {
  const rules = Object.entries(RULE_CODES).filter(([code]) => /\.(maxLength|maxItems)$/.test(code));
  expect(rules.length).toBeGreaterThan(10);
  for (const [code, text] of rules) {
    const path = code.replace(/\.(maxLength|maxItems)$/, '');
    const name = code.slice(path.length + 1) as 'maxLength' | 'maxItems';
    expect(text, code).toContain(` ${FIELD_LIMITS[path]?.[name]} `);
  }
});
