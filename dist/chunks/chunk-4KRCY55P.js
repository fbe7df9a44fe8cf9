import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkRules,
  describeValue
} from "./chunk-RNMKUZ3S.js";
import {
  isMap
} from "./chunk-ETFRSDZE.js";

// src/text/canonical-json.ts
import { createHash } from "node:crypto";
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    return text === void 0 ? "null" : text;
  }
  const members = Object.entries(value).filter(([, member]) => member !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
  return `{${members.join(",")}}`;
}
function hashOf(value) {
  return `sha256:${createHash("sha256").update(canonicalJson(value)).digest("hex")}`;
}

// src/validate/generated/request-validator.js
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var require_code_points = __commonJS({
  "scripts/code-points.cjs"(exports) {
    "use strict";
    var SURROGATE = /[\uD800-\uDFFF]/;
    var PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
    function codePoints(str) {
      if (!SURROGATE.test(str)) return str.length;
      const pairs = str.match(PAIR);
      return str.length - (pairs ? pairs.length : 0);
    }
    exports.default = codePoints;
  }
});
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});
var validate = validate22;
var schema33 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://observe-annotations.dev/schema/annotation-request.schema.json", "title": "Observe annotation upsert request body", "description": "Body of PUT /observe/annotations/byExternalKey/{externalKey}; derived from the annotation document schema.", "type": "object", "additionalProperties": false, "required": ["kind", "headline"], "properties": { "kind": { "title": "Kind", "description": "`event` something changed; `period` something held over a span; `setup` a fact about how the project works; `interpretation` how to read the data; `constraint` which data may be used; `follow-up` an unknown or open piece of work.", "enum": ["event", "period", "setup", "interpretation", "constraint", "follow-up"], "markdownEnumDescriptions": ["**Event**: something changed at a point in time (a release, a configuration change). Needs `dateFrom`.", "**Period**: something held over a span (an outage, an experiment). Needs `dateFrom`; `dateTo` is the last unit it covers, absent while it is ongoing.", "**Setup**: a fact about how the project works. No date.", "**Interpretation**: how to read the data. No date.", "**Constraint**: which data may be used, and which not. No date.", "**Follow-up**: an unknown or an open piece of work; `status` says whether it is `open` or `done`. `dateFrom`, if given, means not before."] }, "headline": { "title": "Headline", "description": "One line saying what is recorded; 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "description": { "title": "Description", "description": "Markdown body; 1 to 10000 characters.", "type": "string", "minLength": 1, "maxLength": 1e4 }, "dateFrom": { "title": "Date from", "description": "Date in project time as `YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DDTHH` or `YYYY-MM-DDTHH:MM:SS`; the format sets the precision. A real calendar date. Required for `event` and `period`; optional for `follow-up` (meaning not before); not allowed for other kinds.", "$ref": "#/$defs/date" }, "dateTo": { "title": "Date to", "description": "Last unit a `period` covers, inclusive; same format (precision) as `dateFrom` and not before it. Absent means ongoing. Only on `period`.", "$ref": "#/$defs/date" }, "approximate": { "title": "Approximate", "description": "The date is not exact. `true` needs `dateFrom`. Default false.", "type": "boolean" }, "status": { "title": "Status", "description": "Follow-ups only: `open` (default) or `done`. Closing a follow-up (`open` to `done`, or creating it as `done`) needs `note`.", "enum": ["open", "done"], "markdownEnumDescriptions": ["**Open** (default): the follow-up is not done yet.", "**Done**: the follow-up is closed. Closing it needs a `note`, kept in its history."] }, "effect": { "title": "Effect", "description": "Events and periods only. `context` background only (default); `boundary` compare only within one side of the date; `degraded` data partly wrong; `broken` data wrong; `missing` no data.", "enum": ["context", "boundary", "degraded", "broken", "missing"], "markdownEnumDescriptions": ["**Context** (default): background only; the data stays comparable.", "**Boundary**: compare the data only within one side of this date.", "**Degraded**: the data is partly wrong here.", "**Broken**: the data is wrong here.", "**Missing**: there is no data here."] }, "reading": { "title": "Reading", "description": "Reading rule this date brings; events and periods only; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "scope": { "title": "Scope", "description": "Narrows the annotation by time-series dimension; absent means the whole project.", "$ref": "#/$defs/scope" }, "series": { "title": "Series", "description": "Time series the annotation is mainly about, by name; at most 50, each 1 to 255 characters. Absent means all series; `[]` is sent as written.", "type": "array", "maxItems": 50, "items": { "title": "Series name", "description": "Time series name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 } }, "display": { "title": "Display", "description": "Shown on charts. Default true; default false for source `system` unless an `effect` other than `context` is set.", "type": "boolean" }, "source": { "title": "Source", "description": "Who wrote the annotation: `manual`, `agent` or `system`. A write with an API key defaults to `agent`.", "enum": ["manual", "agent", "system"], "markdownEnumDescriptions": ["**Manual**: written by a person in the developer panel.", "**Agent**: written through the API with an API key (the default for writes with a key).", "**System**: written by the service itself. Hidden from charts by default unless `effect` is other than `context`."] }, "evidence": { "title": "Evidence", "description": "What the annotation rests on: distinct values of `code`, `trace`, `data`, `customer` (at most 4). Absent means unverified.", "type": "array", "maxItems": 4, "uniqueItems": true, "items": { "title": "Evidence", "description": "`code`, `trace`, `data` or `customer`.", "enum": ["code", "trace", "data", "customer"], "markdownEnumDescriptions": ["**Code**: the source code shows it.", "**Trace**: request traces show it.", "**Data**: the data shows it.", "**Customer**: a customer reported it."] } }, "refs": { "title": "References", "description": "At most 50 references: findings, annotations, projects, commits, releases, URLs.", "type": "array", "maxItems": 50, "items": { "$ref": "#/$defs/ref" } }, "note": { "title": "Note", "description": "Stored in the annotation history, not content: it never makes a change by itself. 1 to 2000 characters. Required when a follow-up is closed.", "type": "string", "minLength": 1, "maxLength": 2e3 } }, "dependentRequired": { "dateTo": ["dateFrom"] }, "allOf": [{ "$comment": "dateFrom is required for events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period"] } } }, "then": { "required": ["dateFrom"] } }, { "$comment": "dateFrom is not allowed for setup, interpretation and constraint.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint"] } } }, "then": { "properties": { "dateFrom": false } } }, { "$comment": "dateTo only on periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "dateTo": false } } }, { "$comment": "status only on follow-ups.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period", "setup", "interpretation", "constraint"] } } }, "then": { "properties": { "status": false } } }, { "$comment": "effect and reading only on events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "effect": false, "reading": false } } }, { "$comment": "rule:approximate.needsDate approximate true needs a date.", "if": { "required": ["approximate"], "properties": { "approximate": { "const": true } } }, "then": { "required": ["dateFrom"] } }], "$defs": { "date": { "type": "string", "maxLength": 19, "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$", "patternErrorMessage": "Use YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS with a month 01-12, a day 01-31, an hour 00-23 and minutes and seconds 00-59 (for example 2026-09-17T09)." }, "scope": { "type": "object", "additionalProperties": false, "properties": { "applicationID": { "title": "Application", "description": "Application id, format `app-<number>`.", "type": "string", "pattern": "^app-[0-9]+$", "patternErrorMessage": "An application id looks like app-<number>, for example app-12." }, "os": { "title": "Operating system", "description": "Operating system name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "osVersion": { "title": "Operating system version", "description": "Operating system version, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "browser": { "title": "Browser", "description": "Browser name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag1": { "title": "Custom tag 1", "description": "Value of custom tag 1, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag2": { "title": "Custom tag 2", "description": "Value of custom tag 2, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag3": { "title": "Custom tag 3", "description": "Value of custom tag 3, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag4": { "title": "Custom tag 4", "description": "Value of custom tag 4, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag5": { "title": "Custom tag 5", "description": "Value of custom tag 5, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag6": { "title": "Custom tag 6", "description": "Value of custom tag 6, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag7": { "title": "Custom tag 7", "description": "Value of custom tag 7, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag8": { "title": "Custom tag 8", "description": "Value of custom tag 8, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag9": { "title": "Custom tag 9", "description": "Value of custom tag 9, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag10": { "title": "Custom tag 10", "description": "Value of custom tag 10, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "experimentRunID": { "title": "Experiment run", "description": "Experiment run id, format `exr-<number>`.", "type": "string", "pattern": "^exr-[0-9]+$", "patternErrorMessage": "An experiment run id looks like exr-<number>, for example exr-3." }, "experimentVariantID": { "title": "Experiment variant", "description": "Experiment variant id, format `exv-<number>`.", "type": "string", "pattern": "^exv-[0-9]+$", "patternErrorMessage": "An experiment variant id looks like exv-<number>, for example exv-7." } } }, "ref": { "title": "Reference", "description": "`{type, value}`.", "type": "object", "additionalProperties": false, "required": ["type", "value"], "properties": { "type": { "title": "Type", "description": "`finding`, `annotation`, `project`, `commit`, `release` or `url`.", "enum": ["finding", "annotation", "project", "commit", "release", "url"], "markdownEnumDescriptions": ["**Finding**: a finding of the project, by its id in `value`; it must exist.", "**Annotation**: another annotation, by its id in `value`, or by the `externalKey` of an annotation in these files.", "**Project**: a project, by its id in `value`.", "**Commit**: a commit, by its SHA in `value` (7 to 64 hex digits).", "**Release**: a release, by its name in `value`.", "**URL**: a web page, by its absolute http(s) address in `value`."] }, "value": { "title": "Value", "description": "A finding, annotation (`ann-<number>`) or project id, a commit SHA (7 to 64 hex digits), a release name or an absolute http(s) URL; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 } }, "allOf": [{ "$comment": "rule:refs.value.commit a commit is 7 to 64 hex digits.", "if": { "required": ["type"], "properties": { "type": { "const": "commit" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[0-9a-fA-F]{7,64}$", "patternErrorMessage": "A commit ref's value is its SHA: 7 to 64 hex digits." } } } }, { "$comment": "rule:refs.value.url a url is an absolute http(s) URL.", "if": { "required": ["type"], "properties": { "type": { "const": "url" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "patternErrorMessage": "A url ref's value is an absolute http or https URL, for example https://example.com/page." } } } }] } } };
var schema36 = { "type": "object", "additionalProperties": false, "properties": { "applicationID": { "title": "Application", "description": "Application id, format `app-<number>`.", "type": "string", "pattern": "^app-[0-9]+$", "patternErrorMessage": "An application id looks like app-<number>, for example app-12." }, "os": { "title": "Operating system", "description": "Operating system name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "osVersion": { "title": "Operating system version", "description": "Operating system version, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "browser": { "title": "Browser", "description": "Browser name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag1": { "title": "Custom tag 1", "description": "Value of custom tag 1, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag2": { "title": "Custom tag 2", "description": "Value of custom tag 2, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag3": { "title": "Custom tag 3", "description": "Value of custom tag 3, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag4": { "title": "Custom tag 4", "description": "Value of custom tag 4, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag5": { "title": "Custom tag 5", "description": "Value of custom tag 5, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag6": { "title": "Custom tag 6", "description": "Value of custom tag 6, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag7": { "title": "Custom tag 7", "description": "Value of custom tag 7, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag8": { "title": "Custom tag 8", "description": "Value of custom tag 8, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag9": { "title": "Custom tag 9", "description": "Value of custom tag 9, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag10": { "title": "Custom tag 10", "description": "Value of custom tag 10, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "experimentRunID": { "title": "Experiment run", "description": "Experiment run id, format `exr-<number>`.", "type": "string", "pattern": "^exr-[0-9]+$", "patternErrorMessage": "An experiment run id looks like exr-<number>, for example exr-3." }, "experimentVariantID": { "title": "Experiment variant", "description": "Experiment variant id, format `exv-<number>`.", "type": "string", "pattern": "^exv-[0-9]+$", "patternErrorMessage": "An experiment variant id looks like exv-<number>, for example exv-7." } } };
var schema37 = { "title": "Reference", "description": "`{type, value}`.", "type": "object", "additionalProperties": false, "required": ["type", "value"], "properties": { "type": { "title": "Type", "description": "`finding`, `annotation`, `project`, `commit`, `release` or `url`.", "enum": ["finding", "annotation", "project", "commit", "release", "url"], "markdownEnumDescriptions": ["**Finding**: a finding of the project, by its id in `value`; it must exist.", "**Annotation**: another annotation, by its id in `value`, or by the `externalKey` of an annotation in these files.", "**Project**: a project, by its id in `value`.", "**Commit**: a commit, by its SHA in `value` (7 to 64 hex digits).", "**Release**: a release, by its name in `value`.", "**URL**: a web page, by its absolute http(s) address in `value`."] }, "value": { "title": "Value", "description": "A finding, annotation (`ann-<number>`) or project id, a commit SHA (7 to 64 hex digits), a release name or an absolute http(s) URL; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 } }, "allOf": [{ "$comment": "rule:refs.value.commit a commit is 7 to 64 hex digits.", "if": { "required": ["type"], "properties": { "type": { "const": "commit" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[0-9a-fA-F]{7,64}$", "patternErrorMessage": "A commit ref's value is its SHA: 7 to 64 hex digits." } } } }, { "$comment": "rule:refs.value.url a url is an absolute http(s) URL.", "if": { "required": ["type"], "properties": { "type": { "const": "url" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "patternErrorMessage": "A url ref's value is an absolute http or https URL, for example https://example.com/page." } } } }] };
var func1 = Object.prototype.hasOwnProperty;
var func2 = require_code_points().default;
var func0 = require_equal().default;
var pattern4 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$", "u");
var pattern6 = new RegExp("^app-[0-9]+$", "u");
var pattern7 = new RegExp("^exr-[0-9]+$", "u");
var pattern8 = new RegExp("^exv-[0-9]+$", "u");
var pattern9 = new RegExp("^[0-9a-fA-F]{7,64}$", "u");
var pattern10 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "u");
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs3 = errors;
  let valid1 = true;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.kind === void 0 && (missing0 = "kind")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data0 = data.kind;
        if (!(data0 === "event" || data0 === "period")) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs4 === errors;
  errors = _errs3;
  if (vErrors !== null) {
    if (_errs3) {
      vErrors.length = _errs3;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "dateFrom" }, message: "must have required property 'dateFrom'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs9 = errors;
  let valid3 = true;
  const _errs10 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.kind === void 0 && (missing1 = "kind")) {
      const err4 = {};
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data1 = data.kind;
        if (!(data1 === "setup" || data1 === "interpretation" || data1 === "constraint")) {
          const err5 = {};
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs10 === errors;
  errors = _errs9;
  if (vErrors !== null) {
    if (_errs9) {
      vErrors.length = _errs9;
    } else {
      vErrors = null;
    }
  }
  if (_valid1) {
    const _errs12 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom !== void 0) {
        const err6 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/allOf/1/then/properties/dateFrom/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid1 = _errs12 === errors;
    valid3 = _valid1;
    if (valid3) {
      var props0 = {};
      props0.dateFrom = true;
      props0.kind = true;
    }
  }
  if (!valid3) {
    const err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.kind = true;
  }
  const _errs15 = errors;
  let valid6 = true;
  const _errs16 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if (data.kind === void 0 && (missing2 = "kind")) {
      const err8 = {};
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data3 = data.kind;
        if (!(data3 === "event" || data3 === "setup" || data3 === "interpretation" || data3 === "constraint" || data3 === "follow-up")) {
          const err9 = {};
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
  }
  var _valid2 = _errs16 === errors;
  errors = _errs15;
  if (vErrors !== null) {
    if (_errs15) {
      vErrors.length = _errs15;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs18 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateTo !== void 0) {
        const err10 = { instancePath: instancePath + "/dateTo", schemaPath: "#/allOf/2/then/properties/dateTo/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    var _valid2 = _errs18 === errors;
    valid6 = _valid2;
    if (valid6) {
      var props1 = {};
      props1.dateTo = true;
      props1.kind = true;
    }
  }
  if (!valid6) {
    const err11 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  if (props0 !== true && props1 !== void 0) {
    if (props1 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props1);
    }
  }
  const _errs21 = errors;
  let valid9 = true;
  const _errs22 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if (data.kind === void 0 && (missing3 = "kind")) {
      const err12 = {};
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data5 = data.kind;
        if (!(data5 === "event" || data5 === "period" || data5 === "setup" || data5 === "interpretation" || data5 === "constraint")) {
          const err13 = {};
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
  }
  var _valid3 = _errs22 === errors;
  errors = _errs21;
  if (vErrors !== null) {
    if (_errs21) {
      vErrors.length = _errs21;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs24 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.status !== void 0) {
        const err14 = { instancePath: instancePath + "/status", schemaPath: "#/allOf/3/then/properties/status/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    var _valid3 = _errs24 === errors;
    valid9 = _valid3;
    if (valid9) {
      var props2 = {};
      props2.status = true;
      props2.kind = true;
    }
  }
  if (!valid9) {
    const err15 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  if (props0 !== true && props2 !== void 0) {
    if (props2 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props2);
    }
  }
  const _errs27 = errors;
  let valid12 = true;
  const _errs28 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if (data.kind === void 0 && (missing4 = "kind")) {
      const err16 = {};
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    } else {
      if (data.kind !== void 0) {
        let data7 = data.kind;
        if (!(data7 === "setup" || data7 === "interpretation" || data7 === "constraint" || data7 === "follow-up")) {
          const err17 = {};
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
  }
  var _valid4 = _errs28 === errors;
  errors = _errs27;
  if (vErrors !== null) {
    if (_errs27) {
      vErrors.length = _errs27;
    } else {
      vErrors = null;
    }
  }
  if (_valid4) {
    const _errs30 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.effect !== void 0) {
        const err18 = { instancePath: instancePath + "/effect", schemaPath: "#/allOf/4/then/properties/effect/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (data.reading !== void 0) {
        const err19 = { instancePath: instancePath + "/reading", schemaPath: "#/allOf/4/then/properties/reading/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    var _valid4 = _errs30 === errors;
    valid12 = _valid4;
    if (valid12) {
      var props3 = {};
      props3.effect = true;
      props3.reading = true;
      props3.kind = true;
    }
  }
  if (!valid12) {
    const err20 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  if (props0 !== true && props3 !== void 0) {
    if (props3 === true) {
      props0 = true;
    } else {
      props0 = props0 || {};
      Object.assign(props0, props3);
    }
  }
  const _errs33 = errors;
  let valid15 = true;
  const _errs34 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if (data.approximate === void 0 && (missing5 = "approximate")) {
      const err21 = {};
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    } else {
      if (data.approximate !== void 0) {
        if (true !== data.approximate) {
          const err22 = {};
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
  }
  var _valid5 = _errs34 === errors;
  errors = _errs33;
  if (vErrors !== null) {
    if (_errs33) {
      vErrors.length = _errs33;
    } else {
      vErrors = null;
    }
  }
  if (_valid5) {
    const _errs36 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.dateFrom === void 0) {
        const err23 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "dateFrom" }, message: "must have required property 'dateFrom'" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    var _valid5 = _errs36 === errors;
    valid15 = _valid5;
  }
  if (!valid15) {
    const err24 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.approximate = true;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      const err25 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.headline === void 0) {
      const err26 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headline" }, message: "must have required property 'headline'" };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema33.properties, key0)) {
        const err27 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data11 = data.kind;
      if (!(data11 === "event" || data11 === "period" || data11 === "setup" || data11 === "interpretation" || data11 === "constraint" || data11 === "follow-up")) {
        const err28 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema33.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.headline !== void 0) {
      let data12 = data.headline;
      if (typeof data12 === "string") {
        if (func2(data12) > 255) {
          const err29 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (func2(data12) < 1) {
          const err30 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      } else {
        const err31 = { instancePath: instancePath + "/headline", schemaPath: "#/properties/headline/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data13 = data.description;
      if (typeof data13 === "string") {
        if (func2(data13) > 1e4) {
          const err32 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/maxLength", keyword: "maxLength", params: { limit: 1e4 }, message: "must NOT have more than 10000 characters" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (func2(data13) < 1) {
          const err33 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else {
        const err34 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.dateFrom !== void 0) {
      let data14 = data.dateFrom;
      if (typeof data14 === "string") {
        if (func2(data14) > 19) {
          const err35 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/maxLength", keyword: "maxLength", params: { limit: 19 }, message: "must NOT have more than 19 characters" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (!pattern4.test(data14)) {
          const err36 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$" }, message: 'must match pattern "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$"' };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      } else {
        const err37 = { instancePath: instancePath + "/dateFrom", schemaPath: "#/$defs/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.dateTo !== void 0) {
      let data15 = data.dateTo;
      if (typeof data15 === "string") {
        if (func2(data15) > 19) {
          const err38 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/maxLength", keyword: "maxLength", params: { limit: 19 }, message: "must NOT have more than 19 characters" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (!pattern4.test(data15)) {
          const err39 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$" }, message: 'must match pattern "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$"' };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = { instancePath: instancePath + "/dateTo", schemaPath: "#/$defs/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.approximate !== void 0) {
      if (typeof data.approximate !== "boolean") {
        const err41 = { instancePath: instancePath + "/approximate", schemaPath: "#/properties/approximate/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data17 = data.status;
      if (!(data17 === "open" || data17 === "done")) {
        const err42 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema33.properties.status.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.effect !== void 0) {
      let data18 = data.effect;
      if (!(data18 === "context" || data18 === "boundary" || data18 === "degraded" || data18 === "broken" || data18 === "missing")) {
        const err43 = { instancePath: instancePath + "/effect", schemaPath: "#/properties/effect/enum", keyword: "enum", params: { allowedValues: schema33.properties.effect.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.reading !== void 0) {
      let data19 = data.reading;
      if (typeof data19 === "string") {
        if (func2(data19) > 2e3) {
          const err44 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (func2(data19) < 1) {
          const err45 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      } else {
        const err46 = { instancePath: instancePath + "/reading", schemaPath: "#/properties/reading/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.scope !== void 0) {
      let data20 = data.scope;
      if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
        for (const key1 in data20) {
          if (!func1.call(schema36.properties, key1)) {
            const err47 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/scope/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data20.applicationID !== void 0) {
          let data21 = data20.applicationID;
          if (typeof data21 === "string") {
            if (!pattern6.test(data21)) {
              const err48 = { instancePath: instancePath + "/scope/applicationID", schemaPath: "#/$defs/scope/properties/applicationID/pattern", keyword: "pattern", params: { pattern: "^app-[0-9]+$" }, message: 'must match pattern "^app-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          } else {
            const err49 = { instancePath: instancePath + "/scope/applicationID", schemaPath: "#/$defs/scope/properties/applicationID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data20.os !== void 0) {
          let data22 = data20.os;
          if (typeof data22 === "string") {
            if (func2(data22) > 255) {
              const err50 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (func2(data22) < 1) {
              const err51 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          } else {
            const err52 = { instancePath: instancePath + "/scope/os", schemaPath: "#/$defs/scope/properties/os/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data20.osVersion !== void 0) {
          let data23 = data20.osVersion;
          if (typeof data23 === "string") {
            if (func2(data23) > 255) {
              const err53 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (func2(data23) < 1) {
              const err54 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          } else {
            const err55 = { instancePath: instancePath + "/scope/osVersion", schemaPath: "#/$defs/scope/properties/osVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data20.browser !== void 0) {
          let data24 = data20.browser;
          if (typeof data24 === "string") {
            if (func2(data24) > 255) {
              const err56 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
            if (func2(data24) < 1) {
              const err57 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          } else {
            const err58 = { instancePath: instancePath + "/scope/browser", schemaPath: "#/$defs/scope/properties/browser/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data20.customTag1 !== void 0) {
          let data25 = data20.customTag1;
          if (typeof data25 === "string") {
            if (func2(data25) > 255) {
              const err59 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            if (func2(data25) < 1) {
              const err60 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          } else {
            const err61 = { instancePath: instancePath + "/scope/customTag1", schemaPath: "#/$defs/scope/properties/customTag1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data20.customTag2 !== void 0) {
          let data26 = data20.customTag2;
          if (typeof data26 === "string") {
            if (func2(data26) > 255) {
              const err62 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            if (func2(data26) < 1) {
              const err63 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          } else {
            const err64 = { instancePath: instancePath + "/scope/customTag2", schemaPath: "#/$defs/scope/properties/customTag2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data20.customTag3 !== void 0) {
          let data27 = data20.customTag3;
          if (typeof data27 === "string") {
            if (func2(data27) > 255) {
              const err65 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
            if (func2(data27) < 1) {
              const err66 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          } else {
            const err67 = { instancePath: instancePath + "/scope/customTag3", schemaPath: "#/$defs/scope/properties/customTag3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data20.customTag4 !== void 0) {
          let data28 = data20.customTag4;
          if (typeof data28 === "string") {
            if (func2(data28) > 255) {
              const err68 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
            if (func2(data28) < 1) {
              const err69 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          } else {
            const err70 = { instancePath: instancePath + "/scope/customTag4", schemaPath: "#/$defs/scope/properties/customTag4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data20.customTag5 !== void 0) {
          let data29 = data20.customTag5;
          if (typeof data29 === "string") {
            if (func2(data29) > 255) {
              const err71 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
            if (func2(data29) < 1) {
              const err72 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
          } else {
            const err73 = { instancePath: instancePath + "/scope/customTag5", schemaPath: "#/$defs/scope/properties/customTag5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
        }
        if (data20.customTag6 !== void 0) {
          let data30 = data20.customTag6;
          if (typeof data30 === "string") {
            if (func2(data30) > 255) {
              const err74 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (func2(data30) < 1) {
              const err75 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
          } else {
            const err76 = { instancePath: instancePath + "/scope/customTag6", schemaPath: "#/$defs/scope/properties/customTag6/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
        if (data20.customTag7 !== void 0) {
          let data31 = data20.customTag7;
          if (typeof data31 === "string") {
            if (func2(data31) > 255) {
              const err77 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
            if (func2(data31) < 1) {
              const err78 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
          } else {
            const err79 = { instancePath: instancePath + "/scope/customTag7", schemaPath: "#/$defs/scope/properties/customTag7/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data20.customTag8 !== void 0) {
          let data32 = data20.customTag8;
          if (typeof data32 === "string") {
            if (func2(data32) > 255) {
              const err80 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
            if (func2(data32) < 1) {
              const err81 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err81];
              } else {
                vErrors.push(err81);
              }
              errors++;
            }
          } else {
            const err82 = { instancePath: instancePath + "/scope/customTag8", schemaPath: "#/$defs/scope/properties/customTag8/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
        if (data20.customTag9 !== void 0) {
          let data33 = data20.customTag9;
          if (typeof data33 === "string") {
            if (func2(data33) > 255) {
              const err83 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err83];
              } else {
                vErrors.push(err83);
              }
              errors++;
            }
            if (func2(data33) < 1) {
              const err84 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err84];
              } else {
                vErrors.push(err84);
              }
              errors++;
            }
          } else {
            const err85 = { instancePath: instancePath + "/scope/customTag9", schemaPath: "#/$defs/scope/properties/customTag9/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
        if (data20.customTag10 !== void 0) {
          let data34 = data20.customTag10;
          if (typeof data34 === "string") {
            if (func2(data34) > 255) {
              const err86 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            if (func2(data34) < 1) {
              const err87 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err87];
              } else {
                vErrors.push(err87);
              }
              errors++;
            }
          } else {
            const err88 = { instancePath: instancePath + "/scope/customTag10", schemaPath: "#/$defs/scope/properties/customTag10/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
        if (data20.experimentRunID !== void 0) {
          let data35 = data20.experimentRunID;
          if (typeof data35 === "string") {
            if (!pattern7.test(data35)) {
              const err89 = { instancePath: instancePath + "/scope/experimentRunID", schemaPath: "#/$defs/scope/properties/experimentRunID/pattern", keyword: "pattern", params: { pattern: "^exr-[0-9]+$" }, message: 'must match pattern "^exr-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
          } else {
            const err90 = { instancePath: instancePath + "/scope/experimentRunID", schemaPath: "#/$defs/scope/properties/experimentRunID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
        if (data20.experimentVariantID !== void 0) {
          let data36 = data20.experimentVariantID;
          if (typeof data36 === "string") {
            if (!pattern8.test(data36)) {
              const err91 = { instancePath: instancePath + "/scope/experimentVariantID", schemaPath: "#/$defs/scope/properties/experimentVariantID/pattern", keyword: "pattern", params: { pattern: "^exv-[0-9]+$" }, message: 'must match pattern "^exv-[0-9]+$"' };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
          } else {
            const err92 = { instancePath: instancePath + "/scope/experimentVariantID", schemaPath: "#/$defs/scope/properties/experimentVariantID/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
      } else {
        const err93 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/scope/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err93];
        } else {
          vErrors.push(err93);
        }
        errors++;
      }
    }
    if (data.series !== void 0) {
      let data37 = data.series;
      if (Array.isArray(data37)) {
        if (data37.length > 50) {
          const err94 = { instancePath: instancePath + "/series", schemaPath: "#/properties/series/maxItems", keyword: "maxItems", params: { limit: 50 }, message: "must NOT have more than 50 items" };
          if (vErrors === null) {
            vErrors = [err94];
          } else {
            vErrors.push(err94);
          }
          errors++;
        }
        const len0 = data37.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data38 = data37[i0];
          if (typeof data38 === "string") {
            if (func2(data38) > 255) {
              const err95 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/maxLength", keyword: "maxLength", params: { limit: 255 }, message: "must NOT have more than 255 characters" };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
            if (func2(data38) < 1) {
              const err96 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err96];
              } else {
                vErrors.push(err96);
              }
              errors++;
            }
          } else {
            const err97 = { instancePath: instancePath + "/series/" + i0, schemaPath: "#/properties/series/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
      } else {
        const err98 = { instancePath: instancePath + "/series", schemaPath: "#/properties/series/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err98];
        } else {
          vErrors.push(err98);
        }
        errors++;
      }
    }
    if (data.display !== void 0) {
      if (typeof data.display !== "boolean") {
        const err99 = { instancePath: instancePath + "/display", schemaPath: "#/properties/display/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err99];
        } else {
          vErrors.push(err99);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data40 = data.source;
      if (!(data40 === "manual" || data40 === "agent" || data40 === "system")) {
        const err100 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema33.properties.source.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err100];
        } else {
          vErrors.push(err100);
        }
        errors++;
      }
    }
    if (data.evidence !== void 0) {
      let data41 = data.evidence;
      if (Array.isArray(data41)) {
        if (data41.length > 4) {
          const err101 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/maxItems", keyword: "maxItems", params: { limit: 4 }, message: "must NOT have more than 4 items" };
          if (vErrors === null) {
            vErrors = [err101];
          } else {
            vErrors.push(err101);
          }
          errors++;
        }
        const len1 = data41.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data42 = data41[i1];
          if (!(data42 === "code" || data42 === "trace" || data42 === "data" || data42 === "customer")) {
            const err102 = { instancePath: instancePath + "/evidence/" + i1, schemaPath: "#/properties/evidence/items/enum", keyword: "enum", params: { allowedValues: schema33.properties.evidence.items.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
        let i2 = data41.length;
        let j0;
        if (i2 > 1) {
          outer0: for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func0(data41[i2], data41[j0])) {
                const err103 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err104 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err104];
        } else {
          vErrors.push(err104);
        }
        errors++;
      }
    }
    if (data.refs !== void 0) {
      let data43 = data.refs;
      if (Array.isArray(data43)) {
        if (data43.length > 50) {
          const err105 = { instancePath: instancePath + "/refs", schemaPath: "#/properties/refs/maxItems", keyword: "maxItems", params: { limit: 50 }, message: "must NOT have more than 50 items" };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
        const len2 = data43.length;
        for (let i3 = 0; i3 < len2; i3++) {
          let data44 = data43[i3];
          const _errs118 = errors;
          let valid31 = true;
          const _errs119 = errors;
          if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
            let missing6;
            if (data44.type === void 0 && (missing6 = "type")) {
              const err106 = {};
              if (vErrors === null) {
                vErrors = [err106];
              } else {
                vErrors.push(err106);
              }
              errors++;
            } else {
              if (data44.type !== void 0) {
                if ("commit" !== data44.type) {
                  const err107 = {};
                  if (vErrors === null) {
                    vErrors = [err107];
                  } else {
                    vErrors.push(err107);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid6 = _errs119 === errors;
          errors = _errs118;
          if (vErrors !== null) {
            if (_errs118) {
              vErrors.length = _errs118;
            } else {
              vErrors = null;
            }
          }
          if (_valid6) {
            const _errs121 = errors;
            if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
              if (data44.value !== void 0) {
                let data46 = data44.value;
                if (typeof data46 === "string") {
                  if (!pattern9.test(data46)) {
                    const err108 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/0/then/properties/value/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{7,64}$" }, message: 'must match pattern "^[0-9a-fA-F]{7,64}$"' };
                    if (vErrors === null) {
                      vErrors = [err108];
                    } else {
                      vErrors.push(err108);
                    }
                    errors++;
                  }
                } else {
                  const err109 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/0/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
              }
            }
            var _valid6 = _errs121 === errors;
            valid31 = _valid6;
            if (valid31) {
              var props4 = {};
              props4.value = true;
              props4.type = true;
            }
          }
          if (!valid31) {
            const err110 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
          const _errs127 = errors;
          let valid34 = true;
          const _errs128 = errors;
          if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
            let missing7;
            if (data44.type === void 0 && (missing7 = "type")) {
              const err111 = {};
              if (vErrors === null) {
                vErrors = [err111];
              } else {
                vErrors.push(err111);
              }
              errors++;
            } else {
              if (data44.type !== void 0) {
                if ("url" !== data44.type) {
                  const err112 = {};
                  if (vErrors === null) {
                    vErrors = [err112];
                  } else {
                    vErrors.push(err112);
                  }
                  errors++;
                }
              }
            }
          }
          var _valid7 = _errs128 === errors;
          errors = _errs127;
          if (vErrors !== null) {
            if (_errs127) {
              vErrors.length = _errs127;
            } else {
              vErrors = null;
            }
          }
          if (_valid7) {
            const _errs130 = errors;
            if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
              if (data44.value !== void 0) {
                let data48 = data44.value;
                if (typeof data48 === "string") {
                  if (!pattern10.test(data48)) {
                    const err113 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/1/then/properties/value/pattern", keyword: "pattern", params: { pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$" }, message: 'must match pattern "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$"' };
                    if (vErrors === null) {
                      vErrors = [err113];
                    } else {
                      vErrors.push(err113);
                    }
                    errors++;
                  }
                } else {
                  const err114 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/allOf/1/then/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err114];
                  } else {
                    vErrors.push(err114);
                  }
                  errors++;
                }
              }
            }
            var _valid7 = _errs130 === errors;
            valid34 = _valid7;
            if (valid34) {
              var props5 = {};
              props5.value = true;
              props5.type = true;
            }
          }
          if (!valid34) {
            const err115 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
          if (props4 !== true && props5 !== void 0) {
            if (props5 === true) {
              props4 = true;
            } else {
              props4 = props4 || {};
              Object.assign(props4, props5);
            }
          }
          if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
            if (data44.type === void 0) {
              const err116 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
              if (vErrors === null) {
                vErrors = [err116];
              } else {
                vErrors.push(err116);
              }
              errors++;
            }
            if (data44.value === void 0) {
              const err117 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
              if (vErrors === null) {
                vErrors = [err117];
              } else {
                vErrors.push(err117);
              }
              errors++;
            }
            for (const key2 in data44) {
              if (!(key2 === "type" || key2 === "value")) {
                const err118 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
            if (data44.type !== void 0) {
              let data49 = data44.type;
              if (!(data49 === "finding" || data49 === "annotation" || data49 === "project" || data49 === "commit" || data49 === "release" || data49 === "url")) {
                const err119 = { instancePath: instancePath + "/refs/" + i3 + "/type", schemaPath: "#/$defs/ref/properties/type/enum", keyword: "enum", params: { allowedValues: schema37.properties.type.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err119];
                } else {
                  vErrors.push(err119);
                }
                errors++;
              }
            }
            if (data44.value !== void 0) {
              let data50 = data44.value;
              if (typeof data50 === "string") {
                if (func2(data50) > 2e3) {
                  const err120 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                  if (vErrors === null) {
                    vErrors = [err120];
                  } else {
                    vErrors.push(err120);
                  }
                  errors++;
                }
                if (func2(data50) < 1) {
                  const err121 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err121];
                  } else {
                    vErrors.push(err121);
                  }
                  errors++;
                }
              } else {
                const err122 = { instancePath: instancePath + "/refs/" + i3 + "/value", schemaPath: "#/$defs/ref/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err122];
                } else {
                  vErrors.push(err122);
                }
                errors++;
              }
            }
          } else {
            const err123 = { instancePath: instancePath + "/refs/" + i3, schemaPath: "#/$defs/ref/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err123];
            } else {
              vErrors.push(err123);
            }
            errors++;
          }
        }
      } else {
        const err124 = { instancePath: instancePath + "/refs", schemaPath: "#/properties/refs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err124];
        } else {
          vErrors.push(err124);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      let data51 = data.note;
      if (typeof data51 === "string") {
        if (func2(data51) > 2e3) {
          const err125 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err125];
          } else {
            vErrors.push(err125);
          }
          errors++;
        }
        if (func2(data51) < 1) {
          const err126 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err126];
          } else {
            vErrors.push(err126);
          }
          errors++;
        }
      } else {
        const err127 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err127];
        } else {
          vErrors.push(err127);
        }
        errors++;
      }
    }
    if (data.dateTo !== void 0) {
      if (data.dateFrom === void 0) {
        const err128 = { instancePath, schemaPath: "#/dependentRequired", keyword: "dependentRequired", params: {
          property: "dateTo",
          missingProperty: "dateFrom",
          depsCount: 1,
          deps: "dateFrom"
        }, message: "must have property dateFrom when property dateTo is present" };
        if (vErrors === null) {
          vErrors = [err128];
        } else {
          vErrors.push(err128);
        }
        errors++;
      }
    }
  } else {
    const err129 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err129];
    } else {
      vErrors.push(err129);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var ruleCodes = { "#/allOf/5": "approximate.needsDate", "#/$defs/ref/allOf/0": "refs.value.commit", "#/$defs/ref/allOf/1": "refs.value.url" };
var knownFields = { "document": ["kind", "headline", "description", "dateFrom", "dateTo", "approximate", "status", "effect", "reading", "scope", "series", "display", "source", "evidence", "refs", "note"], "scope": ["applicationID", "os", "osVersion", "browser", "customTag1", "customTag2", "customTag3", "customTag4", "customTag5", "customTag6", "customTag7", "customTag8", "customTag9", "customTag10", "experimentRunID", "experimentVariantID"], "refs": ["type", "value"] };

// src/validate/check-request-body.ts
var EXTERNAL_KEY = /^[a-z0-9._-]{1,128}$/;
function checkRequestBody(externalKey, body) {
  const out = [];
  if (!EXTERNAL_KEY.test(externalKey))
    out.push({
      code: "externalKey.pattern",
      message: `the path's externalKey must be 1 to 128 lowercase letters, digits, '.', '_' or '-', not ${describeValue(externalKey)}`,
      path: ["externalKey"]
    });
  if (!isMap(body)) {
    out.push({
      code: "body.notAnObject",
      message: `the request body must be a JSON object, not ${describeValue(body)}`,
      path: []
    });
    return out;
  }
  out.push(
    ...checkRules(validate, body, {
      root: "body",
      ruleCodes,
      knownFields
    })
  );
  return out;
}

export {
  canonicalJson,
  hashOf,
  checkRequestBody
};
