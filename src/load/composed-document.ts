// A document `yaml`'s composer built (its Document nodes): the reader's way for whatever the
// CST reader leaves (tags, anchors and aliases, explicit keys, empty values, duplicate keys,
// syntax errors). Our own walk turns the nodes into values (`yaml`'s `toJS()` resolves each
// alias by scanning the document, and recurses without a bound): it finds duplicate keys and
// keys that are not strings, resolves aliases within a budget, and indexes where each entry
// sits, in one pass.
import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Alias, Document, Node, Pair, Scalar, YAMLError, YAMLMap } from 'yaml';
import type { Diagnostic } from '../model/diagnostic.js';
import { MAX_ALIAS_COUNT, MAX_ALIAS_VALUES } from './document-limits.js';
import { excerpt, shortMessage } from '../text/excerpt.js';
import type { Entries, EntryPlace, NodePlace, Span, Tree } from './source-map.js';

/** Offsets → the file and line range a diagnostic carries. */
export type At = (span: Span) => Omit<Diagnostic, 'severity' | 'code' | 'message'>;

const YAML_CODES: Record<string, string> = { TAB_AS_INDENT: 'yaml.tab' };

export type ComposedReading =
  /** An empty document (reported). */
  | { kind: 'empty' }
  /** A document with problems (reported): not handed on. */
  | { kind: 'refused' }
  | { kind: 'read'; tree: Tree };

/** One composed document: its problems reported through `report`, or its value and places. */
export function readComposedDocument(
  doc: Document.Parsed,
  index: number,
  at: At,
  report: (d: Diagnostic) => void,
): ComposedReading {
  for (const e of doc.errors) report(fromYamlError(e, 'error', at));
  for (const w of doc.warnings) report(fromYamlError(w, 'warning', at));
  const contents = doc.contents as Node | null;
  if (isEmpty(contents)) {
    report(emptyDiagnostic(index, doc.range[0], at));
    return { kind: 'empty' };
  }
  if (doc.errors.length === 0 && !isMap(contents)) {
    report({
      severity: 'error',
      code: 'yaml.notAMap',
      message: `a document must be a map of annotation fields, not ${describe(contents)}`,
      ...at(spanOf(contents!)),
    });
    return { kind: 'refused' };
  }
  const walk = new Walk();
  const value = walk.value(contents);
  // After a syntax error the tree is a guess: only its duplicate keys are worth reporting.
  for (const p of walk.problems)
    if (doc.errors.length === 0 || p.code === 'yaml.duplicateKey')
      report({ severity: 'error', code: p.code, message: p.message, ...at(p.span) });
  if (doc.errors.length > 0 || walk.problems.length > 0) return { kind: 'refused' };
  const { index: entries } = walk;
  return {
    kind: 'read',
    tree: {
      value,
      contents: placeOf(contents!),
      start: doc.range[0],
      entries: (container) => entries.get(container),
    },
  };
}

/** A problem `yaml` found, as our diagnostic. */
export function fromYamlError(e: YAMLError, severity: Diagnostic['severity'], at: At): Diagnostic {
  const code = severity === 'warning' ? 'yaml.warning' : (YAML_CODES[e.code] ?? 'yaml.syntax');
  const message = shortMessage(e.message);
  return { severity, code, message, ...at({ start: e.pos[0], end: e.pos[1] }) };
}

/** The warning for document `index` (0-based), empty at `offset`. */
export function emptyDiagnostic(index: number, offset: number, at: At): Diagnostic {
  return {
    severity: 'warning',
    code: 'yaml.emptyDocument',
    message: `document ${index + 1} is empty and is skipped`,
    ...at({ start: offset, end: offset }),
  };
}

interface Problem {
  code: string;
  message: string;
  span: Span;
}

interface Anchored {
  /** Undefined while the anchored node itself is being read (an alias inside it is a loop). */
  value?: unknown;
  node: Node;
  /** Aliases and values the anchored node holds, expansions included. */
  aliases: number;
  values: number;
}

/**
 * One document's nodes → plain values, in document order (`toJS()`'s values: an alias gives
 * the very value of its anchor). Indexes the entries of each map (the first pair of a key)
 * and list by the value built for it.
 */
class Walk {
  readonly problems: Problem[] = [];
  readonly index = new Map<object, Entries>();
  private readonly anchors = new Map<string, Anchored>();
  /** Aliases expanded so far, and the values they added. */
  private aliasCount = 0;
  private aliasValues = 0;
  private values = 0;
  private overBudget = false;

  value(node: unknown): unknown {
    if (isAlias(node)) return this.alias(node);
    if (!node || typeof node !== 'object') return null;
    const n = node as Node;
    const anchor = n.anchor ? this.enter(n) : undefined;
    const before = { aliases: this.aliasCount, values: this.values };
    this.values++;
    let value: unknown;
    if (isMap(n)) value = this.map(n);
    else if (isSeq(n)) value = this.seq(n.items);
    else if (isPair(n)) value = this.pairs([n]);
    else value = scalarValue(n as Scalar);
    if (anchor) {
      anchor.value = value;
      anchor.aliases = this.aliasCount - before.aliases;
      anchor.values = this.values - before.values;
    }
    return value;
  }

  private enter(node: Node): Anchored {
    const anchored: Anchored = { node, aliases: 0, values: 0 };
    this.anchors.set(node.anchor!, anchored);
    return anchored;
  }

  private map(map: YAMLMap): Record<string, unknown> {
    const byKey = new Map<string, EntryPlace>();
    const out = this.pairs(map.items, byKey);
    this.index.set(out, byKey);
    return out;
  }

  private seq(items: readonly unknown[]): unknown[] {
    const places: EntryPlace[] = [];
    const out = items.map((item) => {
      places.push({ node: isPair(item) ? null : placeOf(item as Node) });
      return isPair(item) ? this.pairs([item]) : this.value(item);
    });
    this.index.set(out, places);
    return out;
  }

  private pairs(
    pairs: readonly Pair[],
    byKey = new Map<string, EntryPlace>(),
  ): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const pair of pairs) {
      const key = pair.key as Node | null;
      if (!(isScalar(key) && typeof key.value === 'string')) {
        this.problems.push({
          code: 'yaml.keyNotString',
          message: `a key must be a field name (a string), not ${describe(key)}`,
          span: key?.range ? spanOf(key) : startOf(pair.value as Node | null),
        });
        if (isAlias(key)) this.alias(key);
        else if (key) this.value(key);
        this.value(pair.value);
        continue;
      }
      const name = key.value;
      if (key.anchor) this.enter(key).value = name;
      this.values++;
      if (byKey.has(name)) {
        this.problems.push({
          code: 'yaml.duplicateKey',
          message: `${excerpt(String(key.source ?? name))} appears twice in this map; keep one`,
          span: spanOf(key),
        });
      } else {
        const valueNode = pair.value as Node | null;
        byKey.set(name, {
          ...(key.range ? { key: spanOf(key) } : {}),
          node: valueNode ? placeOf(valueNode) : null,
        });
      }
      setField(out, name, this.value(pair.value));
    }
    return out;
  }

  private alias(node: Alias): unknown {
    const anchored = this.anchors.get(node.source);
    if (!anchored || anchored.value === undefined) {
      this.problems.push({
        code: 'yaml.alias',
        message: anchored
          ? `alias *${excerpt(node.source)} is inside the node its anchor names (a loop); write the value out`
          : `alias *${excerpt(node.source)} names no anchor defined before it`,
        span: spanOf(node),
      });
      return null;
    }
    this.aliasCount += 1 + anchored.aliases;
    this.aliasValues += anchored.values;
    this.values += anchored.values;
    if (
      !this.overBudget &&
      (this.aliasCount > MAX_ALIAS_COUNT || this.aliasValues > MAX_ALIAS_VALUES)
    ) {
      this.overBudget = true;
      this.problems.push({
        code: 'yaml.aliasLimit',
        message:
          this.aliasCount > MAX_ALIAS_COUNT
            ? `the document expands more than ${MAX_ALIAS_COUNT} aliases (an alias bomb?); write the values out`
            : `the aliases of this document repeat more than ${MAX_ALIAS_VALUES.toLocaleString('en-US')} values (an alias bomb?); write the values out`,
        span: spanOf(node),
      });
    }
    return anchored.value;
  }
}

/** `out[name] = value`, also for `__proto__` (an own field, as `toJS()` makes it). */
export function setField(out: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__')
    Object.defineProperty(out, name, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  else out[name] = value;
}

function placeOf(node: Node): NodePlace | null {
  if (!node.range) return null;
  return { start: node.range[0], end: node.range[1], collection: isMap(node) || isSeq(node) };
}

function scalarValue(node: Scalar): unknown {
  const v = node.value;
  return typeof v === 'bigint' ? Number(v) : (v ?? null);
}

/** A document with no content: a stray `---`, or only comments. (`~` or `null` is content.) */
function isEmpty(contents: Node | null): boolean {
  return (
    contents === null || (isScalar(contents) && contents.value === null && contents.source === '')
  );
}

function describe(node: Node | null): string {
  if (node === null) return 'nothing (an empty key)';
  if (isScalar(node)) return node.value === null ? 'null' : `a ${typeof node.value}`;
  if (isAlias(node)) return 'an alias';
  if (isMap(node)) return 'a map';
  return 'a list';
}

function spanOf(node: Node): Span {
  const [start, end] = node.range ?? [0, 0];
  return { start, end };
}

function startOf(node: Node | null): Span {
  const start = node?.range?.[0] ?? 0;
  return { start, end: start };
}
