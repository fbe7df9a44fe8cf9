// The Markdown view of a plan (PR comment, job summary): status line and counts, every
// deletion, then one collapsible section per file; code fences always balanced. Pure.
import type { CreateChange, Plan, UpdateChange } from '../model/plan.js';
import { escapeText, neutraliseCommands } from './escape-text.js';
import { escapeMarkdown, fenced, inlineCode } from './markdown-fence.js';
import { actionSign, changeLines, headerText, type PlanLine } from './plan-lines.js';
import { errorCount, summaryText } from './plan-summary.js';

export function renderPlanMarkdown(plan: Plan): string {
  const out: string[] = [
    `### observe-annotations plan`,
    '',
    `**${escapeMarkdown(summaryText(plan))}**`,
    '',
  ];
  const s = plan.summary;
  out.push(
    '| create | update | delete | unchanged | orphaned |',
    '|---:|---:|---:|---:|---:|',
    `| ${s.create} | ${s.update} | ${s.delete} | ${s.unchanged} | ${s.orphaned} |`,
    '',
  );
  if (plan.diagnostics.length > 0) {
    out.push(`#### Diagnostics`, '');
    for (const d of plan.diagnostics) {
      const place = d.file
        ? `${inlineCode(`${escapeText(d.file)}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}`)} `
        : '';
      out.push(
        `- ${place}**${d.severity}** ${inlineCode(d.code)}: ${escapeMarkdown(escapeText(d.message))}`,
      );
    }
    out.push('');
  }
  const deletions = plan.changes.filter((c) => c.action === 'delete');
  if (deletions.length > 0) {
    out.push(`#### Deletions (${deletions.length})`, '');
    for (const d of deletions)
      out.push(
        `- ${inlineCode(`- ${escapeText(d.externalKey)}`)} (${escapeMarkdown(escapeText(d.id))}): ${escapeMarkdown(escapeText(d.before.headline))}`,
      );
    out.push('');
    out.push(
      fenced(
        deletions.map((d) => diffBlock(`- ${headerText(d)}`, changeLines(d))).join('\n\n'),
        'diff',
      ),
      '',
    );
  }
  const byFile = new Map<string, (CreateChange | UpdateChange)[]>();
  for (const change of plan.changes) {
    if (change.action === 'delete') continue;
    byFile.set(change.file, [...(byFile.get(change.file) ?? []), change]);
  }
  for (const file of [...byFile.keys()].sort()) {
    const changes = byFile.get(file)!;
    const creates = changes.filter((c) => c.action === 'create').length;
    const counts = [
      creates > 0 ? `${creates} to create` : '',
      changes.length - creates > 0 ? `${changes.length - creates} to update` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const blocks = changes
      .sort((a, b) => a.line - b.line)
      .map((c) => diffBlock(`${actionSign(c)} ${headerText(c)} (line ${c.line})`, changeLines(c)));
    out.push(
      `<details><summary><code>${escapeHtml(escapeText(file))}</code>: ${counts}</summary>`,
      '',
      fenced(blocks.join('\n\n'), 'diff'),
      '',
      '</details>',
      '',
    );
  }
  if (plan.orphans.length > 0) {
    out.push(
      `#### On the server but in no file (${plan.orphans.length})`,
      '',
      'Information only: deleted only with `--prune`.',
      '',
    );
    for (const o of plan.orphans)
      out.push(
        `- ${inlineCode(escapeText(o.externalKey))} (${escapeMarkdown(escapeText(o.id))}): ${escapeMarkdown(escapeText(o.headline))}`,
      );
    out.push('');
  }
  if (errorCount(plan) === 0 && plan.planHash)
    out.push(`<sub>Plan hash ${inlineCode(plan.planHash)}</sub>`, '');
  return neutraliseCommands(`${out.join('\n').trimEnd()}\n`);
}

/** Diff syntax needs the sign in column 1: `+`, `-`, and `!` for an update. */
function diffBlock(header: string, lines: PlanLine[]): string {
  const body = lines.map((line) => {
    const sign = line.sign === '~' ? '!' : line.sign;
    return `${sign} ${'  '.repeat(line.depth)}${line.text}`.trimEnd();
  });
  return [header.replace(/^~/, '!'), ...body].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
