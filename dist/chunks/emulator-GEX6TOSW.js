import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  canonicalJson,
  checkRequestBody
} from "./chunk-4KRCY55P.js";
import {
  withDefaults
} from "./chunk-COJ26AA6.js";
import {
  fieldLabel,
  parseAnnotationDate
} from "./chunk-RNMKUZ3S.js";
import {
  systemReason
} from "./chunk-DZ5A7VSD.js";
import {
  isAnnotationRequest
} from "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-ONBS6DE5.js";

// src/emulator/index.ts
import { createServer } from "node:http";

// src/emulator/auth.ts
import { BlockList, isIP } from "node:net";

// src/emulator/http-error.ts
var HttpError = class extends Error {
  constructor(status, message, details, headers) {
    super(message);
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
  status;
  details;
  headers;
  name = "HttpError";
};
function envelope(message, details) {
  return JSON.stringify({ error: details?.length ? { message, details } : { message } });
}
function fieldOf(path) {
  return fieldLabel([...path]) || "body";
}
function detailsOf(issues) {
  const seen = /* @__PURE__ */ new Map();
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (!seen.has(field)) seen.set(field, { field, message: issue.message });
  }
  return [...seen.values()];
}
function validationError(details) {
  return new HttpError(400, "The request failed validation.", details);
}

// src/emulator/auth.ts
var CHALLENGE = { "www-authenticate": "Bearer" };
var KeyRing = class {
  /**
   * Throws a RangeError (not naming the key) when one key is given twice: which would win?
   * `unknownKeyHint` follows "Unknown API key." in a 401 (it never holds a key a client sent).
   */
  constructor(specs, unknownKeyHint) {
    this.unknownKeyHint = unknownKeyHint;
    specs.forEach((spec, i) => {
      if (this.keys.has(spec.key))
        throw new RangeError(`API key number ${i + 1} is the same key as an earlier one`);
      this.keys.set(spec.key, { spec, ...spec.allowedRanges ? { allowed: rangesOf(spec) } : {} });
    });
  }
  unknownKeyHint;
  keys = /* @__PURE__ */ new Map();
  /**
   * 401 for a missing, malformed, unknown or expired credential, or one used from an address
   * outside its ranges; 403 naming a missing permission.
   */
  authorize(header, permission, client = { now: Date.now() }) {
    const match = header === void 0 ? null : /^Bearer +(\S+) *$/i.exec(header);
    if (!match) {
      throw new HttpError(
        401,
        "Missing or malformed credential: send Authorization: Bearer <API key>.",
        void 0,
        CHALLENGE
      );
    }
    const entry = this.keys.get(match[1]);
    if (!entry) {
      const hint = this.unknownKeyHint === void 0 ? "" : ` ${this.unknownKeyHint}`;
      throw new HttpError(401, `Unknown API key.${hint}`, void 0, CHALLENGE);
    }
    const { spec, allowed } = entry;
    if (spec.expiresMs !== void 0 && client.now >= spec.expiresMs) {
      throw new HttpError(401, "The API key has expired.", void 0, CHALLENGE);
    }
    if (allowed && !allowedFrom(allowed, client.address)) {
      throw new HttpError(
        401,
        "The API key is not allowed from this IP address.",
        void 0,
        CHALLENGE
      );
    }
    if (!spec.permissions.has(permission)) {
      throw new HttpError(403, `This API key lacks the permission ${permission}.`);
    }
    return spec;
  }
};
function rangesOf(spec) {
  const list = new BlockList();
  for (const range of spec.allowedRanges ?? []) {
    const [address, prefix] = range.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === void 0) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
function allowedFrom(list, address) {
  if (address === void 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== void 0 && list.check(mapped, "ipv4")) return true;
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

// src/emulator/client-error.ts
function clientErrorAnswer(error) {
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const body = envelope(
    tooLarge ? "The request headers are too large." : "The request is not valid HTTP/1.1 and could not be read."
  );
  return `HTTP/1.1 ${tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request"}\r
content-type: application/json; charset=utf-8\r
content-length: ${Buffer.byteLength(body)}\r
connection: close\r
\r
${body}`;
}
function answerClientError(error, socket) {
  if (socket.writable) socket.end(clientErrorAnswer(error));
  else socket.destroy();
}

// src/emulator/faults.ts
var FAULT_KINDS = ["500", "503", "429", "reset", "lost"];
var FaultListError = class extends Error {
  name = "FaultListError";
};
function parseFaults(list) {
  const kinds = list.split(",").map((k) => k.trim()).filter((k) => k !== "");
  for (const kind of kinds) {
    if (!FAULT_KINDS.includes(kind)) {
      throw new FaultListError(`unknown fault '${kind}'; known: ${FAULT_KINDS.join(", ")}`);
    }
  }
  return [...new Set(kinds)];
}
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var FaultPlan = class {
  constructor(rate, kinds, latencyMs, seed) {
    this.rate = rate;
    this.kinds = kinds;
    this.latencyMs = latencyMs;
    this.random = seededRandom(seed);
    this.jitter = seededRandom(seed ^ 1540483477);
  }
  rate;
  kinds;
  latencyMs;
  random;
  jitter;
  /** The fault for the next request, if any: exactly one draw per request. */
  next() {
    if (this.rate <= 0 || this.kinds.length === 0) return void 0;
    const r = this.random();
    if (r >= this.rate) return void 0;
    return this.kinds[Math.min(this.kinds.length - 1, Math.floor(r / this.rate * this.kinds.length))];
  }
  /** About `latencyMs`, ±10%. */
  delay() {
    if (this.latencyMs <= 0) return 0;
    return Math.max(0, Math.round(this.latencyMs * (0.9 + 0.2 * this.jitter())));
  }
};

// src/emulator/handler.ts
import { setTimeout as sleep } from "node:timers/promises";

// src/emulator/paging.ts
function integerParam(params, name, fallback, min, max, details) {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    details.push({
      field: name,
      message: max === Number.MAX_SAFE_INTEGER ? `must be an integer of ${min} or more` : `must be an integer from ${min} to ${max}`
    });
  }
  return value;
}
function parsePageRequest(params) {
  const details = [];
  const page = integerParam(params, "page", 1, 1, Number.MAX_SAFE_INTEGER, details);
  const pageSize = integerParam(params, "pageSize", 100, 1, 1e3, details);
  if (details.length > 0) throw validationError(details);
  return { page, pageSize };
}
var PAGING_MODES = ["headers", "body", "both"];
function renderPage(ordered, request, mode = "headers") {
  const totalItems = ordered.length;
  const totalPages = Math.ceil(totalItems / request.pageSize);
  const end = totalItems - (request.page - 1) * request.pageSize;
  const start = Math.max(0, end - request.pageSize);
  const items = [];
  for (let i = end - 1; i >= start; i--) items.push(ordered[i].json);
  const paging = mode === "headers" ? "" : `,"paging":{"page":${request.page},"totalPages":${totalPages},"totalItems":${totalItems}}`;
  const headers = mode === "body" ? {} : {
    "x-corbado-page": String(request.page),
    "x-corbado-totalpages": String(totalPages),
    "x-corbado-totalitems": String(totalItems)
  };
  return { body: `{"annotations":[${items.join(",")}]${paging}}`, headers };
}

// src/emulator/read-body.ts
var MAX_BODY_BYTES = 1024 * 1024;
function isJsonType(header) {
  if (!header) return false;
  const type = header.split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]*\+json$/.test(type);
}
async function readJsonBody(req) {
  const declared = Number(req.headers["content-length"]);
  let size = 0;
  const chunks = [];
  let tooLarge = Number.isFinite(declared) && declared > MAX_BODY_BYTES;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) tooLarge = true;
    if (!tooLarge) chunks.push(chunk);
  }
  if (tooLarge) throw new HttpError(413, `The request body is larger than 1 MiB.`);
  if (!isJsonType(req.headers["content-type"])) {
    throw new HttpError(400, "The request body must be JSON (Content-Type: application/json).");
  }
  const text = Buffer.concat(chunks, size).toString("utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `The request body is not valid JSON: ${error.message}`);
  }
}
async function drainBody(req) {
  for await (const _ of req) ;
}

// src/emulator/api-key.ts
import { randomBytes } from "node:crypto";
import { isIP as isIP2 } from "node:net";
var READ = "observe:annotations:read";
var WRITE = "observe:annotations:write";
var KNOWN_PERMISSIONS = [
  READ,
  WRITE,
  "observe:metadata:read",
  "observe:subFlows:read",
  "observe:alerts:write",
  "observe:alerts:read",
  "observe:timeSeries:read",
  "observe:tableExports:read",
  "observe:errors:write"
];
var DEFAULT_PROJECT = "default";
var ApiKeyFormatError = class extends Error {
  name = "ApiKeyFormatError";
};
var KEY = /^[A-Za-z0-9._~+/-]+$/;
var PROJECT = /^[A-Za-z0-9._-]{1,64}$/;
function parseApiKey(text) {
  const [main, ...settings] = text.split(";");
  const spec = parseMain(main);
  for (const setting of settings) applySetting(spec, setting.trim());
  return spec;
}
function parseMain(text) {
  const eq = text.indexOf("=");
  const head = eq === -1 ? text : text.slice(0, eq);
  const at = head.indexOf("@");
  const key = at === -1 ? head : head.slice(0, at);
  const project = at === -1 ? DEFAULT_PROJECT : head.slice(at + 1);
  if (!KEY.test(key)) {
    throw new ApiKeyFormatError(
      "an API key must be 1 or more of the characters A-Z a-z 0-9 . _ ~ + / - (written KEY[@PROJECT][=perm,\u2026])"
    );
  }
  if (!PROJECT.test(project)) {
    throw new ApiKeyFormatError(
      "a project name must be 1\u201364 of the characters A-Z a-z 0-9 . _ - (written KEY@PROJECT)"
    );
  }
  if (eq === -1) return { key, project, permissions: new Set(KNOWN_PERMISSIONS) };
  const listed = text.slice(eq + 1).split(",").map((p) => p.trim()).filter((p) => p !== "");
  for (const permission of listed) {
    if (!KNOWN_PERMISSIONS.includes(permission)) {
      throw new ApiKeyFormatError(
        `unknown permission '${permission}'; known: ${KNOWN_PERMISSIONS.join(", ")}`
      );
    }
  }
  return { key, project, permissions: new Set(listed) };
}
function applySetting(spec, setting) {
  if (setting === "expired") {
    spec.expiresMs = 0;
    return;
  }
  const eq = setting.indexOf("=");
  const name = eq === -1 ? setting : setting.slice(0, eq);
  const value = eq === -1 ? "" : setting.slice(eq + 1).trim();
  if (name === "expires") {
    const ms = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) ? Date.parse(value.length === 10 || value.endsWith("Z") ? value : `${value}Z`) : NaN;
    if (Number.isNaN(ms)) {
      throw new ApiKeyFormatError(
        `expires= takes a date (2026-01-31) or a UTC date-time (2026-01-31T12:00:00Z), not '${value.slice(0, 40)}'`
      );
    }
    spec.expiresMs = ms;
    return;
  }
  if (name === "ip") {
    const ranges = value.split(",").map((r) => r.trim());
    for (const range of ranges) {
      if (!isRange(range)) {
        throw new ApiKeyFormatError(
          `ip= takes address ranges such as 10.0.0.0/8,::1/128, not '${range.slice(0, 60)}'`
        );
      }
    }
    spec.allowedRanges = ranges;
    return;
  }
  throw new ApiKeyFormatError(
    `unknown key setting '${name.slice(0, 40)}'; known: expires=DATE, expired, ip=CIDR,\u2026`
  );
}
function isRange(text) {
  const [address, prefix, extra] = text.split("/");
  if (extra !== void 0 || !address) return false;
  const family = isIP2(address);
  if (family === 0) return false;
  if (prefix === void 0) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}
function makeDevelopmentKey() {
  return {
    key: `dev-${randomBytes(18).toString("base64url").replace(/[^A-Za-z0-9]/g, "x")}`,
    project: DEFAULT_PROJECT,
    permissions: new Set(KNOWN_PERMISSIONS)
  };
}

// src/emulator/routes.ts
var BASE_PATH = "/v1";
var ANNOTATIONS = `${BASE_PATH}/observe/annotations`;
function decode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, "The path is not valid percent-encoding.");
  }
}
function pick(method, allowed, param) {
  const route = allowed[method];
  if (!route) {
    const allow = Object.keys(allowed).join(", ");
    throw new HttpError(
      405,
      `Method ${method} is not allowed here; allowed: ${allow}.`,
      void 0,
      {
        allow
      }
    );
  }
  return { ...route, param };
}
function matchRoute(method, pathname) {
  if (pathname === ANNOTATIONS)
    return pick(method, { GET: { name: "list", permission: READ } }, "");
  if (pathname.startsWith(`${ANNOTATIONS}/`)) {
    const rest = pathname.slice(ANNOTATIONS.length + 1).split("/");
    if (rest.length === 2 && rest[0] === "byExternalKey" && rest[1] !== "") {
      return pick(method, { PUT: { name: "upsert", permission: WRITE } }, decode(rest[1]));
    }
    if (rest.length === 1 && rest[0] !== "" && rest[0] !== "byExternalKey") {
      return pick(
        method,
        { GET: { name: "get", permission: READ }, DELETE: { name: "delete", permission: WRITE } },
        decode(rest[0])
      );
    }
    if (rest.length === 2 && rest[1] === "events" && rest[0] !== "") {
      return pick(method, { GET: { name: "events", permission: READ } }, decode(rest[0]));
    }
  }
  throw new HttpError(404, `No such route: ${method} ${pathname}`);
}

// src/emulator/change-kind.ts
function changeKind(before, after) {
  if (before.kind === "follow-up" && after.kind === "follow-up") {
    if (before.status !== "done" && after.status === "done") return "closed";
    if (before.status === "done" && after.status !== "done") return "reopened";
  }
  return "updated";
}
function closesFollowUp(before, after) {
  return after.kind === "follow-up" && after.status === "done" && !(before?.kind === "follow-up" && before.status === "done");
}

// src/emulator/upsert.ts
function serverSideDetails(ctx, before, content, note) {
  const details = [];
  const project = ctx.store.project(ctx.project);
  content.refs?.forEach((ref, i) => {
    if (ref.type === "annotation" && !project.byId.has(ref.value) && !ctx.store.platformById.has(ref.value))
      details.push({
        field: `refs[${i}].value`,
        message: `annotation ${ref.value} does not exist in this project`
      });
    if (ref.type === "finding" && !ctx.findings.has(ref.value))
      details.push({
        field: `refs[${i}].value`,
        message: `finding ${ref.value} does not exist in this project`
      });
  });
  if (note === void 0 && closesFollowUp(before, content))
    details.push({
      field: "note",
      message: before ? "note is required when a follow-up is closed (open \u2192 done)" : "note is required when a follow-up is created done"
    });
  return details;
}
function apply(ctx, externalKey, content, note) {
  const project = ctx.store.project(ctx.project);
  const existing = project.byKey.get(externalKey);
  const details = serverSideDetails(ctx, existing?.content, content, note);
  if (details.length > 0) throw validationError(details);
  const fingerprint = canonicalJson(content);
  if (existing && existing.fingerprint === fingerprint) return existing;
  const entry = {
    type: existing ? changeKind(existing.content, content) : "created",
    source: content.source ?? "agent",
    ...note === void 0 ? {} : { note },
    createdMs: ctx.now()
  };
  if (existing) {
    ctx.store.replace(existing, content, fingerprint, entry);
    return existing;
  }
  return ctx.store.create(ctx.project, externalKey, content, entry, fingerprint);
}
async function upsert(ctx, externalKey, body) {
  const issues = checkRequestBody(externalKey, body);
  if (issues.length > 0 || !isAnnotationRequest(body)) throw validationError(detailsOf(issues));
  const { note, ...request } = body;
  const content = withDefaults(request);
  const project = ctx.store.project(ctx.project);
  if (project.byKey.has(externalKey)) return apply(ctx, externalKey, content, note);
  if (project.reserved.has(externalKey)) {
    throw new HttpError(
      409,
      `A first write of externalKey ${externalKey} is in flight; retry to update the annotation it creates.`
    );
  }
  if (ctx.createDelayMs <= 0) return apply(ctx, externalKey, content, note);
  project.reserved.add(externalKey);
  try {
    await ctx.sleep(ctx.createDelayMs);
    return apply(ctx, externalKey, content, note);
  } finally {
    project.reserved.delete(externalKey);
  }
}

// src/emulator/handler.ts
function send(res, answer) {
  if (res.headersSent || res.destroyed) return;
  const headers = { ...answer.headers };
  if (answer.body !== void 0) {
    headers["content-type"] = "application/json; charset=utf-8";
    headers["content-length"] = Buffer.byteLength(answer.body);
  }
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}
function errorAnswer(error) {
  return {
    status: error.status,
    body: envelope(error.message, error.details),
    headers: error.headers
  };
}
function injected(kind, retryAfter) {
  if (kind === "500")
    return { status: 500, body: envelope("Internal server error (injected fault).") };
  const headers = { "retry-after": String(retryAfter) };
  if (kind === "503")
    return { status: 503, body: envelope("Service unavailable (injected fault)."), headers };
  return { status: 429, body: envelope("Too many requests (injected fault)."), headers };
}
async function operate(deps, route, project, req, query) {
  const { store } = deps;
  const missing = () => new HttpError(404, `No annotation ${route.param} in this project.`);
  switch (route.name) {
    case "list": {
      const page = renderPage(
        store.listed(project),
        parsePageRequest(new URLSearchParams(query)),
        deps.paging
      );
      return { status: 200, ...page };
    }
    case "get": {
      const record = store.readable(project, route.param);
      if (!record) throw missing();
      return { status: 200, body: record.json };
    }
    case "events": {
      const record = store.withHistory(project, route.param);
      if (!record) throw missing();
      return { status: 200, body: JSON.stringify({ events: [...record.history].reverse() }) };
    }
    case "delete": {
      if (store.platformById.has(route.param)) {
        throw new HttpError(
          403,
          `Annotation ${route.param} is a platform annotation: the service operator manages it, and a project API key cannot change it.`
        );
      }
      const record = store.project(project).byId.get(route.param);
      if (!record) throw missing();
      store.remove(project, record, deps.now());
      return { status: 204 };
    }
    case "upsert": {
      const body = await readJsonBody(req);
      const record = await upsert(
        {
          store: deps.store,
          project,
          findings: deps.findings,
          now: deps.now,
          createDelayMs: deps.createDelayMs,
          sleep: (ms) => sleep(ms)
        },
        route.param,
        body
      );
      return { status: 200, body: record.json };
    }
  }
}
async function handle(deps, req, res) {
  const method = req.method ?? "GET";
  let fault;
  try {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    const route = matchRoute(method, pathname);
    const key = deps.keys.authorize(req.headers.authorization, route.permission, {
      now: deps.now(),
      ...req.socket.remoteAddress === void 0 ? {} : { address: req.socket.remoteAddress }
    });
    deps.onRequest?.({ method, route: route.name, project: key.project });
    fault = deps.faults.next();
    const delay = deps.faults.delay();
    if (delay > 0) await sleep(delay);
    if (fault === "reset") {
      req.socket.destroy();
      return;
    }
    if (fault !== void 0 && fault !== "lost") {
      await drainBody(req);
      send(res, injected(fault, deps.retryAfterSeconds));
      return;
    }
    const answer = await operate(deps, route, key.project, req, q === -1 ? "" : url.slice(q + 1));
    if (fault === "lost") {
      req.socket.destroy();
      return;
    }
    send(res, answer);
  } catch (error) {
    if (fault === "lost") {
      req.socket.destroy();
      return;
    }
    if (error instanceof HttpError) {
      if (!req.complete) req.resume();
      send(res, errorAnswer(error));
      return;
    }
    if (closedByClient(error, req)) {
      deps.logger.info(
        `${method} ${pathOf(req.url)}: the client closed the connection before the request was complete`
      );
      return;
    }
    deps.logger.error(`internal error answering ${method} ${req.url ?? ""}`, error);
    if (!req.complete) req.resume();
    send(res, { status: 500, body: envelope("Internal server error.") });
  }
}
function closedByClient(error, req) {
  const code = error?.code;
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || req.destroyed && !req.complete || error instanceof Error && error.message === "aborted";
}
function pathOf(url) {
  const path = (url ?? "").split("?")[0];
  return path.length > 200 ? `${path.slice(0, 200)}\u2026` : path;
}

// src/emulator/logger.ts
var SILENT_LOGGER = {
  info: () => void 0,
  warn: () => void 0,
  error: () => void 0
};

// src/emulator/snapshot.ts
var FORMAT = "observe-emulator-state";
var VERSION = 1;
function persisted(r) {
  r.persisted ??= JSON.stringify({
    id: r.id,
    ...r.platform ? { platform: true } : { externalKey: r.externalKey },
    content: r.content,
    createdMs: r.createdMs,
    updatedMs: r.updatedMs,
    history: r.history,
    ...r.deletedMs === void 0 ? {} : { deletedMs: r.deletedMs }
  });
  return r.persisted;
}
function renderState(store) {
  const projects = [];
  for (const [name, p] of store.projects) {
    const records = [...p.ordered, ...p.deleted.values()].map(persisted);
    projects.push(`${JSON.stringify(name)}:[
${records.join(",\n")}
]`);
  }
  const platform = store.platform.length === 0 ? "" : `"platform":[
${store.platform.map(persisted).join(",\n")}
],`;
  return `{"format":"${FORMAT}","version":${VERSION},"nextSeq":${store.nextSeq},${platform}"projects":{${projects.join(",")}}}
`;
}
var StateFormatError = class extends Error {
  name = "StateFormatError";
};
function loadState(store, text) {
  const data = parseState(text);
  let maxSeq = 0;
  const load = (where, raw, project) => {
    maxSeq = Math.max(maxSeq, loadRecord(store, where, raw, project));
  };
  for (const raw of data.platform ?? []) load("platform", raw, void 0);
  for (const [name, records] of Object.entries(data.projects)) {
    if (!Array.isArray(records)) throw new StateFormatError(`project ${name} is not a list`);
    store.project(name);
    for (const raw of records) load(`project ${name}`, raw, name);
  }
  store.nextSeq = Math.max(data.nextSeq, maxSeq + 1);
}
function parseState(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new StateFormatError("not JSON");
  }
  if (!isObject(data) || data.format !== FORMAT || data.version !== VERSION) {
    throw new StateFormatError(`not an emulator state file of version ${VERSION}`);
  }
  const { nextSeq, platform, projects } = data;
  if (typeof nextSeq !== "number" || typeof projects !== "object" || projects === null) {
    throw new StateFormatError("missing nextSeq or projects");
  }
  if (!isObject(projects)) throw new StateFormatError("projects is not a map of names to lists");
  if (!Number.isSafeInteger(nextSeq) || nextSeq < 1) {
    throw new StateFormatError(
      `nextSeq is ${String(nextSeq)}, not a whole number from 1 to ${Number.MAX_SAFE_INTEGER} (ids past it would repeat)`
    );
  }
  if (platform !== void 0 && !Array.isArray(platform)) {
    throw new StateFormatError("platform is not a list");
  }
  return platform === void 0 ? { nextSeq, projects } : { nextSeq, platform, projects };
}
function loadRecord(store, where, raw, project) {
  const seq = Number(/^ann-(\d+)$/.exec(typeof raw?.id === "string" ? raw.id : "")?.[1]);
  if (!Number.isSafeInteger(seq + 1))
    throw new StateFormatError(`${where}: a record without a valid id`);
  const content = raw.content;
  if (!isObject(content) || typeof content.kind !== "string" || typeof content.headline !== "string")
    throw new StateFormatError(`${where}: ${raw.id} has no content with a kind and a headline`);
  const platform = raw.platform === true;
  if (platform === (typeof raw.externalKey === "string")) {
    throw new StateFormatError(
      platform ? `${where}: ${raw.id} is a platform annotation and has an externalKey (platform annotations have none)` : `${where}: ${raw.id} has no externalKey (only platform annotations, marked platform: true, have none)`
    );
  }
  const record = {
    id: raw.id,
    seq,
    externalKey: platform ? "" : raw.externalKey,
    ...platform ? { platform: true } : {},
    content: raw.content,
    fingerprint: canonicalJson(raw.content),
    createdMs: typeof raw.createdMs === "number" ? raw.createdMs : 0,
    updatedMs: typeof raw.updatedMs === "number" ? raw.updatedMs : 0,
    history: Array.isArray(raw.history) ? raw.history : [],
    ...typeof raw.deletedMs === "number" ? { deletedMs: raw.deletedMs } : {},
    json: ""
  };
  record.json = JSON.stringify(store.view(record));
  if (platform) store.insertPlatform(record);
  else store.insert(store.project(project), record);
  return seq;
}
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

// src/emulator/state-file.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
var StateFileError = class extends Error {
  name = "StateFileError";
};
async function readStateText(path) {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw new StateFileError(`cannot be read (${codeFirst(error)})`);
  }
}
async function writeAtomically(path, text) {
  const temporary = `${path}.${randomBytes2(6).toString("hex")}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    const handle2 = await open(temporary, "w");
    try {
      await handle2.writeFile(text, "utf8");
      await handle2.sync();
    } finally {
      await handle2.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => void 0);
    throw new StateFileError(`cannot be written (${codeFirst(error)})`);
  }
}
function codeFirst(error) {
  const code = error.code;
  const reason = systemReason(error);
  return code === void 0 ? reason : `${code}: ${reason.replace(` (${code})`, "")}`;
}
var StateFile = class {
  constructor(path, render, logger, quietMs = 50) {
    this.path = path;
    this.render = render;
    this.logger = logger;
    this.quietMs = quietMs;
  }
  path;
  render;
  logger;
  quietMs;
  dirty = false;
  timer;
  writing;
  /** Set while writes fail, so a lasting failure is logged once, not every retry. */
  failing = false;
  /** Notes a change; a write follows soon. */
  changed() {
    this.dirty = true;
    if (!this.timer && !this.writing)
      this.timer = setTimeout(() => void this.write(), this.quietMs);
  }
  async write() {
    this.timer = void 0;
    if (this.writing || !this.dirty) return;
    this.dirty = false;
    this.writing = writeAtomically(this.path, this.render()).then(() => {
      if (this.failing) this.logger.info(`the state file ${this.path} is written again`);
      this.failing = false;
    }).catch((error) => {
      this.dirty = true;
      if (!this.failing)
        this.logger.error(`the state file ${this.path} ${error.message}; retrying`);
      this.failing = true;
    }).finally(() => {
      this.writing = void 0;
      if (this.dirty && !this.timer)
        this.timer = setTimeout(() => void this.write(), this.failing ? 1e3 : this.quietMs);
    });
    await this.writing;
  }
  /** Writes any pending change now and stops the timer (called on close). */
  async flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = void 0;
    while (this.writing) await this.writing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = void 0;
    if (this.dirty) {
      this.dirty = false;
      await writeAtomically(this.path, this.render());
    }
  }
};

// src/emulator/time-zone.ts
var formatters = /* @__PURE__ */ new Map();
var DAY = 864e5;
function formatter(timeZone) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric"
    });
    formatters.set(timeZone, f);
  }
  return f;
}
function assertTimeZone(timeZone) {
  try {
    return formatter(timeZone).resolvedOptions().timeZone;
  } catch {
    throw new RangeError(
      `unknown time zone '${timeZone}' (use an IANA name such as Europe/Berlin)`
    );
  }
}
function wallMs(year, month, day = 1, hour = 0, minute = 0, second = 0) {
  const d = /* @__PURE__ */ new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}
var HOUR = 36e5;
var offsets = /* @__PURE__ */ new Map();
var MAX_CACHED_HOURS = 1e5;
function offsetAt(timeZone, t) {
  if (timeZone === "UTC") return 0;
  const hour = Math.floor(t / HOUR);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = /* @__PURE__ */ new Map();
    offsets.set(timeZone, zone);
  }
  const cached = zone.get(hour);
  if (cached !== void 0) return cached;
  const first = formattedOffset(timeZone, hour * HOUR);
  if (first !== formattedOffset(timeZone, hour * HOUR + HOUR - 1e3)) {
    return formattedOffset(timeZone, t);
  }
  if (zone.size >= MAX_CACHED_HOURS) zone.clear();
  zone.set(hour, first);
  return first;
}
function formattedOffset(timeZone, t) {
  const whole = Math.floor(t / 1e3) * 1e3;
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const { type, value } of formatter(timeZone).formatToParts(whole)) {
    if (type === "era") bc = value === "BC" || value === "B";
    else if (Object.hasOwn(parts, type)) parts[type] = Number(value);
  }
  const { month, day, hour, minute, second } = parts;
  return wallMs(bc ? 1 - parts.year : parts.year, month, day, hour, minute, second) - whole;
}
function localToInstant(timeZone, local) {
  const before = offsetAt(timeZone, local - DAY);
  const after = offsetAt(timeZone, local + DAY);
  const candidates = [local - before, local - after].filter(
    (t) => t + offsetAt(timeZone, t) === local
  );
  if (candidates.length > 0) return Math.min(...candidates);
  let lo = Math.min(local - before, local - after);
  let hi = Math.max(local - before, local - after);
  const loOffset = offsetAt(timeZone, lo);
  if (offsetAt(timeZone, hi) === loOffset) return local - before;
  while (hi - lo > 1e3) {
    const mid = lo + Math.floor((hi - lo) / 2e3) * 1e3;
    if (offsetAt(timeZone, mid) === loOffset) lo = mid;
    else hi = mid;
  }
  return hi;
}

// src/emulator/derived-dates.ts
function parse(text) {
  const parsed = parseAnnotationDate(text);
  if (!parsed) throw new Error(`derived dates: unparseable date reached the store`);
  return parsed;
}
function startOf(d, timeZone) {
  return localToInstant(timeZone, wallMs(d.year, d.month, d.day, d.hour, d.minute, d.second));
}
function endOf(d, timeZone) {
  let next;
  switch (d.precision) {
    case "month":
      next = wallMs(d.year, d.month + 1, 1);
      break;
    case "date":
      next = wallMs(d.year, d.month, (d.day ?? 1) + 1);
      break;
    case "hour":
      next = wallMs(d.year, d.month, d.day, (d.hour ?? 0) + 1);
      break;
    case "datetime":
      next = wallMs(d.year, d.month, d.day, d.hour, d.minute, (d.second ?? 0) + 1);
      break;
  }
  return localToInstant(timeZone, next);
}
function deriveDates(content, timeZone) {
  if (content.dateFrom === void 0) return {};
  const from = parse(content.dateFrom);
  const derived = {
    datePrecision: from.precision,
    dateFromMs: startOf(from, timeZone)
  };
  if (content.dateTo !== void 0) derived.dateToMs = endOf(parse(content.dateTo), timeZone);
  else if (content.kind !== "period") derived.dateToMs = endOf(from, timeZone);
  return derived;
}

// src/emulator/store.ts
var ProjectState = class {
  byKey = /* @__PURE__ */ new Map();
  byId = /* @__PURE__ */ new Map();
  /** Oldest first: ascending createdMs, then seq. */
  ordered = [];
  /** Deleted annotations by id: their history stays readable. */
  deleted = /* @__PURE__ */ new Map();
  /** External keys whose first write is in flight: a concurrent first write of one meets 409. */
  reserved = /* @__PURE__ */ new Set();
};
var Store = class {
  constructor(timeZone, events = {}) {
    this.timeZone = timeZone;
    this.events = events;
  }
  timeZone;
  events;
  nextSeq = 1;
  projects = /* @__PURE__ */ new Map();
  /** Platform annotations, oldest first, by id: the same for every project. */
  platform = [];
  platformById = /* @__PURE__ */ new Map();
  project(name) {
    let p = this.projects.get(name);
    if (!p) {
      p = new ProjectState();
      this.projects.set(name, p);
    }
    return p;
  }
  /** Builds the response object: the spec's Annotation with every derived field. */
  view(record) {
    return {
      id: record.id,
      platform: record.platform === true,
      ...record.content,
      // "in project time (UTC for platform annotations)"
      ...deriveDates(record.content, record.platform ? "UTC" : this.timeZone),
      ...record.platform ? {} : { externalKey: record.externalKey },
      createdMs: record.createdMs,
      updatedMs: record.updatedMs
    };
  }
  /** What a project's key can read by id: its own annotation or a platform one. */
  readable(projectName, id) {
    return this.project(projectName).byId.get(id) ?? this.platformById.get(id);
  }
  /** The history of an id, deleted annotations included, or undefined. */
  withHistory(projectName, id) {
    return this.readable(projectName, id) ?? this.project(projectName).deleted.get(id);
  }
  /** A project's list, oldest first: its annotations and the platform ones, merged by age. */
  listed(projectName) {
    const own = this.project(projectName).ordered;
    if (this.platform.length === 0) return own;
    const merged = [];
    let i = 0;
    let j = 0;
    while (i < own.length || j < this.platform.length) {
      const takeOwn = j >= this.platform.length || i < own.length && olderThan(own[i], this.platform[j]);
      merged.push(takeOwn ? own[i++] : this.platform[j++]);
    }
    return merged;
  }
  refresh(record) {
    record.json = JSON.stringify(this.view(record));
    record.persisted = void 0;
    this.events.onChange?.();
  }
  /**
   * Adds a new annotation (its id taken from the emulator-wide counter); `fingerprint` is the
   * content's canonical JSON when the caller has it already (a PUT compares it first).
   */
  create(projectName, externalKey, content, entry, fingerprint = canonicalJson(content)) {
    if (!Number.isSafeInteger(this.nextSeq)) throw new Error("the emulator has no id left to give");
    const seq = this.nextSeq++;
    const record = {
      id: `ann-${seq}`,
      seq,
      externalKey,
      content,
      fingerprint,
      createdMs: entry.createdMs,
      updatedMs: entry.createdMs,
      history: [entry],
      json: ""
    };
    this.insert(this.project(projectName), record);
    this.refresh(record);
    return record;
  }
  /** Replaces the content; the caller has checked that it differs. */
  replace(record, content, fingerprint, entry) {
    record.content = content;
    record.fingerprint = fingerprint;
    record.updatedMs = entry.createdMs;
    record.history.push(entry);
    this.refresh(record);
  }
  /**
   * Deletes at `atMs`: the record leaves the list and its key; its history records the
   * deletion (by an API key, so source `agent`) and stays readable.
   */
  remove(projectName, record, atMs) {
    const entry = { type: "deleted", source: "agent", createdMs: atMs };
    const p = this.project(projectName);
    p.byId.delete(record.id);
    p.byKey.delete(record.externalKey);
    const at = p.ordered.indexOf(record);
    if (at !== -1) p.ordered.splice(at, 1);
    record.history.push(entry);
    record.deletedMs = entry.createdMs;
    record.persisted = void 0;
    p.deleted.set(record.id, record);
    this.events.onChange?.();
  }
  /** Inserts keeping `ordered` sorted; appends in the usual case (a rising clock). */
  insert(p, record) {
    if (record.deletedMs !== void 0) {
      p.deleted.set(record.id, record);
      return;
    }
    p.byId.set(record.id, record);
    p.byKey.set(record.externalKey, record);
    insertSorted(p.ordered, record);
  }
  /** Adds a platform annotation (from the state file). */
  insertPlatform(record) {
    this.platformById.set(record.id, record);
    insertSorted(this.platform, record);
  }
};
function insertSorted(list, record) {
  let i = list.length;
  while (i > 0 && olderThan(record, list[i - 1])) i--;
  list.splice(i, 0, record);
}
function olderThan(a, b) {
  return a.createdMs < b.createdMs || a.createdMs === b.createdMs && a.seq < b.seq;
}

// src/emulator/development-key.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname as dirname2 } from "node:path";
var DEVELOPMENT_KEY = /^dev-[A-Za-z0-9]{24}$/;
function developmentKeyFile(dataFile) {
  return `${dataFile}.key`;
}
function developmentKeyFor(dataFile) {
  const file = developmentKeyFile(dataFile);
  const made = makeDevelopmentKey();
  let text;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if (error.code !== "ENOENT")
      return { spec: made, file, kept: false, reused: false, why: codeOf(error) };
  }
  if (text !== void 0) {
    if (DEVELOPMENT_KEY.test(text))
      return { spec: { ...made, key: text }, file, kept: true, reused: true };
    return { spec: made, file, kept: false, reused: false, why: "it holds no development key" };
  }
  try {
    mkdirSync(dirname2(file), { recursive: true });
    writeFileSync(file, `${made.key}
`, { mode: 384, flag: "wx" });
  } catch (error) {
    return { spec: made, file, kept: false, reused: false, why: codeOf(error) };
  }
  return { spec: made, file, kept: true, reused: false };
}
function codeOf(error) {
  return error.code ?? error.message;
}

// src/emulator/index.ts
function checkNumber(name, value, min, max = Infinity) {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(
      `${name} must be a number from ${min}${max === Infinity ? "" : ` to ${max}`}`
    );
  }
  return value;
}
function checkPaging(mode) {
  if (!PAGING_MODES.includes(mode)) {
    throw new RangeError(`paging must be one of ${PAGING_MODES.join(", ")}, not '${mode}'`);
  }
  return mode;
}
async function startEmulator(options) {
  const logger = options.logger ?? SILENT_LOGGER;
  const timeZone = assertTimeZone(options.timezone ?? "UTC");
  const latencyMs = checkNumber("latencyMs", options.latencyMs ?? 0, 0);
  const faultRate = checkNumber("faultRate", options.faultRate ?? 0, 0, 1);
  const createDelayMs = checkNumber("createDelayMs", options.createDelayMs ?? 0, 0);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
  const keys = new KeyRing(options.apiKeys, options.unknownKeyHint);
  let stateFile;
  const store = new Store(timeZone, { onChange: () => stateFile?.changed() });
  if (options.dataFile !== void 0) {
    const text = await readStateText(options.dataFile);
    if (text !== void 0) loadState(store, text);
    stateFile = new StateFile(
      options.dataFile,
      () => renderState(store),
      logger,
      options.persistDelayMs ?? 50
    );
  }
  const deps = {
    store,
    keys,
    faults: new FaultPlan(faultRate, options.faults ?? FAULT_KINDS, latencyMs, seed),
    findings: new Set(options.findings ?? []),
    createDelayMs,
    retryAfterSeconds: options.retryAfterSeconds ?? 1,
    now: options.now ?? Date.now,
    paging: checkPaging(options.paging ?? "headers"),
    logger,
    onRequest: options.onRequest
  };
  const server = createServer({ keepAliveTimeout: 1e4 }, (req, res) => {
    void handle(deps, req, res);
  });
  server.on("clientError", answerClientError);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  let closing;
  return {
    baseUrl: `http://${host}:${address.port}${BASE_PATH}`,
    host: address.address,
    port: address.port,
    flush: async () => stateFile?.flush(),
    close: () => closing ??= (async () => {
      const closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 2e3);
      await closed;
      clearTimeout(force);
      await stateFile?.flush();
    })()
  };
}
export {
  ApiKeyFormatError,
  DEFAULT_PROJECT,
  FAULT_KINDS,
  FaultListError,
  KNOWN_PERMISSIONS,
  MAX_BODY_BYTES,
  PAGING_MODES,
  StateFileError,
  StateFormatError,
  developmentKeyFor,
  makeDevelopmentKey,
  parseApiKey,
  parseFaults,
  startEmulator
};
