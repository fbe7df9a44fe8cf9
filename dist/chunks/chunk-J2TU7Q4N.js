import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_PATHS
} from "./chunk-WSJJMDZ3.js";
import {
  LOOP,
  notRegular,
  placeRefusal,
  refusalDiagnostic,
  repositoryAt,
  resolveInRepository
} from "./chunk-EUEBU67B.js";

// src/load/find-files.ts
import { readdirSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";

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
  let count = 0;
  for (const segment of pattern.replace(/[{},]/g, "/").split("/")) {
    for (const token of tokenize(segment)) if (typeof token !== "string") count++;
  }
  return count;
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

// src/load/find-files.ts
var DEFAULT_HINT = " (the default PATH: name files, folders or globs, or set include in observe-annotations.yaml)";
var YAML_FILE = /\.ya?ml$/i;
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set(["node_modules", ".git"]);
async function findFiles(paths, cwd, root = cwd) {
  const walk = new Walk(cwd, repositoryAt(root));
  const byDefault = paths.length === 0;
  for (const path of byDefault ? DEFAULT_PATHS : paths) {
    const why = await walk.expand(path);
    if (why !== void 0) {
      walk.diagnostics.push({
        severity: "error",
        code: "path.noMatch",
        message: `${path} ${NO_MATCH[why]}${byDefault ? DEFAULT_HINT : ""}`
      });
    }
  }
  for (const absolute of [...walk.unreadable].sort()) {
    walk.diagnostics.push({
      severity: "error",
      code: "file.unreadable",
      message: "cannot read this folder (permission denied); the annotation files in it are not checked",
      file: displayPath(absolute, cwd)
    });
  }
  const files = [...walk.byReal.values()].sort(
    (a, b) => a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0
  );
  return { files, diagnostics: walk.diagnostics };
}
function displayPath(absolute, cwd) {
  const rel = relative(cwd, absolute);
  const shown = rel === "" || isAbsolute(rel) ? absolute : rel;
  return shown.split(sep).join("/");
}
var BAD_GLOB = "path.badGlob";
var NO_MATCH = {
  missing: "does not exist",
  emptyFolder: "is a folder without .yaml or .yml files",
  noGlobMatch: "matches no .yaml or .yml file"
};
var Walk = class {
  constructor(cwd, repo) {
    this.cwd = cwd;
    this.repo = repo;
  }
  cwd;
  repo;
  byReal = /* @__PURE__ */ new Map();
  diagnostics = [];
  unreadable = /* @__PURE__ */ new Set();
  refused = /* @__PURE__ */ new Set();
  /** One PATH; undefined when it yielded something (a file, or an error of its own). */
  async expand(path) {
    const absolute = resolve(this.cwd, path);
    const before = this.diagnostics.length + this.unreadable.size;
    const found = this.start(absolute);
    if (found === "missing") {
      const glob = scanGlob(
        path.split(sep).join("/").replace(/^(\.\/)+/, "")
      );
      if (glob === void 0) return "missing";
      const yielded2 = this.glob(path, glob);
      return yielded2 || this.diagnostics.length + this.unreadable.size > before ? void 0 : "noGlobMatch";
    }
    if (found === void 0) return void 0;
    if ("file" in found) {
      this.take(found.file, absolute);
      return void 0;
    }
    const filter = {
      takes: (_, name) => YAML_FILE.test(name) && !name.startsWith("."),
      enters: (name) => !name.startsWith(".") && !SKIPPED_FOLDERS.has(name)
    };
    const yielded = this.folder(found.folder, absolute, path.split(sep).join("/"), filter);
    return yielded || this.diagnostics.length + this.unreadable.size > before ? void 0 : "emptyFolder";
  }
  /** A named starting point: a file or folder to take, missing, or refused (undefined). */
  start(absolute) {
    let resolved;
    try {
      resolved = resolveInRepository(absolute, this.repo);
    } catch (error) {
      if (!permissionDenied(error)) throw error;
      this.unreadable.add(resolve(absolute, ".."));
      return void 0;
    }
    if ("missing" in resolved) return "missing";
    if ("refusal" in resolved) {
      this.refuse(absolute, resolved.refusal);
      return void 0;
    }
    if (resolved.stats.isFile()) return { file: resolved.real };
    if (resolved.stats.isDirectory()) return { folder: resolved.real };
    this.refuse(absolute, notRegular(resolved.stats, resolved.link));
    return void 0;
  }
  /** A glob (`path` as named): its static base, walked as deep as the pattern can reach. */
  glob(path, { base, glob: pattern }) {
    let matches;
    try {
      matches = compileGlob(base === "" ? pattern : `${base}/${pattern}`);
    } catch (error) {
      if (!(error instanceof GlobError)) throw error;
      this.diagnostics.push({
        severity: "error",
        code: BAD_GLOB,
        message: `${path} ${error.message}`
      });
      return false;
    }
    const segments = pattern.split("/");
    const unbounded = pattern.includes("**") || pattern.includes("{") || pattern.includes("(");
    const dotted = segments.some((s) => s.startsWith("."));
    const filter = {
      takes: (path2, name) => YAML_FILE.test(name) && matches(path2),
      enters: (name, depth) => !SKIPPED_FOLDERS.has(name) && (dotted || !name.startsWith(".")) && (unbounded || depth < segments.length)
    };
    const absolute = resolve(this.cwd, base);
    const found = this.start(absolute);
    if (found === void 0 || found === "missing" || "file" in found) return false;
    return this.folder(found.folder, absolute, base, filter);
  }
  /**
   * Walks the folder whose real path is `real`, named `shown` (the PATH's form), depth first in
   * name order. `visited` holds the real folders this walk went into: a link back to one of
   * them is a loop when it contains the link, and is not walked twice otherwise.
   */
  folder(real, named, shown, filter, visited = /* @__PURE__ */ new Set(), depth = 0) {
    visited.add(real);
    let entries;
    try {
      entries = readdirSync(real, { withFileTypes: true });
    } catch (error) {
      if (!permissionDenied(error)) throw error;
      this.unreadable.add(named);
      return false;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    let yielded = false;
    const prefix = shown === "" || shown === "." ? "" : `${shown.replace(/\/+$/, "")}/`;
    for (const entry of entries) {
      const path = `${prefix}${entry.name}`;
      const entryNamed = join(named, entry.name);
      const entryReal = join(real, entry.name);
      const enters = filter.enters(entry.name, depth + 1);
      if (entry.isDirectory()) {
        if (enters && this.folder(entryReal, entryNamed, path, filter, visited, depth + 1))
          yielded = true;
      } else if (entry.isFile()) {
        if (filter.takes(path, entry.name)) yielded = this.take(entryReal, entryNamed) || yielded;
      } else if (entry.isSymbolicLink()) {
        const takes = filter.takes(path, entry.name);
        const target = this.followLink(entryNamed, real, visited, takes, enters);
        if (target === void 0) continue;
        if ("file" in target) yielded = this.take(target.file, entryNamed) || yielded;
        else if (this.folder(target.folder, entryNamed, path, filter, visited, depth + 1))
          yielded = true;
      } else if (filter.takes(path, entry.name)) {
        this.refuse(entryNamed, notRegular(statSync(entryReal), false));
      }
    }
    return yielded;
  }
  /**
   * A link met in a folder walk: the file or folder to take, or undefined (refused with an
   * error when the walk would have read it, skipped quietly when it would not have).
   */
  followLink(link, parentReal, visited, takes, enters) {
    let resolved;
    try {
      resolved = resolveInRepository(link, this.repo);
    } catch (error) {
      if (!permissionDenied(error)) throw error;
      if (takes || enters) this.unreadable.add(resolve(link, ".."));
      return void 0;
    }
    if ("missing" in resolved) return void 0;
    if ("refusal" in resolved) {
      if (takes || enters && leadsToFolder(link)) this.refuse(link, resolved.refusal);
      return void 0;
    }
    const { real, stats } = resolved;
    if (stats.isDirectory()) {
      if (!enters) return void 0;
      if (real === parentReal || parentReal.startsWith(`${real}${sep}`)) {
        this.refuse(link, LOOP);
        return void 0;
      }
      return visited.has(real) ? void 0 : { folder: real };
    }
    if (!takes) return void 0;
    if (!stats.isFile()) {
      this.refuse(link, notRegular(stats));
      return void 0;
    }
    return { file: real };
  }
  /** Records a file by its real path; false when another path already reached it. */
  take(real, named) {
    if (placeRefusal(real, this.repo)) return false;
    if (this.byReal.has(real)) return true;
    this.byReal.set(real, { absolute: real, relative: displayPath(named, this.cwd) });
    return true;
  }
  refuse(named, refusal) {
    const file = displayPath(named, this.cwd);
    if (this.refused.has(file)) return;
    this.refused.add(file);
    this.diagnostics.push(refusalDiagnostic(file, refusal));
  }
};
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

export {
  GlobError,
  scanGlob,
  compileGlob,
  YAML_FILE,
  SKIPPED_FOLDERS,
  findFiles,
  displayPath,
  BAD_GLOB
};
