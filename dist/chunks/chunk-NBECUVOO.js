import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  actionSign,
  changeLines,
  headerText
} from "./chunk-DDYX6LRI.js";
import {
  VERSION
} from "./chunk-3XEZUA46.js";
import {
  validateFiles,
  validateText
} from "./chunk-KYHMOSSB.js";
import {
  ApiError
} from "./chunk-Y6UPOPNW.js";
import {
  comparable,
  connect,
  diffContent,
  hashOf,
  inFieldOrder,
  isManaged,
  projectAnnotation
} from "./chunk-BKLNAHY7.js";
import {
  decodeSource,
  intOption,
  pathsOf,
  readConfigFile
} from "./chunk-NMIGANXT.js";
import {
  UserError
} from "./chunk-25GGN4UR.js";
import {
  withDefaults
} from "./chunk-TKRH735F.js";

// src/render/plan-summary.ts
function errorCount(plan2) {
  return plan2.diagnostics.filter((d) => d.severity === "error").length;
}
function summaryText(plan2) {
  const errors = errorCount(plan2);
  if (errors > 0)
    return `The plan has ${errors} error${errors === 1 ? "" : "s"}: nothing can be applied.`;
  const s = plan2.summary;
  const orphaned = s.orphaned > 0 ? ` ${s.orphaned} orphaned.` : "";
  if (s.create + s.update + s.delete === 0)
    return `No changes. The server matches the files.${orphaned}`;
  return `Plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete. ${s.unchanged} unchanged.${orphaned}`;
}
function hasChanges(plan2) {
  return plan2.changes.length > 0;
}

// src/render/markdown-fence.ts
function fenced(body, info = "") {
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}
${body}${body.endsWith("\n") ? "" : "\n"}${fence}`;
}
function inlineCode(text) {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}
function escapeMarkdown(text) {
  return text.replace(/[\\`*_{}[\]<>#|!~]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

// src/render/plan-markdown.ts
function renderPlanMarkdown(plan2) {
  const out = [
    `### observe-annotations plan`,
    "",
    `**${escapeMarkdown(summaryText(plan2))}**`,
    ""
  ];
  const s = plan2.summary;
  out.push(
    "| create | update | delete | unchanged | orphaned |",
    "|---:|---:|---:|---:|---:|",
    `| ${s.create} | ${s.update} | ${s.delete} | ${s.unchanged} | ${s.orphaned} |`,
    ""
  );
  if (plan2.diagnostics.length > 0) {
    out.push(`#### Diagnostics`, "");
    for (const d of plan2.diagnostics) {
      const place = d.file ? `${inlineCode(`${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}`)} ` : "";
      out.push(`- ${place}**${d.severity}** ${inlineCode(d.code)}: ${escapeMarkdown(d.message)}`);
    }
    out.push("");
  }
  const deletions = plan2.changes.filter((c) => c.action === "delete");
  if (deletions.length > 0) {
    out.push(`#### Deletions (${deletions.length})`, "");
    for (const d of deletions)
      out.push(
        `- ${inlineCode(`- ${d.externalKey}`)} (${d.id}): ${escapeMarkdown(d.before.headline)}`
      );
    out.push("");
    out.push(
      fenced(
        deletions.map((d) => diffBlock(`- ${headerText(d)}`, changeLines(d))).join("\n\n"),
        "diff"
      ),
      ""
    );
  }
  const byFile = /* @__PURE__ */ new Map();
  for (const change of plan2.changes) {
    if (change.action === "delete") continue;
    byFile.set(change.file, [...byFile.get(change.file) ?? [], change]);
  }
  for (const file of [...byFile.keys()].sort()) {
    const changes = byFile.get(file);
    const creates = changes.filter((c) => c.action === "create").length;
    const counts = [
      creates > 0 ? `${creates} to create` : "",
      changes.length - creates > 0 ? `${changes.length - creates} to update` : ""
    ].filter(Boolean).join(", ");
    const blocks = changes.sort((a, b) => a.line - b.line).map((c) => diffBlock(`${actionSign(c)} ${headerText(c)} (line ${c.line})`, changeLines(c)));
    out.push(
      `<details><summary><code>${escapeHtml(file)}</code>: ${counts}</summary>`,
      "",
      fenced(blocks.join("\n\n"), "diff"),
      "",
      "</details>",
      ""
    );
  }
  if (plan2.orphans.length > 0) {
    out.push(
      `#### On the server but in no file (${plan2.orphans.length})`,
      "",
      "Information only: deleted only with `--prune`.",
      ""
    );
    for (const o of plan2.orphans)
      out.push(`- ${inlineCode(o.externalKey)} (${o.id}): ${escapeMarkdown(o.headline)}`);
    out.push("");
  }
  if (errorCount(plan2) === 0 && plan2.planHash)
    out.push(`<sub>Plan hash ${inlineCode(plan2.planHash)}</sub>`, "");
  return `${out.join("\n").trimEnd()}
`;
}
function diffBlock(header, lines) {
  const body = lines.map((line) => {
    const sign = line.sign === "~" ? "!" : line.sign;
    return `${sign} ${"  ".repeat(line.depth)}${line.text}`.trimEnd();
  });
  return [header.replace(/^~/, "!"), ...body].join("\n");
}
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// src/plan/desired-content.ts
function desiredContent(doc, targets) {
  const { externalKey: _key, note, refs, ...rest } = doc;
  const base = rest;
  const filled = withDefaults(base);
  const defaulted = Object.keys(filled).filter(
    (field) => base[field] === void 0
  );
  const pending = [];
  const unknown = [];
  let resolved;
  if (refs !== void 0) {
    resolved = refs.map((ref, index) => {
      if (!("externalKey" in ref)) return { type: ref.type, value: ref.value };
      const id = targets.idOf(ref.externalKey);
      if (id !== void 0) return { type: "annotation", value: id };
      if (targets.isPlanned(ref.externalKey)) {
        if (!pending.includes(ref.externalKey)) pending.push(ref.externalKey);
      } else unknown.push({ index, externalKey: ref.externalKey });
      return { type: "annotation", externalKey: ref.externalKey };
    });
  }
  const content = inFieldOrder({ ...filled, refs: resolved });
  const result = { content, defaulted, pending: pending.sort(), unknown };
  if (note !== void 0) result.note = note;
  return result;
}

// src/plan/fingerprint.ts
function contentHash(content) {
  const normal = {};
  for (const [field, value] of Object.entries(content)) normal[field] = comparable(field, value);
  return hashOf(normal);
}
function fingerprintOf(annotation) {
  return {
    id: annotation.id,
    updatedMs: annotation.updatedMs,
    contentHash: contentHash(projectAnnotation(annotation))
  };
}

// src/plan/order-changes.ts
function orderWrites(writes) {
  const byKey = new Map(writes.map((w) => [w.externalKey, w]));
  const waitingOn = /* @__PURE__ */ new Map();
  const dependents = /* @__PURE__ */ new Map();
  for (const write of writes) {
    const deps = new Set(
      write.dependsOn.filter((key) => byKey.has(key) && key !== write.externalKey)
    );
    waitingOn.set(write.externalKey, deps);
    for (const dep of deps) {
      const list = dependents.get(dep);
      if (list) list.push(write.externalKey);
      else dependents.set(dep, [write.externalKey]);
    }
  }
  const ready = new KeyHeap();
  for (const [key, deps] of waitingOn) if (deps.size === 0) ready.push(key);
  const out = [];
  while (ready.size > 0) {
    const key = ready.pop();
    out.push(byKey.get(key));
    waitingOn.delete(key);
    for (const next of dependents.get(key) ?? []) {
      const deps = waitingOn.get(next);
      if (!deps) continue;
      deps.delete(key);
      if (deps.size === 0) ready.push(next);
    }
  }
  const cyclic = [...waitingOn.keys()].sort(compareKeys);
  for (const key of cyclic) out.push(byKey.get(key));
  return { writes: out, cyclic };
}
function compareKeys(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var KeyHeap = class {
  items = [];
  get size() {
    return this.items.length;
  }
  push(key) {
    const items = this.items;
    let i = items.push(key) - 1;
    while (i > 0) {
      const parent = i - 1 >> 1;
      if (compareKeys(items[parent], key) <= 0) break;
      items[i] = items[parent];
      i = parent;
    }
    items[i] = key;
  }
  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      let i = 0;
      for (; ; ) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child = right < items.length && compareKeys(items[right], items[left]) < 0 ? right : left;
        if (compareKeys(last, items[child]) <= 0) break;
        items[i] = items[child];
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
};

// src/plan/plan-hash.ts
function planHashOf(changes) {
  return hashOf({
    formatVersion: 1,
    changes: changes.map(
      (change) => change.action === "delete" ? {
        action: change.action,
        externalKey: change.externalKey,
        fingerprint: change.fingerprint
      } : {
        action: change.action,
        externalKey: change.externalKey,
        after: normalised(change.after),
        note: change.note,
        fingerprint: change.action === "update" ? change.fingerprint : void 0
      }
    )
  });
}
function normalised(content) {
  return Object.fromEntries(
    Object.entries(content).map(([field, value]) => [field, comparable(field, value)])
  );
}

// src/plan/plan-diagnostic.ts
function diagnosticAt(desired, path, severity, code, message) {
  const place = desired.locate?.(path) ?? { line: desired.line, column: 1 };
  const diagnostic = {
    severity,
    code,
    message,
    file: desired.file,
    line: place.line,
    column: place.column
  };
  if (place.endLine !== void 0) diagnostic.endLine = place.endLine;
  if (place.endColumn !== void 0) diagnostic.endColumn = place.endColumn;
  diagnostic.path = path.length === 0 ? "" : `/${path.join("/")}`;
  diagnostic.externalKey = desired.document.externalKey;
  return diagnostic;
}

// src/plan/state-rules.ts
function checkFollowUpClose(desired, current, after, note) {
  if (after.kind !== "follow-up" || after.status !== "done") return [];
  if (current?.status === "done" || note !== void 0) return [];
  const was = current === void 0 ? "created as done" : `closed (was ${current.status ?? "open"})`;
  return [
    diagnosticAt(
      desired,
      desired.document.status === void 0 ? [] : ["status"],
      "error",
      "note.requiredToClose",
      `This follow-up is ${was}: add a \`note\` saying how it was resolved (the server requires one to close it).`
    )
  ];
}

// src/plan/plan.ts
function plan(desired, current, options) {
  const diagnostics = [];
  const server = /* @__PURE__ */ new Map();
  for (const annotation of current)
    if (isManaged(annotation)) server.set(annotation.externalKey, annotation);
  const files = /* @__PURE__ */ new Map();
  for (const doc of desired) {
    const key = doc.document.externalKey;
    const first = files.get(key);
    if (first) {
      diagnostics.push({
        ...diagnosticAt(
          doc,
          ["externalKey"],
          "error",
          "externalKey.duplicate",
          `Duplicate externalKey "${key}".`
        ),
        related: { file: first.file, line: first.line, column: 1, message: "first defined here" }
      });
    } else files.set(key, doc);
  }
  const orphans = orphansOf(server, files, options.keyPrefix);
  const pruning = options.prune && options.keyPrefix !== void 0;
  if (options.prune && options.keyPrefix === void 0) {
    diagnostics.push({
      severity: "error",
      code: "prune.needsKeyPrefix",
      message: "Prune needs a keyPrefix: without one, other writers' keys are not ours to delete."
    });
  }
  const pruned = new Set(pruning ? orphans.map((o) => o.externalKey) : []);
  const targets = {
    idOf: (key) => server.get(key)?.id,
    isPlanned: (key) => files.has(key)
  };
  const writes = [];
  let unchanged = 0;
  for (const doc of [...files.values()].sort(
    (a, b) => compareKeys(a.document.externalKey, b.document.externalKey)
  )) {
    const key = doc.document.externalKey;
    const wanted = desiredContent(doc.document, targets);
    for (const { index, externalKey } of wanted.unknown) {
      diagnostics.push(
        diagnosticAt(
          doc,
          ["refs", index, "externalKey"],
          "error",
          "refs.unknownKey",
          `No annotation has the externalKey "${externalKey}": it is neither on the server nor in any file.`
        )
      );
    }
    (doc.document.refs ?? []).forEach((ref, index) => {
      if ("externalKey" in ref && pruned.has(ref.externalKey)) {
        diagnostics.push(
          diagnosticAt(
            doc,
            ["refs", index, "externalKey"],
            "warning",
            "refs.prunedTarget",
            `"${ref.externalKey}" is in no file and this plan deletes it (prune): the reference will point at a deleted annotation.`
          )
        );
      }
    });
    const existing = server.get(key);
    const before = existing ? projectAnnotation(existing) : void 0;
    diagnostics.push(...checkFollowUpClose(doc, before, wanted.content, wanted.note));
    const located = { externalKey: key, file: doc.file, line: doc.line, fileHash: doc.fileHash };
    const extras = {
      ...wanted.note !== void 0 ? { note: wanted.note } : {},
      dependsOn: wanted.pending,
      ...wanted.defaulted.length > 0 ? { defaulted: wanted.defaulted } : {}
    };
    if (!existing || !before) {
      writes.push({
        action: "create",
        ...located,
        after: wanted.content,
        fields: diffContent(void 0, wanted.content),
        ...extras
      });
      continue;
    }
    const fields = diffContent(before, wanted.content);
    if (fields.length === 0) {
      unchanged++;
      continue;
    }
    writes.push({
      action: "update",
      ...located,
      id: existing.id,
      before,
      after: wanted.content,
      fields,
      ...extras,
      fingerprint: fingerprintOf(existing)
    });
  }
  const ordered = orderWrites(writes);
  for (const key of ordered.cyclic) {
    diagnostics.push(
      diagnosticAt(
        files.get(key),
        ["refs"],
        "error",
        "refs.cycle",
        `"${key}" is part of a cycle of references by key: no order can create them.`
      )
    );
  }
  const deletes = pruning ? orphans.map((orphan) => {
    const annotation = server.get(orphan.externalKey);
    const before = projectAnnotation(annotation);
    return {
      action: "delete",
      externalKey: orphan.externalKey,
      id: annotation.id,
      before,
      fields: diffContent(before, {}),
      fingerprint: orphan.fingerprint
    };
  }) : [];
  const changes = [...deletes, ...ordered.writes];
  const result = {
    formatVersion: 1,
    summary: {
      create: writes.filter((w) => w.action === "create").length,
      update: writes.filter((w) => w.action === "update").length,
      delete: deletes.length,
      unchanged,
      orphaned: pruning ? 0 : orphans.length
    },
    changes,
    orphans: pruning ? [] : orphans,
    diagnostics: sortDiagnostics(diagnostics)
  };
  if (!result.diagnostics.some((d) => d.severity === "error")) {
    return { formatVersion: 1, planHash: planHashOf(changes), ...withoutVersion(result) };
  }
  return result;
}
function planOfDiagnostics(diagnostics) {
  return {
    formatVersion: 1,
    summary: { create: 0, update: 0, delete: 0, unchanged: 0, orphaned: 0 },
    changes: [],
    orphans: [],
    diagnostics: sortDiagnostics([...diagnostics])
  };
}
function orphansOf(server, files, keyPrefix) {
  if (keyPrefix === void 0) return [];
  return [...server.values()].filter((a) => a.externalKey.startsWith(keyPrefix) && !files.has(a.externalKey)).sort((a, b) => compareKeys(a.externalKey, b.externalKey)).map((a) => ({
    externalKey: a.externalKey,
    id: a.id,
    headline: a.headline,
    fingerprint: fingerprintOf(a)
  }));
}
function sortDiagnostics(diagnostics) {
  return diagnostics.sort(
    (a, b) => compareKeys(a.file ?? "", b.file ?? "") || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || compareKeys(a.code, b.code)
  );
}
function withoutVersion(plan2) {
  const { formatVersion: _v, ...rest } = plan2;
  return rest;
}

// src/plan/saved-plan.ts
var SAVED_PLAN_KIND = "observe-annotations/plan";
var SavedPlanError = class extends UserError {
  constructor(message) {
    super(`Saved plan: ${message}`);
  }
};
function toSavedPlan(plan2, context) {
  if (plan2.planHash === void 0) {
    throw new SavedPlanError("this plan has errors and cannot be saved for apply.");
  }
  const saved = {
    formatVersion: 1,
    kind: SAVED_PLAN_KIND,
    toolVersion: context.toolVersion,
    baseUrl: context.baseUrl,
    createdMs: context.createdMs,
    planHash: plan2.planHash,
    plan: plan2
  };
  if (context.keyPrefix !== void 0) saved.keyPrefix = context.keyPrefix;
  return saved;
}

// src/cli/session.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
async function makePlan(ctx, options) {
  const config = options.config ?? await readConfigFile(ctx.io.cwd);
  if (options.prune && !config.keyPrefix) {
    throw new UserError(
      "--prune needs a keyPrefix in observe-annotations.yaml: without one, other writers' keys are not ours to delete"
    );
  }
  const concurrency = intOption(ctx, config, "concurrency", 1, 64);
  const validation = await validateFiles(pathsOf(ctx, config), { cwd: ctx.io.cwd });
  if (!validation.valid) {
    return { config, validation, plan: planOfDiagnostics(validation.diagnostics), desired: [] };
  }
  const places = placesOnDemand(ctx.io.cwd);
  const desired = validation.documents.map((doc) => toDesired(doc, places));
  const connection = await connect(ctx, config, { concurrency, observer: options.observer });
  try {
    const current = await connection.client.listAnnotations();
    const made = plan(desired, current, { keyPrefix: config.keyPrefix, prune: options.prune });
    made.diagnostics = [...validation.diagnostics, ...made.diagnostics];
    return { config, validation, plan: made, connection, desired };
  } catch (error) {
    await connection.close();
    throw explainListing(error, connection.target);
  }
}
function explainListing(error, target) {
  if (!(error instanceof ApiError) || error.status !== 404) return error;
  return new UserError(
    `the server at ${target} has no annotation list (HTTP 404): check that the base URL includes the API's version segment, e.g. https://observe.example.com/v1 (${error.message})`
  );
}
function toDesired(doc, placesOf = (d) => d.places ?? {}) {
  return {
    document: doc.value,
    file: doc.file,
    line: doc.line,
    fileHash: hashOf(doc.value),
    locate: (path) => placesOf(doc)[path.length === 0 ? "" : `/${path.join("/")}`]
  };
}
function placesOnDemand(cwd) {
  const cache = /* @__PURE__ */ new Map();
  return (doc) => {
    if (doc.places) return doc.places;
    let docs = cache.get(doc.file);
    if (!docs) {
      docs = [];
      try {
        const source = decodeSource(readFileSync(resolve(cwd, doc.file)), doc.file);
        if ("text" in source)
          docs = validateText(source.text, doc.file, { positions: true }).documents;
      } catch {
      }
      cache.set(doc.file, docs);
    }
    const again = docs.find((d) => d.index === doc.index);
    doc.places = again && hashOf(again.value) === hashOf(doc.value) ? again.places ?? {} : {};
    return doc.places;
  };
}
function savedPlanOf(run, createdMs) {
  if (!run.connection || run.plan.planHash === void 0) return void 0;
  return toSavedPlan(run.plan, {
    toolVersion: VERSION,
    baseUrl: run.connection.target,
    keyPrefix: run.config.keyPrefix,
    createdMs
  });
}
function locatorOf(run) {
  const byKey = new Map(run.desired.map((d) => [d.document.externalKey, d]));
  return (externalKey, path) => byKey.get(externalKey)?.locate?.(path);
}

export {
  errorCount,
  summaryText,
  hasChanges,
  renderPlanMarkdown,
  fingerprintOf,
  planHashOf,
  makePlan,
  savedPlanOf,
  locatorOf
};
