import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  prepareFolder,
  writeNewFile
} from "./chunk-5BZUDV4N.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import {
  pathExists
} from "./chunk-IS3V3FBE.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/app/editor-schema.ts
import { lstatSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

// src/validate/generated/document-schema.js
var documentSchema = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://observe-annotations.dev/schema/annotation.schema.json", "title": "Observe annotation", "description": "One annotation document of an observe-annotations file: the request fields of `PUT /observe/annotations/byExternalKey/{externalKey}` plus `externalKey`. Every YAML document (`---` separated) is one annotation.", "type": "object", "additionalProperties": false, "required": ["externalKey", "kind", "headline"], "properties": { "externalKey": { "title": "External key", "description": "Key the annotation is written under; unique across all files. Lowercase letters, digits, `.`, `_`, `-`; 1 to 128 characters.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$", "patternErrorMessage": "Use 1 to 128 lowercase letters, digits, '.', '_' or '-' (for example release-4-2.passkeys)." }, "kind": { "title": "Kind", "description": "`event` something changed; `period` something held over a span; `setup` a fact about how the project works; `interpretation` how to read the data; `constraint` which data may be used; `follow-up` an unknown or open piece of work.", "enum": ["event", "period", "setup", "interpretation", "constraint", "follow-up"], "markdownEnumDescriptions": ["**Event**: something changed at a point in time (a release, a configuration change). Needs `dateFrom`.", "**Period**: something held over a span (an outage, an experiment). Needs `dateFrom`; `dateTo` is the last unit it covers, absent while it is ongoing.", "**Setup**: a fact about how the project works. No date.", "**Interpretation**: how to read the data. No date.", "**Constraint**: which data may be used, and which not. No date.", "**Follow-up**: an unknown or an open piece of work; `status` says whether it is `open` or `done`. `dateFrom`, if given, means not before."] }, "headline": { "title": "Headline", "description": "One line saying what is recorded; 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "description": { "title": "Description", "description": "Markdown body; 1 to 10000 characters.", "type": "string", "minLength": 1, "maxLength": 1e4 }, "dateFrom": { "title": "Date from", "description": "Date in project time as `YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DDTHH` or `YYYY-MM-DDTHH:MM:SS`; the format sets the precision. A real calendar date. Required for `event` and `period`; optional for `follow-up` (meaning not before); not allowed for other kinds.", "$ref": "#/$defs/date" }, "dateTo": { "title": "Date to", "description": "Last unit a `period` covers, inclusive; same format (precision) as `dateFrom` and not before it. Absent means ongoing. Only on `period`.", "$ref": "#/$defs/date" }, "approximate": { "title": "Approximate", "description": "The date is not exact. `true` needs `dateFrom`. Default false.", "type": "boolean" }, "status": { "title": "Status", "description": "Follow-ups only: `open` (default) or `done`. Closing a follow-up (`open` to `done`, or creating it as `done`) needs `note`.", "enum": ["open", "done"], "markdownEnumDescriptions": ["**Open** (default): the follow-up is not done yet.", "**Done**: the follow-up is closed. Closing it needs a `note`, kept in its history."] }, "effect": { "title": "Effect", "description": "Events and periods only. `context` background only (default); `boundary` compare only within one side of the date; `degraded` data partly wrong; `broken` data wrong; `missing` no data.", "enum": ["context", "boundary", "degraded", "broken", "missing"], "markdownEnumDescriptions": ["**Context** (default): background only; the data stays comparable.", "**Boundary**: compare the data only within one side of this date.", "**Degraded**: the data is partly wrong here.", "**Broken**: the data is wrong here.", "**Missing**: there is no data here."] }, "reading": { "title": "Reading", "description": "Reading rule this date brings; events and periods only; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "scope": { "title": "Scope", "description": "Narrows the annotation by time-series dimension; absent means the whole project.", "$ref": "#/$defs/scope" }, "series": { "title": "Series", "description": "Time series the annotation is mainly about, by name; at most 50, each 1 to 255 characters. Absent means all series; `[]` is sent as written.", "type": "array", "maxItems": 50, "items": { "title": "Series name", "description": "Time series name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 } }, "display": { "title": "Display", "description": "Shown on charts. Default true; default false for source `system` unless an `effect` other than `context` is set.", "type": "boolean" }, "source": { "title": "Source", "description": "Who wrote the annotation: `manual`, `agent` or `system`. A write with an API key defaults to `agent`.", "enum": ["manual", "agent", "system"], "markdownEnumDescriptions": ["**Manual**: written by a person in the developer panel.", "**Agent**: written through the API with an API key (the default for writes with a key).", "**System**: written by the service itself. Hidden from charts by default unless `effect` is other than `context`."] }, "evidence": { "title": "Evidence", "description": "What the annotation rests on: distinct values of `code`, `trace`, `data`, `customer` (at most 4). Absent means unverified.", "type": "array", "maxItems": 4, "uniqueItems": true, "items": { "title": "Evidence", "description": "`code`, `trace`, `data` or `customer`.", "enum": ["code", "trace", "data", "customer"], "markdownEnumDescriptions": ["**Code**: the source code shows it.", "**Trace**: request traces show it.", "**Data**: the data shows it.", "**Customer**: a customer reported it."] } }, "refs": { "title": "References", "description": "At most 50 references: findings, annotations, projects, commits, releases, URLs.", "type": "array", "maxItems": 50, "items": { "$ref": "#/$defs/ref" } }, "note": { "title": "Note", "description": "Stored in the annotation history, not content: it never makes a change by itself. 1 to 2000 characters. Required when a follow-up is closed.", "type": "string", "minLength": 1, "maxLength": 2e3 } }, "dependentRequired": { "dateTo": ["dateFrom"] }, "allOf": [{ "$comment": "dateFrom is required for events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period"] } } }, "then": { "required": ["dateFrom"] } }, { "$comment": "dateFrom is not allowed for setup, interpretation and constraint.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint"] } } }, "then": { "properties": { "dateFrom": false } } }, { "$comment": "dateTo only on periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "dateTo": false } } }, { "$comment": "status only on follow-ups.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["event", "period", "setup", "interpretation", "constraint"] } } }, "then": { "properties": { "status": false } } }, { "$comment": "effect and reading only on events and periods.", "if": { "required": ["kind"], "properties": { "kind": { "enum": ["setup", "interpretation", "constraint", "follow-up"] } } }, "then": { "properties": { "effect": false, "reading": false } } }, { "$comment": "rule:approximate.needsDate approximate true needs a date.", "if": { "required": ["approximate"], "properties": { "approximate": { "const": true } } }, "then": { "required": ["dateFrom"] } }], "$defs": { "date": { "type": "string", "maxLength": 19, "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3])(:[0-5][0-9]:[0-5][0-9])?)?)?$", "patternErrorMessage": "Use YYYY-MM, YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM:SS with a month 01-12, a day 01-31, an hour 00-23 and minutes and seconds 00-59 (for example 2026-09-17T09)." }, "scope": { "type": "object", "additionalProperties": false, "properties": { "applicationID": { "title": "Application", "description": "Application id, format `app-<number>`.", "type": "string", "pattern": "^app-[0-9]+$", "patternErrorMessage": "An application id looks like app-<number>, for example app-12." }, "os": { "title": "Operating system", "description": "Operating system name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "osVersion": { "title": "Operating system version", "description": "Operating system version, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "browser": { "title": "Browser", "description": "Browser name, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag1": { "title": "Custom tag 1", "description": "Value of custom tag 1, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag2": { "title": "Custom tag 2", "description": "Value of custom tag 2, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag3": { "title": "Custom tag 3", "description": "Value of custom tag 3, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag4": { "title": "Custom tag 4", "description": "Value of custom tag 4, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag5": { "title": "Custom tag 5", "description": "Value of custom tag 5, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag6": { "title": "Custom tag 6", "description": "Value of custom tag 6, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag7": { "title": "Custom tag 7", "description": "Value of custom tag 7, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag8": { "title": "Custom tag 8", "description": "Value of custom tag 8, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag9": { "title": "Custom tag 9", "description": "Value of custom tag 9, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "customTag10": { "title": "Custom tag 10", "description": "Value of custom tag 10, 1 to 255 characters.", "type": "string", "minLength": 1, "maxLength": 255 }, "experimentRunID": { "title": "Experiment run", "description": "Experiment run id, format `exr-<number>`.", "type": "string", "pattern": "^exr-[0-9]+$", "patternErrorMessage": "An experiment run id looks like exr-<number>, for example exr-3." }, "experimentVariantID": { "title": "Experiment variant", "description": "Experiment variant id, format `exv-<number>`.", "type": "string", "pattern": "^exv-[0-9]+$", "patternErrorMessage": "An experiment variant id looks like exv-<number>, for example exv-7." } } }, "ref": { "title": "Reference", "description": "`{type, value}`; a ref of type `annotation` may instead name another annotation of these files by `{type: annotation, externalKey}` (one of the two, never both).", "type": "object", "additionalProperties": false, "required": ["type"], "properties": { "type": { "title": "Type", "description": "`finding`, `annotation`, `project`, `commit`, `release` or `url`.", "enum": ["finding", "annotation", "project", "commit", "release", "url"], "markdownEnumDescriptions": ["**Finding**: a finding of the project, by its id in `value`; it must exist.", "**Annotation**: another annotation, by its id in `value`, or by the `externalKey` of an annotation in these files.", "**Project**: a project, by its id in `value`.", "**Commit**: a commit, by its SHA in `value` (7 to 64 hex digits).", "**Release**: a release, by its name in `value`.", "**URL**: a web page, by its absolute http(s) address in `value`."] }, "value": { "title": "Value", "description": "A finding, annotation (`ann-<number>`) or project id, a commit SHA (7 to 64 hex digits), a release name or an absolute http(s) URL; 1 to 2000 characters.", "type": "string", "minLength": 1, "maxLength": 2e3 }, "externalKey": { "title": "External key", "description": "Type `annotation` only: the externalKey of another annotation in these files, resolved to its id when planning.", "type": "string", "pattern": "^[a-z0-9._-]{1,128}$", "patternErrorMessage": "The externalKey of another annotation: 1 to 128 lowercase letters, digits, '.', '_' or '-'." } }, "allOf": [{ "$comment": "rule:refs.refOrKey an annotation ref takes value or externalKey, never both; other types take value only.", "if": { "required": ["type"], "properties": { "type": { "const": "annotation" } } }, "then": { "oneOf": [{ "required": ["value"] }, { "required": ["externalKey"] }] }, "else": { "required": ["value"], "properties": { "externalKey": false } } }, { "$comment": "rule:refs.value.commit a commit is 7 to 64 hex digits.", "if": { "required": ["type"], "properties": { "type": { "const": "commit" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[0-9a-fA-F]{7,64}$", "patternErrorMessage": "A commit ref's value is its SHA: 7 to 64 hex digits." } } } }, { "$comment": "rule:refs.value.url a url is an absolute http(s) URL.", "if": { "required": ["type"], "properties": { "type": { "const": "url" } } }, "then": { "properties": { "value": { "type": "string", "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+([/?#]\\S*)?$", "patternErrorMessage": "A url ref's value is an absolute http or https URL, for example https://example.com/page." } } } }] } } };

// src/app/editor-schema.ts
var INSTALLED_SCHEMA = "node_modules/observe-annotations/schema/annotation.schema.json";
var SCHEMA_COPY = "schema/annotation.schema.json";
var MAX_SCHEMA_BYTES = 1024 * 1024;
function editorSchema(root) {
  const installed = installedSchema(root);
  if (installed) return { file: installed };
  const copy = join(root, SCHEMA_COPY);
  if (isOurs(copy)) return { file: copy };
  if (!pathExists(copy)) {
    prepareFolder(dirname(copy), root, "schema/");
    if (writeNewFile(copy, schemaCopyText(), SCHEMA_COPY))
      return { file: copy, wrote: SCHEMA_COPY };
  }
  throw new UserError(
    `${SCHEMA_COPY} exists and is not the observe-annotations schema, so nothing can point editors at it there; install the package into this project (npm install --save-dev observe-annotations) and run again: the files then point at its schema`
  );
}
function schemaPathFrom(folder, schema) {
  return relative(folder, schema).split(sep).join("/");
}
function schemaCopyText() {
  const { $schema, $id, ...rest } = documentSchema;
  const copy = {
    $schema,
    $id,
    $comment: `A copy of the schema of observe-annotations ${VERSION}, written for editors (yaml.schemas in .vscode/settings.json, and the files' modelines). The tool checks files with its own schema, whatever this copy says.`,
    ...rest
  };
  return `${JSON.stringify(copy, null, 2)}
`;
}
function installedSchema(root) {
  const folders = [];
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    folders.push(dir);
    if (pathExists(join(dir, ".git"))) break;
    if (dirname(dir) === dir) return regularFile(join(root, INSTALLED_SCHEMA));
  }
  for (const dir of folders) {
    const found = regularFile(join(dir, INSTALLED_SCHEMA));
    if (found) return found;
  }
  return void 0;
}
function regularFile(path) {
  try {
    return statSync(path).isFile() ? path : void 0;
  } catch {
    return void 0;
  }
}
function isOurs(path) {
  try {
    const stats = lstatSync(path);
    if (!stats.isFile() || stats.size > MAX_SCHEMA_BYTES) return false;
    const parsed = JSON.parse(readFileSync(path, "utf8"));
    return typeof parsed === "object" && parsed !== null && parsed.$id === documentSchema.$id;
  } catch {
    return false;
  }
}

export {
  editorSchema,
  schemaPathFrom
};
