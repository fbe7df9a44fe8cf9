// Why a merge may not apply its plan, as a table: every reason the merge gate can give, in the
// exact words the step, the job summary and the comment show.
import { describe, expect, it } from 'vitest';
import { reviewReasons as r } from '../../../src/render/github/review-reasons.js';

describe('reviewReasons', () => {
  it.each<[string, string, string]>([
    [
      'noPlanShown',
      r.noPlanShown(7),
      'the comment of this target on pull request #7 shows no plan (its last plan run failed or found invalid files)',
    ],
    ['planGone', r.planGone(7), 'the comment on pull request #7 no longer shows the reviewed plan'],
    [
      'editorUnknown',
      r.editorUnknown('not asked'),
      'GitHub did not say who last edited the comment (not asked), so it cannot be told to show only what the Action wrote',
    ],
    [
      'editedByOther, with the time',
      r.editedByOther('@mallory', '2026-11-25T12:00:00Z'),
      'the comment was last edited by @mallory at 2026-11-25T12:00:00Z, not by the Action: an edit by anyone else voids the review',
    ],
    [
      'editedByOther, without it',
      r.editedByOther('an unknown account', undefined),
      'the comment was last edited by an unknown account, not by the Action: an edit by anyone else voids the review',
    ],
    [
      'headUnrecorded',
      r.headUnrecorded(7),
      "the reviewed plan does not say which commit it was made for, so it cannot be told to be the plan of pull request #7's final head",
    ],
    ['headUnknown', r.headUnknown(7), "GitHub did not say which commit is pull request #7's head"],
    [
      'headMoved',
      r.headMoved('abc123', 7, 'def456'),
      "the reviewed plan was made for commit abc123, but pull request #7's final head is def456 (its last plan run did not finish or did not comment)",
    ],
    [
      'planDiffers, without counts',
      r.planDiffers(undefined),
      'the fresh plan differs from the reviewed plan',
    ],
    [
      'planDiffers, with counts',
      r.planDiffers({ added: 1, gone: 2, altered: 3 }),
      'the fresh plan differs from the reviewed plan (1 new, 2 gone, 3 different)',
    ],
    [
      'shownUnrecorded',
      r.shownUnrecorded(),
      'the comment does not record how its plan was shown (an earlier version of observe-annotations wrote it): plan the pull request again before merging',
    ],
    [
      'shownByVersion',
      r.shownByVersion(7, '1.2.0', '1.3.0'),
      'the plan was shown on pull request #7 by observe-annotations 1.2.0, and this run is 1.3.0, which shows it otherwise: plan the pull request again before merging',
    ],
    [
      'shownDiffers',
      r.shownDiffers(7),
      'the plan shown on pull request #7 is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)',
    ],
    [
      'baseNotShowable',
      r.baseNotShowable('abc123', 'it was not fetched'),
      'the base commit abc123 the reviewed plan was compared with is not in the checkout (it was not fetched), so the fresh plan cannot be shown as the review was',
    ],
    [
      'changesNotKept',
      r.changesNotKept(),
      'the comment did not keep the reviewed changes (there were too many), so what is left cannot be checked against them',
    ],
    [
      'unreviewedLeft, one',
      r.unreviewedLeft(1, 3),
      '1 of the 3 changes left is not in the reviewed plan as it was reviewed',
    ],
    [
      'unreviewedLeft, more',
      r.unreviewedLeft(2, 3),
      '2 of the 3 changes left are not in the reviewed plan as it was reviewed',
    ],
    [
      'rerun',
      r.rerun('the plan differs'),
      'an earlier run applied this merge, and the plan differs',
    ],
    [
      'refusal, no review',
      r.refusal({ kind: 'no-review', why: 'no comment' }),
      'no reviewed plan: no comment',
    ],
    [
      'refusal, differs',
      r.refusal({ kind: 'differs', pullRequest: 7, reasons: ['one', 'two'] }),
      'the fresh plan is not the plan reviewed on pull request #7: one; two',
    ],
    ['reviewed', r.reviewed(7), 'The fresh plan is the plan reviewed on pull request #7.'],
    ['noNodeId', r.noNodeId(), 'GitHub gave the comment no node id to ask by'],
    ['notAsked', r.notAsked(), 'GitHub was not asked'],
    ['editWithoutHistory', r.editWithoutHistory(), 'an edit GitHub keeps no history of'],
    ['unnamedAccount', r.unnamedAccount(), 'an account GitHub no longer names'],
    ['unknownAccount', r.unknownAccount(), 'an unknown account'],
    ['unknownAuthor', r.unknownAuthor(), 'an unknown user'],
    ['editor, a person', r.editor('mallory', false), '@mallory'],
    ['editor, a bot', r.editor('github-actions', true), '@github-actions (a bot)'],
    [
      'noComment, none by others',
      r.noComment(7, 0),
      'pull request #7 has no plan comment of this target written by the Action (it was never planned, or planned with comment: false)',
    ],
    [
      'noComment, one by someone else',
      r.noComment(7, 1),
      'pull request #7 has no plan comment of this target written by the Action (it was never planned, or planned with comment: false; 1 comment by someone else carries its marker and is ignored)',
    ],
    [
      'noComment, several by others',
      r.noComment(7, 2),
      'pull request #7 has no plan comment of this target written by the Action (it was never planned, or planned with comment: false; 2 comments by someone else carry its marker and are ignored)',
    ],
    [
      'noCommit',
      r.noCommit(),
      'the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)',
    ],
    [
      'noMerge',
      r.noMerge('abc123'),
      'commit abc123 is no merge of a pull request (a direct push, or a pull request merged elsewhere)',
    ],
  ])('%s', (_, words, sentence) => {
    expect(words).toBe(sentence);
  });
});
