// What `apply --write-only` shows before it writes: no diff (the server was not read), the
// annotations it will write whole, and the file's warnings. Text and Markdown. Pure.
import type { Excerpt } from '../model/diagnostic.js';
import type { Plan } from '../model/plan.js';
import { painter } from './colour.js';
import { diagnosticBlock } from './diagnostics-text.js';
import { escapeText, neutraliseCommands } from '../text/escape-text.js';
import { code, escapeMarkdown } from '../text/markdown.js';
import { renderPlanMarkdown } from './plan-markdown.js';
import { errorCount } from './plan-summary.js';
import { renderPlanText } from './plan-text.js';

const INTRO =
  'Write-only: the server is not read, so there is no diff and nothing is pruned. Each annotation below is written whole (created, or replaced by what the file says):';

function countText(plan: Plan): string {
  const n = plan.changes.length;
  return `Write-only: ${n} annotation${n === 1 ? '' : 's'} to write.`;
}

export function renderWriteOnlyText(
  plan: Plan,
  options: { colour: boolean; excerpt?: (file: string) => Excerpt | undefined },
): string {
  if (errorCount(plan) > 0) return renderPlanText(plan, { ...options, inAutomation: true });
  const paint = painter(options.colour);
  const blocks: string[] = [];
  if (plan.diagnostics.length > 0)
    blocks.push(
      plan.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt)).join('\n\n'),
    );
  if (plan.changes.length > 0) {
    const lines = plan.changes.flatMap((c) =>
      c.action === 'delete'
        ? []
        : [
            `  ${paint.yellow('>')} ${paint.bold(escapeText(c.externalKey))} ${paint.dim(`(${escapeText(c.file)}:${c.line})`)}`,
          ],
    );
    blocks.push([INTRO, ...lines].join('\n'));
  }
  blocks.push(paint.bold(countText(plan)));
  return neutraliseCommands(`${blocks.join('\n\n')}\n`);
}

export function renderWriteOnlyMarkdown(plan: Plan): string {
  if (errorCount(plan) > 0) return renderPlanMarkdown(plan);
  const lines = [`### observe-annotations apply --write-only`, '', `**${countText(plan)}**`, ''];
  for (const d of plan.diagnostics) {
    const place = d.file ? `${code(`${d.file}${d.line ? `:${d.line}` : ''}`)} ` : '';
    lines.push(`- ${place}**${d.severity}** ${code(d.code)}: ${escapeMarkdown(d.message)}`);
  }
  if (plan.diagnostics.length > 0) lines.push('');
  lines.push(escapeMarkdown(INTRO), '');
  for (const c of plan.changes)
    if (c.action !== 'delete')
      lines.push(`- ${code(c.externalKey)} (${code(`${c.file}:${c.line}`)})`);
  return neutraliseCommands(`${lines.join('\n')}\n`);
}
