// The merge gate in process, as a pure function over a table of cases: what the bundle tests
// prove end to end, here where coverage and mutation testing can see each decision.
import { describe, expect, it } from 'vitest';
import type { MarkedChange, MarkerFields } from '../../../src/action/github/comment-marker.js';
import {
  refusalSentence,
  reviewGate,
  type EditFact,
  type FreshPlan,
  type PushFacts,
  type ReviewRecord,
  type Verdict,
} from '../../../src/action/review/review-gate.js';

const HEAD = 'a'.repeat(40);
const LATER = 'b'.repeat(40);
const MERGE = 'c'.repeat(40);
const OTHER_MERGE = 'd'.repeat(40);
const PLAN = `sha256:${'1'.repeat(64)}`;
const FRESH = `sha256:${'2'.repeat(64)}`;
const SHOWN = '### 📝 observe-annotations plan: 1 to create, 1 to update, 0 to delete\n…\n';
const pr = { owner: 'o', repo: 'r', number: 7, headSha: HEAD };

const create: MarkedChange = { action: 'create', externalKey: 'a', hash: '0123456789ab' };
const update: MarkedChange = { action: 'update', externalKey: 'b', hash: 'aaaaaaaaaaaa' };
const updateNow: MarkedChange = { ...update, hash: 'bbbbbbbbbbbb' };
const extra: MarkedChange = { action: 'delete', externalKey: 'z', hash: 'cccccccccccc' };

const marker = (fields: Partial<MarkerFields> = {}): MarkerFields => ({
  plan: PLAN,
  head: HEAD,
  changes: [create, update],
  shown: { version: '1.0.0', run: '42' },
  ...fields,
});
/** `shown: null`: the comment no longer holds the plan. */
const comment = (
  fields: Partial<MarkerFields> = {},
  shown: string | null = SHOWN,
  edited: EditFact = { by: 'action' },
) =>
  ({
    kind: 'comment',
    pr,
    commentId: 1,
    marker: marker(fields),
    ...(shown === null ? {} : { shown }),
    edited,
  }) satisfies ReviewRecord;
const byMallory: EditFact = { by: 'other', who: '@mallory', at: '2026-11-25T12:00:00Z' };
const unasked: EditFact = { by: 'unknown', why: 'GraphQL refused' };
const fresh = (fields: Partial<FreshPlan> = {}): FreshPlan => ({
  planHash: PLAN,
  changes: [create, update],
  shown: SHOWN,
  ...fields,
});
const push = (fields: Partial<PushFacts> = {}): PushFacts => ({
  commit: MERGE,
  autoApprove: false,
  version: '1.0.0',
  ...fields,
});

/** The verdict's kind and, for a refusal, its one sentence. */
function said(verdict: Verdict): string {
  if (verdict.kind === 'refuse' || verdict.kind === 'apply-unreviewed')
    return `${verdict.kind}: ${refusalSentence(verdict.refusal)}`;
  if (verdict.kind === 'apply-remaining') return `${verdict.kind}: ${verdict.count}`;
  return verdict.kind;
}

describe('the merge gate', () => {
  it.each<[string, ReviewRecord, FreshPlan, PushFacts, string]>([
    ['the shown plan, made for the final head', comment(), fresh(), push(), 'apply'],
    [
      'a review that shows a plan with no changes',
      comment({ changes: [] }),
      fresh({ changes: [] }),
      push(),
      'apply',
    ],
    [
      'no comment of the Action',
      { kind: 'none', why: 'pull request #7 has no plan comment of this target' },
      fresh(),
      push(),
      'refuse: no reviewed plan: pull request #7 has no plan comment of this target',
    ],
    [
      'a comment that shows no plan (the plan run failed)',
      comment({ plan: undefined }),
      fresh(),
      push(),
      'refuse: no reviewed plan: the comment of this target on pull request #7 shows no plan (its last plan run failed or found invalid files)',
    ],
    [
      'a plan made for an earlier head',
      comment({ head: LATER }),
      fresh(),
      push(),
      `refuse: the fresh plan is not the plan reviewed on pull request #7: the reviewed plan was made for commit ${LATER}, but pull request #7's final head is ${HEAD} (its last plan run did not finish or did not comment)`,
    ],
    [
      'a marker without its head',
      comment({ head: undefined }),
      fresh(),
      push(),
      "refuse: the fresh plan is not the plan reviewed on pull request #7: the reviewed plan does not say which commit it was made for, so it cannot be told to be the plan of pull request #7's final head",
    ],
    [
      'a pull request whose head GitHub did not name',
      { ...comment(), pr: { ...pr, headSha: undefined } },
      fresh(),
      push(),
      "refuse: the fresh plan is not the plan reviewed on pull request #7: GitHub did not say which commit is pull request #7's head",
    ],
    [
      'an edit on the server since the review',
      comment(),
      fresh({ planHash: FRESH, changes: [create, updateNow, extra] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the fresh plan differs from the reviewed plan (1 new, 0 gone, 1 different)',
    ],
    [
      'a different plan, the marker without its changes',
      comment({ changes: undefined }),
      fresh({ planHash: FRESH }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the fresh plan differs from the reviewed plan',
    ],
    [
      'the shown plan edited under the marker',
      comment({}, SHOWN.replace('1 to create', '0 to create')),
      fresh(),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the plan shown on pull request #7 is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)',
    ],
    [
      'a plan shown by another version, which shows it otherwise',
      comment(),
      fresh({ shown: `${SHOWN}more\n` }),
      push({ version: '2.0.0' }),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the plan was shown on pull request #7 by observe-annotations 1.0.0, and this run is 2.0.0, which shows it otherwise: plan the pull request again before merging',
    ],
    [
      'a plan shown by another version, shown the same',
      comment(),
      fresh(),
      push({ version: '2.0.0' }),
      'apply',
    ],
    [
      'a plan shown by a version that did not record itself, shown otherwise',
      comment({ shown: { run: '42' } }),
      fresh({ shown: `${SHOWN}more\n` }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the plan shown on pull request #7 is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)',
    ],
    [
      'a fresh plan the Action could not show',
      comment(),
      fresh({ shown: undefined }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the plan shown on pull request #7 is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)',
    ],
    [
      'a comment of an earlier version that recorded nothing of how it showed the plan',
      comment({ shown: undefined }),
      fresh({ shown: `${SHOWN}run link\n` }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the comment does not record how its plan was shown (an earlier version of observe-annotations wrote it): plan the pull request again before merging',
    ],
    [
      'a comment that no longer holds the reviewed plan',
      comment({}, null),
      fresh(),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the comment on pull request #7 no longer shows the reviewed plan',
    ],
    [
      'a base commit the checkout lacks',
      comment(),
      fresh({ unshowable: 'the base commit is not in the checkout' }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the base commit is not in the checkout',
    ],
    [
      'the shown plan, last edited by someone else',
      comment({}, SHOWN, byMallory),
      fresh(),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the comment was last edited by @mallory at 2026-11-25T12:00:00Z, not by the Action: an edit by anyone else voids the review',
    ],
    [
      'an edit by someone else, of a plan made for an earlier head: both said',
      comment({ head: LATER }, SHOWN, { by: 'other', who: 'an account GitHub no longer names' }),
      fresh(),
      push(),
      `refuse: the fresh plan is not the plan reviewed on pull request #7: the comment was last edited by an account GitHub no longer names, not by the Action: an edit by anyone else voids the review; the reviewed plan was made for commit ${LATER}, but pull request #7's final head is ${HEAD} (its last plan run did not finish or did not comment)`,
    ],
    [
      'GitHub did not say who last edited the comment',
      comment({}, SHOWN, unasked),
      fresh(),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: GitHub did not say who last edited the comment (GraphQL refused), so it cannot be told to show only what the Action wrote',
    ],
    [
      'GitHub did not say, under auto-approve: applied unreviewed',
      comment({}, SHOWN, unasked),
      fresh(),
      push({ autoApprove: true }),
      'apply-unreviewed: the fresh plan is not the plan reviewed on pull request #7: GitHub did not say who last edited the comment (GraphQL refused), so it cannot be told to show only what the Action wrote',
    ],
    [
      'no changes and no review',
      { kind: 'none', why: 'x' },
      fresh({ planHash: FRESH, changes: [] }),
      push(),
      'nothing-to-do',
    ],
    [
      'no changes and an edited review',
      comment({}, 'edited'),
      fresh({ changes: [] }),
      push(),
      'nothing-to-do',
    ],
    [
      'auto-approve past a refusal',
      comment({ head: LATER }),
      fresh(),
      push({ autoApprove: true }),
      `apply-unreviewed: the fresh plan is not the plan reviewed on pull request #7: the reviewed plan was made for commit ${LATER}, but pull request #7's final head is ${HEAD} (its last plan run did not finish or did not comment)`,
    ],
    [
      'auto-approve without a review',
      { kind: 'none', why: 'commit c is no merge of a pull request' },
      fresh(),
      push({ autoApprove: true }),
      'apply-unreviewed: no reviewed plan: commit c is no merge of a pull request',
    ],
  ])('%s', (_, record, planned, facts, expected) => {
    expect(said(reviewGate(record, planned, facts))).toBe(expected);
  });
});

describe('the gate on a re-run of a merge', () => {
  const applied = comment({ applied: MERGE });
  it.each<[string, ReviewRecord, FreshPlan, PushFacts, string]>([
    ['nothing left: passes', applied, fresh({ changes: [] }), push(), 'already-applied'],
    [
      'what is left was reviewed: applied',
      applied,
      fresh({ planHash: FRESH, changes: [update] }),
      push(),
      'apply-remaining: 1',
    ],
    [
      'what is left was not reviewed as it is now: refused',
      applied,
      fresh({ planHash: FRESH, changes: [create, updateNow] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: an earlier run applied this merge, and 1 of the 2 changes left is not in the reviewed plan as it was reviewed',
    ],
    [
      'a change of a key the review did not hold, of the same hash: refused',
      applied,
      fresh({ planHash: FRESH, changes: [{ ...update, externalKey: 'other' }] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: an earlier run applied this merge, and 1 of the 1 changes left is not in the reviewed plan as it was reviewed',
    ],
    [
      'an action of its own: refused',
      applied,
      fresh({ planHash: FRESH, changes: [{ ...create, action: 'update' }] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: an earlier run applied this merge, and 1 of the 1 changes left is not in the reviewed plan as it was reviewed',
    ],
    [
      'what is left was reviewed, but someone else edited the comment since: refused',
      comment({ applied: MERGE }, SHOWN, byMallory),
      fresh({ planHash: FRESH, changes: [update] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: the comment was last edited by @mallory at 2026-11-25T12:00:00Z, not by the Action: an edit by anyone else voids the review',
    ],
    [
      'nothing left, whoever edited the comment: passes',
      comment({ applied: MERGE }, SHOWN, unasked),
      fresh({ changes: [] }),
      push(),
      'already-applied',
    ],
    [
      'an edit and a change not reviewed: both said',
      comment({ applied: MERGE }, SHOWN, unasked),
      fresh({ planHash: FRESH, changes: [extra] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: GitHub did not say who last edited the comment (GraphQL refused), so it cannot be told to show only what the Action wrote; an earlier run applied this merge, and 1 of the 1 changes left is not in the reviewed plan as it was reviewed',
    ],
    [
      'two changes left, neither reviewed: refused',
      applied,
      fresh({ planHash: FRESH, changes: [updateNow, extra] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: an earlier run applied this merge, and 2 of the 2 changes left are not in the reviewed plan as it was reviewed',
    ],
    [
      'the reviewed changes not kept: refused',
      comment({ applied: MERGE, changes: undefined }),
      fresh({ planHash: FRESH, changes: [update] }),
      push(),
      'refuse: the fresh plan is not the plan reviewed on pull request #7: an earlier run applied this merge, and the comment did not keep the reviewed changes (there were too many), so what is left cannot be checked against them',
    ],
    [
      'refused, auto-approve: applied unreviewed',
      applied,
      fresh({ planHash: FRESH, changes: [extra] }),
      push({ autoApprove: true }),
      'apply-unreviewed: the fresh plan is not the plan reviewed on pull request #7: an earlier run applied this merge, and 1 of the 1 changes left is not in the reviewed plan as it was reviewed',
    ],
    [
      'another commit was applied: compared as a first run',
      comment({ applied: OTHER_MERGE }),
      fresh(),
      push(),
      'apply',
    ],
    [
      'an earlier refusal of this commit: compared again',
      comment({ refused: MERGE }),
      fresh(),
      push(),
      'apply',
    ],
    [
      'a push that names no commit is no re-run',
      applied,
      fresh({ changes: [] }),
      push({ commit: undefined }),
      'apply',
    ],
  ])('%s', (_, record, planned, facts, expected) => {
    expect(said(reviewGate(record, planned, facts))).toBe(expected);
  });

  it('a refusal of a review is a difference; no review at all is said as such', () => {
    expect(reviewGate(comment({ head: LATER }), fresh(), push())).toMatchObject({
      refusal: { kind: 'differs', pr },
    });
    expect(reviewGate(applied, fresh({ planHash: FRESH, changes: [extra] }), push())).toMatchObject(
      { refusal: { kind: 'differs', pr } },
    );
    expect(reviewGate({ kind: 'none', why: 'x' }, fresh(), push())).toMatchObject({
      refusal: { kind: 'no-review', why: 'x' },
    });
  });

  it('names what is new, gone and different', () => {
    const verdict = reviewGate(
      comment(),
      fresh({ planHash: FRESH, changes: [updateNow, extra] }),
      push(),
    );
    expect(verdict).toMatchObject({
      kind: 'refuse',
      refusal: { added: [extra], gone: [create], altered: [updateNow] },
    });
    // Another action on the same key is different, whatever its hash says.
    const deleted = { ...create, action: 'delete' as const };
    expect(
      reviewGate(comment(), fresh({ planHash: FRESH, changes: [deleted, update] }), push()),
    ).toMatchObject({
      refusal: { added: [], gone: [], altered: [deleted] },
    });
  });
});
