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
      const picomatch = (await import("./picomatch-3SBARUKW.js")).default;
      const glob = picomatch.scan(
        path.split(sep).join("/").replace(/^(\.\/)+/, "")
      );
      if (!glob.isGlob) return "missing";
      const yielded2 = this.glob(picomatch, glob.base, glob.glob);
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
  /** A glob: its static base, walked as deep as the pattern can reach. */
  glob(picomatch, base, pattern) {
    const full = base === "" ? pattern : `${base}/${pattern}`;
    const matches = picomatch(full, { dot: false });
    const segments = pattern.split("/");
    const unbounded = pattern.includes("**") || pattern.includes("{") || pattern.includes("(");
    const dotted = segments.some((s) => s.startsWith("."));
    const filter = {
      takes: (path, name) => YAML_FILE.test(name) && matches(path),
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
  YAML_FILE,
  SKIPPED_FOLDERS,
  findFiles,
  displayPath
};
