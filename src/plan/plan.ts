// The planner: desired documents + a snapshot of the server → a Plan. Pure and synchronous
// (changesets' assembleReleasePlan): no I/O, no clock, no randomness.
import type { Annotation } from '../model/annotation.js';
import type { Diagnostic, OmittedDiagnostics } from '../model/diagnostic.js';
import type {
  Change,
  CreateChange,
  DeleteChange,
  Orphan,
  Plan,
  UpdateChange,
} from '../model/plan.js';
import { isRefByKey } from '../model/fields.js';
import { diffContent } from './compare-fields.js';
import { isManaged, projectAnnotation } from './content-fields.js';
import type { DesiredDocument, PlanOptions } from './desired-document.js';
import { desiredContent, type DesiredContent } from './desired-content.js';
import { contentHash, fingerprintOf } from './fingerprint.js';
import { compareKeys, orderWrites } from './order-changes.js';
import { planHashOf } from './plan-hash.js';
import { pruneRefused, UNSCOPED_PRUNE, unusedKeyPrefix } from './prune-rules.js';
import { diagnosticAt } from './plan-diagnostic.js';
import { checkFollowUpClose, checkReopenNote, noteTravels } from './state-rules.js';

type Keyed = Annotation & { externalKey: string };
type Write = CreateChange | UpdateChange;

/** What the planning of one run reads: the files by key, the server by key, the options. */
interface Sides {
  files: ReadonlyMap<string, DesiredDocument>;
  server: ReadonlyMap<string, Keyed>;
  options: PlanOptions;
  /** Keys this plan deletes (pruned orphans). */
  pruned: ReadonlySet<string>;
}

/**
 * Compare what the files want with what the server has. `current` is the whole list (platform
 * and unkeyed annotations are ignored). Diagnostics are returned in the plan, never thrown;
 * a plan with an error has no `planHash`.
 */
export function plan(
  desired: readonly DesiredDocument[],
  current: readonly Annotation[],
  options: PlanOptions,
): Plan {
  const diagnostics: Diagnostic[] = [];
  const server = new Map<string, Keyed>();
  for (const annotation of current)
    if (isManaged(annotation)) server.set(annotation.externalKey, annotation);
  const files = uniqueKeys(desired, diagnostics);
  const unused = unusedKeyPrefix(files.keys(), options.keyPrefix);
  if (unused) diagnostics.push(unused);
  const orphans = orphansOf(server, files, options.keyPrefix);
  const refused = pruneRefused(options.prune, options.keyPrefix);
  const pruning = options.prune && !refused;
  if (refused)
    diagnostics.push({
      severity: 'error',
      code: 'prune.needsKeyPrefix',
      message: `Prune needs a keyPrefix: ${UNSCOPED_PRUNE}.`,
    });
  const pruned = new Set(pruning ? orphans.map((o) => o.externalKey) : []);
  const sides: Sides = { files, server, options, pruned };
  const writes: Write[] = [];
  let unchanged = 0;
  for (const doc of [...files.values()].sort((a, b) =>
    compareKeys(a.document.externalKey, b.document.externalKey),
  )) {
    const write = planDocument(doc, sides, diagnostics);
    if (write) writes.push(write);
    else unchanged++;
  }
  // One by one: there may be more hints than a call can take as arguments.
  for (const hint of renameHints(writes, orphans, server, files, pruning)) diagnostics.push(hint);
  const ordered = orderWrites(writes);
  for (const key of ordered.cyclic) {
    diagnostics.push(
      diagnosticAt(
        files.get(key)!,
        ['refs'],
        'error',
        'refs.cycle',
        `"${key}" is part of a cycle of references by key: no order can create them.`,
      ),
    );
  }
  const deletes = pruning ? orphans.map((orphan) => deleteOf(orphan, server)) : [];
  const orphaned = pruning ? [] : orphans;
  return assemble([...deletes, ...ordered.writes], orphaned, unchanged, diagnostics);
}

/**
 * The documents by key. Keys are unique across the files (validation refuses a copy first): a
 * later copy of a key is not planned, and is reported at its place, naming the first.
 */
function uniqueKeys(
  desired: readonly DesiredDocument[],
  diagnostics: Diagnostic[],
): Map<string, DesiredDocument> {
  const files = new Map<string, DesiredDocument>();
  for (const doc of desired) {
    const key = doc.document.externalKey;
    const first = files.get(key);
    if (first === undefined) {
      files.set(key, doc);
      continue;
    }
    diagnostics.push({
      ...diagnosticAt(
        doc,
        ['externalKey'],
        'error',
        'externalKey.duplicate',
        `Duplicate externalKey "${key}".`,
      ),
      related: { file: first.file, line: first.line, column: 1, message: 'first defined here' },
    });
  }
  return files;
}

/** The write one document asks for, its diagnostics reported; undefined when it is unchanged. */
function planDocument(
  doc: DesiredDocument,
  sides: Sides,
  diagnostics: Diagnostic[],
): Write | undefined {
  const { server, options } = sides;
  const key = doc.document.externalKey;
  const wanted = desiredContent(doc.document, {
    idOf: (ref) => server.get(ref)?.id,
    isPlanned: (ref) => sides.files.has(ref),
  });
  diagnostics.push(...refDiagnostics(doc, wanted.unknown, sides));
  const existing = server.get(key);
  const before = existing ? projectAnnotation(existing) : undefined;
  // Blind, a follow-up done in the file may be closed already: the server says if it is not.
  if (!options.blind)
    diagnostics.push(...checkFollowUpClose(doc, before, wanted.content, wanted.note));
  diagnostics.push(
    ...checkReopenNote(doc, before, wanted.content, wanted.note, options.closingNotes?.get(key)),
  );
  const fields = diffContent(before, wanted.content);
  if (existing && before && fields.length === 0) return undefined;
  // Only a change records where it came from: the document's hash is taken here, if at all.
  const located = {
    externalKey: key,
    file: doc.file,
    line: doc.line,
    documentHash: doc.documentHash,
  };
  const extras = {
    ...(noteTravels(before, wanted.content, wanted.note) ? { note: wanted.note } : {}),
    dependsOn: wanted.pending,
    ...(wanted.defaulted.length > 0 ? { defaulted: wanted.defaulted } : {}),
  };
  if (!existing || !before)
    return { action: 'create', ...located, after: wanted.content, fields, ...extras };
  const update = { id: existing.id, before, after: wanted.content, fields };
  return {
    action: 'update',
    ...located,
    ...update,
    ...extras,
    fingerprint: fingerprintOf(existing),
  };
}

/** Refs by key to no known annotation (errors), and to an annotation this plan deletes. */
function refDiagnostics(
  doc: DesiredDocument,
  unknown: DesiredContent['unknown'],
  { options, pruned }: Sides,
): Diagnostic[] {
  const out = unknown.map(({ index, externalKey }) =>
    diagnosticAt(
      doc,
      ['refs', index, 'externalKey'],
      'error',
      options.blind ? 'refs.notWritten' : 'refs.unknownKey',
      options.blind
        ? `"${externalKey}" is written by no file of this run: a write-only run does not read the server, so it cannot learn that annotation's id. Write it in this run too, or refer to it by id ({ type: annotation, value: ann-… }).`
        : `No annotation has the externalKey "${externalKey}": it is neither on the server nor in any file.`,
    ),
  );
  (doc.document.refs ?? []).forEach((ref, index) => {
    if (!isRefByKey(ref) || !pruned.has(ref.externalKey)) return;
    out.push(
      diagnosticAt(
        doc,
        ['refs', index, 'externalKey'],
        'warning',
        'refs.prunedTarget',
        `"${ref.externalKey}" is in no file and this plan deletes it (prune): the reference will point at a deleted annotation.`,
      ),
    );
  });
  return out;
}

function deleteOf(orphan: Orphan, server: ReadonlyMap<string, Keyed>): DeleteChange {
  const annotation = server.get(orphan.externalKey)!;
  const before = projectAnnotation(annotation);
  return {
    action: 'delete',
    externalKey: orphan.externalKey,
    id: annotation.id,
    before,
    fields: diffContent(before, {}),
    fingerprint: orphan.fingerprint,
  };
}

/** The plan of these changes: its summary, its sorted diagnostics, its hash when it has no error. */
function assemble(
  changes: Change[],
  orphans: Orphan[],
  unchanged: number,
  diagnostics: Diagnostic[],
): Plan {
  const count = (action: Change['action']) => changes.filter((c) => c.action === action).length;
  const result: Plan = {
    formatVersion: 1,
    summary: {
      create: count('create'),
      update: count('update'),
      delete: count('delete'),
      unchanged,
      orphaned: orphans.length,
    },
    changes,
    orphans,
    diagnostics: sortDiagnostics(diagnostics),
  };
  if (!result.diagnostics.some((d) => d.severity === 'error')) {
    return { formatVersion: 1, planHash: planHashOf(changes), ...withoutVersion(result) };
  }
  return result;
}

/**
 * A plan that could not be made (invalid files): only its diagnostics (and the count of those
 * over the caps), no hash.
 */
export function planOfDiagnostics(
  diagnostics: readonly Diagnostic[],
  omitted?: OmittedDiagnostics,
): Plan {
  return {
    formatVersion: 1,
    summary: { create: 0, update: 0, delete: 0, unchanged: 0, orphaned: 0 },
    changes: [],
    orphans: [],
    diagnostics: sortDiagnostics([...diagnostics]),
    ...(omitted ? { omittedDiagnostics: omitted } : {}),
  };
}

function orphansOf(
  server: ReadonlyMap<string, Keyed>,
  files: ReadonlyMap<string, DesiredDocument>,
  keyPrefix: string | undefined,
): Orphan[] {
  if (keyPrefix === undefined) return [];
  return [...server.values()]
    .filter((a) => a.externalKey.startsWith(keyPrefix) && !files.has(a.externalKey))
    .sort((a, b) => compareKeys(a.externalKey, b.externalKey))
    .map((a) => ({
      externalKey: a.externalKey,
      id: a.id,
      headline: a.headline,
      fingerprint: fingerprintOf(a),
    }));
}

/**
 * A create whose content is an orphan's (or a pruned orphan's) but for the key looks like a
 * rename: the server keeps the old key's history under the old key, and the new key starts
 * afresh. Said, not prevented: a warning on the new key.
 */
function renameHints(
  writes: readonly (CreateChange | UpdateChange)[],
  orphans: readonly Orphan[],
  server: ReadonlyMap<string, Keyed>,
  files: ReadonlyMap<string, DesiredDocument>,
  pruning: boolean,
): Diagnostic[] {
  if (orphans.length === 0) return [];
  const byContent = new Map<string, string>();
  for (const orphan of orphans) {
    const hash = contentHash(projectAnnotation(server.get(orphan.externalKey)!));
    if (!byContent.has(hash)) byContent.set(hash, orphan.externalKey);
  }
  const hints: Diagnostic[] = [];
  for (const write of writes) {
    if (write.action !== 'create') continue;
    const old = byContent.get(contentHash(write.after));
    if (old === undefined) continue;
    const fate = pruning
      ? `this plan deletes "${old}", and its history with it`
      : `"${old}" stays on the server as an orphan`;
    hints.push(
      diagnosticAt(
        files.get(write.externalKey)!,
        ['externalKey'],
        'warning',
        'externalKey.renamed',
        `This looks like a rename of ${old} to ${write.externalKey}; the server keeps ${old}'s history under ${old}, and ${write.externalKey} starts a new one (${fate}). To keep the history, keep the key ${old}.`,
      ),
    );
  }
  return hints;
}

function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort(
    (a, b) =>
      compareKeys(a.file ?? '', b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareKeys(a.code, b.code),
  );
}

function withoutVersion(plan: Plan): Omit<Plan, 'formatVersion'> {
  const { formatVersion: _v, ...rest } = plan;
  return rest;
}
