// The emulator's state: per project, annotations by id and by external key, in creation
// order, with their history. Every change keeps the response JSON of the annotation ready
// (lists join cached strings) and marks the record for the next state-file write.
import type { Annotation, AnnotationContent, AnnotationHistoryEntry } from '../model/annotation.js';
import { deriveDates } from './derived-dates.js';

export interface StoredAnnotation {
  readonly id: string;
  readonly seq: number;
  readonly externalKey: string;
  content: AnnotationContent;
  /** Canonical JSON of `content`: equal strings mean an identical replace. */
  fingerprint: string;
  readonly createdMs: number;
  updatedMs: number;
  history: AnnotationHistoryEntry[];
  /** The response body of GET …/{id}. */
  json: string;
  /** This record in the state file, rebuilt lazily after a change. */
  persisted?: string;
}

export class ProjectState {
  readonly byKey = new Map<string, StoredAnnotation>();
  readonly byId = new Map<string, StoredAnnotation>();
  /** Oldest first: ascending createdMs, then seq. */
  readonly ordered: StoredAnnotation[] = [];
  /** External keys whose first write is in flight (DESIGN section 9: the 409 window). */
  readonly reserved = new Set<string>();
}

/** Sorted JSON (object keys ordered) so that key order never makes a difference. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface StoreEvents {
  /** Called after every change (the state file listens). */
  onChange?: () => void;
}

export class Store {
  nextSeq = 1;
  readonly projects = new Map<string, ProjectState>();

  constructor(
    readonly timeZone: string,
    private readonly events: StoreEvents = {},
  ) {}

  project(name: string): ProjectState {
    let p = this.projects.get(name);
    if (!p) {
      p = new ProjectState();
      this.projects.set(name, p);
    }
    return p;
  }

  /** Builds the response object: the spec's Annotation with every derived field. */
  view(record: StoredAnnotation): Annotation {
    return {
      id: record.id,
      platform: false,
      ...record.content,
      ...deriveDates(record.content, this.timeZone),
      externalKey: record.externalKey,
      createdMs: record.createdMs,
      updatedMs: record.updatedMs,
    } as Annotation;
  }

  private refresh(record: StoredAnnotation): void {
    record.json = JSON.stringify(this.view(record));
    record.persisted = undefined;
    this.events.onChange?.();
  }

  /** Adds a new annotation (its id taken from the emulator-wide counter). */
  create(
    projectName: string,
    externalKey: string,
    content: AnnotationContent,
    entry: AnnotationHistoryEntry,
  ): StoredAnnotation {
    const seq = this.nextSeq++;
    const record: StoredAnnotation = {
      id: `ann-${seq}`,
      seq,
      externalKey,
      content,
      fingerprint: canonicalJson(content),
      createdMs: entry.createdMs,
      updatedMs: entry.createdMs,
      history: [entry],
      json: '',
    };
    this.insert(this.project(projectName), record);
    this.refresh(record);
    return record;
  }

  /** Replaces the content; the caller has checked that it differs. */
  replace(
    record: StoredAnnotation,
    content: AnnotationContent,
    fingerprint: string,
    entry: AnnotationHistoryEntry,
  ): void {
    record.content = content;
    record.fingerprint = fingerprint;
    record.updatedMs = entry.createdMs;
    record.history.push(entry);
    this.refresh(record);
  }

  remove(projectName: string, record: StoredAnnotation): void {
    const p = this.project(projectName);
    p.byId.delete(record.id);
    p.byKey.delete(record.externalKey);
    const at = p.ordered.indexOf(record);
    if (at !== -1) p.ordered.splice(at, 1);
    this.events.onChange?.();
  }

  /** Inserts keeping `ordered` sorted; appends in the usual case (a rising clock). */
  insert(p: ProjectState, record: StoredAnnotation): void {
    p.byId.set(record.id, record);
    p.byKey.set(record.externalKey, record);
    const list = p.ordered;
    let i = list.length;
    while (i > 0 && olderThan(record, list[i - 1]!)) i--;
    list.splice(i, 0, record);
  }
}

function olderThan(a: StoredAnnotation, b: StoredAnnotation): boolean {
  return a.createdMs < b.createdMs || (a.createdMs === b.createdMs && a.seq < b.seq);
}
