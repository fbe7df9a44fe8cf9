// The terminal view of a plan (Terraform's legend: + create, ~ update, - delete). Drawn from
// the same Plan as the JSON view, so the two cannot drift. Pure.
import type { Excerpt } from '../model/diagnostic.js';
import type { Change, Plan, PlanBase } from '../model/plan.js';
import type { Timeline } from '../model/timeline.js';
import { painter, type Painter } from './colour.js';
import { bothNote, causeSections, comparedWith } from './plan-causes.js';
import { diagnosticBlock } from './diagnostics-text.js';
import { escapeText, neutraliseCommands } from '../text/escape-text.js';
import { omittedLines } from './omitted-lines.js';
import { actionSign, changeLines, headerText, type PlanLine, type Sign } from './plan-lines.js';
import { errorCount, summaryText } from './plan-summary.js';
import { timelineText } from './timeline-text.js';

export interface PlanTextOptions {
  colour: boolean;
  /** In CI: no suggestions of next commands. */
  inAutomation: boolean;
  /** Lines of a file around its diagnostics, for code frames; absent: place and message only. */
  excerpt?: (file: string) => Excerpt | undefined;
  /** The command that applies, for the closing hint (default `observe-annotations apply`). */
  applyCommand?: string;
  /** The picture beside a fresh plan (views.ts, ShownPlan). */
  timeline?: Timeline | undefined;
}

export function renderPlanText(plan: Plan, options: PlanTextOptions): string {
  const paint = painter(options.colour);
  const blocks: string[] = [];
  if (plan.diagnostics.length > 0)
    blocks.push(
      plan.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt)).join('\n\n'),
    );
  const omitted = omittedLines(plan.omittedDiagnostics);
  if (omitted.length > 0) blocks.push(omitted.join('\n'));
  if (plan.changes.length > 0) {
    const legend = [
      `${paint.green('+')} create`,
      `${paint.yellow('~')} update`,
      `${paint.red('-')} delete`,
    ].join(', ');
    blocks.push(
      plan.base
        ? `Changes to annotations (${legend}), compared with ${escapeText(comparedWith(plan.base))}:`
        : `Changes to annotations (${legend}):`,
    );
    const sections = causeSections(plan);
    if (!sections) for (const change of plan.changes) blocks.push(changeBlock(change, paint));
    for (const section of sections ?? []) {
      const n = section.changes.length;
      blocks.push(paint.bold(n === 0 ? `${section.title}: none.` : `${section.title} (${n}):`));
      for (const change of section.changes) blocks.push(changeBlock(change, paint, plan.base));
    }
  }
  if (options.timeline) blocks.push(timelineText(options.timeline, paint));
  if (plan.orphans.length > 0) {
    const lines = plan.orphans.map(
      (o) =>
        `  ${escapeText(o.externalKey)} (${escapeText(o.id)}) ${paint.dim(escapeText(JSON.stringify(o.headline)))}`,
    );
    blocks.push(
      [
        `On the server under the keyPrefix but in no file (information; deleted only with --prune):`,
        ...lines,
      ].join('\n'),
    );
  }
  const summary = summaryText(plan);
  blocks.push(paint.bold(summary));
  if (!options.inAutomation && errorCount(plan) === 0 && plan.changes.length > 0) {
    blocks.push(
      `Run ${options.applyCommand ?? 'observe-annotations apply'} to make these changes.`,
    );
  }
  return neutraliseCommands(`${blocks.join('\n\n')}\n`);
}

function changeBlock(change: Change, paint: Painter, base?: PlanBase): string {
  const sign = actionSign(change);
  const where =
    change.action === 'delete' ? 'in no file' : `${escapeText(change.file)}:${change.line}`;
  const both =
    base && change.cause === 'both' ? ` ${paint.yellow(`(${escapeText(bothNote(base))})`)}` : '';
  const head = [
    `  ${paint.dim(`# ${headerText(change)}`)} ${paint.dim(`(${where})`)}${both}`,
    `  ${colourSign(sign, paint)} ${paint.bold(escapeText(change.externalKey))}`,
  ];
  return [...head, ...changeLines(change).map((line) => textLine(line, paint))].join('\n');
}

function textLine(line: PlanLine, paint: Painter): string {
  const indent = '    '.repeat(line.depth);
  const body = line.quiet ? paint.dim(line.text) : line.text;
  return `  ${indent}${line.sign === ' ' ? ' ' : colourSign(line.sign, paint)} ${body}`.trimEnd();
}

function colourSign(sign: Sign, paint: Painter): string {
  if (sign === '+') return paint.green('+');
  if (sign === '-') return paint.red('-');
  if (sign === '~') return paint.yellow('~');
  return sign;
}
