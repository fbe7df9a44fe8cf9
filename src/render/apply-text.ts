// The human view of an apply result: every problem with its place and reason, then the counts.
// Successful items were shown as progress while the run went; here they are a count.
import type { ApplyResult } from '../model/apply.js';
import {
  countsLine,
  headline,
  isProblem,
  itemReason,
  nextStep,
  outcomeWord,
  placeOf,
  SYMBOL,
  type StopSignal,
} from './apply-words.js';
import { painter } from './colour.js';
import { escapeText, neutraliseCommands } from '../text/escape-text.js';

export interface ApplyTextOptions {
  colour: boolean;
  /** List every item, not only the problems (a short run, or no progress was shown). */
  all?: boolean;
  /** The signal that stopped the run, when one did (Ctrl-C by default). */
  stop?: StopSignal;
}

/** Pure. */
export function renderApplyText(result: ApplyResult, options: ApplyTextOptions): string {
  const { red, yellow, bold } = painter(options.colour);
  const lines: string[] = [];
  // After Ctrl-C most changes were never sent: one line names them, not a block each.
  const unsent = result.interrupted ? result.results.filter((r) => r.status === 'skipped') : [];
  for (const r of result.results) {
    if (!options.all && !isProblem(r)) continue;
    if (unsent.includes(r)) continue;
    const colour = r.status === 'failed' ? red : r.status === 'ok' ? (s: string) => s : yellow;
    const id = r.id ? ` (${escapeText(r.id)})` : '';
    const key = escapeText(r.externalKey);
    lines.push(`${colour(`${SYMBOL[r.action]} ${key}`)}${id}: ${outcomeWord(r)}`);
    const place = placeOf(r);
    const reason = itemReason(r, result.stopReason);
    const error = reason === undefined ? undefined : escapeText(reason);
    if (error) lines.push(`    ${error}`);
    if (place && r.status === 'failed' && !error?.includes(place)) lines.push(`    at ${place}`);
  }
  if (unsent.length > 0) lines.push(unsentLine(unsent.map((r) => escapeText(r.externalKey))));
  if (lines.length > 0) lines.push('');
  lines.push(bold(headline(result, options.stop)));
  if (result.stopReason) lines.push(escapeText(result.stopReason));
  lines.push(countsLine(result));
  if (result.summary.stale > 0) {
    lines.push(
      'Stale items changed on the server after the plan was made: make a new plan and review it.',
    );
  }
  const next = result.interrupted ? undefined : nextStep(result);
  if (next) lines.push(next);
  return neutraliseCommands(`${lines.join('\n')}\n`);
}

const NAMED = 10;

/** "Not sent (3): a, b, c" with at most ten keys named. */
function unsentLine(keys: readonly string[]): string {
  const named = keys.slice(0, NAMED).join(', ');
  const more = keys.length > NAMED ? `, and ${keys.length - NAMED} more` : '';
  return `Not sent (${keys.length}): ${named}${more}`;
}
