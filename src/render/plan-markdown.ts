// The Markdown view of a plan (PR comment, job summary): status line and counts, every
// deletion, then one collapsible section per file; code fences always balanced. Pure.
import type { Diagnostic } from '../model/diagnostic.js';
import type {
  Change,
  CreateChange,
  DeleteChange,
  Plan,
  PlanBase,
  UpdateChange,
} from '../model/plan.js';
import type { Timeline } from '../model/timeline.js';
import { escapeText, neutraliseCommands } from '../text/escape-text.js';
import { code, escapeMarkdown, fenced } from '../text/markdown.js';
import { actionSign, diffFenceLines, headerText } from './plan-lines.js';
import { omittedLines } from './omitted-lines.js';
import { bothNote, causeSections, comparedWith } from './plan-causes.js';
import { errorCount, summaryText } from './plan-summary.js';
import { timelineMermaid } from './timeline-mermaid.js';

/**
 * The plan in Markdown (`--format markdown`, the job summary). `hash: false` leaves out the
 * plan's hash (a refused merge's summary prints none: it is no review to paste anywhere).
 */
export function renderPlanMarkdown(
  plan: Plan,
  options: { hash?: boolean; timeline?: Timeline | undefined } = {},
): string {
  const out: string[] = [
    `### observe-annotations plan`,
    '',
    `**${escapeMarkdown(summaryText(plan))}**`,
    '',
  ];
  out.push(...countsTable(plan), '');
  const { timeline } = options;
  if (timeline) out.push('#### Timeline', '', ...timelineMermaid(timeline), '');
  if (plan.diagnostics.length > 0) {
    out.push(
      `#### Diagnostics`,
      '',
      ...plan.diagnostics.map(diagnosticLine),
      ...omittedLines(plan.omittedDiagnostics).map((line) => `- ${escapeMarkdown(line)}`),
      '',
    );
  }
  const sections = causeSections(plan);
  if (!sections) out.push(...changeBlocks(plan.changes, '####'));
  if (plan.base) out.push(`Compared with ${escapeMarkdown(comparedWith(plan.base))}.`, '');
  for (const section of sections ?? []) {
    const n = section.changes.length;
    out.push(`#### ${section.title} (${n})`, '');
    if (n === 0) out.push('None.', '');
    out.push(...changeBlocks(section.changes, '#####', plan.base));
  }
  if (plan.orphans.length > 0) {
    out.push(
      `#### On the server but in no file (${plan.orphans.length})`,
      '',
      'Information only: deleted only with `--prune`.',
      '',
    );
    for (const o of plan.orphans)
      out.push(`- ${code(o.externalKey)} (${code(o.id)}): ${escapeMarkdown(o.headline)}`);
    out.push('');
  }
  if (options.hash !== false && errorCount(plan) === 0 && plan.planHash)
    out.push(`<sub>Plan hash ${code(plan.planHash)}</sub>`, '');
  return neutraliseCommands(`${out.join('\n').trimEnd()}\n`);
}

/**
 * Changes as the view lists them: every deletion (a list, then their fields in one diff), then
 * one collapsible block per file. `heading` is the level of the deletions' heading; a change of
 * cause `both` is marked against `base`.
 */
function changeBlocks(changes: readonly Change[], heading: string, base?: PlanBase): string[] {
  const out: string[] = [];
  const mark = (c: Change): string => (base && c.cause === 'both' ? ` (${bothNote(base)})` : '');
  const deletions = changes.filter((c) => c.action === 'delete');
  if (deletions.length > 0) {
    out.push(
      `${heading} Deletions (${deletions.length})`,
      '',
      ...deletions.map((d) => `${deletionLine(d)}${mark(d) ? escapeMarkdown(mark(d)) : ''}`),
      '',
    );
    out.push(
      fenced(
        deletions.map((d) => diffBlock(`- ${headerText(d)}${escapeText(mark(d))}`, d)).join('\n\n'),
        'diff',
      ),
      '',
    );
  }
  for (const [file, list] of changesByFile(changes)) {
    const blocks = list.map((c) =>
      diffBlock(`${actionSign(c)} ${headerText(c)} (line ${c.line})${escapeText(mark(c))}`, c),
    );
    out.push(
      `<details><summary>${code(file)}: ${fileCounts(list)}</summary>`,
      '',
      fenced(blocks.join('\n\n'), 'diff'),
      '',
      '</details>',
      '',
    );
  }
  return out;
}

/** Diff syntax needs the sign in column 1: `+`, `-`, and `!` for an update. */
function diffBlock(header: string, change: Change): string {
  return [header.replace(/^~/, '!'), ...diffFenceLines(change, true, 1)].join('\n');
}

/**
 * The creates and updates by file, files in path order and each file's changes by line: the
 * one order of the comment, the job summary and `--format markdown`.
 */
export function changesByFile(changes: readonly Change[]): [string, FileChange[]][] {
  const byFile = new Map<string, FileChange[]>();
  for (const change of changes) {
    if (change.action === 'delete') continue;
    byFile.set(change.file, [...(byFile.get(change.file) ?? []), change]);
  }
  return [...byFile.keys()]
    .sort()
    .map((file) => [file, byFile.get(file)!.sort((a, b) => a.line - b.line)]);
}

/** `2 to create, 1 to update`: a file's counts, as its section's title says them. */
export function fileCounts(list: readonly FileChange[]): string {
  const creates = list.filter((c) => c.action === 'create').length;
  return [
    creates > 0 ? `${creates} to create` : '',
    list.length - creates > 0 ? `${list.length - creates} to update` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export type FileChange = CreateChange | UpdateChange;

/** The counts of a plan as a one-row table (the comment shows the same). */
export function countsTable(plan: Plan): string[] {
  const s = plan.summary;
  return [
    '| create | update | delete | unchanged | orphaned |',
    '|---:|---:|---:|---:|---:|',
    `| ${s.create} | ${s.update} | ${s.delete} | ${s.unchanged} | ${s.orphaned} |`,
  ];
}

/** One diagnostic as a list item: severity, place, message, rule. */
export function diagnosticLine(d: Diagnostic): string {
  const place = d.file ? `${code(`${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}`)} ` : '';
  return `- ${d.severity === 'error' ? '❌' : '⚠️'} ${place}${escapeMarkdown(d.message)} (${code(d.code)})`;
}

/** One deletion as a list item: key, id and headline. */
export function deletionLine(change: DeleteChange): string {
  return `- **− delete** ${code(change.externalKey)} (${code(change.id)}): ${escapeMarkdown(change.before.headline)}`;
}
