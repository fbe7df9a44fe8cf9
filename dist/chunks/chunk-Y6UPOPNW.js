import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/api/api-error.ts
var ApiError = class _ApiError extends Error {
  name = "ApiError";
  kind;
  status;
  operation;
  details;
  retryable;
  retryAfterMs;
  fatal;
  permission;
  code;
  /** Attempts made before this error was thrown (set by the retry loop). */
  attempts;
  stoppedBy;
  constructor(init) {
    super(init.message, init.cause === void 0 ? void 0 : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.operation = init.operation;
    this.details = init.details ?? [];
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs;
    this.fatal = init.fatal ?? false;
    this.permission = init.permission;
    this.code = init.code;
    this.attempts = init.attempts ?? 1;
    this.stoppedBy = init.stoppedBy;
  }
  /** A copy with some fields replaced (the retry loop adds attempts and why it stopped). */
  with(changes) {
    return new _ApiError({ ...this.init(), ...changes });
  }
  init() {
    return {
      kind: this.kind,
      status: this.status,
      message: this.message,
      operation: this.operation,
      details: this.details,
      retryable: this.retryable,
      retryAfterMs: this.retryAfterMs,
      fatal: this.fatal,
      permission: this.permission,
      code: this.code,
      attempts: this.attempts,
      stoppedBy: this.stoppedBy,
      cause: this.cause
    };
  }
};
var RETRYABLE_STATUS = /* @__PURE__ */ new Set([408, 409, 429, 500, 502, 503, 504]);
var READ_OPERATIONS = /* @__PURE__ */ new Set(["listAnnotations", "getAnnotation"]);
var READ_PERMISSION = "observe:annotations:read";
var WRITE_PERMISSION = "observe:annotations:write";
function redact(text, secret) {
  if (!secret || secret.length < 4) return text;
  return text.split(secret).join("***");
}
function parseErrorBody(body) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    const excerpt = body.replace(/\s+/g, " ").trim().slice(0, 200);
    return excerpt ? { message: excerpt, details: [] } : { details: [] };
  }
  const error = isObject(parsed) ? parsed.error : void 0;
  if (!isObject(error)) return { details: [] };
  const message = typeof error.message === "string" ? error.message : void 0;
  const details = Array.isArray(error.details) ? error.details.filter(isObject).map((d) => ({
    field: typeof d.field === "string" ? d.field : "",
    message: typeof d.message === "string" ? d.message : ""
  })) : [];
  return message === void 0 ? { details } : { message, details };
}
function httpError(input) {
  const { operation, status } = input;
  const parsed = parseErrorBody(input.body);
  const said = parsed.message ? redact(parsed.message, input.apiKey) : void 0;
  const details = parsed.details.map((d) => ({
    field: redact(d.field, input.apiKey),
    message: redact(d.message, input.apiKey)
  }));
  const base = {
    kind: "http",
    status,
    operation,
    details,
    retryable: RETRYABLE_STATUS.has(status),
    ...input.retryAfterMs === void 0 ? {} : { retryAfterMs: input.retryAfterMs }
  };
  const serverSaid = said ? ` Server said: ${said}` : "";
  if (status === 401) {
    return new ApiError({
      ...base,
      fatal: true,
      message: `The server rejected the API key (401 Unauthorized).${serverSaid} Check the key in OBSERVE_API_KEY or --api-key-file.`
    });
  }
  if (status === 403) {
    const isRead = READ_OPERATIONS.has(operation);
    const permission = said?.match(/observe:[A-Za-z]+:[A-Za-z]+/)?.[0] ?? (isRead ? READ_PERMISSION : WRITE_PERMISSION);
    const consequence = permission === READ_PERMISSION ? ` \`plan\` cannot diff without \`${READ_PERMISSION}\`: it needs to read the server's annotations.` : "";
    return new ApiError({
      ...base,
      fatal: true,
      permission,
      message: `The API key lacks the permission \`${permission}\` (403 Forbidden).${consequence}${serverSaid}`
    });
  }
  const detailText = details.length ? ` (${details.map((d) => `${d.field}: ${d.message}`).join("; ")})` : "";
  return new ApiError({
    ...base,
    message: `${operation} failed with HTTP ${status}: ${said ?? "no error message"}${detailText}`
  });
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
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "ETIMEDOUT"
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
    return new ApiError({
      kind: "aborted",
      status: 0,
      operation,
      retryable: false,
      message: `${operation} was aborted`,
      cause: error,
      ...code ? { code } : {}
    });
  }
  const timeout = code !== void 0 && TIMEOUT_CODES.has(code);
  const what = (code && DESCRIBED[code]) ?? (code ? code : "network error");
  return new ApiError({
    kind: timeout ? "timeout" : "network",
    status: 0,
    operation,
    retryable: timeout || code !== void 0 && RETRYABLE_CODES.has(code),
    message: `${operation} could not reach ${target}: ${what}${code && DESCRIBED[code] ? ` (${code})` : ""}`,
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

export {
  ApiError,
  httpError,
  toApiError
};
