// Why a merge may not apply the plan it just made, in the words the step, the job summary and
// the comment show: the merge gate (action/review/) says which reason and with what values;
// the sentences are here. Pure.

/** What a refusal says in one sentence (the gate's refusal, by its facts). */
export type RefusalFacts =
  | { kind: 'no-review'; why: string }
  | { kind: 'differs'; pullRequest: number; reasons: readonly string[] };

/** The counts of a fresh plan against the reviewed one, when the marker kept its changes. */
export interface DifferenceCounts {
  added: number;
  gone: number;
  altered: number;
}

/** The Markdown (and plain) words of ReviewView (views.ts). */
export const reviewReasons = {
  noPlanShown: (pr: number): string =>
    `the comment of this target on pull request #${pr} shows no plan (its last plan run failed or found invalid files)`,
  planGone: (pr: number): string =>
    `the comment on pull request #${pr} no longer shows the reviewed plan`,
  editorUnknown: (why: string): string =>
    `GitHub did not say who last edited the comment (${why}), so it cannot be told to show only what the Action wrote`,
  editedByOther: (who: string, at: string | undefined): string =>
    `the comment was last edited by ${who}${at === undefined ? '' : ` at ${at}`}, not by the Action: an edit by anyone else voids the review`,
  headUnrecorded: (pr: number): string =>
    `the reviewed plan does not say which commit it was made for, so it cannot be told to be the plan of pull request #${pr}'s final head`,
  headUnknown: (pr: number): string =>
    `GitHub did not say which commit is pull request #${pr}'s head`,
  headMoved: (reviewed: string, pr: number, head: string): string =>
    `the reviewed plan was made for commit ${reviewed}, but pull request #${pr}'s final head is ${head} (its last plan run did not finish or did not comment)`,
  planDiffers: (counts: DifferenceCounts | undefined): string =>
    counts === undefined
      ? 'the fresh plan differs from the reviewed plan'
      : `the fresh plan differs from the reviewed plan (${counts.added} new, ${counts.gone} gone, ${counts.altered} different)`,
  shownUnrecorded: (): string =>
    'the comment does not record how its plan was shown (an earlier version of observe-annotations wrote it): plan the pull request again before merging',
  shownByVersion: (pr: number, version: string, current: string): string =>
    `the plan was shown on pull request #${pr} by observe-annotations ${version}, and this run is ${current}, which shows it otherwise: plan the pull request again before merging`,
  shownDiffers: (pr: number): string =>
    `the plan shown on pull request #${pr} is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)`,
  baseNotShowable: (base: string | undefined, why: string): string =>
    `the base commit ${base} the reviewed plan was compared with is not in the checkout (${why}), so the fresh plan cannot be shown as the review was`,
  changesNotKept: (): string =>
    'the comment did not keep the reviewed changes (there were too many), so what is left cannot be checked against them',
  unreviewedLeft: (outside: number, left: number): string =>
    `${outside} of the ${left} changes left ${outside === 1 ? 'is' : 'are'} not in the reviewed plan as it was reviewed`,
  rerun: (why: string): string => `an earlier run applied this merge, and ${why}`,
  refusal: (refusal: RefusalFacts): string =>
    refusal.kind === 'no-review'
      ? `no reviewed plan: ${refusal.why}`
      : `the fresh plan is not the plan reviewed on pull request #${refusal.pullRequest}: ${refusal.reasons.join('; ')}`,
  reviewed: (pr: number): string => `The fresh plan is the plan reviewed on pull request #${pr}.`,
  noNodeId: (): string => 'GitHub gave the comment no node id to ask by',
  notAsked: (): string => 'GitHub was not asked',
  editWithoutHistory: (): string => 'an edit GitHub keeps no history of',
  unnamedAccount: (): string => 'an account GitHub no longer names',
  unknownAccount: (): string => 'an unknown account',
  unknownAuthor: (): string => 'an unknown user',
  editor: (login: string, bot: boolean): string => `@${login}${bot ? ' (a bot)' : ''}`,
  noComment: (pr: number, foreign: number): string => {
    const others =
      foreign === 0
        ? ''
        : `; ${foreign} ${foreign === 1 ? 'comment' : 'comments'} by someone else ${foreign === 1 ? 'carries' : 'carry'} its marker and ${foreign === 1 ? 'is' : 'are'} ignored`;
    return `pull request #${pr} has no plan comment of this target written by the Action (it was never planned, or planned with comment: false${others})`;
  },
  noCommit: (): string =>
    'the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)',
  noMerge: (commit: string): string =>
    `commit ${commit} is no merge of a pull request (a direct push, or a pull request merged elsewhere)`,
};
