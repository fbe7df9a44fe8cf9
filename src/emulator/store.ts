// The emulator's state: per project, annotations by id and by external key, in creation
// order, with their history; deleted ones kept for their history (readable after deletion,
// as the vendor's is); and the platform annotations every project sees, which no project key
// can write. Every change keeps the response JSON of the annotation ready (lists join cached
// strings) and marks the record for the next state-file write.
import type { Annotation, AnnotationContent, AnnotationHistoryEntry } from '../model/annotation.js';
import { deriveDates } from './derived-dates.js';
import { canonicalJson } from '../text/canonical-json.js';

export interface StoredAnnotation {
  readonly id: string;
  readonly seq: number;
  /** Empty on platform annotations, which have none. */
  readonly externalKey: string;
  /** A platform annotation: every project lists it; dates in UTC; no project key writes it. */
  readonly platform?: boolean;
  /** Set once deleted: the record then only answers for its history. */
  deletedMs?: number;
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
  /** Deleted annotations by id: their history stays readable. */
  readonly deleted = new Map<string, StoredAnnotation>();
  /** External keys whose first write is in flight: a concurrent first write of one meets 409. */
  readonly reserved = new Set<string>();
}

export interface StoreEvents {
  /** Called after every change (the state file listens). */
  onChange?: () => void;
}

export class Store {
  nextSeq = 1;
  readonly projects = new Map<string, ProjectState>();
  /** Platform annotations, oldest first, by id: the same for every project. */
  readonly platform: StoredAnnotation[] = [];
  readonly platformById = new Map<string, StoredAnnotation>();

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
      platform: record.platform === true,
      ...record.content,
      // "in project time (UTC for platform annotations)"
      ...deriveDates(record.content, record.platform ? 'UTC' : this.timeZone),
      ...(record.platform ? {} : { externalKey: record.externalKey }),
      createdMs: record.createdMs,
      updatedMs: record.updatedMs,
    } as Annotation;
  }

  /** What a project's key can read by id: its own annotation or a platform one. */
  readable(projectName: string, id: string): StoredAnnotation | undefined {
    return this.project(projectName).byId.get(id) ?? this.platformById.get(id);
  }

  /** The history of an id, deleted annotations included, or undefined. */
  withHistory(projectName: string, id: string): StoredAnnotation | undefined {
    return this.readable(projectName, id) ?? this.project(projectName).deleted.get(id);
  }

  /** A project's list, oldest first: its annotations and the platform ones, merged by age. */
  listed(projectName: string): readonly StoredAnnotation[] {
    const own = this.project(projectName).ordered;
    if (this.platform.length === 0) return own;
    const merged: StoredAnnotation[] = [];
    let i = 0;
    let j = 0;
    while (i < own.length || j < this.platform.length) {
      const takeOwn =
        j >= this.platform.length || (i < own.length && olderThan(own[i]!, this.platform[j]!));
      merged.push(takeOwn ? own[i++]! : this.platform[j++]!);
    }
    return merged;
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
    // Past the largest safe integer, `nextSeq++` stands still and two annotations share an id.
    if (!Number.isSafeInteger(this.nextSeq)) throw new Error('the emulator has no id left to give');
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

  /**
   * Deletes at `atMs`: the record leaves the list and its key; its history records the
   * deletion (by an API key, so source `agent`) and stays readable.
   */
  remove(projectName: string, record: StoredAnnotation, atMs: number): void {
    const entry: AnnotationHistoryEntry = { type: 'deleted', source: 'agent', createdMs: atMs };
    const p = this.project(projectName);
    p.byId.delete(record.id);
    p.byKey.delete(record.externalKey);
    const at = p.ordered.indexOf(record);
    if (at !== -1) p.ordered.splice(at, 1);
    record.history.push(entry);
    record.deletedMs = entry.createdMs;
    record.persisted = undefined;
    p.deleted.set(record.id, record);
    this.events.onChange?.();
  }

  /** Inserts keeping `ordered` sorted; appends in the usual case (a rising clock). */
  insert(p: ProjectState, record: StoredAnnotation): void {
    if (record.deletedMs !== undefined) {
      p.deleted.set(record.id, record);
      return;
    }
    p.byId.set(record.id, record);
    p.byKey.set(record.externalKey, record);
    insertSorted(p.ordered, record);
  }

  /** Adds a platform annotation (from the state file). */
  insertPlatform(record: StoredAnnotation): void {
    this.platformById.set(record.id, record);
    insertSorted(this.platform, record);
  }
}

function insertSorted(list: StoredAnnotation[], record: StoredAnnotation): void {
  let i = list.length;
  while (i > 0 && olderThan(record, list[i - 1]!)) i--;
  list.splice(i, 0, record);
}

function olderThan(a: StoredAnnotation, b: StoredAnnotation): boolean {
  return a.createdMs < b.createdMs || (a.createdMs === b.createdMs && a.seq < b.seq);
}
