import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  Composer,
  DOCUMENT_FIELDS,
  Lexer,
  LineCounter,
  MAX_ALIAS_COUNT,
  MAX_DEPTH,
  Parser,
  REF_FIELDS,
  SCOPE_MEMBERS,
  Scalar,
  controlCharacters,
  excerptOf,
  hintYamlSlips,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  opensEntry,
  overSizeLimit,
  readDocuments,
  readSource,
  validateFile
} from "./chunk-5YATGEN6.js";

// src/read/validate-files-pool.ts
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

// src/load/canonical-yaml.ts
import { isDeepStrictEqual } from "node:util";

// src/load/yaml11-scalars.ts
var YAML_11_TYPES = [
  /^(?:~|[Nn]ull|NULL)?$/,
  /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON|N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
  /^[-+]?0b[0-1_]+$/,
  /^[-+]?0[0-7_]+$/,
  /^[-+]?[0-9][0-9_]*$/,
  /^[-+]?0x[0-9a-fA-F_]+$/,
  /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
  /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
  /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:t|T|[ \t]+)[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:\.[0-9]+)?(?:[ \t]*(?:Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$/,
  /^<<$/,
  /^=$/
];
function readsAsOtherTypeIn11(word) {
  if (word.length > 0 && !/^[-+.0-9~<=YyNnTtFfOo]/.test(word)) return false;
  return YAML_11_TYPES.some((type) => type.test(word));
}

// src/load/canonical-layout.ts
var LINE_WIDTH = 80;
var MODELINE = /^\s*yaml-language-server:\s*\$schema=/;
var KEY_ORDER = {
  document: DOCUMENT_FIELDS,
  scope: SCOPE_MEMBERS,
  ref: REF_FIELDS
};
function layOutDocument(doc, first) {
  const contents = doc.contents;
  if (doc.directives) {
    doc.directives.docStart = null;
    doc.directives.docEnd = false;
  }
  if (isMap(contents) || isSeq(contents) || isScalar(contents)) {
    const header = withoutBlankLines(joinComments([doc.commentBefore, contents.commentBefore]));
    doc.commentBefore = null;
    contents.commentBefore = void 0;
    if (isMap(contents)) {
      const firstKey = contents.items[0]?.key;
      if (isNodeLike(firstKey) && firstKey.commentBefore) {
        contents.commentBefore = joinComments([header, withoutBlankLines(firstKey.commentBefore)]);
        firstKey.commentBefore = void 0;
      } else contents.commentBefore = header;
      layOutNode(contents, 0, "document");
    } else {
      contents.commentBefore = header;
      layOutNode(contents, 0, "other");
    }
    const top = contents.commentBefore;
    if (first && top) contents.commentBefore = modelineFirst(top);
    if (contents.commentBefore === void 0 || contents.commentBefore === "")
      contents.commentBefore = void 0;
  }
  doc.comment = withoutBlankLines(doc.comment) ?? null;
}
function withoutBlankLines(comment) {
  if (!comment) return void 0;
  const kept = comment.split("\n").filter((line) => line !== "").map((line) => line.trimEnd() || " ");
  return kept.length > 0 ? kept.join("\n") : void 0;
}
function modelineFirst(comment) {
  const lines = comment.split("\n");
  const at = lines.findIndex((line) => MODELINE.test(line));
  if (at <= 0) return comment;
  return [lines[at], ...lines.slice(0, at), ...lines.slice(at + 1)].join("\n");
}
function joinComments(parts) {
  const kept = parts.filter((part) => typeof part === "string" && part !== "");
  return kept.length > 0 ? kept.join("\n") : void 0;
}
function isNodeLike(value) {
  return isScalar(value) || isMap(value) || isSeq(value) || isAlias(value);
}
function layOutNode(node, depth, place, key) {
  if (!isNodeLike(node)) return;
  node.spaceBefore = false;
  node.commentBefore = withoutBlankLines(node.commentBefore);
  node.comment = withoutBlankLines(node.comment);
  if (isMap(node)) layOutMap(node, depth, place);
  else if (isSeq(node)) layOutSeq(node, depth, place, key);
  else if (isScalar(node)) layOutScalar(node);
}
function layOutMap(map, depth, place) {
  if (place !== "other") sortPairs(map.items, KEY_ORDER[place]);
  for (const pair of map.items)
    if (pair.value == null && isScalar(pair.key)) pair.value = new Scalar(null);
  if (map.flow && map.items.length > 0) keepTrailingComment(map);
  map.flow = map.items.length === 0;
  for (const pair of map.items) {
    if (isNodeLike(pair.key)) pair.key.spaceBefore = false;
    layOutNode(pair.key, depth, "other");
    const key = keyText(pair);
    layOutNode(pair.value, depth + 1, placeOfValue(place, key, pair.value), key);
  }
}
function placeOfValue(place, key, value) {
  if (place !== "document") return "other";
  if (key === "scope") return "scope";
  return key === "refs" && isSeq(value) ? "ref" : "other";
}
function keepTrailingComment(map) {
  const value = map.items[0]?.value;
  if (!map.comment || !isScalar(value) || value.comment) return;
  value.comment = map.comment;
  map.comment = void 0;
}
function layOutSeq(seq, depth, place, key) {
  for (const item of seq.items)
    layOutNode(item, depth + 1, place === "ref" && isMap(item) ? "ref" : "other");
  seq.flow = seq.items.length === 0 || fitsOnOneLine(seq, depth, key);
}
function fitsOnOneLine(seq, depth, key) {
  if (seq.commentBefore) return false;
  let width = 2 * Math.max(depth - 1, 0) + (key === void 0 ? 2 : key.length + 2) + 2;
  for (const [index, item] of seq.items.entries()) {
    if (!isScalar(item) || item.comment || item.commentBefore || item.anchor || item.tag)
      return false;
    const text = scalarText(item);
    if (text === void 0) return false;
    width += text.length + (index > 0 ? 2 : 0);
  }
  return width <= LINE_WIDTH;
}
function scalarText(scalar) {
  const value = scalar.value;
  if (typeof value === "string") {
    if (value.includes("\n")) return void 0;
    return scalar.type === Scalar.PLAIN && !/[,[\]{}#:]/.test(value) ? value : JSON.stringify(value);
  }
  return scalar.source ?? String(value);
}
function layOutScalar(scalar) {
  const value = scalar.value;
  if (typeof value !== "string" || scalar.tag) return;
  if (value.includes("\n")) scalar.type = Scalar.BLOCK_LITERAL;
  else if (readsAsOtherTypeIn11(value)) scalar.type = quoteFor(value);
  else scalar.type = Scalar.PLAIN;
}
function quoteFor(value) {
  return value.includes('"') && !value.includes("'") ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE;
}
function keyText(pair) {
  return isScalar(pair.key) && typeof pair.key.value === "string" ? pair.key.value : void 0;
}
function sortPairs(items, order) {
  const rank = (pair) => {
    const key = keyText(pair);
    const at = key === void 0 ? -1 : order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  const ranked = items.map((pair, index) => ({ pair, index, rank: rank(pair) }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  ranked.forEach(({ pair }, index) => items[index] = pair);
}

// src/load/canonical-yaml.ts
var MAX_FORMAT_DOCUMENTS = 1e4;
function formatYamlText(text, options = {}) {
  const file = options.file ?? "<stdin>";
  const over = overSizeLimit(Buffer.byteLength(text, "utf8"), file);
  if (over) return { kind: "refused", diagnostics: [over] };
  if (documentStarts(text) > MAX_FORMAT_DOCUMENTS) return refusal(file, tooManyDocuments());
  try {
    let read = quickRead(text);
    if (read === void 0) {
      const errors = yamlErrors(text, file);
      if (errors.length > 0) return { kind: "refused", diagnostics: errors };
      read = composeAll(text);
    }
    if (read === void 0) return refusal(file, tooManyDocuments());
    if (read.length === 0) return { kind: "formatted", text, changed: false };
    const out = layOut(read);
    if (out === text) return { kind: "formatted", text, changed: false };
    const why = brokenGuarantee(text, read.map(dataOf), out);
    return why === void 0 ? { kind: "formatted", text: out, changed: true } : refusal(file, why);
  } catch (error) {
    return refusal(file, `the formatter failed (${error.message})`);
  }
}
function documentStarts(text) {
  let count = 0;
  const start = /^---(?=[ \t\r\n]|$)/gm;
  while (start.exec(text) !== null) if (++count > MAX_FORMAT_DOCUMENTS) break;
  return count;
}
var QUICK_ENTRIES = 1e3;
function quickRead(text) {
  if (controlCharacters(text, "").length > 0) return void 0;
  const parser = new Parser();
  const composer = new Composer({ ...COMPOSE_OPTIONS, uniqueKeys: true });
  const docs = [];
  const take = (doc) => {
    docs.push(doc);
    return doc.errors.length === 0 && doc.warnings.length === 0 && docs.length <= MAX_FORMAT_DOCUMENTS;
  };
  let entries = 0;
  for (const lexeme of new Lexer().lex(text)) {
    if (lexeme === "---") entries = 0;
    else if (opensEntry(lexeme) && ++entries > QUICK_ENTRIES) return void 0;
    else if (lexeme[0] === "*" || lexeme[0] === "%") return void 0;
    for (const token of parser.next(lexeme)) {
      if (token.type === "directive" || token.type === "error") return void 0;
      for (const doc of composer.next(token)) if (!take(doc)) return void 0;
    }
    if (parser.stack.length > MAX_DEPTH) return void 0;
  }
  for (const token of parser.end())
    for (const doc of composer.next(token)) if (!take(doc)) return void 0;
  for (const doc of composer.end()) if (!take(doc)) return void 0;
  return docs;
}
function yamlErrors(text, file) {
  const errors = [];
  let more = 0;
  const read = readDocuments(text, file, {
    diagnostic: (d) => {
      if (d.severity !== "error" || FORMATTABLE.has(d.code)) return;
      if (errors.length < MAX_SHOWN_ERRORS) errors.push(d);
      else more++;
    },
    document: () => {
    },
    // One error is enough to refuse; a hundred say what is wrong; reading stops there.
    enough: () => errors.length >= MAX_SHOWN_ERRORS
  });
  if (more > 0 || read.stoppedAtLine !== void 0) {
    const where = read.stoppedAtLine === void 0 ? "" : ` (reading stopped at line ${read.stoppedAtLine})`;
    errors.push({
      severity: "error",
      code: "fmt.notFormatted",
      message: `more YAML errors than these ${MAX_SHOWN_ERRORS}${where}; validate lists them`,
      file
    });
  }
  return errors;
}
var MAX_SHOWN_ERRORS = 100;
var FORMATTABLE = /* @__PURE__ */ new Set(["yaml.notAMap", "yaml.keyNotString"]);
var COMPOSE_OPTIONS = {
  schema: "core",
  version: "1.2",
  uniqueKeys: false,
  keepSourceTokens: false
};
function composeAll(text) {
  const composer = new Composer(COMPOSE_OPTIONS);
  const docs = [];
  const lines = new LineCounter();
  for (const token of new Parser(lines.addNewLine).parse(text)) {
    for (const doc of composer.next(token)) docs.push(doc);
    if (docs.length > MAX_FORMAT_DOCUMENTS) return void 0;
  }
  for (const doc of composer.end()) docs.push(doc);
  return docs.length > MAX_FORMAT_DOCUMENTS ? void 0 : docs;
}
function dataOf(doc) {
  return doc.toJS({ mapAsMap: true, maxAliasCount: MAX_ALIAS_COUNT });
}
function layOut(docs) {
  const parts = docs.map((doc, index) => {
    layOutDocument(doc, index === 0);
    return renderDocument(doc);
  });
  return (parts[0] === "" ? "---\n" : "") + parts.join("---\n");
}
function renderDocument(doc) {
  if (isEmptyNode(doc.contents)) {
    const comments = [doc.commentBefore, doc.comment].filter((c) => typeof c === "string" && c);
    return comments.flatMap((c) => c.split("\n")).map((line) => `#${line}
`).join("");
  }
  const text = doc.toString({
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    flowCollectionPadding: false
  });
  return text.replace(/^[ \t]+$/gm, "");
}
function isEmptyNode(contents) {
  if (contents === null) return true;
  return isScalar(contents) && contents.value === null && contents.range !== void 0 && contents.range !== null && contents.range[0] === contents.range[1] && !contents.comment;
}
function brokenGuarantee(text, before, out) {
  const again = composeAll(out);
  if (again === void 0 || again.some((doc) => doc.errors.length > 0))
    return "its canonical form would not be valid YAML";
  if (!isDeepStrictEqual(again.map(dataOf), before))
    return "its canonical form would not read as the same data";
  if (!isDeepStrictEqual(commentsOf(out), commentsOf(text)))
    return "its canonical form would lose or change a comment";
  if (layOut(again) !== out) return "its layout does not settle in one pass";
  return void 0;
}
function commentsOf(text) {
  const comments = [];
  let previous = "";
  for (const lexeme of new Lexer().lex(text)) {
    if (lexeme.startsWith("#") && previous !== "") comments.push(lexeme.slice(1).trimEnd());
    previous = lexeme;
  }
  return comments.sort();
}
function tooManyDocuments() {
  return `it holds more than ${MAX_FORMAT_DOCUMENTS.toLocaleString("en-US")} documents (an annotation file holds dozens)`;
}
function refusal(file, why) {
  return {
    kind: "refused",
    diagnostics: [
      {
        severity: "error",
        code: "fmt.notFormatted",
        message: `not formatted: ${why}; the file is left as it is`,
        file,
        line: 1,
        column: 1
      }
    ]
  };
}

// src/read/format-file.ts
async function formatFile(found) {
  return formatSource(
    await readSource(found.absolute, found.relative),
    found.relative,
    found.absolute
  );
}
function formatSource(source, path, absolute) {
  const at = absolute === void 0 ? {} : { absolute };
  if ("diagnostic" in source)
    return { file: { path, ...at, changed: false, errors: [source.diagnostic] } };
  const { text } = source;
  const result = formatYamlText(text, { file: path });
  if (result.kind === "refused") {
    const errors = hintYamlSlips(result.diagnostics, text);
    return {
      file: { path, ...at, changed: false, errors },
      excerpt: excerptOf(text, errors)
    };
  }
  const changed = result.changed;
  return {
    file: {
      path,
      ...at,
      changed,
      errors: [],
      ...changed ? { before: text, after: result.text } : {}
    }
  };
}

// src/read/validate-files-pool.ts
var WORKER_FLAG = "observe-annotations/validate-files";
var WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 };
var QUEUED_PER_WORKER = 2;
var SELF = new URL(import.meta.url);
function validateInWorkers(files, workers, keep, options = {}) {
  const { onReports, signal, script = SELF } = options;
  return inWorkers(
    files,
    workers,
    { kind: "validate", keep },
    script,
    onReports,
    signal
  );
}
function formatInWorkers(files, workers, signal) {
  return inWorkers(files, workers, { kind: "format" }, SELF, void 0, signal);
}
function inWorkers(files, workers, task, script, onBatch, signal) {
  const reports = new Array(files.length);
  const batchSize = Math.max(1, Math.min(16, Math.ceil(files.length / (workers * 8))));
  let next = 0;
  const take = () => {
    if (next >= files.length) return void 0;
    const batch = { start: next, files: files.slice(next, next + batchSize), task };
    next += batch.files.length;
    return batch;
  };
  const store = (done) => {
    done.reports.forEach((r, k) => reports[done.start + k] = r);
    onBatch?.(done.start, done.reports);
  };
  const threads = Array.from(
    { length: workers },
    () => runWorker(take, store, script, signal).catch((error) => {
      next = files.length;
      throw error;
    })
  );
  return Promise.all(threads).then(
    () => reports,
    (error) => {
      throw signal?.aborted ? signal.reason : error;
    }
  );
}
var ahead = [];
function startWorkersAhead(count) {
  for (let i = 0; i < count; i++) {
    const worker = newWorker(SELF);
    worker.unref();
    const gone = () => {
      const at = ahead.indexOf(worker);
      if (at >= 0) ahead.splice(at, 1);
    };
    worker.once("error", gone);
    worker.once("exit", gone);
    ahead.push(worker);
  }
}
function endWorkersAhead() {
  for (const worker of ahead.splice(0)) void worker.terminate();
}
function newWorker(script) {
  return new Worker(script, {
    workerData: { [WORKER_FLAG]: true },
    resourceLimits: WORKER_LIMITS
  });
}
function runWorker(take, store, script, signal) {
  const worker = (script === SELF ? ahead.shift() : void 0) ?? newWorker(script);
  worker.ref();
  let queued = 0;
  const stop = () => void worker.terminate();
  signal?.addEventListener("abort", stop, { once: true });
  const read = new Promise((resolve, reject) => {
    if (signal?.aborted) stop();
    const feed = () => {
      while (queued < QUEUED_PER_WORKER) {
        const batch = take();
        if (!batch) break;
        worker.postMessage(batch);
        queued++;
      }
      if (queued === 0) {
        void worker.terminate();
        resolve();
      }
    };
    worker.on("message", (done) => {
      queued--;
      store(done);
      feed();
    });
    worker.on("error", (error) => {
      void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
    worker.once(
      "exit",
      (code) => reject(new Error(`a worker thread ended (exit code ${code}) before its files were read`))
    );
    feed();
  });
  return read.finally(() => signal?.removeEventListener("abort", stop));
}
function serveBatches() {
  parentPort.on("message", (batch) => void serveBatch(batch));
}
async function serveBatch(batch) {
  const { task } = batch;
  const reports = [];
  for (const found of batch.files)
    reports.push(
      task.kind === "validate" ? await validateFile(found, task.keep) : await formatFile(found)
    );
  parentPort.postMessage({ start: batch.start, reports });
}
if (!isMainThread && workerData?.[WORKER_FLAG]) serveBatches();
export {
  endWorkersAhead,
  formatInWorkers,
  startWorkersAhead,
  validateInWorkers
};
