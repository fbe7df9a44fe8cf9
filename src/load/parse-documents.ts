// Text → one value per YAML document, each with a way back to its lines; YAML problems as
// diagnostics. Every document is one annotation.
import {
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseAllDocuments,
  visit,
} from 'yaml';
import type { Document, Node, Scalar, YAMLError } from 'yaml';
import type { Diagnostic, RuleIssue } from '../model/diagnostic.js';
import { controlCharacters } from './control-characters.js';
import { excerpt, shortMessage } from './excerpt.js';
import { checkDirectives } from './yaml-directives.js';
import { locateSpan, toLineRange, type LineRange, type Span } from './source-map.js';

/** Aliases one document may expand; more is an alias bomb (the parser's guard throws). */
export const MAX_ALIAS_COUNT = 100;

export interface LoadedDocument {
  /** 0-based position among the file's documents. */
  index: number;
  /** The annotation fields as plain data (a map: other documents never get here). */
  value: Record<string, unknown>;
  /** First line of the document's content. */
  line: number;
  /** Where a JSON pointer path points in the file (see `locateSpan`). */
  locate(path: readonly (string | number)[], target?: RuleIssue['target']): LineRange;
}

export interface ParsedFile {
  documents: LoadedDocument[];
  diagnostics: Diagnostic[];
  /** Documents that are not empty, valid or not. */
  annotations: number;
}

const PARSE_OPTIONS = {
  prettyErrors: false,
  schema: 'core',
  version: '1.2',
  uniqueKeys: true,
  strict: true,
} as const;

const YAML_CODES: Record<string, string> = {
  DUPLICATE_KEY: 'yaml.duplicateKey',
  TAB_AS_INDENT: 'yaml.tab',
};

/** Pure: parses one file's text; `file` only labels the diagnostics. */
export function parseDocuments(text: string, file: string): ParsedFile {
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter: lines });
  const diagnostics: Diagnostic[] = [];
  const documents: LoadedDocument[] = [];
  const at = (span: Span) => ({ file, ...toLineRange(span, lines, text) });
  let annotations = 0;

  // Characters YAML forbids are errors on their lines, not values (the parser would take some).
  diagnostics.push(...controlCharacters(text, file));
  for (const p of checkDirectives(text)) {
    diagnostics.push({
      severity: 'error',
      code: p.code,
      message: p.message,
      ...at({ start: p.offset, end: p.offset + p.length }),
    });
  }
  for (const e of (docs as unknown as { errors?: YAMLError[] }).errors ?? []) {
    diagnostics.push(fromYamlError(e, 'error', at));
  }

  docs.forEach((doc, index) => {
    for (const e of doc.errors) {
      const key = e.code === 'DUPLICATE_KEY' ? keyAt(doc, e.pos[0]) : undefined;
      diagnostics.push(
        key
          ? {
              severity: 'error',
              code: 'yaml.duplicateKey',
              message: `${excerpt(String(key.source))} appears twice in this map; keep one`,
              ...at({ start: key.range![0], end: key.range![1] }),
            }
          : fromYamlError(e, 'error', at),
      );
    }
    for (const w of doc.warnings) diagnostics.push(fromYamlError(w, 'warning', at));
    const contents = doc.contents as Node | null;
    if (isEmpty(contents)) {
      diagnostics.push({
        severity: 'warning',
        code: 'yaml.emptyDocument',
        message: `document ${index + 1} is empty and is skipped`,
        ...at({ start: doc.range[0], end: doc.range[0] }),
      });
      return;
    }
    annotations++;
    if (doc.errors.length > 0) return;
    if (!isMap(contents)) {
      diagnostics.push({
        severity: 'error',
        code: 'yaml.notAMap',
        message: `a document must be a map of annotation fields, not ${describe(contents)}`,
        ...at({ start: contents!.range![0], end: contents!.range![1] }),
      });
      return;
    }
    const badKeys = keysNotStrings(doc);
    if (badKeys.length > 0) {
      for (const key of badKeys) {
        diagnostics.push({
          severity: 'error',
          code: 'yaml.keyNotString',
          message: `a key must be a field name (a string), not ${describe(key)}`,
          ...at({ start: key.range![0], end: key.range![1] }),
        });
      }
      return;
    }
    let value: Record<string, unknown>;
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown>;
    } catch (error) {
      diagnostics.push(aliasProblem(doc, error as Error, at));
      return;
    }
    const line = lines.linePos(contents.range![0]).line;
    documents.push({
      index,
      value,
      line,
      locate: (path, target) => toLineRange(locateSpan(doc, path, target), lines, text),
    });
  });
  if (docs.length === 0 && diagnostics.length === 0) {
    diagnostics.push({
      severity: 'warning',
      code: 'yaml.emptyDocument',
      message: 'the file holds no document (only comments or blank lines) and is skipped',
      ...at({ start: 0, end: 0 }),
    });
  }
  return { documents, diagnostics, annotations };
}

function fromYamlError(
  e: YAMLError,
  severity: Diagnostic['severity'],
  at: (span: Span) => Omit<Diagnostic, 'severity' | 'code' | 'message'>,
): Diagnostic {
  const code = severity === 'warning' ? 'yaml.warning' : (YAML_CODES[e.code] ?? 'yaml.syntax');
  const message =
    e.code === 'DUPLICATE_KEY' ? 'this key appears twice in the map' : shortMessage(e.message);
  return { severity, code, message, ...at({ start: e.pos[0], end: e.pos[1] }) };
}

/** The scalar key that starts at `offset` (the parser places a duplicate key by its start). */
function keyAt(doc: Document, offset: number): Scalar | undefined {
  let found: Scalar | undefined;
  visit(doc, {
    Pair(_key, pair) {
      const key = pair.key as Node | null;
      if (isScalar(key) && key.range?.[0] === offset) {
        found = key;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** A document with no content: a stray `---`, or only comments. (`~` or `null` is content.) */
function isEmpty(contents: Node | null): boolean {
  return (
    contents === null || (isScalar(contents) && contents.value === null && contents.source === '')
  );
}

function describe(node: Node | null): string {
  if (isScalar(node)) return node.value === null ? 'null' : `a ${typeof node.value}`;
  if (isAlias(node)) return 'an alias';
  if (isMap(node)) return 'a map';
  return 'a list';
}

/**
 * Keys that are not strings (`[a, b]:`, `? {a: 1}`, `null:`, `1:`, `*alias:`). Every field
 * of the format is named by a string; `toJS()` would turn a collection key into text with a
 * process warning, and a null key into "" that no position could be found for.
 */
function keysNotStrings(doc: Document): Node[] {
  // A plain walk in `visit`'s order: it runs over every document, and `visit` copies and
  // freezes the path at every node.
  const found: Node[] = [];
  const walk = (node: unknown): void => {
    if (isPair(node)) {
      const key = node.key as Node | null;
      if (!(isScalar(key) && typeof key.value === 'string') && key?.range) found.push(key);
      walk(node.key);
      walk(node.value);
    } else if (isCollection(node)) {
      for (const item of node.items) walk(item);
    }
  };
  walk(doc.contents);
  return found;
}

/** `toJS()` throws for an alias bomb or an alias to an unknown anchor; say where. */
function aliasProblem(
  doc: Document,
  error: Error,
  at: (span: Span) => Omit<Diagnostic, 'severity' | 'code' | 'message'>,
): Diagnostic {
  const bomb = /excessive alias count/i.test(error.message);
  const unresolved = /unresolved alias.*?:\s*(\S+)/i.exec(error.message)?.[1];
  let where: Span | undefined;
  visit(doc, {
    Alias(_key, node) {
      if (!unresolved || node.source === unresolved) {
        where = { start: node.range![0], end: node.range![1] };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const start = (doc.contents as Node).range![0];
  return {
    severity: 'error',
    code: bomb ? 'yaml.aliasLimit' : 'yaml.alias',
    message: bomb
      ? `the document expands more than ${MAX_ALIAS_COUNT} aliases (an alias bomb?); write the values out`
      : `alias *${excerpt(unresolved ?? '?')} names no anchor defined before it`,
    ...at(where ?? { start, end: start }),
  };
}
