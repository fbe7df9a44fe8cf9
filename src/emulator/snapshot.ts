// The state file's format: `{format, version, nextSeq, platform?: [record…], projects: {name:
// [record…]}}`. Only content and history are kept; derived fields are computed again on load,
// so a changed `--timezone` applies to stored annotations too. A deleted annotation keeps its
// record (with `deletedMs`) for its history. Platform annotations (`platform: true`, no
// `externalKey`) may be written into the file by hand, in `platform` or a project's list: every
// project sees them.
import type { AnnotationContent, AnnotationHistoryEntry } from '../model/annotation.js';
import { canonicalJson, type StoredAnnotation, type Store } from './store.js';

const FORMAT = 'observe-emulator-state';
const VERSION = 1;

interface PersistedRecord {
  id: string;
  externalKey?: string;
  platform?: boolean;
  content: AnnotationContent;
  createdMs: number;
  updatedMs: number;
  history: AnnotationHistoryEntry[];
  deletedMs?: number;
}

function persisted(r: StoredAnnotation): string {
  r.persisted ??= JSON.stringify({
    id: r.id,
    ...(r.platform ? { platform: true } : { externalKey: r.externalKey }),
    content: r.content,
    createdMs: r.createdMs,
    updatedMs: r.updatedMs,
    history: r.history,
    ...(r.deletedMs === undefined ? {} : { deletedMs: r.deletedMs }),
  } satisfies PersistedRecord);
  return r.persisted;
}

/** The whole state as JSON; unchanged records reuse their cached text. */
export function renderState(store: Store): string {
  const projects: string[] = [];
  for (const [name, p] of store.projects) {
    const records = [...p.ordered, ...p.deleted.values()].map(persisted);
    projects.push(`${JSON.stringify(name)}:[\n${records.join(',\n')}\n]`);
  }
  const platform =
    store.platform.length === 0
      ? ''
      : `"platform":[\n${store.platform.map(persisted).join(',\n')}\n],`;
  return `{"format":"${FORMAT}","version":${VERSION},"nextSeq":${store.nextSeq},${platform}"projects":{${projects.join(',')}}}\n`;
}

export class StateFormatError extends Error {
  override readonly name = 'StateFormatError';
}

/** Fills an empty store from a state file's text; throws StateFormatError on anything else. */
export function loadState(store: Store, text: string): void {
  let data: {
    format?: unknown;
    version?: unknown;
    nextSeq?: unknown;
    platform?: unknown;
    projects?: unknown;
  };
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
  if (!Number.isSafeInteger(data.nextSeq) || data.nextSeq < 1) {
    throw new StateFormatError(
      `nextSeq is ${String(data.nextSeq)}, not a whole number from 1 to ${Number.MAX_SAFE_INTEGER} (ids past it would repeat)`,
    );
  }
  if (data.platform !== undefined && !Array.isArray(data.platform)) {
    throw new StateFormatError('platform is not a list');
  }
  let maxSeq = 0;
  const load = (where: string, raw: PersistedRecord, project: string | undefined): void => {
    const seq = Number(/^ann-(\d+)$/.exec(typeof raw?.id === 'string' ? raw.id : '')?.[1]);
    // Below the largest safe integer, so the next id after it is one too.
    if (!Number.isSafeInteger(seq + 1))
      throw new StateFormatError(`${where}: a record without a valid id`);
    const content = raw.content as unknown as Record<string, unknown> | undefined;
    if (
      content === null ||
      typeof content !== 'object' ||
      typeof content.kind !== 'string' ||
      typeof content.headline !== 'string'
    ) {
      throw new StateFormatError(`${where}: ${raw.id} has no content with a kind and a headline`);
    }
    const platform = raw.platform === true;
    if (platform === (typeof raw.externalKey === 'string')) {
      throw new StateFormatError(
        platform
          ? `${where}: ${raw.id} is a platform annotation and has an externalKey (platform annotations have none)`
          : `${where}: ${raw.id} has no externalKey (only platform annotations, marked platform: true, have none)`,
      );
    }
    const record: StoredAnnotation = {
      id: raw.id,
      seq,
      externalKey: platform ? '' : raw.externalKey!,
      ...(platform ? { platform: true } : {}),
      content: raw.content,
      fingerprint: canonicalJson(raw.content),
      createdMs: typeof raw.createdMs === 'number' ? raw.createdMs : 0,
      updatedMs: typeof raw.updatedMs === 'number' ? raw.updatedMs : 0,
      history: Array.isArray(raw.history) ? raw.history : [],
      ...(typeof raw.deletedMs === 'number' ? { deletedMs: raw.deletedMs } : {}),
      json: '',
    };
    record.json = JSON.stringify(store.view(record));
    if (platform) store.insertPlatform(record);
    else store.insert(store.project(project!), record);
    maxSeq = Math.max(maxSeq, seq);
  };
  for (const raw of (data.platform ?? []) as PersistedRecord[]) load('platform', raw, undefined);
  for (const [name, records] of Object.entries(data.projects as Record<string, unknown>)) {
    if (!Array.isArray(records)) throw new StateFormatError(`project ${name} is not a list`);
    store.project(name);
    for (const raw of records as PersistedRecord[]) load(`project ${name}`, raw, name);
  }
  store.nextSeq = Math.max(data.nextSeq, maxSeq + 1);
}
