// What the timeline makes obvious, as a warning of the plan: two periods of the same series and
// scope whose spans overlap and whose effects conflict (`broken` over `degraded`, say): the
// data of that span is read two ways. Between two files' periods, and between a file's period
// and one only on the server. Effects conflict when they differ and neither is `context`
// (background only). Pure; the caller passes the plan's date (where an ongoing period ends).
import type { Annotation, AnnotationContent } from '../model/annotation.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { DesiredDocument } from './desired-document.js';
import { span } from './timeline.js';

/** Warnings named at most, per run. */
const MAX_WARNINGS = 100;

/** The fields a period is compared by. */
type PeriodFields = Pick<
  AnnotationContent,
  'kind' | 'dateFrom' | 'dateTo' | 'effect' | 'series' | 'scope'
>;

interface Period {
  key: string;
  content: PeriodFields;
  start: number;
  end: number;
  /** `annotations/a.yaml:12`, or undefined for one only on the server. */
  file?: string;
  line?: number;
}

/** A warning at the later of each overlapping pair in the files, naming both places. */
export function periodOverlaps(
  desired: readonly DesiredDocument[],
  current: readonly Annotation[],
  today: string,
): Diagnostic[] {
  const inFiles = desired.flatMap((d) =>
    periodOf(d.document.externalKey, d.document, today, d.file, d.line),
  );
  const keys = new Set(desired.map((d) => d.document.externalKey));
  const onServer = current
    .filter((a) => a.externalKey === undefined || !keys.has(a.externalKey))
    .flatMap((a) => periodOf(a.externalKey ?? a.id, a, today));
  const warnings: Diagnostic[] = [];
  inFiles.forEach((period, i) => {
    for (const other of [...inFiles.slice(0, i), ...onServer]) {
      if (warnings.length >= MAX_WARNINGS) return;
      if (conflict(period, other)) warnings.push(warningOf(period, other));
    }
  });
  return warnings;
}

function periodOf(
  key: string,
  content: PeriodFields,
  today: string,
  file?: string,
  line?: number,
): Period[] {
  if (content.kind !== 'period' || content.dateFrom === undefined) return [];
  const from = span(content.dateFrom);
  if (from === undefined) return [];
  const end = content.dateTo !== undefined ? span(content.dateTo)?.end : span(today)?.end;
  return [
    {
      key,
      content,
      start: from.start,
      end: Math.max(end ?? from.end, from.end),
      ...(file === undefined ? {} : { file, line }),
    },
  ];
}

function conflict(a: Period, b: Period): boolean {
  const x = a.content.effect ?? 'context';
  const y = b.content.effect ?? 'context';
  if (x === y || x === 'context' || y === 'context') return false;
  if (!(a.start < b.end && b.start < a.end)) return false;
  return sameSeries(a.content.series, b.content.series) && sameScope(a.content, b.content);
}

/** Both name a series in common, or neither names any (the whole project's data). */
function sameSeries(a: readonly string[] = [], b: readonly string[] = []): boolean {
  if (a.length === 0 || b.length === 0) return a.length === b.length;
  return a.some((s) => b.includes(s));
}

function sameScope(a: PeriodFields, b: PeriodFields): boolean {
  const x = Object.entries(a.scope ?? {}).sort();
  const y = Object.entries(b.scope ?? {}).sort();
  return JSON.stringify(x) === JSON.stringify(y);
}

function warningOf(period: Period, other: Period): Diagnostic {
  const where =
    other.file === undefined ? 'on the server (in no file)' : `at ${other.file}:${other.line}`;
  const dates = (c: PeriodFields): string => `${c.dateFrom} → ${c.dateTo ?? 'ongoing'}`;
  return {
    severity: 'warning',
    code: 'period.overlap',
    message: `this ${period.content.effect} period (${dates(period.content)}) overlaps the ${other.content.effect} period ${other.key} ${where} (${dates(other.content)}) of the same series and scope: the data of the overlap is read two ways`,
    file: period.file!,
    line: period.line!,
    externalKey: period.key,
    ...(other.file === undefined
      ? {}
      : {
          related: {
            file: other.file,
            line: other.line!,
            column: 1,
            message: `the ${other.content.effect} period ${other.key}`,
          },
        }),
  };
}
