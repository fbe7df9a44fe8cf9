import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  explainListing,
  fieldEqual,
  isManaged,
  projectAnnotation
} from "./chunk-2CG5C6WK.js";
import {
  connect
} from "./chunk-A33B43RT.js";
import {
  withDefaults
} from "./chunk-COJ26AA6.js";
import {
  editorSchema,
  schemaPathFrom
} from "./chunk-V7WW2XCL.js";
import "./chunk-XAOQKCPD.js";
import {
  prepareFolder,
  writeNewFile
} from "./chunk-5BZUDV4N.js";
import "./chunk-LOIY3DDA.js";
import {
  formatYamlText
} from "./chunk-DYQZMYDL.js";
import {
  readAnnotationFiles
} from "./chunk-ZD6EFZQJ.js";
import {
  viewEnv,
  viewOf
} from "./chunk-4IDTBC4T.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import {
  displayPath
} from "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import {
  Document,
  Scalar,
  isMap,
  isScalar,
  isSeq
} from "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import {
  INTERRUPTED_READING,
  InterruptedError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/app/import-run.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";

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
    const without = { ...doc };
    delete without[field];
    const filled = withDefaults(without);
    if (DEFAULTED.every((f) => fieldEqual(f, filled[f], full[f]))) doc = without;
  }
  const { refs, ...rest } = doc;
  if (refs === void 0) return rest;
  const byKey = refs.map((ref) => {
    const key = ref.type === "annotation" ? keyOf.get(ref.value) : void 0;
    return key === void 0 ? ref : { type: "annotation", externalKey: key };
  });
  return { ...rest, refs: byKey };
}

// src/load/write-yaml.ts
function renderAnnotationsYaml(docs, options) {
  const parts = docs.map((doc, index) => {
    const comment = options.comments?.[index] ?? [];
    const header = index === 0 ? [`yaml-language-server: $schema=${options.schemaPath}`, ...comment] : comment;
    return renderOne(doc, header);
  });
  const text = parts.join("---\n");
  const canonical = formatYamlText(text, { file: "import" });
  return canonical.kind === "formatted" ? canonical.text : text;
}
function renderOne(doc, comment) {
  const fields = Object.entries(doc).filter(([, value]) => value !== void 0);
  const yaml = new Document(Object.fromEntries(fields), { version: "1.2", schema: "core" });
  if (isMap(yaml.contents)) {
    if (comment.length > 0)
      yaml.contents.commentBefore = comment.map((line) => ` ${line}`).join("\n");
    for (const pair of yaml.contents.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      const value = pair.value;
      if (isScalar(value) && typeof value.value === "string" && value.value.includes("\n")) {
        value.type = Scalar.BLOCK_LITERAL;
      }
      if (isSeq(value) && (key === "series" || key === "evidence")) value.flow = true;
      if (isSeq(value) && key === "refs") {
        for (const item of value.items) if (isMap(item)) item.flow = true;
      }
    }
  }
  return yaml.toString({ lineWidth: 0, flowCollectionPadding: true });
}

// src/app/import-run.ts
var EXTERNAL_KEY = /^[a-z0-9._-]{1,128}$/;
async function importRun(ctx) {
  const prefix = ctx.options.prefix ?? ctx.options.keyPrefix;
  const outArg = ctx.options.out ?? "annotations/";
  const outDir = resolve(ctx.cwd, outArg);
  const connection = await connect(ctx);
  let imported;
  try {
    const listed = await connection.client.listAnnotations({ signal: ctx.abortNow });
    imported = importDocuments(listed, prefix);
  } catch (error) {
    if (ctx.abortNow.aborted) throw new InterruptedError(INTERRUPTED_READING);
    throw explainListing(error, connection.target);
  } finally {
    await connection.close();
  }
  const held = await keysInFiles(ctx, [outArg, ...ctx.options.paths]);
  await nextTurn();
  if (ctx.signal.aborted) throw new InterruptedError("Interrupted: no file was written.");
  let schema;
  const written = [];
  const heldKeys = [];
  const skipped = [];
  let prepared = false;
  for (const item of imported) {
    const heldBy = held.get(item.externalKey);
    if (heldBy) {
      heldKeys.push(`${item.externalKey}: already in ${heldBy}`);
      continue;
    }
    if (!EXTERNAL_KEY.test(item.externalKey)) {
      skipped.push(
        `${item.externalKey}: not a key a file can hold (1 to 128 of a-z, 0-9, '.', '_', '-')`
      );
      continue;
    }
    const file = join(outDir, fileNameOf(item.externalKey));
    const shown = displayPath(file, ctx.cwd);
    if (!prepared) prepareFolder(outDir, ctx.cwd, outArg);
    prepared = true;
    schema ??= editorSchema(ctx.cwd);
    const text = renderAnnotationsYaml([item.document], {
      schemaPath: schemaPathFrom(outDir, schema.file),
      comments: [
        [
          // The server's id, escaped: a line break or control in it would end the comment's
          // line, or make the file one `fmt` refuses.
          `Imported from the server: ${escapeText(item.id)}, last updated ${isoTime(item.updatedMs)}.`
        ]
      ]
    });
    if (writeNewFile(file, ctx.redact(text), shown)) written.push(shown);
    else skipped.push(`${item.externalKey}: ${shown} exists and was not overwritten`);
  }
  return {
    found: imported.length,
    ...prefix === void 0 ? {} : { prefix },
    outDir: displayPath(outDir, ctx.cwd),
    written,
    held: heldKeys,
    skipped,
    ...schema?.wrote === void 0 ? {} : { schemaCopy: schema.wrote }
  };
}
function isoTime(ms) {
  const time = new Date(ms);
  return Number.isNaN(time.getTime()) ? "at an unknown time" : time.toISOString();
}
function fileNameOf(key) {
  return `${key.startsWith(".") ? "_" : ""}${key}.yaml`;
}
async function keysInFiles(ctx, paths) {
  const existing = paths.filter((p) => existsSync(resolve(ctx.cwd, p)));
  const held = /* @__PURE__ */ new Map();
  if (existing.length === 0) return held;
  const { documents } = await readAnnotationFiles(ctx, existing);
  for (const doc of documents) {
    const key = doc.value.externalKey;
    if (typeof key === "string" && !held.has(key)) held.set(key, doc.file);
  }
  return held;
}

// src/cli/import-command.ts
async function runImport(cli) {
  const { ctx, io } = cli;
  cli.stopOnInterrupt();
  const report = await importRun(ctx);
  io.stdout.write(viewOf("import", "text").report(report, viewEnv(ctx, io)));
  if (report.skipped.length === 0) return EXIT.ok;
  io.stderr.write(
    `Error: import did not write ${report.skipped.length} annotation(s) (marked ! above): move the files in their way, or import into another folder with --out DIR.
`
  );
  return EXIT.error;
}
export {
  runImport
};
