// The planner: desired documents + a snapshot of the server → a Plan. Pure and synchronous
// (changesets' assembleReleasePlan): no I/O, no clock, no randomness.
import type { Annotation, AnnotationContent } from '../model/annotation.js';
import type { Diagnostic, OmittedDiagnostics } from '../model/diagnostic.js';
import type {
  Change,
  CreateChange,
  DeleteChange,
  Orphan,
  Plan,
  UpdateChange,
} from '../model/plan.js';
import { diffContent } from './compare-fields.js';
import { isManaged, projectAnnotation } from './content-fields.js';
import type { DesiredDocument, PlanOptions } from './desired-document.js';
import { desiredContent } from './desired-content.js';
import { contentHash, fingerprintOf } from './fingerprint.js';
import { compareKeys, orderWrites } from './order-changes.js';
import { planHashOf } from './plan-hash.js';
import { diagnosticAt } from './plan-diagnostic.js';
import { checkFollowUpClose, checkReopenNote, noteTravels } from './state-rules.js';

type Keyed = Annotation & { externalKey: string };

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

  const files = new Map<string, DesiredDocument>();
  for (const doc of desired) {
    const key = doc.document.externalKey;
    const first = files.get(key);
    if (first) {
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
    } else files.set(key, doc);
  }

  const orphans = orphansOf(server, files, options.keyPrefix);
  const pruning = options.prune && options.keyPrefix !== undefined;
  if (options.prune && options.keyPrefix === undefined) {
    diagnostics.push({
      severity: 'error',
      code: 'prune.needsKeyPrefix',
      message: "Prune needs a keyPrefix: without one, other writers' keys are not ours to delete.",
    });
  }
  const pruned = new Set(pruning ? orphans.map((o) => o.externalKey) : []);

  const targets = {
    idOf: (key: string) => server.get(key)?.id,
    isPlanned: (key: string) => files.has(key),
  };
  const writes: (CreateChange | UpdateChange)[] = [];
  let unchanged = 0;
  for (const doc of [...files.values()].sort((a, b) =>
    compareKeys(a.document.externalKey, b.document.externalKey),
  )) {
    const key = doc.document.externalKey;
    const wanted = desiredContent(doc.document, targets);
    for (const { index, externalKey } of wanted.unknown) {
      diagnostics.push(
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
    }
    (doc.document.refs ?? []).forEach((ref, index) => {
      if ('externalKey' in ref && pruned.has(ref.externalKey)) {
        diagnostics.push(
          diagnosticAt(
            doc,
            ['refs', index, 'externalKey'],
            'warning',
            'refs.prunedTarget',
            `"${ref.externalKey}" is in no file and this plan deletes it (prune): the reference will point at a deleted annotation.`,
          ),
        );
      }
    });
    const existing = server.get(key);
    const before = existing ? projectAnnotation(existing) : undefined;
    // Blind, a follow-up done in the file may be closed already: the server says if it is not.
    if (!options.blind)
      diagnostics.push(...checkFollowUpClose(doc, before, wanted.content, wanted.note));
    diagnostics.push(
      ...checkReopenNote(doc, before, wanted.content, wanted.note, options.closingNotes?.get(key)),
    );
    const fields = diffContent(before, wanted.content);
    if (before && fields.length === 0) {
      unchanged++;
      continue;
    }
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
    if (!existing || !before) {
      writes.push({ action: 'create', ...located, after: wanted.content, fields, ...extras });
      continue;
    }
    writes.push({
      action: 'update',
      ...located,
      id: existing.id,
      before,
      after: wanted.content,
      fields,
      ...extras,
      fingerprint: fingerprintOf(existing),
    });
  }

  diagnostics.push(...renameHints(writes, orphans, server, files, pruning));
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
  const deletes: DeleteChange[] = pruning
    ? orphans.map((orphan) => {
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
      })
    : [];
  const changes: Change[] = [...deletes, ...ordered.writes];
  const result: Plan = {
    formatVersion: 1,
    summary: {
      create: writes.filter((w) => w.action === 'create').length,
      update: writes.filter((w) => w.action === 'update').length,
      delete: deletes.length,
      unchanged,
      orphaned: pruning ? 0 : orphans.length,
    },
    changes,
    orphans: pruning ? [] : orphans,
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
    const old = byContent.get(contentHash(write.after as AnnotationContent));
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
