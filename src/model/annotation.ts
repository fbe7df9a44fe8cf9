// The annotation as the service describes it: as it is written (request body), as a file holds
// it (document) and as the server answers. The field names, their kinds and the enums come from
// the schema (generated/vocabulary.ts); the interfaces below are held to that list.
import type {
  ContentField as SchemaContentField,
  Effect,
  Evidence,
  FollowUpStatus,
  Kind,
  RefType,
  ScopeMember,
  Source,
} from './generated/vocabulary.js';

export type { Effect, FollowUpStatus, Kind, Source };
export type DatePrecision = 'month' | 'date' | 'hour' | 'datetime';

type Scope = Partial<Record<ScopeMember, string>>;

/** A reference as the server stores it. */
export interface Ref {
  type: RefType;
  value: string;
}

/** A reference of type `annotation` written by external key in a file (resolved by the planner). */
interface RefByKey {
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

/** The name of a content field (the list, in the schema's order, is CONTENT_FIELDS). */
export type ContentField = keyof AnnotationContent;

type Holds<T extends true> = T;
/** Compiles only while the interface names exactly the schema's content fields. */
type _ContentIsTheSchemas = Holds<
  [Exclude<ContentField, SchemaContentField>, Exclude<SchemaContentField, ContentField>] extends [
    never,
    never,
  ]
    ? true
    : false
>;

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
