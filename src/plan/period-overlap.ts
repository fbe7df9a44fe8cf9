// What the timeline makes obvious, as a warning of the plan: two periods of the same series and
// scope whose spans overlap and whose effects conflict (`broken` over `degraded`, say): the
// data of that span is read two ways. Between two files' periods, and between a file's period
// and one only on the server. Effects conflict when they differ and neither is `context`
// (background only). A server may send any string as an effect: one the schema does not list
// is read as one `unknown` effect, so the sweep keeps at most one period per effect the schema
// knows and one more, whatever the server sends. Pure; the caller passes the plan's date
// (where an ongoing period ends).
import type { Annotation, AnnotationContent, Effect } from '../model/annotation.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { isSchemaValue } from '../model/fields.js';
import { excerpt } from '../text/excerpt.js';
import type { DesiredDocument } from './desired-document.js';
import { periodEnd, span } from './timeline.js';

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
  /** The effect as the sweep reads it: `context` when none, `unknown` when the schema lists none such. */
  effect: Effect | 'unknown';
  start: number;
  end: number;
  /** `annotations/a.yaml:12`, or undefined for one only on the server. */
  file?: string;
  line?: number;
}

/**
 * A warning for each conflicting pair, at the one that starts later when it is in a file (else at
 * the other), naming both places. Linear in the periods but for a sort: within each series and
 * scope, a sweep by start keeps the period of each effect that ends last, and a period conflicts
 * with those of other effects that end after it starts.
 */
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
  const seen = new Set<string>();
  for (const group of groups([...inFiles, ...onServer])) {
    const latest = new Map<Period['effect'], Period>();
    for (const period of group.sort((a, b) => a.start - b.start)) {
      const effect = period.effect;
      if (effect === 'context') continue;
      for (const [other, before] of latest) {
        if (other === effect || before.end <= period.start) continue;
        const [at, beside] = period.file !== undefined ? [period, before] : [before, period];
        const pair = [at.key, beside.key].sort().join('\u0000');
        if (at.file === undefined || seen.has(pair)) continue;
        seen.add(pair);
        warnings.push(warningOf(at, beside));
        if (warnings.length >= MAX_WARNINGS) return warnings;
      }
      const kept = latest.get(effect);
      if (kept === undefined || period.end > kept.end) latest.set(effect, period);
    }
  }
  return warnings;
}

/**
 * The periods by series and scope: a period of several series is in each of their groups; one
 * of none is about the whole project's data, a group of its own.
 */
function groups(periods: readonly Period[]): Period[][] {
  const byKey = new Map<string, Period[]>();
  for (const period of periods) {
    const scope = JSON.stringify(Object.entries(period.content.scope ?? {}).sort());
    const series = period.content.series?.length ? new Set(period.content.series) : [''];
    for (const name of series) {
      const key = `${name}\u0000${scope}`;
      const group = byKey.get(key);
      if (group) group.push(period);
      else byKey.set(key, [period]);
    }
  }
  return [...byKey.values()];
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
  const effect = content.effect ?? 'context';
  return [
    {
      key,
      content,
      effect: isSchemaValue('effect', effect) ? effect : 'unknown',
      start: from.start,
      end: periodEnd(from, content.dateTo, today),
      ...(file === undefined ? {} : { file, line }),
    },
  ];
}

function warningOf(period: Period, other: Period): Diagnostic {
  const where =
    other.file === undefined ? 'on the server (in no file)' : `at ${other.file}:${other.line}`;
  const dates = (c: PeriodFields): string => `${c.dateFrom} → ${c.dateTo ?? 'ongoing'}`;
  return {
    severity: 'warning',
    code: 'period.overlap',
    message: `this ${effectWord(period)} period (${dates(period.content)}) overlaps the ${effectWord(other)} period ${other.key} ${where} (${dates(other.content)}) of the same series and scope: the data of the overlap is read two ways`,
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
            message: `the ${effectWord(other)} period ${other.key}`,
          },
        }),
  };
}

/** The effect as a warning names it; one the schema does not list, quoted and cut. */
function effectWord(period: Period): string {
  return period.effect === 'unknown'
    ? `unknown ("${excerpt(String(period.content.effect), 40)}")`
    : period.effect;
}
