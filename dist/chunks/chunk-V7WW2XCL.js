import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  documentSchema
} from "./chunk-XAOQKCPD.js";
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
