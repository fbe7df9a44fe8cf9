// The rules of the file format (docs/file-format.md) that JSON Schema cannot say: real
// calendar dates, dateTo's precision and order, distinct evidence. Pure, over a plain object already known to be a map.
import type { RuleIssue } from '../model/diagnostic.js';
import {
  calendarProblem,
  compareAnnotationDates,
  parseAnnotationDate,
  type AnnotationDate,
} from './dates.js';

/** Issues the schema cannot find; `reported` holds the codes the schema found, to stay quiet where they already speak. */
export function checkCodeRules(
  doc: Record<string, unknown>,
  reported: ReadonlySet<string>,
): RuleIssue[] {
  const out: RuleIssue[] = [];
  const from = realDate(doc, 'dateFrom', out);
  const to = realDate(doc, 'dateTo', out);
  if (from && to && !reported.has('dateTo.notAllowed')) {
    if (from.precision !== to.precision)
      out.push({
        code: 'dateTo.precision',
        message: `dateTo must have the same precision as dateFrom (${from.precision}, like ${String(doc.dateFrom)}), not ${to.precision}`,
        path: ['dateTo'],
      });
    else if (compareAnnotationDates(to, from) < 0)
      out.push({
        code: 'dateTo.beforeDateFrom',
        message: `dateTo ${String(doc.dateTo)} is before dateFrom ${String(doc.dateFrom)}`,
        path: ['dateTo'],
      });
  }
  out.push(...duplicateEvidence(doc.evidence));
  return out;
}

function realDate(
  doc: Record<string, unknown>,
  field: 'dateFrom' | 'dateTo',
  out: RuleIssue[],
): AnnotationDate | undefined {
  const raw = doc[field];
  if (typeof raw !== 'string') return undefined;
  const parsed = parseAnnotationDate(raw);
  if (!parsed) return undefined; // the schema's format error says it
  const problem = calendarProblem(parsed);
  if (!problem) return parsed;
  out.push({
    code: `${field}.calendar`,
    message: `${field} ${raw} is not a real date: ${problem}`,
    path: [field],
  });
  return undefined;
}

function duplicateEvidence(evidence: unknown): RuleIssue[] {
  if (!Array.isArray(evidence)) return [];
  const firstAt = new Map<unknown, number>();
  const out: RuleIssue[] = [];
  evidence.forEach((item, i) => {
    const first = firstAt.get(item);
    if (first === undefined) firstAt.set(item, i);
    else
      out.push({
        code: 'evidence.duplicate',
        message: `evidence lists ${JSON.stringify(item)} twice (items ${first + 1} and ${i + 1}); each value counts once`,
        path: ['evidence', i],
      });
  });
  return out;
}

/** Drops issues another one already explains, so each problem is said once. */
export function dropEchoes(issues: RuleIssue[]): RuleIssue[] {
  const codes = new Set(issues.map((i) => i.code));
  return issues.filter((i) => {
    if (i.code === 'dateTo.needsDateFrom')
      return !codes.has('dateFrom.required') && !codes.has('dateTo.notAllowed');
    if (i.code === 'approximate.needsDate') return !codes.has('dateFrom.required');
    return true;
  });
}
