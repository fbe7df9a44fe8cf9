import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  UserError
} from "./chunk-3GO7JZRP.js";
import {
  parseDocument,
  readSourceSync
} from "./chunk-N7U5ZQNW.js";
import {
  notRegular,
  repositoryAt,
  resolveInRepository
} from "./chunk-EUEBU67B.js";
import {
  shortMessage
} from "./chunk-OBFSWVOF.js";

// src/load/config-file.ts
import { dirname, join } from "node:path";
var CONFIG_FILE = "observe-annotations.yaml";
async function readConfigFile(dir, { name = CONFIG_FILE, shown = name } = {}) {
  const text = readConfigText(join(dir, name), shown);
  if (text === void 0) return void 0;
  return parseConfigText(text, shown);
}
function parseConfigText(text, shown) {
  const doc = parseDocument(text, { prettyErrors: false, schema: "core" });
  const firstError = doc.errors[0];
  if (firstError) {
    const line = firstError.linePos?.[0].line ?? 1;
    throw new UserError(`${shown}:${line}: ${shortMessage(firstError.message.split("\n")[0])}`);
  }
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    throw new UserError(`${shown}: ${error.message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new UserError(`${shown}: expected a map of settings (such as keyPrefix: team.)`);
  }
  return { file: shown, values: value };
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
