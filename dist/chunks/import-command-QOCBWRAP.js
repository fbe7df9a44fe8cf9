import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  connect,
  fieldEqual,
  isManaged,
  projectAnnotation
} from "./chunk-BKLNAHY7.js";
import {
  displayPath,
  findFiles,
  intOption,
  loadFile,
  pathsOf,
  readConfigFile,
  require_dist
} from "./chunk-NMIGANXT.js";
import {
  EXIT
} from "./chunk-JKR6KFR3.js";
import "./chunk-25GGN4UR.js";
import {
  CONTENT_FIELDS,
  withDefaults
} from "./chunk-TKRH735F.js";
import {
  __toESM
} from "./chunk-FA6EQWUK.js";

// src/cli/import-command.ts
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";

// src/apply/import-document.ts
var DEFAULTED = ["approximate", "status", "effect", "display", "source"];
function importDocuments(annotations, prefix) {
  const keyOf = /* @__PURE__ */ new Map();
  for (const a of annotations) if (isManaged(a)) keyOf.set(a.id, a.externalKey);
  return annotations.filter(isManaged).filter((a) => prefix === void 0 || a.externalKey.startsWith(prefix)).sort((a, b) => a.externalKey < b.externalKey ? -1 : a.externalKey > b.externalKey ? 1 : 0).map((a) => ({
    externalKey: a.externalKey,
    id: a.id,
    updatedMs: a.updatedMs,
    document: { externalKey: a.externalKey, ...withoutDefaults(projectAnnotation(a), keyOf) }
  }));
}
function withoutDefaults(content, keyOf) {
  const full = withDefaults(content);
  let doc = { ...content };
  for (const field of DEFAULTED) {
    if (doc[field] === void 0) continue;
    const { [field]: _dropped, ...without } = doc;
    const filled = withDefaults(without);
    if (DEFAULTED.every((f) => fieldEqual(f, filled[f], full[f]))) doc = without;
  }
  if (content.refs) {
    doc.refs = content.refs.map((ref) => {
      const key = ref.type === "annotation" ? keyOf.get(ref.value) : void 0;
      return key === void 0 ? ref : { type: "annotation", externalKey: key };
    });
  }
  return doc;
}

// src/load/write-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var ORDER = ["externalKey", ...CONTENT_FIELDS, "note"];
function renderAnnotationsYaml(docs, options) {
  const parts = docs.map((doc, index) => {
    const comment = options.comments?.[index] ?? [];
    const header = index === 0 ? [`yaml-language-server: $schema=${options.schemaPath}`, ...comment] : comment;
    return renderOne(doc, header);
  });
  return parts.join("---\n");
}
function renderOne(doc, comment) {
  const ordered = {};
  const record = doc;
  for (const key of ORDER) if (record[key] !== void 0) ordered[key] = record[key];
  for (const [key, value] of Object.entries(record))
    if (!(key in ordered) && value !== void 0) ordered[key] = value;
  const yaml = new import_yaml.Document(ordered, { version: "1.2", schema: "core" });
  if ((0, import_yaml.isMap)(yaml.contents)) {
    if (comment.length > 0)
      yaml.contents.commentBefore = comment.map((line) => ` ${line}`).join("\n");
    for (const pair of yaml.contents.items) {
      const key = (0, import_yaml.isScalar)(pair.key) ? String(pair.key.value) : "";
      const value = pair.value;
      if ((0, import_yaml.isScalar)(value) && typeof value.value === "string" && value.value.includes("\n")) {
        value.type = import_yaml.Scalar.BLOCK_LITERAL;
      }
      if ((0, import_yaml.isSeq)(value) && (key === "series" || key === "evidence")) value.flow = true;
      if ((0, import_yaml.isSeq)(value) && key === "refs") {
        for (const item of value.items) if ((0, import_yaml.isMap)(item)) item.flow = true;
      }
    }
  }
  return yaml.toString({ lineWidth: 0, flowCollectionPadding: true });
}

// src/cli/import-command.ts
var SCHEMA_CANDIDATES = [
  "schema/annotation.schema.json",
  "node_modules/observe-annotations/schema/annotation.schema.json"
];
async function runImport(ctx) {
  const config = await readConfigFile(ctx.io.cwd);
  const prefix = typeof ctx.flags.prefix === "string" ? ctx.flags.prefix : config.keyPrefix;
  const outArg = typeof ctx.flags.out === "string" ? ctx.flags.out : "annotations/";
  const outDir = resolve(ctx.io.cwd, outArg);
  const concurrency = intOption(ctx, config, "concurrency", 1, 64);
  const connection = await connect(ctx, config, { concurrency });
  let imported;
  try {
    imported = importDocuments(await connection.client.listAnnotations(), prefix);
  } finally {
    await connection.close();
  }
  const held = await keysInFiles(
    [outArg, ...pathsOf({ ...ctx, positionals: [] }, config)],
    ctx.io.cwd
  );
  const schemaPath = schemaPathFrom(outDir, ctx.io.cwd);
  const written = [];
  const skipped = [];
  await mkdir(outDir, { recursive: true });
  for (const item of imported) {
    const heldBy = held.get(item.externalKey);
    if (heldBy) {
      skipped.push(`${item.externalKey}: already in ${heldBy}`);
      continue;
    }
    const file = join(outDir, `${item.externalKey}.yaml`);
    const shown = displayPath(file, ctx.io.cwd);
    const text = renderAnnotationsYaml([item.document], {
      schemaPath,
      comments: [
        [
          `Imported from the server: ${item.id}, last updated ${new Date(item.updatedMs).toISOString()}.`
        ]
      ]
    });
    try {
      await writeFile(file, text, { flag: "wx" });
      written.push(shown);
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      skipped.push(`${item.externalKey}: ${shown} exists and was not overwritten`);
    }
  }
  const out = ctx.io.stdout;
  const scope = prefix === void 0 ? "" : ` under "${prefix}"`;
  out.write(`${imported.length} keyed annotation(s) on the server${scope}.
`);
  for (const file of written) out.write(`  + ${file}
`);
  for (const why of skipped) out.write(`  = ${why}
`);
  out.write(
    `Wrote ${written.length} file(s) into ${displayPath(outDir, ctx.io.cwd)}/; left ${skipped.length} alone.
`
  );
  return EXIT.ok;
}
async function keysInFiles(paths, cwd) {
  const existing = paths.filter((p) => existsSync(resolve(cwd, p)));
  const held = /* @__PURE__ */ new Map();
  if (existing.length === 0) return held;
  const { files } = await findFiles(existing, cwd);
  for (const loaded of await Promise.all(files.map(loadFile))) {
    for (const doc of loaded.documents) {
      const key = doc.value.externalKey;
      if (typeof key === "string" && !held.has(key)) held.set(key, loaded.file);
    }
  }
  return held;
}
function schemaPathFrom(outDir, cwd) {
  const found = SCHEMA_CANDIDATES.map((c) => resolve(cwd, c)).find((c) => existsSync(c));
  return relative(outDir, found ?? resolve(cwd, SCHEMA_CANDIDATES[1])).split(sep).join("/");
}
export {
  runImport
};
