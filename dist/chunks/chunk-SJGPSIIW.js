import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LineCounter,
  MAX_DEPTH,
  isMap,
  isScalar,
  parseDocument,
  readSourceSync
} from "./chunk-3PRYANI3.js";
import {
  notRegular,
  repositoryAt,
  resolveInRepository
} from "./chunk-IS3V3FBE.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import {
  isMap as isMap2
} from "./chunk-ETFRSDZE.js";
import {
  shortMessage
} from "./chunk-GL32H3YL.js";

// src/load/config-file.ts
import { dirname, join } from "node:path";
var CONFIG_FILE = "observe-annotations.yaml";
async function readConfigFile(dir, {
  name = CONFIG_FILE,
  shown = name,
  places = false
} = {}) {
  const text = readConfigText(join(dir, name), shown);
  if (text === void 0) return void 0;
  return parseConfigText(text, shown, { places });
}
function parseConfigText(text, shown, { places = false } = {}) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, schema: "core", lineCounter });
  const firstError = doc.errors[0];
  if (firstError) {
    const { line, col } = lineCounter.linePos(firstError.pos[0]);
    throw new UserError(
      `${shown}:${line}:${col}: ${shortMessage(nestingSaid(firstError.message))}`
    );
  }
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new UserError(`${shown}: ${nestingSaid(error.message)}`);
  }
  if (!isMap2(value)) {
    throw new UserError(`${shown}: expected a map of settings (such as keyPrefix: team.)`);
  }
  return {
    file: shown,
    values: value,
    ...places ? { places: placesIn(doc.contents, shown, lineCounter) } : {}
  };
}
function nestingSaid(message) {
  const first = message.split("\n")[0];
  return /maximum call stack size exceeded/i.test(first) ? `the settings are nested too deeply (keep them within ${MAX_DEPTH} levels)` : first;
}
function placesIn(contents, file, lines) {
  const keys = {};
  const values = {};
  const at = (node) => {
    if (!node?.range) return void 0;
    const { line, col } = lines.linePos(node.range[0]);
    return { line, column: col };
  };
  const walk = (map, path, depth) => {
    if (!isMap(map)) return;
    for (const pair of map.items) {
      if (!isScalar(pair.key) || typeof pair.key.value !== "string") continue;
      const here = [...path, pair.key.value];
      const id = JSON.stringify(here);
      const key = at(pair.key);
      if (key && !Object.hasOwn(keys, id)) keys[id] = key;
      const value = at(pair.value);
      if (value && !Object.hasOwn(values, id)) values[id] = value;
      if (depth < 2) walk(pair.value, here, depth + 1);
    }
  };
  walk(contents, [], 0);
  return { file, keys, values };
}
function readConfigText(path, shown) {
  let resolved;
  try {
    resolved = resolveInRepository(path, repositoryAt(dirname(path)));
  } catch (error) {
    throw new UserError(`${shown}: ${error.code ?? "unreadable"}`);
  }
  if ("missing" in resolved) return void 0;
  if ("refusal" in resolved) throw refused(shown, resolved.refusal);
  if (!resolved.stats.isFile()) throw refused(shown, notRegular(resolved.stats, resolved.link));
  const source = readSourceSync(resolved.real, shown);
  if ("diagnostic" in source) {
    const d = source.diagnostic;
    throw new UserError(`${shown}${d.line ? `:${d.line}` : ""}: ${d.message}`);
  }
  return source.text;
}
function refused(shown, refusal) {
  return new UserError(`${shown} ${refusal.why} (${refusal.code})`);
}

export {
  CONFIG_FILE,
  readConfigFile,
  parseConfigText
};
