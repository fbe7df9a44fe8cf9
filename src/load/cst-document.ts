// A document read straight from the tokens of `yaml`'s parser (its CST), without its composer:
// the value and the place of every node in one pass, with no Document, Schema or node objects
// (building those was most of the cost of reading a file). It reads the YAML annotations are
// written in: block maps and lists, flow lists and maps, plain, quoted and block scalars,
// comments. Scalars are read by `yaml`'s own functions (`CST.resolveAsScalar`, the core
// schema's tags), so each value and range is the one `yaml` gives. Whatever else it meets
// (tags, anchors, aliases, explicit keys, empty values, a duplicate key, a tab among the
// indentation, any token or problem `yaml` would report) makes it give up on the document,
// and the caller has `yaml`'s composer read it instead: exact either way.
import { CST, isScalar, Schema } from 'yaml';
import type { ScalarTag } from 'yaml';
import { setField } from './composed-document.js';
import type { Entries, EntryPlace, NodePlace, Tree } from './source-map.js';

/** A document read: its tree, and the offset after it (its trailing comments included). */
export interface CstReading {
  tree: Tree;
  end: number;
}

/** The core schema's tags a plain scalar is tested against, in `yaml`'s order. */
const PLAIN_TAGS = new Schema({ schema: 'core' }).tags.filter(
  (tag): tag is ScalarTag & { test: RegExp } => tag.default === true && 'test' in tag && !!tag.test,
);
const RESOLVE_OPTIONS = { intAsBigInt: false };

/**
 * The first characters a plain scalar of any core-schema type but string can start with
 * (null: nothing, `~`, `n`, `N`; booleans: `t`, `T`, `f`, `F`; numbers: a digit, a sign, `.`).
 * Any other plain scalar is a string, without testing it against each tag.
 */
export const TYPED_START = /^(?:[-+.~0-9nNtTfF]|$)/;

/** Thrown inside the reader when the document is not one it reads exactly. */
/** Made once and thrown again each time: a reading left to the composer costs no stack trace. */
const OUTSIDE = new Error('a document the token reader leaves to the composer');

/** Pure: the document's tree, or undefined when it must be composed (see the file's head). */
export function readCstDocument(token: CST.Document): CstReading | undefined {
  try {
    return new CstReader().document(token);
  } catch (error) {
    if (error === OUTSIDE) return undefined;
    throw error;
  }
}

function outside(): never {
  throw OUTSIDE;
}

/** A node read: its value and place, and the offset after it with what trails it on its line. */
interface Built extends NodePlace {
  value: unknown;
  nodeEnd: number;
}

/** What the tokens before a node hold (see `readProps`). */
interface Props {
  /** The indicator looked for (`:`, `-`, `---`), when there. */
  found: CST.SourceToken | undefined;
  comma: boolean;
  /** A line break among the tokens, and one before the indicator. */
  newline: boolean;
  newlineBefore: boolean;
  /** The offset after the tokens (the offset given when there are none). */
  end: number;
}

/**
 * Where a list of tokens before a node starts: on a line of its own (a block item), after
 * other tokens on a line (a value after `:`), or as an item of a flow collection (the one
 * place a comma belongs).
 */
type PropsAt = 'line' | 'inline' | 'flow';

class CstReader {
  private readonly index = new Map<object, Entries>();
  /** Reused by every `readProps` call: read at once, before the next call. */
  private readonly props: Props = {
    found: undefined,
    comma: false,
    newline: false,
    newlineBefore: false,
    end: 0,
  };
  private failed = false;
  private readonly onError = (): void => {
    this.failed = true;
  };

  document({ offset, start, value, end }: CST.Document): CstReading {
    const props = this.readProps(start, 'doc-start', 'line', offset);
    if (value?.type !== 'block-map') outside();
    if (props.found && !props.newline) outside(); // `--- a: 1`
    const root = this.blockMap(value);
    const { index } = this;
    return {
      tree: {
        value: root.value,
        contents: root,
        start: offset,
        entries: (container) => index.get(container),
      },
      end: readEnd(end, root.nodeEnd, false),
    };
  }

  private node(token: CST.Token): Built {
    switch (token.type) {
      case 'block-map':
        return this.blockMap(token);
      case 'block-seq':
        return this.blockSeq(token);
      case 'flow-collection':
        return this.flowCollection(token);
      case 'scalar':
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
      case 'block-scalar':
        return this.scalar(token);
      default:
        return outside();
    }
  }

  private blockMap(map: CST.BlockMap): Built {
    const out: Record<string, unknown> = {};
    const entries = new Map<string, EntryPlace>();
    let offset = map.offset;
    for (const item of map.items) {
      const { start, key, sep, value } = item;
      const keyStart = this.readProps(start, undefined, 'line', offset).end;
      if (item.explicitKey || !key || !sep || !value || !isFlowScalar(key)) outside();
      if (key.indent !== map.indent || hasNewline(key)) outside();
      const name = this.key(key);
      const props = this.readProps(sep, 'map-value-ind', 'inline', name.nodeEnd);
      if (!props.found || props.newlineBefore) outside();
      if (keyStart < props.found.offset - 1024) outside(); // yaml: KEY_OVER_1024_CHARS
      if (value.type === 'block-map' && !props.newline) outside(); // `a: b: c`
      const built = this.entry(entries, name, value);
      setField(out, name.value as string, built.value);
      offset = built.nodeEnd;
    }
    this.index.set(out, entries);
    return { value: out, start: map.offset, end: offset, nodeEnd: offset, collection: true };
  }

  private blockSeq(seq: CST.BlockSequence): Built {
    const out: unknown[] = [];
    const items: EntryPlace[] = [];
    let offset = seq.offset;
    for (const { start, value } of seq.items) {
      const props = this.readProps(start, 'seq-item-ind', 'line', offset);
      if (!props.found || !value) outside();
      const built = this.node(value);
      out.push(built.value);
      items.push({ node: built });
      offset = built.nodeEnd;
    }
    this.index.set(out, items);
    return { value: out, start: seq.offset, end: offset, nodeEnd: offset, collection: true };
  }

  private flowCollection(flow: CST.FlowCollection): Built {
    const isMap = flow.start.source === '{';
    const out: Record<string, unknown> | unknown[] = isMap ? {} : [];
    const entries: Entries = isMap ? new Map<string, EntryPlace>() : [];
    let offset = flow.offset + flow.start.source.length;
    flow.items.forEach((item, i) => {
      const { start, key, sep, value } = item;
      const props = this.readProps(start, undefined, 'flow', offset);
      if (props.comma !== i > 0) outside(); // a comma between items, none before the first
      if (!key && !sep && !value) {
        if (i < flow.items.length - 1) outside(); // only the last item may be empty: `[a, b,]`
        offset = props.end;
        return;
      }
      if (!value || isBlock(value)) outside();
      if (!isMap) {
        if (key || sep) outside();
        const built = this.node(value);
        (out as unknown[]).push(built.value);
        (entries as EntryPlace[]).push({ node: built });
        offset = built.nodeEnd;
        return;
      }
      if (!key || !sep || !isFlowScalar(key)) outside();
      const name = this.key(key);
      const valueProps = this.readProps(sep, 'map-value-ind', 'inline', name.nodeEnd);
      if (!valueProps.found || valueProps.newlineBefore) outside();
      const built = this.entry(entries as Map<string, EntryPlace>, name, value);
      setField(out as Record<string, unknown>, name.value as string, built.value);
      offset = built.nodeEnd;
    });
    const [close, ...rest] = flow.end;
    if (close?.source !== (isMap ? '}' : ']')) outside();
    const end = close.offset + close.source.length;
    this.index.set(out, entries);
    const nodeEnd = readEnd(rest, end, true);
    return { value: out, start: flow.offset, end, nodeEnd, collection: true };
  }

  /** The value of a map's key, indexed under it (a duplicate key is for the composer to report). */
  private entry(entries: Map<string, EntryPlace>, key: Built, value: CST.Token): Built {
    const name = key.value as string;
    if (entries.has(name)) outside();
    const built = this.node(value);
    entries.set(name, { key, node: built });
    return built;
  }

  /** A key: a scalar that reads as a string (`yaml` reports others, through the composer). */
  private key(token: CST.FlowScalar): Built {
    const built = this.scalar(token);
    if (typeof built.value !== 'string') outside();
    return built;
  }

  private scalar(token: CST.FlowScalar | CST.BlockScalar): Built {
    if (token.type === 'alias') outside();
    const resolved = CST.resolveAsScalar(token, true, this.onError);
    if (!resolved || this.failed) outside();
    const [start, end, nodeEnd] = resolved.range;
    const value = token.type === 'scalar' ? plainValue(resolved.value) : resolved.value;
    return { value, start, end, nodeEnd, collection: false };
  }

  /**
   * The tokens before a node (its indicator, spaces, line breaks, comments), each of a kind
   * `yaml` reads without a problem here: no tab among spaces, a comment only after a space or
   * a line break, one indicator, one comma in a flow collection. Anything else (an anchor, a
   * tag, `?`) is outside. `offset` is where the tokens would start.
   */
  private readProps(
    tokens: readonly CST.SourceToken[],
    indicator: CST.SourceToken['type'] | undefined,
    at: PropsAt,
    offset: number,
  ): Props {
    const props = this.props;
    props.found = undefined;
    props.comma = props.newline = props.newlineBefore = false;
    props.end = offset;
    let spaced = at === 'line';
    for (const token of tokens) {
      switch (token.type) {
        case 'space':
          if (token.source.includes('\t')) outside();
          spaced = true;
          break;
        case 'newline':
          props.newline = spaced = true;
          if (!props.found) props.newlineBefore = true;
          break;
        case 'comment':
          if (!spaced) outside();
          break;
        case 'comma':
          if (at !== 'flow' || props.comma) outside();
          props.comma = true;
          spaced = false;
          break;
        default:
          if (token.type !== indicator || props.found) outside();
          props.found = token;
          spaced = false;
      }
      props.end = token.offset + token.source.length;
    }
    return props;
  }
}

/** A plain scalar's value under the core schema: the first tag whose test matches, else a string. */
function plainValue(source: string): unknown {
  if (!TYPED_START.test(source)) return source;
  for (const tag of PLAIN_TAGS) {
    if (!tag.test.test(source)) continue;
    const resolved: unknown = tag.resolve(source, outside, RESOLVE_OPTIONS);
    const value = isScalar(resolved) ? resolved.value : resolved;
    return typeof value === 'bigint' ? Number(value) : (value ?? null);
  }
  return source;
}

/** The offset after what follows a node on its line (spaces, a comment, a line break). */
function readEnd(
  tokens: readonly CST.SourceToken[] | undefined,
  offset: number,
  spaceFirst: boolean,
): number {
  let spaced = !spaceFirst;
  let end = offset;
  for (const token of tokens ?? []) {
    if (token.type === 'space' || token.type === 'newline') spaced = true;
    else if (token.type !== 'comment' || !spaced) outside();
    end += token.source.length;
  }
  return end;
}

function isFlowScalar(token: CST.Token): token is CST.FlowScalar {
  return (
    token.type === 'scalar' ||
    token.type === 'single-quoted-scalar' ||
    token.type === 'double-quoted-scalar'
  );
}

function isBlock(token: CST.Token): boolean {
  return token.type === 'block-map' || token.type === 'block-seq';
}

/** A key that spans lines (`yaml`: implicit keys need to be on a single line). */
function hasNewline(key: CST.FlowScalar): boolean {
  return key.source.includes('\n') || !!key.end?.some((t) => t.type === 'newline');
}
