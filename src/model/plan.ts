// Types only: the plan, a versioned JSON-serialisable value (changesets' release plan style).
// `plan()` builds it from values; views render it; `apply` executes it.
import type { AnnotationContent, ContentField, DocumentRef } from './annotation.js';
import type { Diagnostic, OmittedDiagnostics } from './diagnostic.js';

/** Content as planned: refs by key whose target is still to be created stay `{type, externalKey}`. */
export type PlannedContent = Omit<AnnotationContent, 'refs'> & { refs?: DocumentRef[] };

/**
 * A field-level change of a content field (`path`: `headline`, `scope`, `refs`…), each side of
 * that field's type; `before`/`after` absent means the field is absent on that side.
 */
export type FieldChange = {
  [F in ContentField]: { path: F; before?: PlannedContent[F]; after?: PlannedContent[F] };
}[ContentField];

/** What the planner saw on the server for one annotation; `apply --plan` compares it again. */
export interface ServerFingerprint {
  id: string;
  updatedMs: number;
  /** Hash of the projected content (canonical JSON). */
  contentHash: string;
}

/**
 * Why a change is in the plan, against the files at a base commit (`plan --base REF`): `pr` the
 * files changed this annotation since REF and the server still matches REF; `drift` the files
 * did not change it and the server differs from them (applying undoes an edit made outside the
 * repository); `both` the files changed it and the server differs from REF as well.
 */
export type ChangeCause = 'pr' | 'drift' | 'both';

interface Located {
  externalKey: string;
  /** File (relative to the working directory) and 1-based line of the document. */
  file: string;
  line: number;
  /** Hash of the document's value (canonical JSON of what the file holds), for saved plans. */
  documentHash: string;
}

export interface CreateChange extends Located {
  action: 'create';
  /** Set only by `plan --base REF`. */
  cause?: ChangeCause;
  after: PlannedContent;
  /** Travels with the write; never a diff by itself. */
  note?: string;
  fields: FieldChange[];
  /** External keys this annotation references and that are created in the same plan. */
  dependsOn: string[];
  /** Fields the file omits that the defaults fill (views mark drift back to a default). */
  defaulted?: string[];
}

export interface UpdateChange extends Located {
  action: 'update';
  /** Set only by `plan --base REF`. */
  cause?: ChangeCause;
  id: string;
  before: AnnotationContent;
  after: PlannedContent;
  note?: string;
  fields: FieldChange[];
  dependsOn: string[];
  /** Fields the file omits that the defaults fill. */
  defaulted?: string[];
  fingerprint: ServerFingerprint;
}

export interface DeleteChange {
  action: 'delete';
  /** Set only by `plan --base REF`. */
  cause?: ChangeCause;
  externalKey: string;
  id: string;
  before: AnnotationContent;
  /** Every field of `before`, with no `after`: the same shape as the other changes. */
  fields: FieldChange[];
  fingerprint: ServerFingerprint;
}

export type Change = CreateChange | UpdateChange | DeleteChange;

/** A key on the server under `keyPrefix` that no file holds. Information, not a change. */
export interface Orphan {
  externalKey: string;
  id: string;
  headline: string;
  fingerprint: ServerFingerprint;
}

interface PlanSummary {
  create: number;
  update: number;
  delete: number;
  unchanged: number;
  orphaned: number;
}

/** The canonical plan model; `plan --format json` prints it. */
export interface Plan {
  formatVersion: 1;
  /** Hash of the canonical plan; absent when the plan has errors. */
  planHash?: string;
  summary: PlanSummary;
  /** Deletions first, then creates and updates in dependency order. */
  changes: Change[];
  orphans: Orphan[];
  /** Those reported in full: at most 100 of a file, 1,000 in all. */
  diagnostics: Diagnostic[];
  /** Diagnostics of the files not reported in full, counted (absent when there are none). */
  omittedDiagnostics?: OmittedDiagnostics;
  /** `plan --base REF`: the commit the files were compared with; every change has a `cause`. */
  base?: PlanBase;
}

export interface PlanBase {
  /** The REF as given (`origin/main`). */
  ref: string;
  /** The commit it named. */
  commit: string;
}

/** `plan --out FILE`: the plan plus what `apply --plan` needs to check it is still current. Never the key. */
export interface SavedPlan {
  formatVersion: 1;
  kind: 'observe-annotations/plan';
  toolVersion: string;
  baseUrl: string;
  /** The named target (config `targets:`) the plan was made for; absent when none was picked. */
  target?: string;
  keyPrefix?: string;
  /** The PATHs the plan read (relative to the config file's folder): the run that applies it must name the same. */
  paths?: string[];
  createdMs: number;
  planHash: string;
  plan: Plan;
}
