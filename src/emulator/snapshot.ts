// The state file's format: `{format, version, nextSeq, platform?: [record…], projects: {name:
// [record…]}}`. Only content and history are kept; derived fields are computed again on load,
// so a changed `--timezone` applies to stored annotations too. A deleted annotation keeps its
// record (with `deletedMs`) for its history. Platform annotations (`platform: true`, no
// `externalKey`) may be written into the file by hand, in `platform` or a project's list: every
// project sees them.
import type { AnnotationContent, AnnotationHistoryEntry } from '../model/annotation.js';
import { canonicalJson } from '../text/canonical-json.js';
import type { StoredAnnotation, Store } from './store.js';

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
  const data = parseState(text);
  let maxSeq = 0;
  const load = (where: string, raw: PersistedRecord, project: string | undefined): void => {
    maxSeq = Math.max(maxSeq, loadRecord(store, where, raw, project));
  };
  for (const raw of (data.platform ?? []) as PersistedRecord[]) load('platform', raw, undefined);
  for (const [name, records] of Object.entries(data.projects)) {
    if (!Array.isArray(records)) throw new StateFormatError(`project ${name} is not a list`);
    store.project(name);
    for (const raw of records as PersistedRecord[]) load(`project ${name}`, raw, name);
  }
  store.nextSeq = Math.max(data.nextSeq, maxSeq + 1);
}

/** The file's envelope, checked: its format and version, `nextSeq`, the lists of records. */
function parseState(text: string): {
  nextSeq: number;
  platform?: unknown[];
  projects: Record<string, unknown>;
} {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Not the parser's message: it quotes the file, which may hold anything (a key, say).
    throw new StateFormatError('not JSON');
  }
  if (!isObject(data) || data.format !== FORMAT || data.version !== VERSION) {
    throw new StateFormatError(`not an emulator state file of version ${VERSION}`);
  }
  const { nextSeq, platform, projects } = data;
  if (typeof nextSeq !== 'number' || typeof projects !== 'object' || projects === null) {
    throw new StateFormatError('missing nextSeq or projects');
  }
  if (!isObject(projects)) throw new StateFormatError('projects is not a map of names to lists');
  if (!Number.isSafeInteger(nextSeq) || nextSeq < 1) {
    throw new StateFormatError(
      `nextSeq is ${String(nextSeq)}, not a whole number from 1 to ${Number.MAX_SAFE_INTEGER} (ids past it would repeat)`,
    );
  }
  if (platform !== undefined && !Array.isArray(platform)) {
    throw new StateFormatError('platform is not a list');
  }
  return platform === undefined ? { nextSeq, projects } : { nextSeq, platform, projects };
}

/** Puts one record into the store; returns its id's sequence number. */
function loadRecord(
  store: Store,
  where: string,
  raw: PersistedRecord,
  project: string | undefined,
): number {
  const seq = Number(/^ann-(\d+)$/.exec(typeof raw?.id === 'string' ? raw.id : '')?.[1]);
  // Below the largest safe integer, so the next id after it is one too.
  if (!Number.isSafeInteger(seq + 1))
    throw new StateFormatError(`${where}: a record without a valid id`);
  const content: unknown = raw.content;
  if (
    !isObject(content) ||
    typeof content.kind !== 'string' ||
    typeof content.headline !== 'string'
  )
    throw new StateFormatError(`${where}: ${raw.id} has no content with a kind and a headline`);
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
  return seq;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
