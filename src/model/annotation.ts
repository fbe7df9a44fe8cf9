// Types only: the annotation as the spec (`spec/observe-api.md`, Annotation) describes it,
// as it is written (request body), as a file holds it (document) and as the server answers.

export type Kind = 'event' | 'period' | 'setup' | 'interpretation' | 'constraint' | 'follow-up';
export type Effect = 'context' | 'boundary' | 'degraded' | 'broken' | 'missing';
export type Source = 'manual' | 'agent' | 'system';
export type Evidence = 'code' | 'trace' | 'data' | 'customer';
export type FollowUpStatus = 'open' | 'done';
export type DatePrecision = 'month' | 'date' | 'hour' | 'datetime';
export type RefType = 'finding' | 'annotation' | 'project' | 'commit' | 'release' | 'url';

export type ScopeMember =
  | 'applicationID'
  | 'os'
  | 'osVersion'
  | 'browser'
  | 'customTag1'
  | 'customTag2'
  | 'customTag3'
  | 'customTag4'
  | 'customTag5'
  | 'customTag6'
  | 'customTag7'
  | 'customTag8'
  | 'customTag9'
  | 'customTag10'
  | 'experimentRunID'
  | 'experimentVariantID';

export type Scope = Partial<Record<ScopeMember, string>>;

/** A reference as the server stores it. */
export interface Ref {
  type: RefType;
  value: string;
}

/** A reference of type `annotation` written by external key in a file (resolved by the planner). */
export interface RefByKey {
  type: 'annotation';
  externalKey: string;
}

export type DocumentRef = Ref | RefByKey;

/** The content of an annotation: the upsert's request fields without `note`. */
export interface AnnotationContent {
  kind: Kind;
  headline: string;
  description?: string;
  dateFrom?: string;
  dateTo?: string;
  approximate?: boolean;
  status?: FollowUpStatus;
  effect?: Effect;
  reading?: string;
  scope?: Scope;
  series?: string[];
  display?: boolean;
  source?: Source;
  evidence?: Evidence[];
  refs?: Ref[];
}

/** The name of a content field (the list in the spec's order lives in validate/content-fields.ts). */
export type ContentField = keyof AnnotationContent;

/** Body of `PUT /observe/annotations/byExternalKey/{externalKey}`. */
export interface AnnotationRequest extends AnnotationContent {
  note?: string;
}

/** One YAML document of an annotation file, after schema validation. */
export interface AnnotationDocument extends Omit<AnnotationRequest, 'refs'> {
  externalKey: string;
  refs?: DocumentRef[];
}

/** The Annotation object of the spec, as the server answers it. */
export interface Annotation extends AnnotationContent {
  id: string;
  platform: boolean;
  approximate: boolean;
  display: boolean;
  source: Source;
  datePrecision?: DatePrecision;
  dateFromMs?: number;
  dateToMs?: number;
  externalKey?: string;
  createdMs: number;
  updatedMs: number;
}

/** One entry of `GET /observe/annotations/{id}/events` (the emulator's history). */
export interface AnnotationHistoryEntry {
  type: string;
  source: Source;
  note?: string;
  createdMs: number;
}

/** The list contract of DESIGN section 4. */
export interface AnnotationPage {
  annotations: Annotation[];
  paging: { page: number; totalPages: number; totalItems: number };
}
