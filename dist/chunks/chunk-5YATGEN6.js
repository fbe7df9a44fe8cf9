import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// node_modules/yaml/browser/dist/nodes/identity.js
var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
function isCollection(node) {
  if (node && typeof node === "object")
    switch (node[NODE_TYPE]) {
      case MAP:
      case SEQ:
        return true;
    }
  return false;
}
function isNode(node) {
  if (node && typeof node === "object")
    switch (node[NODE_TYPE]) {
      case ALIAS:
      case MAP:
      case SCALAR:
      case SEQ:
        return true;
    }
  return false;
}
var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

// node_modules/yaml/browser/dist/visit.js
var BREAK = /* @__PURE__ */ Symbol("break visit");
var SKIP = /* @__PURE__ */ Symbol("skip children");
var REMOVE = /* @__PURE__ */ Symbol("remove node");
function visit(node, visitor) {
  const visitor_ = initVisitor(visitor);
  if (isDocument(node)) {
    const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
    if (cd === REMOVE)
      node.contents = null;
  } else
    visit_(null, node, visitor_, Object.freeze([]));
}
visit.BREAK = BREAK;
visit.SKIP = SKIP;
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
  const ctrl = callVisitor(key, node, visitor, path);
  if (isNode(ctrl) || isPair(ctrl)) {
    replaceNode(key, path, ctrl);
    return visit_(key, ctrl, visitor, path);
  }
  if (typeof ctrl !== "symbol") {
    if (isCollection(node)) {
      path = Object.freeze(path.concat(node));
      for (let i = 0; i < node.items.length; ++i) {
        const ci = visit_(i, node.items[i], visitor, path);
        if (typeof ci === "number")
          i = ci - 1;
        else if (ci === BREAK)
          return BREAK;
        else if (ci === REMOVE) {
          node.items.splice(i, 1);
          i -= 1;
        }
      }
    } else if (isPair(node)) {
      path = Object.freeze(path.concat(node));
      const ck = visit_("key", node.key, visitor, path);
      if (ck === BREAK)
        return BREAK;
      else if (ck === REMOVE)
        node.key = null;
      const cv = visit_("value", node.value, visitor, path);
      if (cv === BREAK)
        return BREAK;
      else if (cv === REMOVE)
        node.value = null;
    }
  }
  return ctrl;
}
async function visitAsync(node, visitor) {
  const visitor_ = initVisitor(visitor);
  if (isDocument(node)) {
    const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
    if (cd === REMOVE)
      node.contents = null;
  } else
    await visitAsync_(null, node, visitor_, Object.freeze([]));
}
visitAsync.BREAK = BREAK;
visitAsync.SKIP = SKIP;
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
  const ctrl = await callVisitor(key, node, visitor, path);
  if (isNode(ctrl) || isPair(ctrl)) {
    replaceNode(key, path, ctrl);
    return visitAsync_(key, ctrl, visitor, path);
  }
  if (typeof ctrl !== "symbol") {
    if (isCollection(node)) {
      path = Object.freeze(path.concat(node));
      for (let i = 0; i < node.items.length; ++i) {
        const ci = await visitAsync_(i, node.items[i], visitor, path);
        if (typeof ci === "number")
          i = ci - 1;
        else if (ci === BREAK)
          return BREAK;
        else if (ci === REMOVE) {
          node.items.splice(i, 1);
          i -= 1;
        }
      }
    } else if (isPair(node)) {
      path = Object.freeze(path.concat(node));
      const ck = await visitAsync_("key", node.key, visitor, path);
      if (ck === BREAK)
        return BREAK;
      else if (ck === REMOVE)
        node.key = null;
      const cv = await visitAsync_("value", node.value, visitor, path);
      if (cv === BREAK)
        return BREAK;
      else if (cv === REMOVE)
        node.value = null;
    }
  }
  return ctrl;
}
function initVisitor(visitor) {
  if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
    return Object.assign({
      Alias: visitor.Node,
      Map: visitor.Node,
      Scalar: visitor.Node,
      Seq: visitor.Node
    }, visitor.Value && {
      Map: visitor.Value,
      Scalar: visitor.Value,
      Seq: visitor.Value
    }, visitor.Collection && {
      Map: visitor.Collection,
      Seq: visitor.Collection
    }, visitor);
  }
  return visitor;
}
function callVisitor(key, node, visitor, path) {
  if (typeof visitor === "function")
    return visitor(key, node, path);
  if (isMap(node))
    return visitor.Map?.(key, node, path);
  if (isSeq(node))
    return visitor.Seq?.(key, node, path);
  if (isPair(node))
    return visitor.Pair?.(key, node, path);
  if (isScalar(node))
    return visitor.Scalar?.(key, node, path);
  if (isAlias(node))
    return visitor.Alias?.(key, node, path);
  return void 0;
}
function replaceNode(key, path, node) {
  const parent = path[path.length - 1];
  if (isCollection(parent)) {
    parent.items[key] = node;
  } else if (isPair(parent)) {
    if (key === "key")
      parent.key = node;
    else
      parent.value = node;
  } else if (isDocument(parent)) {
    parent.contents = node;
  } else {
    const pt = isAlias(parent) ? "alias" : "scalar";
    throw new Error(`Cannot replace node with ${pt} parent`);
  }
}

// node_modules/yaml/browser/dist/doc/directives.js
var escapeChars = {
  "!": "%21",
  ",": "%2C",
  "[": "%5B",
  "]": "%5D",
  "{": "%7B",
  "}": "%7D"
};
var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
var Directives = class _Directives {
  constructor(yaml, tags) {
    this.docStart = null;
    this.docEnd = false;
    this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
    this.tags = Object.assign({}, _Directives.defaultTags, tags);
  }
  clone() {
    const copy = new _Directives(this.yaml, this.tags);
    copy.docStart = this.docStart;
    return copy;
  }
  /**
   * During parsing, get a Directives instance for the current document and
   * update the stream state according to the current version's spec.
   */
  atDocument() {
    const res = new _Directives(this.yaml, this.tags);
    switch (this.yaml.version) {
      case "1.1":
        this.atNextDocument = true;
        break;
      case "1.2":
        this.atNextDocument = false;
        this.yaml = {
          explicit: _Directives.defaultYaml.explicit,
          version: "1.2"
        };
        this.tags = Object.assign({}, _Directives.defaultTags);
        break;
    }
    return res;
  }
  /**
   * @param onError - May be called even if the action was successful
   * @returns `true` on success
   */
  add(line, onError) {
    if (this.atNextDocument) {
      this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
      this.tags = Object.assign({}, _Directives.defaultTags);
      this.atNextDocument = false;
    }
    const parts = line.trim().split(/[ \t]+/);
    const name = parts.shift();
    switch (name) {
      case "%TAG": {
        if (parts.length !== 2) {
          onError(0, "%TAG directive should contain exactly two parts");
          if (parts.length < 2)
            return false;
        }
        const [handle, prefix] = parts;
        this.tags[handle] = prefix;
        return true;
      }
      case "%YAML": {
        this.yaml.explicit = true;
        if (parts.length !== 1) {
          onError(0, "%YAML directive should contain exactly one part");
          return false;
        }
        const [version] = parts;
        if (version === "1.1" || version === "1.2") {
          this.yaml.version = version;
          return true;
        } else {
          const isValid = /^\d+\.\d+$/.test(version);
          onError(6, `Unsupported YAML version ${version}`, isValid);
          return false;
        }
      }
      default:
        onError(0, `Unknown directive ${name}`, true);
        return false;
    }
  }
  /**
   * Resolves a tag, matching handles to those defined in %TAG directives.
   *
   * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
   *   `'!local'` tag, or `null` if unresolvable.
   */
  tagName(source, onError) {
    if (source === "!")
      return "!";
    if (source[0] !== "!") {
      onError(`Not a valid tag: ${source}`);
      return null;
    }
    if (source[1] === "<") {
      const verbatim = source.slice(2, -1);
      if (verbatim === "!" || verbatim === "!!") {
        onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
        return null;
      }
      if (source[source.length - 1] !== ">")
        onError("Verbatim tags must end with a >");
      return verbatim;
    }
    const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
    if (!suffix)
      onError(`The ${source} tag has no suffix`);
    const prefix = this.tags[handle];
    if (prefix) {
      try {
        return prefix + decodeURIComponent(suffix);
      } catch (error) {
        onError(String(error));
        return null;
      }
    }
    if (handle === "!")
      return source;
    onError(`Could not resolve tag: ${source}`);
    return null;
  }
  /**
   * Given a fully resolved tag, returns its printable string form,
   * taking into account current tag prefixes and defaults.
   */
  tagString(tag) {
    for (const [handle, prefix] of Object.entries(this.tags)) {
      if (tag.startsWith(prefix))
        return handle + escapeTagName(tag.substring(prefix.length));
    }
    return tag[0] === "!" ? tag : `!<${tag}>`;
  }
  toString(doc) {
    const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
    const tagEntries = Object.entries(this.tags);
    let tagNames;
    if (doc && tagEntries.length > 0 && isNode(doc.contents)) {
      const tags = {};
      visit(doc.contents, (_key, node) => {
        if (isNode(node) && node.tag)
          tags[node.tag] = true;
      });
      tagNames = Object.keys(tags);
    } else
      tagNames = [];
    for (const [handle, prefix] of tagEntries) {
      if (handle === "!!" && prefix === "tag:yaml.org,2002:")
        continue;
      if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
        lines.push(`%TAG ${handle} ${prefix}`);
    }
    return lines.join("\n");
  }
};
Directives.defaultYaml = { explicit: false, version: "1.2" };
Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };

// node_modules/yaml/browser/dist/doc/anchors.js
function anchorIsValid(anchor) {
  if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
    const sa = JSON.stringify(anchor);
    const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
    throw new Error(msg);
  }
  return true;
}
function anchorNames(root) {
  const anchors = /* @__PURE__ */ new Set();
  visit(root, {
    Value(_key, node) {
      if (node.anchor)
        anchors.add(node.anchor);
    }
  });
  return anchors;
}
function findNewAnchor(prefix, exclude) {
  for (let i = 1; true; ++i) {
    const name = `${prefix}${i}`;
    if (!exclude.has(name))
      return name;
  }
}
function createNodeAnchors(doc, prefix) {
  const aliasObjects = [];
  const sourceObjects = /* @__PURE__ */ new Map();
  let prevAnchors = null;
  return {
    onAnchor: (source) => {
      aliasObjects.push(source);
      prevAnchors ?? (prevAnchors = anchorNames(doc));
      const anchor = findNewAnchor(prefix, prevAnchors);
      prevAnchors.add(anchor);
      return anchor;
    },
    /**
     * With circular references, the source node is only resolved after all
     * of its child nodes are. This is why anchors are set only after all of
     * the nodes have been created.
     */
    setAnchors: () => {
      for (const source of aliasObjects) {
        const ref = sourceObjects.get(source);
        if (typeof ref === "object" && ref.anchor && (isScalar(ref.node) || isCollection(ref.node))) {
          ref.node.anchor = ref.anchor;
        } else {
          const error = new Error("Failed to resolve repeated object (this should not happen)");
          error.source = source;
          throw error;
        }
      }
    },
    sourceObjects
  };
}

// node_modules/yaml/browser/dist/doc/applyReviver.js
function applyReviver(reviver, obj, key, val) {
  if (val && typeof val === "object") {
    if (Array.isArray(val)) {
      for (let i = 0, len = val.length; i < len; ++i) {
        const v0 = val[i];
        const v1 = applyReviver(reviver, val, String(i), v0);
        if (v1 === void 0)
          delete val[i];
        else if (v1 !== v0)
          val[i] = v1;
      }
    } else if (val instanceof Map) {
      for (const k of Array.from(val.keys())) {
        const v0 = val.get(k);
        const v1 = applyReviver(reviver, val, k, v0);
        if (v1 === void 0)
          val.delete(k);
        else if (v1 !== v0)
          val.set(k, v1);
      }
    } else if (val instanceof Set) {
      for (const v0 of Array.from(val)) {
        const v1 = applyReviver(reviver, val, v0, v0);
        if (v1 === void 0)
          val.delete(v0);
        else if (v1 !== v0) {
          val.delete(v0);
          val.add(v1);
        }
      }
    } else {
      for (const [k, v0] of Object.entries(val)) {
        const v1 = applyReviver(reviver, val, k, v0);
        if (v1 === void 0)
          delete val[k];
        else if (v1 !== v0)
          val[k] = v1;
      }
    }
  }
  return reviver.call(obj, key, val);
}

// node_modules/yaml/browser/dist/nodes/toJS.js
function toJS(value, arg, ctx) {
  if (Array.isArray(value))
    return value.map((v, i) => toJS(v, String(i), ctx));
  if (value && typeof value.toJSON === "function") {
    if (!ctx || !hasAnchor(value))
      return value.toJSON(arg, ctx);
    const data = { aliasCount: 0, count: 1, res: void 0 };
    ctx.anchors.set(value, data);
    ctx.onCreate = (res2) => {
      data.res = res2;
      delete ctx.onCreate;
    };
    const res = value.toJSON(arg, ctx);
    if (ctx.onCreate)
      ctx.onCreate(res);
    return res;
  }
  if (typeof value === "bigint" && !ctx?.keep)
    return Number(value);
  return value;
}

// node_modules/yaml/browser/dist/nodes/Node.js
var NodeBase = class {
  constructor(type) {
    Object.defineProperty(this, NODE_TYPE, { value: type });
  }
  /** Create a copy of this node.  */
  clone() {
    const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
    if (this.range)
      copy.range = this.range.slice();
    return copy;
  }
  /** A plain JavaScript representation of this node. */
  toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
    if (!isDocument(doc))
      throw new TypeError("A document argument is required");
    const ctx = {
      anchors: /* @__PURE__ */ new Map(),
      doc,
      keep: true,
      mapAsMap: mapAsMap === true,
      mapKeyWarned: false,
      maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
    };
    const res = toJS(this, "", ctx);
    if (typeof onAnchor === "function")
      for (const { count: count2, res: res2 } of ctx.anchors.values())
        onAnchor(res2, count2);
    return typeof reviver === "function" ? applyReviver(reviver, { "": res }, "", res) : res;
  }
};

// node_modules/yaml/browser/dist/nodes/Alias.js
var Alias = class extends NodeBase {
  constructor(source) {
    super(ALIAS);
    this.source = source;
    Object.defineProperty(this, "tag", {
      set() {
        throw new Error("Alias nodes cannot have tags");
      }
    });
  }
  /**
   * Resolve the value of this alias within `doc`, finding the last
   * instance of the `source` anchor before this node.
   */
  resolve(doc, ctx) {
    if (ctx?.maxAliasCount === 0)
      throw new ReferenceError("Alias resolution is disabled");
    let nodes;
    if (ctx?.aliasResolveCache) {
      nodes = ctx.aliasResolveCache;
    } else {
      nodes = [];
      visit(doc, {
        Node: (_key, node) => {
          if (isAlias(node) || hasAnchor(node))
            nodes.push(node);
        }
      });
      if (ctx)
        ctx.aliasResolveCache = nodes;
    }
    let found = void 0;
    for (const node of nodes) {
      if (node === this)
        break;
      if (node.anchor === this.source)
        found = node;
    }
    if (found && ctx) {
      const { anchors, doc: doc2, maxAliasCount } = ctx;
      let data = anchors.get(found);
      if (!data) {
        toJS(found, null, ctx);
        data = anchors.get(found);
      }
      if (data?.res === void 0) {
        const msg = "This should not happen: Alias anchor was not resolved?";
        throw new ReferenceError(msg);
      }
      if (maxAliasCount >= 0) {
        data.count += 1;
        if (data.aliasCount === 0)
          data.aliasCount = getAliasCount(doc2, found, anchors);
        if (data.count * data.aliasCount > maxAliasCount) {
          const msg = "Excessive alias count indicates a resource exhaustion attack";
          throw new ReferenceError(msg);
        }
      }
    }
    return found;
  }
  toJSON(_arg, ctx) {
    if (!ctx)
      return { source: this.source };
    const source = this.resolve(ctx.doc, ctx);
    if (!source) {
      const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
      throw new ReferenceError(msg);
    }
    return ctx.anchors.get(source).res;
  }
  toString(ctx, _onComment, _onChompKeep) {
    const src = `*${this.source}`;
    if (ctx) {
      anchorIsValid(this.source);
      if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
        const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
        throw new Error(msg);
      }
      if (ctx.implicitKey)
        return `${src} `;
    }
    return src;
  }
};
function getAliasCount(doc, node, anchors) {
  if (isAlias(node)) {
    const source = node.resolve(doc);
    const anchor = anchors && source && anchors.get(source);
    return anchor ? anchor.count * anchor.aliasCount : 0;
  } else if (isCollection(node)) {
    let count2 = 0;
    for (const item of node.items) {
      const c = getAliasCount(doc, item, anchors);
      if (c > count2)
        count2 = c;
    }
    return count2;
  } else if (isPair(node)) {
    const kc = getAliasCount(doc, node.key, anchors);
    const vc = getAliasCount(doc, node.value, anchors);
    return Math.max(kc, vc);
  }
  return 1;
}

// node_modules/yaml/browser/dist/nodes/Scalar.js
var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
var Scalar = class extends NodeBase {
  constructor(value) {
    super(SCALAR);
    this.value = value;
  }
  toJSON(arg, ctx) {
    return ctx?.keep ? this.value : toJS(this.value, arg, ctx);
  }
  toString() {
    return String(this.value);
  }
};
Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
Scalar.PLAIN = "PLAIN";
Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";

// node_modules/yaml/browser/dist/doc/createNode.js
var defaultTagPrefix = "tag:yaml.org,2002:";
function findTagObject(value, tagName, tags) {
  if (tagName) {
    const match = tags.filter((t) => t.tag === tagName);
    const tagObj = match.find((t) => !t.format) ?? match[0];
    if (!tagObj)
      throw new Error(`Tag ${tagName} not found`);
    return tagObj;
  }
  return tags.find((t) => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
  if (isDocument(value))
    value = value.contents;
  if (isNode(value))
    return value;
  if (isPair(value)) {
    const map2 = ctx.schema[MAP].createNode?.(ctx.schema, null, ctx);
    map2.items.push(value);
    return map2;
  }
  if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
    value = value.valueOf();
  }
  const { aliasDuplicateObjects, onAnchor, onTagObj, schema: schema4, sourceObjects } = ctx;
  let ref = void 0;
  if (aliasDuplicateObjects && value && typeof value === "object") {
    ref = sourceObjects.get(value);
    if (ref) {
      ref.anchor ?? (ref.anchor = onAnchor(value));
      return new Alias(ref.anchor);
    } else {
      ref = { anchor: null, node: null };
      sourceObjects.set(value, ref);
    }
  }
  if (tagName?.startsWith("!!"))
    tagName = defaultTagPrefix + tagName.slice(2);
  let tagObj = findTagObject(value, tagName, schema4.tags);
  if (!tagObj) {
    if (value && typeof value.toJSON === "function") {
      value = value.toJSON();
    }
    if (!value || typeof value !== "object") {
      const node2 = new Scalar(value);
      if (ref)
        ref.node = node2;
      return node2;
    }
    tagObj = value instanceof Map ? schema4[MAP] : Symbol.iterator in Object(value) ? schema4[SEQ] : schema4[MAP];
  }
  if (onTagObj) {
    onTagObj(tagObj);
    delete ctx.onTagObj;
  }
  const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar(value);
  if (tagName)
    node.tag = tagName;
  else if (!tagObj.default)
    node.tag = tagObj.tag;
  if (ref)
    ref.node = node;
  return node;
}

// node_modules/yaml/browser/dist/nodes/Collection.js
function collectionFromPath(schema4, path, value) {
  let v = value;
  for (let i = path.length - 1; i >= 0; --i) {
    const k = path[i];
    if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
      const a = [];
      a[k] = v;
      v = a;
    } else {
      v = /* @__PURE__ */ new Map([[k, v]]);
    }
  }
  return createNode(v, void 0, {
    aliasDuplicateObjects: false,
    keepUndefined: false,
    onAnchor: () => {
      throw new Error("This should not happen, please report a bug.");
    },
    schema: schema4,
    sourceObjects: /* @__PURE__ */ new Map()
  });
}
var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
var Collection = class extends NodeBase {
  constructor(type, schema4) {
    super(type);
    Object.defineProperty(this, "schema", {
      value: schema4,
      configurable: true,
      enumerable: false,
      writable: true
    });
  }
  /**
   * Create a copy of this collection.
   *
   * @param schema - If defined, overwrites the original's schema
   */
  clone(schema4) {
    const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
    if (schema4)
      copy.schema = schema4;
    copy.items = copy.items.map((it) => isNode(it) || isPair(it) ? it.clone(schema4) : it);
    if (this.range)
      copy.range = this.range.slice();
    return copy;
  }
  /**
   * Adds a value to the collection. For `!!map` and `!!omap` the value must
   * be a Pair instance or a `{ key, value }` object, which may not have a key
   * that already exists in the map.
   */
  addIn(path, value) {
    if (isEmptyPath(path))
      this.add(value);
    else {
      const [key, ...rest] = path;
      const node = this.get(key, true);
      if (isCollection(node))
        node.addIn(rest, value);
      else if (node === void 0 && this.schema)
        this.set(key, collectionFromPath(this.schema, rest, value));
      else
        throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
  }
  /**
   * Removes a value from the collection.
   * @returns `true` if the item was found and removed.
   */
  deleteIn(path) {
    const [key, ...rest] = path;
    if (rest.length === 0)
      return this.delete(key);
    const node = this.get(key, true);
    if (isCollection(node))
      return node.deleteIn(rest);
    else
      throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
  }
  /**
   * Returns item at `key`, or `undefined` if not found. By default unwraps
   * scalar values from their surrounding node; to disable set `keepScalar` to
   * `true` (collections are always returned intact).
   */
  getIn(path, keepScalar) {
    const [key, ...rest] = path;
    const node = this.get(key, true);
    if (rest.length === 0)
      return !keepScalar && isScalar(node) ? node.value : node;
    else
      return isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
  }
  hasAllNullValues(allowScalar) {
    return this.items.every((node) => {
      if (!isPair(node))
        return false;
      const n = node.value;
      return n == null || allowScalar && isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
    });
  }
  /**
   * Checks if the collection includes a value with the key `key`.
   */
  hasIn(path) {
    const [key, ...rest] = path;
    if (rest.length === 0)
      return this.has(key);
    const node = this.get(key, true);
    return isCollection(node) ? node.hasIn(rest) : false;
  }
  /**
   * Sets a value in this collection. For `!!set`, `value` needs to be a
   * boolean to add/remove the item from the set.
   */
  setIn(path, value) {
    const [key, ...rest] = path;
    if (rest.length === 0) {
      this.set(key, value);
    } else {
      const node = this.get(key, true);
      if (isCollection(node))
        node.setIn(rest, value);
      else if (node === void 0 && this.schema)
        this.set(key, collectionFromPath(this.schema, rest, value));
      else
        throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
  }
};

// node_modules/yaml/browser/dist/stringify/stringifyComment.js
var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
function indentComment(comment, indent) {
  if (/^\n+$/.test(comment))
    return comment.substring(1);
  return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;

// node_modules/yaml/browser/dist/stringify/foldFlowLines.js
var FOLD_FLOW = "flow";
var FOLD_BLOCK = "block";
var FOLD_QUOTED = "quoted";
function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
  if (!lineWidth || lineWidth < 0)
    return text;
  if (lineWidth < minContentWidth)
    minContentWidth = 0;
  const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
  if (text.length <= endStep)
    return text;
  const folds = [];
  const escapedFolds = {};
  let end = lineWidth - indent.length;
  if (typeof indentAtStart === "number") {
    if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
      folds.push(0);
    else
      end = lineWidth - indentAtStart;
  }
  let split = void 0;
  let prev = void 0;
  let overflow = false;
  let i = -1;
  let escStart = -1;
  let escEnd = -1;
  if (mode === FOLD_BLOCK) {
    i = consumeMoreIndentedLines(text, i, indent.length);
    if (i !== -1)
      end = i + endStep;
  }
  for (let ch; ch = text[i += 1]; ) {
    if (mode === FOLD_QUOTED && ch === "\\") {
      escStart = i;
      switch (text[i + 1]) {
        case "x":
          i += 3;
          break;
        case "u":
          i += 5;
          break;
        case "U":
          i += 9;
          break;
        default:
          i += 1;
      }
      escEnd = i;
    }
    if (ch === "\n") {
      if (mode === FOLD_BLOCK)
        i = consumeMoreIndentedLines(text, i, indent.length);
      end = i + indent.length + endStep;
      split = void 0;
    } else {
      if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
        const next = text[i + 1];
        if (next && next !== " " && next !== "\n" && next !== "	")
          split = i;
      }
      if (i >= end) {
        if (split) {
          folds.push(split);
          end = split + endStep;
          split = void 0;
        } else if (mode === FOLD_QUOTED) {
          while (prev === " " || prev === "	") {
            prev = ch;
            ch = text[i += 1];
            overflow = true;
          }
          const j = i > escEnd + 1 ? i - 2 : escStart - 1;
          if (escapedFolds[j])
            return text;
          folds.push(j);
          escapedFolds[j] = true;
          end = j + endStep;
          split = void 0;
        } else {
          overflow = true;
        }
      }
    }
    prev = ch;
  }
  if (overflow && onOverflow)
    onOverflow();
  if (folds.length === 0)
    return text;
  if (onFold)
    onFold();
  let res = text.slice(0, folds[0]);
  for (let i2 = 0; i2 < folds.length; ++i2) {
    const fold = folds[i2];
    const end2 = folds[i2 + 1] || text.length;
    if (fold === 0)
      res = `
${indent}${text.slice(0, end2)}`;
    else {
      if (mode === FOLD_QUOTED && escapedFolds[fold])
        res += `${text[fold]}\\`;
      res += `
${indent}${text.slice(fold + 1, end2)}`;
    }
  }
  return res;
}
function consumeMoreIndentedLines(text, i, indent) {
  let end = i;
  let start = i + 1;
  let ch = text[start];
  while (ch === " " || ch === "	") {
    if (i < start + indent) {
      ch = text[++i];
    } else {
      do {
        ch = text[++i];
      } while (ch && ch !== "\n");
      end = i;
      start = i + 1;
      ch = text[start];
    }
  }
  return end;
}

// node_modules/yaml/browser/dist/stringify/stringifyString.js
var getFoldOptions = (ctx, isBlock3) => ({
  indentAtStart: isBlock3 ? ctx.indent.length : ctx.indentAtStart,
  lineWidth: ctx.options.lineWidth,
  minContentWidth: ctx.options.minContentWidth
});
var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
  if (!lineWidth || lineWidth < 0)
    return false;
  const limit = lineWidth - indentLength;
  const strLen = str.length;
  if (strLen <= limit)
    return false;
  for (let i = 0, start = 0; i < strLen; ++i) {
    if (str[i] === "\n") {
      if (i - start > limit)
        return true;
      start = i + 1;
      if (strLen - start <= limit)
        return false;
    }
  }
  return true;
}
function doubleQuotedString(value, ctx) {
  const json = JSON.stringify(value);
  if (ctx.options.doubleQuotedAsJSON)
    return json;
  const { implicitKey } = ctx;
  const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
  const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
  let str = "";
  let start = 0;
  for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
    if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
      str += json.slice(start, i) + "\\ ";
      i += 1;
      start = i;
      ch = "\\";
    }
    if (ch === "\\")
      switch (json[i + 1]) {
        case "u":
          {
            str += json.slice(start, i);
            const code = json.substr(i + 2, 4);
            switch (code) {
              case "0000":
                str += "\\0";
                break;
              case "0007":
                str += "\\a";
                break;
              case "000b":
                str += "\\v";
                break;
              case "001b":
                str += "\\e";
                break;
              case "0085":
                str += "\\N";
                break;
              case "00a0":
                str += "\\_";
                break;
              case "2028":
                str += "\\L";
                break;
              case "2029":
                str += "\\P";
                break;
              default:
                if (code.substr(0, 2) === "00")
                  str += "\\x" + code.substr(2);
                else
                  str += json.substr(i, 6);
            }
            i += 5;
            start = i + 1;
          }
          break;
        case "n":
          if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
            i += 1;
          } else {
            str += json.slice(start, i) + "\n\n";
            while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
              str += "\n";
              i += 2;
            }
            str += indent;
            if (json[i + 2] === " ")
              str += "\\";
            i += 1;
            start = i + 1;
          }
          break;
        default:
          i += 1;
      }
  }
  str = start ? str + json.slice(start) : json;
  return implicitKey ? str : foldFlowLines(str, indent, FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
  if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
    return doubleQuotedString(value, ctx);
  const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
  const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
  return ctx.implicitKey ? res : foldFlowLines(res, indent, FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
  const { singleQuote } = ctx.options;
  let qs;
  if (singleQuote === false)
    qs = doubleQuotedString;
  else {
    const hasDouble = value.includes('"');
    const hasSingle = value.includes("'");
    if (hasDouble && !hasSingle)
      qs = singleQuotedString;
    else if (hasSingle && !hasDouble)
      qs = doubleQuotedString;
    else
      qs = singleQuote ? singleQuotedString : doubleQuotedString;
  }
  return qs(value, ctx);
}
var blockEndNewlines;
try {
  blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
} catch {
  blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
  const { blockQuote, commentString, lineWidth } = ctx.options;
  if (!blockQuote || /\n[\t ]+$/.test(value)) {
    return quotedString(value, ctx);
  }
  const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
  const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.BLOCK_FOLDED ? false : type === Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
  if (!value)
    return literal ? "|\n" : ">\n";
  let chomp;
  let endStart;
  for (endStart = value.length; endStart > 0; --endStart) {
    const ch = value[endStart - 1];
    if (ch !== "\n" && ch !== "	" && ch !== " ")
      break;
  }
  let end = value.substring(endStart);
  const endNlPos = end.indexOf("\n");
  if (endNlPos === -1) {
    chomp = "-";
  } else if (value === end || endNlPos !== end.length - 1) {
    chomp = "+";
    if (onChompKeep)
      onChompKeep();
  } else {
    chomp = "";
  }
  if (end) {
    value = value.slice(0, -end.length);
    if (end[end.length - 1] === "\n")
      end = end.slice(0, -1);
    end = end.replace(blockEndNewlines, `$&${indent}`);
  }
  let startWithSpace = false;
  let startEnd;
  let startNlPos = -1;
  for (startEnd = 0; startEnd < value.length; ++startEnd) {
    const ch = value[startEnd];
    if (ch === " ")
      startWithSpace = true;
    else if (ch === "\n")
      startNlPos = startEnd;
    else
      break;
  }
  let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
  if (start) {
    value = value.substring(start.length);
    start = start.replace(/\n+/g, `$&${indent}`);
  }
  const indentSize = indent ? "2" : "1";
  let header = (startWithSpace ? indentSize : "") + chomp;
  if (comment) {
    header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
    if (onComment)
      onComment();
  }
  if (!literal) {
    const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
    let literalFallback = false;
    const foldOptions = getFoldOptions(ctx, true);
    if (blockQuote !== "folded" && type !== Scalar.BLOCK_FOLDED) {
      foldOptions.onOverflow = () => {
        literalFallback = true;
      };
    }
    const body = foldFlowLines(`${start}${foldedValue}${end}`, indent, FOLD_BLOCK, foldOptions);
    if (!literalFallback)
      return `>${header}
${indent}${body}`;
  }
  value = value.replace(/\n+/g, `$&${indent}`);
  return `|${header}
${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
  const { type, value } = item;
  const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
  if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
    return quotedString(value, ctx);
  }
  if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
    return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
  }
  if (!implicitKey && !inFlow && type !== Scalar.PLAIN && value.includes("\n")) {
    return blockString(item, ctx, onComment, onChompKeep);
  }
  if (containsDocumentMarker(value)) {
    if (indent === "") {
      ctx.forceBlockIndent = true;
      return blockString(item, ctx, onComment, onChompKeep);
    } else if (implicitKey && indent === indentStep) {
      return quotedString(value, ctx);
    }
  }
  const str = value.replace(/\n+/g, `$&
${indent}`);
  if (actualString) {
    const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
    const { compat, tags } = ctx.doc.schema;
    if (tags.some(test) || compat?.some(test))
      return quotedString(value, ctx);
  }
  return implicitKey ? str : foldFlowLines(str, indent, FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
  const { implicitKey, inFlow } = ctx;
  const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
  let { type } = item;
  if (type !== Scalar.QUOTE_DOUBLE) {
    if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
      type = Scalar.QUOTE_DOUBLE;
  }
  const _stringify = (_type) => {
    switch (_type) {
      case Scalar.BLOCK_FOLDED:
      case Scalar.BLOCK_LITERAL:
        return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
      case Scalar.QUOTE_DOUBLE:
        return doubleQuotedString(ss.value, ctx);
      case Scalar.QUOTE_SINGLE:
        return singleQuotedString(ss.value, ctx);
      case Scalar.PLAIN:
        return plainString(ss, ctx, onComment, onChompKeep);
      default:
        return null;
    }
  };
  let res = _stringify(type);
  if (res === null) {
    const { defaultKeyType, defaultStringType } = ctx.options;
    const t = implicitKey && defaultKeyType || defaultStringType;
    res = _stringify(t);
    if (res === null)
      throw new Error(`Unsupported default string type ${t}`);
  }
  return res;
}

// node_modules/yaml/browser/dist/stringify/stringify.js
function createStringifyContext(doc, options) {
  const opt = Object.assign({
    blockQuote: true,
    commentString: stringifyComment,
    defaultKeyType: null,
    defaultStringType: "PLAIN",
    directives: null,
    doubleQuotedAsJSON: false,
    doubleQuotedMinMultiLineLength: 40,
    falseStr: "false",
    flowCollectionPadding: true,
    indentSeq: true,
    lineWidth: 80,
    minContentWidth: 20,
    nullStr: "null",
    simpleKeys: false,
    singleQuote: null,
    trailingComma: false,
    trueStr: "true",
    verifyAliasOrder: true
  }, doc.schema.toStringOptions, options);
  let inFlow;
  switch (opt.collectionStyle) {
    case "block":
      inFlow = false;
      break;
    case "flow":
      inFlow = true;
      break;
    default:
      inFlow = null;
  }
  return {
    anchors: /* @__PURE__ */ new Set(),
    doc,
    flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
    indent: "",
    indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
    inFlow,
    options: opt
  };
}
function getTagObject(tags, item) {
  if (item.tag) {
    const match = tags.filter((t) => t.tag === item.tag);
    if (match.length > 0)
      return match.find((t) => t.format === item.format) ?? match[0];
  }
  let tagObj = void 0;
  let obj;
  if (isScalar(item)) {
    obj = item.value;
    let match = tags.filter((t) => t.identify?.(obj));
    if (match.length > 1) {
      const testMatch = match.filter((t) => t.test);
      if (testMatch.length > 0)
        match = testMatch;
    }
    tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
  } else {
    obj = item;
    tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
  }
  if (!tagObj) {
    const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
    throw new Error(`Tag not resolved for ${name} value`);
  }
  return tagObj;
}
function stringifyProps(node, tagObj, { anchors, doc }) {
  if (!doc.directives)
    return "";
  const props = [];
  const anchor = (isScalar(node) || isCollection(node)) && node.anchor;
  if (anchor && anchorIsValid(anchor)) {
    anchors.add(anchor);
    props.push(`&${anchor}`);
  }
  const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
  if (tag)
    props.push(doc.directives.tagString(tag));
  return props.join(" ");
}
function stringify(item, ctx, onComment, onChompKeep) {
  if (isPair(item))
    return item.toString(ctx, onComment, onChompKeep);
  if (isAlias(item)) {
    if (ctx.doc.directives)
      return item.toString(ctx);
    if (ctx.resolvedAliases?.has(item)) {
      throw new TypeError(`Cannot stringify circular structure without alias nodes`);
    } else {
      if (ctx.resolvedAliases)
        ctx.resolvedAliases.add(item);
      else
        ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
      item = item.resolve(ctx.doc);
    }
  }
  let tagObj = void 0;
  const node = isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
  tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
  const props = stringifyProps(node, tagObj, ctx);
  if (props.length > 0)
    ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
  const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : isScalar(node) ? stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
  if (!props)
    return str;
  return isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
}

// node_modules/yaml/browser/dist/stringify/stringifyPair.js
function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
  const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
  let keyComment = isNode(key) && key.comment || null;
  if (simpleKeys) {
    if (keyComment) {
      throw new Error("With simple keys, key nodes cannot have comments");
    }
    if (isCollection(key) || !isNode(key) && typeof key === "object") {
      const msg = "With simple keys, collection cannot be used as a key value";
      throw new Error(msg);
    }
  }
  let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || isCollection(key) || (isScalar(key) ? key.type === Scalar.BLOCK_FOLDED || key.type === Scalar.BLOCK_LITERAL : typeof key === "object"));
  ctx = Object.assign({}, ctx, {
    allNullValues: false,
    implicitKey: !explicitKey && (simpleKeys || !allNullValues),
    indent: indent + indentStep
  });
  let keyCommentDone = false;
  let chompKeep = false;
  let str = stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
  if (!explicitKey && !ctx.inFlow && str.length > 1024) {
    if (simpleKeys)
      throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
    explicitKey = true;
  }
  if (ctx.inFlow) {
    if (allNullValues || value == null) {
      if (keyCommentDone && onComment)
        onComment();
      return str === "" ? "?" : explicitKey ? `? ${str}` : str;
    }
  } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
    str = `? ${str}`;
    if (keyComment && !keyCommentDone) {
      str += lineComment(str, ctx.indent, commentString(keyComment));
    } else if (chompKeep && onChompKeep)
      onChompKeep();
    return str;
  }
  if (keyCommentDone)
    keyComment = null;
  if (explicitKey) {
    if (keyComment)
      str += lineComment(str, ctx.indent, commentString(keyComment));
    str = `? ${str}
${indent}:`;
  } else {
    str = `${str}:`;
    if (keyComment)
      str += lineComment(str, ctx.indent, commentString(keyComment));
  }
  let vsb, vcb, valueComment;
  if (isNode(value)) {
    vsb = !!value.spaceBefore;
    vcb = value.commentBefore;
    valueComment = value.comment;
  } else {
    vsb = false;
    vcb = null;
    valueComment = null;
    if (value && typeof value === "object")
      value = doc.createNode(value);
  }
  ctx.implicitKey = false;
  if (!explicitKey && !keyComment && isScalar(value))
    ctx.indentAtStart = str.length + 1;
  chompKeep = false;
  if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && isSeq(value) && !value.flow && !value.tag && !value.anchor) {
    ctx.indent = ctx.indent.substring(2);
  }
  let valueCommentDone = false;
  const valueStr = stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
  let ws = " ";
  if (keyComment || vsb || vcb) {
    ws = vsb ? "\n" : "";
    if (vcb) {
      const cs = commentString(vcb);
      ws += `
${indentComment(cs, ctx.indent)}`;
    }
    if (valueStr === "" && !ctx.inFlow) {
      if (ws === "\n" && valueComment)
        ws = "\n\n";
    } else {
      ws += `
${ctx.indent}`;
    }
  } else if (!explicitKey && isCollection(value)) {
    const vs0 = valueStr[0];
    const nl0 = valueStr.indexOf("\n");
    const hasNewline2 = nl0 !== -1;
    const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
    if (hasNewline2 || !flow) {
      let hasPropsLine = false;
      if (hasNewline2 && (vs0 === "&" || vs0 === "!")) {
        let sp0 = valueStr.indexOf(" ");
        if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
          sp0 = valueStr.indexOf(" ", sp0 + 1);
        }
        if (sp0 === -1 || nl0 < sp0)
          hasPropsLine = true;
      }
      if (!hasPropsLine)
        ws = `
${ctx.indent}`;
    }
  } else if (valueStr === "" || valueStr[0] === "\n") {
    ws = "";
  }
  str += ws + valueStr;
  if (ctx.inFlow) {
    if (valueCommentDone && onComment)
      onComment();
  } else if (valueComment && !valueCommentDone) {
    str += lineComment(str, ctx.indent, commentString(valueComment));
  } else if (chompKeep && onChompKeep) {
    onChompKeep();
  }
  return str;
}

// node_modules/yaml/browser/dist/log.js
function warn(logLevel, warning2) {
  if (logLevel === "debug" || logLevel === "warn") {
    console.warn(warning2);
  }
}

// node_modules/yaml/browser/dist/schema/yaml-1.1/merge.js
var MERGE_KEY = "<<";
var merge = {
  identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
  default: "key",
  tag: "tag:yaml.org,2002:merge",
  test: /^<<$/,
  resolve: () => Object.assign(new Scalar(Symbol(MERGE_KEY)), {
    addToJSMap: addMergeToJSMap
  }),
  stringify: () => MERGE_KEY
};
var isMergeKey = (ctx, key) => (merge.identify(key) || isScalar(key) && (!key.type || key.type === Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map2, value) {
  const source = resolveAliasValue(ctx, value);
  if (isSeq(source))
    for (const it of source.items)
      mergeValue(ctx, map2, it);
  else if (Array.isArray(source))
    for (const it of source)
      mergeValue(ctx, map2, it);
  else
    mergeValue(ctx, map2, source);
}
function mergeValue(ctx, map2, value) {
  const source = resolveAliasValue(ctx, value);
  if (!isMap(source))
    throw new Error("Merge sources must be maps or map aliases");
  const srcMap = source.toJSON(null, ctx, Map);
  for (const [key, value2] of srcMap) {
    if (map2 instanceof Map) {
      if (!map2.has(key))
        map2.set(key, value2);
    } else if (map2 instanceof Set) {
      map2.add(key);
    } else if (!Object.prototype.hasOwnProperty.call(map2, key)) {
      Object.defineProperty(map2, key, {
        value: value2,
        writable: true,
        enumerable: true,
        configurable: true
      });
    }
  }
  return map2;
}
function resolveAliasValue(ctx, value) {
  return ctx && isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

// node_modules/yaml/browser/dist/nodes/addPairToJSMap.js
function addPairToJSMap(ctx, map2, { key, value }) {
  if (isNode(key) && key.addToJSMap)
    key.addToJSMap(ctx, map2, value);
  else if (isMergeKey(ctx, key))
    addMergeToJSMap(ctx, map2, value);
  else {
    const jsKey = toJS(key, "", ctx);
    if (map2 instanceof Map) {
      map2.set(jsKey, toJS(value, jsKey, ctx));
    } else if (map2 instanceof Set) {
      map2.add(jsKey);
    } else {
      const stringKey = stringifyKey(key, jsKey, ctx);
      const jsValue = toJS(value, stringKey, ctx);
      if (stringKey in map2)
        Object.defineProperty(map2, stringKey, {
          value: jsValue,
          writable: true,
          enumerable: true,
          configurable: true
        });
      else
        map2[stringKey] = jsValue;
    }
  }
  return map2;
}
function stringifyKey(key, jsKey, ctx) {
  if (jsKey === null)
    return "";
  if (typeof jsKey !== "object")
    return String(jsKey);
  if (isNode(key) && ctx?.doc) {
    const strCtx = createStringifyContext(ctx.doc, {});
    strCtx.anchors = /* @__PURE__ */ new Set();
    for (const node of ctx.anchors.keys())
      strCtx.anchors.add(node.anchor);
    strCtx.inFlow = true;
    strCtx.inStringifyKey = true;
    const strKey = key.toString(strCtx);
    if (!ctx.mapKeyWarned) {
      let jsonStr = JSON.stringify(strKey);
      if (jsonStr.length > 40)
        jsonStr = jsonStr.substring(0, 36) + '..."';
      warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
      ctx.mapKeyWarned = true;
    }
    return strKey;
  }
  return JSON.stringify(jsKey);
}

// node_modules/yaml/browser/dist/nodes/Pair.js
function createPair(key, value, ctx) {
  const k = createNode(key, void 0, ctx);
  const v = createNode(value, void 0, ctx);
  return new Pair(k, v);
}
var Pair = class _Pair {
  constructor(key, value = null) {
    Object.defineProperty(this, NODE_TYPE, { value: PAIR });
    this.key = key;
    this.value = value;
  }
  clone(schema4) {
    let { key, value } = this;
    if (isNode(key))
      key = key.clone(schema4);
    if (isNode(value))
      value = value.clone(schema4);
    return new _Pair(key, value);
  }
  toJSON(_, ctx) {
    const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
    return addPairToJSMap(ctx, pair, this);
  }
  toString(ctx, onComment, onChompKeep) {
    return ctx?.doc ? stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
  }
};

// node_modules/yaml/browser/dist/stringify/stringifyCollection.js
function stringifyCollection(collection, ctx, options) {
  const flow = ctx.inFlow ?? collection.flow;
  const stringify4 = flow ? stringifyFlowCollection : stringifyBlockCollection;
  return stringify4(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
  const { indent, options: { commentString } } = ctx;
  const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
  let chompKeep = false;
  const lines = [];
  for (let i = 0; i < items.length; ++i) {
    const item = items[i];
    let comment2 = null;
    if (isNode(item)) {
      if (!chompKeep && item.spaceBefore)
        lines.push("");
      addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
      if (item.comment)
        comment2 = item.comment;
    } else if (isPair(item)) {
      const ik = isNode(item.key) ? item.key : null;
      if (ik) {
        if (!chompKeep && ik.spaceBefore)
          lines.push("");
        addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
      }
    }
    chompKeep = false;
    let str2 = stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
    if (comment2)
      str2 += lineComment(str2, itemIndent, commentString(comment2));
    if (chompKeep && comment2)
      chompKeep = false;
    lines.push(blockItemPrefix + str2);
  }
  let str;
  if (lines.length === 0) {
    str = flowChars.start + flowChars.end;
  } else {
    str = lines[0];
    for (let i = 1; i < lines.length; ++i) {
      const line = lines[i];
      str += line ? `
${indent}${line}` : "\n";
    }
  }
  if (comment) {
    str += "\n" + indentComment(commentString(comment), indent);
    if (onComment)
      onComment();
  } else if (chompKeep && onChompKeep)
    onChompKeep();
  return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
  const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
  itemIndent += indentStep;
  const itemCtx = Object.assign({}, ctx, {
    indent: itemIndent,
    inFlow: true,
    type: null
  });
  let reqNewline = false;
  let linesAtValue = 0;
  const lines = [];
  for (let i = 0; i < items.length; ++i) {
    const item = items[i];
    let comment = null;
    if (isNode(item)) {
      if (item.spaceBefore)
        lines.push("");
      addCommentBefore(ctx, lines, item.commentBefore, false);
      if (item.comment)
        comment = item.comment;
    } else if (isPair(item)) {
      const ik = isNode(item.key) ? item.key : null;
      if (ik) {
        if (ik.spaceBefore)
          lines.push("");
        addCommentBefore(ctx, lines, ik.commentBefore, false);
        if (ik.comment)
          reqNewline = true;
      }
      const iv = isNode(item.value) ? item.value : null;
      if (iv) {
        if (iv.comment)
          comment = iv.comment;
        if (iv.commentBefore)
          reqNewline = true;
      } else if (item.value == null && ik?.comment) {
        comment = ik.comment;
      }
    }
    if (comment)
      reqNewline = true;
    let str = stringify(item, itemCtx, () => comment = null);
    reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
    if (i < items.length - 1) {
      str += ",";
    } else if (ctx.options.trailingComma) {
      if (ctx.options.lineWidth > 0) {
        reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
      }
      if (reqNewline) {
        str += ",";
      }
    }
    if (comment)
      str += lineComment(str, itemIndent, commentString(comment));
    lines.push(str);
    linesAtValue = lines.length;
  }
  const { start, end } = flowChars;
  if (lines.length === 0) {
    return start + end;
  } else {
    if (!reqNewline) {
      const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
      reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
    }
    if (reqNewline) {
      let str = start;
      for (const line of lines)
        str += line ? `
${indentStep}${indent}${line}` : "\n";
      return `${str}
${indent}${end}`;
    } else {
      return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
    }
  }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
  if (comment && chompKeep)
    comment = comment.replace(/^\n+/, "");
  if (comment) {
    const ic = indentComment(commentString(comment), indent);
    lines.push(ic.trimStart());
  }
}

// node_modules/yaml/browser/dist/nodes/YAMLMap.js
function findPair(items, key) {
  const k = isScalar(key) ? key.value : key;
  for (const it of items) {
    if (isPair(it)) {
      if (it.key === key || it.key === k)
        return it;
      if (isScalar(it.key) && it.key.value === k)
        return it;
    }
  }
  return void 0;
}
var YAMLMap = class extends Collection {
  static get tagName() {
    return "tag:yaml.org,2002:map";
  }
  constructor(schema4) {
    super(MAP, schema4);
    this.items = [];
  }
  /**
   * A generic collection parsing method that can be extended
   * to other node classes that inherit from YAMLMap
   */
  static from(schema4, obj, ctx) {
    const { keepUndefined, replacer } = ctx;
    const map2 = new this(schema4);
    const add = (key, value) => {
      if (typeof replacer === "function")
        value = replacer.call(obj, key, value);
      else if (Array.isArray(replacer) && !replacer.includes(key))
        return;
      if (value !== void 0 || keepUndefined)
        map2.items.push(createPair(key, value, ctx));
    };
    if (obj instanceof Map) {
      for (const [key, value] of obj)
        add(key, value);
    } else if (obj && typeof obj === "object") {
      for (const key of Object.keys(obj))
        add(key, obj[key]);
    }
    if (typeof schema4.sortMapEntries === "function") {
      map2.items.sort(schema4.sortMapEntries);
    }
    return map2;
  }
  /**
   * Adds a value to the collection.
   *
   * @param overwrite - If not set `true`, using a key that is already in the
   *   collection will throw. Otherwise, overwrites the previous value.
   */
  add(pair, overwrite) {
    let _pair;
    if (isPair(pair))
      _pair = pair;
    else if (!pair || typeof pair !== "object" || !("key" in pair)) {
      _pair = new Pair(pair, pair?.value);
    } else
      _pair = new Pair(pair.key, pair.value);
    const prev = findPair(this.items, _pair.key);
    const sortEntries = this.schema?.sortMapEntries;
    if (prev) {
      if (!overwrite)
        throw new Error(`Key ${_pair.key} already set`);
      if (isScalar(prev.value) && isScalarValue(_pair.value))
        prev.value.value = _pair.value;
      else
        prev.value = _pair.value;
    } else if (sortEntries) {
      const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
      if (i === -1)
        this.items.push(_pair);
      else
        this.items.splice(i, 0, _pair);
    } else {
      this.items.push(_pair);
    }
  }
  delete(key) {
    const it = findPair(this.items, key);
    if (!it)
      return false;
    const del = this.items.splice(this.items.indexOf(it), 1);
    return del.length > 0;
  }
  get(key, keepScalar) {
    const it = findPair(this.items, key);
    const node = it?.value;
    return (!keepScalar && isScalar(node) ? node.value : node) ?? void 0;
  }
  has(key) {
    return !!findPair(this.items, key);
  }
  set(key, value) {
    this.add(new Pair(key, value), true);
  }
  /**
   * @param ctx - Conversion context, originally set in Document#toJS()
   * @param {Class} Type - If set, forces the returned collection type
   * @returns Instance of Type, Map, or Object
   */
  toJSON(_, ctx, Type) {
    const map2 = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
    if (ctx?.onCreate)
      ctx.onCreate(map2);
    for (const item of this.items)
      addPairToJSMap(ctx, map2, item);
    return map2;
  }
  toString(ctx, onComment, onChompKeep) {
    if (!ctx)
      return JSON.stringify(this);
    for (const item of this.items) {
      if (!isPair(item))
        throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
    }
    if (!ctx.allNullValues && this.hasAllNullValues(false))
      ctx = Object.assign({}, ctx, { allNullValues: true });
    return stringifyCollection(this, ctx, {
      blockItemPrefix: "",
      flowChars: { start: "{", end: "}" },
      itemIndent: ctx.indent || "",
      onChompKeep,
      onComment
    });
  }
};

// node_modules/yaml/browser/dist/schema/common/map.js
var map = {
  collection: "map",
  default: true,
  nodeClass: YAMLMap,
  tag: "tag:yaml.org,2002:map",
  resolve(map2, onError) {
    if (!isMap(map2))
      onError("Expected a mapping for this tag");
    return map2;
  },
  createNode: (schema4, obj, ctx) => YAMLMap.from(schema4, obj, ctx)
};

// node_modules/yaml/browser/dist/nodes/YAMLSeq.js
var YAMLSeq = class extends Collection {
  static get tagName() {
    return "tag:yaml.org,2002:seq";
  }
  constructor(schema4) {
    super(SEQ, schema4);
    this.items = [];
  }
  add(value) {
    this.items.push(value);
  }
  /**
   * Removes a value from the collection.
   *
   * `key` must contain a representation of an integer for this to succeed.
   * It may be wrapped in a `Scalar`.
   *
   * @returns `true` if the item was found and removed.
   */
  delete(key) {
    const idx = asItemIndex(key);
    if (typeof idx !== "number")
      return false;
    const del = this.items.splice(idx, 1);
    return del.length > 0;
  }
  get(key, keepScalar) {
    const idx = asItemIndex(key);
    if (typeof idx !== "number")
      return void 0;
    const it = this.items[idx];
    return !keepScalar && isScalar(it) ? it.value : it;
  }
  /**
   * Checks if the collection includes a value with the key `key`.
   *
   * `key` must contain a representation of an integer for this to succeed.
   * It may be wrapped in a `Scalar`.
   */
  has(key) {
    const idx = asItemIndex(key);
    return typeof idx === "number" && idx < this.items.length;
  }
  /**
   * Sets a value in this collection. For `!!set`, `value` needs to be a
   * boolean to add/remove the item from the set.
   *
   * If `key` does not contain a representation of an integer, this will throw.
   * It may be wrapped in a `Scalar`.
   */
  set(key, value) {
    const idx = asItemIndex(key);
    if (typeof idx !== "number")
      throw new Error(`Expected a valid index, not ${key}.`);
    const prev = this.items[idx];
    if (isScalar(prev) && isScalarValue(value))
      prev.value = value;
    else
      this.items[idx] = value;
  }
  toJSON(_, ctx) {
    const seq2 = [];
    if (ctx?.onCreate)
      ctx.onCreate(seq2);
    let i = 0;
    for (const item of this.items)
      seq2.push(toJS(item, String(i++), ctx));
    return seq2;
  }
  toString(ctx, onComment, onChompKeep) {
    if (!ctx)
      return JSON.stringify(this);
    return stringifyCollection(this, ctx, {
      blockItemPrefix: "- ",
      flowChars: { start: "[", end: "]" },
      itemIndent: (ctx.indent || "") + "  ",
      onChompKeep,
      onComment
    });
  }
  static from(schema4, obj, ctx) {
    const { replacer } = ctx;
    const seq2 = new this(schema4);
    if (obj && Symbol.iterator in Object(obj)) {
      let i = 0;
      for (let it of obj) {
        if (typeof replacer === "function") {
          const key = obj instanceof Set ? it : String(i++);
          it = replacer.call(obj, key, it);
        }
        seq2.items.push(createNode(it, void 0, ctx));
      }
    }
    return seq2;
  }
};
function asItemIndex(key) {
  let idx = isScalar(key) ? key.value : key;
  if (idx && typeof idx === "string")
    idx = Number(idx);
  return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
}

// node_modules/yaml/browser/dist/schema/common/seq.js
var seq = {
  collection: "seq",
  default: true,
  nodeClass: YAMLSeq,
  tag: "tag:yaml.org,2002:seq",
  resolve(seq2, onError) {
    if (!isSeq(seq2))
      onError("Expected a sequence for this tag");
    return seq2;
  },
  createNode: (schema4, obj, ctx) => YAMLSeq.from(schema4, obj, ctx)
};

// node_modules/yaml/browser/dist/schema/common/string.js
var string = {
  identify: (value) => typeof value === "string",
  default: true,
  tag: "tag:yaml.org,2002:str",
  resolve: (str) => str,
  stringify(item, ctx, onComment, onChompKeep) {
    ctx = Object.assign({ actualString: true }, ctx);
    return stringifyString(item, ctx, onComment, onChompKeep);
  }
};

// node_modules/yaml/browser/dist/schema/common/null.js
var nullTag = {
  identify: (value) => value == null,
  createNode: () => new Scalar(null),
  default: true,
  tag: "tag:yaml.org,2002:null",
  test: /^(?:~|[Nn]ull|NULL)?$/,
  resolve: () => new Scalar(null),
  stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
};

// node_modules/yaml/browser/dist/schema/core/bool.js
var boolTag = {
  identify: (value) => typeof value === "boolean",
  default: true,
  tag: "tag:yaml.org,2002:bool",
  test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
  resolve: (str) => new Scalar(str[0] === "t" || str[0] === "T"),
  stringify({ source, value }, ctx) {
    if (source && boolTag.test.test(source)) {
      const sv = source[0] === "t" || source[0] === "T";
      if (value === sv)
        return source;
    }
    return value ? ctx.options.trueStr : ctx.options.falseStr;
  }
};

// node_modules/yaml/browser/dist/stringify/stringifyNumber.js
function stringifyNumber({ format, minFractionDigits, tag, value }) {
  if (typeof value === "bigint")
    return String(value);
  const num = typeof value === "number" ? value : Number(value);
  if (!isFinite(num))
    return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
  let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
  if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
    let i = n.indexOf(".");
    if (i < 0) {
      i = n.length;
      n += ".";
    }
    let d = minFractionDigits - (n.length - i - 1);
    while (d-- > 0)
      n += "0";
  }
  return n;
}

// node_modules/yaml/browser/dist/schema/core/float.js
var floatNaN = {
  identify: (value) => typeof value === "number",
  default: true,
  tag: "tag:yaml.org,2002:float",
  test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
  resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
  stringify: stringifyNumber
};
var floatExp = {
  identify: (value) => typeof value === "number",
  default: true,
  tag: "tag:yaml.org,2002:float",
  format: "EXP",
  test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
  resolve: (str) => parseFloat(str),
  stringify(node) {
    const num = Number(node.value);
    return isFinite(num) ? num.toExponential() : stringifyNumber(node);
  }
};
var float = {
  identify: (value) => typeof value === "number",
  default: true,
  tag: "tag:yaml.org,2002:float",
  test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
  resolve(str) {
    const node = new Scalar(parseFloat(str));
    const dot = str.indexOf(".");
    if (dot !== -1 && str[str.length - 1] === "0")
      node.minFractionDigits = str.length - dot - 1;
    return node;
  },
  stringify: stringifyNumber
};

// node_modules/yaml/browser/dist/schema/core/int.js
var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
function intStringify(node, radix, prefix) {
  const { value } = node;
  if (intIdentify(value) && value >= 0)
    return prefix + value.toString(radix);
  return stringifyNumber(node);
}
var intOct = {
  identify: (value) => intIdentify(value) && value >= 0,
  default: true,
  tag: "tag:yaml.org,2002:int",
  format: "OCT",
  test: /^0o[0-7]+$/,
  resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
  stringify: (node) => intStringify(node, 8, "0o")
};
var int = {
  identify: intIdentify,
  default: true,
  tag: "tag:yaml.org,2002:int",
  test: /^[-+]?[0-9]+$/,
  resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
  stringify: stringifyNumber
};
var intHex = {
  identify: (value) => intIdentify(value) && value >= 0,
  default: true,
  tag: "tag:yaml.org,2002:int",
  format: "HEX",
  test: /^0x[0-9a-fA-F]+$/,
  resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
  stringify: (node) => intStringify(node, 16, "0x")
};

// node_modules/yaml/browser/dist/schema/core/schema.js
var schema = [
  map,
  seq,
  string,
  nullTag,
  boolTag,
  intOct,
  int,
  intHex,
  floatNaN,
  floatExp,
  float
];

// node_modules/yaml/browser/dist/schema/json/schema.js
function intIdentify2(value) {
  return typeof value === "bigint" || Number.isInteger(value);
}
var stringifyJSON = ({ value }) => JSON.stringify(value);
var jsonScalars = [
  {
    identify: (value) => typeof value === "string",
    default: true,
    tag: "tag:yaml.org,2002:str",
    resolve: (str) => str,
    stringify: stringifyJSON
  },
  {
    identify: (value) => value == null,
    createNode: () => new Scalar(null),
    default: true,
    tag: "tag:yaml.org,2002:null",
    test: /^null$/,
    resolve: () => null,
    stringify: stringifyJSON
  },
  {
    identify: (value) => typeof value === "boolean",
    default: true,
    tag: "tag:yaml.org,2002:bool",
    test: /^true$|^false$/,
    resolve: (str) => str === "true",
    stringify: stringifyJSON
  },
  {
    identify: intIdentify2,
    default: true,
    tag: "tag:yaml.org,2002:int",
    test: /^-?(?:0|[1-9][0-9]*)$/,
    resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
    stringify: ({ value }) => intIdentify2(value) ? value.toString() : JSON.stringify(value)
  },
  {
    identify: (value) => typeof value === "number",
    default: true,
    tag: "tag:yaml.org,2002:float",
    test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
    resolve: (str) => parseFloat(str),
    stringify: stringifyJSON
  }
];
var jsonError = {
  default: true,
  tag: "",
  test: /^/,
  resolve(str, onError) {
    onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
    return str;
  }
};
var schema2 = [map, seq].concat(jsonScalars, jsonError);

// node_modules/yaml/browser/dist/schema/yaml-1.1/binary.js
var binary = {
  identify: (value) => value instanceof Uint8Array,
  // Buffer inherits from Uint8Array
  default: false,
  tag: "tag:yaml.org,2002:binary",
  /**
   * Returns a Buffer in node and an Uint8Array in browsers
   *
   * To use the resulting buffer as an image, you'll want to do something like:
   *
   *   const blob = new Blob([buffer], { type: 'image/jpeg' })
   *   document.querySelector('#photo').src = URL.createObjectURL(blob)
   */
  resolve(src, onError) {
    if (typeof atob === "function") {
      const str = atob(src.replace(/[\n\r]/g, ""));
      const buffer = new Uint8Array(str.length);
      for (let i = 0; i < str.length; ++i)
        buffer[i] = str.charCodeAt(i);
      return buffer;
    } else {
      onError("This environment does not support reading binary tags; either Buffer or atob is required");
      return src;
    }
  },
  stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
    if (!value)
      return "";
    const buf = value;
    let str;
    if (typeof btoa === "function") {
      let s = "";
      for (let i = 0; i < buf.length; ++i)
        s += String.fromCharCode(buf[i]);
      str = btoa(s);
    } else {
      throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
    }
    type ?? (type = Scalar.BLOCK_LITERAL);
    if (type !== Scalar.QUOTE_DOUBLE) {
      const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
      const n = Math.ceil(str.length / lineWidth);
      const lines = new Array(n);
      for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
        lines[i] = str.substr(o, lineWidth);
      }
      str = lines.join(type === Scalar.BLOCK_LITERAL ? "\n" : " ");
    }
    return stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
  }
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/pairs.js
function resolvePairs(seq2, onError) {
  if (isSeq(seq2)) {
    for (let i = 0; i < seq2.items.length; ++i) {
      let item = seq2.items[i];
      if (isPair(item))
        continue;
      else if (isMap(item)) {
        if (item.items.length > 1)
          onError("Each pair must have its own sequence indicator");
        const pair = item.items[0] || new Pair(new Scalar(null));
        if (item.commentBefore)
          pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
        if (item.comment) {
          const cn = pair.value ?? pair.key;
          cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
        }
        item = pair;
      }
      seq2.items[i] = isPair(item) ? item : new Pair(item);
    }
  } else
    onError("Expected a sequence for this tag");
  return seq2;
}
function createPairs(schema4, iterable, ctx) {
  const { replacer } = ctx;
  const pairs2 = new YAMLSeq(schema4);
  pairs2.tag = "tag:yaml.org,2002:pairs";
  let i = 0;
  if (iterable && Symbol.iterator in Object(iterable))
    for (let it of iterable) {
      if (typeof replacer === "function")
        it = replacer.call(iterable, String(i++), it);
      let key, value;
      if (Array.isArray(it)) {
        if (it.length === 2) {
          key = it[0];
          value = it[1];
        } else
          throw new TypeError(`Expected [key, value] tuple: ${it}`);
      } else if (it && it instanceof Object) {
        const keys = Object.keys(it);
        if (keys.length === 1) {
          key = keys[0];
          value = it[key];
        } else {
          throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
        }
      } else {
        key = it;
      }
      pairs2.items.push(createPair(key, value, ctx));
    }
  return pairs2;
}
var pairs = {
  collection: "seq",
  default: false,
  tag: "tag:yaml.org,2002:pairs",
  resolve: resolvePairs,
  createNode: createPairs
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/omap.js
var YAMLOMap = class _YAMLOMap extends YAMLSeq {
  constructor() {
    super();
    this.add = YAMLMap.prototype.add.bind(this);
    this.delete = YAMLMap.prototype.delete.bind(this);
    this.get = YAMLMap.prototype.get.bind(this);
    this.has = YAMLMap.prototype.has.bind(this);
    this.set = YAMLMap.prototype.set.bind(this);
    this.tag = _YAMLOMap.tag;
  }
  /**
   * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
   * but TypeScript won't allow widening the signature of a child method.
   */
  toJSON(_, ctx) {
    if (!ctx)
      return super.toJSON(_);
    const map2 = /* @__PURE__ */ new Map();
    if (ctx?.onCreate)
      ctx.onCreate(map2);
    for (const pair of this.items) {
      let key, value;
      if (isPair(pair)) {
        key = toJS(pair.key, "", ctx);
        value = toJS(pair.value, key, ctx);
      } else {
        key = toJS(pair, "", ctx);
      }
      if (map2.has(key))
        throw new Error("Ordered maps must not include duplicate keys");
      map2.set(key, value);
    }
    return map2;
  }
  static from(schema4, iterable, ctx) {
    const pairs2 = createPairs(schema4, iterable, ctx);
    const omap2 = new this();
    omap2.items = pairs2.items;
    return omap2;
  }
};
YAMLOMap.tag = "tag:yaml.org,2002:omap";
var omap = {
  collection: "seq",
  identify: (value) => value instanceof Map,
  nodeClass: YAMLOMap,
  default: false,
  tag: "tag:yaml.org,2002:omap",
  resolve(seq2, onError) {
    const pairs2 = resolvePairs(seq2, onError);
    const seenKeys = [];
    for (const { key } of pairs2.items) {
      if (isScalar(key)) {
        if (seenKeys.includes(key.value)) {
          onError(`Ordered maps must not include duplicate keys: ${key.value}`);
        } else {
          seenKeys.push(key.value);
        }
      }
    }
    return Object.assign(new YAMLOMap(), pairs2);
  },
  createNode: (schema4, iterable, ctx) => YAMLOMap.from(schema4, iterable, ctx)
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/bool.js
function boolStringify({ value, source }, ctx) {
  const boolObj = value ? trueTag : falseTag;
  if (source && boolObj.test.test(source))
    return source;
  return value ? ctx.options.trueStr : ctx.options.falseStr;
}
var trueTag = {
  identify: (value) => value === true,
  default: true,
  tag: "tag:yaml.org,2002:bool",
  test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
  resolve: () => new Scalar(true),
  stringify: boolStringify
};
var falseTag = {
  identify: (value) => value === false,
  default: true,
  tag: "tag:yaml.org,2002:bool",
  test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
  resolve: () => new Scalar(false),
  stringify: boolStringify
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/float.js
var floatNaN2 = {
  identify: (value) => typeof value === "number",
  default: true,
  tag: "tag:yaml.org,2002:float",
  test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
  resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
  stringify: stringifyNumber
};
var floatExp2 = {
  identify: (value) => typeof value === "number",
  default: true,
  tag: "tag:yaml.org,2002:float",
  format: "EXP",
  test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
  resolve: (str) => parseFloat(str.replace(/_/g, "")),
  stringify(node) {
    const num = Number(node.value);
    return isFinite(num) ? num.toExponential() : stringifyNumber(node);
  }
};
var float2 = {
  identify: (value) => typeof value === "number",
  default: true,
  tag: "tag:yaml.org,2002:float",
  test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
  resolve(str) {
    const node = new Scalar(parseFloat(str.replace(/_/g, "")));
    const dot = str.indexOf(".");
    if (dot !== -1) {
      const f = str.substring(dot + 1).replace(/_/g, "");
      if (f[f.length - 1] === "0")
        node.minFractionDigits = f.length;
    }
    return node;
  },
  stringify: stringifyNumber
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/int.js
var intIdentify3 = (value) => typeof value === "bigint" || Number.isInteger(value);
function intResolve2(str, offset, radix, { intAsBigInt }) {
  const sign = str[0];
  if (sign === "-" || sign === "+")
    offset += 1;
  str = str.substring(offset).replace(/_/g, "");
  if (intAsBigInt) {
    switch (radix) {
      case 2:
        str = `0b${str}`;
        break;
      case 8:
        str = `0o${str}`;
        break;
      case 16:
        str = `0x${str}`;
        break;
    }
    const n2 = BigInt(str);
    return sign === "-" ? BigInt(-1) * n2 : n2;
  }
  const n = parseInt(str, radix);
  return sign === "-" ? -1 * n : n;
}
function intStringify2(node, radix, prefix) {
  const { value } = node;
  if (intIdentify3(value)) {
    const str = value.toString(radix);
    return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
  }
  return stringifyNumber(node);
}
var intBin = {
  identify: intIdentify3,
  default: true,
  tag: "tag:yaml.org,2002:int",
  format: "BIN",
  test: /^[-+]?0b[0-1_]+$/,
  resolve: (str, _onError, opt) => intResolve2(str, 2, 2, opt),
  stringify: (node) => intStringify2(node, 2, "0b")
};
var intOct2 = {
  identify: intIdentify3,
  default: true,
  tag: "tag:yaml.org,2002:int",
  format: "OCT",
  test: /^[-+]?0[0-7_]+$/,
  resolve: (str, _onError, opt) => intResolve2(str, 1, 8, opt),
  stringify: (node) => intStringify2(node, 8, "0")
};
var int2 = {
  identify: intIdentify3,
  default: true,
  tag: "tag:yaml.org,2002:int",
  test: /^[-+]?[0-9][0-9_]*$/,
  resolve: (str, _onError, opt) => intResolve2(str, 0, 10, opt),
  stringify: stringifyNumber
};
var intHex2 = {
  identify: intIdentify3,
  default: true,
  tag: "tag:yaml.org,2002:int",
  format: "HEX",
  test: /^[-+]?0x[0-9a-fA-F_]+$/,
  resolve: (str, _onError, opt) => intResolve2(str, 2, 16, opt),
  stringify: (node) => intStringify2(node, 16, "0x")
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/set.js
var YAMLSet = class _YAMLSet extends YAMLMap {
  constructor(schema4) {
    super(schema4);
    this.tag = _YAMLSet.tag;
  }
  add(key) {
    let pair;
    if (isPair(key))
      pair = key;
    else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
      pair = new Pair(key.key, null);
    else
      pair = new Pair(key, null);
    const prev = findPair(this.items, pair.key);
    if (!prev)
      this.items.push(pair);
  }
  /**
   * If `keepPair` is `true`, returns the Pair matching `key`.
   * Otherwise, returns the value of that Pair's key.
   */
  get(key, keepPair) {
    const pair = findPair(this.items, key);
    return !keepPair && isPair(pair) ? isScalar(pair.key) ? pair.key.value : pair.key : pair;
  }
  set(key, value) {
    if (typeof value !== "boolean")
      throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
    const prev = findPair(this.items, key);
    if (prev && !value) {
      this.items.splice(this.items.indexOf(prev), 1);
    } else if (!prev && value) {
      this.items.push(new Pair(key));
    }
  }
  toJSON(_, ctx) {
    return super.toJSON(_, ctx, Set);
  }
  toString(ctx, onComment, onChompKeep) {
    if (!ctx)
      return JSON.stringify(this);
    if (this.hasAllNullValues(true))
      return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
    else
      throw new Error("Set items must all have null values");
  }
  static from(schema4, iterable, ctx) {
    const { replacer } = ctx;
    const set2 = new this(schema4);
    if (iterable && Symbol.iterator in Object(iterable))
      for (let value of iterable) {
        if (typeof replacer === "function")
          value = replacer.call(iterable, value, value);
        set2.items.push(createPair(value, null, ctx));
      }
    return set2;
  }
};
YAMLSet.tag = "tag:yaml.org,2002:set";
var set = {
  collection: "map",
  identify: (value) => value instanceof Set,
  nodeClass: YAMLSet,
  default: false,
  tag: "tag:yaml.org,2002:set",
  createNode: (schema4, iterable, ctx) => YAMLSet.from(schema4, iterable, ctx),
  resolve(map2, onError) {
    if (isMap(map2)) {
      if (map2.hasAllNullValues(true))
        return Object.assign(new YAMLSet(), map2);
      else
        onError("Set items must all have null values");
    } else
      onError("Expected a mapping for this tag");
    return map2;
  }
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/timestamp.js
function parseSexagesimal(str, asBigInt) {
  const sign = str[0];
  const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
  const num = (n) => asBigInt ? BigInt(n) : Number(n);
  const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
  return sign === "-" ? num(-1) * res : res;
}
function stringifySexagesimal(node) {
  let { value } = node;
  let num = (n) => n;
  if (typeof value === "bigint")
    num = (n) => BigInt(n);
  else if (isNaN(value) || !isFinite(value))
    return stringifyNumber(node);
  let sign = "";
  if (value < 0) {
    sign = "-";
    value *= num(-1);
  }
  const _60 = num(60);
  const parts = [value % _60];
  if (value < 60) {
    parts.unshift(0);
  } else {
    value = (value - parts[0]) / _60;
    parts.unshift(value % _60);
    if (value >= 60) {
      value = (value - parts[0]) / _60;
      parts.unshift(value);
    }
  }
  return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
}
var intTime = {
  identify: (value) => typeof value === "bigint" || Number.isInteger(value),
  default: true,
  tag: "tag:yaml.org,2002:int",
  format: "TIME",
  test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
  resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
  stringify: stringifySexagesimal
};
var floatTime = {
  identify: (value) => typeof value === "number",
  default: true,
  tag: "tag:yaml.org,2002:float",
  format: "TIME",
  test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
  resolve: (str) => parseSexagesimal(str, false),
  stringify: stringifySexagesimal
};
var timestamp = {
  identify: (value) => value instanceof Date,
  default: true,
  tag: "tag:yaml.org,2002:timestamp",
  // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
  // may be omitted altogether, resulting in a date format. In such a case, the time part is
  // assumed to be 00:00:00Z (start of day, UTC).
  test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
  resolve(str) {
    const match = str.match(timestamp.test);
    if (!match)
      throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
    const [, year, month, day, hour, minute, second] = match.map(Number);
    const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
    let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
    const tz = match[8];
    if (tz && tz !== "Z") {
      let d = parseSexagesimal(tz, false);
      if (Math.abs(d) < 30)
        d *= 60;
      date -= 6e4 * d;
    }
    return new Date(date);
  },
  stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
};

// node_modules/yaml/browser/dist/schema/yaml-1.1/schema.js
var schema3 = [
  map,
  seq,
  string,
  nullTag,
  trueTag,
  falseTag,
  intBin,
  intOct2,
  int2,
  intHex2,
  floatNaN2,
  floatExp2,
  float2,
  binary,
  merge,
  omap,
  pairs,
  set,
  intTime,
  floatTime,
  timestamp
];

// node_modules/yaml/browser/dist/schema/tags.js
var schemas = /* @__PURE__ */ new Map([
  ["core", schema],
  ["failsafe", [map, seq, string]],
  ["json", schema2],
  ["yaml11", schema3],
  ["yaml-1.1", schema3]
]);
var tagsByName = {
  binary,
  bool: boolTag,
  float,
  floatExp,
  floatNaN,
  floatTime,
  int,
  intHex,
  intOct,
  intTime,
  map,
  merge,
  null: nullTag,
  omap,
  pairs,
  seq,
  set,
  timestamp
};
var coreKnownTags = {
  "tag:yaml.org,2002:binary": binary,
  "tag:yaml.org,2002:merge": merge,
  "tag:yaml.org,2002:omap": omap,
  "tag:yaml.org,2002:pairs": pairs,
  "tag:yaml.org,2002:set": set,
  "tag:yaml.org,2002:timestamp": timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
  const schemaTags = schemas.get(schemaName);
  if (schemaTags && !customTags) {
    return addMergeTag && !schemaTags.includes(merge) ? schemaTags.concat(merge) : schemaTags.slice();
  }
  let tags = schemaTags;
  if (!tags) {
    if (Array.isArray(customTags))
      tags = [];
    else {
      const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
      throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
    }
  }
  if (Array.isArray(customTags)) {
    for (const tag of customTags)
      tags = tags.concat(tag);
  } else if (typeof customTags === "function") {
    tags = customTags(tags.slice());
  }
  if (addMergeTag)
    tags = tags.concat(merge);
  return tags.reduce((tags2, tag) => {
    const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
    if (!tagObj) {
      const tagName = JSON.stringify(tag);
      const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
      throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
    }
    if (!tags2.includes(tagObj))
      tags2.push(tagObj);
    return tags2;
  }, []);
}

// node_modules/yaml/browser/dist/schema/Schema.js
var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
var Schema = class _Schema {
  constructor({ compat, customTags, merge: merge2, resolveKnownTags, schema: schema4, sortMapEntries, toStringDefaults }) {
    this.compat = Array.isArray(compat) ? getTags(compat, "compat") : compat ? getTags(null, compat) : null;
    this.name = typeof schema4 === "string" && schema4 || "core";
    this.knownTags = resolveKnownTags ? coreKnownTags : {};
    this.tags = getTags(customTags, this.name, merge2);
    this.toStringOptions = toStringDefaults ?? null;
    Object.defineProperty(this, MAP, { value: map });
    Object.defineProperty(this, SCALAR, { value: string });
    Object.defineProperty(this, SEQ, { value: seq });
    this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
  }
  clone() {
    const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
    copy.tags = this.tags.slice();
    return copy;
  }
};

// node_modules/yaml/browser/dist/stringify/stringifyDocument.js
function stringifyDocument(doc, options) {
  const lines = [];
  let hasDirectives = options.directives === true;
  if (options.directives !== false && doc.directives) {
    const dir = doc.directives.toString(doc);
    if (dir) {
      lines.push(dir);
      hasDirectives = true;
    } else if (doc.directives.docStart)
      hasDirectives = true;
  }
  if (hasDirectives)
    lines.push("---");
  const ctx = createStringifyContext(doc, options);
  const { commentString } = ctx.options;
  if (doc.commentBefore) {
    if (lines.length !== 1)
      lines.unshift("");
    const cs = commentString(doc.commentBefore);
    lines.unshift(indentComment(cs, ""));
  }
  let chompKeep = false;
  let contentComment = null;
  if (doc.contents) {
    if (isNode(doc.contents)) {
      if (doc.contents.spaceBefore && hasDirectives)
        lines.push("");
      if (doc.contents.commentBefore) {
        const cs = commentString(doc.contents.commentBefore);
        lines.push(indentComment(cs, ""));
      }
      ctx.forceBlockIndent = !!doc.comment;
      contentComment = doc.contents.comment;
    }
    const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
    let body = stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
    if (contentComment)
      body += lineComment(body, "", commentString(contentComment));
    if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
      lines[lines.length - 1] = `--- ${body}`;
    } else
      lines.push(body);
  } else {
    lines.push(stringify(doc.contents, ctx));
  }
  if (doc.directives?.docEnd) {
    if (doc.comment) {
      const cs = commentString(doc.comment);
      if (cs.includes("\n")) {
        lines.push("...");
        lines.push(indentComment(cs, ""));
      } else {
        lines.push(`... ${cs}`);
      }
    } else {
      lines.push("...");
    }
  } else {
    let dc = doc.comment;
    if (dc && chompKeep)
      dc = dc.replace(/^\n+/, "");
    if (dc) {
      if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
        lines.push("");
      lines.push(indentComment(commentString(dc), ""));
    }
  }
  return lines.join("\n") + "\n";
}

// node_modules/yaml/browser/dist/doc/Document.js
var Document = class _Document {
  constructor(value, replacer, options) {
    this.commentBefore = null;
    this.comment = null;
    this.errors = [];
    this.warnings = [];
    Object.defineProperty(this, NODE_TYPE, { value: DOC });
    let _replacer = null;
    if (typeof replacer === "function" || Array.isArray(replacer)) {
      _replacer = replacer;
    } else if (options === void 0 && replacer) {
      options = replacer;
      replacer = void 0;
    }
    const opt = Object.assign({
      intAsBigInt: false,
      keepSourceTokens: false,
      logLevel: "warn",
      prettyErrors: true,
      strict: true,
      stringKeys: false,
      uniqueKeys: true,
      version: "1.2"
    }, options);
    this.options = opt;
    let { version } = opt;
    if (options?._directives) {
      this.directives = options._directives.atDocument();
      if (this.directives.yaml.explicit)
        version = this.directives.yaml.version;
    } else
      this.directives = new Directives({ version });
    this.setSchema(version, options);
    this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
  }
  /**
   * Create a deep copy of this Document and its contents.
   *
   * Custom Node values that inherit from `Object` still refer to their original instances.
   */
  clone() {
    const copy = Object.create(_Document.prototype, {
      [NODE_TYPE]: { value: DOC }
    });
    copy.commentBefore = this.commentBefore;
    copy.comment = this.comment;
    copy.errors = this.errors.slice();
    copy.warnings = this.warnings.slice();
    copy.options = Object.assign({}, this.options);
    if (this.directives)
      copy.directives = this.directives.clone();
    copy.schema = this.schema.clone();
    copy.contents = isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
    if (this.range)
      copy.range = this.range.slice();
    return copy;
  }
  /** Adds a value to the document. */
  add(value) {
    if (assertCollection(this.contents))
      this.contents.add(value);
  }
  /** Adds a value to the document. */
  addIn(path, value) {
    if (assertCollection(this.contents))
      this.contents.addIn(path, value);
  }
  /**
   * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
   *
   * If `node` already has an anchor, `name` is ignored.
   * Otherwise, the `node.anchor` value will be set to `name`,
   * or if an anchor with that name is already present in the document,
   * `name` will be used as a prefix for a new unique anchor.
   * If `name` is undefined, the generated anchor will use 'a' as a prefix.
   */
  createAlias(node, name) {
    if (!node.anchor) {
      const prev = anchorNames(this);
      node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
      !name || prev.has(name) ? findNewAnchor(name || "a", prev) : name;
    }
    return new Alias(node.anchor);
  }
  createNode(value, replacer, options) {
    let _replacer = void 0;
    if (typeof replacer === "function") {
      value = replacer.call({ "": value }, "", value);
      _replacer = replacer;
    } else if (Array.isArray(replacer)) {
      const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
      const asStr = replacer.filter(keyToStr).map(String);
      if (asStr.length > 0)
        replacer = replacer.concat(asStr);
      _replacer = replacer;
    } else if (options === void 0 && replacer) {
      options = replacer;
      replacer = void 0;
    }
    const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
    const { onAnchor, setAnchors, sourceObjects } = createNodeAnchors(
      this,
      // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
      anchorPrefix || "a"
    );
    const ctx = {
      aliasDuplicateObjects: aliasDuplicateObjects ?? true,
      keepUndefined: keepUndefined ?? false,
      onAnchor,
      onTagObj,
      replacer: _replacer,
      schema: this.schema,
      sourceObjects
    };
    const node = createNode(value, tag, ctx);
    if (flow && isCollection(node))
      node.flow = true;
    setAnchors();
    return node;
  }
  /**
   * Convert a key and a value into a `Pair` using the current schema,
   * recursively wrapping all values as `Scalar` or `Collection` nodes.
   */
  createPair(key, value, options = {}) {
    const k = this.createNode(key, null, options);
    const v = this.createNode(value, null, options);
    return new Pair(k, v);
  }
  /**
   * Removes a value from the document.
   * @returns `true` if the item was found and removed.
   */
  delete(key) {
    return assertCollection(this.contents) ? this.contents.delete(key) : false;
  }
  /**
   * Removes a value from the document.
   * @returns `true` if the item was found and removed.
   */
  deleteIn(path) {
    if (isEmptyPath(path)) {
      if (this.contents == null)
        return false;
      this.contents = null;
      return true;
    }
    return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
  }
  /**
   * Returns item at `key`, or `undefined` if not found. By default unwraps
   * scalar values from their surrounding node; to disable set `keepScalar` to
   * `true` (collections are always returned intact).
   */
  get(key, keepScalar) {
    return isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
  }
  /**
   * Returns item at `path`, or `undefined` if not found. By default unwraps
   * scalar values from their surrounding node; to disable set `keepScalar` to
   * `true` (collections are always returned intact).
   */
  getIn(path, keepScalar) {
    if (isEmptyPath(path))
      return !keepScalar && isScalar(this.contents) ? this.contents.value : this.contents;
    return isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
  }
  /**
   * Checks if the document includes a value with the key `key`.
   */
  has(key) {
    return isCollection(this.contents) ? this.contents.has(key) : false;
  }
  /**
   * Checks if the document includes a value at `path`.
   */
  hasIn(path) {
    if (isEmptyPath(path))
      return this.contents !== void 0;
    return isCollection(this.contents) ? this.contents.hasIn(path) : false;
  }
  /**
   * Sets a value in this document. For `!!set`, `value` needs to be a
   * boolean to add/remove the item from the set.
   */
  set(key, value) {
    if (this.contents == null) {
      this.contents = collectionFromPath(this.schema, [key], value);
    } else if (assertCollection(this.contents)) {
      this.contents.set(key, value);
    }
  }
  /**
   * Sets a value in this document. For `!!set`, `value` needs to be a
   * boolean to add/remove the item from the set.
   */
  setIn(path, value) {
    if (isEmptyPath(path)) {
      this.contents = value;
    } else if (this.contents == null) {
      this.contents = collectionFromPath(this.schema, Array.from(path), value);
    } else if (assertCollection(this.contents)) {
      this.contents.setIn(path, value);
    }
  }
  /**
   * Change the YAML version and schema used by the document.
   * A `null` version disables support for directives, explicit tags, anchors, and aliases.
   * It also requires the `schema` option to be given as a `Schema` instance value.
   *
   * Overrides all previously set schema options.
   */
  setSchema(version, options = {}) {
    if (typeof version === "number")
      version = String(version);
    let opt;
    switch (version) {
      case "1.1":
        if (this.directives)
          this.directives.yaml.version = "1.1";
        else
          this.directives = new Directives({ version: "1.1" });
        opt = { resolveKnownTags: false, schema: "yaml-1.1" };
        break;
      case "1.2":
      case "next":
        if (this.directives)
          this.directives.yaml.version = version;
        else
          this.directives = new Directives({ version });
        opt = { resolveKnownTags: true, schema: "core" };
        break;
      case null:
        if (this.directives)
          delete this.directives;
        opt = null;
        break;
      default: {
        const sv = JSON.stringify(version);
        throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
      }
    }
    if (options.schema instanceof Object)
      this.schema = options.schema;
    else if (opt)
      this.schema = new Schema(Object.assign(opt, options));
    else
      throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
  }
  // json & jsonArg are only used from toJSON()
  toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
    const ctx = {
      anchors: /* @__PURE__ */ new Map(),
      doc: this,
      keep: !json,
      mapAsMap: mapAsMap === true,
      mapKeyWarned: false,
      maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
    };
    const res = toJS(this.contents, jsonArg ?? "", ctx);
    if (typeof onAnchor === "function")
      for (const { count: count2, res: res2 } of ctx.anchors.values())
        onAnchor(res2, count2);
    return typeof reviver === "function" ? applyReviver(reviver, { "": res }, "", res) : res;
  }
  /**
   * A JSON representation of the document `contents`.
   *
   * @param jsonArg Used by `JSON.stringify` to indicate the array index or
   *   property name.
   */
  toJSON(jsonArg, onAnchor) {
    return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
  }
  /** A YAML representation of the document. */
  toString(options = {}) {
    if (this.errors.length > 0)
      throw new Error("Document with errors cannot be stringified");
    if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
      const s = JSON.stringify(options.indent);
      throw new Error(`"indent" option must be a positive integer, not ${s}`);
    }
    return stringifyDocument(this, options);
  }
};
function assertCollection(contents) {
  if (isCollection(contents))
    return true;
  throw new Error("Expected a YAML collection as document contents");
}

// node_modules/yaml/browser/dist/errors.js
var YAMLError = class extends Error {
  constructor(name, pos, code, message) {
    super();
    this.name = name;
    this.code = code;
    this.message = message;
    this.pos = pos;
  }
};
var YAMLParseError = class extends YAMLError {
  constructor(pos, code, message) {
    super("YAMLParseError", pos, code, message);
  }
};
var YAMLWarning = class extends YAMLError {
  constructor(pos, code, message) {
    super("YAMLWarning", pos, code, message);
  }
};
var prettifyError = (src, lc) => (error) => {
  if (error.pos[0] === -1)
    return;
  error.linePos = error.pos.map((pos) => lc.linePos(pos));
  const { line, col } = error.linePos[0];
  error.message += ` at line ${line}, column ${col}`;
  let ci = col - 1;
  let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
  if (ci >= 60 && lineStr.length > 80) {
    const trimStart = Math.min(ci - 39, lineStr.length - 79);
    lineStr = "\u2026" + lineStr.substring(trimStart);
    ci -= trimStart - 1;
  }
  if (lineStr.length > 80)
    lineStr = lineStr.substring(0, 79) + "\u2026";
  if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
    let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
    if (prev.length > 80)
      prev = prev.substring(0, 79) + "\u2026\n";
    lineStr = prev + lineStr;
  }
  if (/[^ ]/.test(lineStr)) {
    let count2 = 1;
    const end = error.linePos[1];
    if (end?.line === line && end.col > col) {
      count2 = Math.max(1, Math.min(end.col - col, 80 - ci));
    }
    const pointer = " ".repeat(ci) + "^".repeat(count2);
    error.message += `:

${lineStr}
${pointer}
`;
  }
};

// node_modules/yaml/browser/dist/compose/resolve-props.js
function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
  let spaceBefore = false;
  let atNewline = startOnNewline;
  let hasSpace = startOnNewline;
  let comment = "";
  let commentSep = "";
  let hasNewline2 = false;
  let reqSpace = false;
  let tab = null;
  let anchor = null;
  let tag = null;
  let newlineAfterProp = null;
  let comma = null;
  let found = null;
  let start = null;
  for (const token of tokens) {
    if (reqSpace) {
      if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
        onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      reqSpace = false;
    }
    if (tab) {
      if (atNewline && token.type !== "comment" && token.type !== "newline") {
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      }
      tab = null;
    }
    switch (token.type) {
      case "space":
        if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
          tab = token;
        }
        hasSpace = true;
        break;
      case "comment": {
        if (!hasSpace)
          onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
        const cb = token.source.substring(1) || " ";
        if (!comment)
          comment = cb;
        else
          comment += commentSep + cb;
        commentSep = "";
        atNewline = false;
        break;
      }
      case "newline":
        if (atNewline) {
          if (comment)
            comment += token.source;
          else if (!found || indicator !== "seq-item-ind")
            spaceBefore = true;
        } else
          commentSep += token.source;
        atNewline = true;
        hasNewline2 = true;
        if (anchor || tag)
          newlineAfterProp = token;
        hasSpace = true;
        break;
      case "anchor":
        if (anchor)
          onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
        if (token.source.endsWith(":"))
          onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
        anchor = token;
        start ?? (start = token.offset);
        atNewline = false;
        hasSpace = false;
        reqSpace = true;
        break;
      case "tag": {
        if (tag)
          onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
        tag = token;
        start ?? (start = token.offset);
        atNewline = false;
        hasSpace = false;
        reqSpace = true;
        break;
      }
      case indicator:
        if (anchor || tag)
          onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
        if (found)
          onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
        found = token;
        atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
        hasSpace = false;
        break;
      case "comma":
        if (flow) {
          if (comma)
            onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
          comma = token;
          atNewline = false;
          hasSpace = false;
          break;
        }
      // else fallthrough
      default:
        onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
        atNewline = false;
        hasSpace = false;
    }
  }
  const last = tokens[tokens.length - 1];
  const end = last ? last.offset + last.source.length : offset;
  if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
    onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
  }
  if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
    onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
  return {
    comma,
    found,
    spaceBefore,
    comment,
    hasNewline: hasNewline2,
    anchor,
    tag,
    newlineAfterProp,
    end,
    start: start ?? end
  };
}

// node_modules/yaml/browser/dist/compose/util-contains-newline.js
function containsNewline(key) {
  if (!key)
    return null;
  switch (key.type) {
    case "alias":
    case "scalar":
    case "double-quoted-scalar":
    case "single-quoted-scalar":
      if (key.source.includes("\n"))
        return true;
      if (key.end) {
        for (const st of key.end)
          if (st.type === "newline")
            return true;
      }
      return false;
    case "flow-collection":
      for (const it of key.items) {
        for (const st of it.start)
          if (st.type === "newline")
            return true;
        if (it.sep) {
          for (const st of it.sep)
            if (st.type === "newline")
              return true;
        }
        if (containsNewline(it.key) || containsNewline(it.value))
          return true;
      }
      return false;
    default:
      return true;
  }
}

// node_modules/yaml/browser/dist/compose/util-flow-indent-check.js
function flowIndentCheck(indent, fc, onError) {
  if (fc?.type === "flow-collection") {
    const end = fc.end[0];
    if (end.indent === indent && (end.source === "]" || end.source === "}") && containsNewline(fc)) {
      const msg = "Flow end indicator should be more indented than parent";
      onError(end, "BAD_INDENT", msg, true);
    }
  }
}

// node_modules/yaml/browser/dist/compose/util-map-includes.js
function mapIncludes(ctx, items, search) {
  const { uniqueKeys } = ctx.options;
  if (uniqueKeys === false)
    return false;
  const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || isScalar(a) && isScalar(b) && a.value === b.value;
  return items.some((pair) => isEqual(pair.key, search));
}

// node_modules/yaml/browser/dist/compose/resolve-block-map.js
var startColMsg = "All mapping items must start at the same column";
function resolveBlockMap({ composeNode: composeNode2, composeEmptyNode: composeEmptyNode2 }, ctx, bm, onError, tag) {
  const NodeClass = tag?.nodeClass ?? YAMLMap;
  const map2 = new NodeClass(ctx.schema);
  if (ctx.atRoot)
    ctx.atRoot = false;
  let offset = bm.offset;
  let commentEnd = null;
  for (const collItem of bm.items) {
    const { start, key, sep: sep2, value } = collItem;
    const keyProps = resolveProps(start, {
      indicator: "explicit-key-ind",
      next: key ?? sep2?.[0],
      offset,
      onError,
      parentIndent: bm.indent,
      startOnNewline: true
    });
    const implicitKey = !keyProps.found;
    if (implicitKey) {
      if (key) {
        if (key.type === "block-seq")
          onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
        else if ("indent" in key && key.indent !== bm.indent)
          onError(offset, "BAD_INDENT", startColMsg);
      }
      if (!keyProps.anchor && !keyProps.tag && !sep2) {
        commentEnd = keyProps.end;
        if (keyProps.comment) {
          if (map2.comment)
            map2.comment += "\n" + keyProps.comment;
          else
            map2.comment = keyProps.comment;
        }
        continue;
      }
      if (keyProps.newlineAfterProp || containsNewline(key)) {
        onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
      }
    } else if (keyProps.found?.indent !== bm.indent) {
      onError(offset, "BAD_INDENT", startColMsg);
    }
    ctx.atKey = true;
    const keyStart = keyProps.end;
    const keyNode = key ? composeNode2(ctx, key, keyProps, onError) : composeEmptyNode2(ctx, keyStart, start, null, keyProps, onError);
    if (ctx.schema.compat)
      flowIndentCheck(bm.indent, key, onError);
    ctx.atKey = false;
    if (mapIncludes(ctx, map2.items, keyNode))
      onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
    const valueProps = resolveProps(sep2 ?? [], {
      indicator: "map-value-ind",
      next: value,
      offset: keyNode.range[2],
      onError,
      parentIndent: bm.indent,
      startOnNewline: !key || key.type === "block-scalar"
    });
    offset = valueProps.end;
    if (valueProps.found) {
      if (implicitKey) {
        if (value?.type === "block-map" && !valueProps.hasNewline)
          onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
        if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
          onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
      }
      const valueNode = value ? composeNode2(ctx, value, valueProps, onError) : composeEmptyNode2(ctx, offset, sep2, null, valueProps, onError);
      if (ctx.schema.compat)
        flowIndentCheck(bm.indent, value, onError);
      offset = valueNode.range[2];
      const pair = new Pair(keyNode, valueNode);
      if (ctx.options.keepSourceTokens)
        pair.srcToken = collItem;
      map2.items.push(pair);
    } else {
      if (implicitKey)
        onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
      if (valueProps.comment) {
        if (keyNode.comment)
          keyNode.comment += "\n" + valueProps.comment;
        else
          keyNode.comment = valueProps.comment;
      }
      const pair = new Pair(keyNode);
      if (ctx.options.keepSourceTokens)
        pair.srcToken = collItem;
      map2.items.push(pair);
    }
  }
  if (commentEnd && commentEnd < offset)
    onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
  map2.range = [bm.offset, offset, commentEnd ?? offset];
  return map2;
}

// node_modules/yaml/browser/dist/compose/resolve-block-seq.js
function resolveBlockSeq({ composeNode: composeNode2, composeEmptyNode: composeEmptyNode2 }, ctx, bs, onError, tag) {
  const NodeClass = tag?.nodeClass ?? YAMLSeq;
  const seq2 = new NodeClass(ctx.schema);
  if (ctx.atRoot)
    ctx.atRoot = false;
  if (ctx.atKey)
    ctx.atKey = false;
  let offset = bs.offset;
  let commentEnd = null;
  for (const { start, value } of bs.items) {
    const props = resolveProps(start, {
      indicator: "seq-item-ind",
      next: value,
      offset,
      onError,
      parentIndent: bs.indent,
      startOnNewline: true
    });
    if (!props.found) {
      if (props.anchor || props.tag || value) {
        if (value?.type === "block-seq")
          onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
        else
          onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
      } else {
        commentEnd = props.end;
        if (props.comment)
          seq2.comment = props.comment;
        continue;
      }
    }
    const node = value ? composeNode2(ctx, value, props, onError) : composeEmptyNode2(ctx, props.end, start, null, props, onError);
    if (ctx.schema.compat)
      flowIndentCheck(bs.indent, value, onError);
    offset = node.range[2];
    seq2.items.push(node);
  }
  seq2.range = [bs.offset, offset, commentEnd ?? offset];
  return seq2;
}

// node_modules/yaml/browser/dist/compose/resolve-end.js
function resolveEnd(end, offset, reqSpace, onError) {
  let comment = "";
  if (end) {
    let hasSpace = false;
    let sep2 = "";
    for (const token of end) {
      const { source, type } = token;
      switch (type) {
        case "space":
          hasSpace = true;
          break;
        case "comment": {
          if (reqSpace && !hasSpace)
            onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
          const cb = source.substring(1) || " ";
          if (!comment)
            comment = cb;
          else
            comment += sep2 + cb;
          sep2 = "";
          break;
        }
        case "newline":
          if (comment)
            sep2 += source;
          hasSpace = true;
          break;
        default:
          onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
      }
      offset += source.length;
    }
  }
  return { comment, offset };
}

// node_modules/yaml/browser/dist/compose/resolve-flow-collection.js
var blockMsg = "Block collections are not allowed within flow collections";
var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
function resolveFlowCollection({ composeNode: composeNode2, composeEmptyNode: composeEmptyNode2 }, ctx, fc, onError, tag) {
  const isMap3 = fc.start.source === "{";
  const fcName = isMap3 ? "flow map" : "flow sequence";
  const NodeClass = tag?.nodeClass ?? (isMap3 ? YAMLMap : YAMLSeq);
  const coll = new NodeClass(ctx.schema);
  coll.flow = true;
  const atRoot = ctx.atRoot;
  if (atRoot)
    ctx.atRoot = false;
  if (ctx.atKey)
    ctx.atKey = false;
  let offset = fc.offset + fc.start.source.length;
  for (let i = 0; i < fc.items.length; ++i) {
    const collItem = fc.items[i];
    const { start, key, sep: sep2, value } = collItem;
    const props = resolveProps(start, {
      flow: fcName,
      indicator: "explicit-key-ind",
      next: key ?? sep2?.[0],
      offset,
      onError,
      parentIndent: fc.indent,
      startOnNewline: false
    });
    if (!props.found) {
      if (!props.anchor && !props.tag && !sep2 && !value) {
        if (i === 0 && props.comma)
          onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        else if (i < fc.items.length - 1)
          onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
        if (props.comment) {
          if (coll.comment)
            coll.comment += "\n" + props.comment;
          else
            coll.comment = props.comment;
        }
        offset = props.end;
        continue;
      }
      if (!isMap3 && ctx.options.strict && containsNewline(key))
        onError(
          key,
          // checked by containsNewline()
          "MULTILINE_IMPLICIT_KEY",
          "Implicit keys of flow sequence pairs need to be on a single line"
        );
    }
    if (i === 0) {
      if (props.comma)
        onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
    } else {
      if (!props.comma)
        onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
      if (props.comment) {
        let prevItemComment = "";
        loop: for (const st of start) {
          switch (st.type) {
            case "comma":
            case "space":
              break;
            case "comment":
              prevItemComment = st.source.substring(1);
              break loop;
            default:
              break loop;
          }
        }
        if (prevItemComment) {
          let prev = coll.items[coll.items.length - 1];
          if (isPair(prev))
            prev = prev.value ?? prev.key;
          if (prev.comment)
            prev.comment += "\n" + prevItemComment;
          else
            prev.comment = prevItemComment;
          props.comment = props.comment.substring(prevItemComment.length + 1);
        }
      }
    }
    if (!isMap3 && !sep2 && !props.found) {
      const valueNode = value ? composeNode2(ctx, value, props, onError) : composeEmptyNode2(ctx, props.end, sep2, null, props, onError);
      coll.items.push(valueNode);
      offset = valueNode.range[2];
      if (isBlock(value))
        onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
    } else {
      ctx.atKey = true;
      const keyStart = props.end;
      const keyNode = key ? composeNode2(ctx, key, props, onError) : composeEmptyNode2(ctx, keyStart, start, null, props, onError);
      if (isBlock(key))
        onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
      ctx.atKey = false;
      const valueProps = resolveProps(sep2 ?? [], {
        flow: fcName,
        indicator: "map-value-ind",
        next: value,
        offset: keyNode.range[2],
        onError,
        parentIndent: fc.indent,
        startOnNewline: false
      });
      if (valueProps.found) {
        if (!isMap3 && !props.found && ctx.options.strict) {
          if (sep2)
            for (const st of sep2) {
              if (st === valueProps.found)
                break;
              if (st.type === "newline") {
                onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                break;
              }
            }
          if (props.start < valueProps.found.offset - 1024)
            onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
        }
      } else if (value) {
        if ("source" in value && value.source?.[0] === ":")
          onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
        else
          onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
      }
      const valueNode = value ? composeNode2(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode2(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
      if (valueNode) {
        if (isBlock(value))
          onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
      } else if (valueProps.comment) {
        if (keyNode.comment)
          keyNode.comment += "\n" + valueProps.comment;
        else
          keyNode.comment = valueProps.comment;
      }
      const pair = new Pair(keyNode, valueNode);
      if (ctx.options.keepSourceTokens)
        pair.srcToken = collItem;
      if (isMap3) {
        const map2 = coll;
        if (mapIncludes(ctx, map2.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        map2.items.push(pair);
      } else {
        const map2 = new YAMLMap(ctx.schema);
        map2.flow = true;
        map2.items.push(pair);
        const endRange = (valueNode ?? keyNode).range;
        map2.range = [keyNode.range[0], endRange[1], endRange[2]];
        coll.items.push(map2);
      }
      offset = valueNode ? valueNode.range[2] : valueProps.end;
    }
  }
  const expectedEnd = isMap3 ? "}" : "]";
  const [ce, ...ee] = fc.end;
  let cePos = offset;
  if (ce?.source === expectedEnd)
    cePos = ce.offset + ce.source.length;
  else {
    const name = fcName[0].toUpperCase() + fcName.substring(1);
    const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
    onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
    if (ce && ce.source.length !== 1)
      ee.unshift(ce);
  }
  if (ee.length > 0) {
    const end = resolveEnd(ee, cePos, ctx.options.strict, onError);
    if (end.comment) {
      if (coll.comment)
        coll.comment += "\n" + end.comment;
      else
        coll.comment = end.comment;
    }
    coll.range = [fc.offset, cePos, end.offset];
  } else {
    coll.range = [fc.offset, cePos, cePos];
  }
  return coll;
}

// node_modules/yaml/browser/dist/compose/compose-collection.js
function resolveCollection(CN2, ctx, token, onError, tagName, tag) {
  const coll = token.type === "block-map" ? resolveBlockMap(CN2, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq(CN2, ctx, token, onError, tag) : resolveFlowCollection(CN2, ctx, token, onError, tag);
  const Coll = coll.constructor;
  if (tagName === "!" || tagName === Coll.tagName) {
    coll.tag = Coll.tagName;
    return coll;
  }
  if (tagName)
    coll.tag = tagName;
  return coll;
}
function composeCollection(CN2, ctx, token, props, onError) {
  const tagToken = props.tag;
  const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
  if (token.type === "block-seq") {
    const { anchor, newlineAfterProp: nl } = props;
    const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
    if (lastProp && (!nl || nl.offset < lastProp.offset)) {
      const message = "Missing newline after block sequence props";
      onError(lastProp, "MISSING_CHAR", message);
    }
  }
  const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
  if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.tagName && expType === "seq") {
    return resolveCollection(CN2, ctx, token, onError, tagName);
  }
  let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
  if (!tag) {
    const kt = ctx.schema.knownTags[tagName];
    if (kt?.collection === expType) {
      ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
      tag = kt;
    } else {
      if (kt) {
        onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
      } else {
        onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
      }
      return resolveCollection(CN2, ctx, token, onError, tagName);
    }
  }
  const coll = resolveCollection(CN2, ctx, token, onError, tagName, tag);
  const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
  const node = isNode(res) ? res : new Scalar(res);
  node.range = coll.range;
  node.tag = tagName;
  if (tag?.format)
    node.format = tag.format;
  return node;
}

// node_modules/yaml/browser/dist/compose/resolve-block-scalar.js
function resolveBlockScalar(ctx, scalar, onError) {
  const start = scalar.offset;
  const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
  if (!header)
    return { value: "", type: null, comment: "", range: [start, start, start] };
  const type = header.mode === ">" ? Scalar.BLOCK_FOLDED : Scalar.BLOCK_LITERAL;
  const lines = scalar.source ? splitLines(scalar.source) : [];
  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    const content = lines[i][1];
    if (content === "" || content === "\r")
      chompStart = i;
    else
      break;
  }
  if (chompStart === 0) {
    const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
    let end2 = start + header.length;
    if (scalar.source)
      end2 += scalar.source.length;
    return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
  }
  let trimIndent = scalar.indent + header.indent;
  let offset = scalar.offset + header.length;
  let contentStart = 0;
  for (let i = 0; i < chompStart; ++i) {
    const [indent, content] = lines[i];
    if (content === "" || content === "\r") {
      if (header.indent === 0 && indent.length > trimIndent)
        trimIndent = indent.length;
    } else {
      if (indent.length < trimIndent) {
        const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
        onError(offset + indent.length, "MISSING_CHAR", message);
      }
      if (header.indent === 0)
        trimIndent = indent.length;
      contentStart = i;
      if (trimIndent === 0 && !ctx.atRoot) {
        const message = "Block scalar values in collections must be indented";
        onError(offset, "BAD_INDENT", message);
      }
      break;
    }
    offset += indent.length + content.length + 1;
  }
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if (lines[i][0].length > trimIndent)
      chompStart = i + 1;
  }
  let value = "";
  let sep2 = "";
  let prevMoreIndented = false;
  for (let i = 0; i < contentStart; ++i)
    value += lines[i][0].slice(trimIndent) + "\n";
  for (let i = contentStart; i < chompStart; ++i) {
    let [indent, content] = lines[i];
    offset += indent.length + content.length + 1;
    const crlf = content[content.length - 1] === "\r";
    if (crlf)
      content = content.slice(0, -1);
    if (content && indent.length < trimIndent) {
      const src = header.indent ? "explicit indentation indicator" : "first line";
      const message = `Block scalar lines must not be less indented than their ${src}`;
      onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
      indent = "";
    }
    if (type === Scalar.BLOCK_LITERAL) {
      value += sep2 + indent.slice(trimIndent) + content;
      sep2 = "\n";
    } else if (indent.length > trimIndent || content[0] === "	") {
      if (sep2 === " ")
        sep2 = "\n";
      else if (!prevMoreIndented && sep2 === "\n")
        sep2 = "\n\n";
      value += sep2 + indent.slice(trimIndent) + content;
      sep2 = "\n";
      prevMoreIndented = true;
    } else if (content === "") {
      if (sep2 === "\n")
        value += "\n";
      else
        sep2 = "\n";
    } else {
      value += sep2 + content;
      sep2 = " ";
      prevMoreIndented = false;
    }
  }
  switch (header.chomp) {
    case "-":
      break;
    case "+":
      for (let i = chompStart; i < lines.length; ++i)
        value += "\n" + lines[i][0].slice(trimIndent);
      if (value[value.length - 1] !== "\n")
        value += "\n";
      break;
    default:
      value += "\n";
  }
  const end = start + header.length + scalar.source.length;
  return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
  if (props[0].type !== "block-scalar-header") {
    onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
    return null;
  }
  const { source } = props[0];
  const mode = source[0];
  let indent = 0;
  let chomp = "";
  let error = -1;
  for (let i = 1; i < source.length; ++i) {
    const ch = source[i];
    if (!chomp && (ch === "-" || ch === "+"))
      chomp = ch;
    else {
      const n = Number(ch);
      if (!indent && n)
        indent = n;
      else if (error === -1)
        error = offset + i;
    }
  }
  if (error !== -1)
    onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
  let hasSpace = false;
  let comment = "";
  let length = source.length;
  for (let i = 1; i < props.length; ++i) {
    const token = props[i];
    switch (token.type) {
      case "space":
        hasSpace = true;
      // fallthrough
      case "newline":
        length += token.source.length;
        break;
      case "comment":
        if (strict && !hasSpace) {
          const message = "Comments must be separated from other tokens by white space characters";
          onError(token, "MISSING_CHAR", message);
        }
        length += token.source.length;
        comment = token.source.substring(1);
        break;
      case "error":
        onError(token, "UNEXPECTED_TOKEN", token.message);
        length += token.source.length;
        break;
      /* istanbul ignore next should not happen */
      default: {
        const message = `Unexpected token in block scalar header: ${token.type}`;
        onError(token, "UNEXPECTED_TOKEN", message);
        const ts = token.source;
        if (ts && typeof ts === "string")
          length += ts.length;
      }
    }
  }
  return { mode, indent, chomp, comment, length };
}
function splitLines(source) {
  const split = source.split(/\n( *)/);
  const first = split[0];
  const m = first.match(/^( *)/);
  const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
  const lines = [line0];
  for (let i = 1; i < split.length; i += 2)
    lines.push([split[i], split[i + 1]]);
  return lines;
}

// node_modules/yaml/browser/dist/compose/resolve-flow-scalar.js
function resolveFlowScalar(scalar, strict, onError) {
  const { offset, type, source, end } = scalar;
  let _type;
  let value;
  const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
  switch (type) {
    case "scalar":
      _type = Scalar.PLAIN;
      value = plainValue(source, _onError);
      break;
    case "single-quoted-scalar":
      _type = Scalar.QUOTE_SINGLE;
      value = singleQuotedValue(source, _onError);
      break;
    case "double-quoted-scalar":
      _type = Scalar.QUOTE_DOUBLE;
      value = doubleQuotedValue(source, _onError);
      break;
    /* istanbul ignore next should not happen */
    default:
      onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
      return {
        value: "",
        type: null,
        comment: "",
        range: [offset, offset + source.length, offset + source.length]
      };
  }
  const valueEnd = offset + source.length;
  const re = resolveEnd(end, valueEnd, strict, onError);
  return {
    value,
    type: _type,
    comment: re.comment,
    range: [offset, valueEnd, re.offset]
  };
}
function plainValue(source, onError) {
  let badChar = "";
  switch (source[0]) {
    /* istanbul ignore next should not happen */
    case "	":
      badChar = "a tab character";
      break;
    case ",":
      badChar = "flow indicator character ,";
      break;
    case "%":
      badChar = "directive indicator character %";
      break;
    case "|":
    case ">": {
      badChar = `block scalar indicator ${source[0]}`;
      break;
    }
    case "@":
    case "`": {
      badChar = `reserved character ${source[0]}`;
      break;
    }
  }
  if (badChar)
    onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
  return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
  if (source[source.length - 1] !== "'" || source.length === 1)
    onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
  return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
  const line = /(.*?)\r?\n/sy;
  let match = line.exec(source);
  if (!match)
    return source;
  let trimEnd, trimBoth;
  try {
    trimEnd = new RegExp("(?<![ 	])[ 	]+$");
    trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
  } catch {
    trimEnd = /[ \t]+$/;
    trimBoth = /^[ \t]+|[ \t]+$/g;
  }
  let res = match[1].replace(trimEnd, "");
  let sep2 = " ";
  let pos = line.lastIndex;
  while (match = line.exec(source)) {
    const lm = match[1].replace(trimBoth, "");
    if (lm === "") {
      if (sep2 === "\n")
        res += sep2;
      else
        sep2 = "\n";
    } else {
      res += sep2 + lm;
      sep2 = " ";
    }
    pos = line.lastIndex;
  }
  const last = /[ \t]*(.*)/sy;
  last.lastIndex = pos;
  match = last.exec(source);
  return res + sep2 + (match?.[1] ?? "");
}
function doubleQuotedValue(source, onError) {
  let res = "";
  for (let i = 1; i < source.length - 1; ++i) {
    const ch = source[i];
    if (ch === "\r" && source[i + 1] === "\n")
      continue;
    if (ch === "\n") {
      const { fold, offset } = foldNewline(source, i);
      res += fold;
      i = offset;
    } else if (ch === "\\") {
      let next = source[++i];
      const cc = escapeCodes[next];
      if (cc)
        res += cc;
      else if (next === "\n") {
        next = source[i + 1];
        while (next === " " || next === "	")
          next = source[++i + 1];
      } else if (next === "\r" && source[i + 1] === "\n") {
        next = source[++i + 1];
        while (next === " " || next === "	")
          next = source[++i + 1];
      } else if (next === "x" || next === "u" || next === "U") {
        const length = next === "x" ? 2 : next === "u" ? 4 : 8;
        res += parseCharCode(source, i + 1, length, onError);
        i += length;
      } else {
        const raw = source.substr(i - 1, 2);
        onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        res += raw;
      }
    } else if (ch === " " || ch === "	") {
      const wsStart = i;
      let next = source[i + 1];
      while (next === " " || next === "	")
        next = source[++i + 1];
      if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
        res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
    } else {
      res += ch;
    }
  }
  if (source[source.length - 1] !== '"' || source.length === 1)
    onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
  return res;
}
function foldNewline(source, offset) {
  let fold = "";
  let ch = source[offset + 1];
  while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
    if (ch === "\r" && source[offset + 2] !== "\n")
      break;
    if (ch === "\n")
      fold += "\n";
    offset += 1;
    ch = source[offset + 1];
  }
  if (!fold)
    fold = " ";
  return { fold, offset };
}
var escapeCodes = {
  "0": "\0",
  // null character
  a: "\x07",
  // bell character
  b: "\b",
  // backspace
  e: "\x1B",
  // escape character
  f: "\f",
  // form feed
  n: "\n",
  // line feed
  r: "\r",
  // carriage return
  t: "	",
  // horizontal tab
  v: "\v",
  // vertical tab
  N: "\x85",
  // Unicode next line
  _: "\xA0",
  // Unicode non-breaking space
  L: "\u2028",
  // Unicode line separator
  P: "\u2029",
  // Unicode paragraph separator
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  "	": "	"
};
function parseCharCode(source, offset, length, onError) {
  const cc = source.substr(offset, length);
  const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
  const code = ok ? parseInt(cc, 16) : NaN;
  try {
    return String.fromCodePoint(code);
  } catch {
    const raw = source.substr(offset - 2, length + 2);
    onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
    return raw;
  }
}

// node_modules/yaml/browser/dist/compose/compose-scalar.js
function composeScalar(ctx, token, tagToken, onError) {
  const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar(ctx, token, onError) : resolveFlowScalar(token, ctx.options.strict, onError);
  const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
  let tag;
  if (ctx.options.stringKeys && ctx.atKey) {
    tag = ctx.schema[SCALAR];
  } else if (tagName)
    tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
  else if (token.type === "scalar")
    tag = findScalarTagByTest(ctx, value, token, onError);
  else
    tag = ctx.schema[SCALAR];
  let scalar;
  try {
    const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
    scalar = isScalar(res) ? res : new Scalar(res);
  } catch (error) {
    const msg = error instanceof Error ? error.message : String(error);
    onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
    scalar = new Scalar(value);
  }
  scalar.range = range;
  scalar.source = value;
  if (type)
    scalar.type = type;
  if (tagName)
    scalar.tag = tagName;
  if (tag.format)
    scalar.format = tag.format;
  if (comment)
    scalar.comment = comment;
  return scalar;
}
function findScalarTagByName(schema4, value, tagName, tagToken, onError) {
  if (tagName === "!")
    return schema4[SCALAR];
  const matchWithTest = [];
  for (const tag of schema4.tags) {
    if (!tag.collection && tag.tag === tagName) {
      if (tag.default && tag.test)
        matchWithTest.push(tag);
      else
        return tag;
    }
  }
  for (const tag of matchWithTest)
    if (tag.test?.test(value))
      return tag;
  const kt = schema4.knownTags[tagName];
  if (kt && !kt.collection) {
    schema4.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
    return kt;
  }
  onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
  return schema4[SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema: schema4 }, value, token, onError) {
  const tag = schema4.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema4[SCALAR];
  if (schema4.compat) {
    const compat = schema4.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema4[SCALAR];
    if (tag.tag !== compat.tag) {
      const ts = directives.tagString(tag.tag);
      const cs = directives.tagString(compat.tag);
      const msg = `Value may be parsed as either ${ts} or ${cs}`;
      onError(token, "TAG_RESOLVE_FAILED", msg, true);
    }
  }
  return tag;
}

// node_modules/yaml/browser/dist/compose/util-empty-scalar-position.js
function emptyScalarPosition(offset, before, pos) {
  if (before) {
    pos ?? (pos = before.length);
    for (let i = pos - 1; i >= 0; --i) {
      let st = before[i];
      switch (st.type) {
        case "space":
        case "comment":
        case "newline":
          offset -= st.source.length;
          continue;
      }
      st = before[++i];
      while (st?.type === "space") {
        offset += st.source.length;
        st = before[++i];
      }
      break;
    }
  }
  return offset;
}

// node_modules/yaml/browser/dist/compose/compose-node.js
var CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
  const atKey = ctx.atKey;
  const { spaceBefore, comment, anchor, tag } = props;
  let node;
  let isSrcToken = true;
  switch (token.type) {
    case "alias":
      node = composeAlias(ctx, token, onError);
      if (anchor || tag)
        onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
      break;
    case "scalar":
    case "single-quoted-scalar":
    case "double-quoted-scalar":
    case "block-scalar":
      node = composeScalar(ctx, token, tag, onError);
      if (anchor)
        node.anchor = anchor.source.substring(1);
      break;
    case "block-map":
    case "block-seq":
    case "flow-collection":
      try {
        node = composeCollection(CN, ctx, token, props, onError);
        if (anchor)
          node.anchor = anchor.source.substring(1);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        onError(token, "RESOURCE_EXHAUSTION", message);
      }
      break;
    default: {
      const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
      onError(token, "UNEXPECTED_TOKEN", message);
      isSrcToken = false;
    }
  }
  node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
  if (anchor && node.anchor === "")
    onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
  if (atKey && ctx.options.stringKeys && (!isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
    const msg = "With stringKeys, all keys must be strings";
    onError(tag ?? token, "NON_STRING_KEY", msg);
  }
  if (spaceBefore)
    node.spaceBefore = true;
  if (comment) {
    if (token.type === "scalar" && token.source === "")
      node.comment = comment;
    else
      node.commentBefore = comment;
  }
  if (ctx.options.keepSourceTokens && isSrcToken)
    node.srcToken = token;
  return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
  const token = {
    type: "scalar",
    offset: emptyScalarPosition(offset, before, pos),
    indent: -1,
    source: ""
  };
  const node = composeScalar(ctx, token, tag, onError);
  if (anchor) {
    node.anchor = anchor.source.substring(1);
    if (node.anchor === "")
      onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
  }
  if (spaceBefore)
    node.spaceBefore = true;
  if (comment) {
    node.comment = comment;
    node.range[2] = end;
  }
  return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
  const alias = new Alias(source.substring(1));
  if (alias.source === "")
    onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
  if (alias.source.endsWith(":"))
    onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
  const valueEnd = offset + source.length;
  const re = resolveEnd(end, valueEnd, options.strict, onError);
  alias.range = [offset, valueEnd, re.offset];
  if (re.comment)
    alias.comment = re.comment;
  return alias;
}

// node_modules/yaml/browser/dist/compose/compose-doc.js
function composeDoc(options, directives, { offset, start, value, end }, onError) {
  const opts = Object.assign({ _directives: directives }, options);
  const doc = new Document(void 0, opts);
  const ctx = {
    atKey: false,
    atRoot: true,
    directives: doc.directives,
    options: doc.options,
    schema: doc.schema
  };
  const props = resolveProps(start, {
    indicator: "doc-start",
    next: value ?? end?.[0],
    offset,
    onError,
    parentIndent: 0,
    startOnNewline: true
  });
  if (props.found) {
    doc.directives.docStart = true;
    if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
      onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
  }
  doc.contents = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
  const contentEnd = doc.contents.range[2];
  const re = resolveEnd(end, contentEnd, false, onError);
  if (re.comment)
    doc.comment = re.comment;
  doc.range = [offset, contentEnd, re.offset];
  return doc;
}

// node_modules/yaml/browser/dist/compose/composer.js
function getErrorPos(src) {
  if (typeof src === "number")
    return [src, src + 1];
  if (Array.isArray(src))
    return src.length === 2 ? src : [src[0], src[1]];
  const { offset, source } = src;
  return [offset, offset + (typeof source === "string" ? source.length : 1)];
}
function parsePrelude(prelude) {
  let comment = "";
  let atComment = false;
  let afterEmptyLine = false;
  for (let i = 0; i < prelude.length; ++i) {
    const source = prelude[i];
    switch (source[0]) {
      case "#":
        comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
        atComment = true;
        afterEmptyLine = false;
        break;
      case "%":
        if (prelude[i + 1]?.[0] !== "#")
          i += 1;
        atComment = false;
        break;
      default:
        if (!atComment)
          afterEmptyLine = true;
        atComment = false;
    }
  }
  return { comment, afterEmptyLine };
}
var Composer = class {
  constructor(options = {}) {
    this.doc = null;
    this.atDirectives = false;
    this.prelude = [];
    this.errors = [];
    this.warnings = [];
    this.onError = (source, code, message, warning2) => {
      const pos = getErrorPos(source);
      if (warning2)
        this.warnings.push(new YAMLWarning(pos, code, message));
      else
        this.errors.push(new YAMLParseError(pos, code, message));
    };
    this.directives = new Directives({ version: options.version || "1.2" });
    this.options = options;
  }
  decorate(doc, afterDoc) {
    const { comment, afterEmptyLine } = parsePrelude(this.prelude);
    if (comment) {
      const dc = doc.contents;
      if (afterDoc) {
        doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
      } else if (afterEmptyLine || doc.directives.docStart || !dc) {
        doc.commentBefore = comment;
      } else if (isCollection(dc) && !dc.flow && dc.items.length > 0) {
        let it = dc.items[0];
        if (isPair(it))
          it = it.key;
        const cb = it.commentBefore;
        it.commentBefore = cb ? `${comment}
${cb}` : comment;
      } else {
        const cb = dc.commentBefore;
        dc.commentBefore = cb ? `${comment}
${cb}` : comment;
      }
    }
    if (afterDoc) {
      for (let i = 0; i < this.errors.length; ++i)
        doc.errors.push(this.errors[i]);
      for (let i = 0; i < this.warnings.length; ++i)
        doc.warnings.push(this.warnings[i]);
    } else {
      doc.errors = this.errors;
      doc.warnings = this.warnings;
    }
    this.prelude = [];
    this.errors = [];
    this.warnings = [];
  }
  /**
   * Current stream status information.
   *
   * Mostly useful at the end of input for an empty stream.
   */
  streamInfo() {
    return {
      comment: parsePrelude(this.prelude).comment,
      directives: this.directives,
      errors: this.errors,
      warnings: this.warnings
    };
  }
  /**
   * Compose tokens into documents.
   *
   * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
   * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
   */
  *compose(tokens, forceDoc = false, endOffset = -1) {
    for (const token of tokens)
      yield* this.next(token);
    yield* this.end(forceDoc, endOffset);
  }
  /** Advance the composer by one CST token. */
  *next(token) {
    switch (token.type) {
      case "directive":
        this.directives.add(token.source, (offset, message, warning2) => {
          const pos = getErrorPos(token);
          pos[0] += offset;
          this.onError(pos, "BAD_DIRECTIVE", message, warning2);
        });
        this.prelude.push(token.source);
        this.atDirectives = true;
        break;
      case "document": {
        const doc = composeDoc(this.options, this.directives, token, this.onError);
        if (this.atDirectives && !doc.directives.docStart)
          this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
        this.decorate(doc, false);
        if (this.doc)
          yield this.doc;
        this.doc = doc;
        this.atDirectives = false;
        break;
      }
      case "byte-order-mark":
      case "space":
        break;
      case "comment":
      case "newline":
        this.prelude.push(token.source);
        break;
      case "error": {
        const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
        const error = new YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
        if (this.atDirectives || !this.doc)
          this.errors.push(error);
        else
          this.doc.errors.push(error);
        break;
      }
      case "doc-end": {
        if (!this.doc) {
          const msg = "Unexpected doc-end without preceding document";
          this.errors.push(new YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
          break;
        }
        this.doc.directives.docEnd = true;
        const end = resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
        this.decorate(this.doc, true);
        if (end.comment) {
          const dc = this.doc.comment;
          this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
        }
        this.doc.range[2] = end.offset;
        break;
      }
      default:
        this.errors.push(new YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
    }
  }
  /**
   * Call at end of input to yield any remaining document.
   *
   * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
   * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
   */
  *end(forceDoc = false, endOffset = -1) {
    if (this.doc) {
      this.decorate(this.doc, true);
      yield this.doc;
      this.doc = null;
    } else if (forceDoc) {
      const opts = Object.assign({ _directives: this.directives }, this.options);
      const doc = new Document(void 0, opts);
      if (this.atDirectives)
        this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
      doc.range = [0, endOffset, endOffset];
      this.decorate(doc, false);
      yield doc;
    }
  }
};

// node_modules/yaml/browser/dist/parse/cst.js
var cst_exports = {};
__export(cst_exports, {
  BOM: () => BOM,
  DOCUMENT: () => DOCUMENT,
  FLOW_END: () => FLOW_END,
  SCALAR: () => SCALAR2,
  createScalarToken: () => createScalarToken,
  isCollection: () => isCollection2,
  isScalar: () => isScalar2,
  prettyToken: () => prettyToken,
  resolveAsScalar: () => resolveAsScalar,
  setScalarValue: () => setScalarValue,
  stringify: () => stringify2,
  tokenType: () => tokenType,
  visit: () => visit2
});

// node_modules/yaml/browser/dist/parse/cst-scalar.js
function resolveAsScalar(token, strict = true, onError) {
  if (token) {
    const _onError = (pos, code, message) => {
      const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
      if (onError)
        onError(offset, code, message);
      else
        throw new YAMLParseError([offset, offset + 1], code, message);
    };
    switch (token.type) {
      case "scalar":
      case "single-quoted-scalar":
      case "double-quoted-scalar":
        return resolveFlowScalar(token, strict, _onError);
      case "block-scalar":
        return resolveBlockScalar({ options: { strict } }, token, _onError);
    }
  }
  return null;
}
function createScalarToken(value, context) {
  const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
  const source = stringifyString({ type, value }, {
    implicitKey,
    indent: indent > 0 ? " ".repeat(indent) : "",
    inFlow,
    options: { blockQuote: true, lineWidth: -1 }
  });
  const end = context.end ?? [
    { type: "newline", offset: -1, indent, source: "\n" }
  ];
  switch (source[0]) {
    case "|":
    case ">": {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      const props = [
        { type: "block-scalar-header", offset, indent, source: head }
      ];
      if (!addEndtoBlockProps(props, end))
        props.push({ type: "newline", offset: -1, indent, source: "\n" });
      return { type: "block-scalar", offset, indent, props, source: body };
    }
    case '"':
      return { type: "double-quoted-scalar", offset, indent, source, end };
    case "'":
      return { type: "single-quoted-scalar", offset, indent, source, end };
    default:
      return { type: "scalar", offset, indent, source, end };
  }
}
function setScalarValue(token, value, context = {}) {
  let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
  let indent = "indent" in token ? token.indent : null;
  if (afterKey && typeof indent === "number")
    indent += 2;
  if (!type)
    switch (token.type) {
      case "single-quoted-scalar":
        type = "QUOTE_SINGLE";
        break;
      case "double-quoted-scalar":
        type = "QUOTE_DOUBLE";
        break;
      case "block-scalar": {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
        break;
      }
      default:
        type = "PLAIN";
    }
  const source = stringifyString({ type, value }, {
    implicitKey: implicitKey || indent === null,
    indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
    inFlow,
    options: { blockQuote: true, lineWidth: -1 }
  });
  switch (source[0]) {
    case "|":
    case ">":
      setBlockScalarValue(token, source);
      break;
    case '"':
      setFlowScalarValue(token, source, "double-quoted-scalar");
      break;
    case "'":
      setFlowScalarValue(token, source, "single-quoted-scalar");
      break;
    default:
      setFlowScalarValue(token, source, "scalar");
  }
}
function setBlockScalarValue(token, source) {
  const he = source.indexOf("\n");
  const head = source.substring(0, he);
  const body = source.substring(he + 1) + "\n";
  if (token.type === "block-scalar") {
    const header = token.props[0];
    if (header.type !== "block-scalar-header")
      throw new Error("Invalid block scalar header");
    header.source = head;
    token.source = body;
  } else {
    const { offset } = token;
    const indent = "indent" in token ? token.indent : -1;
    const props = [
      { type: "block-scalar-header", offset, indent, source: head }
    ];
    if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
      props.push({ type: "newline", offset: -1, indent, source: "\n" });
    for (const key of Object.keys(token))
      if (key !== "type" && key !== "offset")
        delete token[key];
    Object.assign(token, { type: "block-scalar", indent, props, source: body });
  }
}
function addEndtoBlockProps(props, end) {
  if (end)
    for (const st of end)
      switch (st.type) {
        case "space":
        case "comment":
          props.push(st);
          break;
        case "newline":
          props.push(st);
          return true;
      }
  return false;
}
function setFlowScalarValue(token, source, type) {
  switch (token.type) {
    case "scalar":
    case "double-quoted-scalar":
    case "single-quoted-scalar":
      token.type = type;
      token.source = source;
      break;
    case "block-scalar": {
      const end = token.props.slice(1);
      let oa = source.length;
      if (token.props[0].type === "block-scalar-header")
        oa -= token.props[0].source.length;
      for (const tok of end)
        tok.offset += oa;
      delete token.props;
      Object.assign(token, { type, source, end });
      break;
    }
    case "block-map":
    case "block-seq": {
      const offset = token.offset + source.length;
      const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
      delete token.items;
      Object.assign(token, { type, source, end: [nl] });
      break;
    }
    default: {
      const indent = "indent" in token ? token.indent : -1;
      const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
      for (const key of Object.keys(token))
        if (key !== "type" && key !== "offset")
          delete token[key];
      Object.assign(token, { type, indent, source, end });
    }
  }
}

// node_modules/yaml/browser/dist/parse/cst-stringify.js
var stringify2 = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
  switch (token.type) {
    case "block-scalar": {
      let res = "";
      for (const tok of token.props)
        res += stringifyToken(tok);
      return res + token.source;
    }
    case "block-map":
    case "block-seq": {
      let res = "";
      for (const item of token.items)
        res += stringifyItem(item);
      return res;
    }
    case "flow-collection": {
      let res = token.start.source;
      for (const item of token.items)
        res += stringifyItem(item);
      for (const st of token.end)
        res += st.source;
      return res;
    }
    case "document": {
      let res = stringifyItem(token);
      if (token.end)
        for (const st of token.end)
          res += st.source;
      return res;
    }
    default: {
      let res = token.source;
      if ("end" in token && token.end)
        for (const st of token.end)
          res += st.source;
      return res;
    }
  }
}
function stringifyItem({ start, key, sep: sep2, value }) {
  let res = "";
  for (const st of start)
    res += st.source;
  if (key)
    res += stringifyToken(key);
  if (sep2)
    for (const st of sep2)
      res += st.source;
  if (value)
    res += stringifyToken(value);
  return res;
}

// node_modules/yaml/browser/dist/parse/cst-visit.js
var BREAK2 = /* @__PURE__ */ Symbol("break visit");
var SKIP2 = /* @__PURE__ */ Symbol("skip children");
var REMOVE2 = /* @__PURE__ */ Symbol("remove item");
function visit2(cst, visitor) {
  if ("type" in cst && cst.type === "document")
    cst = { start: cst.start, value: cst.value };
  _visit(Object.freeze([]), cst, visitor);
}
visit2.BREAK = BREAK2;
visit2.SKIP = SKIP2;
visit2.REMOVE = REMOVE2;
visit2.itemAtPath = (cst, path) => {
  let item = cst;
  for (const [field, index] of path) {
    const tok = item?.[field];
    if (tok && "items" in tok) {
      item = tok.items[index];
    } else
      return void 0;
  }
  return item;
};
visit2.parentCollection = (cst, path) => {
  const parent = visit2.itemAtPath(cst, path.slice(0, -1));
  const field = path[path.length - 1][0];
  const coll = parent?.[field];
  if (coll && "items" in coll)
    return coll;
  throw new Error("Parent collection not found");
};
function _visit(path, item, visitor) {
  let ctrl = visitor(item, path);
  if (typeof ctrl === "symbol")
    return ctrl;
  for (const field of ["key", "value"]) {
    const token = item[field];
    if (token && "items" in token) {
      for (let i = 0; i < token.items.length; ++i) {
        const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
        if (typeof ci === "number")
          i = ci - 1;
        else if (ci === BREAK2)
          return BREAK2;
        else if (ci === REMOVE2) {
          token.items.splice(i, 1);
          i -= 1;
        }
      }
      if (typeof ctrl === "function" && field === "key")
        ctrl = ctrl(item, path);
    }
  }
  return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
}

// node_modules/yaml/browser/dist/parse/cst.js
var BOM = "\uFEFF";
var DOCUMENT = "";
var FLOW_END = "";
var SCALAR2 = "";
var isCollection2 = (token) => !!token && "items" in token;
var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
function prettyToken(token) {
  switch (token) {
    case BOM:
      return "<BOM>";
    case DOCUMENT:
      return "<DOC>";
    case FLOW_END:
      return "<FLOW_END>";
    case SCALAR2:
      return "<SCALAR>";
    default:
      return JSON.stringify(token);
  }
}
function tokenType(source) {
  switch (source) {
    case BOM:
      return "byte-order-mark";
    case DOCUMENT:
      return "doc-mode";
    case FLOW_END:
      return "flow-error-end";
    case SCALAR2:
      return "scalar";
    case "---":
      return "doc-start";
    case "...":
      return "doc-end";
    case "":
    case "\n":
    case "\r\n":
      return "newline";
    case "-":
      return "seq-item-ind";
    case "?":
      return "explicit-key-ind";
    case ":":
      return "map-value-ind";
    case "{":
      return "flow-map-start";
    case "}":
      return "flow-map-end";
    case "[":
      return "flow-seq-start";
    case "]":
      return "flow-seq-end";
    case ",":
      return "comma";
  }
  switch (source[0]) {
    case " ":
    case "	":
      return "space";
    case "#":
      return "comment";
    case "%":
      return "directive-line";
    case "*":
      return "alias";
    case "&":
      return "anchor";
    case "!":
      return "tag";
    case "'":
      return "single-quoted-scalar";
    case '"':
      return "double-quoted-scalar";
    case "|":
    case ">":
      return "block-scalar-header";
  }
  return null;
}

// node_modules/yaml/browser/dist/parse/lexer.js
function isEmpty(ch) {
  switch (ch) {
    case void 0:
    case " ":
    case "\n":
    case "\r":
    case "	":
      return true;
    default:
      return false;
  }
}
var hexDigits = new Set("0123456789ABCDEFabcdef");
var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
var flowIndicatorChars = new Set(",[]{}");
var invalidAnchorChars = new Set(" ,[]{}\n\r	");
var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
var Lexer = class {
  constructor() {
    this.atEnd = false;
    this.blockScalarIndent = -1;
    this.blockScalarKeep = false;
    this.buffer = "";
    this.flowKey = false;
    this.flowLevel = 0;
    this.indentNext = 0;
    this.indentValue = 0;
    this.lineEndPos = null;
    this.next = null;
    this.pos = 0;
  }
  /**
   * Generate YAML tokens from the `source` string. If `incomplete`,
   * a part of the last line may be left as a buffer for the next call.
   *
   * @returns A generator of lexical tokens
   */
  *lex(source, incomplete = false) {
    if (source) {
      if (typeof source !== "string")
        throw TypeError("source is not a string");
      this.buffer = this.buffer ? this.buffer + source : source;
      this.lineEndPos = null;
    }
    this.atEnd = !incomplete;
    let next = this.next ?? "stream";
    while (next && (incomplete || this.hasChars(1)))
      next = yield* this.parseNext(next);
  }
  atLineEnd() {
    let i = this.pos;
    let ch = this.buffer[i];
    while (ch === " " || ch === "	")
      ch = this.buffer[++i];
    if (!ch || ch === "#" || ch === "\n")
      return true;
    if (ch === "\r")
      return this.buffer[i + 1] === "\n";
    return false;
  }
  charAt(n) {
    return this.buffer[this.pos + n];
  }
  continueScalar(offset) {
    let ch = this.buffer[offset];
    if (this.indentNext > 0) {
      let indent = 0;
      while (ch === " ")
        ch = this.buffer[++indent + offset];
      if (ch === "\r") {
        const next = this.buffer[indent + offset + 1];
        if (next === "\n" || !next && !this.atEnd)
          return offset + indent + 1;
      }
      return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
    }
    if (ch === "-" || ch === ".") {
      const dt = this.buffer.substr(offset, 3);
      if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
        return -1;
    }
    return offset;
  }
  getLine() {
    let end = this.lineEndPos;
    if (typeof end !== "number" || end !== -1 && end < this.pos) {
      end = this.buffer.indexOf("\n", this.pos);
      this.lineEndPos = end;
    }
    if (end === -1)
      return this.atEnd ? this.buffer.substring(this.pos) : null;
    if (this.buffer[end - 1] === "\r")
      end -= 1;
    return this.buffer.substring(this.pos, end);
  }
  hasChars(n) {
    return this.pos + n <= this.buffer.length;
  }
  setNext(state) {
    this.buffer = this.buffer.substring(this.pos);
    this.pos = 0;
    this.lineEndPos = null;
    this.next = state;
    return null;
  }
  peek(n) {
    return this.buffer.substr(this.pos, n);
  }
  *parseNext(next) {
    switch (next) {
      case "stream":
        return yield* this.parseStream();
      case "line-start":
        return yield* this.parseLineStart();
      case "block-start":
        return yield* this.parseBlockStart();
      case "doc":
        return yield* this.parseDocument();
      case "flow":
        return yield* this.parseFlowCollection();
      case "quoted-scalar":
        return yield* this.parseQuotedScalar();
      case "block-scalar":
        return yield* this.parseBlockScalar();
      case "plain-scalar":
        return yield* this.parsePlainScalar();
    }
  }
  *parseStream() {
    let line = this.getLine();
    if (line === null)
      return this.setNext("stream");
    if (line[0] === BOM) {
      yield* this.pushCount(1);
      line = line.substring(1);
    }
    if (line[0] === "%") {
      let dirEnd = line.length;
      let cs = line.indexOf("#");
      while (cs !== -1) {
        const ch = line[cs - 1];
        if (ch === " " || ch === "	") {
          dirEnd = cs - 1;
          break;
        } else {
          cs = line.indexOf("#", cs + 1);
        }
      }
      while (true) {
        const ch = line[dirEnd - 1];
        if (ch === " " || ch === "	")
          dirEnd -= 1;
        else
          break;
      }
      const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
      yield* this.pushCount(line.length - n);
      this.pushNewline();
      return "stream";
    }
    if (this.atLineEnd()) {
      const sp = yield* this.pushSpaces(true);
      yield* this.pushCount(line.length - sp);
      yield* this.pushNewline();
      return "stream";
    }
    yield DOCUMENT;
    return yield* this.parseLineStart();
  }
  *parseLineStart() {
    const ch = this.charAt(0);
    if (!ch && !this.atEnd)
      return this.setNext("line-start");
    if (ch === "-" || ch === ".") {
      if (!this.atEnd && !this.hasChars(4))
        return this.setNext("line-start");
      const s = this.peek(3);
      if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
        yield* this.pushCount(3);
        this.indentValue = 0;
        this.indentNext = 0;
        return s === "---" ? "doc" : "stream";
      }
    }
    this.indentValue = yield* this.pushSpaces(false);
    if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
      this.indentNext = this.indentValue;
    return yield* this.parseBlockStart();
  }
  *parseBlockStart() {
    const [ch0, ch1] = this.peek(2);
    if (!ch1 && !this.atEnd)
      return this.setNext("block-start");
    if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
      const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
      this.indentNext = this.indentValue + 1;
      this.indentValue += n;
      return "block-start";
    }
    return "doc";
  }
  *parseDocument() {
    yield* this.pushSpaces(true);
    const line = this.getLine();
    if (line === null)
      return this.setNext("doc");
    let n = yield* this.pushIndicators();
    switch (line[n]) {
      case "#":
        yield* this.pushCount(line.length - n);
      // fallthrough
      case void 0:
        yield* this.pushNewline();
        return yield* this.parseLineStart();
      case "{":
      case "[":
        yield* this.pushCount(1);
        this.flowKey = false;
        this.flowLevel = 1;
        return "flow";
      case "}":
      case "]":
        yield* this.pushCount(1);
        return "doc";
      case "*":
        yield* this.pushUntil(isNotAnchorChar);
        return "doc";
      case '"':
      case "'":
        return yield* this.parseQuotedScalar();
      case "|":
      case ">":
        n += yield* this.parseBlockScalarHeader();
        n += yield* this.pushSpaces(true);
        yield* this.pushCount(line.length - n);
        yield* this.pushNewline();
        return yield* this.parseBlockScalar();
      default:
        return yield* this.parsePlainScalar();
    }
  }
  *parseFlowCollection() {
    let nl, sp;
    let indent = -1;
    do {
      nl = yield* this.pushNewline();
      if (nl > 0) {
        sp = yield* this.pushSpaces(false);
        this.indentValue = indent = sp;
      } else {
        sp = 0;
      }
      sp += yield* this.pushSpaces(true);
    } while (nl + sp > 0);
    const line = this.getLine();
    if (line === null)
      return this.setNext("flow");
    if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
      const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
      if (!atFlowEndMarker) {
        this.flowLevel = 0;
        yield FLOW_END;
        return yield* this.parseLineStart();
      }
    }
    let n = 0;
    while (line[n] === ",") {
      n += yield* this.pushCount(1);
      n += yield* this.pushSpaces(true);
      this.flowKey = false;
    }
    n += yield* this.pushIndicators();
    switch (line[n]) {
      case void 0:
        return "flow";
      case "#":
        yield* this.pushCount(line.length - n);
        return "flow";
      case "{":
      case "[":
        yield* this.pushCount(1);
        this.flowKey = false;
        this.flowLevel += 1;
        return "flow";
      case "}":
      case "]":
        yield* this.pushCount(1);
        this.flowKey = true;
        this.flowLevel -= 1;
        return this.flowLevel ? "flow" : "doc";
      case "*":
        yield* this.pushUntil(isNotAnchorChar);
        return "flow";
      case '"':
      case "'":
        this.flowKey = true;
        return yield* this.parseQuotedScalar();
      case ":": {
        const next = this.charAt(1);
        if (this.flowKey || isEmpty(next) || next === ",") {
          this.flowKey = false;
          yield* this.pushCount(1);
          yield* this.pushSpaces(true);
          return "flow";
        }
      }
      // fallthrough
      default:
        this.flowKey = false;
        return yield* this.parsePlainScalar();
    }
  }
  *parseQuotedScalar() {
    const quote = this.charAt(0);
    let end = this.buffer.indexOf(quote, this.pos + 1);
    if (quote === "'") {
      while (end !== -1 && this.buffer[end + 1] === "'")
        end = this.buffer.indexOf("'", end + 2);
    } else {
      while (end !== -1) {
        let n = 0;
        while (this.buffer[end - 1 - n] === "\\")
          n += 1;
        if (n % 2 === 0)
          break;
        end = this.buffer.indexOf('"', end + 1);
      }
    }
    const qb = this.buffer.substring(0, end);
    let nl = qb.indexOf("\n", this.pos);
    if (nl !== -1) {
      while (nl !== -1) {
        const cs = this.continueScalar(nl + 1);
        if (cs === -1)
          break;
        nl = qb.indexOf("\n", cs);
      }
      if (nl !== -1) {
        end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
      }
    }
    if (end === -1) {
      if (!this.atEnd)
        return this.setNext("quoted-scalar");
      end = this.buffer.length;
    }
    yield* this.pushToIndex(end + 1, false);
    return this.flowLevel ? "flow" : "doc";
  }
  *parseBlockScalarHeader() {
    this.blockScalarIndent = -1;
    this.blockScalarKeep = false;
    let i = this.pos;
    while (true) {
      const ch = this.buffer[++i];
      if (ch === "+")
        this.blockScalarKeep = true;
      else if (ch > "0" && ch <= "9")
        this.blockScalarIndent = Number(ch) - 1;
      else if (ch !== "-")
        break;
    }
    return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
  }
  *parseBlockScalar() {
    let nl = this.pos - 1;
    let indent = 0;
    let ch;
    loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
      switch (ch) {
        case " ":
          indent += 1;
          break;
        case "\n":
          nl = i2;
          indent = 0;
          break;
        case "\r": {
          const next = this.buffer[i2 + 1];
          if (!next && !this.atEnd)
            return this.setNext("block-scalar");
          if (next === "\n")
            break;
        }
        // fallthrough
        default:
          break loop;
      }
    }
    if (!ch && !this.atEnd)
      return this.setNext("block-scalar");
    if (indent >= this.indentNext) {
      if (this.blockScalarIndent === -1)
        this.indentNext = indent;
      else {
        this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
      }
      do {
        const cs = this.continueScalar(nl + 1);
        if (cs === -1)
          break;
        nl = this.buffer.indexOf("\n", cs);
      } while (nl !== -1);
      if (nl === -1) {
        if (!this.atEnd)
          return this.setNext("block-scalar");
        nl = this.buffer.length;
      }
    }
    let i = nl + 1;
    ch = this.buffer[i];
    while (ch === " ")
      ch = this.buffer[++i];
    if (ch === "	") {
      while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
        ch = this.buffer[++i];
      nl = i - 1;
    } else if (!this.blockScalarKeep) {
      do {
        let i2 = nl - 1;
        let ch2 = this.buffer[i2];
        if (ch2 === "\r")
          ch2 = this.buffer[--i2];
        const lastChar = i2;
        while (ch2 === " ")
          ch2 = this.buffer[--i2];
        if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
          nl = i2;
        else
          break;
      } while (true);
    }
    yield SCALAR2;
    yield* this.pushToIndex(nl + 1, true);
    return yield* this.parseLineStart();
  }
  *parsePlainScalar() {
    const inFlow = this.flowLevel > 0;
    let end = this.pos - 1;
    let i = this.pos - 1;
    let ch;
    while (ch = this.buffer[++i]) {
      if (ch === ":") {
        const next = this.buffer[i + 1];
        if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
          break;
        end = i;
      } else if (isEmpty(ch)) {
        let next = this.buffer[i + 1];
        if (ch === "\r") {
          if (next === "\n") {
            i += 1;
            ch = "\n";
            next = this.buffer[i + 1];
          } else
            end = i;
        }
        if (next === "#" || inFlow && flowIndicatorChars.has(next))
          break;
        if (ch === "\n") {
          const cs = this.continueScalar(i + 1);
          if (cs === -1)
            break;
          i = Math.max(i, cs - 2);
        }
      } else {
        if (inFlow && flowIndicatorChars.has(ch))
          break;
        end = i;
      }
    }
    if (!ch && !this.atEnd)
      return this.setNext("plain-scalar");
    yield SCALAR2;
    yield* this.pushToIndex(end + 1, true);
    return inFlow ? "flow" : "doc";
  }
  *pushCount(n) {
    if (n > 0) {
      yield this.buffer.substr(this.pos, n);
      this.pos += n;
      return n;
    }
    return 0;
  }
  *pushToIndex(i, allowEmpty) {
    const s = this.buffer.slice(this.pos, i);
    if (s) {
      yield s;
      this.pos += s.length;
      return s.length;
    } else if (allowEmpty)
      yield "";
    return 0;
  }
  *pushIndicators() {
    let n = 0;
    loop: while (true) {
      switch (this.charAt(0)) {
        case "!":
          n += yield* this.pushTag();
          n += yield* this.pushSpaces(true);
          continue loop;
        case "&":
          n += yield* this.pushUntil(isNotAnchorChar);
          n += yield* this.pushSpaces(true);
          continue loop;
        case "-":
        // this is an error
        case "?":
        // this is an error outside flow collections
        case ":": {
          const inFlow = this.flowLevel > 0;
          const ch1 = this.charAt(1);
          if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
            if (!inFlow)
              this.indentNext = this.indentValue + 1;
            else if (this.flowKey)
              this.flowKey = false;
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            continue loop;
          }
        }
      }
      break loop;
    }
    return n;
  }
  *pushTag() {
    if (this.charAt(1) === "<") {
      let i = this.pos + 2;
      let ch = this.buffer[i];
      while (!isEmpty(ch) && ch !== ">")
        ch = this.buffer[++i];
      return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
    } else {
      let i = this.pos + 1;
      let ch = this.buffer[i];
      while (ch) {
        if (tagChars.has(ch))
          ch = this.buffer[++i];
        else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
          ch = this.buffer[i += 3];
        } else
          break;
      }
      return yield* this.pushToIndex(i, false);
    }
  }
  *pushNewline() {
    const ch = this.buffer[this.pos];
    if (ch === "\n")
      return yield* this.pushCount(1);
    else if (ch === "\r" && this.charAt(1) === "\n")
      return yield* this.pushCount(2);
    else
      return 0;
  }
  *pushSpaces(allowTabs) {
    let i = this.pos - 1;
    let ch;
    do {
      ch = this.buffer[++i];
    } while (ch === " " || allowTabs && ch === "	");
    const n = i - this.pos;
    if (n > 0) {
      yield this.buffer.substr(this.pos, n);
      this.pos = i;
    }
    return n;
  }
  *pushUntil(test) {
    let i = this.pos;
    let ch = this.buffer[i];
    while (!test(ch))
      ch = this.buffer[++i];
    return yield* this.pushToIndex(i, false);
  }
};

// node_modules/yaml/browser/dist/parse/line-counter.js
var LineCounter = class {
  constructor() {
    this.lineStarts = [];
    this.addNewLine = (offset) => this.lineStarts.push(offset);
    this.linePos = (offset) => {
      let low = 0;
      let high = this.lineStarts.length;
      while (low < high) {
        const mid = low + high >> 1;
        if (this.lineStarts[mid] < offset)
          low = mid + 1;
        else
          high = mid;
      }
      if (this.lineStarts[low] === offset)
        return { line: low + 1, col: 1 };
      if (low === 0)
        return { line: 0, col: offset };
      const start = this.lineStarts[low - 1];
      return { line: low, col: offset - start + 1 };
    };
  }
};

// node_modules/yaml/browser/dist/parse/parser.js
function includesToken(list, type) {
  for (let i = 0; i < list.length; ++i)
    if (list[i].type === type)
      return true;
  return false;
}
function findNonEmptyIndex(list) {
  for (let i = 0; i < list.length; ++i) {
    switch (list[i].type) {
      case "space":
      case "comment":
      case "newline":
        break;
      default:
        return i;
    }
  }
  return -1;
}
function isFlowToken(token) {
  switch (token?.type) {
    case "alias":
    case "scalar":
    case "single-quoted-scalar":
    case "double-quoted-scalar":
    case "flow-collection":
      return true;
    default:
      return false;
  }
}
function getPrevProps(parent) {
  switch (parent.type) {
    case "document":
      return parent.start;
    case "block-map": {
      const it = parent.items[parent.items.length - 1];
      return it.sep ?? it.start;
    }
    case "block-seq":
      return parent.items[parent.items.length - 1].start;
    /* istanbul ignore next should not happen */
    default:
      return [];
  }
}
function getFirstKeyStartProps(prev) {
  if (prev.length === 0)
    return [];
  let i = prev.length;
  loop: while (--i >= 0) {
    switch (prev[i].type) {
      case "doc-start":
      case "explicit-key-ind":
      case "map-value-ind":
      case "seq-item-ind":
      case "newline":
        break loop;
    }
  }
  while (prev[++i]?.type === "space") {
  }
  return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
  if (source.length < 1e5)
    Array.prototype.push.apply(target, source);
  else
    for (let i = 0; i < source.length; ++i)
      target.push(source[i]);
}
function fixFlowSeqItems(fc) {
  if (fc.start.type === "flow-seq-start") {
    for (const it of fc.items) {
      if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
        if (it.key)
          it.value = it.key;
        delete it.key;
        if (isFlowToken(it.value)) {
          if (it.value.end)
            arrayPushArray(it.value.end, it.sep);
          else
            it.value.end = it.sep;
        } else
          arrayPushArray(it.start, it.sep);
        delete it.sep;
      }
    }
  }
}
var Parser = class {
  /**
   * @param onNewLine - If defined, called separately with the start position of
   *   each new line (in `parse()`, including the start of input).
   */
  constructor(onNewLine) {
    this.atNewLine = true;
    this.atScalar = false;
    this.indent = 0;
    this.offset = 0;
    this.onKeyLine = false;
    this.stack = [];
    this.source = "";
    this.type = "";
    this.lexer = new Lexer();
    this.onNewLine = onNewLine;
  }
  /**
   * Parse `source` as a YAML stream.
   * If `incomplete`, a part of the last line may be left as a buffer for the next call.
   *
   * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
   *
   * @returns A generator of tokens representing each directive, document, and other structure.
   */
  *parse(source, incomplete = false) {
    if (this.onNewLine && this.offset === 0)
      this.onNewLine(0);
    for (const lexeme of this.lexer.lex(source, incomplete))
      yield* this.next(lexeme);
    if (!incomplete)
      yield* this.end();
  }
  /**
   * Advance the parser by the `source` of one lexical token.
   */
  *next(source) {
    this.source = source;
    if (this.atScalar) {
      this.atScalar = false;
      yield* this.step();
      this.offset += source.length;
      return;
    }
    const type = tokenType(source);
    if (!type) {
      const message = `Not a YAML token: ${source}`;
      yield* this.pop({ type: "error", offset: this.offset, message, source });
      this.offset += source.length;
    } else if (type === "scalar") {
      this.atNewLine = false;
      this.atScalar = true;
      this.type = "scalar";
    } else {
      this.type = type;
      yield* this.step();
      switch (type) {
        case "newline":
          this.atNewLine = true;
          this.indent = 0;
          if (this.onNewLine)
            this.onNewLine(this.offset + source.length);
          break;
        case "space":
          if (this.atNewLine && source[0] === " ")
            this.indent += source.length;
          break;
        case "explicit-key-ind":
        case "map-value-ind":
        case "seq-item-ind":
          if (this.atNewLine)
            this.indent += source.length;
          break;
        case "doc-mode":
        case "flow-error-end":
          return;
        default:
          this.atNewLine = false;
      }
      this.offset += source.length;
    }
  }
  /** Call at end of input to push out any remaining constructions */
  *end() {
    while (this.stack.length > 0)
      yield* this.pop();
  }
  get sourceToken() {
    const st = {
      type: this.type,
      offset: this.offset,
      indent: this.indent,
      source: this.source
    };
    return st;
  }
  *step() {
    const top = this.peek(1);
    if (this.type === "doc-end" && top?.type !== "doc-end") {
      while (this.stack.length > 0)
        yield* this.pop();
      this.stack.push({
        type: "doc-end",
        offset: this.offset,
        source: this.source
      });
      return;
    }
    if (!top)
      return yield* this.stream();
    switch (top.type) {
      case "document":
        return yield* this.document(top);
      case "alias":
      case "scalar":
      case "single-quoted-scalar":
      case "double-quoted-scalar":
        return yield* this.scalar(top);
      case "block-scalar":
        return yield* this.blockScalar(top);
      case "block-map":
        return yield* this.blockMap(top);
      case "block-seq":
        return yield* this.blockSequence(top);
      case "flow-collection":
        return yield* this.flowCollection(top);
      case "doc-end":
        return yield* this.documentEnd(top);
    }
    yield* this.pop();
  }
  peek(n) {
    return this.stack[this.stack.length - n];
  }
  *pop(error) {
    const token = error ?? this.stack.pop();
    if (!token) {
      const message = "Tried to pop an empty stack";
      yield { type: "error", offset: this.offset, source: "", message };
    } else if (this.stack.length === 0) {
      yield token;
    } else {
      const top = this.peek(1);
      if (token.type === "block-scalar") {
        token.indent = "indent" in top ? top.indent : 0;
      } else if (token.type === "flow-collection" && top.type === "document") {
        token.indent = 0;
      }
      if (token.type === "flow-collection")
        fixFlowSeqItems(token);
      switch (top.type) {
        case "document":
          top.value = token;
          break;
        case "block-scalar":
          top.props.push(token);
          break;
        case "block-map": {
          const it = top.items[top.items.length - 1];
          if (it.value) {
            top.items.push({ start: [], key: token, sep: [] });
            this.onKeyLine = true;
            return;
          } else if (it.sep) {
            it.value = token;
          } else {
            Object.assign(it, { key: token, sep: [] });
            this.onKeyLine = !it.explicitKey;
            return;
          }
          break;
        }
        case "block-seq": {
          const it = top.items[top.items.length - 1];
          if (it.value)
            top.items.push({ start: [], value: token });
          else
            it.value = token;
          break;
        }
        case "flow-collection": {
          const it = top.items[top.items.length - 1];
          if (!it || it.value)
            top.items.push({ start: [], key: token, sep: [] });
          else if (it.sep)
            it.value = token;
          else
            Object.assign(it, { key: token, sep: [] });
          return;
        }
        /* istanbul ignore next should not happen */
        default:
          yield* this.pop();
          yield* this.pop(token);
      }
      if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
        const last = token.items[token.items.length - 1];
        if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
          if (top.type === "document")
            top.end = last.start;
          else
            top.items.push({ start: last.start });
          token.items.splice(-1, 1);
        }
      }
    }
  }
  *stream() {
    switch (this.type) {
      case "directive-line":
        yield { type: "directive", offset: this.offset, source: this.source };
        return;
      case "byte-order-mark":
      case "space":
      case "comment":
      case "newline":
        yield this.sourceToken;
        return;
      case "doc-mode":
      case "doc-start": {
        const doc = {
          type: "document",
          offset: this.offset,
          start: []
        };
        if (this.type === "doc-start")
          doc.start.push(this.sourceToken);
        this.stack.push(doc);
        return;
      }
    }
    yield {
      type: "error",
      offset: this.offset,
      message: `Unexpected ${this.type} token in YAML stream`,
      source: this.source
    };
  }
  *document(doc) {
    if (doc.value)
      return yield* this.lineEnd(doc);
    switch (this.type) {
      case "doc-start": {
        if (findNonEmptyIndex(doc.start) !== -1) {
          yield* this.pop();
          yield* this.step();
        } else
          doc.start.push(this.sourceToken);
        return;
      }
      case "anchor":
      case "tag":
      case "space":
      case "comment":
      case "newline":
        doc.start.push(this.sourceToken);
        return;
    }
    const bv = this.startBlockValue(doc);
    if (bv)
      this.stack.push(bv);
    else {
      yield {
        type: "error",
        offset: this.offset,
        message: `Unexpected ${this.type} token in YAML document`,
        source: this.source
      };
    }
  }
  *scalar(scalar) {
    if (this.type === "map-value-ind") {
      const prev = getPrevProps(this.peek(2));
      const start = getFirstKeyStartProps(prev);
      let sep2;
      if (scalar.end) {
        sep2 = scalar.end;
        sep2.push(this.sourceToken);
        delete scalar.end;
      } else
        sep2 = [this.sourceToken];
      const map2 = {
        type: "block-map",
        offset: scalar.offset,
        indent: scalar.indent,
        items: [{ start, key: scalar, sep: sep2 }]
      };
      this.onKeyLine = true;
      this.stack[this.stack.length - 1] = map2;
    } else
      yield* this.lineEnd(scalar);
  }
  *blockScalar(scalar) {
    switch (this.type) {
      case "space":
      case "comment":
      case "newline":
        scalar.props.push(this.sourceToken);
        return;
      case "scalar":
        scalar.source = this.source;
        this.atNewLine = true;
        this.indent = 0;
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        yield* this.pop();
        break;
      /* istanbul ignore next should not happen */
      default:
        yield* this.pop();
        yield* this.step();
    }
  }
  *blockMap(map2) {
    const it = map2.items[map2.items.length - 1];
    switch (this.type) {
      case "newline":
        this.onKeyLine = false;
        if (it.value) {
          const end = "end" in it.value ? it.value.end : void 0;
          const last = Array.isArray(end) ? end[end.length - 1] : void 0;
          if (last?.type === "comment")
            end?.push(this.sourceToken);
          else
            map2.items.push({ start: [this.sourceToken] });
        } else if (it.sep) {
          it.sep.push(this.sourceToken);
        } else {
          it.start.push(this.sourceToken);
        }
        return;
      case "space":
      case "comment":
        if (it.value) {
          map2.items.push({ start: [this.sourceToken] });
        } else if (it.sep) {
          it.sep.push(this.sourceToken);
        } else {
          if (this.atIndentedComment(it.start, map2.indent)) {
            const prev = map2.items[map2.items.length - 2];
            const end = prev?.value?.end;
            if (Array.isArray(end)) {
              arrayPushArray(end, it.start);
              end.push(this.sourceToken);
              map2.items.pop();
              return;
            }
          }
          it.start.push(this.sourceToken);
        }
        return;
    }
    if (this.indent >= map2.indent) {
      const atMapIndent = !this.onKeyLine && this.indent === map2.indent;
      const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
      let start = [];
      if (atNextItem && it.sep && !it.value) {
        const nl = [];
        for (let i = 0; i < it.sep.length; ++i) {
          const st = it.sep[i];
          switch (st.type) {
            case "newline":
              nl.push(i);
              break;
            case "space":
              break;
            case "comment":
              if (st.indent > map2.indent)
                nl.length = 0;
              break;
            default:
              nl.length = 0;
          }
        }
        if (nl.length >= 2)
          start = it.sep.splice(nl[1]);
      }
      switch (this.type) {
        case "anchor":
        case "tag":
          if (atNextItem || it.value) {
            start.push(this.sourceToken);
            map2.items.push({ start });
            this.onKeyLine = true;
          } else if (it.sep) {
            it.sep.push(this.sourceToken);
          } else {
            it.start.push(this.sourceToken);
          }
          return;
        case "explicit-key-ind":
          if (!it.sep && !it.explicitKey) {
            it.start.push(this.sourceToken);
            it.explicitKey = true;
          } else if (atNextItem || it.value) {
            start.push(this.sourceToken);
            map2.items.push({ start, explicitKey: true });
          } else {
            this.stack.push({
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken], explicitKey: true }]
            });
          }
          this.onKeyLine = true;
          return;
        case "map-value-ind":
          if (it.explicitKey) {
            if (!it.sep) {
              if (includesToken(it.start, "newline")) {
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              } else {
                const start2 = getFirstKeyStartProps(it.start);
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                });
              }
            } else if (it.value) {
              map2.items.push({ start: [], key: null, sep: [this.sourceToken] });
            } else if (includesToken(it.sep, "map-value-ind")) {
              this.stack.push({
                type: "block-map",
                offset: this.offset,
                indent: this.indent,
                items: [{ start, key: null, sep: [this.sourceToken] }]
              });
            } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
              const start2 = getFirstKeyStartProps(it.start);
              const key = it.key;
              const sep2 = it.sep;
              sep2.push(this.sourceToken);
              delete it.key;
              delete it.sep;
              this.stack.push({
                type: "block-map",
                offset: this.offset,
                indent: this.indent,
                items: [{ start: start2, key, sep: sep2 }]
              });
            } else if (start.length > 0) {
              it.sep = it.sep.concat(start, this.sourceToken);
            } else {
              it.sep.push(this.sourceToken);
            }
          } else {
            if (!it.sep) {
              Object.assign(it, { key: null, sep: [this.sourceToken] });
            } else if (it.value || atNextItem) {
              map2.items.push({ start, key: null, sep: [this.sourceToken] });
            } else if (includesToken(it.sep, "map-value-ind")) {
              this.stack.push({
                type: "block-map",
                offset: this.offset,
                indent: this.indent,
                items: [{ start: [], key: null, sep: [this.sourceToken] }]
              });
            } else {
              it.sep.push(this.sourceToken);
            }
          }
          this.onKeyLine = true;
          return;
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar": {
          const fs = this.flowScalar(this.type);
          if (atNextItem || it.value) {
            map2.items.push({ start, key: fs, sep: [] });
            this.onKeyLine = true;
          } else if (it.sep) {
            this.stack.push(fs);
          } else {
            Object.assign(it, { key: fs, sep: [] });
            this.onKeyLine = true;
          }
          return;
        }
        default: {
          const bv = this.startBlockValue(map2);
          if (bv) {
            if (bv.type === "block-seq") {
              if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                yield* this.pop({
                  type: "error",
                  offset: this.offset,
                  message: "Unexpected block-seq-ind on same line with key",
                  source: this.source
                });
                return;
              }
            } else if (atMapIndent) {
              map2.items.push({ start });
            }
            this.stack.push(bv);
            return;
          }
        }
      }
    }
    yield* this.pop();
    yield* this.step();
  }
  *blockSequence(seq2) {
    const it = seq2.items[seq2.items.length - 1];
    switch (this.type) {
      case "newline":
        if (it.value) {
          const end = "end" in it.value ? it.value.end : void 0;
          const last = Array.isArray(end) ? end[end.length - 1] : void 0;
          if (last?.type === "comment")
            end?.push(this.sourceToken);
          else
            seq2.items.push({ start: [this.sourceToken] });
        } else
          it.start.push(this.sourceToken);
        return;
      case "space":
      case "comment":
        if (it.value)
          seq2.items.push({ start: [this.sourceToken] });
        else {
          if (this.atIndentedComment(it.start, seq2.indent)) {
            const prev = seq2.items[seq2.items.length - 2];
            const end = prev?.value?.end;
            if (Array.isArray(end)) {
              arrayPushArray(end, it.start);
              end.push(this.sourceToken);
              seq2.items.pop();
              return;
            }
          }
          it.start.push(this.sourceToken);
        }
        return;
      case "anchor":
      case "tag":
        if (it.value || this.indent <= seq2.indent)
          break;
        it.start.push(this.sourceToken);
        return;
      case "seq-item-ind":
        if (this.indent !== seq2.indent)
          break;
        if (it.value || includesToken(it.start, "seq-item-ind"))
          seq2.items.push({ start: [this.sourceToken] });
        else
          it.start.push(this.sourceToken);
        return;
    }
    if (this.indent > seq2.indent) {
      const bv = this.startBlockValue(seq2);
      if (bv) {
        this.stack.push(bv);
        return;
      }
    }
    yield* this.pop();
    yield* this.step();
  }
  *flowCollection(fc) {
    const it = fc.items[fc.items.length - 1];
    if (this.type === "flow-error-end") {
      let top;
      do {
        yield* this.pop();
        top = this.peek(1);
      } while (top?.type === "flow-collection");
    } else if (fc.end.length === 0) {
      switch (this.type) {
        case "comma":
        case "explicit-key-ind":
          if (!it || it.sep)
            fc.items.push({ start: [this.sourceToken] });
          else
            it.start.push(this.sourceToken);
          return;
        case "map-value-ind":
          if (!it || it.value)
            fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
          else if (it.sep)
            it.sep.push(this.sourceToken);
          else
            Object.assign(it, { key: null, sep: [this.sourceToken] });
          return;
        case "space":
        case "comment":
        case "newline":
        case "anchor":
        case "tag":
          if (!it || it.value)
            fc.items.push({ start: [this.sourceToken] });
          else if (it.sep)
            it.sep.push(this.sourceToken);
          else
            it.start.push(this.sourceToken);
          return;
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar": {
          const fs = this.flowScalar(this.type);
          if (!it || it.value)
            fc.items.push({ start: [], key: fs, sep: [] });
          else if (it.sep)
            this.stack.push(fs);
          else
            Object.assign(it, { key: fs, sep: [] });
          return;
        }
        case "flow-map-end":
        case "flow-seq-end":
          fc.end.push(this.sourceToken);
          return;
      }
      const bv = this.startBlockValue(fc);
      if (bv)
        this.stack.push(bv);
      else {
        yield* this.pop();
        yield* this.step();
      }
    } else {
      const parent = this.peek(2);
      if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
        yield* this.pop();
        yield* this.step();
      } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
        const prev = getPrevProps(parent);
        const start = getFirstKeyStartProps(prev);
        fixFlowSeqItems(fc);
        const sep2 = fc.end.splice(1, fc.end.length);
        sep2.push(this.sourceToken);
        const map2 = {
          type: "block-map",
          offset: fc.offset,
          indent: fc.indent,
          items: [{ start, key: fc, sep: sep2 }]
        };
        this.onKeyLine = true;
        this.stack[this.stack.length - 1] = map2;
      } else {
        yield* this.lineEnd(fc);
      }
    }
  }
  flowScalar(type) {
    if (this.onNewLine) {
      let nl = this.source.indexOf("\n") + 1;
      while (nl !== 0) {
        this.onNewLine(this.offset + nl);
        nl = this.source.indexOf("\n", nl) + 1;
      }
    }
    return {
      type,
      offset: this.offset,
      indent: this.indent,
      source: this.source
    };
  }
  startBlockValue(parent) {
    switch (this.type) {
      case "alias":
      case "scalar":
      case "single-quoted-scalar":
      case "double-quoted-scalar":
        return this.flowScalar(this.type);
      case "block-scalar-header":
        return {
          type: "block-scalar",
          offset: this.offset,
          indent: this.indent,
          props: [this.sourceToken],
          source: ""
        };
      case "flow-map-start":
      case "flow-seq-start":
        return {
          type: "flow-collection",
          offset: this.offset,
          indent: this.indent,
          start: this.sourceToken,
          items: [],
          end: []
        };
      case "seq-item-ind":
        return {
          type: "block-seq",
          offset: this.offset,
          indent: this.indent,
          items: [{ start: [this.sourceToken] }]
        };
      case "explicit-key-ind": {
        this.onKeyLine = true;
        const prev = getPrevProps(parent);
        const start = getFirstKeyStartProps(prev);
        start.push(this.sourceToken);
        return {
          type: "block-map",
          offset: this.offset,
          indent: this.indent,
          items: [{ start, explicitKey: true }]
        };
      }
      case "map-value-ind": {
        this.onKeyLine = true;
        const prev = getPrevProps(parent);
        const start = getFirstKeyStartProps(prev);
        return {
          type: "block-map",
          offset: this.offset,
          indent: this.indent,
          items: [{ start, key: null, sep: [this.sourceToken] }]
        };
      }
    }
    return null;
  }
  atIndentedComment(start, indent) {
    if (this.type !== "comment")
      return false;
    if (this.indent <= indent)
      return false;
    return start.every((st) => st.type === "newline" || st.type === "space");
  }
  *documentEnd(docEnd) {
    if (this.type !== "doc-mode") {
      if (docEnd.end)
        docEnd.end.push(this.sourceToken);
      else
        docEnd.end = [this.sourceToken];
      if (this.type === "newline")
        yield* this.pop();
    }
  }
  *lineEnd(token) {
    switch (this.type) {
      case "comma":
      case "doc-start":
      case "doc-end":
      case "flow-seq-end":
      case "flow-map-end":
      case "map-value-ind":
        yield* this.pop();
        yield* this.step();
        break;
      case "newline":
        this.onKeyLine = false;
      // fallthrough
      case "space":
      case "comment":
      default:
        if (token.end)
          token.end.push(this.sourceToken);
        else
          token.end = [this.sourceToken];
        if (this.type === "newline")
          yield* this.pop();
    }
  }
};

// node_modules/yaml/browser/dist/public-api.js
function parseOptions(options) {
  const prettyErrors = options.prettyErrors !== false;
  const lineCounter = options.lineCounter || prettyErrors && new LineCounter() || null;
  return { lineCounter, prettyErrors };
}
function parseDocument(source, options = {}) {
  const { lineCounter, prettyErrors } = parseOptions(options);
  const parser = new Parser(lineCounter?.addNewLine);
  const composer = new Composer(options);
  let doc = null;
  for (const _doc of composer.compose(parser.parse(source), true, source.length)) {
    if (!doc)
      doc = _doc;
    else if (doc.options.logLevel !== "silent") {
      doc.errors.push(new YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
      break;
    }
  }
  if (prettyErrors && lineCounter) {
    doc.errors.forEach(prettifyError(source, lineCounter));
    doc.warnings.forEach(prettifyError(source, lineCounter));
  }
  return doc;
}

// src/load/document-limits.ts
var MAX_DEPTH = 64;
var MAX_ENTRIES = 1e4;
var MAX_ALIAS_COUNT = 100;
var MAX_ALIAS_VALUES = 1e4;

// src/text/excerpt.ts
var EXCERPT_LENGTH = 80;
function excerpt(text, max = EXCERPT_LENGTH) {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join("")}\u2026`;
}
function shortMessage(message, max = EXCERPT_LENGTH) {
  const cut = message.replace(
    /"((?:[^"\\]|\\.)*)"/g,
    (whole, inner) => inner.length <= max ? whole : `"${excerpt(inner, max)}"`
  );
  return excerpt(cut, 3 * max);
}

// src/load/composed-document.ts
var YAML_CODES = { TAB_AS_INDENT: "yaml.tab" };
function readComposedDocument(doc, index, at, report) {
  for (const e of doc.errors) report(fromYamlError(e, "error", at));
  for (const w of doc.warnings) report(fromYamlError(w, "warning", at));
  const contents = doc.contents;
  if (isEmpty2(contents)) {
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
  map(map2) {
    const byKey = /* @__PURE__ */ new Map();
    const out = this.pairs(map2.items, byKey);
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
  pairs(pairs2, byKey = /* @__PURE__ */ new Map()) {
    const out = {};
    for (const pair of pairs2) {
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
function isEmpty2(contents) {
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
  blockMap(map2) {
    const out = {};
    const entries = /* @__PURE__ */ new Map();
    let offset = map2.offset;
    for (const item of map2.items) {
      const { start, key, sep: sep2, value } = item;
      const keyStart = this.readProps(start, void 0, "line", offset).end;
      if (item.explicitKey || !key || !sep2 || !value || !isFlowScalar(key)) outside();
      if (key.indent !== map2.indent || hasNewline(key)) outside();
      const name = this.key(key);
      const props = this.readProps(sep2, "map-value-ind", "inline", name.nodeEnd);
      if (!props.found || props.newlineBefore) outside();
      if (keyStart < props.found.offset - 1024) outside();
      if (value.type === "block-map" && !props.newline) outside();
      const built = this.entry(entries, name, value);
      setField(out, name.value, built.value);
      offset = built.nodeEnd;
    }
    this.index.set(out, entries);
    return { value: out, start: map2.offset, end: offset, nodeEnd: offset, collection: true };
  }
  blockSeq(seq2) {
    const out = [];
    const items = [];
    let offset = seq2.offset;
    for (const { start, value } of seq2.items) {
      const props = this.readProps(start, "seq-item-ind", "line", offset);
      if (!props.found || !value) outside();
      const built = this.node(value);
      out.push(built.value);
      items.push({ node: built });
      offset = built.nodeEnd;
    }
    this.index.set(out, items);
    return { value: out, start: seq2.offset, end: offset, nodeEnd: offset, collection: true };
  }
  flowCollection(flow) {
    const isMap3 = flow.start.source === "{";
    const out = isMap3 ? {} : [];
    const entries = isMap3 ? /* @__PURE__ */ new Map() : [];
    let offset = flow.offset + flow.start.source.length;
    flow.items.forEach((item, i) => {
      const { start, key, sep: sep2, value } = item;
      const props = this.readProps(start, void 0, "flow", offset);
      if (props.comma !== i > 0) outside();
      if (!key && !sep2 && !value) {
        if (i < flow.items.length - 1) outside();
        offset = props.end;
        return;
      }
      if (!value || isBlock2(value)) outside();
      if (!isMap3) {
        if (key || sep2) outside();
        const built2 = this.node(value);
        out.push(built2.value);
        entries.push({ node: built2 });
        offset = built2.nodeEnd;
        return;
      }
      if (!key || !sep2 || !isFlowScalar(key)) outside();
      const name = this.key(key);
      const valueProps = this.readProps(sep2, "map-value-ind", "inline", name.nodeEnd);
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
    const value = token.type === "scalar" ? plainValue2(resolved.value) : resolved.value;
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
function plainValue2(source) {
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
function isBlock2(token) {
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
    const isDocument2 = token.type === "document";
    this.composerMayClaim = !isDocument2;
    if (isDocument2) this.composerHolds = true;
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

// src/load/read-source.ts
import { isUtf8 } from "node:buffer";
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";

// src/load/repository-path.ts
import { lstatSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
function repositoryAt(root) {
  const absolute = resolve(root);
  let real = absolute;
  try {
    real = realpathSync(absolute);
  } catch {
  }
  return { root: absolute, real };
}
function placeOf2(real, repo) {
  if (!isWithin(real, repo.real)) return "outside";
  return relative(repo.real, real).split(sep).includes(".git") ? "git" : "inside";
}
function isWithin(path, folder) {
  const rel = relative(folder, path);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
function pathExists(path) {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
function resolveInRepository(absolute, repo) {
  let own;
  try {
    own = lstatSync(absolute);
  } catch (error) {
    return failedLookup(error, { missing: true });
  }
  const link = own.isSymbolicLink();
  let real;
  try {
    real = realpathSync(absolute);
  } catch (error) {
    return failedLookup(error, { refusal: DANGLING });
  }
  const refusal = placeRefusal(real, repo);
  if (refusal) return { refusal };
  return { real, stats: link ? statSync(real) : own, link };
}
function failedLookup(error, absent) {
  const code = error.code;
  if (code === "ELOOP") return { refusal: LOOP };
  if (code === "ENOENT" || code === "ENOTDIR") return absent;
  throw error;
}
function placeRefusal(real, repo) {
  const place = placeOf2(real, repo);
  if (place === "outside") {
    return {
      code: "path.outsideRepository",
      why: `leads to ${real}, outside the repository (${repo.real})`
    };
  }
  if (place === "git") {
    return {
      code: "path.outsideRepository",
      why: `leads to ${real}, inside .git/ (Git's own files are never used)`
    };
  }
  return void 0;
}
var LOOP = {
  code: "path.linkLoop",
  why: "is a symbolic link that leads back to itself or to a folder that contains it: it is not followed"
};
var DANGLING = {
  code: "path.danglingLink",
  why: "is a symbolic link to something that does not exist"
};
function notRegular(stats, link = true) {
  return {
    code: "path.notRegularFile",
    why: `${link ? "leads to" : "is"} ${kindOf(stats)}, not a regular file: it is not read`
  };
}
function kindOf(stats) {
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  if (stats.isDirectory()) return "a folder";
  return "a special file";
}
function refusalDiagnostic(file, refusal) {
  return { severity: "error", code: refusal.code, message: `${file} ${refusal.why}`, file };
}

// src/load/read-source.ts
var MAX_FILE_BYTES = 5 * 1024 * 1024;
var PLAIN_REASONS = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOENT: "it no longer exists",
  EISDIR: "it is a folder",
  ELOOP: "it became a symbolic link since it was found (files are opened by their real path)"
};
var READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
async function readSource(absolute, file) {
  return readSourceSync(absolute, file);
}
function readSourceSync(absolute, file) {
  const read = readBytesSync(absolute, file);
  return "bytes" in read ? decodeSource(read.bytes, file) : read;
}
function readBytesSync(absolute, file) {
  let fd;
  try {
    fd = openSync(absolute, READ_FLAGS);
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { diagnostic: refusalDiagnostic(file, notRegular(stats, false)) };
    const over = overSizeLimit(stats.size, file);
    if (over) return { diagnostic: over };
    return { bytes: readFileSync(fd) };
  } catch (error) {
    const code = error.code;
    const reason = (code && PLAIN_REASONS[code]) ?? code ?? error.message;
    return {
      diagnostic: {
        severity: "error",
        code: "file.unreadable",
        message: `cannot read the file: ${reason}`,
        file
      }
    };
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function overSizeLimit(size, file, atLeast = false) {
  if (size <= MAX_FILE_BYTES) return void 0;
  return {
    severity: "error",
    code: "file.tooLarge",
    message: `file is ${atLeast ? "over 5 MiB" : formatMiB(size)}; annotation files may be at most 5 MiB`,
    file,
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 2
  };
}
function decodeSource(bytes, file) {
  if (!isUtf8(bytes)) {
    const offset = firstInvalidUtf8(bytes);
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++) {
      if (bytes[i] === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    const column = new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1;
    const hex = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, "0");
    return {
      diagnostic: {
        severity: "error",
        code: "file.notUtf8",
        message: `the file is not valid UTF-8 (byte 0x${hex} at offset ${offset}); save it as UTF-8`,
        file,
        line,
        column,
        endLine: line,
        endColumn: column + 1
      }
    };
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  return { text: text.charCodeAt(0) === 65279 ? text.slice(1) : text };
}
function firstInvalidUtf8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    let need;
    let min;
    if (b < 128) {
      i++;
      continue;
    } else if (b >= 194 && b <= 223) {
      need = 1;
      min = 128;
    } else if (b >= 224 && b <= 239) {
      need = 2;
      min = 2048;
    } else if (b >= 240 && b <= 244) {
      need = 3;
      min = 65536;
    } else {
      return i;
    }
    let cp = b & 63 >> need;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === void 0 || (c & 192) !== 128) return i;
      cp = cp << 6 | c & 63;
    }
    if (cp < min || cp > 1114111 || cp >= 55296 && cp <= 57343) return i;
    i += need + 1;
  }
  return bytes.length;
}
function formatMiB(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
function textOfFound(found) {
  const byShown = new Map(found.map((f) => [f.relative, f.absolute]));
  return (file) => {
    const absolute = byShown.get(file);
    if (absolute === void 0) return void 0;
    const source = readSourceSync(absolute, file);
    return "text" in source ? source.text : void 0;
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
  const previous2 = text.previousContent(line);
  return overIndented(text, line, text.nextContent(line)) ?? (previous2 === void 0 ? void 0 : overIndented(text, previous2, line)) ?? underIndented(text, line) ?? itemOutOfLine(text, line);
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
  const previous2 = text.previousContent(line);
  const above = previous2 === void 0 ? void 0 : text.field(previous2);
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
  const previous2 = text.previousContent(line);
  if (previous2 === void 0 || depth >= MAX_TABBED) return 0;
  const above = text.head(previous2);
  const start = startColumn(text, previous2, depth + 1);
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

// src/validate/dates.ts
var FORMAT = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2}):(\d{2}))?)?)?$/;
function parseAnnotationDate(s) {
  const m = FORMAT.exec(s);
  if (!m) return void 0;
  const [, y, mo, d, h, mi, se] = m;
  const date = { precision: "month", year: Number(y), month: Number(mo) };
  if (d === void 0) return date;
  date.precision = "date";
  date.day = Number(d);
  if (h === void 0) return date;
  date.precision = "hour";
  date.hour = Number(h);
  if (mi === void 0) return date;
  date.precision = "datetime";
  date.minute = Number(mi);
  date.second = Number(se);
  return date;
}
function isLeapYear(year) {
  return year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
}
function daysInMonth(year, month) {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function calendarProblem(d) {
  if (d.month < 1 || d.month > 12) return `month ${pad(d.month)} does not exist (01\u201312)`;
  if (d.day !== void 0) {
    const days = daysInMonth(d.year, d.month);
    if (d.day < 1 || d.day > days)
      return `${MONTHS[d.month - 1]} ${d.year} has ${days} days, so day ${pad(d.day)} does not exist`;
  }
  if (d.hour !== void 0 && d.hour > 23) return `hour ${pad(d.hour)} does not exist (00\u201323)`;
  if (d.minute !== void 0 && d.minute > 59)
    return `minute ${pad(d.minute)} does not exist (00\u201359)`;
  if (d.second !== void 0 && d.second > 59)
    return `second ${pad(d.second)} does not exist (00\u201359)`;
  return void 0;
}
function compareAnnotationDates(a, b) {
  const parts = (d) => [d.year, d.month, d.day, d.hour, d.minute, d.second];
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < pa.length; i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === void 0 || y === void 0) return 0;
    if (x !== y) return x - y;
  }
  return 0;
}
var MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
function pad(n) {
  return String(n).padStart(2, "0");
}

// src/validate/code-rules.ts
function checkCodeRules(doc, reported) {
  const out = [];
  const from = realDate(doc, "dateFrom", out);
  const to = realDate(doc, "dateTo", out);
  if (from && to && !reported.has("dateTo.notAllowed")) {
    if (from.precision !== to.precision)
      out.push({
        code: "dateTo.precision",
        message: `dateTo must have the same precision as dateFrom (${from.precision}, like ${String(doc.dateFrom)}), not ${to.precision}`,
        path: ["dateTo"]
      });
    else if (compareAnnotationDates(to, from) < 0)
      out.push({
        code: "dateTo.beforeDateFrom",
        message: `dateTo ${String(doc.dateTo)} is before dateFrom ${String(doc.dateFrom)}`,
        path: ["dateTo"]
      });
  }
  out.push(...duplicateEvidence(doc.evidence));
  return out;
}
function realDate(doc, field, out) {
  const raw = doc[field];
  if (typeof raw !== "string") return void 0;
  const parsed = parseAnnotationDate(raw);
  if (!parsed) return void 0;
  const problem = calendarProblem(parsed);
  if (!problem) return parsed;
  out.push({
    code: `${field}.calendar`,
    message: `${field} ${raw} is not a real date: ${problem}`,
    path: [field]
  });
  return void 0;
}
function duplicateEvidence(evidence) {
  if (!Array.isArray(evidence)) return [];
  const firstAt = /* @__PURE__ */ new Map();
  const out = [];
  evidence.forEach((item, i) => {
    const first = firstAt.get(item);
    if (first === void 0) firstAt.set(item, i);
    else
      out.push({
        code: "evidence.duplicate",
        message: `evidence lists ${JSON.stringify(item)} twice (items ${first + 1} and ${i + 1}); each value counts once`,
        path: ["evidence", i]
      });
  });
  return out;
}
function dropEchoes(issues) {
  const codes = new Set(issues.map((i) => i.code));
  return issues.filter((i) => {
    if (i.code === "dateTo.needsDateFrom")
      return !codes.has("dateFrom.required") && !codes.has("dateTo.notAllowed");
    if (i.code === "approximate.needsDate") return !codes.has("dateFrom.required");
    return true;
  });
}

// src/validate/date-hint.ts
var DATE_TIME = /^(\d{4}-\d{2}-\d{2})([ tT])(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
var MINUTES = " (minutes need seconds: HH:MM:SS)";
function dateFormatHint(value) {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return /T\d{2}:\d{2}$/.test(value) ? MINUTES : "";
  const [, date, separator, hours, minutes, seconds, zone] = m;
  const time = minutes === void 0 ? hours : `${hours}:${minutes}:${seconds ?? "00"}`;
  const written = `${date}T${time}`;
  const fraction = /[.,]\d+(?:[zZ]|[+-]\d|$)/.test(value);
  const rule = ": times are in project time, without a zone, and use T between date and time";
  if (zone !== void 0) {
    const offset = /^[zZ]$/.test(zone) ? "UTC" : `UTC${zone}`;
    return `${rule} (${written} if the project's time is ${offset})`;
  }
  if (separator !== "T" || fraction) return `${rule}: ${written}`;
  return seconds === void 0 && minutes !== void 0 ? MINUTES : "";
}

// src/text/did-you-mean.ts
var previous = new Uint32Array(64);
var current = new Uint32Array(64);
function editDistance(a, b, atMost = Infinity) {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (Math.abs(s.length - t.length) > atMost) return atMost + 1;
  if (t.length + 1 > previous.length) {
    previous = new Uint32Array(t.length + 1);
    current = new Uint32Array(t.length + 1);
  }
  let prev = previous;
  let row = current;
  for (let j = 0; j <= t.length; j++) prev[j] = j;
  for (let i = 1; i <= s.length; i++) {
    row[0] = i;
    let least = i;
    const c = s.charCodeAt(i - 1);
    for (let j = 1; j <= t.length; j++) {
      const cost = c === t.charCodeAt(j - 1) ? 0 : 1;
      const d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > atMost) return atMost + 1;
    [prev, row] = [row, prev];
  }
  const distance = prev[t.length];
  return distance > atMost ? atMost + 1 : distance;
}
function nearestChoice(value, choices) {
  const near = nearestName(value, choices);
  if (near !== void 0 && (editDistance(value, near, 1) <= 1 || sameStart(value, near)))
    return near;
  return onlyLonger(value, choices);
}
function sameStart(a, b) {
  return a.slice(0, 1).toLowerCase() === b.slice(0, 1).toLowerCase();
}
var MIN_ABBREVIATION = 3;
function onlyLonger(value, choices) {
  if (value.length < MIN_ABBREVIATION) return void 0;
  const start = value.toLowerCase();
  let found;
  for (const choice of choices) {
    if (choice.length <= value.length || !choice.toLowerCase().startsWith(start)) continue;
    if (found !== void 0) return void 0;
    found = choice;
  }
  return found;
}
function nearestName(name, known) {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = editDistance(name, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

// src/validate/field-path.ts
function fieldLabel(path) {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}
function codePrefix(path, root) {
  if (path.length === 0) return root;
  const parts = [];
  path.forEach((seg, i) => {
    if (typeof seg === "string") parts.push(seg);
    else if (i === path.length - 1) parts.push("item");
  });
  return parts.join(".");
}
function pointerToPath(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((seg) => seg.replace(/~1/g, "/").replace(/~0/g, "~")).map((seg) => /^\d+$/.test(seg) ? Number(seg) : seg);
}
function valueAt(root, path) {
  let node = root;
  for (const seg of path) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[seg];
  }
  return node;
}
function codePointLength(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
function describeValue(value) {
  if (value === null) return "empty";
  if (Array.isArray(value)) return "a list";
  if (value instanceof Uint8Array) return "binary data";
  if (typeof value === "object") return "a map";
  if (typeof value === "string") return JSON.stringify(excerpt(value, 40));
  return typeof value === "number" || typeof value === "boolean" ? String(value) : typeof value;
}

// src/validate/translate-errors.ts
var TYPE_WORDS = {
  string: "a string",
  boolean: "true or false",
  array: "a list",
  object: "a map"
};
var DATE_FORMATS = "YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS";
function translateErrors(errors, data, ctx) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const error of errors) {
    const issue2 = translateOne(error, data, ctx);
    if (!issue2) continue;
    const key = `${issue2.code}\0${JSON.stringify(issue2.path)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue2);
  }
  return out;
}
function ruleCodeAt(schemaPath, ruleCodes2) {
  for (const [prefix, code] of Object.entries(ruleCodes2))
    if (schemaPath.startsWith(`${prefix}/`)) return code;
  return void 0;
}
function translateOne(e, data, ctx) {
  const path = pointerToPath(e.instancePath);
  const failure = {
    e,
    data,
    ctx,
    path,
    value: valueAt(data, path),
    label: fieldLabel(path),
    prefix: codePrefix(path, ctx.root),
    rule: ruleCodeAt(e.schemaPath, ctx.ruleCodes),
    params: e.params,
    kind: valueAt(data, ["kind"])
  };
  return Object.hasOwn(BY_KEYWORD, e.keyword) ? BY_KEYWORD[e.keyword](failure) : generic(failure);
}
function generic({ e, ctx, path, label, prefix }) {
  return issue(`${prefix}.${e.keyword}`, `${label || ctx.root} ${e.message ?? "is invalid"}`, path);
}
var skip = () => void 0;
var BY_KEYWORD = {
  if: skip,
  // Reported by the evidence rule, which names every duplicate.
  uniqueItems: skip,
  type: typeIssue,
  required: requiredIssue,
  additionalProperties: unknownFieldIssue,
  "false schema": notAllowedIssue,
  oneOf: refOrKeyIssue,
  enum: ({ params, prefix, label, value, path }) => {
    const values = params.allowedValues.map(String);
    const near = typeof value === "string" ? nearestChoice(value, values) : void 0;
    const hint = near === void 0 ? "" : `; did you mean ${near}?`;
    return issue(
      `${prefix}.enum`,
      `${label} must be one of ${values.join(", ")}, not ${describeValue(value)}${hint}`,
      path
    );
  },
  minLength: ({ prefix, label, path }) => issue(`${prefix}.minLength`, `${label} must not be empty`, path),
  maxLength: ({ e, value, prefix, label, params, path }) => {
    if (e.schemaPath.startsWith("#/$defs/date/")) return void 0;
    const n = typeof value === "string" ? codePointLength(value) : 0;
    return issue(
      `${prefix}.maxLength`,
      `${label} is ${n} characters long; at most ${String(params.limit)} are allowed`,
      path
    );
  },
  maxItems: ({ value, prefix, label, params, path }) => {
    const n = Array.isArray(value) ? value.length : 0;
    return issue(
      `${prefix}.maxItems`,
      `${label} has ${n} items; at most ${String(params.limit)} are allowed`,
      path
    );
  },
  dependentRequired: () => issue("dateTo.needsDateFrom", "dateTo needs dateFrom: a period starts before it ends", [
    "dateTo"
  ]),
  pattern: ({ prefix, label, path, value, rule }) => patternIssue(prefix, label, path, value, rule)
};
function typeIssue({ path, ctx, data, params, value, label, prefix }) {
  if (path.length === 0)
    return issue(`${ctx.root}.notAnObject`, notAMap(ctx.root, data), [], "value");
  const wanted = TYPE_WORDS[String(params.type)] ?? String(params.type);
  const message = value === null ? `${label} is empty; give it ${wanted} or remove it` : `${label} must be ${wanted}, not ${describeValue(value)}${ctx.root === "body" ? "" : colonHint(params.type, value)}`;
  return issue(`${prefix}.type`, message, path);
}
var FIELD_WITHOUT_COLON = /^([A-Za-z_][\w.-]*) +([^\s:][^:]*)$/;
function colonHint(type, value) {
  if (type !== "object" || typeof value !== "string" || value.length > 200) return "";
  const m = FIELD_WITHOUT_COLON.exec(value);
  return m ? `; a field without its colon? write ${m[1]}: ${m[2]}` : "";
}
function requiredIssue({
  e,
  params,
  rule,
  path,
  value,
  kind,
  ctx
}) {
  const missing = String(params.missingProperty);
  if (e.schemaPath.includes("/oneOf/")) return void 0;
  if (rule === "approximate.needsDate")
    return issue(
      "approximate.needsDate",
      "approximate: true needs a date: give dateFrom, or drop approximate",
      [...path, "approximate"]
    );
  const full = [...path, missing];
  if (missing === "value" && valueAt(value, ["externalKey"]) !== void 0) return void 0;
  const why = missing === "dateFrom" && path.length === 0 && typeof kind === "string" ? ` for kind ${kind}` : "";
  return issue(
    `${codePrefix(full, ctx.root)}.required`,
    `${fieldLabel(full)} is required${why}`,
    full,
    "parent"
  );
}
function unknownFieldIssue({ params, path, ctx, label }) {
  const name = String(params.additionalProperty);
  const container = path.filter((seg) => typeof seg === "string").join(".") || ctx.root;
  const known = ctx.knownFields[container === ctx.root ? "document" : container] ?? [];
  const full = [...path, name];
  const where = path.length === 0 ? "" : ` in ${label}`;
  let message;
  if (ctx.root === "body" && path.length === 0 && name === "externalKey")
    message = `externalKey belongs in the request path, not the body`;
  else if (ctx.root === "body" && container === "refs" && name === "externalKey")
    message = `refs by externalKey are resolved by the tool before sending; the API takes {type, value} only`;
  else {
    const near = nearestName(name, known);
    message = near ? `unknown field ${excerpt(name)}${where}; did you mean ${near}?` : `unknown field ${excerpt(name)}${where}; known fields: ${known.join(", ")}`;
  }
  return issue(`${container}.unknownField`, message, full, "key");
}
function notAllowedIssue({ path, rule, data, prefix, kind }) {
  const field = String(path[path.length - 1]);
  if (rule === "refs.refOrKey") {
    const type = valueAt(data, [...path.slice(0, -1), "type"]);
    return issue(
      "refs.refOrKey",
      `externalKey is only allowed on refs of type annotation; a ${String(type)} ref takes value`,
      path,
      "key"
    );
  }
  return issue(`${prefix}.notAllowed`, notAllowedMessage(field, kind), path, "key");
}
function refOrKeyIssue(failure) {
  const { value, rule, params, label, path } = failure;
  if (value === null || typeof value !== "object") return void 0;
  if (rule !== "refs.refOrKey") return generic(failure);
  return params.passingSchemas === null ? issue(
    "refs.refOrKey",
    `${label}: a ref of type annotation needs value (an annotation id) or externalKey (a key in these files)`,
    path
  ) : issue(
    "refs.refOrKey",
    `${label}: a ref of type annotation takes value or externalKey, not both`,
    [...path, "externalKey"],
    "key"
  );
}
function patternIssue(prefix, label, path, value, rule) {
  const shown = describeValue(value);
  if (rule === "refs.value.commit")
    return issue(rule, `${label} must be a commit SHA of 7 to 64 hex digits, not ${shown}`, path);
  if (rule === "refs.value.url")
    return issue(rule, `${label} must be an absolute http or https URL, not ${shown}`, path);
  const field = path[path.length - 1];
  if (field === "dateFrom" || field === "dateTo") {
    if (typeof value === "string" && parseAnnotationDate(value)) return void 0;
    const hint = typeof value === "string" ? dateFormatHint(value) : "";
    return issue(`${prefix}.format`, `${label} must be ${DATE_FORMATS}, not ${shown}${hint}`, path);
  }
  if (field === "externalKey") {
    const long = typeof value === "string" && codePointLength(value) > 128;
    return issue(
      `${prefix}.pattern`,
      long ? `${label} is ${codePointLength(value)} characters long; at most 128 are allowed` : `${label} may only hold lowercase letters, digits, '.', '_' and '-' (1 to 128), not ${shown}`,
      path
    );
  }
  const idFormat = {
    applicationID: "app-<number>",
    experimentRunID: "exr-<number>",
    experimentVariantID: "exv-<number>"
  };
  const wanted = idFormat[String(field)];
  return issue(
    `${prefix}.pattern`,
    wanted ? `${label} must look like ${wanted}, not ${shown}` : `${label} has the wrong format: ${shown}`,
    path
  );
}
function notAllowedMessage(field, kind) {
  const on = typeof kind === "string" ? ` (this is kind ${kind})` : "";
  switch (field) {
    case "dateFrom":
      return `dateFrom is not allowed on kind ${String(kind)}; only events, periods and follow-ups have a date`;
    case "dateTo":
      return `dateTo is only allowed on kind period${on}`;
    case "status":
      return `status is only allowed on kind follow-up${on}`;
    default:
      return `${field} is only allowed on kinds event and period${on}`;
  }
}
function notAMap(root, data) {
  const what = root === "document" ? "an annotation document" : "the request body";
  return `${what} must be a map of fields, not ${describeValue(data)}`;
}
function issue(code, message, path, target) {
  return target ? { code, message, path, target } : { code, message, path };
}

// src/validate/check-rules.ts
function checkRules(validate2, value, ctx) {
  validate2(value);
  const schemaIssues = translateErrors(validate2.errors ?? [], value, ctx);
  const reported = new Set(schemaIssues.map((i) => i.code));
  return dropEchoes([...schemaIssues, ...checkCodeRules(value, reported)]);
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
    var PAIR2 = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
    function codePoints(str) {
      if (!SURROGATE.test(str)) return str.length;
      const pairs2 = str.match(PAIR2);
      return str.length - (pairs2 ? pairs2.length : 0);
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

// src/model/generated/vocabulary.ts
var DOCUMENT_FIELDS = ["externalKey", "kind", "headline", "description", "dateFrom", "dateTo", "approximate", "status", "effect", "reading", "scope", "series", "display", "source", "evidence", "refs", "note"];
var CONTENT_FIELDS = ["kind", "headline", "description", "dateFrom", "dateTo", "approximate", "status", "effect", "reading", "scope", "series", "display", "source", "evidence", "refs"];
var REQUIRED_FIELDS = ["externalKey", "kind", "headline"];
var FIELD_VALUES = {
  "kind": [
    "event",
    "period",
    "setup",
    "interpretation",
    "constraint",
    "follow-up"
  ],
  "status": [
    "open",
    "done"
  ],
  "effect": [
    "context",
    "boundary",
    "degraded",
    "broken",
    "missing"
  ],
  "source": [
    "manual",
    "agent",
    "system"
  ],
  "evidence": [
    "code",
    "trace",
    "data",
    "customer"
  ]
};
var SCOPE_MEMBERS = ["applicationID", "os", "osVersion", "browser", "customTag1", "customTag2", "customTag3", "customTag4", "customTag5", "customTag6", "customTag7", "customTag8", "customTag9", "customTag10", "experimentRunID", "experimentVariantID"];
var REF_FIELDS = ["type", "value", "externalKey"];
var REF_TYPES = ["finding", "annotation", "project", "commit", "release", "url"];

// src/model/fields.ts
var REQUIRED_CONTENT = REQUIRED_FIELDS.filter((field) => field !== "externalKey");
var CONTENT = new Set(CONTENT_FIELDS);
var DOCUMENT2 = new Set(DOCUMENT_FIELDS);
var MEMBERS = new Set(SCOPE_MEMBERS);
var REF_TYPE = new Set(REF_TYPES);
var VALUES = new Map(
  Object.entries(FIELD_VALUES).map(([field, values]) => [field, new Set(values)])
);
function isMap2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/validate/check-document.ts
var DOCUMENT_FIELDS2 = knownFields;
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
var REF_FIELDS2 = ["type", "externalKey"];
function acrossFilesView(value) {
  const view = pick(value, FIELDS);
  const refs = Object.hasOwn(value, "refs") ? value.refs : void 0;
  if (Array.isArray(refs))
    view.refs = refs.map((ref) => isMap2(ref) ? pick(ref, REF_FIELDS2) : null);
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
        for (const issue2 of issues)
          if (!found.countIfFull({ severity: "error", code: issue2.code }))
            found.add(placeIssue(issue2, doc, file));
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
function placeIssue(issue2, doc, file) {
  return {
    severity: "error",
    code: issue2.code,
    message: issue2.message,
    file,
    ...doc.locate(issue2.path, issue2.target),
    path: toPointer(issue2.path),
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
var ALL_FIELDS = pointersOf(DOCUMENT_FIELDS2);
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
  __export,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  Scalar,
  Composer,
  Lexer,
  LineCounter,
  Parser,
  parseDocument,
  excerpt,
  shortMessage,
  repositoryAt,
  pathExists,
  resolveInRepository,
  LOOP,
  notRegular,
  readSource,
  readSourceSync,
  overSizeLimit,
  textOfFound,
  MAX_DEPTH,
  MAX_ALIAS_COUNT,
  DOCUMENT_FIELDS,
  SCOPE_MEMBERS,
  REF_FIELDS,
  isMap2,
  nearestChoice,
  nearestName,
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
  placeAt,
  validateFile,
  toPointer,
  externalKeyOf
};
