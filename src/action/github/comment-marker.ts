// The hidden marker that makes a pull request comment ours: it opens the body and names the
// target (which server, key prefix and files), the plan it shows, the commit that plan was
// made for (the pull request's head) and, when short enough, each change's own hash, so a
// push run can tell whether it is about to apply exactly what was reviewed, and if not, which
// changes are new or gone. After a merge it also says whether the merge was applied. Right
// after it, on the same first line, a second hidden comment records what showing the plan took
// (the Action's version, the run, the base commit the causes were computed against, the
// max-deletes of the warning), so a push can show the fresh plan exactly as the plan run did.
import { createHash } from 'node:crypto';

const PREFIX = '<!-- observe-annotations:target=';
const SHOWN = '<!-- observe-annotations:shown ';
const END = ' -->';

/** Past this many characters the marker leaves out the changes (a comment has 65,536 in all). */
export const MARKER_CHANGES_BUDGET = 12_000;

export interface Target {
  baseUrl?: string;
  keyPrefix?: string;
  paths: string[];
  /** The named target (config `targets:`), when the run picked one. */
  name?: string;
  /** The label input: a friendly name that the marker holds instead of the hash. */
  label?: string;
}

/** A short, stable hash of the target. Never includes the key: the marker is public. */
export function targetHash(target: Target): string {
  const parts: unknown[] = [target.baseUrl ?? '', target.keyPrefix ?? '', target.paths];
  // Unnamed targets keep the hash they had before names existed (their comments are found again).
  if (target.name !== undefined) parts.push(target.name);
  const canonical = JSON.stringify(parts);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/**
 * How the marker names the target: `label:NAME` when the workflow gave a label (URI-encoded:
 * no space, no `>`, so it cannot end the marker), else the hash.
 */
export function markerTarget(target: Target): string {
  return target.label ? `label:${encodeURIComponent(target.label)}` : targetHash(target);
}

/** One change as the marker keeps it: its action, key and the hash of what it writes. */
export interface MarkedChange {
  action: 'create' | 'update' | 'delete';
  externalKey: string;
  /** The first 12 hex digits of the change's own hash. */
  hash: string;
}

/** What a marker records. */
export interface MarkerFields {
  /** The plan shown (the reviewed plan); absent when the comment shows none. */
  plan?: string;
  /** The commit the plan was made for: the pull request's head. */
  head?: string;
  /** The reviewed plan's changes; absent when there were too many to keep. */
  changes?: MarkedChange[];
  /** Set after a push: the merge commit was applied, or refused. */
  applied?: string;
  refused?: string;
  /** What showing the plan took; absent when the comment shows no plan. */
  shown?: ShownWith;
}

/** What the plan part of a comment was rendered with, besides the plan and the workflow's inputs. */
interface ShownWith {
  /** The Action's version (another version may show a plan otherwise). */
  version?: string;
  /** The workflow run whose job summary the comment links to (GITHUB_RUN_ID). */
  run?: string;
  /** The commit the plan's causes were computed against (the pull request's base). */
  base?: string;
  /** The max-deletes a deletion warning was shown with (recorded when the plan deletes). */
  maxDeletes?: number;
}

const LETTER = { create: 'c', update: 'u', delete: 'd' } as const;
const ACTION = { c: 'create', u: 'update', d: 'delete' } as const;

/** The first line of every comment we write. */
export function commentMarker(
  target: string,
  planHash?: string,
  fields: MarkerFields = {},
): string {
  let line = `${PREFIX}${target} plan=${planHash ?? fields.plan ?? 'none'}`;
  if (fields.head) line += ` head=${fields.head}`;
  if (fields.applied) line += ` applied=${fields.applied}`;
  if (fields.refused) line += ` refused=${fields.refused}`;
  if (fields.changes) {
    const changes = fields.changes
      .map((c) => `${LETTER[c.action]}:${encodeURIComponent(c.externalKey)}:${c.hash}`)
      .join(',');
    if (changes.length <= MARKER_CHANGES_BUDGET) line += ` changes=${changes}`;
  }
  return line + END + (fields.shown ? shownRecord(fields.shown) : '');
}

function shownRecord(shown: ShownWith): string {
  const parts = [
    shown.version && `version=${encodeURIComponent(shown.version)}`,
    shown.run && `run=${shown.run}`,
    shown.base && `base=${shown.base}`,
    shown.maxDeletes !== undefined && `max-deletes=${shown.maxDeletes}`,
  ].filter((p): p is string => typeof p === 'string');
  return `${SHOWN}${parts.join(' ')}${END}`;
}

/** Only a comment that starts with our marker for this target is ours. */
export function isOurComment(body: string | undefined | null, target: string): boolean {
  return typeof body === 'string' && body.startsWith(`${PREFIX}${target} `);
}

/**
 * The fields of our marker for `target` at the start of `body`; undefined when the comment is
 * not ours. A field that is not well formed is left out (read as not recorded).
 */
export function readMarker(
  body: string | undefined | null,
  target: string,
): MarkerFields | undefined {
  if (!isOurComment(body, target)) return undefined;
  const text = body as string;
  const end = text.indexOf(END);
  if (end < 0 || end > lineEnd(text)) return undefined;
  const fields: MarkerFields = {};
  for (const part of text.slice(`${PREFIX}${target} `.length, end).split(' ')) {
    const eq = part.indexOf('=');
    const [name, value] = [part.slice(0, eq), part.slice(eq + 1)];
    if (name === 'plan' && /^sha256:[0-9a-f]{64}$/.test(value)) fields.plan = value;
    else if ((name === 'head' || name === 'applied' || name === 'refused') && isSha(value))
      fields[name] = value;
    else if (name === 'changes') {
      const changes = readChanges(value);
      if (changes) fields.changes = changes;
    }
  }
  const shown = readShown(text.slice(end + END.length, lineEnd(text)));
  if (shown) fields.shown = shown;
  return fields;
}

function lineEnd(text: string): number {
  const at = text.indexOf('\n');
  return at < 0 ? text.length : at;
}

/** The shown record right after the marker, on its line; undefined when there is none. */
function readShown(rest: string): ShownWith | undefined {
  if (!rest.startsWith(SHOWN) || !rest.endsWith(END)) return undefined;
  const shown: ShownWith = {};
  for (const part of rest.slice(SHOWN.length, -END.length).split(' ')) {
    const eq = part.indexOf('=');
    const [name, value] = [part.slice(0, eq), part.slice(eq + 1)];
    if (name === 'version' && /^[0-9A-Za-z.+%-]{1,60}$/.test(value)) {
      try {
        shown.version = decodeURIComponent(value);
      } catch {
        // Not well formed: left out.
      }
    } else if (name === 'run' && /^\d{1,20}$/.test(value)) shown.run = value;
    else if (name === 'base' && isSha(value)) shown.base = value;
    else if (name === 'max-deletes' && /^\d{1,6}$/.test(value)) shown.maxDeletes = Number(value);
  }
  return shown;
}

function isSha(value: string): boolean {
  return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(value);
}

function readChanges(value: string): MarkedChange[] | undefined {
  if (value === '') return [];
  const changes: MarkedChange[] = [];
  for (const entry of value.split(',')) {
    const m = /^([cud]):([^:]*):([0-9a-f]{12})$/.exec(entry);
    if (!m) return undefined;
    let externalKey: string;
    try {
      externalKey = decodeURIComponent(m[2]!);
    } catch {
      return undefined;
    }
    changes.push({ action: ACTION[m[1] as 'c' | 'u' | 'd'], externalKey, hash: m[3]! });
  }
  return changes;
}
