// What a merge did, in Markdown, for the job summary and the pull request's sticky comment:
// applied (at which commit, the counts, the failures), or refused because the fresh plan is
// not the reviewed one (both hashes, which changes are new, gone or different), or refused
// because no reviewed plan was found. Lists are bounded: the comment has a size limit. Pure.
import type { ApplyResult } from '../model/apply.js';
import { countsLine, headline, isProblem, outcomeWord, placeOf, SYMBOL } from './apply-words.js';
import { neutraliseCommands } from './escape-text.js';
import { code, escapeMarkdown } from './markdown.js';

/** At most this many items of each list; the rest are counted. */
export const MERGE_LIST_LIMIT = 30;

/** A change as the reviewed plan's marker kept it. */
export interface KeptChange {
  action: 'create' | 'update' | 'delete';
  externalKey: string;
}

export interface PlanDifference {
  /** The commit the run was asked to apply. */
  commit?: string;
  /** The pull request it belongs to, when one was found. */
  pullRequest?: number;
  /** One sentence each. */
  reasons: string[];
  /** Undefined when the reviewed comment did not keep its changes. */
  added?: KeptChange[];
  gone?: KeptChange[];
  altered?: KeptChange[];
}

/** The refusal: nothing was written, why, and what differs. Its heading is `###`. */
export function refusalMarkdown(d: PlanDifference): string {
  const at = d.commit ? ` at ${code(short(d.commit))}` : '';
  const pr = d.pullRequest !== undefined ? ` (the merge of #${d.pullRequest})` : '';
  const lines = [
    `### ⛔ observe-annotations: not applied${at}${pr}: the fresh plan is not the reviewed one`,
    '',
    'Nothing was written. The plan made now differs from the plan reviewed on the pull request:',
    '',
    ...d.reasons.map((r) => `- ${escapeMarkdown(r)}`),
  ];
  if (d.added === undefined) {
    lines.push(
      '',
      'The reviewed comment did not keep its changes (there were too many), so which changes are new or gone cannot be told: compare the fresh plan below with the reviewed one.',
    );
  } else {
    list(lines, 'New since the review (not reviewed)', d.added);
    list(lines, 'Reviewed but gone from the fresh plan', d.gone ?? []);
    list(lines, 'Reviewed, but different now (the server or the files changed)', d.altered ?? []);
  }
  lines.push('', NEXT);
  return neutraliseCommands(`${lines.join('\n')}\n`);
}

/** The refusal when no reviewed plan was found. */
export function noReviewMarkdown(why: string, commit?: string): string {
  const at = commit ? ` at ${code(short(commit))}` : '';
  return neutraliseCommands(
    [
      `### ⛔ observe-annotations: not applied${at}: no reviewed plan`,
      '',
      `Nothing was written: ${escapeMarkdown(why)}. An apply writes only a plan reviewed on a pull request (the plan in its comment, made for its final head commit). Set \`auto-approve: true\` to apply the fresh plan below without a review.`,
      '',
    ].join('\n'),
  );
}

/** The line that says how to go on after a refusal. */
const NEXT =
  'To apply, open a pull request (or push to this one before merging) so the plan is made and reviewed again; or run with `auto-approve: true` to apply the fresh plan below as it is.';

/** The result of an applied merge, for the top of the pull request's comment. */
export function appliedMarkdown(
  result: ApplyResult,
  commit?: string,
  pullRequest?: number,
  /** Set when auto-approve applied a plan that was not the reviewed one: why. */
  unreviewed?: string,
): string {
  const problems = result.results.filter(isProblem);
  const ok = problems.length === 0 && !result.stopReason;
  const at = commit ? ` at ${code(short(commit))}` : '';
  const pr = pullRequest !== undefined ? ` (the merge of #${pullRequest})` : '';
  const lines = [
    `### ${ok ? '✅' : '⚠️'} observe-annotations: applied${at}${pr}`,
    '',
    escapeMarkdown(headline(result)),
    '',
    countsLine(result),
  ];
  if (unreviewed !== undefined) {
    lines.push(
      '',
      `> [!WARNING]\n> Applied with \`auto-approve: true\`, not as reviewed: ${escapeMarkdown(unreviewed)}. The plan below is the one reviewed; what was applied is in the job summary.`,
    );
  }
  if (result.stopReason) lines.push('', `> ${escapeMarkdown(result.stopReason)}`);
  if (problems.length > 0) {
    lines.push('');
    for (const r of problems.slice(0, MERGE_LIST_LIMIT)) {
      const place = placeOf(r);
      lines.push(
        `- ${code(SYMBOL[r.action])} ${code(r.externalKey)}: ${outcomeWord(r)}${r.error ? `: ${escapeMarkdown(cut(r.error))}` : ''}${place ? ` (${code(place)})` : ''}`,
      );
    }
    if (problems.length > MERGE_LIST_LIMIT)
      lines.push(`- …and ${problems.length - MERGE_LIST_LIMIT} more (see the job summary)`);
  }
  return neutraliseCommands(`${lines.join('\n')}\n`);
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
