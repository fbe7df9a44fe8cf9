// What the schema says of a field at a place (the document, its scope, a ref): its title, its
// description (which states its limits), its values and what each means. The schema is the
// one place a field is explained; hover and completion read it here. Pure.
import { documentSchema } from '../app/session/live-validation.js';
import type { Container } from './cursor-context.js';

export interface FieldHelp {
  title?: string;
  description?: string;
  values?: readonly string[];
  /** Markdown, one per value. */
  valueHelp?: readonly string[];
  /** Limits the description may not state: lengths, counts, a pattern. */
  limits: string[];
}

type Node = Record<string, unknown>;

const defs = (documentSchema as { $defs: Record<string, Node> }).$defs;
const PROPERTIES: Record<Container, Record<string, Node>> = {
  document: (documentSchema as { properties: Record<string, Node> }).properties,
  scope: (defs.scope!.properties ?? {}) as Record<string, Node>,
  ref: (defs.ref!.properties ?? {}) as Record<string, Node>,
};

/** The fields a map at `container` may hold, in the schema's order. */
export function fieldsOf(container: Container): string[] {
  return Object.keys(PROPERTIES[container]);
}

/** The schema's word on `field` at `container`; undefined for a field it does not know. */
export function fieldHelp(container: Container, field: string): FieldHelp | undefined {
  if (!Object.hasOwn(PROPERTIES[container], field)) return undefined;
  const node = resolved(PROPERTIES[container][field]!);
  const listOf = node.type === 'array' && node.items ? resolved(node.items as Node) : undefined;
  const values = (node.enum ?? listOf?.enum) as string[] | undefined;
  const valueHelp = (node.markdownEnumDescriptions ?? listOf?.markdownEnumDescriptions) as
    string[] | undefined;
  const limits: string[] = [];
  if (typeof node.maxLength === 'number') limits.push(`at most ${node.maxLength} characters`);
  if (typeof node.maxItems === 'number') limits.push(`at most ${node.maxItems} items`);
  if (typeof node.pattern === 'string') limits.push(`pattern \`${node.pattern}\``);
  return {
    ...(typeof node.title === 'string' ? { title: node.title } : {}),
    ...(typeof node.description === 'string' ? { description: node.description } : {}),
    ...(values ? { values } : {}),
    ...(valueHelp ? { valueHelp } : {}),
    limits,
  };
}

/** A `$ref` to one of the schema's definitions, followed (one level, as the schema writes them). */
function resolved(node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return { ...defs[ref.replace('#/$defs/', '')], ...node };
}
