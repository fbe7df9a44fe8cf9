// What a merge did, in Markdown, for the job summary and the pull request's sticky comment:
// applied (at which commit, the counts, the failures; a re-run that finished an earlier run's
// work says so), or refused because the plan made now is not the one the comment showed (why,
// which changes are new, gone or different), or refused because there is no reviewed plan.
// A refusal names keys and counts, never a hash or a text that could be pasted to pass the
// check. After a merge the comment is the result, then the plan as it was reviewed, below a
// hidden separator that reviewedPartOf() finds again. Lists are bounded: the comment has a
// size limit. Pure.
import type { ApplyResult } from '../../model/apply.js';
import type { Plan } from '../../model/plan.js';
import {
  countsLine,
  headline,
  isProblem,
  itemReason,
  outcomeWord,
  placeOf,
  SYMBOL,
} from '../apply-words.js';
import { neutraliseCommands } from '../../text/escape-text.js';
import { code, escapeMarkdown } from '../../text/markdown.js';
import { COMMENT_BUDGET, keysAboveTheFold } from './plan-comment.js';
import { summaryText } from '../plan-summary.js';

/** At most this many items of each list; the rest are counted. */
const MERGE_LIST_LIMIT = 30;

/** Separates the result of a merge from the reviewed plan below it in the comment. */
const REVIEWED_PLAN = '<!-- observe-annotations:reviewed-plan -->';

/** A change as the reviewed plan's marker kept it. */
interface KeptChange {
  action: 'create' | 'update' | 'delete';
  externalKey: string;
}

export interface PlanDifference {
  /** The commit the run was asked to apply. */
  commit?: string;
  /** The pull request it belongs to, when one was found. */
  pullRequest?: number;
  /** One sentence each. */
  reasons: readonly string[];
  /** Undefined when the reviewed comment did not keep its changes. */
  added?: readonly KeptChange[];
  gone?: readonly KeptChange[];
  altered?: readonly KeptChange[];
}

/** The refusal: nothing was written, why, and what differs. Its heading is `###`. */
export function refusalMarkdown(d: PlanDifference): string {
  const at = d.commit ? ` at ${code(short(d.commit))}` : '';
  const pr = d.pullRequest !== undefined ? ` (the merge of #${d.pullRequest})` : '';
  const lines = [
    `### ⛔ observe-annotations: not applied${at}${pr}: the fresh plan is not the reviewed one`,
    '',
    'Nothing was written. The plan made now is not the plan shown on the pull request:',
    '',
    ...d.reasons.map((r) => `- ${escapeMarkdown(r)}`),
  ];
  if (d.added === undefined) {
    lines.push(
      '',
      'The reviewed comment did not keep its changes (there were too many), so which changes are new or gone cannot be told: compare the fresh plan in the job summary with the reviewed one.',
    );
  } else {
    list(lines, 'New since the review (not reviewed)', d.added);
    list(lines, 'Reviewed but gone from the fresh plan', d.gone ?? []);
    list(lines, 'Reviewed, but different now (the server or the files changed)', d.altered ?? []);
  }
  lines.push('', NEXT);
  return neutraliseCommands(`${lines.join('\n')}\n`);
}

/** The refusal when no reviewed plan was found; `why` is one sentence without its full stop. */
export function noReviewMarkdown(why: string, commit?: string): string {
  const at = commit ? ` at ${code(short(commit))}` : '';
  return neutraliseCommands(
    [
      `### ⛔ observe-annotations: not applied${at}: no reviewed plan`,
      '',
      `Nothing was written: ${escapeMarkdown(why)}. An apply writes only a plan the Action showed in its own comment on the pull request, made for its final head commit. Set \`auto-approve: true\` to apply the fresh plan without a review.`,
      '',
    ].join('\n'),
  );
}

/** The line that says how to go on after a refusal. */
const NEXT =
  'To apply, open a pull request (or push to this one before merging) so the plan is made and reviewed again; or run with `auto-approve: true` to apply the fresh plan as it is.';

/**
 * The fresh plan of a refusal, for the comment: its counts and keys, the rest in the job
 * summary (never the plan as the comment shows one).
 */
export function freshPlanMarkdown(plan: Plan): string {
  const deleted = plan.changes.filter((c) => c.action === 'delete').map((c) => c.externalKey);
  const lines = ['#### The fresh plan (not applied)', '', escapeMarkdown(summaryText(plan))];
  lines.push(...keysAboveTheFold(plan));
  if (deleted.length > 0) {
    const shown = deleted.slice(0, MERGE_LIST_LIMIT).map(code).join(', ');
    const more =
      deleted.length > MERGE_LIST_LIMIT ? ` and ${deleted.length - MERGE_LIST_LIMIT} more` : '';
    lines.push(`- **Delete** (${deleted.length}): ${shown}${more}`);
  }
  lines.push('', '_All of it is in the job summary of this run._');
  return `${lines.join('\n')}\n`;
}

export interface AppliedFacts {
  /** The commit applied. */
  commit?: string;
  pullRequest?: number;
  /** Set when auto-approve applied a plan that was not the reviewed one: why. */
  unreviewed?: string;
  /** Set on a re-run that applied what an earlier run of this merge left undone. */
  remaining?: { count: number };
}

/** The result of an applied merge, for the top of the pull request's comment. */
export function appliedMarkdown(result: ApplyResult, facts: AppliedFacts = {}): string {
  const problems = result.results.filter(isProblem);
  const ok = problems.length === 0 && !result.stopReason;
  const at = facts.commit ? ` at ${code(short(facts.commit))}` : '';
  const pr = facts.pullRequest !== undefined ? ` (the merge of #${facts.pullRequest})` : '';
  const lines = [
    `### ${ok ? '✅' : '⚠️'} observe-annotations: applied${at}${pr}`,
    '',
    escapeMarkdown(headline(result)),
    '',
    countsLine(result),
  ];
  if (facts.remaining !== undefined) {
    const n = facts.remaining.count;
    lines.push(
      '',
      `This run applied the ${n} ${n === 1 ? 'change' : 'changes'} of the reviewed plan that an earlier run of this merge did not finish.`,
    );
  }
  if (facts.unreviewed !== undefined) {
    lines.push(
      '',
      `> [!WARNING]\n> Applied with \`auto-approve: true\`, not as reviewed: ${escapeMarkdown(facts.unreviewed)}. The plan below is the one reviewed; what was applied is in the job summary.`,
    );
  }
  if (result.stopReason) lines.push('', `> ${escapeMarkdown(result.stopReason)}`);
  if (problems.length > 0) lines.push('', ...problemLines(problems, result.stopReason));
  return neutraliseCommands(`${lines.join('\n')}\n`);
}

function problemLines(problems: ApplyResult['results'], stopReason?: string): string[] {
  const lines = problems.slice(0, MERGE_LIST_LIMIT).map((r) => {
    const place = placeOf(r);
    // The stop's reason is quoted once above; the items it stopped do not repeat it.
    const reason = itemReason(r, stopReason);
    const error = reason ? `: ${escapeMarkdown(cut(reason))}` : '';
    return `- ${code(SYMBOL[r.action])} ${code(r.externalKey)}: ${outcomeWord(r)}${error}${place ? ` (${code(place)})` : ''}`;
  });
  if (problems.length > MERGE_LIST_LIMIT)
    lines.push(`- …and ${problems.length - MERGE_LIST_LIMIT} more (see the job summary)`);
  return lines;
}

/** The heading above the reviewed plan in a refusal's comment. */
export const REVIEWED_HEADING = '#### The plan reviewed on the pull request (as it was shown)';

/**
 * A comment after a merge: the marker line, the merge's `head`, then the reviewed plan as it
 * was shown. Past GitHub's limit the reviewed plan gives way to a pointer (the result stays).
 */
export function afterMergeComment(marker: string, head: string, reviewed: string): string {
  const body = `${marker}\n${head}\n${REVIEWED_PLAN}\n\n${reviewed}`;
  return body.length <= COMMENT_BUDGET + 5_000
    ? body
    : `${marker}\n${head}\n_The reviewed plan is too long to keep beside this result: it is in the job summary of the run that planned it._\n`;
}

/**
 * The plan part of a comment as it is shown: after a merge (`afterMerge`), what follows the
 * separator afterMergeComment() wrote; else everything after the marker line. Undefined when
 * the comment no longer holds it.
 */
export function reviewedPartOf(body: string, afterMerge: boolean): string | undefined {
  if (afterMerge) {
    const at = body.indexOf(`\n${REVIEWED_PLAN}\n\n`);
    return at < 0 ? undefined : body.slice(at + REVIEWED_PLAN.length + 3);
  }
  const firstLine = body.indexOf('\n');
  return firstLine < 0 ? undefined : body.slice(firstLine + 1);
}

function list(lines: string[], title: string, changes: readonly KeptChange[]): void {
  if (changes.length === 0) return;
  lines.push('', `**${title}: ${changes.length}**`, '');
  for (const c of changes.slice(0, MERGE_LIST_LIMIT))
    lines.push(`- ${c.action} ${code(c.externalKey)}`);
  if (changes.length > MERGE_LIST_LIMIT)
    lines.push(`- …and ${changes.length - MERGE_LIST_LIMIT} more`);
}

function short(sha: string): string {
  return sha.slice(0, 12);
}

function cut(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
