import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  displayPath
} from "./chunk-4NSE5JE2.js";
import {
  MAX_PER_FILE,
  MAX_PER_RUN,
  addOmitted,
  byPosition,
  count,
  covers,
  excerptOf,
  externalKeyOf,
  placeAt,
  toPointer,
  validateFile
} from "./chunk-2CDXNC6U.js";
import {
  textOfFound
} from "./chunk-3PRYANI3.js";
import {
  LOOP,
  notRegular,
  repositoryAt,
  resolveInRepository
} from "./chunk-IS3V3FBE.js";
import {
  rawOption
} from "./chunk-GYJIZMIZ.js";
import {
  DEFAULT_PATHS
} from "./chunk-E76EZZ2N.js";
import {
  isMap
} from "./chunk-ETFRSDZE.js";

// src/plan/prune-rules.ts
var UNSCOPED_PRUNE = "without one, other writers' keys are not ours to delete";
function pruneRefused(prune, keyPrefix) {
  return prune && keyPrefix === void 0;
}
function deletionOutside(changes, keyPrefix) {
  for (const change of changes)
    if (change.action === "delete" && !underPrefix(change.externalKey, keyPrefix)) return change;
  return void 0;
}
function underPrefix(key, keyPrefix) {
  return keyPrefix !== void 0 && key.startsWith(keyPrefix);
}
function unusedKeyPrefix(keys, keyPrefix) {
  if (keyPrefix === void 0) return void 0;
  let any = false;
  for (const key of keys) {
    if (typeof key !== "string") continue;
    if (key.startsWith(keyPrefix)) return void 0;
    any = true;
  }
  if (!any) return void 0;
  return {
    severity: "warning",
    code: "keyPrefix.unused",
    message: `no file's externalKey begins with the keyPrefix ${JSON.stringify(keyPrefix)}: only keys under it are this repository's (orphans are looked for, and pruned, only there); check the keyPrefix, or the files' keys`
  };
}

// src/read/validate-files.ts
import { availableParallelism } from "node:os";

// src/read/find-files.ts
import { readdirSync, statSync } from "node:fs";
import { join, resolve, sep as sep2 } from "node:path";

// src/read/tree-walk.ts
import { sep } from "node:path";

// src/load/glob-pattern.ts
var MAX_GLOB_WILDCARDS = 8;
var MAX_BRACE_ALTERNATIVES = 64;
var MAX_MATCHED_LENGTH = 4096;
var GlobError = class extends Error {
  name = "GlobError";
};
function scanGlob(path) {
  if (path.length > MAX_MATCHED_LENGTH) return { base: "", glob: path };
  const at = firstWildcard(path);
  if (at < 0) return void 0;
  const cut = path.lastIndexOf("/", at);
  return { base: cut < 0 ? "" : path.slice(0, cut), glob: path.slice(cut + 1) };
}
function compileGlob(pattern) {
  if (pattern.length > MAX_MATCHED_LENGTH) {
    throw new GlobError(
      `is longer than ${MAX_MATCHED_LENGTH} characters, longer than any path it could match`
    );
  }
  if (/[@!+*?]\(/.test(pattern)) {
    throw new GlobError(
      "uses an extended glob (such as @(\u2026) or !(\u2026)), which this tool does not take"
    );
  }
  const wildcards = countWildcards(pattern);
  if (wildcards > MAX_GLOB_WILDCARDS) {
    throw new GlobError(
      `holds ${wildcards} wildcards, more than the ${MAX_GLOB_WILDCARDS} a glob may hold: name folders, or fewer patterns`
    );
  }
  const alternatives = expandBraces(pattern).map(segmentsOf);
  return (path) => {
    if (path.length > MAX_MATCHED_LENGTH) return false;
    const names = path.split("/");
    return alternatives.some((segments) => matchSegments(segments, names));
  };
}
function firstWildcard(path) {
  const brace = firstBraceGroup(path)?.start ?? path.length;
  for (let i = 0; i < brace; i++) {
    const c = path[i];
    if (c === "\\") i++;
    else if (c === "*" || c === "?") return i;
    else if (c === "[" && classEnd(Array.from(path.slice(i).split("/")[0]), 0) > 0) return i;
  }
  return brace < path.length ? brace : -1;
}
function countWildcards(pattern) {
  let count2 = 0;
  for (const segment of pattern.replace(/[{},]/g, "/").split("/")) {
    for (const token of tokenize(segment)) if (typeof token !== "string") count2++;
  }
  return count2;
}
function expandBraces(text) {
  const group = firstBraceGroup(text);
  if (group === void 0) return [text];
  const before = text.slice(0, group.start);
  const after = text.slice(group.end + 1);
  const out = [];
  for (const option of group.options) {
    for (const expanded of expandBraces(`${before}${option}${after}`)) {
      out.push(expanded);
      if (out.length > MAX_BRACE_ALTERNATIVES) {
        throw new GlobError(
          `expands to more than ${MAX_BRACE_ALTERNATIVES} alternatives (its braces): name fewer`
        );
      }
    }
  }
  return out;
}
function firstBraceGroup(text) {
  for (let start = 0; start < text.length; start++) {
    if (text[start] === "\\") {
      start++;
      continue;
    }
    if (text[start] !== "{") continue;
    let depth = 0;
    const cuts = [];
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (c === "\\") i++;
      else if (c === "{") depth++;
      else if (c === "," && depth === 1) cuts.push(i);
      else if (c === "}" && --depth === 0) {
        if (cuts.length === 0) break;
        const bounds = [start, ...cuts, i];
        const options = bounds.slice(1).map((end, k) => text.slice(bounds[k] + 1, end));
        return { start, end: i, options };
      }
    }
  }
  return void 0;
}
function segmentsOf(pattern) {
  return pattern.split("/").map(
    (segment) => segment === "**" ? { globstar: true } : { tokens: tokenize(segment), dotted: segment.startsWith(".") }
  );
}
function tokenize(segment) {
  const tokens = [];
  const chars = Array.from(segment);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "\\" && i + 1 < chars.length) tokens.push(chars[++i]);
    else if (c === "?") tokens.push({ any: true });
    else if (c === "*") {
      while (chars[i + 1] === "*") i++;
      tokens.push({ star: true });
    } else if (c === "[") {
      const end = classEnd(chars, i);
      if (end < 0) tokens.push(c);
      else {
        const negated = chars[i + 1] === "!" || chars[i + 1] === "^";
        tokens.push({ chars: chars.slice(i + (negated ? 2 : 1), end).join(""), negated });
        i = end;
      }
    } else tokens.push(c);
  }
  return tokens;
}
function classEnd(chars, open) {
  let i = open + 1;
  if (chars[i] === "!" || chars[i] === "^") i++;
  if (chars[i] === "]") i++;
  for (; i < chars.length && chars[i] !== "/"; i++) if (chars[i] === "]") return i;
  return -1;
}
function inClass(members, c) {
  const m = Array.from(members);
  for (let i = 0; i < m.length; i++) {
    if (m[i + 1] === "-" && i + 2 < m.length) {
      if (c >= m[i] && c <= m[i + 2]) return true;
      i += 2;
    } else if (m[i] === c) return true;
  }
  return false;
}
function matchesOne(token, c) {
  if (typeof token === "string") return token === c;
  if ("any" in token) return true;
  return inClass(token.chars, c) !== token.negated;
}
function matchSegment(segment, name) {
  if (name.startsWith(".") && !segment.dotted) return false;
  const { tokens } = segment;
  const chars = Array.from(name);
  let t = 0;
  let n = 0;
  let starAt = -1;
  let starN = 0;
  while (n < chars.length) {
    const token = tokens[t];
    if (token !== void 0 && typeof token === "object" && "star" in token) {
      starAt = t++;
      starN = n;
    } else if (token !== void 0 && matchesOne(token, chars[n])) {
      t++;
      n++;
    } else if (starAt >= 0) {
      t = starAt + 1;
      n = ++starN;
    } else return false;
  }
  while (t < tokens.length && typeof tokens[t] === "object" && "star" in tokens[t]) t++;
  return t === tokens.length;
}
function matchSegments(segments, names) {
  const width = names.length + 1;
  let next = new Uint8Array(width);
  next[names.length] = 1;
  for (let p = segments.length - 1; p >= 0; p--) {
    const row = new Uint8Array(width);
    const segment = segments[p];
    for (let n = names.length; n >= 0; n--) {
      if ("globstar" in segment) {
        row[n] = next[n] || n < names.length && !names[n].startsWith(".") && row[n + 1] ? 1 : 0;
      } else {
        row[n] = n < names.length && next[n + 1] && matchSegment(segment, names[n]) ? 1 : 0;
      }
    }
    next = row;
  }
  return next[0] === 1;
}

// src/read/tree-walk.ts
var YAML_FILE = /\.ya?ml$/i;
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set(["node_modules", ".git"]);
var BAD_GLOB = "path.badGlob";
var NO_MATCH = {
  missing: "does not exist",
  emptyFolder: "is a folder without .yaml or .yml files",
  noGlobMatch: "matches no .yaml or .yml file"
};
var FOLDER_FILTER = {
  takes: (_, name) => YAML_FILE.test(name) && !name.startsWith("."),
  enters: (name) => !name.startsWith(".") && !SKIPPED_FOLDERS.has(name)
};
async function walkTree(paths, source, options) {
  const walk = new Walk(source, options);
  for (const path of paths) await walk.path(path);
  return { files: walk.files, diagnostics: walk.diagnostics, unreadable: walk.unreadable };
}
var Walk = class {
  constructor(source, options) {
    this.source = source;
    this.options = options;
  }
  source;
  options;
  files = [];
  diagnostics = [];
  unreadable = /* @__PURE__ */ new Set();
  taken = /* @__PURE__ */ new Set();
  refused = /* @__PURE__ */ new Set();
  /** One PATH: a file, a folder, a glob, or nothing (said so, unless something else was). */
  async path(path) {
    const before = this.said();
    const found2 = await this.source.start(path);
    let why;
    if (found2.kind === "missing") {
      const glob = scanGlob(
        path.split(sep).join("/").replace(/^(\.\/)+/, "")
      );
      why = glob === void 0 ? "missing" : await this.glob(path, glob) ? void 0 : "noGlobMatch";
    } else if (found2.kind === "folder") {
      const walked = await this.folder(found2.folder, path.split(sep).join("/"), FOLDER_FILTER);
      why = walked ? void 0 : "emptyFolder";
    } else this.met(found2, this.source.shownPath(path), true, false);
    if (why === void 0 || this.said() > before) return;
    const named = this.source.namedPath(path);
    this.note("path.noMatch", `${named} ${NO_MATCH[why]}${this.options.hint ?? ""}`);
  }
  /** A glob (`path` as named): its static base, walked as deep as the pattern can reach. */
  async glob(path, { base, glob: pattern }) {
    let matches;
    try {
      matches = compileGlob(base === "" ? pattern : `${base}/${pattern}`);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      this.note(BAD_GLOB, `${this.source.namedPath(path)} ${error.message}`);
      return false;
    }
    const segments = pattern.split("/");
    const unbounded = pattern.includes("**") || pattern.includes("{") || pattern.includes("(");
    const dotted = segments.some((s) => s.startsWith("."));
    const filter = {
      takes: (walked, name) => YAML_FILE.test(name) && matches(walked),
      enters: (name, depth) => !SKIPPED_FOLDERS.has(name) && (dotted || !name.startsWith(".")) && (unbounded || depth < segments.length)
    };
    const start = await this.source.start(base === "" ? "." : base);
    if (start.kind === "folder") return this.folder(start.folder, base, filter);
    if (start.kind !== "file") this.met(start, this.source.shownPath(base), true, false);
    return false;
  }
  /**
   * Walks `folder`, named `shown` (the PATH's form), depth first in name order. `visited` holds
   * the folders this PATH's walk went into: a link back to one that holds the link is a loop,
   * to another one it adds nothing. True when it took a file.
   */
  async folder(folder, shown, filter, visited = /* @__PURE__ */ new Set(), depth = 0) {
    visited.add(this.source.folderId(folder));
    let entries;
    try {
      entries = (await this.source.entries(folder)).sort(
        (a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
      );
    } catch (error) {
      if (!(error instanceof UnreadableFolder)) throw error;
      this.unreadable.add(error.shown);
      return false;
    }
    const prefix = shown === "" || shown === "." ? "" : `${shown.replace(/\/+$/, "")}/`;
    const wanted = (name) => ({
      takes: filter.takes(`${prefix}${name}`, name),
      enters: filter.enters(name, depth + 1)
    });
    const links = entries.filter((e) => e.kind === "link").map((e) => e.name);
    const asked = links.filter((name) => wanted(name).takes || wanted(name).enters);
    const answers = /* @__PURE__ */ new Map();
    if (asked.length > 0) {
      const found2 = await this.source.follow(folder, asked);
      asked.forEach((name, i) => answers.set(name, found2[i]));
    }
    let yielded = false;
    for (const entry of entries) {
      const path = `${prefix}${entry.name}`;
      const { takes, enters } = wanted(entry.name);
      const at = () => this.source.shownEntry(folder, entry.name);
      if (entry.kind === "file") {
        if (takes && this.take(entry.file, at())) yielded = true;
      } else if (entry.kind === "folder") {
        if (enters && await this.folder(entry.folder, path, filter, visited, depth + 1))
          yielded = true;
      } else if (entry.kind === "other") {
        if (takes && entry.refusal) this.refuse(at(), entry.refusal);
      } else {
        const found2 = answers.get(entry.name);
        if (found2 === void 0) continue;
        if (found2.kind === "folder") {
          if (!enters) continue;
          if (this.source.contains(found2.folder, folder)) this.refuse(at(), LOOP);
          else if (!visited.has(this.source.folderId(found2.folder)))
            yielded = await this.folder(found2.folder, path, filter, visited, depth + 1) || yielded;
        } else if (this.met(found2, at(), takes, enters)) yielded = true;
      }
    }
    return yielded;
  }
  /** A named PATH or a link that is no folder: taken, refused, or passed over. True when taken. */
  met(found2, shown, takes, enters) {
    if (found2.kind === "file") return takes && this.take(found2.file, shown);
    if (found2.kind === "unreadable") this.unreadable.add(found2.shown);
    if (found2.kind === "refused" && (takes || enters && found2.leadsToFolder))
      this.refuse(shown, found2.refusal);
    return false;
  }
  /** Takes a file once (by who it is); true when it is taken, now or before. */
  take(file, shown) {
    const id = this.source.fileId(file);
    if (this.taken.has(id)) return true;
    this.taken.add(id);
    this.files.push({ file, shown });
    return true;
  }
  refuse(shown, refusal) {
    if (this.refused.has(shown)) return;
    this.refused.add(shown);
    const { severity } = this.options;
    this.diagnostics.push({
      severity,
      code: refusal.code,
      message: `${shown} ${refusal.why}`,
      file: shown
    });
  }
  note(code, message) {
    this.diagnostics.push({ severity: this.options.severity, code, message });
  }
  /** How much the walk has said so far (diagnostics, folders it could not read). */
  said() {
    return this.diagnostics.length + this.unreadable.size;
  }
};
var UnreadableFolder = class extends Error {
  constructor(shown) {
    super(`cannot read ${shown}`);
    this.shown = shown;
  }
  shown;
  name = "UnreadableFolder";
};

// src/read/find-files.ts
var DEFAULT_HINT = " (the default PATH: name files, folders or globs, or set include in observe-annotations.yaml)";
async function findFiles(paths, cwd, root = cwd) {
  const byDefault = paths.length === 0;
  const walked = await walkTree(byDefault ? DEFAULT_PATHS : paths, workingTree(cwd, root), {
    severity: "error",
    ...byDefault ? { hint: DEFAULT_HINT } : {}
  });
  const diagnostics = [...walked.diagnostics];
  for (const file of [...walked.unreadable].sort()) {
    diagnostics.push({
      severity: "error",
      code: "file.unreadable",
      message: "cannot read this folder (permission denied); the annotation files in it are not checked",
      file
    });
  }
  const files = walked.files.map(({ file, shown }) => ({ absolute: file.real, relative: shown })).sort((a, b) => a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0);
  return { files, diagnostics };
}
function workingTree(cwd, root) {
  const repo = repositoryAt(root);
  return {
    start: async (path) => {
      const named = resolve(cwd, path);
      return found(named, repo, displayPath(resolve(named, ".."), cwd), false);
    },
    entries: async (folder) => {
      let dirents;
      try {
        dirents = readdirSync(folder.real, { withFileTypes: true });
      } catch (error) {
        if (!permissionDenied(error)) throw error;
        throw new UnreadableFolder(displayPath(folder.named, cwd));
      }
      return dirents.map((entry) => entryOf(folder, entry));
    },
    follow: async (folder, names) => names.map(
      (name) => found(join(folder.named, name), repo, displayPath(folder.named, cwd), true)
    ),
    contains: (target, folder) => folder.real === target.real || folder.real.startsWith(`${target.real}${sep2}`),
    fileId: (file) => file.real,
    folderId: (folder) => folder.real,
    namedPath: (path) => path,
    shownPath: (path) => displayPath(resolve(cwd, path), cwd),
    shownEntry: (folder, name) => displayPath(join(folder.named, name), cwd)
  };
}
function found(named, repo, parent, link) {
  let resolved;
  try {
    resolved = resolveInRepository(named, repo);
  } catch (error) {
    if (!permissionDenied(error)) throw error;
    return { kind: "unreadable", shown: parent };
  }
  if ("missing" in resolved) return { kind: "missing" };
  if ("refusal" in resolved)
    return { kind: "refused", refusal: resolved.refusal, leadsToFolder: leadsToFolder(named) };
  const place = { real: resolved.real, named };
  if (resolved.stats.isFile()) return { kind: "file", file: place };
  if (resolved.stats.isDirectory()) return { kind: "folder", folder: place };
  const refusal = notRegular(resolved.stats, link || resolved.link);
  return { kind: "refused", refusal, leadsToFolder: false };
}
function entryOf(folder, entry) {
  const place = { real: join(folder.real, entry.name), named: join(folder.named, entry.name) };
  if (entry.isDirectory()) return { name: entry.name, kind: "folder", folder: place };
  if (entry.isFile()) return { name: entry.name, kind: "file", file: place };
  if (entry.isSymbolicLink()) return { name: entry.name, kind: "link" };
  return {
    name: entry.name,
    kind: "other",
    get refusal() {
      return notRegular(statSync(place.real), false);
    }
  };
}
function permissionDenied(error) {
  const code = error.code;
  return code === "EACCES" || code === "EPERM";
}
function leadsToFolder(link) {
  try {
    return statSync(link).isDirectory();
  } catch {
    return false;
  }
}

// src/validate/check-document-set.ts
function checkDocumentSet(items) {
  const out = [];
  const nodes = /* @__PURE__ */ new Map();
  for (const { value, at } of items) {
    const key = keyOf(value);
    if (key === void 0) continue;
    const first = nodes.get(key);
    if (first) {
      out.push({
        issue: {
          code: "externalKey.duplicate",
          message: `externalKey ${key} is already used by another annotation; keys are unique across all files`,
          path: ["externalKey"]
        },
        at,
        related: first.at
      });
      continue;
    }
    nodes.set(key, { key, at, edges: refsByKey(value) });
  }
  for (const cycle of findCycles(nodes)) {
    const [start, next] = [nodes.get(cycle[0]), nodes.get(cycle[1 % cycle.length])];
    const edge = start.edges.find((e) => e.key === next.key);
    const names = [...cycle, cycle[0]].join(" \u2192 ");
    out.push({
      issue: {
        code: "refs.cycle",
        message: cycle.length === 1 ? `annotation ${start.key} refers to itself; such files could not be applied to an empty project` : `refs by key form a cycle: ${names}; such files could not be applied to an empty project`,
        path: ["refs", edge.index, "externalKey"]
      },
      at: start.at,
      related: next.at
    });
  }
  return out;
}
function keyOf(value) {
  const key = isMap(value) ? value.externalKey : void 0;
  return typeof key === "string" ? key : void 0;
}
function refsByKey(value) {
  const refs = isMap(value) ? value.refs : void 0;
  if (!Array.isArray(refs)) return [];
  const out = [];
  refs.forEach((ref, index) => {
    if (!isMap(ref)) return;
    const { type, externalKey } = ref;
    if (type === "annotation" && typeof externalKey === "string")
      out.push({ key: externalKey, index });
  });
  return out;
}
function findCycles(nodes) {
  const keys = [...nodes.keys()];
  const number = new Map(keys.map((k, i) => [k, i]));
  const targets = keys.map(
    (k) => nodes.get(k).edges.flatMap((e) => number.has(e.key) ? [number.get(e.key)] : [])
  );
  const index = new Int32Array(keys.length).fill(-1);
  const low = new Int32Array(keys.length);
  const onStack = new Uint8Array(keys.length);
  const stack = [];
  const components = [];
  let counter = 0;
  const visit = (n) => {
    index[n] = low[n] = counter++;
    stack.push(n);
    onStack[n] = 1;
  };
  for (let root = 0; root < keys.length; root++) {
    if (index[root] >= 0) continue;
    const work = [{ n: root, edge: 0 }];
    visit(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const next = targets[frame.n][frame.edge++];
      if (next !== void 0) {
        if (index[next] < 0) {
          visit(next);
          work.push({ n: next, edge: 0 });
        } else if (onStack[next]) low[frame.n] = Math.min(low[frame.n], index[next]);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent.n] = Math.min(low[parent.n], low[frame.n]);
      if (low[frame.n] === index[frame.n]) {
        const component = [];
        let n;
        do {
          n = stack.pop();
          onStack[n] = 0;
          component.push(n);
        } while (n !== frame.n);
        components.push(component);
      }
    }
  }
  const cycles = [];
  for (const component of components) {
    if (component.length === 1) {
      const only = component[0];
      if (targets[only].includes(only)) cycles.push([only]);
      continue;
    }
    const start = Math.min(...component);
    cycles.push(pathBackTo(start, new Set(component), targets));
  }
  return cycles.sort((a, b) => a[0] - b[0]).map((cycle) => cycle.map((n) => keys[n]));
}
function pathBackTo(start, members, targets) {
  const cameFrom = /* @__PURE__ */ new Map();
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift();
    for (const next of targets[n]) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [n];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
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

// src/validate/plan-look-ahead.ts
function planLookAhead(items) {
  const held = /* @__PURE__ */ new Set();
  for (const { value } of items) {
    const key = fieldOf(value, "externalKey");
    if (typeof key === "string") held.add(key);
  }
  const out = [];
  for (const { value, at } of items) {
    if (fieldOf(value, "kind") === "follow-up" && fieldOf(value, "status") === "done" && fieldOf(value, "note") === void 0) {
      out.push({
        issue: {
          code: "note.requiredToClose",
          message: "closing a follow-up needs a note; plan will check whether this closes it (add a note saying how it was resolved)",
          path: ["status"]
        },
        at
      });
    }
    const refs = fieldOf(value, "refs");
    if (!Array.isArray(refs)) continue;
    refs.forEach((ref, index) => {
      if (fieldOf(ref, "type") !== "annotation") return;
      const key = fieldOf(ref, "externalKey");
      if (typeof key !== "string" || held.has(key)) return;
      out.push({
        issue: {
          code: "refs.unknownKey",
          message: `annotation ${key} is not in the files; plan will look for it on the server`,
          path: ["refs", index, "externalKey"]
        },
        at
      });
    });
  }
  return out;
}
function fieldOf(value, name) {
  return isMap(value) && Object.hasOwn(value, name) ? value[name] : void 0;
}

// src/read/validate-files.ts
async function validateFiles(paths, options) {
  const found2 = await findFiles(paths, options.cwd, options.root);
  return combineReports(found2, await readAll(found2.files, options), options.lookAhead ?? false);
}
function combineReports(found2, reports, lookAhead) {
  const documents = reports.flatMap((r) => r.documents);
  const acrossFiles = /* @__PURE__ */ new Map();
  for (const d of checkAcrossFiles(documents, lookAhead)) {
    const list = acrossFiles.get(d.file);
    if (list) list.push(d);
    else acrossFiles.set(d.file, [d]);
  }
  const run = new RunDiagnostics();
  for (const d of found2.diagnostics) run.add(d);
  for (const r of reports) run.addFile(r, acrossFiles.get(r.file) ?? []);
  const excerpts = /* @__PURE__ */ new Map();
  for (const r of reports) if (r.excerpt) excerpts.set(r.file, r.excerpt);
  const { diagnostics, omitted } = run.result();
  return {
    valid: !diagnostics.some((d) => d.severity === "error") && !(omitted && omitted.errors > 0),
    files: found2.files.length,
    annotations: reports.reduce((n, r) => n + r.annotations, 0),
    diagnostics,
    ...omitted ? { omitted } : {},
    excerpts,
    documents,
    found: found2.files
  };
}
async function readAll(files, options, onReports) {
  const threads = options.workers === void 0 || options.workers === "auto" ? workersFor(files.length) : options.workers;
  const keep = options.keep ?? "whole";
  const { signal } = options;
  if (threads === 0) return inThread(files, keep, onReports, signal);
  const { validateInWorkers } = await import("./validate-files-pool-N2N7AZYA.js");
  return validateInWorkers(files, threads, keep, { onReports, signal }).catch((error) => {
    if (signal?.aborted) throw error;
    return inThread(files, keep, onReports, signal);
  });
}
async function startWorkersAhead() {
  const count2 = Math.min(2, workersFor(Number.MAX_SAFE_INTEGER));
  if (count2 === 0) return () => {
  };
  const pool = await import("./validate-files-pool-N2N7AZYA.js");
  pool.startWorkersAhead(count2);
  return pool.endWorkersAhead;
}
var MIN_FILES_FOR_WORKERS = 48;
function workersFor(files) {
  if (!import.meta.url.endsWith(".js") || files < MIN_FILES_FOR_WORKERS) return 0;
  return Math.max(0, Math.min(availableParallelism(), 8, Math.floor(files / 24)));
}
async function inThread(files, keep, onReports, signal) {
  const reports = [];
  for (const f of files) {
    signal?.throwIfAborted();
    const report = await validateFile(f, keep);
    onReports?.(reports.length, [report]);
    reports.push(report);
  }
  return reports;
}
var RunDiagnostics = class {
  kept = [];
  total;
  files = [];
  add(d) {
    if (this.kept.length < MAX_PER_RUN) this.kept.push(d);
    else this.total = count(this.total, d);
  }
  addFile(report, acrossFiles) {
    let omitted = report.omitted && {
      ...report.omitted,
      codes: { ...report.omitted.codes }
    };
    let all = report.diagnostics;
    if (acrossFiles.length > 0) {
      all = [...all, ...acrossFiles].sort(byPosition);
      for (const d of all.slice(MAX_PER_FILE)) omitted = count(omitted, d);
      all = all.slice(0, MAX_PER_FILE);
    }
    const room = Math.max(0, MAX_PER_RUN - this.kept.length);
    for (const d of all.slice(room)) omitted = count(omitted, d);
    this.kept.push(...all.slice(0, room));
    if (!omitted) return;
    this.total = addOmitted(this.total, { ...omitted, stoppedAtLine: void 0 });
    const { errors, warnings, codes, stoppedAtLine } = omitted;
    this.files.push({
      file: report.file,
      errors,
      warnings,
      codes,
      ...stoppedAtLine === void 0 ? {} : { stoppedAtLine }
    });
  }
  result() {
    if (!this.total) return { diagnostics: this.kept };
    const { errors, warnings, codes } = this.total;
    return { diagnostics: this.kept, omitted: { errors, warnings, codes, files: this.files } };
  }
};
function checkAcrossFiles(documents, lookAhead) {
  const issues = checkDocumentSet(documents.map((doc) => ({ value: doc.value, at: doc })));
  const errors = issues.map((issue) => placeSetIssue(issue, "error"));
  if (!lookAhead) return errors;
  const valid = documents.filter((doc) => doc.valid).map((doc) => ({ value: doc.value, at: doc }));
  return [...errors, ...planLookAhead(valid).map((issue) => placeSetIssue(issue, "warning"))];
}
function placeSetIssue({ issue, at, related }, severity) {
  const pointer = toPointer(issue.path);
  const place = placeAt(at.places, pointer) ?? placeAt(at.places, "") ?? wholeLine(at);
  const other = related ? placeAt(related.places, "/externalKey") ?? placeAt(related.places, "") ?? wholeLine(related) : void 0;
  const where = other ? `${related.file}:${other.line}:${other.column}` : "";
  const named = issue.code === "externalKey.duplicate" && other ? ` (first at ${where})` : "";
  return {
    severity,
    code: issue.code,
    message: `${issue.message}${named}`,
    file: at.file,
    ...place,
    path: pointer,
    ...externalKeyOf(at.value),
    ...other ? {
      related: {
        file: related.file,
        line: other.line,
        column: other.column,
        message: issue.code === "externalKey.duplicate" ? "the first annotation with this key" : "the next annotation of the cycle"
      }
    } : {}
  };
}
function wholeLine(doc) {
  return { line: doc.line, column: 1, endLine: doc.line, endColumn: 2 };
}

// src/app/session/read-files.ts
async function readAnnotationFiles(ctx, paths = namedPaths(ctx)) {
  return validateFiles(paths, { cwd: ctx.cwd });
}
async function checkAnnotationFiles(ctx) {
  const result = await validateFiles(namedPaths(ctx), {
    cwd: ctx.cwd,
    lookAhead: true,
    keep: "checks",
    // Ctrl-C or SIGTERM: no file more is read.
    signal: ctx.signal
  });
  const keys = result.documents.map((doc) => doc.value.externalKey);
  const unused = unusedKeyPrefix(keys, ctx.options.keyPrefix);
  return unused ? { ...result, diagnostics: [unused, ...result.diagnostics] } : result;
}
function namedPaths(ctx) {
  const set = ctx.sources ? rawOption("paths", ctx.sources) !== void 0 : !sameList(ctx.options.paths, DEFAULT_PATHS);
  return set ? ctx.options.paths : [];
}
function sameList(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
function excerptsOf(validation, diagnostics) {
  const reread = textOfFound(validation.found);
  const byFile = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (d.file === void 0) continue;
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  let last;
  return (file) => {
    const mine = byFile.get(file) ?? [];
    const kept = validation.excerpts.get(file);
    if (kept && mine.every((d) => covers(kept, d))) return kept;
    if (last?.file !== file) {
      const text = reread(file);
      last = { file, excerpt: text === void 0 ? void 0 : excerptOf(text, mine) };
    }
    return last.excerpt;
  };
}

export {
  UNSCOPED_PRUNE,
  pruneRefused,
  deletionOutside,
  unusedKeyPrefix,
  walkTree,
  findFiles,
  combineReports,
  readAll,
  startWorkersAhead,
  workersFor,
  readAnnotationFiles,
  checkAnnotationFiles,
  namedPaths,
  excerptsOf
};
