import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  stringOption
} from "./chunk-NMIGANXT.js";
import {
  UserError
} from "./chunk-25GGN4UR.js";
import {
  CONTENT_FIELDS
} from "./chunk-TKRH735F.js";

// src/cli/connection.ts
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
var EMULATOR_DIR = ".observe-emulator";
async function readApiKey(ctx) {
  const file = ctx.flags["api-key-file"];
  if (typeof file === "string") {
    const path = isAbsolute(file) ? file : resolve(ctx.io.cwd, file);
    let text;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      throw new UserError(
        `cannot read --api-key-file ${file}: ${error.code ?? "error"}`
      );
    }
    const key2 = text.trim();
    if (!key2) throw new UserError(`--api-key-file ${file} is empty`);
    return headerSafe(key2, `--api-key-file ${file}`);
  }
  const key = ctx.io.env.OBSERVE_API_KEY?.trim();
  if (!key) {
    throw new UserError(
      "no API key: set OBSERVE_API_KEY or pass --api-key-file FILE (keys are never taken on the command line)"
    );
  }
  return headerSafe(key, "OBSERVE_API_KEY");
}
function headerSafe(key, from) {
  if (/^[\x21-\x7e]+$/.test(key)) return key;
  throw new UserError(
    `the API key in ${from} holds a space, a line break or a character outside printable ASCII: an API key is one line of visible characters`
  );
}
function checkBaseUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new UserError(
      `--base-url '${raw}' is not a URL (expected e.g. https://observe.example.com/v1)`
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UserError(`--base-url must be http(s), not ${url.protocol}`);
  }
  if (url.username || url.password) throw new UserError("--base-url must not contain credentials");
  return url.toString().replace(/\/+$/, "");
}
async function connect(ctx, config, options) {
  const { createObserveClient } = await import("./undici-client-CEGJT2VF.js");
  if (ctx.flags.emulator === true)
    return connectEmbedded(ctx, config, options, createObserveClient);
  const rawUrl = stringOption(ctx, config, "base-url");
  if (!rawUrl) {
    throw new UserError(
      "no Observe API address: pass --base-url URL or set OBSERVE_BASE_URL (with the version segment, e.g. https://\u2026/v1), or try the tool without an account: add --emulator to run against the embedded emulator"
    );
  }
  const baseUrl = checkBaseUrl(rawUrl);
  const apiKey = await readApiKey(ctx);
  const client = createObserveClient({
    baseUrl,
    apiKey,
    concurrency: options.concurrency,
    observer: options.observer
  });
  return { client, baseUrl, apiKey, embedded: false, target: baseUrl, close: () => client.close() };
}
async function connectEmbedded(ctx, config, options, createObserveClient) {
  const { startEmulator, parseApiKey } = await import("./emulator-QRELSJHN.js");
  const dir = join(ctx.io.cwd, EMULATOR_DIR);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, ".gitignore"),
    "# State of the embedded emulator (observe-annotations --emulator)\n*\n"
  );
  const apiKey = `emu_${randomBytes(18).toString("base64url")}`;
  const emulator = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    apiKeys: [parseApiKey(apiKey)],
    timezone: config.emulator?.timezone ?? "UTC",
    findings: config.emulator?.findings ?? [],
    dataFile: join(dir, "state.json")
  });
  const client = createObserveClient({
    baseUrl: emulator.baseUrl,
    apiKey,
    concurrency: options.concurrency,
    observer: options.observer
  });
  return {
    client,
    baseUrl: emulator.baseUrl,
    apiKey,
    embedded: true,
    target: `emulator:${EMULATOR_DIR}`,
    close: async () => {
      await client.close();
      await emulator.close();
    }
  };
}

// src/plan/canonical-json.ts
import { createHash } from "node:crypto";
function canonicalJson(value) {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    return text === void 0 ? "null" : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.keys(value).filter((key) => value[key] !== void 0).sort().map(
    (key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`
  );
  return `{${entries.join(",")}}`;
}
function hashOf(value) {
  return `sha256:${createHash("sha256").update(canonicalJson(value)).digest("hex")}`;
}

// src/plan/content-fields.ts
function isManaged(annotation) {
  return !annotation.platform && typeof annotation.externalKey === "string";
}
function projectAnnotation(annotation) {
  return inFieldOrder(annotation);
}
function inFieldOrder(value) {
  const content = {};
  for (const field of CONTENT_FIELDS) {
    const member = value[field];
    if (member === void 0 || member === null) continue;
    content[field] = field === "scope" ? sortMembers(member) : member;
  }
  return content;
}
function sortMembers(object) {
  return Object.fromEntries(
    Object.keys(object).sort().map((key) => [key, object[key]])
  );
}

// src/plan/compare-fields.ts
function comparable(field, value) {
  if (field === "evidence" && Array.isArray(value)) return [...value].sort();
  return value;
}
function fieldEqual(field, a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return canonicalJson(comparable(field, a)) === canonicalJson(comparable(field, b));
}
function diffContent(before, after) {
  const changes = [];
  for (const field of CONTENT_FIELDS) {
    const from = before?.[field];
    const to = after[field];
    if (fieldEqual(field, from, to)) continue;
    const change = { path: field };
    if (from !== void 0) change.before = from;
    if (to !== void 0) change.after = to;
    changes.push(change);
  }
  return changes;
}
function sameContent(a, b) {
  return diffContent(a, b).length === 0;
}

export {
  hashOf,
  isManaged,
  projectAnnotation,
  inFieldOrder,
  comparable,
  fieldEqual,
  diffContent,
  sameContent,
  checkBaseUrl,
  connect
};
