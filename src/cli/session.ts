// The read half every connected command shares (plan, apply, the Action): validate the
// files, and only when they are valid, read the server and plan. One copy, so `plan`,
// `apply` and the Action can never disagree about what would change.
import { ApiError } from '../api/api-error.js';
import type { ClientObserver } from '../api/client.js';
import { readConfigFile, type ConfigFile } from '../load/config-file.js';
import type { AnnotationDocument } from '../model/annotation.js';
import { UserError } from '../model/errors.js';
import type { Plan, SavedPlan } from '../model/plan.js';
import {
  hashOf,
  plan,
  planOfDiagnostics,
  toSavedPlan,
  type DesiredDocument,
  type Position,
} from '../plan/index.js';
import { placeAt } from '../app/files/places.js';
import { toPointer, type FileDocument } from '../app/files/validate-file.js';
import { validateFiles, type ValidationResult } from '../app/files/validate-files.js';
import type { CommandContext } from './commands.js';
import { connect, type Connection } from './connection.js';
import { intOption, pathsOf } from './settings.js';
import { VERSION } from './version.js';

export interface PlanRun {
  config: ConfigFile;
  validation: ValidationResult;
  plan: Plan;
  /** Open when the files were valid and the server was read; the caller closes it. */
  connection?: Connection;
  desired: DesiredDocument[];
}

export interface PlanRunOptions {
  prune: boolean;
  observer?: ClientObserver;
  /** Already read by the caller, to avoid reading it twice. */
  config?: ConfigFile;
}

/** Validates, then (only for valid files) connects, lists the server and plans. */
export async function makePlan(ctx: CommandContext, options: PlanRunOptions): Promise<PlanRun> {
  const config = options.config ?? (await readConfigFile(ctx.io.cwd));
  if (options.prune && !config.keyPrefix) {
    throw new UserError(
      "--prune needs a keyPrefix in observe-annotations.yaml: without one, other writers' keys are not ours to delete",
    );
  }
  const concurrency = intOption(ctx, config, 'concurrency', 1, 64);
  const validation = await validateFiles(pathsOf(ctx, config), { cwd: ctx.io.cwd });
  if (!validation.valid) {
    return {
      config,
      validation,
      plan: planOfDiagnostics(validation.diagnostics, validation.omitted),
      desired: [],
    };
  }
  const desired = validation.documents.map(toDesired);
  const connection = await connect(ctx, config, { concurrency, observer: options.observer });
  try {
    const current = await connection.client.listAnnotations();
    const made = plan(desired, current, { keyPrefix: config.keyPrefix, prune: options.prune });
    // Warnings of the files (skipped empty documents) stay visible next to the plan's own.
    made.diagnostics = [...validation.diagnostics, ...made.diagnostics];
    if (validation.omitted) made.omittedDiagnostics = validation.omitted;
    return { config, validation, plan: made, connection, desired };
  } catch (error) {
    await connection.close();
    throw explainListing(error, connection.target);
  }
}

/**
 * A 404 on the list is almost always a base URL without its version segment (`…/v1`): say
 * so, rather than leave the user with a bare "No such route".
 */
function explainListing(error: unknown, target: string): unknown {
  if (!(error instanceof ApiError) || error.status !== 404) return error;
  return new UserError(
    `the server at ${target} has no annotation list (HTTP 404): check that the base URL includes the API's version segment, e.g. https://observe.example.com/v1 (${error.message})`,
  );
}

/** A validated document as the planner takes it, with the places its fields sit. */
export function toDesired(doc: FileDocument): DesiredDocument {
  return {
    document: doc.value as unknown as AnnotationDocument,
    file: doc.file,
    line: doc.line,
    fileHash: hashOf(doc.value),
    locate: (path) => placeAt(doc.places, toPointer(path)),
  };
}

/** The saved plan of a run (`plan --out`, the Action's plan-file); undefined when the plan has errors. */
export function savedPlanOf(run: PlanRun, createdMs: number): SavedPlan | undefined {
  if (!run.connection || run.plan.planHash === undefined) return undefined;
  return toSavedPlan(run.plan, {
    toolVersion: VERSION,
    baseUrl: run.connection.target,
    keyPrefix: run.config.keyPrefix,
    createdMs,
  });
}

/** Where a field of a planned annotation sits in its file: apply maps a 400's details with it. */
export function locatorOf(
  run: PlanRun,
): (externalKey: string, path: readonly (string | number)[]) => Position | undefined {
  const byKey = new Map(run.desired.map((d) => [d.document.externalKey, d]));
  return (externalKey, path) => byKey.get(externalKey)?.locate?.(path);
}
