import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  excerpt
} from "./chunk-GL32H3YL.js";
import {
  nearestChoice,
  nearestName
} from "./chunk-YBT3JPPF.js";

// src/validate/dates.ts
var FORMAT = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2}):(\d{2}))?)?)?$/;
function parseAnnotationDate(s) {
  const m = FORMAT.exec(s);
  if (!m) return void 0;
  const [, y, mo, d, h, mi, se] = m;
  const date = { precision: "month", year: Number(y), month: Number(mo) };
  if (d === void 0) return date;
  date.precision = "date";
  date.day = Number(d);
  if (h === void 0) return date;
  date.precision = "hour";
  date.hour = Number(h);
  if (mi === void 0) return date;
  date.precision = "datetime";
  date.minute = Number(mi);
  date.second = Number(se);
  return date;
}
function isLeapYear(year) {
  return year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
}
function daysInMonth(year, month) {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
function calendarProblem(d) {
  if (d.month < 1 || d.month > 12) return `month ${pad(d.month)} does not exist (01\u201312)`;
  if (d.day !== void 0) {
    const days = daysInMonth(d.year, d.month);
    if (d.day < 1 || d.day > days)
      return `${MONTHS[d.month - 1]} ${d.year} has ${days} days, so day ${pad(d.day)} does not exist`;
  }
  if (d.hour !== void 0 && d.hour > 23) return `hour ${pad(d.hour)} does not exist (00\u201323)`;
  if (d.minute !== void 0 && d.minute > 59)
    return `minute ${pad(d.minute)} does not exist (00\u201359)`;
  if (d.second !== void 0 && d.second > 59)
    return `second ${pad(d.second)} does not exist (00\u201359)`;
  return void 0;
}
function compareAnnotationDates(a, b) {
  const parts = (d) => [d.year, d.month, d.day, d.hour, d.minute, d.second];
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < pa.length; i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === void 0 || y === void 0) return 0;
    if (x !== y) return x - y;
  }
  return 0;
}
var MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
function pad(n) {
  return String(n).padStart(2, "0");
}

// src/validate/field-path.ts
function fieldLabel(path) {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out ? `.${seg}` : seg;
  return out;
}
function fieldPath(field) {
  const segments = [];
  for (const match of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== void 0) segments.push(Number(match[2]));
    else if (match[1] !== void 0) segments.push(match[1]);
  }
  return segments;
}
function codePrefix(path, root) {
  if (path.length === 0) return root;
  const parts = [];
  path.forEach((seg, i) => {
    if (typeof seg === "string") parts.push(seg);
    else if (i === path.length - 1) parts.push("item");
  });
  return parts.join(".");
}
function pointerToPath(pointer) {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map((seg) => seg.replace(/~1/g, "/").replace(/~0/g, "~")).map((seg) => /^\d+$/.test(seg) ? Number(seg) : seg);
}
function valueAt(root, path) {
  let node = root;
  for (const seg of path) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[seg];
  }
  return node;
}
function codePointLength(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
function describeValue(value) {
  if (value === null) return "empty";
  if (Array.isArray(value)) return "a list";
  if (value instanceof Uint8Array) return "binary data";
  if (typeof value === "object") return "a map";
  if (typeof value === "string") return JSON.stringify(excerpt(value, 40));
  return typeof value === "number" || typeof value === "boolean" ? String(value) : typeof value;
}

// src/validate/code-rules.ts
function checkCodeRules(doc, reported) {
  const out = [];
  const from = realDate(doc, "dateFrom", out);
  const to = realDate(doc, "dateTo", out);
  if (from && to && !reported.has("dateTo.notAllowed")) {
    if (from.precision !== to.precision)
      out.push({
        code: "dateTo.precision",
        message: `dateTo must have the same precision as dateFrom (${from.precision}, like ${String(doc.dateFrom)}), not ${to.precision}`,
        path: ["dateTo"]
      });
    else if (compareAnnotationDates(to, from) < 0)
      out.push({
        code: "dateTo.beforeDateFrom",
        message: `dateTo ${String(doc.dateTo)} is before dateFrom ${String(doc.dateFrom)}`,
        path: ["dateTo"]
      });
  }
  out.push(...duplicateEvidence(doc.evidence));
  return out;
}
function realDate(doc, field, out) {
  const raw = doc[field];
  if (typeof raw !== "string") return void 0;
  const parsed = parseAnnotationDate(raw);
  if (!parsed) return void 0;
  const problem = calendarProblem(parsed);
  if (!problem) return parsed;
  out.push({
    code: `${field}.calendar`,
    message: `${field} ${raw} is not a real date: ${problem}`,
    path: [field]
  });
  return void 0;
}
function duplicateEvidence(evidence) {
  if (!Array.isArray(evidence)) return [];
  const firstAt = /* @__PURE__ */ new Map();
  const out = [];
  evidence.forEach((item, i) => {
    const first = firstAt.get(item);
    if (first === void 0) firstAt.set(item, i);
    else
      out.push({
        code: "evidence.duplicate",
        message: `evidence lists ${JSON.stringify(item)} twice (items ${first + 1} and ${i + 1}); each value counts once`,
        path: ["evidence", i]
      });
  });
  return out;
}
function dropEchoes(issues) {
  const codes = new Set(issues.map((i) => i.code));
  return issues.filter((i) => {
    if (i.code === "dateTo.needsDateFrom")
      return !codes.has("dateFrom.required") && !codes.has("dateTo.notAllowed");
    if (i.code === "approximate.needsDate") return !codes.has("dateFrom.required");
    return true;
  });
}

// src/validate/date-hint.ts
var DATE_TIME = /^(\d{4}-\d{2}-\d{2})([ tT])(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;
var MINUTES = " (minutes need seconds: HH:MM:SS)";
function dateFormatHint(value) {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return /T\d{2}:\d{2}$/.test(value) ? MINUTES : "";
  const [, date, separator, hours, minutes, seconds, zone] = m;
  const time = minutes === void 0 ? hours : `${hours}:${minutes}:${seconds ?? "00"}`;
  const written = `${date}T${time}`;
  const fraction = /[.,]\d+(?:[zZ]|[+-]\d|$)/.test(value);
  const rule = ": times are in project time, without a zone, and use T between date and time";
  if (zone !== void 0) {
    const offset = /^[zZ]$/.test(zone) ? "UTC" : `UTC${zone}`;
    return `${rule} (${written} if the project's time is ${offset})`;
  }
  if (separator !== "T" || fraction) return `${rule}: ${written}`;
  return seconds === void 0 && minutes !== void 0 ? MINUTES : "";
}

// src/validate/translate-errors.ts
var TYPE_WORDS = {
  string: "a string",
  boolean: "true or false",
  array: "a list",
  object: "a map"
};
var DATE_FORMATS = "YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS";
function translateErrors(errors, data, ctx) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const error of errors) {
    const issue2 = translateOne(error, data, ctx);
    if (!issue2) continue;
    const key = `${issue2.code}\0${JSON.stringify(issue2.path)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue2);
  }
  return out;
}
function ruleCodeAt(schemaPath, ruleCodes) {
  for (const [prefix, code] of Object.entries(ruleCodes))
    if (schemaPath.startsWith(`${prefix}/`)) return code;
  return void 0;
}
function translateOne(e, data, ctx) {
  const path = pointerToPath(e.instancePath);
  const failure = {
    e,
    data,
    ctx,
    path,
    value: valueAt(data, path),
    label: fieldLabel(path),
    prefix: codePrefix(path, ctx.root),
    rule: ruleCodeAt(e.schemaPath, ctx.ruleCodes),
    params: e.params,
    kind: valueAt(data, ["kind"])
  };
  return Object.hasOwn(BY_KEYWORD, e.keyword) ? BY_KEYWORD[e.keyword](failure) : generic(failure);
}
function generic({ e, ctx, path, label, prefix }) {
  return issue(`${prefix}.${e.keyword}`, `${label || ctx.root} ${e.message ?? "is invalid"}`, path);
}
var skip = () => void 0;
var BY_KEYWORD = {
  if: skip,
  // Reported by the evidence rule, which names every duplicate.
  uniqueItems: skip,
  type: typeIssue,
  required: requiredIssue,
  additionalProperties: unknownFieldIssue,
  "false schema": notAllowedIssue,
  oneOf: refOrKeyIssue,
  enum: ({ params, prefix, label, value, path }) => {
    const values = params.allowedValues.map(String);
    const near = typeof value === "string" ? nearestChoice(value, values) : void 0;
    const hint = near === void 0 ? "" : `; did you mean ${near}?`;
    return issue(
      `${prefix}.enum`,
      `${label} must be one of ${values.join(", ")}, not ${describeValue(value)}${hint}`,
      path
    );
  },
  minLength: ({ prefix, label, path }) => issue(`${prefix}.minLength`, `${label} must not be empty`, path),
  maxLength: ({ e, value, prefix, label, params, path }) => {
    if (e.schemaPath.startsWith("#/$defs/date/")) return void 0;
    const n = typeof value === "string" ? codePointLength(value) : 0;
    return issue(
      `${prefix}.maxLength`,
      `${label} is ${n} characters long; at most ${String(params.limit)} are allowed`,
      path
    );
  },
  maxItems: ({ value, prefix, label, params, path }) => {
    const n = Array.isArray(value) ? value.length : 0;
    return issue(
      `${prefix}.maxItems`,
      `${label} has ${n} items; at most ${String(params.limit)} are allowed`,
      path
    );
  },
  dependentRequired: () => issue("dateTo.needsDateFrom", "dateTo needs dateFrom: a period starts before it ends", [
    "dateTo"
  ]),
  pattern: ({ prefix, label, path, value, rule }) => patternIssue(prefix, label, path, value, rule)
};
function typeIssue({ path, ctx, data, params, value, label, prefix }) {
  if (path.length === 0)
    return issue(`${ctx.root}.notAnObject`, notAMap(ctx.root, data), [], "value");
  const wanted = TYPE_WORDS[String(params.type)] ?? String(params.type);
  const message = value === null ? `${label} is empty; give it ${wanted} or remove it` : `${label} must be ${wanted}, not ${describeValue(value)}${ctx.root === "body" ? "" : colonHint(params.type, value)}`;
  return issue(`${prefix}.type`, message, path);
}
var FIELD_WITHOUT_COLON = /^([A-Za-z_][\w.-]*) +([^\s:][^:]*)$/;
function colonHint(type, value) {
  if (type !== "object" || typeof value !== "string" || value.length > 200) return "";
  const m = FIELD_WITHOUT_COLON.exec(value);
  return m ? `; a field without its colon? write ${m[1]}: ${m[2]}` : "";
}
function requiredIssue({
  e,
  params,
  rule,
  path,
  value,
  kind,
  ctx
}) {
  const missing = String(params.missingProperty);
  if (e.schemaPath.includes("/oneOf/")) return void 0;
  if (rule === "approximate.needsDate")
    return issue(
      "approximate.needsDate",
      "approximate: true needs a date: give dateFrom, or drop approximate",
      [...path, "approximate"]
    );
  const full = [...path, missing];
  if (missing === "value" && valueAt(value, ["externalKey"]) !== void 0) return void 0;
  const why = missing === "dateFrom" && path.length === 0 && typeof kind === "string" ? ` for kind ${kind}` : "";
  return issue(
    `${codePrefix(full, ctx.root)}.required`,
    `${fieldLabel(full)} is required${why}`,
    full,
    "parent"
  );
}
function unknownFieldIssue({ params, path, ctx, label }) {
  const name = String(params.additionalProperty);
  const container = path.filter((seg) => typeof seg === "string").join(".") || ctx.root;
  const known = ctx.knownFields[container === ctx.root ? "document" : container] ?? [];
  const full = [...path, name];
  const where = path.length === 0 ? "" : ` in ${label}`;
  let message;
  if (ctx.root === "body" && path.length === 0 && name === "externalKey")
    message = `externalKey belongs in the request path, not the body`;
  else if (ctx.root === "body" && container === "refs" && name === "externalKey")
    message = `refs by externalKey are resolved by the tool before sending; the API takes {type, value} only`;
  else {
    const near = nearestName(name, known);
    message = near ? `unknown field ${excerpt(name)}${where}; did you mean ${near}?` : `unknown field ${excerpt(name)}${where}; known fields: ${known.join(", ")}`;
  }
  return issue(`${container}.unknownField`, message, full, "key");
}
function notAllowedIssue({ path, rule, data, prefix, kind }) {
  const field = String(path[path.length - 1]);
  if (rule === "refs.refOrKey") {
    const type = valueAt(data, [...path.slice(0, -1), "type"]);
    return issue(
      "refs.refOrKey",
      `externalKey is only allowed on refs of type annotation; a ${String(type)} ref takes value`,
      path,
      "key"
    );
  }
  return issue(`${prefix}.notAllowed`, notAllowedMessage(field, kind), path, "key");
}
function refOrKeyIssue(failure) {
  const { value, rule, params, label, path } = failure;
  if (value === null || typeof value !== "object") return void 0;
  if (rule !== "refs.refOrKey") return generic(failure);
  return params.passingSchemas === null ? issue(
    "refs.refOrKey",
    `${label}: a ref of type annotation needs value (an annotation id) or externalKey (a key in these files)`,
    path
  ) : issue(
    "refs.refOrKey",
    `${label}: a ref of type annotation takes value or externalKey, not both`,
    [...path, "externalKey"],
    "key"
  );
}
function patternIssue(prefix, label, path, value, rule) {
  const shown = describeValue(value);
  if (rule === "refs.value.commit")
    return issue(rule, `${label} must be a commit SHA of 7 to 64 hex digits, not ${shown}`, path);
  if (rule === "refs.value.url")
    return issue(rule, `${label} must be an absolute http or https URL, not ${shown}`, path);
  const field = path[path.length - 1];
  if (field === "dateFrom" || field === "dateTo") {
    if (typeof value === "string" && parseAnnotationDate(value)) return void 0;
    const hint = typeof value === "string" ? dateFormatHint(value) : "";
    return issue(`${prefix}.format`, `${label} must be ${DATE_FORMATS}, not ${shown}${hint}`, path);
  }
  if (field === "externalKey") {
    const long = typeof value === "string" && codePointLength(value) > 128;
    return issue(
      `${prefix}.pattern`,
      long ? `${label} is ${codePointLength(value)} characters long; at most 128 are allowed` : `${label} may only hold lowercase letters, digits, '.', '_' and '-' (1 to 128), not ${shown}`,
      path
    );
  }
  const idFormat = {
    applicationID: "app-<number>",
    experimentRunID: "exr-<number>",
    experimentVariantID: "exv-<number>"
  };
  const wanted = idFormat[String(field)];
  return issue(
    `${prefix}.pattern`,
    wanted ? `${label} must look like ${wanted}, not ${shown}` : `${label} has the wrong format: ${shown}`,
    path
  );
}
function notAllowedMessage(field, kind) {
  const on = typeof kind === "string" ? ` (this is kind ${kind})` : "";
  switch (field) {
    case "dateFrom":
      return `dateFrom is not allowed on kind ${String(kind)}; only events, periods and follow-ups have a date`;
    case "dateTo":
      return `dateTo is only allowed on kind period${on}`;
    case "status":
      return `status is only allowed on kind follow-up${on}`;
    default:
      return `${field} is only allowed on kinds event and period${on}`;
  }
}
function notAMap(root, data) {
  const what = root === "document" ? "an annotation document" : "the request body";
  return `${what} must be a map of fields, not ${describeValue(data)}`;
}
function issue(code, message, path, target) {
  return target ? { code, message, path, target } : { code, message, path };
}

// src/validate/check-rules.ts
function checkRules(validate, value, ctx) {
  validate(value);
  const schemaIssues = translateErrors(validate.errors ?? [], value, ctx);
  const reported = new Set(schemaIssues.map((i) => i.code));
  return dropEchoes([...schemaIssues, ...checkCodeRules(value, reported)]);
}

export {
  parseAnnotationDate,
  fieldLabel,
  fieldPath,
  describeValue,
  checkRules
};
