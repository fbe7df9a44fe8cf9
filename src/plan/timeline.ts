// The timeline a plan changes, from values: the dated annotations it creates, updates (at their
// new dates) or deletes, and the server's dated annotations whose span overlaps theirs, as
// context. Dates stay in project time as the annotations state them: a span is computed from
// the stated date at its precision (a month, a day, an hour, a second), an event or a follow-up
// is a milestone at its date, a period runs to the end of its `dateTo`'s unit, and an ongoing
// one to the plan's date. Pure; the caller passes the plan's date.
import type { Annotation, AnnotationContent } from '../model/annotation.js';
import type { Change, Plan } from '../model/plan.js';
import type { Timeline, TimelineRole, TimelineRow } from '../model/timeline.js';

/** Rows drawn at most; the rest are counted ("and N more"). */
export const MAX_TIMELINE_ROWS = 30;

type Dated = Pick<
  AnnotationContent,
  'kind' | 'headline' | 'dateFrom' | 'dateTo' | 'series' | 'effect'
>;

/**
 * The timeline of `plan` over the server's annotations `current`; `today` is the plan's date
 * (`YYYY-MM-DD`), where an ongoing period ends. Undefined when the plan changes no dated one.
 */
export function timelineOf(
  plan: Plan,
  current: readonly Annotation[],
  today: string,
): Timeline | undefined {
  const changed = plan.changes.flatMap((c) => changedRow(c, today));
  if (changed.length === 0) return undefined;
  const from = changed.reduce((m, r) => (r.start < m ? r.start : m), changed[0]!.start);
  const to = changed.reduce((m, r) => (r.end > m ? r.end : m), changed[0]!.end);
  const keys = new Set(plan.changes.map((c) => c.externalKey));
  const context = current
    .filter((a) => a.externalKey === undefined || !keys.has(a.externalKey))
    .flatMap((a) => {
      const row = rowOf('context', a, today, {
        ...(a.externalKey === undefined ? {} : { externalKey: a.externalKey }),
        id: a.id,
      });
      return row && row.start < to && from < row.end ? [row] : [];
    });
  const byStart = (a: TimelineRow, b: TimelineRow): number =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : a.headline < b.headline ? -1 : 1;
  const rows = [...changed.sort(byStart), ...context.sort(byStart)];
  return {
    window: { from, to },
    rows: rows.slice(0, MAX_TIMELINE_ROWS),
    more: Math.max(0, rows.length - MAX_TIMELINE_ROWS),
  };
}

function changedRow(change: Change, today: string): TimelineRow[] {
  if (change.action === 'delete') {
    const row = rowOf('delete', change.before, today, {
      externalKey: change.externalKey,
      id: change.id,
    });
    return row ? [row] : [];
  }
  const place = { externalKey: change.externalKey, file: change.file, line: change.line };
  const row = rowOf(change.action, change.after, today, {
    ...place,
    ...(change.action === 'update' ? { id: change.id } : {}),
  });
  if (row === undefined) return [];
  if (change.action === 'update') {
    const { dateFrom, dateTo } = change.before;
    if (dateFrom !== row.dateFrom || dateTo !== row.dateTo) {
      row.before = {
        ...(dateFrom === undefined ? {} : { dateFrom }),
        ...(dateTo === undefined ? {} : { dateTo }),
      };
    }
  }
  return [row];
}

/** A row for a dated annotation (events, periods, follow-ups with a date); undefined otherwise. */
function rowOf(
  role: TimelineRole,
  a: Dated,
  today: string,
  extra: Partial<TimelineRow>,
): TimelineRow | undefined {
  if (a.dateFrom === undefined || !['event', 'period', 'follow-up'].includes(a.kind))
    return undefined;
  const from = span(a.dateFrom);
  if (from === undefined) return undefined;
  const period = a.kind === 'period';
  const ongoing = period && a.dateTo === undefined;
  const end = period ? periodEnd(from, a.dateTo, today) : from.end;
  const series = a.series ?? [];
  return {
    role,
    ...extra,
    kind: a.kind,
    headline: a.headline,
    section: series[0] ?? a.kind,
    series: [...series],
    ...(a.effect === undefined ? {} : { effect: a.effect }),
    shape: period ? 'bar' : 'milestone',
    dateFrom: a.dateFrom,
    ...(a.dateTo === undefined ? {} : { dateTo: a.dateTo }),
    precision: from.precision,
    start: instant(from.start),
    end: instant(end),
    ...(ongoing ? { ongoing: true as const } : {}),
  };
}

/**
 * Where a period starting in `from` ends: the end of its `dateTo`'s unit, or of today's when it
 * is ongoing; never before its start's (a server may hold a period whose `dateTo` comes first).
 */
export function periodEnd(
  from: { end: number },
  dateTo: string | undefined,
  today: string,
): number {
  const until = dateTo === undefined ? span(today) : span(dateTo);
  return Math.max(until?.end ?? from.end, from.end);
}

/** The unit a stated date covers, as naive project-time milliseconds (start, exclusive end). */
export function span(
  date: string,
): { start: number; end: number; precision: TimelineRow['precision'] } | undefined {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2}):(\d{2}))?)?)?$/.exec(date);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
  if (d === undefined)
    return { start: Date.UTC(y!, mo! - 1, 1), end: Date.UTC(y!, mo, 1), precision: 'month' };
  if (h === undefined)
    return {
      start: Date.UTC(y!, mo! - 1, d),
      end: Date.UTC(y!, mo! - 1, d + 1),
      precision: 'date',
    };
  if (mi === undefined) {
    const start = Date.UTC(y!, mo! - 1, d, h);
    return { start, end: start + 3_600_000, precision: 'hour' };
  }
  const start = Date.UTC(y!, mo! - 1, d, h, mi, s);
  return { start, end: start + 1000, precision: 'datetime' };
}

/** `YYYY-MM-DDTHH:MM:SS` of naive project-time milliseconds. */
function instant(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
