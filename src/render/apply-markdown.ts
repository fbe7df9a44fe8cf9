// The Markdown view of an apply result (job summaries, PR comments): counts, then a table of
// every item that did not reach its target.
import type { ApplyResult } from '../model/apply.js';
import * as words from './apply-words.js';
import { neutraliseCommands } from '../text/escape-text.js';
import { code, escapeMarkdown } from '../text/markdown.js';

/** Pure. */
export function renderApplyMarkdown(result: ApplyResult, stop?: words.StopSignal): string {
  const s = result.summary;
  const lines = [
    `### ${words.headline(result, stop)}`,
    '',
    ...(s.written === undefined
      ? [
          '| created | updated | deleted | unchanged | failed | stale |',
          '|---:|---:|---:|---:|---:|---:|',
          `| ${s.created} | ${s.updated} | ${s.deleted} | ${s.unchanged} | ${s.failed} | ${s.stale} |`,
        ]
      : ['| written (write-only) | failed |', '|---:|---:|', `| ${s.written} | ${s.failed} |`]),
  ];
  if (result.stopReason) lines.push('', `> ${escapeMarkdown(result.stopReason)}`);
  const problems = result.results.filter(words.isProblem);
  if (problems.length > 0) {
    lines.push('', '| | key | outcome | reason | where |', '|---|---|---|---|---|');
    for (const r of problems) {
      const place = words.placeOf(r);
      lines.push(
        `| ${code(words.SYMBOL[r.action])} | ${code(r.externalKey)} | ${words.outcomeWord(r)} | ${escapeMarkdown(words.itemReason(r, result.stopReason) ?? '')} | ${place ? code(place) : ''} |`,
      );
    }
  }
  const next = result.interrupted ? undefined : words.nextStep(result);
  if (next) lines.push('', escapeMarkdown(next));
  lines.push('', `<sub>${words.countsLine(result)}</sub>`);
  return neutraliseCommands(`${lines.join('\n')}\n`);
}
