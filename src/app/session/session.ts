// The session: what a run does, whichever adapter started it. Read the files and validate
// them; only when they are valid, connect, read the server and plan; then apply the plan, or
// apply a saved plan, or import. One copy, so `plan`, `apply` and the Action can never
// disagree about what would change. Never prints: the adapters render what it returns.
import { applyPlan } from '../../apply/apply-plan.js';
import { applySavedPlan } from '../../apply/apply-saved-plan.js';
import { AttemptRelay } from '../../apply/attempt-relay.js';
import type { ApplyEvent, ApplyResult } from '../../model/apply.js';
import type { AnnotationDocument } from '../../model/annotation.js';
import { isAnnotationDocument } from '../../model/fields.js';
import { InterruptedError, INTERRUPTED_READING, UserError } from '../../model/errors.js';
import type { Plan, SavedPlan } from '../../model/plan.js';
import { checkPlanRun } from '../../plan/saved-plan-run.js';
import { checkPlanTarget, toSavedPlan } from '../../plan/saved-plan.js';
import { hashOf } from '../../text/canonical-json.js';
import { markCauses } from '../../plan/causes.js';
import { plan, planOfDiagnostics } from '../../plan/plan.js';
import { pruneRefused, UNSCOPED_PRUNE } from '../../plan/prune-rules.js';
import type { DesiredDocument, Position } from '../../plan/desired-document.js';
import { periodOverlaps } from '../../plan/period-overlap.js';
import { timelineOf } from '../../plan/timeline.js';
import type { Timeline } from '../../model/timeline.js';
import { escapeText } from '../../text/escape-text.js';
import { placeAt } from '../../read/places.js';
import { readBaseFiles, type BaseFiles } from '../git/base-files.js';
import { toPointer, type FileDocument } from '../../read/validate-file.js';
import { closingNotesOf } from './closing-notes.js';
import { connect, type Connection } from '../run/connection.js';
import { explainListing } from './list-not-found.js';
import type { RunContext } from '../run/context.js';
import { OptionError } from '../options/option-error.js';
import { readAnnotationFiles, type ValidationResult } from './read-files.js';
import { VERSION } from '../version.js';

/**
 * A change's hash (what the Action's comment records of each change of the plan it showed), and
 * the plan of files that were only checked (the Action's validate mode shows it as a plan).
 */
export { changeHashOf } from '../../plan/plan-hash.js';
export { planOfDiagnostics } from '../../plan/plan.js';

export interface PlanRun {
  validation: ValidationResult;
  plan: Plan;
  /** Open when the files were valid and the server was read; `close()` ends it. */
  connection?: Connection;
  /** The client's attempts, relayed to the apply that follows (its AIMD and retry events). */
  relay: AttemptRelay;
  desired: DesiredDocument[];
  /** `apply --write-only`: planned without reading the server (app/session/write-only-run.ts). */
  writeOnly?: boolean;
  /** The picture beside the plan: its dated annotations among the server's (plan/timeline.ts). */
  timeline?: Timeline | undefined;
  close: () => Promise<void>;
}

/** Validates, then (only for valid files) connects, lists the server and plans. */
export async function planRun(ctx: RunContext): Promise<PlanRun> {
  const { options } = ctx;
  if (pruneRefused(options.prune, options.keyPrefix))
    throw new OptionError(
      'prune',
      `needs a keyPrefix in observe-annotations.yaml: ${UNSCOPED_PRUNE}`,
    );
  const relay = new AttemptRelay();
  const validation = await readAnnotationFiles(ctx);
  if (!validation.valid) {
    const none = async (): Promise<void> => {};
    const planned = planOfDiagnostics(validation.diagnostics, validation.omitted);
    return { validation, plan: planned, relay, desired: [], close: none };
  }
  const desired = validation.documents.map(toDesired);
  // Read before the server is: a REF that names no commit ends the run before any request.
  const base =
    options.base === undefined ? undefined : await readBase(ctx, options.base, validation);
  const connection = await connect(ctx, relay.observer);
  try {
    // A second Ctrl-C (the CLI's `abortNow`) ends the read at once: nothing is written yet.
    const current = await connection.client.listAnnotations({ signal: ctx.abortNow });
    const closingNotes = await closingNotesOf(connection.client, desired, current, {
      concurrency: options.concurrency,
      signal: ctx.abortNow,
    });
    let made = plan(desired, current, {
      keyPrefix: options.keyPrefix,
      prune: options.prune,
      closingNotes,
    });
    if (base) {
      made = markCauses(
        made,
        { base: base.documents, now: desired.map((d) => d.document), current },
        { ref: base.ref, commit: base.commit },
      );
    }
    // Warnings of the files (skipped empty documents) stay visible next to the plan's own.
    const today = new Date().toISOString().slice(0, 10);
    made.diagnostics = [
      ...validation.diagnostics,
      ...made.diagnostics,
      ...periodOverlaps(desired, current, today),
    ];
    if (validation.omitted) made.omittedDiagnostics = validation.omitted;
    const timeline = timelineOf(made, current, today);
    return {
      validation,
      plan: made,
      timeline,
      connection,
      relay,
      desired,
      close: () => connection.close(),
    };
  } catch (error) {
    await connection.close();
    if (ctx.abortNow.aborted) throw new InterruptedError(INTERRUPTED_READING);
    throw explainListing(error, connection.target);
  }
}

/** The files at REF (`--base`), what is worth knowing about them logged (at most 20 lines). */
async function readBase(ctx: RunContext, ref: string, now: ValidationResult): Promise<BaseFiles> {
  const base = await readBaseFiles(ctx, ref, now);
  const shown = 20;
  for (const note of base.notes.slice(0, shown)) ctx.log.warn(escapeText(note));
  if (base.notes.length > shown)
    ctx.log.warn(
      `…and ${base.notes.length - shown} more notes about the files at ${escapeText(ref)}`,
    );
  return base;
}

/**
 * Writes the run's plan to the server, as planned: dependency order, the concurrency and
 * prune brake of the options, a 400's details placed in the files. Stops starting requests
 * on `ctx.signal`; aborts those in flight on `ctx.abortNow`.
 */
export async function applyRun(
  ctx: RunContext,
  run: PlanRun,
  onEvent?: (event: ApplyEvent) => void,
): Promise<ApplyResult> {
  if (!run.connection) throw new UserError('the plan has errors; nothing was written');
  return applyPlan(run.plan, {
    ...applyOptions(ctx, run.connection, run.relay, onEvent),
    locate: locatorOf(run),
    ...(run.writeOnly ? { writeOnly: true } : {}),
  });
}

export interface SavedPlanRun {
  saved: SavedPlan;
  connection: Connection;
  /** Re-reads the server and applies what is still current; stale items are reported. */
  apply: (onEvent?: (event: ApplyEvent) => void) => Promise<ApplyResult>;
  close: () => Promise<void>;
}

/**
 * Holds a saved plan to this run (its keyPrefix and paths, every deletion under its keyPrefix:
 * the file is not signed), then connects and refuses it when it was made for another target or
 * against another server.
 */
export async function openSavedPlan(ctx: RunContext, saved: SavedPlan): Promise<SavedPlanRun> {
  checkPlanRun(saved, { keyPrefix: ctx.options.keyPrefix, paths: ctx.options.paths });
  const relay = new AttemptRelay();
  const connection = await connect(ctx, relay.observer);
  try {
    checkPlanTarget(saved, connection.target, ctx.options.target);
  } catch (error) {
    await connection.close();
    throw error;
  }
  return {
    saved,
    connection,
    apply: (onEvent) =>
      applySavedPlan(
        saved,
        // The saved plan decided its deletions (made with --prune); --max-deletes still holds.
        {
          ...applyOptions(ctx, connection, relay, onEvent),
          prune: saved.plan.changes.some((c) => c.action === 'delete'),
        },
        connection.target,
        ctx.options.target,
      ),
    close: () => connection.close(),
  };
}

function applyOptions(
  ctx: RunContext,
  connection: Connection,
  relay: AttemptRelay,
  onEvent: ((event: ApplyEvent) => void) | undefined,
) {
  return {
    client: connection.client,
    concurrency: ctx.options.concurrency,
    attempts: relay,
    signal: ctx.signal,
    abortNow: ctx.abortNow,
    deadline: ctx.deadline,
    prune: ctx.options.prune,
    maxDeletes: ctx.options.maxDeletes,
    ...(ctx.options.keyPrefix !== undefined ? { keyPrefix: ctx.options.keyPrefix } : {}),
    ...(onEvent ? { onEvent } : {}),
  };
}

/** The saved plan of a run (`plan --out`, the Action's plan-file); undefined when the plan has errors. */
export function savedPlanOf(
  ctx: RunContext,
  run: PlanRun,
  createdMs: number,
): SavedPlan | undefined {
  if (!run.connection || run.plan.planHash === undefined) return undefined;
  return toSavedPlan(run.plan, {
    toolVersion: VERSION,
    baseUrl: run.connection.target,
    ...(ctx.options.target !== undefined ? { target: ctx.options.target } : {}),
    keyPrefix: ctx.options.keyPrefix,
    paths: ctx.options.paths,
    createdMs,
  });
}

/** A validated document as the planner takes it, with the places its fields sit. */
export function toDesired(doc: FileDocument): DesiredDocument {
  return {
    document: documentOf(doc),
    file: doc.file,
    line: doc.line,
    // Hashed only when a change records it: a plan of unchanged annotations never asks.
    get documentHash() {
      return hashOf(doc.value);
    },
    locate: (path) => placeAt(doc.places, toPointer(path)),
  };
}

/** A valid file document as the model types it; validation passed it, so it has the shape. */
function documentOf(doc: FileDocument): AnnotationDocument {
  if (isAnnotationDocument(doc.value)) return doc.value;
  throw new Error(`${doc.file}:${doc.line}: a valid document without a document's shape`);
}

/** Where a field of a planned annotation sits in its file: apply maps a 400's details with it. */
function locatorOf(
  run: PlanRun,
): (externalKey: string, path: readonly (string | number)[]) => Position | undefined {
  const byKey = new Map(run.desired.map((d) => [d.document.externalKey, d]));
  return (externalKey, path) => byKey.get(externalKey)?.locate?.(path);
}
