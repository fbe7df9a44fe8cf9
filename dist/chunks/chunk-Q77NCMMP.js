import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  cutServerText
} from "./chunk-JZKC5KBS.js";
import {
  ApiError
} from "./chunk-XHDBLM7U.js";

// src/api/transport-errors.ts
var RequestDeadlineError = class extends Error {
  constructor(timeoutMs) {
    super(`no complete answer within ${formatMs(timeoutMs)}`);
    this.timeoutMs = timeoutMs;
  }
  timeoutMs;
  name = "RequestDeadlineError";
  code = "OA_REQUEST_DEADLINE";
};
var ResponseTooLargeError = class extends Error {
  constructor(status, capBytes, declaredBytes) {
    super(
      `the answer (HTTP ${status}) is larger than ${mib(capBytes)}, the most this client reads${declaredBytes === void 0 ? "" : ` (it announced ${mib(declaredBytes)})`}; it was refused unread`
    );
    this.status = status;
    this.capBytes = capBytes;
    this.declaredBytes = declaredBytes;
  }
  status;
  capBytes;
  declaredBytes;
  name = "ResponseTooLargeError";
  code = "OA_RESPONSE_TOO_LARGE";
};
function mib(bytes) {
  return `${Math.round(bytes / 1024 / 1024)} MiB`;
}
function formatMs(ms) {
  return ms >= 1e3 ? `${Number((ms / 1e3).toFixed(1))} s` : `${ms} ms`;
}

// src/api/api-error.ts
var OPERATION_WORDS = {
  listAnnotations: "Reading the annotations",
  getAnnotation: "Reading the annotation",
  putAnnotation: "Writing the annotation",
  deleteAnnotation: "Deleting the annotation",
  listEvents: "Reading the annotation's history"
};
function operationWords(operation) {
  return OPERATION_WORDS[operation] ?? operation;
}
function abortedError(operation, reason, attempts = 1, code) {
  return new ApiError({
    kind: "aborted",
    status: 0,
    operation,
    retryable: false,
    attempts,
    message: `${operationWords(operation)} was aborted`,
    cause: reason,
    ...code ? { code } : {}
  });
}
var RETRYABLE_STATUS = /* @__PURE__ */ new Set([408, 409, 429, 500, 502, 503, 504]);
var READ_OPERATIONS = /* @__PURE__ */ new Set(["listAnnotations", "getAnnotation", "listEvents"]);
var READ_PERMISSION = "observe:annotations:read";
var WRITE_PERMISSION = "observe:annotations:write";
function parseWithoutKey(text, hideKey) {
  if (!/\\[u/\\"]/.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value) => {
    if (typeof value === "string") return hideKey(value);
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const entries = Object.entries(value);
    if (entries.every(([k]) => hideKey(k) === k)) return value;
    return Object.fromEntries(entries.map(([k, v]) => [hideKey(k), v]));
  });
}
var MAX_DETAILS = 50;
function parseErrorBody(body, hideKey) {
  let parsed;
  try {
    parsed = parseWithoutKey(body, hideKey);
  } catch {
    const excerpt = body.slice(0, 4 * 200).replace(/\s+/g, " ").trim();
    if (!excerpt) return { details: [], moreDetails: 0 };
    return {
      message: excerpt.length > 200 || body.length > 800 ? `${excerpt.slice(0, 200)}\u2026 (the body is ${body.length.toLocaleString("en-US")} characters, not JSON)` : excerpt,
      details: [],
      moreDetails: 0
    };
  }
  const error = isObject(parsed) ? parsed.error : void 0;
  if (!isObject(error)) return { details: [], moreDetails: 0 };
  const message = typeof error.message === "string" ? cutServerText(error.message) : void 0;
  const all = Array.isArray(error.details) ? error.details.filter(isObject) : [];
  const details = all.slice(0, MAX_DETAILS).map((d) => ({
    field: typeof d.field === "string" ? cutServerText(d.field, 200) : "",
    message: typeof d.message === "string" ? cutServerText(d.message) : ""
  }));
  const moreDetails = all.length - details.length;
  return message === void 0 ? { details, moreDetails } : { message, details, moreDetails };
}
function httpError(input) {
  const { operation, status } = input;
  const parsed = parseErrorBody(input.body, input.hideKey);
  const said = parsed.message;
  const details = parsed.details;
  const base = {
    kind: "http",
    status,
    operation,
    details,
    ...said === void 0 ? {} : { said },
    retryable: RETRYABLE_STATUS.has(status),
    ...input.retryAfterMs === void 0 ? {} : { retryAfterMs: input.retryAfterMs }
  };
  const serverSaid = said ? ` Server said: ${said}` : "";
  if (status === 401) {
    return new ApiError({
      ...base,
      fatal: true,
      message: `The server rejected the API key (401 Unauthorized). What usually causes it: the key has expired (Observe API keys last 7, 30 or 90 days: make a new one in the management console), the key is limited to IP addresses that do not include this machine's, or the base URL points at another environment than the key's project. Check the key in OBSERVE_API_KEY or --api-key-file, and the base URL.${serverSaid}`
    });
  }
  if (status === 403) {
    const isRead = READ_OPERATIONS.has(operation);
    const permission = said?.match(/observe:[A-Za-z]+:[A-Za-z]+/)?.[0] ?? (isRead ? READ_PERMISSION : WRITE_PERMISSION);
    const consequence = permission === READ_PERMISSION ? ` \`plan\` cannot diff without \`${READ_PERMISSION}\`: it needs to read the server's annotations. A key that may only write can still apply the files with \`apply --write-only\` (no diff, no prune).` : permission === WRITE_PERMISSION ? " Personal API keys are read-only: writing needs a project key with this permission." : "";
    return new ApiError({
      ...base,
      fatal: true,
      permission,
      message: `The API key lacks the permission \`${permission}\` (403 Forbidden).${consequence}${serverSaid}`
    });
  }
  if (status >= 300 && status < 400) {
    return new ApiError({
      ...base,
      retryable: false,
      fatal: true,
      message: `${operationWords(operation)}: the server answered ${status} and points to ${elsewhere(input.location, input.baseUrl)}; redirects are not followed, so the API key never travels to an address you did not name: set the base URL to the address the service answers at.`
    });
  }
  const detailText = details.length ? ` (${details.map((d) => `${d.field}: ${d.message}`).join("; ")}${parsed.moreDetails > 0 ? `; and ${parsed.moreDetails} more` : ""})` : "";
  const pageSizeHint = status === 400 && input.pageSize !== void 0 && namesPageSize(said, details) ? ` The server refused the page size ${input.pageSize}: set a smaller \`pageSize\` in observe-annotations.yaml (the default is 100).` : "";
  return new ApiError({
    ...base,
    message: `${operationWords(operation)} failed with HTTP ${status}: ${said ?? "no error message"}${detailText}${pageSizeHint}`
  });
}
function elsewhere(location, baseUrl) {
  if (location === void 0) return "another address (no Location given)";
  try {
    const target = new URL(location, baseUrl);
    const from = baseUrl === void 0 ? void 0 : new URL(baseUrl).origin;
    const origin = cutServerText(target.origin, 200);
    return from !== void 0 && target.origin === from ? `another path on the same server (${origin})` : `another server, ${origin}`;
  } catch {
    return "an address that is not a URL";
  }
}
function namesPageSize(said, details) {
  const mentions = (text) => /page[\s_-]?size/i.test(text);
  return said !== void 0 && mentions(said) || details.some((d) => mentions(d.field) || mentions(d.message));
}
var RETRYABLE_CODES = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED"
]);
var TIMEOUT_CODES = /* @__PURE__ */ new Set([
  "OA_REQUEST_DEADLINE",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "ETIMEDOUT"
]);
var PLAIN_HTTP_CODES = /* @__PURE__ */ new Set([
  "ERR_SSL_WRONG_VERSION_NUMBER",
  "ERR_SSL_PACKET_LENGTH_TOO_LONG",
  "ERR_SSL_HTTP_REQUEST"
]);
var DESCRIBED = {
  ECONNRESET: "connection reset",
  ECONNREFUSED: "connection refused",
  UND_ERR_SOCKET: "connection closed before the answer arrived",
  EAI_AGAIN: "temporary DNS failure",
  ENOTFOUND: "host not found",
  UND_ERR_HEADERS_TIMEOUT: "no answer within the timeout",
  UND_ERR_BODY_TIMEOUT: "answer body stalled past the timeout",
  UND_ERR_CONNECT_TIMEOUT: "connect timeout"
};
function toApiError(error, operation, target) {
  if (error instanceof ApiError) return error;
  const code = errorCode(error);
  const name = isObject(error) && typeof error.name === "string" ? error.name : "";
  if (name === "AbortError" || code === "UND_ERR_ABORTED" || code === "ABORT_ERR") {
    return abortedError(operation, error, 1, code);
  }
  if (error instanceof ResponseTooLargeError) {
    return new ApiError({
      kind: "http",
      status: error.status,
      operation,
      retryable: false,
      message: `${operationWords(operation)}: ${error.message}`,
      code: error.code
    });
  }
  const timeout = code !== void 0 && TIMEOUT_CODES.has(code);
  const what = error instanceof RequestDeadlineError ? error.message : code !== void 0 && PLAIN_HTTP_CODES.has(code) && target.startsWith("https:") ? `the server there speaks plain HTTP, not HTTPS (${code}): is the address ${target.replace(/^https:/, "http:")}?` : (code && DESCRIBED[code]) ?? (code ? code : "network error");
  return new ApiError({
    kind: timeout ? "timeout" : "network",
    status: 0,
    operation,
    retryable: timeout || code !== void 0 && RETRYABLE_CODES.has(code),
    message: `${operationWords(operation)} could not reach ${target}: ${what}${code && DESCRIBED[code] ? ` (${code})` : ""}`,
    cause: error,
    ...code ? { code } : {}
  });
}
function errorCode(error) {
  if (!isObject(error)) return void 0;
  if (typeof error.code === "string") return error.code;
  return isObject(error.cause) && typeof error.cause.code === "string" ? error.cause.code : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null;
}

// src/api/not-the-api.ts
var NOT_THE_API = "NOT_THE_API";
function bodyKind(response) {
  const type = response.headers?.["content-type"]?.split(";")[0]?.trim().toLowerCase();
  const start = response.body.replace(/^\uFEFF/, "").trimStart();
  if (type === "text/html" || type === "application/xhtml+xml" || /^<(!doctype\s+html|html|head|body)\b/i.test(start))
    return "HTML";
  if (start === "") return "an empty body";
  if (type !== void 0 && /^[\w.+-]+\/[\w.+-]+$/.test(type) && !type.endsWith("json"))
    return type;
  return "text that is not JSON";
}
function startsAsJson(body) {
  return /^\uFEFF?\s*[[{]/.test(body);
}
function notTheApiWords(answered) {
  return `this address does not look like the Observe API (it answered ${answered})`;
}
function answeredInstead(error) {
  if (error.code !== NOT_THE_API) return void 0;
  return /\(it answered ([^)]*)\)/.exec(error.message)?.[1];
}
function notTheApiError(response, operation) {
  return new ApiError({
    kind: "http",
    status: response.status,
    operation,
    retryable: false,
    code: NOT_THE_API,
    message: `${operationWords(operation)}: ${notTheApiWords(bodyKind(response))}: check the base URL; a sign-in page or a proxy may stand in front of the service`
  });
}

export {
  RequestDeadlineError,
  ResponseTooLargeError,
  operationWords,
  abortedError,
  READ_PERMISSION,
  WRITE_PERMISSION,
  parseWithoutKey,
  httpError,
  toApiError,
  startsAsJson,
  notTheApiWords,
  answeredInstead,
  notTheApiError
};
