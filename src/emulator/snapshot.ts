// The state file's format: `{format, version, nextSeq, projects: {name: [record…]}}`. Only
// content and history are kept; derived fields are computed again on load, so a changed
// `--timezone` applies to stored annotations too.
import type { AnnotationContent, AnnotationHistoryEntry } from '../model/annotation.js';
import { canonicalJson, type StoredAnnotation, type Store } from './store.js';

const FORMAT = 'observe-emulator-state';
const VERSION = 1;

interface PersistedRecord {
  id: string;
  externalKey: string;
  content: AnnotationContent;
  createdMs: number;
  updatedMs: number;
  history: AnnotationHistoryEntry[];
}

/** The whole state as JSON; unchanged records reuse their cached text. */
export function renderState(store: Store): string {
  const projects: string[] = [];
  for (const [name, p] of store.projects) {
    const records = p.ordered.map((r) => {
      r.persisted ??= JSON.stringify({
        id: r.id,
        externalKey: r.externalKey,
        content: r.content,
        createdMs: r.createdMs,
        updatedMs: r.updatedMs,
        history: r.history,
      } satisfies PersistedRecord);
      return r.persisted;
    });
    projects.push(`${JSON.stringify(name)}:[\n${records.join(',\n')}\n]`);
  }
  return `{"format":"${FORMAT}","version":${VERSION},"nextSeq":${store.nextSeq},"projects":{${projects.join(',')}}}\n`;
}

export class StateFormatError extends Error {
  override readonly name = 'StateFormatError';
}

/** Fills an empty store from a state file's text; throws StateFormatError on anything else. */
export function loadState(store: Store, text: string): void {
  let data: { format?: unknown; version?: unknown; nextSeq?: unknown; projects?: unknown };
  try {
    data = JSON.parse(text);
  } catch {
    // Not the parser's message: it quotes the file, which may hold anything (a key, say).
    throw new StateFormatError('not JSON');
  }
  if (data?.format !== FORMAT || data.version !== VERSION) {
    throw new StateFormatError(`not an emulator state file of version ${VERSION}`);
  }
  if (typeof data.nextSeq !== 'number' || typeof data.projects !== 'object' || !data.projects) {
    throw new StateFormatError('missing nextSeq or projects');
  }
  let maxSeq = 0;
  for (const [name, records] of Object.entries(data.projects as Record<string, unknown>)) {
    if (!Array.isArray(records)) throw new StateFormatError(`project ${name} is not a list`);
    const p = store.project(name);
    for (const raw of records as PersistedRecord[]) {
      const seq = Number(/^ann-(\d+)$/.exec(raw?.id ?? '')?.[1]);
      if (!Number.isSafeInteger(seq) || typeof raw.externalKey !== 'string') {
        throw new StateFormatError(`project ${name}: a record without a valid id or externalKey`);
      }
      const record: StoredAnnotation = {
        id: raw.id,
        seq,
        externalKey: raw.externalKey,
        content: raw.content,
        fingerprint: canonicalJson(raw.content),
        createdMs: raw.createdMs,
        updatedMs: raw.updatedMs,
        history: Array.isArray(raw.history) ? raw.history : [],
        json: '',
      };
      record.json = JSON.stringify(store.view(record));
      store.insert(p, record);
      maxSeq = Math.max(maxSeq, seq);
    }
  }
  store.nextSeq = Math.max(data.nextSeq, maxSeq + 1);
}
