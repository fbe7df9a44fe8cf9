// The sticky pull request comment: a Markdown view of the plan beside plan-markdown.ts (whose
// counts, diagnostic and deletion lines, file order and diff lines it shares). Above the fold:
// the status, the commit the plan was made for, the counts, the changed keys by action and
// every deletion in a warning block of its own. Below it, one collapsible section per file, at
// the level of detail the Action picks by size (buildComment): full diffs, then without
// unchanged context, then field names only, then a pointer to the job summary; every level
// below full says what it left out. Each level is built whole (never cut), so no code fence is
// ever left open. Pure.
import type { Diagnostic, OmittedDiagnostics } from '../../model/diagnostic.js';
import type { Change, DeleteChange, Plan, PlanBase } from '../../model/plan.js';
import type { Timeline } from '../../model/timeline.js';
import { bothNote, causeSections, comparedWith, type CauseSection } from '../plan-causes.js';
import { diffFenceLines } from '../plan-lines.js';
import { omittedLines } from '../omitted-lines.js';
import { timelineMermaid } from '../timeline-mermaid.js';
import { code, escapeMarkdown, fenced } from '../../text/markdown.js';
import {
  changesByFile,
  countsTable,
  deletionLine,
  diagnosticLine,
  fileCounts,
  type FileChange,
} from '../plan-markdown.js';

/** GitHub refuses comments over 65,536 characters; keep a margin. */
export const COMMENT_BUDGET = 60_000;

/** How many keys of each action are listed above the fold before "and N more". */
const KEYS_ABOVE_FOLD = 20;

const COMMENT_LEVELS = ['full', 'no-context', 'field-names', 'summary-pointer'] as const;
export type CommentLevel = (typeof COMMENT_LEVELS)[number];

export type CommentOutcome =
  /** A plan, with the picture beside it (views.ts, ShownPlan). */
  | { kind: 'plan'; plan: Plan; timeline?: Timeline | undefined }
  | { kind: 'invalid'; diagnostics: Diagnostic[]; omitted?: OmittedDiagnostics }
  | { kind: 'no-plan'; reason: string; diagnostics: Diagnostic[]; omitted?: OmittedDiagnostics }
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
  /** The commit the plan was made for (the pull request's head) and its page. */
  commit?: { sha: string; url?: string };
  /** The target's friendly name (the `label` input), shown in the title. */
  label?: string;
}

/**
 * The comment's "Target:" line: the named target (a matrix over targets gives one comment
 * each), the base URL (never the key), the key prefix and the paths.
 */
export function targetLabel(target: {
  baseUrl?: string | undefined;
  keyPrefix?: string | undefined;
  paths: readonly string[];
  name?: string | undefined;
}): string {
  const parts = [target.baseUrl ? code(target.baseUrl) : 'no base URL'];
  if (target.keyPrefix) parts.push(`key prefix ${code(target.keyPrefix)}`);
  parts.push(`paths ${target.paths.map(code).join(', ')}`);
  if (target.name) parts.unshift(`**${escapeMarkdown(target.name)}**`);
  return parts.join(' · ');
}

/** Around the timeline in the comment: a picture, not part of the plan a merge compares. */
const TIMELINE_START = '<!-- observe-annotations:timeline -->';
const TIMELINE_END = '<!-- observe-annotations:timeline-end -->';

/**
 * A timeline section as buildCommentAt writes it, and nothing else: the diagram (a task or a
 * section per line, no backtick, no HTML) with its legend, or the note that it was left out.
 */
const TIMELINE_SECTION = new RegExp(
  [
    '\\n?',
    TIMELINE_START,
    '\\n\\n(?:#### Timeline\\n\\n```mermaid\\ngantt\\n  dateFormat YYYY-MM-DDTHH:mm:ss\\n  axisFormat [%a-zA-Z :-]+\\n',
    '(?:  section [^\\n`<>]*\\n|    [+~−·] [^\\n`<>:]* :[a-z0-9T:, -]*\\n)*```\\n\\n',
    '(?:_…and \\d+ more dated annotations? \\(see `plan --format json`\\)\\._\\n)?<sub>[^\\n<>]*</sub>',
    "|> \\[!NOTE\\]\\n> The timeline of the dated annotations this plan changes is left out first to fit GitHub's limit for a comment: it is in [^\\n<>]*\\.)",
    '\\n\\n',
    TIMELINE_END,
  ].join(''),
  'g',
);

/**
 * The text without its timeline section: what a merge compares. The timeline shows the
 * server's annotations around the plan's as context, and an ongoing period up to the day of
 * the plan, both of which may differ by the merge without the plan differing. Only a section
 * exactly as the Action writes it is taken out: anything else edited into it stays, and so
 * makes the text differ.
 */
export function withoutTimeline(text: string): string {
  return text.replace(TIMELINE_SECTION, '');
}

/**
 * Builds the most detailed comment that fits the budget. The timeline is the first thing left
 * out: each level is chosen as it would be without it, then the diagram is shown at full detail
 * when it fits too, else a note says it was left out.
 */
export function buildComment(
  input: CommentInput,
  budget = COMMENT_BUDGET,
): { body: string; level: CommentLevel } {
  for (const level of COMMENT_LEVELS) {
    if (level === 'full') {
      const withDiagram = buildCommentAt(input, level, budget, true);
      if (withDiagram.length <= budget) return { body: withDiagram, level };
    }
    const body = buildCommentAt(input, level, budget);
    if (body.length <= budget || level === 'summary-pointer') return { body, level };
  }
  throw new Error('unreachable');
}

/**
 * One level of detail; the last level fits its lists to the budget item by item. A plan with a
 * timeline shows it under the counts (`diagram`), or a note that it was left out.
 */
export function buildCommentAt(
  input: CommentInput,
  level: CommentLevel,
  budget: number,
  diagram = false,
): string {
  const outcome = input.outcome;
  const plan = outcome.kind === 'plan' ? outcome.plan : undefined;
  const sections = plan && causeSections(plan);
  const head = commentHead(input, level, diagram, sections);
  const diagnostics =
    outcome.kind === 'plan'
      ? outcome.plan.diagnostics
      : outcome.kind === 'failed'
        ? []
        : outcome.diagnostics;
  const pointer = input.inSummary
    ? ''
    : summaryPointer(input.runUrl, level === 'summary-pointer', outcome.kind === 'plan');
  const deletions = plan
    ? plan.changes.filter((c): c is DeleteChange => c.action === 'delete')
    : [];
  const deletionItems = deletions.map((d) => deletionLine(d) + mark(d, plan?.base, sections));
  if (level === 'summary-pointer') {
    const lists = { deletionItems, deletions: deletions.length, diagnostics };
    return fittedBody(head.join('\n'), pointer, budget, lists);
  }
  const parts = [...head];
  if (deletions.length > 0) parts.push('', ...deletionBlock(deletionItems, deletions.length));
  if (diagnostics.length > 0)
    parts.push('', ...diagnosticsSection(diagnostics, omittedOf(outcome)));
  if (plan && sections) {
    for (const section of sections) {
      const files = fileSections(section.changes, level, plan.base);
      if (files.length > 0) parts.push('', `#### ${escapeMarkdown(section.title)}`, ...files);
    }
  } else if (plan) {
    const files = fileSections(plan.changes, level);
    if (files.length > 0) parts.push('', '#### Changes by file', ...files);
  }
  if (plan && plan.orphans.length > 0) parts.push('', orphanNote(plan, level === 'full'));
  if (pointer) parts.push('', pointer);
  return parts.join('\n') + '\n';
}

/** The marker, status, commit, target, warnings, counts, keys and timeline: every level's top. */
function commentHead(
  input: CommentInput,
  level: CommentLevel,
  diagram: boolean,
  sections: ReturnType<typeof causeSections>,
): string[] {
  const outcome = input.outcome;
  const plan = outcome.kind === 'plan' ? outcome.plan : undefined;
  const head = [statusLine(outcome, input.label), ''];
  if (!input.inSummary) head.unshift(input.marker);
  if (input.commit) head.push(`${commitLine(input.commit, outcome)}  `);
  head.push(`Target: ${input.targetLabel}`);
  for (const warning of input.warnings ?? [])
    head.push('', `> [!WARNING]\n> ${escapeMarkdown(warning)}`);
  if (outcome.kind === 'no-plan')
    head.push('', `> [!WARNING]\n> ${escapeMarkdown(outcome.reason)}`);
  if (outcome.kind === 'failed')
    head.push('', `> [!CAUTION]\n> ${escapeMarkdown(outcome.message)}`);
  if (plan) head.push('', ...countsTable(plan), ...keysAboveTheFold(plan));
  if (plan && sections) {
    head.push(
      '',
      `Compared with ${escapeMarkdown(comparedWith(plan.base!))}: ${sections.map((s) => `${escapeMarkdown(s.title)}: **${s.changes.length}**`).join(' · ')}`,
    );
  }
  if (plan && !input.inSummary && level !== 'full') head.push('', leftOut(level, input.runUrl));
  const timeline = outcome.kind === 'plan' ? outcome.timeline : undefined;
  if (timeline) head.push('', ...timelineSection(timeline, diagram, input.runUrl));
  return head;
}

/** The last resort: the top, as many deletions and problems as fit, then the pointer. */
function fittedBody(
  fixed: string,
  pointer: string,
  budget: number,
  lists: { deletionItems: string[]; deletions: number; diagnostics: readonly Diagnostic[] },
): string {
  let room = budget - fixed.length - pointer.length - 400;
  const parts = [fixed];
  const fit = (items: string[], noun: string): string[] => {
    const kept: string[] = [];
    for (const item of items) {
      if (item.length + 3 > room) break;
      kept.push(item);
      room -= item.length + 3;
    }
    const more = items.length - kept.length;
    return more > 0 ? [...kept, `- …and ${more} more ${noun} (see the job summary)`] : kept;
  };
  const { deletionItems, deletions, diagnostics } = lists;
  if (deletions > 0) parts.push('', ...deletionBlock(fit(deletionItems, 'deletions'), deletions));
  if (diagnostics.length > 0) {
    const noun = diagnostics.length === 1 ? 'problem' : 'problems';
    parts.push('', '#### Problems', '', ...fit(diagnostics.map(diagnosticLine), noun));
  }
  if (pointer) parts.push('', pointer);
  return parts.join('\n') + '\n';
}

function statusLine(outcome: CommentOutcome, label?: string): string {
  const name = label ? `observe-annotations (${escapeMarkdown(label)})` : 'observe-annotations';
  if (outcome.kind === 'failed') {
    return `### ❌ ${name}: the plan failed, no plan was made`;
  }
  if (outcome.kind === 'invalid') {
    const errors = outcomeErrors(outcome);
    return `### ❌ ${name}: the files are invalid (${errors} ${errors === 1 ? 'error' : 'errors'}), no plan was made`;
  }
  if (outcome.kind === 'no-plan') {
    const errors = outcomeErrors(outcome);
    return errors > 0
      ? `### ❌ ${name}: no plan was made, and the files are invalid (${errors} ${errors === 1 ? 'error' : 'errors'})`
      : `### ⚠️ ${name}: no plan was made (the files are valid)`;
  }
  const { plan } = outcome;
  if (plan.diagnostics.some((d) => d.severity === 'error')) {
    return `### ❌ ${name}: the plan has errors`;
  }
  const s = plan.summary;
  if (s.create + s.update + s.delete === 0) {
    return `### ✅ ${name}: no changes, the server matches the files`;
  }
  return `### 📝 ${name} plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete`;
}

/** The errors of invalid files, those counted but not reported in full included. */
function outcomeErrors(outcome: {
  diagnostics: Diagnostic[];
  omitted?: OmittedDiagnostics;
}): number {
  return (
    outcome.diagnostics.filter((d) => d.severity === 'error').length +
    (outcome.omitted?.errors ?? 0)
  );
}

/** `Planned for commit [1a2b3c4](…)`: which push the comment is about. */
function commitLine(commit: { sha: string; url?: string }, outcome: CommentOutcome): string {
  const short = code(commit.sha.slice(0, 7));
  const linked = commit.url ? `[${short}](${commit.url})` : short;
  const verb = { plan: 'Planned', failed: 'Tried', invalid: 'Checked', 'no-plan': 'Checked' };
  return `${verb[outcome.kind]} for commit ${linked}`;
}

/**
 * The changed keys by action, a list under the counts (before any `<details>`), up to
 * KEYS_ABOVE_FOLD of each, then "and N more". Deletions have their own block.
 */
export function keysAboveTheFold(plan: Plan): string[] {
  const lines: string[] = [];
  for (const [action, title] of [
    ['create', 'Create'],
    ['update', 'Update'],
  ] as const) {
    const keys = plan.changes.filter((c) => c.action === action).map((c) => c.externalKey);
    if (keys.length === 0) continue;
    const shown = keys.slice(0, KEYS_ABOVE_FOLD).map(code).join(', ');
    const more = keys.length - KEYS_ABOVE_FOLD;
    lines.push(`- **${title}** (${keys.length}): ${shown}${more > 0 ? ` and ${more} more` : ''}`);
  }
  return lines.length > 0 ? ['', ...lines] : [];
}

/** The deletions (every one, or as many as fit) in a warning block of their own. */
function deletionBlock(items: string[], total: number): string[] {
  const what = `${total} ${total === 1 ? 'annotation' : 'annotations'}`;
  return [
    '> [!WARNING]',
    `> **Delete** (${total}): applying this deletes ${what} from the server.`,
    '>',
    ...items.map((item) => `> ${item}`),
  ];
}

/** The diagram, or the note that it was left out, between the timeline's markers. */
function timelineSection(
  timeline: Timeline,
  diagram: boolean,
  runUrl: string | undefined,
): string[] {
  const where = runUrl ? `the [job summary](${runUrl})` : 'the job summary of this run';
  const body = diagram
    ? ['#### Timeline', '', ...timelineMermaid(timeline)]
    : [
        `> [!NOTE]\n> The timeline of the dated annotations this plan changes is left out first to fit GitHub's limit for a comment: it is in ${where}.`,
      ];
  return [TIMELINE_START, '', ...body, '', TIMELINE_END];
}

/** What a level below full leaves out, and where all of it is (said above the fold). */
function leftOut(level: Exclude<CommentLevel, 'full'>, runUrl: string | undefined): string {
  const where = runUrl ? `the [job summary](${runUrl})` : 'the job summary of this run';
  const what = {
    'no-context':
      'the unchanged context (notes, counts of hidden fields, unchanged lines of long texts) is left out',
    'field-names': 'each change names the fields it changes, without their values',
    'summary-pointer':
      'the changes by file are left out; the deletions and problems are listed as far as they fit',
  }[level];
  return `> [!NOTE]\n> Shortened to fit GitHub's limit for a comment: ${what}. The full plan is in ${where}.`;
}

function diagnosticsSection(diagnostics: Diagnostic[], omitted?: OmittedDiagnostics): string[] {
  const counted = omittedLines(omitted).map((line) => `- ${escapeMarkdown(line)}`);
  return ['#### Problems', '', ...diagnostics.map(diagnosticLine), ...counted];
}

function omittedOf(outcome: CommentOutcome): OmittedDiagnostics | undefined {
  if (outcome.kind === 'plan') return outcome.plan.omittedDiagnostics;
  return outcome.kind === 'failed' ? undefined : outcome.omitted;
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

/**
 * ` — _also edited outside the repository…_` for a change of cause `both`; in the deletion
 * block, above the sections, a deletion of cause `drift` names its section too.
 */
function mark(
  change: Change,
  base: PlanBase | undefined,
  sections?: readonly CauseSection[],
): string {
  if (!base) return '';
  if (change.cause === 'both') return ` — _${escapeMarkdown(bothNote(base))}_`;
  if (sections && change.cause === 'drift') return ` — _${escapeMarkdown(sections[1]!.title)}_`;
  return '';
}

/** One collapsible section per file, in the job summary's order (changesByFile). */
function fileSections(changes: readonly Change[], level: CommentLevel, base?: PlanBase): string[] {
  const out: string[] = [];
  for (const [file, list] of changesByFile(changes)) {
    out.push('', `<details><summary>${code(file)}: ${fileCounts(list)}</summary>`, '');
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
  return [title, '', fenced(diffFenceLines(change, level === 'full', 0), 'diff'), ''];
}
