import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ApiError,
  operationWords
} from "./chunk-VTB7JVDL.js";

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
  startsAsJson,
  notTheApiWords,
  answeredInstead,
  notTheApiError
};
