import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/model/generated/vocabulary.ts
var DOCUMENT_FIELDS = ["externalKey", "kind", "headline", "description", "dateFrom", "dateTo", "approximate", "status", "effect", "reading", "scope", "series", "display", "source", "evidence", "refs", "note"];
var CONTENT_FIELDS = ["kind", "headline", "description", "dateFrom", "dateTo", "approximate", "status", "effect", "reading", "scope", "series", "display", "source", "evidence", "refs"];
var REQUIRED_FIELDS = ["externalKey", "kind", "headline"];
var FIELD_KINDS = {
  "externalKey": "string",
  "kind": "string",
  "headline": "string",
  "description": "string",
  "dateFrom": "string",
  "dateTo": "string",
  "approximate": "boolean",
  "status": "string",
  "effect": "string",
  "reading": "string",
  "scope": "scope",
  "series": "strings",
  "display": "boolean",
  "source": "string",
  "evidence": "strings",
  "refs": "refs",
  "note": "string"
};
var FIELD_VALUES = {
  "kind": [
    "event",
    "period",
    "setup",
    "interpretation",
    "constraint",
    "follow-up"
  ],
  "status": [
    "open",
    "done"
  ],
  "effect": [
    "context",
    "boundary",
    "degraded",
    "broken",
    "missing"
  ],
  "source": [
    "manual",
    "agent",
    "system"
  ],
  "evidence": [
    "code",
    "trace",
    "data",
    "customer"
  ]
};
var SCOPE_MEMBERS = ["applicationID", "os", "osVersion", "browser", "customTag1", "customTag2", "customTag3", "customTag4", "customTag5", "customTag6", "customTag7", "customTag8", "customTag9", "customTag10", "experimentRunID", "experimentVariantID"];
var REF_FIELDS = ["type", "value", "externalKey"];
var REF_TYPES = ["finding", "annotation", "project", "commit", "release", "url"];

// src/model/fields.ts
var CONTENT_FIELD_KINDS = FIELD_KINDS;
function fitsKind(kind, value) {
  switch (kind) {
    case "string":
    case "boolean":
      return typeof value === kind;
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "strings":
      return Array.isArray(value) && value.every((v) => typeof v === "string");
    case "scope":
      return isMap(value) && Object.values(value).every((v) => typeof v === "string");
    case "refs":
      return Array.isArray(value) && value.every((ref) => isRef(ref, false));
  }
}
function hasContentShape(value) {
  if (!isMap(value) || typeof value.kind !== "string" || typeof value.headline !== "string")
    return false;
  for (const [field, member] of Object.entries(value))
    if (!fitsContentField(field, member)) return false;
  return true;
}
function fitsContentField(field, value) {
  return isContentField(field) && fitsKind(CONTENT_FIELD_KINDS[field], value);
}
function isAnnotationDocument(value) {
  return hasShape(value, REQUIRED_FIELDS, true);
}
function isAnnotationRequest(value) {
  return isMap(value) && !("externalKey" in value) && hasShape(value, REQUIRED_CONTENT, false);
}
var REQUIRED_CONTENT = REQUIRED_FIELDS.filter((field) => field !== "externalKey");
function hasShape(value, required, byKey) {
  if (!isMap(value) || !required.every((field) => value[field] !== void 0)) return false;
  for (const [field, member] of Object.entries(value)) {
    if (!isDocumentField(field)) return false;
    if (field === "refs") {
      if (!Array.isArray(member) || !member.every((ref) => isRef(ref, byKey, true))) return false;
    } else if (!fitsKind(FIELD_KINDS[field], member) || !amongValues(field, member)) return false;
  }
  return true;
}
function isRefByKey(ref) {
  return "externalKey" in ref;
}
var CONTENT = new Set(CONTENT_FIELDS);
var DOCUMENT = new Set(DOCUMENT_FIELDS);
var MEMBERS = new Set(SCOPE_MEMBERS);
var REF_TYPE = new Set(REF_TYPES);
var VALUES = new Map(
  Object.entries(FIELD_VALUES).map(([field, values]) => [field, new Set(values)])
);
function isSchemaValue(field, value) {
  return VALUES.get(field)?.has(value) ?? true;
}
function isContentField(field) {
  return CONTENT.has(field);
}
function isDocumentField(field) {
  return DOCUMENT.has(field);
}
function amongValues(field, member) {
  if (field === "scope") return isMap(member) && Object.keys(member).every((m) => MEMBERS.has(m));
  const allowed = VALUES.get(field);
  if (allowed === void 0) return true;
  return Array.isArray(member) ? member.every((v) => allowed.has(v)) : allowed.has(member);
}
function isRef(ref, byKey, strict = false) {
  if (!isMap(ref) || typeof ref.type !== "string") return false;
  if (byKey && ref.type === "annotation" && typeof ref.externalKey === "string")
    return !strict || Object.keys(ref).length === 2;
  if (typeof ref.value !== "string") return false;
  return !strict || REF_TYPE.has(ref.type) && Object.keys(ref).length === 2;
}
function isMap(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  DOCUMENT_FIELDS,
  CONTENT_FIELDS,
  SCOPE_MEMBERS,
  REF_FIELDS,
  CONTENT_FIELD_KINDS,
  fitsKind,
  hasContentShape,
  fitsContentField,
  isAnnotationDocument,
  isAnnotationRequest,
  isRefByKey,
  isSchemaValue,
  isMap
};
