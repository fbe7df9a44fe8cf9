// The sticky pull request comment: a Markdown view of the plan beside plan-markdown.ts (whose
// counts, diagnostic and deletion lines it shares), at the level of detail that fits GitHub's
// limit: full diffs, then without unchanged context, then field names only, then a
// pointer to the job summary. Each level is built whole (never cut), so no code fence is
// ever left open. Pure.
import type { Diagnostic } from '../model/diagnostic.js';
import type {
  Change,
  CreateChange,
  DeleteChange,
  Plan,
  PlanBase,
  UpdateChange,
} from '../model/plan.js';
import { bothNote, causeSections, comparedWith } from './plan-causes.js';
import { changeLines } from './plan-lines.js';
import { code, escapeMarkdown, fenced } from './markdown.js';
import { countsTable, deletionLine, diagnosticLine } from './plan-markdown.js';

/** GitHub refuses comments over 65,536 characters; keep a margin. */
export const COMMENT_BUDGET = 60_000;

export const COMMENT_LEVELS = ['full', 'no-context', 'field-names', 'summary-pointer'] as const;
export type CommentLevel = (typeof COMMENT_LEVELS)[number];

export type CommentOutcome =
  | { kind: 'plan'; plan: Plan }
  | { kind: 'invalid'; diagnostics: Diagnostic[] }
  | { kind: 'no-plan'; reason: string; diagnostics: Diagnostic[] }
  /** The plan could not be made (the server refused or could not be reached). */
  | { kind: 'failed'; message: string };

export interface CommentInput {
  /** The hidden marker line (see comment-marker.ts); always first. */
  marker: string;
  outcome: CommentOutcome;
  /** What the comment is about, e.g. the base URL and paths. */
  targetLabel: string;
  /** The workflow run, whose job summary holds the full plan. */
  runUrl?: string;
  /** The same text for the job summary itself: no marker, no pointer to the summary. */
  inSummary?: boolean;
  /** Warnings shown above the fold, under the target (e.g. more deletions than max-deletes). */
  warnings?: readonly string[];
}

/** Builds the most detailed comment that fits the budget. */
export function buildComment(
  input: CommentInput,
  budget = COMMENT_BUDGET,
): { body: string; level: CommentLevel } {
  for (const level of COMMENT_LEVELS) {
    const body = buildCommentAt(input, level, budget);
    if (body.length <= budget || level === 'summary-pointer') return { body, level };
  }
  throw new Error('unreachable');
}

/** One level of detail; the last level fits its lists to the budget item by item. */
export function buildCommentAt(input: CommentInput, level: CommentLevel, budget: number): string {
  const head = [statusLine(input.outcome), '', `Target: ${input.targetLabel}`];
  if (!input.inSummary) head.unshift(input.marker);
  const outcome = input.outcome;
  const diagnostics =
    outcome.kind === 'plan'
      ? outcome.plan.diagnostics
      : outcome.kind === 'failed'
        ? []
        : outcome.diagnostics;
  const plan = outcome.kind === 'plan' ? outcome.plan : undefined;
  for (const warning of input.warnings ?? [])
    head.push('', `> [!WARNING]\n> ${escapeMarkdown(warning)}`);
  if (outcome.kind === 'no-plan')
    head.push('', `> [!WARNING]\n> ${escapeMarkdown(outcome.reason)}`);
  if (outcome.kind === 'failed')
    head.push('', `> [!CAUTION]\n> ${escapeMarkdown(outcome.message)}`);
  if (plan) head.push('', ...countsTable(plan));
  const sections = plan && causeSections(plan);
  if (sections) {
    head.push(
      '',
      `Compared with ${escapeMarkdown(comparedWith(plan.base!))}: ${sections.map((s) => `${escapeMarkdown(s.title)}: **${s.changes.length}**`).join(' · ')}`,
    );
  }

  const pointer = input.inSummary
    ? ''
    : summaryPointer(input.runUrl, level === 'summary-pointer', outcome.kind === 'plan');
  if (level !== 'summary-pointer') {
    const parts = [...head];
    if (diagnostics.length > 0) parts.push('', ...diagnosticsSection(diagnostics));
    if (plan && sections) {
      for (const section of sections) {
        if (section.changes.length === 0) continue;
        parts.push('', `#### ${escapeMarkdown(section.title)}`);
        parts.push(...changeSections(section.changes, level, '#####', plan.base));
      }
      if (plan.orphans.length > 0) parts.push('', orphanNote(plan, level === 'full'));
    } else if (plan) {
      parts.push(...changeSections(plan.changes, level, '####'));
      if (plan.orphans.length > 0) parts.push('', orphanNote(plan, level === 'full'));
    }
    if (pointer) parts.push('', pointer);
    return parts.join('\n') + '\n';
  }

  // Last resort: status, counts, as many diagnostics and deletions as fit, the pointer.
  const fixed = [...head].join('\n');
  let room = budget - fixed.length - pointer.length - 400;
  const parts = [fixed];
  const fit = (title: string, items: string[], noun: string): void => {
    if (items.length === 0) return;
    const kept: string[] = [];
    for (const item of items) {
      if (item.length + 1 > room) break;
      kept.push(item);
      room -= item.length + 1;
    }
    const more = items.length - kept.length;
    parts.push('', title, '', ...kept);
    if (more > 0) parts.push(`- …and ${more} more ${noun} (see the job summary)`);
  };
  fit(
    '#### Problems',
    diagnostics.map(diagnosticLine),
    diagnostics.length === 1 ? 'problem' : 'problems',
  );
  if (plan) {
    const deletions = plan.changes.filter((c): c is DeleteChange => c.action === 'delete');
    fit('#### Deletions', deletions.map(deletionLine), 'deletions');
  }
  if (pointer) parts.push('', pointer);
  return parts.join('\n') + '\n';
}

function statusLine(outcome: CommentOutcome): string {
  if (outcome.kind === 'failed') {
    return '### ❌ observe-annotations: the plan failed, no plan was made';
  }
  if (outcome.kind === 'invalid') {
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
    return `### ❌ observe-annotations: the files are invalid (${errors} ${errors === 1 ? 'error' : 'errors'}), no plan was made`;
  }
  if (outcome.kind === 'no-plan') {
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
    return errors > 0
      ? `### ❌ observe-annotations: no plan was made, and the files are invalid (${errors} ${errors === 1 ? 'error' : 'errors'})`
      : '### ⚠️ observe-annotations: no plan was made (the files are valid)';
  }
  const { plan } = outcome;
  if (plan.diagnostics.some((d) => d.severity === 'error')) {
    return '### ❌ observe-annotations: the plan has errors';
  }
  const s = plan.summary;
  if (s.create + s.update + s.delete === 0) {
    return '### ✅ observe-annotations: no changes, the server matches the files';
  }
  return `### 📝 observe-annotations plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete`;
}

function diagnosticsSection(diagnostics: Diagnostic[]): string[] {
  return ['#### Problems', '', ...diagnostics.map(diagnosticLine)];
}

function orphanNote(plan: Plan, list: boolean): string {
  const n = plan.orphans.length;
  const head = `${n} ${n === 1 ? 'annotation' : 'annotations'} on the server under the key prefix ${n === 1 ? 'has' : 'have'} no file (orphans; deleted only with \`prune: true\`)`;
  if (!list) return `${head}.`;
  return `${head}: ${plan.orphans.map((o) => code(o.externalKey)).join(', ')}.`;
}

function summaryPointer(runUrl: string | undefined, tooLong: boolean, isPlan: boolean): string {
  const where = runUrl ? `the [job summary](${runUrl})` : 'the job summary of this run';
  const what = isPlan ? 'The full plan' : 'Everything';
  return tooLong
    ? `_${what} is too long for a comment: it is in ${where}._`
    : `_${what} is in ${where}._`;
}

type FileChange = CreateChange | UpdateChange;

/**
 * Deletions, then the changes by file, at `heading` level; a change of cause `both` is marked
 * against `base`.
 */
function changeSections(
  changes: Change[],
  level: CommentLevel,
  heading: string,
  base?: PlanBase,
): string[] {
  const out: string[] = [];
  const deletions = changes.filter((c): c is DeleteChange => c.action === 'delete');
  if (deletions.length > 0)
    out.push(
      '',
      `${heading} Deletions`,
      '',
      ...deletions.map((d) => deletionLine(d) + mark(d, base)),
    );
  out.push(...fileSections(changes, level, heading, base));
  return out;
}

/** ` — _also edited outside the repository…_` for a change of cause `both`. */
function mark(change: Change, base: PlanBase | undefined): string {
  return base && change.cause === 'both' ? ` — _${escapeMarkdown(bothNote(base))}_` : '';
}

function fileSections(
  changes: Change[],
  level: CommentLevel,
  heading: string,
  base?: PlanBase,
): string[] {
  const byFile = new Map<string, FileChange[]>();
  for (const change of changes) {
    if (change.action === 'delete') continue;
    const list = byFile.get(change.file) ?? [];
    list.push(change);
    byFile.set(change.file, list);
  }
  if (byFile.size === 0) return [];
  const out = ['', `${heading} Changes by file`];
  for (const [file, list] of byFile) {
    list.sort((a, b) => a.line - b.line);
    const creates = list.filter((c) => c.action === 'create').length;
    const counts = [
      creates > 0 ? `${creates} to create` : '',
      list.length - creates > 0 ? `${list.length - creates} to update` : '',
    ].filter(Boolean);
    out.push('', `<details><summary>${code(file)}: ${counts.join(', ')}</summary>`, '');
    for (const change of list) out.push(...changeBlock(change, level, base));
    out.push('</details>');
  }
  return out;
}

function changeBlock(change: FileChange, level: CommentLevel, base?: PlanBase): string[] {
  const sign = change.action === 'create' ? '**+ create**' : '**~ update**';
  const title = `${sign} ${code(change.externalKey)} (line ${change.line})${mark(change, base)}`;
  if (level === 'field-names') {
    return [`- ${title}: ${change.fields.map((f) => f.path).join(', ')}`];
  }
  return [title, '', fenced(diffLines(change, level === 'full'), 'diff'), ''];
}

/** The plan view's own lines for the change (render/plan-lines.ts); `quiet` lines are context. */
function diffLines(change: FileChange, context: boolean): string[] {
  return changeLines(change)
    .filter((line) => context || !line.quiet)
    .map((line) => `${line.sign} ${'  '.repeat(line.depth - 1)}${line.text}`);
}
