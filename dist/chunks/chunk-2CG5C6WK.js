import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ApiError
} from "./chunk-XHDBLM7U.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import {
  CONTENT_FIELDS,
  isMap
} from "./chunk-ETFRSDZE.js";

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
    content[field] = field === "scope" && isMap(member) ? sortMembers(member) : member;
  }
  return content;
}
function sortMembers(object) {
  if (inOrder(Object.keys(object))) return object;
  return Object.fromEntries(
    Object.keys(object).sort().map((key) => [key, object[key]])
  );
}
function inOrder(values) {
  for (let i = 1; i < values.length; i++)
    if (String(values[i - 1]) > String(values[i])) return false;
  return true;
}

// src/plan/compare-fields.ts
function comparable(field, value) {
  if (field !== "evidence" || !Array.isArray(value)) return value;
  const items = value;
  return inOrder(items) ? value : [...items].sort();
}
function fieldEqual(field, a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return plainEqual(comparable(field, a), comparable(field, b));
}
function plainEqual(a, b) {
  if (a === b || (a ?? null) === (b ?? null)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (!isMap(a) || !isMap(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], b[i])) return false;
    return true;
  }
  const x = a;
  const y = b;
  let members = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key) || x[key] === void 0) continue;
    const other = Object.hasOwn(y, key) ? y[key] : void 0;
    if (other === void 0 || !plainEqual(x[key], other)) return false;
    members++;
  }
  for (const key in y) if (Object.hasOwn(y, key) && y[key] !== void 0) members--;
  return members === 0;
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

// src/app/session/list-not-found.ts
function explainListing(error, target) {
  if (!(error instanceof ApiError) || error.status !== 404) return error;
  return new UserError(
    `the server at ${target} has no annotation list, GET /observe/annotations (HTTP 404): check that the base URL includes the API's version segment, e.g. https://observe.example.com/v1 (${error.message})`
  );
}

export {
  isManaged,
  projectAnnotation,
  inFieldOrder,
  comparable,
  fieldEqual,
  diffContent,
  sameContent,
  explainListing
};
