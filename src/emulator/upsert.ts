// `PUT /observe/annotations/byExternalKey/{externalKey}`: the shared rules (src/validate),
// then the server-side ones, then create or replace. A first write reserves its key while it
// is in flight; a concurrent first write of the same key meets that reservation and gets 409.
import type { AnnotationContent, AnnotationHistoryEntry } from '../model/annotation.js';
import { isAnnotationRequest } from '../model/fields.js';
import { checkRequestBody } from '../validate/check-request-body.js';
import { withDefaults } from '../validate/defaults.js';
import { changeKind, closesFollowUp } from './change-kind.js';
import type { ErrorDetail } from './http-error.js';
import { detailsOf, HttpError, validationError } from './http-error.js';
import { canonicalJson } from '../text/canonical-json.js';
import type { Store, StoredAnnotation } from './store.js';

export interface UpsertContext {
  store: Store;
  project: string;
  findings: ReadonlySet<string>;
  now: () => number;
  /** Extra time a create holds its reservation (`--create-delay`). */
  createDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

function serverSideDetails(
  ctx: UpsertContext,
  before: AnnotationContent | undefined,
  content: AnnotationContent,
  note: string | undefined,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const project = ctx.store.project(ctx.project);
  content.refs?.forEach((ref, i) => {
    if (
      ref.type === 'annotation' &&
      !project.byId.has(ref.value) &&
      !ctx.store.platformById.has(ref.value)
    )
      details.push({
        field: `refs[${i}].value`,
        message: `annotation ${ref.value} does not exist in this project`,
      });
    if (ref.type === 'finding' && !ctx.findings.has(ref.value))
      details.push({
        field: `refs[${i}].value`,
        message: `finding ${ref.value} does not exist in this project`,
      });
  });
  if (note === undefined && closesFollowUp(before, content))
    details.push({
      field: 'note',
      message: before
        ? 'note is required when a follow-up is closed (open → done)'
        : 'note is required when a follow-up is created done',
    });
  return details;
}

function apply(
  ctx: UpsertContext,
  externalKey: string,
  content: AnnotationContent,
  note: string | undefined,
): StoredAnnotation {
  const project = ctx.store.project(ctx.project);
  const existing = project.byKey.get(externalKey);
  const details = serverSideDetails(ctx, existing?.content, content, note);
  if (details.length > 0) throw validationError(details);
  const fingerprint = canonicalJson(content);
  if (existing && existing.fingerprint === fingerprint) return existing; // identical: no change
  const entry: AnnotationHistoryEntry = {
    type: existing ? changeKind(existing.content, content) : 'created',
    source: content.source ?? 'agent',
    ...(note === undefined ? {} : { note }),
    createdMs: ctx.now(),
  };
  if (existing) {
    ctx.store.replace(existing, content, fingerprint, entry);
    return existing;
  }
  return ctx.store.create(ctx.project, externalKey, content, entry);
}

/** Resolves to the stored record; throws HttpError 400 (validation) or 409 (create in flight). */
export async function upsert(
  ctx: UpsertContext,
  externalKey: string,
  body: unknown,
): Promise<StoredAnnotation> {
  const issues = checkRequestBody(externalKey, body);
  // A body with no issue has the request's shape; the guard tells the compiler so.
  if (issues.length > 0 || !isAnnotationRequest(body)) throw validationError(detailsOf(issues));
  const { note, ...request } = body;
  const content: AnnotationContent = withDefaults(request);
  const project = ctx.store.project(ctx.project);
  if (project.byKey.has(externalKey)) return apply(ctx, externalKey, content, note);
  if (project.reserved.has(externalKey)) {
    throw new HttpError(
      409,
      `A first write of externalKey ${externalKey} is in flight; retry to update the annotation it creates.`,
    );
  }
  if (ctx.createDelayMs <= 0) return apply(ctx, externalKey, content, note);
  project.reserved.add(externalKey);
  try {
    await ctx.sleep(ctx.createDelayMs);
    return apply(ctx, externalKey, content, note);
  } finally {
    project.reserved.delete(externalKey);
  }
}
