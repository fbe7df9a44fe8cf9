import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  comparable,
  diffContent,
  inFieldOrder,
  isManaged,
  projectAnnotation,
  sameContent
} from "./chunk-QFSGLPNP.js";
import {
  checkRequestBody
} from "./chunk-OEM6MLFJ.js";
import {
  CONTENT_FIELDS,
  withDefaults
} from "./chunk-TKRH735F.js";
import {
  UserError
} from "./chunk-3GO7JZRP.js";

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
  const content2 = inFieldOrder({ ...filled, refs: resolved });
  const result = { content: content2, defaulted, pending: pending.sort(), unknown };
  if (note !== void 0) result.note = note;
  return result;
}

// src/plan/canonical-json.ts
import { createHash } from "node:crypto";
function canonicalJson(value) {
  if (value === null || typeof value !== "object") {
    const text = JSON.stringify(value);
    return text === void 0 ? "null" : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.keys(value).filter((key) => value[key] !== void 0).sort().map(
    (key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`
  );
  return `{${entries.join(",")}}`;
}
function hashOf(value) {
  return `sha256:${createHash("sha256").update(canonicalJson(value)).digest("hex")}`;
}

// src/plan/fingerprint.ts
function contentHash(content2) {
  const normal = {};
  for (const [field, value] of Object.entries(content2)) normal[field] = comparable(field, value);
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
      const list2 = dependents.get(dep);
      if (list2) list2.push(write.externalKey);
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
  return hashOf({ formatVersion: 1, changes: changes.map(hashed) });
}
function changeHashOf(change) {
  return hashOf(hashed(change));
}
function hashed(change) {
  return change.action === "delete" ? {
    action: change.action,
    externalKey: change.externalKey,
    fingerprint: change.fingerprint
  } : {
    action: change.action,
    externalKey: change.externalKey,
    after: normalised(change.after),
    note: change.note,
    fingerprint: change.action === "update" ? change.fingerprint : void 0
  };
}
function normalised(content2) {
  return Object.fromEntries(
    Object.entries(content2).map(([field, value]) => [field, comparable(field, value)])
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
function statusOf(content2) {
  if (content2?.kind !== "follow-up") return void 0;
  return content2.status ?? "open";
}
function noteTravels(current, after, note) {
  if (note === void 0) return false;
  if (after.kind !== "follow-up" || current === void 0) return true;
  return statusOf(current) !== statusOf(after);
}
function checkReopenNote(desired, current, after, note, closingNote) {
  if (statusOf(current) !== "done" || statusOf(after) !== "open") return [];
  if (note === void 0 || closingNote === void 0 || note.trim() !== closingNote.trim())
    return [];
  return [
    diagnosticAt(
      desired,
      ["note"],
      "warning",
      "note.sameAsClose",
      "This follow-up is reopened with the note it was closed with: the note of a reopen is recorded as its reason. Say why it is open again."
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
          options.blind ? "refs.notWritten" : "refs.unknownKey",
          options.blind ? `"${externalKey}" is written by no file of this run: a write-only run does not read the server, so it cannot learn that annotation's id. Write it in this run too, or refer to it by id ({ type: annotation, value: ann-\u2026 }).` : `No annotation has the externalKey "${externalKey}": it is neither on the server nor in any file.`
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
    if (!options.blind)
      diagnostics.push(...checkFollowUpClose(doc, before, wanted.content, wanted.note));
    diagnostics.push(
      ...checkReopenNote(doc, before, wanted.content, wanted.note, options.closingNotes?.get(key))
    );
    const fields = diffContent(before, wanted.content);
    if (before && fields.length === 0) {
      unchanged++;
      continue;
    }
    const located = {
      externalKey: key,
      file: doc.file,
      line: doc.line,
      documentHash: doc.documentHash
    };
    const extras = {
      ...noteTravels(before, wanted.content, wanted.note) ? { note: wanted.note } : {},
      dependsOn: wanted.pending,
      ...wanted.defaulted.length > 0 ? { defaulted: wanted.defaulted } : {}
    };
    if (!existing || !before) {
      writes.push({ action: "create", ...located, after: wanted.content, fields, ...extras });
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
  diagnostics.push(...renameHints(writes, orphans, server, files, pruning));
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
function planOfDiagnostics(diagnostics, omitted) {
  return {
    formatVersion: 1,
    summary: { create: 0, update: 0, delete: 0, unchanged: 0, orphaned: 0 },
    changes: [],
    orphans: [],
    diagnostics: sortDiagnostics([...diagnostics]),
    ...omitted ? { omittedDiagnostics: omitted } : {}
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
function renameHints(writes, orphans, server, files, pruning) {
  if (orphans.length === 0) return [];
  const byContent = /* @__PURE__ */ new Map();
  for (const orphan of orphans) {
    const hash = contentHash(projectAnnotation(server.get(orphan.externalKey)));
    if (!byContent.has(hash)) byContent.set(hash, orphan.externalKey);
  }
  const hints = [];
  for (const write of writes) {
    if (write.action !== "create") continue;
    const old = byContent.get(contentHash(write.after));
    if (old === void 0) continue;
    const fate = pruning ? `this plan deletes "${old}", and its history with it` : `"${old}" stays on the server as an orphan`;
    hints.push(
      diagnosticAt(
        files.get(write.externalKey),
        ["externalKey"],
        "warning",
        "externalKey.renamed",
        `This looks like a rename of ${old} to ${write.externalKey}; the server keeps ${old}'s history under ${old}, and ${write.externalKey} starts a new one (${fate}). To keep the history, keep the key ${old}.`
      )
    );
  }
  return hints;
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

// src/plan/causes.ts
function markCauses(plan2, input, base) {
  const causes = causesOf(plan2.changes, input);
  return {
    ...plan2,
    changes: plan2.changes.map((c) => ({ ...c, cause: causes.get(c.externalKey) })),
    base
  };
}
function causesOf(changes, input) {
  const server = /* @__PURE__ */ new Map();
  for (const a of input.current) if (isManaged(a)) server.set(a.externalKey, a);
  const targets = { idOf: (key) => server.get(key)?.id, isPlanned: () => true };
  const wanted = (docs, keys2) => {
    const byKey = /* @__PURE__ */ new Map();
    for (const doc of docs) {
      if (!keys2.has(doc.externalKey) || byKey.has(doc.externalKey)) continue;
      byKey.set(doc.externalKey, desiredContent(doc, targets).content);
    }
    return byKey;
  };
  const keys = new Set(changes.map((c) => c.externalKey));
  const atBase = wanted(input.base, keys);
  const now = wanted(input.now, keys);
  const causes = /* @__PURE__ */ new Map();
  for (const key of keys) {
    const was = atBase.get(key);
    const is = now.get(key);
    const onServer = server.get(key);
    const filesChanged = !same(was, is);
    const serverAsAtBase = same(onServer && projectAnnotation(onServer), was);
    causes.set(key, !filesChanged ? "drift" : serverAsAtBase ? "pr" : "both");
  }
  return causes;
}
function same(a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return sameContent(a, b);
}

// src/plan/saved-plan-shape.ts
var SavedPlanError = class extends UserError {
  constructor(message) {
    super(`Saved plan: ${message}`);
  }
};
var EXTERNAL_KEY = /^[a-z0-9._-]{1,128}$/;
var ACTIONS = /* @__PURE__ */ new Set(["create", "update", "delete"]);
var SUMMARY = ["create", "update", "delete", "unchanged", "orphaned"];
function object(value, message) {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new SavedPlanError(`${message}.`);
  return value;
}
function describe(value) {
  if (value === void 0) return "missing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}\u2026` : text;
}
function list(value, message) {
  if (!Array.isArray(value)) throw new SavedPlanError(`${message}.`);
  return value;
}
function string(fields, member, where) {
  const value = fields[member];
  if (typeof value !== "string" || value === "")
    throw new SavedPlanError(`${where}: "${member}" must be a non-empty string.`);
  return value;
}
function count(fields, member, where, min = 0) {
  const value = fields[member];
  if (typeof value !== "number" || !Number.isInteger(value) || value < min)
    throw new SavedPlanError(
      `${where}: "${member}" must be a whole number${min > 0 ? ` from ${min}` : ""}, not ${describe(value)}.`
    );
  return value;
}
function checkChanges(changes) {
  const seen = /* @__PURE__ */ new Set();
  changes.forEach((value, index) => {
    const first = object(value, `change ${index + 1} is not an object`);
    const key = first.externalKey;
    const where = `change ${index + 1}${typeof key === "string" ? ` (${describe(key)})` : ""}`;
    if (!ACTIONS.has(first.action))
      throw new SavedPlanError(`${where}: unknown action ${describe(first.action)}.`);
    if (typeof key !== "string" || !EXTERNAL_KEY.test(key))
      throw new SavedPlanError(
        `${where}: "externalKey" must be an external key (a-z, 0-9, . _ -).`
      );
    if (seen.has(key)) throw new SavedPlanError(`${where}: the key appears in two changes.`);
    seen.add(key);
    checkChange(first, where);
  });
  return changes;
}
function checkChange(change, where) {
  let before;
  if (change.action !== "create") {
    const id = string(change, "id", where);
    const print = object(change.fingerprint, `${where}: "fingerprint" must be an object`);
    if (typeof print.id !== "string" || typeof print.updatedMs !== "number" || !Number.isFinite(print.updatedMs) || typeof print.contentHash !== "string") {
      throw new SavedPlanError(`${where}: "fingerprint" needs id, updatedMs and contentHash.`);
    }
    if (print.id !== id)
      throw new SavedPlanError(`${where}: "id" is not the id its fingerprint names.`);
    before = content(change.before, `${where}: "before"`);
    if (contentHash(before) !== print.contentHash)
      throw new SavedPlanError(`${where}: "before" is not the content its fingerprint names.`);
  }
  let after;
  if (change.action !== "delete") {
    string(change, "file", where);
    count(change, "line", where, 1);
    string(change, "documentHash", where);
    after = planned(change.after, change.externalKey, `${where}: "after"`);
    if (change.note !== void 0 && (typeof change.note !== "string" || change.note === ""))
      throw new SavedPlanError(`${where}: "note" must be a non-empty string when present.`);
    checkDependsOn(change.dependsOn, after, where);
    if (change.defaulted !== void 0 && !list(change.defaulted, `${where}: "defaulted" must be a list`).every(isField))
      throw new SavedPlanError(`${where}: "defaulted" must list content fields.`);
  }
  const fields = list(change.fields, `${where}: "fields" must be a list`);
  const expected = diffContent(before, after ?? {});
  if (canonicalJson(fields) !== canonicalJson(expected)) {
    throw new SavedPlanError(
      `${where}: "fields" do not show what the change does (${fieldNames(expected)}): it was modified after it was made; nothing was written.`
    );
  }
}
var SHAPES = {
  kind: "string",
  headline: "string",
  description: "string",
  dateFrom: "string",
  dateTo: "string",
  approximate: "boolean",
  status: "string",
  effect: "string",
  reading: "string",
  scope: "scope",
  series: "strings",
  display: "boolean",
  source: "string",
  evidence: "strings",
  refs: "refs"
};
function content(value, where) {
  const fields = object(value, `${where} must be an object`);
  for (const [field, member] of Object.entries(fields)) {
    const shape = SHAPES[field];
    const ok = shape === "string" ? typeof member === "string" : shape === "boolean" ? typeof member === "boolean" : shape === "strings" ? Array.isArray(member) && member.every((m) => typeof m === "string") : shape === "scope" ? member !== null && typeof member === "object" && !Array.isArray(member) && Object.values(member).every((m) => typeof m === "string") : shape === "refs" ? Array.isArray(member) && member.every(
      (r) => r !== null && typeof r === "object" && typeof r.type === "string" && typeof r.value === "string"
    ) : false;
    if (!ok) throw new SavedPlanError(`${where}: "${field}" is not a content field of its shape.`);
  }
  if (typeof fields.kind !== "string" || typeof fields.headline !== "string")
    throw new SavedPlanError(`${where} needs kind and headline.`);
  return fields;
}
function planned(value, externalKey, where) {
  const fields = object(value, `${where} must be an object`);
  const refs = fields.refs;
  let byId = fields;
  if (Array.isArray(refs)) {
    const kept = refs.filter((ref) => !isRefByKey(ref, where));
    byId = { ...fields, refs: kept };
  }
  const issue = checkRequestBody(externalKey, byId)[0];
  if (issue) throw new SavedPlanError(`${where} is not an annotation: ${issue.message}.`);
  return fields;
}
function isRefByKey(ref, where) {
  if (ref === null || typeof ref !== "object" || !("externalKey" in ref)) return false;
  const { type, externalKey, ...rest } = ref;
  if (type !== "annotation" || typeof externalKey !== "string" || !EXTERNAL_KEY.test(externalKey) || Object.keys(rest).length > 0) {
    throw new SavedPlanError(
      `${where}: a ref by key must be { type: annotation, externalKey }, not ${describe(ref)}.`
    );
  }
  return true;
}
function checkDependsOn(value, after, where) {
  const dependsOn = list(value, `${where}: "dependsOn" must be a list`);
  const byKey = [
    ...new Set(
      (after.refs ?? []).flatMap((ref) => "externalKey" in ref ? [ref.externalKey] : [])
    )
  ].sort();
  if (canonicalJson(dependsOn) !== canonicalJson(byKey)) {
    throw new SavedPlanError(
      `${where}: "dependsOn" must list the keys its refs name by key (${byKey.join(", ") || "none"}).`
    );
  }
}
function isField(value) {
  return typeof value === "string" && CONTENT_FIELDS.includes(value);
}
function fieldNames(fields) {
  return fields.length === 0 ? "no field changes" : fields.map((f) => f.path).join(", ");
}
function checkSummary(value, changes, orphans) {
  const summary = object(value, '"plan.summary" must be an object');
  for (const member of SUMMARY) count(summary, member, '"plan.summary"');
  for (const action of ["create", "update", "delete"]) {
    const actual = changes.filter((c) => c.action === action).length;
    if (summary[action] !== actual)
      throw new SavedPlanError(
        `"plan.summary" says ${String(summary[action])} to ${action}, but the plan has ${actual}.`
      );
  }
  if (summary.orphaned !== orphans.length)
    throw new SavedPlanError(
      `"plan.summary" says ${String(summary.orphaned)} orphaned, but the plan lists ${orphans.length}.`
    );
}
function checkOrphans(value) {
  const orphans = list(value, '"plan.orphans" must be a list');
  orphans.forEach((item, index) => {
    const where = `orphan ${index + 1}`;
    const orphan = object(item, `${where} is not an object`);
    string(orphan, "externalKey", where);
    string(orphan, "id", where);
    string(orphan, "headline", where);
  });
  return orphans;
}
function checkDiagnostics(value) {
  const diagnostics = list(value, '"plan.diagnostics" must be a list');
  diagnostics.forEach((item, index) => {
    const where = `diagnostic ${index + 1}`;
    const d = object(item, `${where} is not an object`);
    if (d.severity === "error")
      throw new SavedPlanError("the plan has errors: it cannot be applied; nothing was written.");
    if (d.severity !== "warning")
      throw new SavedPlanError(`${where}: unknown severity ${describe(d.severity)}.`);
    string(d, "code", where);
    string(d, "message", where);
    if (d.file !== void 0) string(d, "file", where);
    for (const member of ["line", "column", "endLine", "endColumn"])
      if (d[member] !== void 0) count(d, member, where, 1);
  });
}

// src/plan/saved-plan.ts
var SAVED_PLAN_KIND = "observe-annotations/plan";
function toSavedPlan(plan2, context) {
  if (plan2.planHash === void 0) {
    throw new SavedPlanError("this plan has errors and cannot be saved for apply.");
  }
  const { timeline: _picture, ...kept } = plan2;
  const saved = {
    formatVersion: 1,
    kind: SAVED_PLAN_KIND,
    toolVersion: context.toolVersion,
    baseUrl: context.baseUrl,
    createdMs: context.createdMs,
    planHash: plan2.planHash,
    plan: kept
  };
  if (context.target !== void 0) saved.target = context.target;
  if (context.keyPrefix !== void 0) saved.keyPrefix = context.keyPrefix;
  if (context.paths !== void 0) saved.paths = [...context.paths];
  return saved;
}
function readSavedPlan(value) {
  const saved = object(value, "the file does not hold a JSON object");
  if (saved.kind !== SAVED_PLAN_KIND) {
    throw new SavedPlanError(
      `not a saved plan of observe-annotations (kind is ${describe(saved.kind)}); make one with \`plan --out FILE\`.`
    );
  }
  if (saved.formatVersion !== 1) {
    throw new SavedPlanError(
      `formatVersion ${describe(saved.formatVersion)} is not supported (this tool reads version 1); make the plan again with this version.`
    );
  }
  for (const member of ["toolVersion", "baseUrl", "planHash"]) {
    if (typeof saved[member] !== "string")
      throw new SavedPlanError(`"${member}" must be a string.`);
  }
  if (saved.target !== void 0 && typeof saved.target !== "string") {
    throw new SavedPlanError('"target" must be a string when present.');
  }
  if (saved.keyPrefix !== void 0 && typeof saved.keyPrefix !== "string") {
    throw new SavedPlanError('"keyPrefix" must be a string when present.');
  }
  if (saved.paths !== void 0 && (!Array.isArray(saved.paths) || !saved.paths.every((p) => typeof p === "string"))) {
    throw new SavedPlanError('"paths" must be a list of strings when present.');
  }
  if (typeof saved.createdMs !== "number" || !Number.isFinite(saved.createdMs)) {
    throw new SavedPlanError('"createdMs" must be a number.');
  }
  const plan2 = object(saved.plan, '"plan" must be an object');
  delete plan2.timeline;
  if (plan2.formatVersion !== 1) throw new SavedPlanError('"plan.formatVersion" must be 1.');
  if (!Array.isArray(plan2.changes)) throw new SavedPlanError('"plan.changes" must be a list.');
  checkDiagnostics(plan2.diagnostics);
  const changes = checkChanges(plan2.changes);
  const orphans = checkOrphans(plan2.orphans);
  checkSummary(plan2.summary, changes, orphans);
  for (const change of changes) {
    if (change.action !== "delete") continue;
    const prefix = saved.keyPrefix;
    if (prefix === void 0 || !change.externalKey.startsWith(prefix)) {
      throw new SavedPlanError(
        `it deletes "${change.externalKey}", which is not under its keyPrefix${prefix === void 0 ? " (it has none)" : ` "${prefix}"`}: only keys under the keyPrefix are ours to delete.`
      );
    }
  }
  if (plan2.planHash !== saved.planHash) {
    throw new SavedPlanError('"planHash" differs from the hash inside "plan".');
  }
  if (planHashOf(changes) !== saved.planHash) {
    throw new SavedPlanError(
      "its changes do not match its planHash: it was modified after it was made; nothing was written."
    );
  }
  return value;
}
function checkPlanTarget(saved, target, targetName) {
  if (saved.target !== targetName) {
    const made = saved.target === void 0 ? "without a target" : `for the target ${saved.target}`;
    const here = targetName === void 0 ? "without one" : `to the target ${targetName}`;
    throw new SavedPlanError(
      `made ${made}: refusing to apply it ${here}. ${saved.target === void 0 ? "Make a new plan with --target." : `Apply it with --target ${saved.target}, or make a new plan for this target.`}`
    );
  }
  if (normalUrl(saved.baseUrl) !== normalUrl(target)) {
    throw new SavedPlanError(
      `made against ${saved.baseUrl}, not ${target}: refusing to apply it here. Make a new plan against this server.`
    );
  }
}
function normalUrl(url) {
  return url.trim().replace(/\/+$/, "");
}

// src/plan/saved-plan-run.ts
function checkPlanRun(saved, run) {
  if (saved.keyPrefix !== run.keyPrefix) {
    throw new SavedPlanError(
      `made with ${prefixWords(saved.keyPrefix)}, but this run's is ${prefixWords(run.keyPrefix)}: refusing to apply it. Apply it where it was made (the same observe-annotations.yaml), or make a new plan here.`
    );
  }
  holdDeletions(saved, run.keyPrefix);
  if (saved.paths === void 0) {
    throw new SavedPlanError(
      "it does not record the paths it was made from (made by an older version): make it again with `plan --out FILE`."
    );
  }
  const here = run.paths.map(normalPath);
  const outside = saved.paths.filter((p) => !here.some((r) => holds(r, normalPath(p))));
  if (outside.length > 0) {
    throw new SavedPlanError(
      `made from the paths ${pathWords(saved.paths)}, but this run's are ${pathWords(run.paths)}, which do not hold ${pathWords(outside)}: refusing to apply it. Name the PATHs it was made from (apply --plan FILE PATH\u2026), or make a new plan for these.`
    );
  }
}
function holdDeletions(saved, keyPrefix) {
  for (const change of saved.plan.changes) {
    if (change.action !== "delete") continue;
    if (keyPrefix === void 0 || !change.externalKey.startsWith(keyPrefix)) {
      throw new SavedPlanError(
        `it deletes "${change.externalKey}", which is not under this run's keyPrefix${keyPrefix === void 0 ? " (it has none)" : ` "${keyPrefix}"`}: only keys under the keyPrefix are ours to delete; nothing was written.`
      );
    }
  }
}
function prefixWords(keyPrefix) {
  return keyPrefix === void 0 ? "no keyPrefix" : `the keyPrefix "${keyPrefix}"`;
}
function pathWords(paths) {
  return paths.length === 0 ? "(none)" : paths.map((p) => JSON.stringify(p)).join(", ");
}
function normalPath(path) {
  const normal = path.replace(/\\/g, "/").replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  return normal === "" ? "." : normal;
}
function holds(run, path) {
  return run === "." || path === run || path.startsWith(`${run}/`);
}

export {
  hashOf,
  fingerprintOf,
  changeHashOf,
  plan,
  planOfDiagnostics,
  markCauses,
  toSavedPlan,
  readSavedPlan,
  checkPlanTarget,
  checkPlanRun
};
