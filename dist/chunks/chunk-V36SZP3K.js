import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CONFIG_FILE,
  readConfigFile
} from "./chunk-SJGPSIIW.js";
import {
  pathExists
} from "./chunk-IS3V3FBE.js";
import {
  OptionError
} from "./chunk-LG26PJLV.js";
import {
  OPTIONS,
  optionsFor,
  parseOr
} from "./chunk-E76EZZ2N.js";

// src/app/options/config.ts
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
async function placeRun(command, given, cwd) {
  const explicit = given.configFile === void 0 ? void 0 : parseOr(
    OPTIONS.configFile.parse,
    given.configFile,
    (why) => new OptionError("configFile", why)
  );
  const located = await locateConfig(cwd, explicit);
  const rebased = rebaseGiven(command, given, cwd, located.root);
  const { configFile: _typed, ...rest } = rebased;
  return {
    ...located,
    given: located.config ? { ...rest, configFile: located.config.file } : rest
  };
}
async function locateConfig(cwd, explicit) {
  const path = explicit === void 0 ? findUpward(cwd) : resolve(cwd, explicit);
  if (path === void 0) return { root: cwd };
  const shown = explicit ?? shownFrom(cwd, path);
  const config = await readConfigFile(dirname(path), {
    name: basename(path),
    shown,
    places: true
  });
  if (config === void 0) {
    throw new OptionError("configFile", `${explicit}: no such file`);
  }
  return { root: dirname(path), config };
}
async function loadConfig(cwd) {
  return readConfigFile(cwd, { places: true });
}
function findUpward(cwd) {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const candidate = join(dir, CONFIG_FILE);
    if (pathExists(candidate)) return candidate;
    if (pathExists(join(dir, ".git")) || dirname(dir) === dir) return void 0;
  }
}
function shownFrom(cwd, path) {
  const rel = relative(resolve(cwd), path);
  return (rel === "" || isAbsolute(rel) ? path : rel).split(sep).join("/");
}
function rebaseGiven(command, given, cwd, root) {
  if (resolve(cwd) === resolve(root)) return given;
  const rebased = { ...given };
  for (const [key, row] of optionsFor(command)) {
    const value = rebased[key];
    if (!row.path || value === void 0) continue;
    const one = (p) => typeof p === "string" ? rebase(p, cwd, root) : p;
    rebased[key] = Array.isArray(value) ? value.map(one) : one(value);
  }
  return rebased;
}
function rebase(path, cwd, root) {
  if (path.trim() === "" || isAbsolute(path)) return path;
  const absolute = resolve(cwd, path);
  const rel = relative(resolve(root), absolute);
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return absolute;
  const shown = rel === "" ? "." : rel.split(sep).join("/");
  return path.endsWith("/") && !shown.endsWith("/") ? `${shown}/` : shown;
}

export {
  placeRun,
  locateConfig,
  loadConfig,
  rebaseGiven
};
