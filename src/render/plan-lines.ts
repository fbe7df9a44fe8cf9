// One change as signed, indented lines: the shared body of the text and Markdown views.
// Annotation-aware: dates with the precision their format sets, set-like lists as
// `+code −trace`, scope by member, long bodies as a line diff, unchanged fields behind a
// count. Every line is a field as the server has it (before → after). Pure.
import type { DocumentRef } from '../model/annotation.js';
import type { Change, FieldChange } from '../model/plan.js';
import { precisionNote } from './plan-dates.js';
import { escapeText } from '../text/escape-text.js';
import { lineDiff } from './line-diff.js';

export type Sign = '+' | '-' | '~' | ' ';

export interface PlanLine {
  sign: Sign;
  /** Nesting below the change's header: 1 for fields, 2 for lines of a body. */
  depth: number;
  text: string;
  /** Context rather than change (unchanged body lines, counts, notes). */
  quiet?: boolean;
  /**
   * An updated value as two texts (`headline: "old"`, `headline: "new"`): the Markdown views
   * show them as a `-` line and a `+` line, which GitHub colours and which stay short.
   */
  pair?: { before: string; after: string };
  /** Unchanged lines of a long text that this line stands for (a context line: 1). */
  unchangedLines?: number;
}

const LONG_TEXT = 60;

export function actionSign(change: Change): Sign {
  return change.action === 'create' ? '+' : change.action === 'delete' ? '-' : '~';
}

/** `team.a (ann-7) will be updated`; the key and id (a server's, on a delete) escaped. */
export function headerText(change: Change): string {
  const id = change.action === 'create' ? '' : ` (${change.id})`;
  const verb = { create: 'created', update: 'updated', delete: 'deleted' }[change.action];
  return escapeText(`${change.externalKey}${id} will be ${verb}`);
}

/** The change's lines, every text escaped (values come from files and from the server). */
export function changeLines(change: Change): PlanLine[] {
  return rawChangeLines(change).map((line) => ({
    ...line,
    text: escapeText(line.text),
    ...(line.pair
      ? { pair: { before: escapeText(line.pair.before), after: escapeText(line.pair.after) } }
      : {}),
  }));
}

/**
 * The change's lines for a Markdown `diff` fence (the comment, the job summary, `--format
 * markdown`): the sign in column 1 (`+`, `-`, `!` for an update), an updated value as a `-`
 * line and a `+` line, and a long text's changed lines only, each run of unchanged ones
 * counted on one line. `context: false` leaves out the quiet lines (notes, hidden-field
 * counts). `depth` indents a field (1 below a header line, 0 without one).
 */
export function diffFenceLines(change: Change, context: boolean, depth: number): string[] {
  const out: string[] = [];
  let unchanged = 0;
  const flush = (pad: string): void => {
    if (unchanged > 0 && context)
      out.push(`  ${pad}… ${unchanged} unchanged line${unchanged === 1 ? '' : 's'}`);
    unchanged = 0;
  };
  for (const line of changeLines(change)) {
    const pad = '  '.repeat(line.depth - 1 + depth);
    if (line.unchangedLines !== undefined) {
      unchanged += line.unchangedLines;
      continue;
    }
    flush('  '.repeat(1 + depth));
    if (line.quiet && !context) continue;
    if (line.sign === '~' && line.pair) {
      out.push(`- ${pad}${line.pair.before}`, `+ ${pad}${line.pair.after}`);
      continue;
    }
    out.push(`${line.sign === '~' ? '!' : line.sign} ${pad}${line.text}`.trimEnd());
  }
  flush('  '.repeat(1 + depth));
  return out;
}

function rawChangeLines(change: Change): PlanLine[] {
  const defaulted = new Set(change.action === 'delete' ? [] : (change.defaulted ?? []));
  const lines: PlanLine[] = [];
  for (const field of change.fields) {
    lines.push(
      ...fieldLines(
        field,
        defaulted.has(field.path) && field.after !== undefined,
        pendingOf(change),
      ),
    );
  }
  if (change.action !== 'delete' && change.note !== undefined) {
    lines.push({
      sign: ' ',
      depth: 1,
      text: `note: ${quote(change.note)} (travels with the write)`,
      quiet: true,
    });
  }
  if (change.action === 'update') {
    const present = new Set([...Object.keys(change.before), ...Object.keys(change.after)]);
    const hidden = present.size - change.fields.length;
    if (hidden > 0)
      lines.push({
        sign: ' ',
        depth: 1,
        text: `(${hidden} unchanged field${hidden === 1 ? '' : 's'} hidden)`,
        quiet: true,
      });
  }
  return lines;
}

function fieldLines(
  field: FieldChange,
  toDefault: boolean,
  pending: ReadonlySet<string>,
): PlanLine[] {
  const { path, before, after } = field;
  const sign: Sign = before === undefined ? '+' : after === undefined ? '-' : '~';
  const mark = toDefault ? ' (default)' : '';
  if (field.path === 'description' && (isLong(field.before) || isLong(field.after))) {
    return [{ sign, depth: 1, text: `${path}:` }, ...bodyLines(field.before, field.after)];
  }
  if (field.path === 'evidence' || field.path === 'series' || field.path === 'refs') {
    const text = listChange(path, field.before, field.after, pending);
    return [{ sign, depth: 1, text: `${path}: ${text}${mark}` }];
  }
  if (field.path === 'scope' && field.before !== undefined && field.after !== undefined) {
    return [
      {
        sign,
        depth: 1,
        text: `${path}: ${scopeChange(field.before, field.after)}`,
        pair: {
          before: `${path}: ${value(path, before)}`,
          after: `${path}: ${value(path, after)}`,
        },
      },
    ];
  }
  const text =
    sign === '~' ? `${value(path, before)} → ${value(path, after)}` : value(path, before ?? after);
  const precision = path === 'dateFrom' || path === 'dateTo' ? precisionNote(before, after) : '';
  const line: PlanLine = { sign, depth: 1, text: `${path}: ${text}${precision}${mark}` };
  if (sign === '~') {
    line.pair = {
      before: `${path}: ${value(path, before)}${precision}`,
      after: `${path}: ${value(path, after)}${precision}${mark}`,
    };
  }
  return [line];
}

function isLong(text: unknown): boolean {
  return typeof text === 'string' && (text.includes('\n') || text.length > LONG_TEXT);
}

function bodyLines(before: string | undefined, after: string | undefined): PlanLine[] {
  if (before === undefined || after === undefined) {
    const sign = before === undefined ? '+' : '-';
    return linesOf((before ?? after)!).map((text) => ({ sign, depth: 2, text }));
  }
  return lineDiff(linesOf(before).join('\n'), linesOf(after).join('\n')).map((item): PlanLine =>
    'fold' in item
      ? {
          sign: ' ',
          depth: 2,
          text: `… ${item.fold} unchanged line${item.fold === 1 ? '' : 's'}`,
          quiet: true,
          unchangedLines: item.fold,
        }
      : item.sign === ' '
        ? { sign: ' ', depth: 2, text: item.text, quiet: true, unchangedLines: 1 }
        : { sign: item.sign, depth: 2, text: item.text },
  );
}

/** A block scalar's final newline is not a line of its own. */
function linesOf(text: string): string[] {
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
}

/** `+code −trace`; a pure reordering shows both orders; an empty list shows as `[]`. */
function listChange(
  path: string,
  before: readonly unknown[] | undefined,
  after: readonly unknown[] | undefined,
  pending: ReadonlySet<string>,
): string {
  if (before === undefined || after === undefined) {
    const list = (before ?? after)!;
    const sign = before === undefined ? '+' : '−';
    return list.length === 0
      ? '[]'
      : list.map((item) => `${sign}${itemText(path, item, pending)}`).join(' ');
  }
  const was = before.map((item) => itemText(path, item, pending));
  const now = after.map((item) => itemText(path, item, pending));
  const added = now.filter((item) => !was.includes(item)).map((item) => `+${item}`);
  const removed = was.filter((item) => !now.includes(item)).map((item) => `−${item}`);
  if (added.length + removed.length === 0)
    return `reordered [${was.join(', ')}] → [${now.join(', ')}]`;
  return [...added, ...removed].join(' ');
}

function itemText(path: string, item: unknown, pending: ReadonlySet<string> = new Set()): string {
  if (path !== 'refs') return String(item);
  const ref = item as DocumentRef;
  if (!('externalKey' in ref)) return `${ref.type}:${ref.value}`;
  const why = pending.has(ref.externalKey) ? 'created by this plan' : 'unknown key';
  return `annotation:${ref.externalKey} (${why})`;
}

function pendingOf(change: Change): ReadonlySet<string> {
  return new Set(change.action === 'delete' ? [] : change.dependsOn);
}

/** `+os=iOS −browser=Edge applicationID=app-1→app-2`. */
function scopeChange(before: Record<string, string>, after: Record<string, string>): string {
  const members = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const parts: string[] = [];
  for (const member of members) {
    const was = before[member];
    const now = after[member];
    if (was === now) continue;
    if (was === undefined) parts.push(`+${member}=${quote(now!)}`);
    else if (now === undefined) parts.push(`−${member}=${quote(was)}`);
    else parts.push(`${member}=${quote(was)}→${quote(now)}`);
  }
  return parts.join(' ');
}

function value(path: string, v: unknown): string {
  if (path === 'scope' && v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, string>);
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([k, s]) => `${k}=${quote(s)}`).join(', ')} }`;
  }
  if (Array.isArray(v)) return `[${v.map((item) => itemText(path, item)).join(', ')}]`;
  return typeof v === 'string' ? quote(v) : String(v);
}

function quote(s: string): string {
  return JSON.stringify(s);
}
