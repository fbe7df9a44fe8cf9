import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkRules,
  describeValue
} from "./chunk-RNMKUZ3S.js";
import {
  Composer,
  Lexer,
  LineCounter,
  MAX_ALIAS_COUNT,
  MAX_ALIAS_VALUES,
  MAX_DEPTH,
  MAX_ENTRIES,
  Parser,
  Schema,
  cst_exports,
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  readSource,
  sourceOfText
} from "./chunk-3PRYANI3.js";
import {
  isMap as isMap2
} from "./chunk-ETFRSDZE.js";
import {
  excerpt,
  shortMessage
} from "./chunk-GL32H3YL.js";

// src/load/composed-document.ts
var YAML_CODES = { TAB_AS_INDENT: "yaml.tab" };
function readComposedDocument(doc, index, at, report) {
  for (const e of doc.errors) report(fromYamlError(e, "error", at));
  for (const w of doc.warnings) report(fromYamlError(w, "warning", at));
  const contents = doc.contents;
  if (isEmpty(contents)) {
    report(emptyDiagnostic(index, doc.range[0], at));
    return { kind: "empty" };
  }
  if (doc.errors.length === 0 && !isMap(contents)) {
    report({
      severity: "error",
      code: "yaml.notAMap",
      message: `a document must be a map of annotation fields, not ${describe(contents)}`,
      ...at(spanOf(contents))
    });
    return { kind: "refused" };
  }
  const walk2 = new Walk();
  const value = walk2.value(contents);
  for (const p of walk2.problems)
    if (doc.errors.length === 0 || p.code === "yaml.duplicateKey")
      report({ severity: "error", code: p.code, message: p.message, ...at(p.span) });
  if (doc.errors.length > 0 || walk2.problems.length > 0) return { kind: "refused" };
  const { index: entries } = walk2;
  return {
    kind: "read",
    tree: {
      value,
      contents: placeOf(contents),
      start: doc.range[0],
      entries: (container) => entries.get(container)
    }
  };
}
function fromYamlError(e, severity, at) {
  const code = severity === "warning" ? "yaml.warning" : YAML_CODES[e.code] ?? "yaml.syntax";
  const message = shortMessage(e.message);
  return { severity, code, message, ...at({ start: e.pos[0], end: e.pos[1] }) };
}
function emptyDiagnostic(index, offset, at) {
  return {
    severity: "warning",
    code: "yaml.emptyDocument",
    message: `document ${index + 1} is empty and is skipped`,
    ...at({ start: offset, end: offset })
  };
}
var Walk = class {
  problems = [];
  index = /* @__PURE__ */ new Map();
  anchors = /* @__PURE__ */ new Map();
  /** Aliases expanded so far, and the values they added. */
  aliasCount = 0;
  aliasValues = 0;
  values = 0;
  overBudget = false;
  value(node) {
    if (isAlias(node)) return this.alias(node);
    if (!node || typeof node !== "object") return null;
    const n = node;
    const anchor = n.anchor ? this.enter(n) : void 0;
    const before = { aliases: this.aliasCount, values: this.values };
    this.values++;
    let value;
    if (isMap(n)) value = this.map(n);
    else if (isSeq(n)) value = this.seq(n.items);
    else if (isPair(n)) value = this.pairs([n]);
    else value = scalarValue(n);
    if (anchor) {
      anchor.value = value;
      anchor.aliases = this.aliasCount - before.aliases;
      anchor.values = this.values - before.values;
    }
    return value;
  }
  enter(node) {
    const anchored = { node, aliases: 0, values: 0 };
    this.anchors.set(node.anchor, anchored);
    return anchored;
  }
  map(map) {
    const byKey = /* @__PURE__ */ new Map();
    const out = this.pairs(map.items, byKey);
    this.index.set(out, byKey);
    return out;
  }
  seq(items) {
    const places = [];
    const out = items.map((item) => {
      places.push({ node: isPair(item) ? null : placeOf(item) });
      return isPair(item) ? this.pairs([item]) : this.value(item);
    });
    this.index.set(out, places);
    return out;
  }
  pairs(pairs, byKey = /* @__PURE__ */ new Map()) {
    const out = {};
    for (const pair of pairs) {
      const key = pair.key;
      if (!(isScalar(key) && typeof key.value === "string")) {
        this.problems.push({
          code: "yaml.keyNotString",
          message: `a key must be a field name (a string), not ${describe(key)}`,
          span: key?.range ? spanOf(key) : startOf(pair.value)
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
          code: "yaml.duplicateKey",
          message: `${excerpt(String(key.source ?? name))} appears twice in this map; keep one`,
          span: spanOf(key)
        });
      } else {
        const valueNode = pair.value;
        byKey.set(name, {
          ...key.range ? { key: spanOf(key) } : {},
          node: valueNode ? placeOf(valueNode) : null
        });
      }
      setField(out, name, this.value(pair.value));
    }
    return out;
  }
  alias(node) {
    const anchored = this.anchors.get(node.source);
    if (!anchored || anchored.value === void 0) {
      this.problems.push({
        code: "yaml.alias",
        message: anchored ? `alias *${excerpt(node.source)} is inside the node its anchor names (a loop); write the value out` : `alias *${excerpt(node.source)} names no anchor defined before it`,
        span: spanOf(node)
      });
      return null;
    }
    this.aliasCount += 1 + anchored.aliases;
    this.aliasValues += anchored.values;
    this.values += anchored.values;
    if (!this.overBudget && (this.aliasCount > MAX_ALIAS_COUNT || this.aliasValues > MAX_ALIAS_VALUES)) {
      this.overBudget = true;
      this.problems.push({
        code: "yaml.aliasLimit",
        message: this.aliasCount > MAX_ALIAS_COUNT ? `the document expands more than ${MAX_ALIAS_COUNT} aliases (an alias bomb?); write the values out` : `the aliases of this document repeat more than ${MAX_ALIAS_VALUES.toLocaleString("en-US")} values (an alias bomb?); write the values out`,
        span: spanOf(node)
      });
    }
    return anchored.value;
  }
};
function setField(out, name, value) {
  if (name === "__proto__")
    Object.defineProperty(out, name, {
      value,
      writable: true,
      enumerable: true,
      configurable: true
    });
  else out[name] = value;
}
function placeOf(node) {
  if (!node.range) return null;
  return { start: node.range[0], end: node.range[1], collection: isMap(node) || isSeq(node) };
}
function scalarValue(node) {
  const v = node.value;
  return typeof v === "bigint" ? Number(v) : v ?? null;
}
function isEmpty(contents) {
  return contents === null || isScalar(contents) && contents.value === null && contents.source === "";
}
function describe(node) {
  if (node === null) return "nothing (an empty key)";
  if (isScalar(node)) return node.value === null ? "null" : `a ${typeof node.value}`;
  if (isAlias(node)) return "an alias";
  if (isMap(node)) return "a map";
  return "a list";
}
function spanOf(node) {
  const [start, end] = node.range ?? [0, 0];
  return { start, end };
}
function startOf(node) {
  const start = node?.range?.[0] ?? 0;
  return { start, end: start };
}

// src/load/control-characters.ts
var FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]|\r(?!\n)/g;
var MAX_CONTROL_LINES = 10;
function hasControlCharacters(text) {
  FORBIDDEN.lastIndex = 0;
  return FORBIDDEN.test(text);
}
function controlCharacters(text, file) {
  if (!hasControlCharacters(text)) return [];
  const found = [];
  let lines = 0;
  let line = 1;
  let lineStart = 0;
  let lastLine = 0;
  FORBIDDEN.lastIndex = 0;
  for (const match of text.matchAll(FORBIDDEN)) {
    const offset = match.index;
    for (let i = text.indexOf("\n", lineStart); i !== -1 && i < offset; i = text.indexOf("\n", lineStart)) {
      line++;
      lineStart = i + 1;
    }
    if (line === lastLine) continue;
    lastLine = line;
    lines++;
    if (lines > MAX_CONTROL_LINES) continue;
    const column = offset - lineStart + 1;
    found.push({
      severity: "error",
      code: "yaml.controlCharacter",
      message: messageFor(match[0]),
      file,
      line,
      column,
      endLine: line,
      endColumn: column + 1
    });
  }
  if (lines > MAX_CONTROL_LINES) {
    const last = found[found.length - 1];
    last.message += ` (and ${lines - MAX_CONTROL_LINES} more lines with such characters)`;
  }
  return found;
}
function messageFor(found) {
  if (found === "\r")
    return "a carriage return (CR) ends this line without a line feed: save the file with LF (or CRLF) line endings";
  const code = found.charCodeAt(0);
  const name = NAMES[code] ?? `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return `the control character ${name} is not allowed in YAML (only tab, line feed and carriage return are); remove it, or write it as an escape in a double-quoted string`;
}
var NAMES = {
  0: "NUL (U+0000)",
  7: "BEL (U+0007)",
  8: "backspace (U+0008)",
  11: "vertical tab (U+000B)",
  12: "form feed (U+000C)",
  27: "ESC (U+001B)",
  127: "DEL (U+007F)"
};

// src/load/cst-document.ts
var PLAIN_TAGS = new Schema({ schema: "core" }).tags.filter(
  (tag) => tag.default === true && "test" in tag && !!tag.test
);
var RESOLVE_OPTIONS = { intAsBigInt: false };
var TYPED_START = /^(?:[-+.~0-9nNtTfF]|$)/;
var OUTSIDE = new Error("a document the token reader leaves to the composer");
function readCstDocument(token) {
  try {
    return new CstReader().document(token);
  } catch (error) {
    if (error === OUTSIDE) return void 0;
    throw error;
  }
}
function outside() {
  throw OUTSIDE;
}
var CstReader = class {
  index = /* @__PURE__ */ new Map();
  /** Reused by every `readProps` call: read at once, before the next call. */
  props = {
    found: void 0,
    comma: false,
    newline: false,
    newlineBefore: false,
    end: 0
  };
  failed = false;
  onError = () => {
    this.failed = true;
  };
  document({ offset, start, value, end }) {
    const props = this.readProps(start, "doc-start", "line", offset);
    if (value?.type !== "block-map") outside();
    if (props.found && !props.newline) outside();
    const root = this.blockMap(value);
    const { index } = this;
    return {
      tree: {
        value: root.value,
        contents: root,
        start: offset,
        entries: (container) => index.get(container)
      },
      end: readEnd(end, root.nodeEnd, false)
    };
  }
  node(token) {
    switch (token.type) {
      case "block-map":
        return this.blockMap(token);
      case "block-seq":
        return this.blockSeq(token);
      case "flow-collection":
        return this.flowCollection(token);
      case "scalar":
      case "single-quoted-scalar":
      case "double-quoted-scalar":
      case "block-scalar":
        return this.scalar(token);
      default:
        return outside();
    }
  }
  blockMap(map) {
    const out = {};
    const entries = /* @__PURE__ */ new Map();
    let offset = map.offset;
    for (const item of map.items) {
      const { start, key, sep, value } = item;
      const keyStart = this.readProps(start, void 0, "line", offset).end;
      if (item.explicitKey || !key || !sep || !value || !isFlowScalar(key)) outside();
      if (key.indent !== map.indent || hasNewline(key)) outside();
      const name = this.key(key);
      const props = this.readProps(sep, "map-value-ind", "inline", name.nodeEnd);
      if (!props.found || props.newlineBefore) outside();
      if (keyStart < props.found.offset - 1024) outside();
      if (value.type === "block-map" && !props.newline) outside();
      const built = this.entry(entries, name, value);
      setField(out, name.value, built.value);
      offset = built.nodeEnd;
    }
    this.index.set(out, entries);
    return { value: out, start: map.offset, end: offset, nodeEnd: offset, collection: true };
  }
  blockSeq(seq) {
    const out = [];
    const items = [];
    let offset = seq.offset;
    for (const { start, value } of seq.items) {
      const props = this.readProps(start, "seq-item-ind", "line", offset);
      if (!props.found || !value) outside();
      const built = this.node(value);
      out.push(built.value);
      items.push({ node: built });
      offset = built.nodeEnd;
    }
    this.index.set(out, items);
    return { value: out, start: seq.offset, end: offset, nodeEnd: offset, collection: true };
  }
  flowCollection(flow) {
    const isMap3 = flow.start.source === "{";
    const out = isMap3 ? {} : [];
    const entries = isMap3 ? /* @__PURE__ */ new Map() : [];
    let offset = flow.offset + flow.start.source.length;
    flow.items.forEach((item, i) => {
      const { start, key, sep, value } = item;
      const props = this.readProps(start, void 0, "flow", offset);
      if (props.comma !== i > 0) outside();
      if (!key && !sep && !value) {
        if (i < flow.items.length - 1) outside();
        offset = props.end;
        return;
      }
      if (!value || isBlock(value)) outside();
      if (!isMap3) {
        if (key || sep) outside();
        const built2 = this.node(value);
        out.push(built2.value);
        entries.push({ node: built2 });
        offset = built2.nodeEnd;
        return;
      }
      if (!key || !sep || !isFlowScalar(key)) outside();
      const name = this.key(key);
      const valueProps = this.readProps(sep, "map-value-ind", "inline", name.nodeEnd);
      if (!valueProps.found || valueProps.newlineBefore) outside();
      const built = this.entry(entries, name, value);
      setField(out, name.value, built.value);
      offset = built.nodeEnd;
    });
    const [close, ...rest] = flow.end;
    if (close?.source !== (isMap3 ? "}" : "]")) outside();
    const end = close.offset + close.source.length;
    this.index.set(out, entries);
    const nodeEnd = readEnd(rest, end, true);
    return { value: out, start: flow.offset, end, nodeEnd, collection: true };
  }
  /** The value of a map's key, indexed under it (a duplicate key is for the composer to report). */
  entry(entries, key, value) {
    const name = key.value;
    if (entries.has(name)) outside();
    const built = this.node(value);
    entries.set(name, { key, node: built });
    return built;
  }
  /** A key: a scalar that reads as a string (`yaml` reports others, through the composer). */
  key(token) {
    const built = this.scalar(token);
    if (typeof built.value !== "string") outside();
    return built;
  }
  scalar(token) {
    if (token.type === "alias") outside();
    const resolved = cst_exports.resolveAsScalar(token, true, this.onError);
    if (!resolved || this.failed) outside();
    const [start, end, nodeEnd] = resolved.range;
    const value = token.type === "scalar" ? plainValue(resolved.value) : resolved.value;
    return { value, start, end, nodeEnd, collection: false };
  }
  /**
   * The tokens before a node (its indicator, spaces, line breaks, comments), each of a kind
   * `yaml` reads without a problem here: no tab among spaces, a comment only after a space or
   * a line break, one indicator, one comma in a flow collection. Anything else (an anchor, a
   * tag, `?`) is outside. `offset` is where the tokens would start.
   */
  readProps(tokens, indicator, at, offset) {
    const props = this.props;
    props.found = void 0;
    props.comma = props.newline = props.newlineBefore = false;
    props.end = offset;
    let spaced = at === "line";
    for (const token of tokens) {
      switch (token.type) {
        case "space":
          if (token.source.includes("	")) outside();
          spaced = true;
          break;
        case "newline":
          props.newline = spaced = true;
          if (!props.found) props.newlineBefore = true;
          break;
        case "comment":
          if (!spaced) outside();
          break;
        case "comma":
          if (at !== "flow" || props.comma) outside();
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
};
function plainValue(source) {
  if (!TYPED_START.test(source)) return source;
  for (const tag of PLAIN_TAGS) {
    if (!tag.test.test(source)) continue;
    const resolved = tag.resolve(source, outside, RESOLVE_OPTIONS);
    const value = isScalar(resolved) ? resolved.value : resolved;
    return typeof value === "bigint" ? Number(value) : value ?? null;
  }
  return source;
}
function readEnd(tokens, offset, spaceFirst) {
  let spaced = !spaceFirst;
  let end = offset;
  for (const token of tokens ?? []) {
    if (token.type === "space" || token.type === "newline") spaced = true;
    else if (token.type !== "comment" || !spaced) outside();
    end += token.source.length;
  }
  return end;
}
function isFlowScalar(token) {
  return token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar";
}
function isBlock(token) {
  return token.type === "block-map" || token.type === "block-seq";
}
function hasNewline(key) {
  return key.source.includes("\n") || !!key.end?.some((t) => t.type === "newline");
}

// src/load/yaml-directives.ts
var YAML_DIRECTIVE = /^%YAML(\s|$)/;
var DirectiveCheck = class {
  pending = [];
  pendingYaml = false;
  /** True once a problem was found. */
  reported = false;
  /** True when no directive waits for its document. */
  get idle() {
    return this.pending.length === 0;
  }
  /** The problems a token shows (a repeated `%YAML`). */
  next(token) {
    if (token.type === "document") {
      this.pending = [];
      this.pendingYaml = false;
      return [];
    }
    if (token.type !== "directive") return [];
    const problems = [];
    const isYaml = YAML_DIRECTIVE.test(token.source);
    if (isYaml && this.pendingYaml) {
      problems.push({
        code: "yaml.directive",
        message: "the %YAML directive is repeated before one document; keep one",
        offset: token.offset,
        length: token.source.length
      });
    }
    this.pending.push({ offset: token.offset, source: token.source });
    if (isYaml) this.pendingYaml = true;
    return this.found(problems);
  }
  /** At the end of the text: directives no document followed. */
  end() {
    return this.found(
      this.pending.map((d) => ({
        code: "yaml.directive",
        message: `the directive ${nameOf(d.source)} is not followed by a document (a '---' line)`,
        offset: d.offset,
        length: d.source.length
      }))
    );
  }
  found(problems) {
    if (problems.length > 0) this.reported = true;
    return problems;
  }
};
function nameOf(source) {
  return excerpt(/^\S*/.exec(source)[0], 40);
}

// src/load/source-map.ts
function locateSpan(doc, path, target = "value") {
  const steps = walk(doc, path);
  const reached = steps.length - 1;
  if (target === "parent") {
    let i = reached;
    if (reached === path.length && !steps[i].node?.collection) i--;
    const object = steps[Math.max(0, i)];
    if (i <= 0) return firstLine(doc, null);
    if (object.key) return spanOf2(object.key);
    return firstLine(doc, object.node);
  }
  const step = steps[reached];
  return stepSpan(doc, step, target === "key" && reached === path.length);
}
function entrySpan(doc, container, key) {
  const entries = doc.entries(container);
  const entry = entries instanceof Map ? entries.get(String(key)) : entries?.[Number(key)];
  return entry ? stepSpan(doc, entry, false) : void 0;
}
function stepSpan(doc, step, keyWanted) {
  if (!keyWanted && hasText(step.node)) return spanOf2(step.node);
  if (step.key) return spanOf2(step.key);
  if (hasText(step.node)) return spanOf2(step.node);
  return firstLine(doc, step.node);
}
function toLineRange(span, lines, text) {
  const start = lines.linePos(span.start);
  if (span.end <= span.start) {
    const lineStart = lines.lineStarts[start.line - 1] ?? 0;
    let lineEnd2 = text.indexOf("\n", lineStart);
    if (lineEnd2 < 0) lineEnd2 = text.length;
    if (text[lineEnd2 - 1] === "\r") lineEnd2--;
    const endColumn = Math.max(lineEnd2 - lineStart + 1, start.col + 1);
    return { line: start.line, column: start.col, endLine: start.line, endColumn };
  }
  let end = lines.linePos(Math.max(span.end, span.start));
  if (end.col === 1 && span.end > span.start && end.line > start.line) {
    const before = lines.linePos(span.end - 1);
    end = { line: before.line, col: before.col };
  }
  if (end.line === start.line && end.col <= start.col)
    end = { line: start.line, col: start.col + 1 };
  return { line: start.line, column: start.col, endLine: end.line, endColumn: end.col };
}
function walk(doc, path) {
  const steps = [{ node: doc.contents }];
  let value = doc.value;
  for (const segment of path) {
    const entries = typeof value === "object" && value !== null ? doc.entries(value) : void 0;
    if (!entries) break;
    let entry;
    if (entries instanceof Map) {
      entry = entries.get(String(segment));
      value = entry && value[String(segment)];
    } else {
      entry = entries[Number(segment)];
      value = entry && value[Number(segment)];
    }
    if (!entry) break;
    steps.push(entry.key ? { node: entry.node, key: entry.key } : { node: entry.node });
  }
  return steps;
}
function hasText(node) {
  return !!node && node.end > node.start;
}
function spanOf2({ start, end }) {
  return { start, end };
}
function firstLine(doc, node) {
  const start = node?.start ?? doc.contents?.start ?? doc.start;
  return { start, end: start };
}

// src/load/parse-documents.ts
var COMPOSE_OPTIONS = {
  schema: "core",
  version: "1.2",
  // Duplicate keys are found by our walk, in one pass; `yaml`'s check compares each key with
  // every key before it.
  uniqueKeys: false,
  strict: true
};
function opensEntry(lexeme) {
  return lexeme.length === 1 && (lexeme === ":" || lexeme === "-" || lexeme === "," || lexeme === "?");
}
function readDocuments(text, file, visitor, options = {}) {
  return new DocumentStream(text, file, visitor, options).read();
}
var PASSING = /* @__PURE__ */ new Set(["comment", "newline", "space", "byte-order-mark"]);
var DocumentStream = class {
  constructor(text, file, visitor, options) {
    this.text = text;
    this.file = file;
    this.visitor = visitor;
    this.directed = options.composeAll === true;
    this.lines.addNewLine(0);
    this.at = (span) => ({ file, ...toLineRange(span, this.lines, text) });
  }
  text;
  file;
  visitor;
  lines = new LineCounter();
  parser = new Parser(this.lines.addNewLine);
  composer = new Composer(COMPOSE_OPTIONS);
  directives = new DirectiveCheck();
  at;
  /** Documents handed on or skipped so far (the next one's index). */
  index = 0;
  /** Document tokens the parser has finished (the one being parsed is number `started + 1`). */
  started = 0;
  annotations = 0;
  composed = 0;
  /**
   * A finished document not yet read: it is read from its tokens unless the token after it
   * (an error, a `...`, a directive) belongs to it, which only the composer reads exactly.
   */
  pending;
  /** True once the composer was given a document it may still hold (until `flush`). */
  composerHolds = false;
  /** False while the composer surely holds no problem for the next document. */
  composerMayClaim = false;
  /**
   * A directive was seen: every later document is the composer's (directives change how it
   * reads). Set from the start when every document is to be composed.
   */
  directed;
  /** Offset after the last document read, once the visitor has seen enough. */
  stoppedAt;
  read() {
    const { parser } = this;
    for (const d of controlCharacters(this.text, this.file)) this.report(d);
    let entries = 0;
    for (const lexeme of new Lexer().lex(this.text)) {
      const offset = parser.offset;
      for (const token of parser.next(lexeme)) {
        if (token.type === "document") entries = 0;
        this.token(token);
      }
      if (this.stopped) return this.summary();
      if (opensEntry(lexeme) && ++entries > MAX_ENTRIES)
        return this.refuse("yaml.tooLarge", offset);
      if (parser.stack.length > MAX_DEPTH && depthOf(parser.stack) > MAX_DEPTH)
        return this.refuse("yaml.tooDeep", offset);
    }
    for (const token of parser.end()) {
      this.token(token);
      if (this.stopped) return this.summary();
    }
    this.settle(true);
    this.flush();
    if (this.stopped) return this.summary();
    this.finish();
    return this.summary();
  }
  get stopped() {
    return this.stoppedAt !== void 0;
  }
  token(token) {
    if (PASSING.has(token.type)) return;
    if (this.pending) {
      this.settle(token.type === "document");
      if (this.stopped) return;
    }
    if (token.type === "document") this.started++;
    if (token.type === "directive") this.directed = true;
    for (const p of this.directives.next(token)) this.report(directiveDiagnostic(p, this.at));
    if (token.type === "document" && !this.directed && this.unclaimed()) this.pending = token;
    else this.compose(token);
  }
  /** Reads the pending document: from its tokens when `direct` and it can, else composed. */
  settle(direct) {
    const doc = this.pending;
    if (!doc) return;
    this.pending = void 0;
    if (!(direct && this.readDirect(doc))) this.compose(doc);
  }
  /** True when the document was read from its tokens (or found empty). */
  readDirect(doc) {
    const empty = isBareEmpty(doc);
    const reading = empty ? void 0 : readCstDocument(doc);
    if (!empty && !reading) return false;
    this.flush();
    if (this.stopped) return true;
    const index = this.index++;
    if (reading) {
      this.annotations++;
      this.visitor.document(this.loaded(index, reading.tree));
      this.afterDocument(reading.end);
    } else {
      if (!this.visitor.countIfFull?.(EMPTY))
        this.report(emptyDiagnostic(index, doc.offset, this.at));
      this.afterDocument(doc.offset + sourceLength(doc));
    }
    return true;
  }
  /** True when the composer surely holds no problem that the next document would claim. */
  unclaimed() {
    if (!this.composerMayClaim) return true;
    const { errors, warnings } = this.composer.streamInfo();
    this.composerMayClaim = errors.length > 0 || warnings.length > 0;
    return !this.composerMayClaim;
  }
  compose(token) {
    const isDocument = token.type === "document";
    this.composerMayClaim = !isDocument;
    if (isDocument) this.composerHolds = true;
    for (const doc of this.composer.next(token)) this.document(doc);
  }
  /** The documents the composer still holds, in order (it keeps one until the next). */
  flush() {
    if (!this.composerHolds) return;
    this.composerHolds = false;
    for (const doc of this.composer.end()) if (!this.stopped) this.document(doc);
  }
  document(doc) {
    this.composed++;
    const index = this.index++;
    const read = readComposedDocument(doc, index, this.at, this.report);
    if (read.kind !== "empty") this.annotations++;
    if (read.kind === "read") this.visitor.document(this.loaded(index, read.tree));
    this.afterDocument(doc.range[2]);
  }
  loaded(index, tree) {
    const { lines, text } = this;
    return {
      index,
      value: tree.value,
      line: lines.linePos(tree.contents.start).line,
      locate: (path, target) => toLineRange(locateSpan(tree, path, target), lines, text),
      placeOf: (container, key) => {
        const span = entrySpan(tree, container, key);
        return span && toLineRange(span, lines, text);
      }
    };
  }
  afterDocument(end) {
    if (this.visitor.enough?.()) this.stoppedAt = end;
  }
  report = (d) => this.visitor.diagnostic(d);
  /** A limit passed: the documents before this one are read, then reading stops. */
  refuse(code, offset) {
    this.settle(true);
    this.flush();
    if (!this.stopped) this.report(limitDiagnostic(code, this.started, offset, this.at));
    return { annotations: this.annotations + 1, composed: this.composed };
  }
  /** The end of the text: directives left over, problems of the stream, an empty file. */
  finish() {
    for (const p of this.directives.end()) this.report(directiveDiagnostic(p, this.at));
    const stream = this.composer.streamInfo();
    for (const e of stream.errors) this.report(fromYamlError(e, "error", this.at));
    for (const w of stream.warnings) this.report(fromYamlError(w, "warning", this.at));
    const quiet = stream.errors.length === 0 && stream.warnings.length === 0 && !this.directives.reported;
    if (this.index === 0 && quiet) {
      this.report({
        severity: "warning",
        code: "yaml.emptyDocument",
        message: "the file holds no document (only comments or blank lines) and is skipped",
        ...this.at({ start: 0, end: 0 })
      });
    }
  }
  summary() {
    const { annotations, composed, stoppedAt } = this;
    if (stoppedAt === void 0) return { annotations, composed };
    const rest = /\S/g;
    rest.lastIndex = stoppedAt;
    const next = rest.exec(this.text);
    return next ? { annotations, composed, stoppedAtLine: this.lines.linePos(next.index).line } : { annotations, composed };
  }
};
var EMPTY = { severity: "warning", code: "yaml.emptyDocument" };
var BARE = /* @__PURE__ */ new Set(["doc-start", "space", "newline", "comment"]);
function isBareEmpty(token) {
  return token.value === void 0 && token.start.every((t) => BARE.has(t.type)) && (token.end ?? []).every((t) => BARE.has(t.type));
}
function sourceLength(token) {
  let n = 0;
  for (const t of token.start) n += t.source.length;
  for (const t of token.end ?? []) n += t.source.length;
  return n;
}
function depthOf(stack) {
  let depth = 0;
  for (const token of stack)
    if (token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection")
      depth++;
  return depth;
}
function limitDiagnostic(code, before, offset, at) {
  const message = code === "yaml.tooDeep" ? `lists and maps are nested more than ${MAX_DEPTH} deep here (an annotation needs 3); the rest of the file is not read` : `document ${before + 1} has more than ${MAX_ENTRIES.toLocaleString("en-US")} keys and list items (an annotation has a few hundred at most); the rest of the file is not read`;
  return { severity: "error", code, message, ...at({ start: offset, end: offset }) };
}
function directiveDiagnostic(p, at) {
  return {
    severity: "error",
    code: p.code,
    message: p.message,
    ...at({ start: p.offset, end: p.offset + p.length })
  };
}

// src/load/continued-items.ts
var ITEM = /^( *)- +(\S.*)$/;
var DOCUMENT_BREAK = /^(?:---|\.\.\.)(?:\s|$)/;
var NOT_PLAIN_START = /^[-"'[\]{}|>&*!%@`#?:,]/;
var BLOCK_HEADER = /^( *(?:- +)*)([^\s#][^:]*: +)?[|>][1-9+-]{0,2}$/;
var MAX_WIDTH = 200;
function findContinuedItems(text, file, report) {
  let block;
  let item;
  let line = 0;
  for (let start = 0; start <= text.length; ) {
    const end = lineEnd(text, start);
    const head = text.slice(start, Math.min(end, start + MAX_WIDTH)).replace(/\r$/, "");
    start = end + 1;
    line++;
    const indent = /^ */.exec(head)[0].length;
    if (indent === head.length || head[indent] === "#") continue;
    if (block !== void 0 && indent > block) continue;
    block = void 0;
    if (item && indent > item.dash) {
      const m2 = ITEM.exec(head);
      if (m2 && !item.reported) {
        item.reported = true;
        report(warning(file, line, indent, item.dash));
      }
      continue;
    }
    item = void 0;
    if (DOCUMENT_BREAK.test(head)) continue;
    block = blockParent(head, indent);
    const m = block === void 0 ? ITEM.exec(head) : null;
    if (m && isPlain(m[2])) item = { dash: indent, reported: false };
  }
}
function lineEnd(text, start) {
  const end = text.indexOf("\n", start);
  return end < 0 ? text.length : end;
}
function isPlain(value) {
  if (NOT_PLAIN_START.test(value)) return false;
  return !value.includes(": ") && !value.includes(" #") && !value.endsWith(":");
}
function blockParent(head, indent) {
  const content = head.replace(/\s#.*$/, "").trimEnd();
  const m = BLOCK_HEADER.exec(content);
  if (!m) return void 0;
  return m[2] === void 0 ? indent : m[1].length;
}
function warning(file, line, column, dash) {
  return {
    severity: "warning",
    code: "yaml.itemOutOfLine",
    message: `this list item is indented more than the item above it, so YAML reads it as more words of that item, not as an item: start its - at column ${dash + 1}, as that one's`,
    file,
    line,
    column: column + 1,
    endLine: line,
    endColumn: column + 2
  };
}

// src/load/layout-slips.ts
var KEY_LINE = /^( *)(- +)?([A-Za-z_][\w.-]*) *:( .*)?$/;
var NO_COLON = /^( *)(- +)?([A-Za-z_][\w.-]*) +(\S.*)$/;
var ITEM_LINE = /^( *)-(?: |$)/;
var DOCUMENT_BREAK2 = /^(?:---|\.\.\.)(?:\s|$)/;
var MAX_LOOK = 1e3;
var MAX_SAID = 80;
var MAX_WIDTH2 = 2e3;
function hintLayoutSlips(diagnostics, lines) {
  const text = new Lines(lines);
  const slips = [];
  const seen = /* @__PURE__ */ new Set();
  for (const d of diagnostics) {
    if (d.line === void 0 || seen.has(d.line)) continue;
    if (d.code !== "yaml.syntax" && d.code !== "yaml.tab") continue;
    seen.add(d.line);
    const slip = d.code === "yaml.tab" ? tabSlip(text, d.line) : syntaxSlip(text, d.line);
    if (slip && !slips.some((s) => s.line === slip.line)) slips.push(slip);
  }
  if (slips.length === 0) return [...diagnostics];
  const explained = (d) => (d.code === "yaml.syntax" || d.code === "yaml.tab") && slips.find((s) => d.line >= s.from && d.line <= s.to);
  const placed = /* @__PURE__ */ new Map();
  const out = [];
  for (const d of diagnostics) {
    const slip = explained(d);
    if (!slip) out.push(d);
    else if (!placed.has(slip)) placed.set(slip, placeSlip(slip, d));
  }
  return [...out, ...placed.values()].sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)
  );
}
function placeSlip(slip, d) {
  return {
    ...d,
    message: `${slip.message} (YAML: ${d.message})`,
    line: slip.line,
    column: slip.column + 1,
    endLine: slip.line,
    endColumn: slip.endColumn + 1
  };
}
function syntaxSlip(text, line) {
  const previous = text.previousContent(line);
  return overIndented(text, line, text.nextContent(line)) ?? (previous === void 0 ? void 0 : overIndented(text, previous, line)) ?? underIndented(text, line) ?? itemOutOfLine(text, line);
}
function overIndented(text, line, below) {
  const above = text.field(line);
  const field = below === void 0 ? void 0 : text.field(below);
  if (!above || !field || above.value === "" || /^[|>]/.test(above.value)) return void 0;
  if (field.dash !== void 0 || field.column <= above.column) return void 0;
  return {
    line: below,
    column: field.column,
    endColumn: field.column + field.name.length,
    message: `${said(field.name)} is indented more than ${said(above.name)} above it: start it at column ${above.column + 1}, as ${said(above.name)}`,
    from: line,
    to: below
  };
}
function underIndented(text, line) {
  const field = text.field(line) ?? noColon(text, line);
  const previous = text.previousContent(line);
  const above = previous === void 0 ? void 0 : text.field(previous);
  if (!field || !above || above.dash === void 0 || field.dash !== void 0) return void 0;
  if (field.column >= above.column || field.column <= above.dash) return void 0;
  return {
    line,
    column: field.column,
    endColumn: field.column + field.name.length,
    message: `${said(field.name)} is indented less than ${said(above.name)} above it, in the same list item: start it at column ${above.column + 1}, as ${said(above.name)}`,
    from: line,
    to: line
  };
}
function noColonSlip(text, line) {
  const field = noColon(text, line);
  if (!field) return void 0;
  return {
    line,
    column: field.column,
    endColumn: field.column + field.name.length,
    message: `${said(field.name)} has no colon after it: write ${said(field.name)}: ${said(field.value)}`,
    from: line,
    to: line
  };
}
function itemOutOfLine(text, line) {
  const item = ITEM_LINE.exec(text.head(line));
  if (!item) return noColonSlip(text, line);
  const dash = item[1].length;
  for (let i = text.previousContent(line), n = 0; i !== void 0 && n < MAX_LOOK; n++) {
    const head = text.head(i);
    const sibling = ITEM_LINE.exec(head);
    if (sibling) {
      const column = sibling[1].length;
      if (column === dash) return void 0;
      return {
        line,
        column: dash,
        endColumn: dash + 1,
        message: `this list item is out of line with the item above it: start its - at column ${column + 1}, as that one's`,
        from: line,
        to: line
      };
    }
    if (indentOf(head) < dash) return void 0;
    i = text.previousContent(i);
  }
  return void 0;
}
function tabSlip(text, line) {
  const indent = INDENT.exec(text.head(line))[0];
  if (!indent.includes("	")) return void 0;
  const column = startColumn(text, line, 0);
  const words = column === 0 ? "remove the tab, to start it at column 1" : `indent it with ${column} spaces instead`;
  return {
    line,
    column: 0,
    endColumn: indent.length,
    message: `this line is indented with a tab, and YAML indents with spaces only: ${words}`,
    from: line,
    to: line
  };
}
var INDENT = /^[ \t]*/;
var MAX_TABBED = 50;
function startColumn(text, line, depth) {
  const head = text.head(line);
  const indent = INDENT.exec(head)[0];
  if (!indent.includes("	")) return indent.length;
  const previous = text.previousContent(line);
  if (previous === void 0 || depth >= MAX_TABBED) return 0;
  const above = text.head(previous);
  const start = startColumn(text, previous, depth + 1);
  const field = fieldIn(" ".repeat(start) + above.slice(INDENT.exec(above)[0].length));
  if (!field) return start;
  return field.value === "" ? field.column + 2 : field.column;
}
function noColon(text, line) {
  const m = NO_COLON.exec(text.head(line));
  const value = m?.[4] === void 0 ? void 0 : withoutComment(m[4]);
  if (!m || !value || value.startsWith("#") || value.endsWith(":") || value.includes(": "))
    return void 0;
  return fieldOf(m, value);
}
function fieldOf(m, value) {
  const [, spaces, dash, name] = m;
  return {
    column: spaces.length + (dash?.length ?? 0),
    name,
    value,
    ...dash ? { dash: spaces.length } : {}
  };
}
function fieldIn(head) {
  const m = KEY_LINE.exec(head);
  if (!m) return void 0;
  const value = (m[4] ?? "").trim();
  return fieldOf(m, value.startsWith("#") ? "" : withoutComment(value));
}
function said(text) {
  return excerpt(text.slice(0, 2 * MAX_SAID));
}
function withoutComment(value) {
  const comment = value.search(/\s#/);
  return (comment < 0 ? value : value.slice(0, comment)).trimEnd();
}
function indentOf(head) {
  return /^ */.exec(head)[0].length;
}
var Lines = class {
  constructor(lines) {
    this.lines = lines;
  }
  lines;
  head(line) {
    return (this.lines[line - 1] ?? "").slice(0, MAX_WIDTH2);
  }
  field(line) {
    return fieldIn(this.head(line));
  }
  nextContent(line) {
    return this.content(line, 1);
  }
  previousContent(line) {
    return this.content(line, -1);
  }
  content(line, step) {
    const last = this.lines.length;
    for (let i = line + step, n = 0; i >= 1 && i <= last && n < MAX_LOOK; i += step, n++) {
      const head = this.head(i);
      if (DOCUMENT_BREAK2.test(head)) return void 0;
      if (!/^\s*(?:#|$)/.test(head)) return i;
    }
    return void 0;
  }
};

// src/load/yaml-slips.ts
var COLON_IN_VALUE = /^(\s*(?:-\s+)?)([A-Za-z_][\w.-]*)(\s*:\s+)([^\s"'|>[{&*!#%@`].*?:\s.*)$/;
var DOCUMENT_BREAK3 = /^(?:---|\.\.\.)(?:\s|$)/;
var SLIP_CODES = /* @__PURE__ */ new Set(["yaml.syntax", "yaml.duplicateKey", "yaml.tab"]);
function hintYamlSlips(diagnostics, text) {
  if (!diagnostics.some((d) => SLIP_CODES.has(d.code))) return [...diagnostics];
  const lines = text.split(/\r?\n|\r/);
  return foldDuplicateKeys(quoteHints(hintLayoutSlips(diagnostics, lines), lines), lines);
}
function quoteHints(diagnostics, lines) {
  const hinted = /* @__PURE__ */ new Set();
  const out = [];
  for (const d of diagnostics) {
    const line = d.line === void 0 ? void 0 : lines[d.line - 1];
    const m = d.code === "yaml.syntax" && line !== void 0 ? COLON_IN_VALUE.exec(line) : null;
    if (!m) {
      out.push(d);
      continue;
    }
    if (hinted.has(d.line)) continue;
    hinted.add(d.line);
    const [, , key, , rest] = m;
    const value = withoutComment(rest);
    out.push({
      ...d,
      message: `${d.message}: the value holds ": ", which YAML reads as another key; quote the value: ${said(key)}: ${JSON.stringify(said(value))}`
    });
  }
  return out;
}
function foldDuplicateKeys(diagnostics, lines) {
  const documentOf = documentStarts(lines);
  const columns = /* @__PURE__ */ new Map();
  const groups = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (d.code !== "yaml.duplicateKey" || d.line === void 0 || d.column === void 0) continue;
    const start = documentOf[d.line - 1];
    if (!columns.has(start)) columns.set(start, topLevelColumn(lines, start));
    if (d.column !== columns.get(start)) continue;
    const group = groups.get(start);
    if (group) group.push(d);
    else groups.set(start, [d]);
  }
  const folded = /* @__PURE__ */ new Map();
  for (const group of groups.values()) {
    const keys = group.map((d) => keyAt(lines, d));
    const distinct = [...new Set(keys)];
    const another = distinct.includes("externalKey") || distinct.length === keys.length && keys.length > 1;
    if (!another) continue;
    const times = distinct.length === keys.length ? "twice" : "more than once";
    folded.set(group[0], {
      ...group[0],
      message: `${listed(distinct)} ${distinct.length === 1 ? "appears" : "appear"} ${times} in this map: a second annotation in the same document? Separate annotations with a line holding only ---`
    });
    for (const d of group.slice(1)) folded.set(d, void 0);
  }
  if (folded.size === 0) return diagnostics;
  return diagnostics.flatMap((d) => {
    if (!folded.has(d)) return [d];
    const replaced = folded.get(d);
    return replaced ? [replaced] : [];
  });
}
function documentStarts(lines) {
  const starts = [];
  let start = -1;
  lines.forEach((line, i) => {
    if (DOCUMENT_BREAK3.test(line)) start = i;
    starts.push(start);
  });
  return starts;
}
function topLevelColumn(lines, start) {
  for (let i = start + 1; i < lines.length && !DOCUMENT_BREAK3.test(lines[i]); i++) {
    const line = lines[i];
    const content = line.search(/\S/);
    if (content < 0 || line[content] === "#" || line[content] === "%") continue;
    return content + 1;
  }
  return void 0;
}
function keyAt(lines, d) {
  const rest = lines[d.line - 1].slice(d.column - 1);
  const key = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^:#]*?)\s*:/.exec(rest)?.[1] ?? rest;
  return key.length > 40 ? `${key.slice(0, 40)}\u2026` : key;
}
function listed(names) {
  if (names.length <= 1) return names.join("");
  if (names.length > 6) return `${names.slice(0, 5).join(", ")} and ${names.length - 5} more`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

// src/validate/generated/document-validator.js
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var require_code_points = __commonJS({
  "scripts/code-points.cjs"(exports) {
    "use strict";
    var SURROGATE = /[\uD800-\uDFFF]/;
    var PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
    function codePoints(str) {
      if (!SURROGATE.test(str)) return str.length;
      const pairs = str.match(PAIR);
      return str.length - (pairs ? pairs.length : 0);
    }
    exports.default = codePoints;
  }
});
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});
var validate = validate22;
var schema33 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://observe-annotations.dev/schema/annotation.schema.json", "title": "Observe annotation", "description": "One annotation document of an observe-annotations file: the request fields of `PUT /observe/annotations/byExternalKey/{externalKey}` plus `externalKey`. Every YAML document (`---` separated) is one annotation.", "type": "object", "additionalProperties": false, "required": ["externalKey", "kind", "headline"], "properties": { "externalKey": { "title": "External key", "description": "Key the annotation is written under; unique across all files. Lowercase letters, digits, `.`, `_`, `-`; 1 to 128 characters.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$", "patternErrorMessage": "Use 1 to 128 lowercase letters, digits, '.', '_' or '-' (for example release-4-2.passkeys)." }, "kind": { "title": "Kind", "description": "`event` something changed; `period` something held over a span; `setup` a fact about how the project works; `interpretation` how to read the data; `constraint` which data may be used; `follow-up` an unknown or open piece of work.", "enum": ["event", "period", "setup", "interpretation", "constraint", "follow-up"], "markdownEnumDescriptions": ["**Event**: something changed at a point in time (a release, a configuration change). Needs `dateFrom`.", "**Period**: something held over a span (an outage, an experiment). Needs `dateFrom`; `dateTo` is the last unit it covers, absent while it is ongoing.", "**Setup**: a fact about how the project works. No date.", "**Interpretation**: how to read the data. No date.", "**Constraint**: which data may be used, and which not. No date.", "**Follow-up**: an unknown or an open piece of work; `status` says whether it is `open` or `done`. `dateFrom`, if given, means not before."] }, "headline": { "title": "Headline", "description": "One line saying what is recorded; 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "description": { "title": "Description", "description": "Markdown body; 1 to 10000 characters.", "type": "string", "minLength": 1, "maxLength": 1e4 }, "dateFrom": { "title": "Date from", "description": "Date in project time as `YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DDTHH` or `YYYY-MM-DDTHH:MM:SS`; the format sets the precision. A real calendar date. Required for `event` and `period`; optional for `follow-up` (meaning not before); not allowed for other kinds.", "$ref": "#/$defs/date" }, "dateTo": { "title": "Date to", "description": "Last unit a `period` covers, inclusive; same format (precision) as `dateFrom` and not before it. Absent means ongoing. Only on `period`.", "$ref": "#/$defs/date" }, "approximate": { "title": "Approximate", "description": "The date is not exact. `true` needs `dateFrom`. Default false.", "type": "boolean" }, "status": { "title": "Status", "description": "Follow-ups only: `open` (default) or `done`. Closing a follow-up (`open` to `done`, or creating it as `done`) needs `note`.", "enum": ["open", "done"], "markdownEnumDescriptions": ["**Open** (default): the follow-up is not done yet.", "**Done**: the follow-up is closed. Closing it needs a `note`, kept in its history."] }, "effect": { "title": "Effect", "description": "Events and periods only. `context` background only (default); `boundary` compare only within one side of the date; `degraded` data partly wrong; `broken` data wrong; `missing` no data.", "enum": ["context", "boundary", "degraded", "broken", "missing"], "markdownEnumDescriptions": ["**Context** (default): background only; the data stays comparable.", "**Boundary**: compare the data only within one side of this date.", "**Degraded**: the data is partly wrong here.", "**Broken**: the data is wrong here.", "**Missing**: there is no data here."] }, "reading": { "title": "Reading", "description": "Reading rule this date brings; events and periods only; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "scope": { "title": "Scope", "description": "Narrows the annotation by time-series dimension; absent means the whole project.", "$ref": "#/$defs/scope" }, "series": { "title": "Series", "description": "Time series the annotation is mainly about, by name; at most 50, each 1 to 255 characters. Absent means all series; `[]` is sent as written.", "type": "array", "maxItems": 50, "items": { "title": "Series name", "description": "Time series name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 } }, "display": { "title": "Display", "description": "Shown on charts. Default true; default false for source `system` unless an `effect` other than `context` is set.", "type": "boolean" }, "source": { "title": "Source", "description": "Who wrote the annotation: `manual`, `agent` or `system`. A write with an API key defaults to `agent`.", "enum": ["manual", "agent", "system"], "markdownEnumDescriptions": ["**Manual**: written by a person in the developer panel.", "**Agent**: written through the API with an API key (the default for writes with a key).", "**System**: written by the service itself. Hidden from charts by default unless `effect` is other than `context`."] }, "evidence": { "title": "Evidence", "description": "What the annotation rests on: distinct values of `code`, `trace`, `data`, `customer` (at most 4). Absent means unverified.", "type": "array", "maxItems": 4, "uniqueItems": true, "items": { "title": "Evidence", "description": "`code`, `trace`, `data` or `customer`.", "enum": ["code", "trace", "data", "customer"], "markdownEnumDescriptions": ["**Code**: the source code shows it.", "**Trace**: request traces show it.", "**Data**: the data shows it.", "**Customer**: a customer reported it."] } }, "refs": { "title": "References", "description": "At most 50 references: findings, annotations, projects, commits, releases, URLs.", "type": "array", "maxItems": 50, "items": { "$ref": "#/$defs/ref" } }, "note": { "title": "Note", "description": "Stored in the annotation history, not content: it never makes a change by itself. 1 to 2000 characters. Required when a follow-up is closed.", "type": "string", "minLength": 1, "maxLength": 2e3 } }, "dependentRequired": { "dateTo": ["dateFrom"] }, "allOf": [{ "$comment": "dateFrom is required for events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period"] } } }, "then": { "required": ["dateFrom"] } }, { "$comment": "dateFrom is not allowed for setup, interpretation and constraint.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint"] } } }, "then": { "properties": { "dateFrom": false } } }, { "$comment": "dateTo only on periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "dateTo": false } } }, { "$comment": "status only on follow-ups.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period", "setup", "interpretation", "constraint"] } } }, "then": { "properties": { "status": false } } }, { "$comment": "effect and reading only on events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "effect": false, "reading": false } } }, { "$comment": "rule:approximate.needsDate approximate true needs a date.", "if": { "required": ["approximate"], "properties": { "approximate": { "const": true } } }, "then": { "required": ["dateFrom"] } }], "$defs": { "date": { "type": "string", "maxLength": 19, "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$", "patternErrorMessage": "Use YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS with a month 01-12, a day 01-31, an hour 00-23 and minutes and seconds 00-59 (for example 2026-09-17T09)." }, "scope": { "type": "object", "additionalProperties": false, "properties": { "applicationID": { "title": "Application", "description": "Application id, format `app-<number>`.", "type": "string", "pattern": "^app-[0-9]+$", "patternErrorMessage": "An application id looks like app-<number>, for example app-12." }, "os": { "title": "Operating system", "description": "Operating system name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "osVersion": { "title": "Operating system version", "description": "Operating system version, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "browser": { "title": "Browser", "description": "Browser name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag1": { "title": "Custom tag 1", "description": "Value of custom tag 1, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag2": { "title": "Custom tag 2", "description": "Value of custom tag 2, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag3": { "title": "Custom tag 3", "description": "Value of custom tag 3, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag4": { "title": "Custom tag 4", "description": "Value of custom tag 4, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag5": { "title": "Custom tag 5", "description": "Value of custom tag 5, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag6": { "title": "Custom tag 6", "description": "Value of custom tag 6, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag7": { "title": "Custom tag 7", "description": "Value of custom tag 7, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag8": { "title": "Custom tag 8", "description": "Value of custom tag 8, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag9": { "title": "Custom tag 9", "description": "Value of custom tag 9, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag10": { "title": "Custom tag 10", "description": "Value of custom tag 10, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "experimentRunID": { "title": "Experiment run", "description": "Experiment run id, format `exr-<number>`.", "type": "string", "pattern": "^exr-[0-9]+$", "patternErrorMessage": "An experiment run id looks like exr-<number>, for example exr-3." }, "experimentVariantID": { "title": "Experiment variant", "description": "Experiment variant id, format `exv-<number>`.", "type": "string", "pattern": "^exv-[0-9]+$", "patternErrorMessage": "An experiment variant id looks like exv-<number>, for example exv-7." } } }, "ref": { "title": "Reference", "description": "`{type, value}`; a ref of type `annotation` may instead name another annotation of these files by `{type: annotation, externalKey}` (one of the two, never both).", "type": "object", "additionalProperties": false, "required": ["type"], "properties": { "type": { "title": "Type", "description": "`finding`, `annotation`, `project`, `commit`, `release` or `url`.", "enum": ["finding", "annotation", "project", "commit", "release", "url"], "markdownEnumDescriptions": ["**Finding**: a finding of the project, by its id in `value`; it must exist.", "**Annotation**: another annotation, by its id in `value`, or by the `externalKey` of an annotation in these files.", "**Project**: a project, by its id in `value`.", "**Commit**: a commit, by its SHA in `value` (7 to 64 hex digits).", "**Release**: a release, by its name in `value`.", "**URL**: a web page, by its absolute http(s) address in `value`."] }, "value": { "title": "Value", "description": "A finding, annotation (`ann-<number>`) or project id, a commit SHA (7 to 64 hex digits), a release name or an absolute http(s) URL; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "externalKey": { "title": "External key", "description": "Type `annotation` only: the externalKey of another annotation in these files, resolved to its id when planning.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$", "patternErrorMessage": "The externalKey of another annotation: 1 to 128 lowercase letters, digits, '.', '_' or '-'." } }, "allOf": [{ "$comment": "rule:refs.refOrKey an annotation ref takes value or externalKey, never both; other types take value only.", "if": { "required": ["type"], "properties": { "type": { "const": "annotation" } } }, "then": { "oneOf": [{ "required": ["value"] }, { "required": ["externalKey"] }] }, "else": { "required": ["value"], "properties": { "externalKey": false } } }, { "$comment": "rule:refs.value.commit a commit is 7 to 64 hex digits.", "if": { "required": ["type"], "properties": { "type": { "const": "commit" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[0-9a-fA-F]{7,64}$", "patternErrorMessage": "A commit ref's value is its SHA: 7 to 64 hex digits." } } } }, { "$comment": "rule:refs.value.url a url is an absolute http(s) URL.", "if": { "required": ["type"], "properties": { "type": { "const": "url" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "patternErrorMessage": "A url ref's value is an absolute http or https URL, for example https://example.com/page." } } } }] } } };
var schema36 = { "type": "object", "additionalProperties": false, "properties": { "applicationID": { "title": "Application", "description": "Application id, format `app-<number>`.", "type": "string", "pattern": "^app-[0-9]+$", "patternErrorMessage": "An application id looks like app-<number>, for example app-12." }, "os": { "title": "Operating system", "description": "Operating system name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "osVersion": { "title": "Operating system version", "description": "Operating system version, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "browser": { "title": "Browser", "description": "Browser name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag1": { "title": "Custom tag 1", "description": "Value of custom tag 1, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag2": { "title": "Custom tag 2", "description": "Value of custom tag 2, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag3": { "title": "Custom tag 3", "description": "Value of custom tag 3, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag4": { "title": "Custom tag 4", "description": "Value of custom tag 4, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag5": { "title": "Custom tag 5", "description": "Value of custom tag 5, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag6": { "title": "Custom tag 6", "description": "Value of custom tag 6, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag7": { "title": "Custom tag 7", "description": "Value of custom tag 7, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag8": { "title": "Custom tag 8", "description": "Value of custom tag 8, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag9": { "title": "Custom tag 9", "description": "Value of custom tag 9, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag10": { "title": "Custom tag 10", "description": "Value of custom tag 10, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "experimentRunID": { "title": "Experiment run", "description": "Experiment run id, format `exr-<number>`.", "type": "string", "pattern": "^exr-[0-9]+$", "patternErrorMessage": "An experiment run id looks like exr-<number>, for example exr-3." }, "experimentVariantID": { "title": "Experiment variant", "description": "Experiment variant id, format `exv-<number>`.", "type": "string", "pattern": "^exv-[0-9]+$", "patternErrorMessage": "An experiment variant id looks like exv-<number>, for example exv-7." } } };
var schema37 = { "title": "Reference", "description": "`{type, value}`; a ref of type `annotation` may instead name another annotation of these files by `{type: annotation, externalKey}` (one of the two, never both).", "type": "object", "additionalProperties": false, "required": ["type"], "properties": { "type": { "title": "Type", "description": "`finding`, `annotation`, `project`, `commit`, `release` or `url`.", "enum": ["finding", "annotation", "project", "commit", "release", "url"], "markdownEnumDescriptions": ["**Finding**: a finding of the project, by its id in `value`; it must exist.", "**Annotation**: another annotation, by its id in `value`, or by the `externalKey` of an annotation in these files.", "**Project**: a project, by its id in `value`.", "**Commit**: a commit, by its SHA in `value` (7 to 64 hex digits).", "**Release**: a release, by its name in `value`.", "**URL**: a web page, by its absolute http(s) address in `value`."] }, "value": { "title": "Value", "description": "A finding, annotation (`ann-<number>`) or project id, a commit SHA (7 to 64 hex digits), a release name or an absolute http(s) URL; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "externalKey": { "title": "External key", "description": "Type `annotation` only: the externalKey of another annotation in these files, resolved to its id when planning.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$", "patternErrorMessage": "The externalKey of another annotation: 1 to 128 lowercase letters, digits, '.', '_' or '-'." } }, "allOf": [{ "$comment": "rule:refs.refOrKey an annotation ref takes value or externalKey, never both; other types take value only.", "if": { "required": ["type"], "properties": { "type": { "const": "annotation" } } }, "then": { "oneOf": [{ "required": ["value"] }, { "required": ["externalKey"] }] }, "else": { "required": ["value"], "properties": { "externalKey": false } } }, { "$comment": "rule:refs.value.commit a commit is 7 to 64 hex digits.", "if": { "required": ["type"], "properties": { "type": { "const": "commit" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[0-9a-fA-F]{7,64}$", "patternErrorMessage": "A commit ref's value is its SHA: 7 to 64 hex digits." } } } }, { "$comment": "rule:refs.value.url a url is an absolute http(s) URL.", "if": { "required": ["type"], "properties": { "type": { "const": "url" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "patternErrorMessage": "A url ref's value is an absolute http or https URL, for example https://example.com/page." } } } }] };
var func1 = Object.prototype.hasOwnProperty;
var func2 = require_code_points().default;
var func0 = require_equal().default;
var pattern4 = new RegExp("^[a-z0-9._-]{1,128}$", "u");
var pattern5 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$", "u");
var pattern7 = new RegExp("^app-[0-9]+$", "u");
var pattern8 = new RegExp("^exr-[0-9]+$", "u");
var pattern9 = new RegExp("^exv-[0-9]+$", "u");
var pattern10 = new RegExp("^[0-9a-fA-F]{7,64}$", "u");
var pattern11 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "u");
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs3 = errors;
  let valid1 = true;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.kind === void 0 && (missing0 = "kind")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data0 = data.kind;
        if (!(data0 === "event" || data0 === "period")) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs4 === errors;
  errors = _errs3;
  if (vErrors !== null) {
    if (_errs3) {
      vErrors.length = _errs3;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "dateFrom" }, message: "must have required property 'dateFrom'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs9 = errors;
  let valid3 = true;
  const _errs10 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.kind === void 0 && (missing1 = "kind")) {
      const err4 = {};
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data1 = data.kind;
        if (!(data1 === "setup" || data1 === "interpretation" || data1 === "constraint")) {
          const err5 = {};
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs10 === errors;
  errors = _errs9;
  if (vErrors !== null) {
    if (_errs9) {
      vErrors.length = _errs9;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs12 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom !== void 0) {
        const err6 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/allOf/1/then/properties/dateFrom/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid1 = _errs12 === errors;
    valid3 = _valid1;
    if (valid3) {
      var props0 = {};
      props0.dateFrom = true;
      props0.kind = true;
    }
  }
  if (!valid3) {
    const err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.kind = true;
  }
  const _errs15 = errors;
  let valid6 = true;
  const _errs16 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.kind === void 0 && (missing2 = "kind")) {
      const err8 = {};
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data3 = data.kind;
        if (!(data3 === "event" || data3 === "setup" || data3 === "interpretation" || data3 === "constraint" || data3 === "follow-up")) {
          const err9 = {};
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs16 === errors;
  errors = _errs15;
  if (vErrors !== null) {
    if (_errs15) {
      vErrors.length = _errs15;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs18 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateTo !== void 0) {
        const err10 = { instancePath: instancePath + "/dateTo", schemaPath: "#/allOf/2/then/properties/dateTo/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    var _valid2 = _errs18 === errors;
    valid6 = _valid2;
    if (valid6) {
      var props1 = {};
      props1.dateTo = true;
      props1.kind = true;
    }
  }
  if (!valid6) {
    const err11 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  const _errs21 = errors;
  let valid9 = true;
  const _errs22 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if (data.kind === void 0 && (missing3 = "kind")) {
      const err12 = {};
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data5 = data.kind;
        if (!(data5 === "event" || data5 === "period" || data5 === "setup" || data5 === "interpretation" || data5 === "constraint")) {
          const err13 = {};
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
  }
  var _valid3 = _errs22 === errors;
  errors = _errs21;
  if (vErrors !== null) {
    if (_errs21) {
      vErrors.length = _errs21;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs24 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.status !== void 0) {
        const err14 = { instancePath: instancePath + "/status", schemaPath: "#/allOf/3/then/properties/status/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    var _valid3 = _errs24 === errors;
    valid9 = _valid3;
    if (valid9) {
      var props2 = {};
      props2.status = true;
      props2.kind = true;
    }
  }
  if (!valid9) {
    const err15 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  const _errs27 = errors;
  let valid12 = true;
  const _errs28 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if (data.kind === void 0 && (missing4 = "kind")) {
      const err16 = {};
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data7 = data.kind;
        if (!(data7 === "setup" || data7 === "interpretation" || data7 === "constraint" || data7 === "follow-up")) {
          const err17 = {};
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
  }
  var _valid4 = _errs28 === errors;
  errors = _errs27;
  if (vErrors !== null) {
    if (_errs27) {
      vErrors.length = _errs27;
    } else {
      vErrors = null;
    }
  }
  if (_valid4) {
    const _errs30 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.effect !== void 0) {
        const err18 = { instancePath: instancePath + "/effect", schemaPath: "#/allOf/4/then/properties/effect/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (data.reading !== void 0) {
        const err19 = { instancePath: instancePath + "/reading", schemaPath: "#/allOf/4/then/properties/reading/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    var _valid4 = _errs30 === errors;
    valid12 = _valid4;
    if (valid12) {
      var props3 = {};
      props3.effect = true;
      props3.reading = true;
      props3.kind = true;
    }
  }
  if (!valid12) {
    const err20 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  if (props0 !== true && props3 !== void 0) {
    if (props3 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props3);
    }
  }
  const _errs33 = errors;
  let valid15 = true;
  const _errs34 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if (data.approximate === void 0 && (missing5 = "approximate")) {
      const err21 = {};
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    } else {
      if (data.approximate !== void 0) {
        if (true !== data.approximate) {
          const err22 = {};
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
  }
  var _valid5 = _errs34 === errors;
  errors = _errs33;
  if (vErrors !== null) {
    if (_errs33) {
      vErrors.length = _errs33;
    } else {
      vErrors = null;
    }
  }
  if (_valid5) {
    const _errs36 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom === void 0) {
        const err23 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "dateFrom" }, message: "must have required property 'dateFrom'" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    var _valid5 = _errs36 === errors;
    valid15 = _valid5;
  }
  if (!valid15) {
    const err24 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.approximate = true;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.externalKey === void 0) {
      const err25 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "externalKey" }, message: "must have required property 'externalKey'" };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err26 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (data.headline === void 0) {
      const err27 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headline" }, message: "must have required property 'headline'" };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema33.properties, key0)) {
        const err28 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.externalKey !== void 0) {
      let data11 = data.externalKey;
      if (typeof data11 === "string") {
        if (!pattern4.test(data11)) {
          const err29 = { instancePath: instancePath + "/externalKey", schemaPath: "#/properties/externalKey/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9._-]{1,128}$" }, message: 'must match pattern "^[a-z0-9._-]{1,128}$"' };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = { instancePath: instancePath + "/externalKey", schemaPath: "#/properties/externalKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data12 = data.kind;
      if (!(data12 === "event" || data12 === "period" || data12 === "setup" || data12 === "interpretation" || data12 === "constraint" || data12 === "follow-up")) {
        const err31 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema33.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.headline !== void 0) {
      let data13 = data.headline;
      if (typeof data13 === "string") {
        if (func2(data13) > 255) {
          const err32 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (func2(data13) < 1) {
          const err33 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else {
        const err34 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data14 = data.description;
      if (typeof data14 === "string") {
        if (func2(data14) > 1e4) {
          const err35 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (func2(data14) < 1) {
          const err36 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      } else {
        const err37 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.dateFrom !== void 0) {
      let data15 = data.dateFrom;
      if (typeof data15 === "string") {
        if (func2(data15) > 19) {
          const err38 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/maxLength", keyword: "maxLength", params: { limit: 19 }, message: "must NOT have more than 19 characters" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (!pattern5.test(data15)) {
          const err39 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$" }, message: 'must match pattern "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$"' };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.dateTo !== void 0) {
      let data16 = data.dateTo;
      if (typeof data16 === "string") {
        if (func2(data16) > 19) {
          const err41 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/maxLength", keyword: "maxLength", params: { limit: 19 }, message: "must NOT have more than 19 characters" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (!pattern5.test(data16)) {
          const err42 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$" }, message: 'must match pattern "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$"' };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.approximate !== void 0) {
      if (typeof data.approximate !== "boolean") {
        const err44 = { instancePath: instancePath + "/approximate", schemaPath: "#/properties/approximate/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data18 = data.status;
      if (!(data18 === "open" || data18 === "done")) {
        const err45 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema33.properties.status.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.effect !== void 0) {
      let data19 = data.effect;
      if (!(data19 === "context" || data19 === "boundary" || data19 === "degraded" || data19 === "broken" || data19 === "missing")) {
        const err46 = { instancePath: instancePath + "/effect", schemaPath: "#/properties/effect/enum", keyword: "enum", params: { allowedValues: schema33.properties.effect.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.reading !== void 0) {
      let data20 = data.reading;
      if (typeof data20 === "string") {
        if (func2(data20) > 2e3) {
          const err47 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        if (func2(data20) < 1) {
          const err48 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      } else {
        const err49 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.scope !== void 0) {
      let data21 = data.scope;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key1 in data21) {
          if (!func1.call(schema36.properties, key1)) {
            const err50 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/scope/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data21.applicationID !== void 0) {
          let data22 = data21.applicationID;
          if (typeof data22 === "string") {
            if (!pattern7.test(data22)) {
              const err51 = { instancePath: instancePath + "/scope/applicationID", schemaPath: "#/$defs/scope/properties/applicationID/pattern", keyword: "pattern", params: { pattern: "^app-[0-9]+$" }, message: 'must match pattern "^app-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          } else {
            const err52 = { instancePath: instancePath + "/scope/applicationID", schemaPath: "#/$defs/scope/properties/applicationID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data21.os !== void 0) {
          let data23 = data21.os;
          if (typeof data23 === "string") {
            if (func2(data23) > 255) {
              const err53 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (func2(data23) < 1) {
              const err54 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          } else {
            const err55 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data21.osVersion !== void 0) {
          let data24 = data21.osVersion;
          if (typeof data24 === "string") {
            if (func2(data24) > 255) {
              const err56 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
            if (func2(data24) < 1) {
              const err57 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          } else {
            const err58 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data21.browser !== void 0) {
          let data25 = data21.browser;
          if (typeof data25 === "string") {
            if (func2(data25) > 255) {
              const err59 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            if (func2(data25) < 1) {
              const err60 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          } else {
            const err61 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data21.customTag1 !== void 0) {
          let data26 = data21.customTag1;
          if (typeof data26 === "string") {
            if (func2(data26) > 255) {
              const err62 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            if (func2(data26) < 1) {
              const err63 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          } else {
            const err64 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data21.customTag2 !== void 0) {
          let data27 = data21.customTag2;
          if (typeof data27 === "string") {
            if (func2(data27) > 255) {
              const err65 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
            if (func2(data27) < 1) {
              const err66 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          } else {
            const err67 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data21.customTag3 !== void 0) {
          let data28 = data21.customTag3;
          if (typeof data28 === "string") {
            if (func2(data28) > 255) {
              const err68 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
            if (func2(data28) < 1) {
              const err69 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          } else {
            const err70 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data21.customTag4 !== void 0) {
          let data29 = data21.customTag4;
          if (typeof data29 === "string") {
            if (func2(data29) > 255) {
              const err71 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
            if (func2(data29) < 1) {
              const err72 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
          } else {
            const err73 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
        }
        if (data21.customTag5 !== void 0) {
          let data30 = data21.customTag5;
          if (typeof data30 === "string") {
            if (func2(data30) > 255) {
              const err74 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (func2(data30) < 1) {
              const err75 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          } else {
            const err76 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
        if (data21.customTag6 !== void 0) {
          let data31 = data21.customTag6;
          if (typeof data31 === "string") {
            if (func2(data31) > 255) {
              const err77 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
            if (func2(data31) < 1) {
              const err78 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          } else {
            const err79 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data21.customTag7 !== void 0) {
          let data32 = data21.customTag7;
          if (typeof data32 === "string") {
            if (func2(data32) > 255) {
              const err80 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
            if (func2(data32) < 1) {
              const err81 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          } else {
            const err82 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
        if (data21.customTag8 !== void 0) {
          let data33 = data21.customTag8;
          if (typeof data33 === "string") {
            if (func2(data33) > 255) {
              const err83 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err83];
              } else {
                vErrors.push(err83);
              }
              errors++;
            }
            if (func2(data33) < 1) {
              const err84 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
          } else {
            const err85 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
        if (data21.customTag9 !== void 0) {
          let data34 = data21.customTag9;
          if (typeof data34 === "string") {
            if (func2(data34) > 255) {
              const err86 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            if (func2(data34) < 1) {
              const err87 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err87];
              } else {
                vErrors.push(err87);
              }
              errors++;
            }
          } else {
            const err88 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
        if (data21.customTag10 !== void 0) {
          let data35 = data21.customTag10;
          if (typeof data35 === "string") {
            if (func2(data35) > 255) {
              const err89 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
            if (func2(data35) < 1) {
              const err90 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err90];
              } else {
                vErrors.push(err90);
              }
              errors++;
            }
          } else {
            const err91 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
        }
        if (data21.experimentRunID !== void 0) {
          let data36 = data21.experimentRunID;
          if (typeof data36 === "string") {
            if (!pattern8.test(data36)) {
              const err92 = { instancePath: instancePath + "/scope/experimentRunID", schemaPath: "#/$defs/scope/properties/experimentRunID/pattern", keyword: "pattern", params: { pattern: "^exr-[0-9]+$" }, message: 'must match pattern "^exr-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err92];
              } else {
                vErrors.push(err92);
              }
              errors++;
            }
          } else {
            const err93 = { instancePath: instancePath + "/scope/experimentRunID", schemaPath: "#/$defs/scope/properties/experimentRunID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data21.experimentVariantID !== void 0) {
          let data37 = data21.experimentVariantID;
          if (typeof data37 === "string") {
            if (!pattern9.test(data37)) {
              const err94 = { instancePath: instancePath + "/scope/experimentVariantID", schemaPath: "#/$defs/scope/properties/experimentVariantID/pattern", keyword: "pattern", params: { pattern: "^exv-[0-9]+$" }, message: 'must match pattern "^exv-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err94];
              } else {
                vErrors.push(err94);
              }
              errors++;
            }
          } else {
            const err95 = { instancePath: instancePath + "/scope/experimentVariantID", schemaPath: "#/$defs/scope/properties/experimentVariantID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
      } else {
        const err96 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/scope/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err96];
        } else {
          vErrors.push(err96);
        }
        errors++;
      }
    }
    if (data.series !== void 0) {
      let data38 = data.series;
      if (Array.isArray(data38)) {
        if (data38.length > 50) {
          const err97 = { instancePath: instancePath + "/series", schemaPath: "#/properties/series/maxItems", keyword: "maxItems", params: { limit: 50 }, message: "must NOT have more than 50 items" };
          if (vErrors === null) {
            vErrors = [err97];
          } else {
            vErrors.push(err97);
          }
          errors++;
        }
        const len0 = data38.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data39 = data38[i0];
          if (typeof data39 === "string") {
            if (func2(data39) > 255) {
              const err98 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
            if (func2(data39) < 1) {
              const err99 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
          } else {
            const err100 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
      } else {
        const err101 = { instancePath: instancePath + "/series", schemaPath: "#/properties/series/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      }
    }
    if (data.display !== void 0) {
      if (typeof data.display !== "boolean") {
        const err102 = { instancePath: instancePath + "/display", schemaPath: "#/properties/display/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err102];
        } else {
          vErrors.push(err102);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data41 = data.source;
      if (!(data41 === "manual" || data41 === "agent" || data41 === "system")) {
        const err103 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema33.properties.source.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err103];
        } else {
          vErrors.push(err103);
        }
        errors++;
      }
    }
    if (data.evidence !== void 0) {
      let data42 = data.evidence;
      if (Array.isArray(data42)) {
        if (data42.length > 4) {
          const err104 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/maxItems", keyword: "maxItems", params: { limit: 4 }, message: "must NOT have more than 4 items" };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
        const len1 = data42.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data43 = data42[i1];
          if (!(data43 === "code" || data43 === "trace" || data43 === "data" || data43 === "customer")) {
            const err105 = { instancePath: instancePath + "/evidence/" + i1, schemaPath: "#/properties/evidence/items/enum", keyword: "enum", params: { allowedValues: schema33.properties.evidence.items.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
        let i2 = data42.length;
        let j0;
        if (i2 > 1) {
          outer0: for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func0(data42[i2], data42[j0])) {
                const err106 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err107 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err107];
        } else {
          vErrors.push(err107);
        }
        errors++;
      }
    }
    if (data.refs !== void 0) {
      let data44 = data.refs;
      if (Array.isArray(data44)) {
        if (data44.length > 50) {
          const err108 = { instancePath: instancePath + "/refs", schemaPath: "#/properties/refs/maxItems", keyword: "maxItems", params: { limit: 50 }, message: "must NOT have more than 50 items" };
          if (vErrors === null) {
            vErrors = [err108];
          } else {
            vErrors.push(err108);
          }
          errors++;
        }
        const len2 = data44.length;
        for (let i3 = 0; i3 < len2; i3++) {
          let data45 = data44[i3];
          const _errs121 = errors;
          let valid31 = true;
          const _errs122 = errors;
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            let missing6;
            if (data45.type === void 0 && (missing6 = "type")) {
              const err109 = {};
              if (vErrors === null) {
                vErrors = [err109];
              } else {
                vErrors.push(err109);
              }
              errors++;
            } else {
              if (data45.type !== void 0) {
                if ("annotation" !== data45.type) {
                  const err110 = {};
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid6 = _errs122 === errors;
          errors = _errs121;
          if (vErrors !== null) {
            if (_errs121) {
              vErrors.length = _errs121;
            } else {
              vErrors = null;
            }
          }
          let ifClause0;
          if (_valid6) {
            const _errs124 = errors;
            const _errs125 = errors;
            let valid33 = false;
            let passing0 = null;
            const _errs126 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value === void 0) {
                const err111 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/then/oneOf/0/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
            var _valid7 = _errs126 === errors;
            if (_valid7) {
              valid33 = true;
              passing0 = 0;
            }
            const _errs127 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.externalKey === void 0) {
                const err112 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/then/oneOf/1/required", keyword: "required", params: { missingProperty: "externalKey" }, message: "must have required property 'externalKey'" };
                if (vErrors === null) {
                  vErrors = [err112];
                } else {
                  vErrors.push(err112);
                }
                errors++;
              }
            }
            var _valid7 = _errs127 === errors;
            if (_valid7 && valid33) {
              valid33 = false;
              passing0 = [passing0, 1];
            } else {
              if (_valid7) {
                valid33 = true;
                passing0 = 1;
              }
            }
            if (!valid33) {
              const err113 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/then/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
              if (vErrors === null) {
                vErrors = [err113];
              } else {
                vErrors.push(err113);
              }
              errors++;
            } else {
              errors = _errs125;
              if (vErrors !== null) {
                if (_errs125) {
                  vErrors.length = _errs125;
                } else {
                  vErrors = null;
                }
              }
            }
            var _valid6 = _errs124 === errors;
            valid31 = _valid6;
            ifClause0 = "then";
          } else {
            const _errs128 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value === void 0) {
                const err114 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/else/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
              if (data45.externalKey !== void 0) {
                const err115 = { instancePath: instancePath + "/refs/" + i3 + "/externalKey", schemaPath: "#/$defs/ref/allOf/0/else/properties/externalKey/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
            }
            var _valid6 = _errs128 === errors;
            valid31 = _valid6;
            if (valid31) {
              var props4 = {};
              props4.externalKey = true;
              props4.type = true;
            }
            ifClause0 = "else";
          }
          if (!valid31) {
            const err116 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema' };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
          const _errs131 = errors;
          let valid35 = true;
          const _errs132 = errors;
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            let missing7;
            if (data45.type === void 0 && (missing7 = "type")) {
              const err117 = {};
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            } else {
              if (data45.type !== void 0) {
                if ("commit" !== data45.type) {
                  const err118 = {};
                  if (vErrors === null) {
                    vErrors = [err118];
                  } else {
                    vErrors.push(err118);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid8 = _errs132 === errors;
          errors = _errs131;
          if (vErrors !== null) {
            if (_errs131) {
              vErrors.length = _errs131;
            } else {
              vErrors = null;
            }
          }
          if (_valid8) {
            const _errs134 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value !== void 0) {
                let data49 = data45.value;
                if (typeof data49 === "string") {
                  if (!pattern10.test(data49)) {
                    const err119 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/1/then/properties/value/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{7,64}$" }, message: 'must match pattern "^[0-9a-fA-F]{7,64}$"' };
                    if (vErrors === null) {
                      vErrors = [err119];
                    } else {
                      vErrors.push(err119);
                    }
                    errors++;
                  }
                } else {
                  const err120 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/1/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err120];
                  } else {
                    vErrors.push(err120);
                  }
                  errors++;
                }
              }
            }
            var _valid8 = _errs134 === errors;
            valid35 = _valid8;
            if (valid35) {
              var props5 = {};
              props5.value = true;
              props5.type = true;
            }
          }
          if (!valid35) {
            const err121 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
          if (props4 !== true && props5 !== void 0) {
            if (props5 === true) {
              props4 = true;
            } else {
              props4 = props4 || {};
              Object.assign(props4, props5);
            }
          }
          const _errs140 = errors;
          let valid38 = true;
          const _errs141 = errors;
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            let missing8;
            if (data45.type === void 0 && (missing8 = "type")) {
              const err122 = {};
              if (vErrors === null) {
                vErrors = [err122];
              } else {
                vErrors.push(err122);
              }
              errors++;
            } else {
              if (data45.type !== void 0) {
                if ("url" !== data45.type) {
                  const err123 = {};
                  if (vErrors === null) {
                    vErrors = [err123];
                  } else {
                    vErrors.push(err123);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid9 = _errs141 === errors;
          errors = _errs140;
          if (vErrors !== null) {
            if (_errs140) {
              vErrors.length = _errs140;
            } else {
              vErrors = null;
            }
          }
          if (_valid9) {
            const _errs143 = errors;
            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
              if (data45.value !== void 0) {
                let data51 = data45.value;
                if (typeof data51 === "string") {
                  if (!pattern11.test(data51)) {
                    const err124 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/2/then/properties/value/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$"' };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                } else {
                  const err125 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/2/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err125];
                  } else {
                    vErrors.push(err125);
                  }
                  errors++;
                }
              }
            }
            var _valid9 = _errs143 === errors;
            valid38 = _valid9;
            if (valid38) {
              var props6 = {};
              props6.value = true;
              props6.type = true;
            }
          }
          if (!valid38) {
            const err126 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
          if (props4 !== true && props6 !== void 0) {
            if (props6 === true) {
              props4 = true;
            } else {
              props4 = props4 || {};
              Object.assign(props4, props6);
            }
          }
          if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            if (data45.type === void 0) {
              const err127 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
              if (vErrors === null) {
                vErrors = [err127];
              } else {
                vErrors.push(err127);
              }
              errors++;
            }
            for (const key2 in data45) {
              if (!(key2 === "type" || key2 === "value" || key2 === "externalKey")) {
                const err128 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err128];
                } else {
                  vErrors.push(err128);
                }
                errors++;
              }
            }
            if (data45.type !== void 0) {
              let data52 = data45.type;
              if (!(data52 === "finding" || data52 === "annotation" || data52 === "project" || data52 === "commit" || data52 === "release" || data52 === "url")) {
                const err129 = { instancePath: instancePath + "/refs/" + i3 + "/type", schemaPath: "#/$defs/ref/properties/type/enum", keyword: "enum", params: { allowedValues: schema37.properties.type.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err129];
                } else {
                  vErrors.push(err129);
                }
                errors++;
              }
            }
            if (data45.value !== void 0) {
              let data53 = data45.value;
              if (typeof data53 === "string") {
                if (func2(data53) > 2e3) {
                  const err130 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                  if (vErrors === null) {
                    vErrors = [err130];
                  } else {
                    vErrors.push(err130);
                  }
                  errors++;
                }
                if (func2(data53) < 1) {
                  const err131 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err131];
                  } else {
                    vErrors.push(err131);
                  }
                  errors++;
                }
              } else {
                const err132 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
            }
            if (data45.externalKey !== void 0) {
              let data54 = data45.externalKey;
              if (typeof data54 === "string") {
                if (!pattern4.test(data54)) {
                  const err133 = { instancePath: instancePath + "/refs/" + i3 + "/externalKey", schemaPath: "#/$defs/ref/properties/externalKey/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9._-]{1,128}$" }, message: 'must match pattern "^[a-z0-9._-]{1,128}$"' };
                  if (vErrors === null) {
                    vErrors = [err133];
                  } else {
                    vErrors.push(err133);
                  }
                  errors++;
                }
              } else {
                const err134 = { instancePath: instancePath + "/refs/" + i3 + "/externalKey", schemaPath: "#/$defs/ref/properties/externalKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err134];
                } else {
                  vErrors.push(err134);
                }
                errors++;
              }
            }
          } else {
            const err135 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
        }
      } else {
        const err136 = { instancePath: instancePath + "/refs", schemaPath: "#/properties/refs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      let data55 = data.note;
      if (typeof data55 === "string") {
        if (func2(data55) > 2e3) {
          const err137 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err137];
          } else {
            vErrors.push(err137);
          }
          errors++;
        }
        if (func2(data55) < 1) {
          const err138 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err138];
          } else {
            vErrors.push(err138);
          }
          errors++;
        }
      } else {
        const err139 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.dateTo !== void 0) {
      if (data.dateFrom === void 0) {
        const err140 = { instancePath, schemaPath: "#/dependentRequired", keyword: "dependentRequired", params: {
          property: "dateTo",
          missingProperty: "dateFrom",
          depsCount: 1,
          deps: "dateFrom"
        }, message: "must have property dateFrom when property dateTo is present" };
        if (vErrors === null) {
          vErrors = [err140];
        } else {
          vErrors.push(err140);
        }
        errors++;
      }
    }
  } else {
    const err141 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err141];
    } else {
      vErrors.push(err141);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var ruleCodes = { "#/allOf/5": "approximate.needsDate", "#/$defs/ref/allOf/0": "refs.refOrKey", "#/$defs/ref/allOf/1": "refs.value.commit", "#/$defs/ref/allOf/2": "refs.value.url" };
var knownFields = { "document": ["externalKey", "kind", "headline", "description", "dateFrom", "dateTo", "approximate", "status", "effect", "reading", "scope", "series", "display", "source", "evidence", "refs", "note"], "scope": ["applicationID", "os", "osVersion", "browser", "customTag1", "customTag2", "customTag3", "customTag4", "customTag5", "customTag6", "customTag7", "customTag8", "customTag9", "customTag10", "experimentRunID", "experimentVariantID"], "refs": ["type", "value", "externalKey"] };

// src/validate/check-document.ts
var DOCUMENT_FIELDS = knownFields;
function checkDocument(value) {
  if (!isMap2(value))
    return [
      {
        code: "document.notAnObject",
        message: `an annotation document must be a map of fields, not ${describeValue(value)}`,
        path: []
      }
    ];
  return checkRules(validate, value, {
    root: "document",
    ruleCodes,
    knownFields
  });
}

// src/validate/across-files-view.ts
var ACROSS_FILES_PLACES = {
  document: ["externalKey", "status"],
  scope: [],
  refs: ["externalKey"]
};
var FIELDS = ["externalKey", "kind", "status", "note"];
var REF_FIELDS = ["type", "externalKey"];
function acrossFilesView(value) {
  const view = pick(value, FIELDS);
  const refs = Object.hasOwn(value, "refs") ? value.refs : void 0;
  if (Array.isArray(refs))
    view.refs = refs.map((ref) => isMap2(ref) ? pick(ref, REF_FIELDS) : null);
  else if (refs !== void 0) view.refs = null;
  return view;
}
function pick(from, fields) {
  const out = {};
  for (const field of fields) if (Object.hasOwn(from, field)) out[field] = from[field];
  return out;
}

// src/read/diagnostic-caps.ts
var MAX_PER_FILE = 100;
var MAX_PER_RUN = 1e3;
var HOPELESS_ERRORS = 1e3;
var FileDiagnostics = class {
  kept = [];
  omitted;
  errors = 0;
  add(d) {
    if (d.severity === "error") this.errors++;
    if (this.kept.length < MAX_PER_FILE) this.kept.push(d);
    else this.omitted = count(this.omitted, d);
  }
  /**
   * Counts a diagnostic not yet placed in the file when no more are kept in full (placing one
   * costs more than reading it: a million empty documents would be placed for nothing): true
   * when it was counted, false when the caller should place it and `add` it.
   */
  countIfFull(d) {
    if (this.kept.length < MAX_PER_FILE) return false;
    if (d.severity === "error") this.errors++;
    this.omitted = count(this.omitted, d);
    return true;
  }
  /** True once the file has so many errors that reading on would only add to the count. */
  get hopeless() {
    return this.errors >= HOPELESS_ERRORS;
  }
  /**
   * The diagnostics kept, by line and column, and what was counted beyond them; `stoppedAtLine`
   * is the first line not read when reading stopped early.
   */
  result(stoppedAtLine) {
    const omitted = this.omitted;
    if (omitted && stoppedAtLine !== void 0) omitted.stoppedAtLine = stoppedAtLine;
    return { diagnostics: this.kept.sort(byPosition), ...omitted ? { omitted } : {} };
  }
};
function count(omitted, d, n = 1) {
  const o = omitted ?? { errors: 0, warnings: 0, codes: {} };
  if (d.severity === "error") o.errors += n;
  else o.warnings += n;
  o.codes[d.code] = (o.codes[d.code] ?? 0) + n;
  return o;
}
function addOmitted(into, more) {
  if (!more) return into;
  const o = into ?? { errors: 0, warnings: 0, codes: {} };
  o.errors += more.errors;
  o.warnings += more.warnings;
  for (const [code, n] of Object.entries(more.codes)) o.codes[code] = (o.codes[code] ?? 0) + n;
  if (more.stoppedAtLine !== void 0) o.stoppedAtLine = more.stoppedAtLine;
  return o;
}
function byPosition(a, b) {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

// src/read/excerpts.ts
var FRAME_BEFORE = 2;
var FRAME_AFTER = 1;
var SHOWN = 161;
function excerptOf(text, diagnostics) {
  const starts = lineStarts(text);
  const lines = {};
  for (const d of diagnostics) {
    for (const n of frameLines(d, starts.length)) {
      if (lines[n] !== void 0) continue;
      const from = starts[n - 1];
      let to = n < starts.length ? starts[n] - 1 : text.length;
      if (text[to - 1] === "\r") to--;
      lines[n] = text.slice(from, Math.min(to, from + SHOWN));
    }
  }
  return { lineCount: starts.length, lines };
}
function covers(excerpt2, d) {
  return frameLines(d, excerpt2.lineCount).every((n) => excerpt2.lines[n] !== void 0);
}
function frameLines(d, lineCount) {
  if (!d.line || d.line > lineCount) return [];
  const out = [];
  const last = Math.min(lineCount, d.line + FRAME_AFTER);
  for (let n = Math.max(1, d.line - FRAME_BEFORE); n <= last; n++) out.push(n);
  return out;
}
function lineStarts(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

// src/read/places.ts
function placeLine(pointer, r) {
  return `${pointer} ${r.line} ${r.column} ${r.endLine} ${r.endColumn}`;
}
function joinPlaces(lines) {
  return lines.join("\n");
}
function placeAt(places, pointer) {
  const key = `
${pointer} `;
  const at = places.indexOf(key);
  if (at < 0) return void 0;
  const end = places.indexOf("\n", at + 1);
  const [line, column, endLine, endColumn] = places.slice(at + key.length, end < 0 ? void 0 : end).split(" ").map(Number);
  return { line, column, endLine, endColumn };
}

// src/read/validate-file.ts
async function validateFile(found, keep = "whole") {
  return validateSource(await readSource(found.absolute, found.relative), found.relative, keep);
}
function validateEditorText(text, file, keep = "whole") {
  return validateSource(sourceOfText(text, file), file, keep);
}
function validateSource(source, file, keep) {
  if ("diagnostic" in source)
    return { file, annotations: 0, diagnostics: [source.diagnostic], documents: [] };
  return validateText(source.text, file, keep);
}
function validateText(text, file, keep = "whole") {
  const found = new FileDiagnostics();
  const documents = [];
  let annotations = 0;
  let stoppedAtLine;
  try {
    ({ annotations, stoppedAtLine } = readDocuments(text, file, {
      diagnostic: (d) => found.add(d),
      countIfFull: (d) => found.countIfFull(d),
      document: (doc) => {
        const issues = checkDocument(doc.value);
        for (const issue of issues)
          if (!found.countIfFull({ severity: "error", code: issue.code }))
            found.add(placeIssue(issue, doc, file));
        documents.push({
          file,
          index: doc.index,
          line: doc.line,
          value: keep === "whole" ? doc.value : acrossFilesView(doc.value),
          valid: issues.length === 0,
          places: placesOf(doc, keep === "whole" ? ALL_FIELDS : CHECKED_FIELDS)
        });
      },
      enough: () => found.hopeless
    }));
  } catch (error) {
    found.add({
      severity: "error",
      code: "yaml.syntax",
      message: `the YAML parser failed: ${error.message}`,
      file,
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 2
    });
  }
  findContinuedItems(text, file, (d) => {
    if (!found.countIfFull(d)) found.add(d);
  });
  const result = found.result(stoppedAtLine);
  const diagnostics = hintYamlSlips(result.diagnostics, text);
  const omitted = result.omitted;
  return {
    file,
    annotations,
    diagnostics,
    ...omitted ? { omitted } : {},
    ...diagnostics.length > 0 ? { excerpt: excerptOf(text, diagnostics) } : {},
    documents
  };
}
function placeIssue(issue, doc, file) {
  return {
    severity: "error",
    code: issue.code,
    message: issue.message,
    file,
    ...doc.locate(issue.path, issue.target),
    path: toPointer(issue.path),
    ...externalKeyOf(doc.value)
  };
}
function toPointer(path) {
  return path.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
function externalKeyOf(value) {
  const key = value?.externalKey;
  return typeof key === "string" ? { externalKey: key } : {};
}
var MAX_REFS = 50;
function pointersOf(fields) {
  const pointers = (names) => new Map(names.map((name) => [name, toPointer([name])]));
  return {
    document: pointers(fields.document),
    scope: pointers(fields.scope),
    refs: pointers(fields.refs)
  };
}
var ALL_FIELDS = pointersOf(DOCUMENT_FIELDS);
var CHECKED_FIELDS = pointersOf(ACROSS_FILES_PLACES);
var SCOPE_POINTER = toPointer(["scope"]);
var REFS_POINTER = toPointer(["refs"]);
function placesOf(doc, fields) {
  const lines = ["", placeLine("", doc.locate([], "parent"))];
  const add = (pointer, container, key, parent) => lines.push(placeLine(pointer, doc.placeOf(container, key) ?? doc.locate([...parent, key])));
  const { value } = doc;
  for (const [key, pointer] of fields.document)
    if (Object.hasOwn(value, key)) add(pointer, value, key, []);
  const { scope, refs } = value;
  if (fields.scope.size > 0 && isObject(scope)) {
    for (const [member, pointer] of fields.scope)
      if (Object.hasOwn(scope, member)) add(`${SCOPE_POINTER}${pointer}`, scope, member, ["scope"]);
  }
  if (Array.isArray(refs)) {
    const kept = Math.min(refs.length, MAX_REFS);
    for (let i = 0; i < kept; i++) {
      const at = `${REFS_POINTER}/${i}`;
      add(at, refs, i, ["refs"]);
      const ref = refs[i];
      if (!isObject(ref)) continue;
      for (const [field, pointer] of fields.refs)
        if (Object.hasOwn(ref, field)) add(`${at}${pointer}`, ref, field, ["refs", i]);
    }
  }
  return joinPlaces(lines);
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  excerptOf,
  covers,
  MAX_PER_FILE,
  MAX_PER_RUN,
  count,
  addOmitted,
  byPosition,
  controlCharacters,
  opensEntry,
  readDocuments,
  hintYamlSlips,
  checkDocument,
  placeAt,
  validateFile,
  validateEditorText,
  validateText,
  toPointer,
  externalKeyOf
};
