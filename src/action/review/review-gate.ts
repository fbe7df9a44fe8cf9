// The merge gate: may a push apply the plan it just made? Only what the Action itself showed
// on the merged pull request, as it showed it: its own comment (a comment of anyone else is no
// review), last edited by no one else (an edit by anyone else voids the review, whatever it
// shows), made for the pull request's final head, with the same plan hash, and showing exactly
// the text the Action shows for the fresh plan (an edit of the shown plan voids the review). A
// re-run of a merge an earlier run applied passes when nothing is left, and applies what is
// left when it is part of the reviewed plan. Pure: (reviewed record, fresh plan, push facts) →
// verdict; reviewed-plan.ts gathers the record, apply-flow.ts acts on the verdict.
import { GITHUB_VIEWS } from '../../render/github/views.js';
import type { MarkedChange, MarkerFields } from '../github/comment-marker.js';

/** The pull request an apply belongs to. */
export interface ReviewedPullRequest {
  owner: string;
  repo: string;
  number: number;
  /** Its final head commit: the one its plan must have been made for. */
  headSha?: string;
}

/** Who last edited the Action's comment, as GitHub's GraphQL API says. */
export type EditFact =
  /** Never edited, or last edited by the Action's own identity. */
  | { by: 'action' }
  /** Last edited by someone else: `who` as a message names them, and when. */
  | { by: 'other'; who: string; at?: string }
  /** GitHub did not say (GraphQL refused, failed or is not there): why. */
  | { by: 'unknown'; why: string };

export type ReviewRecord =
  /** No comment of the Action's to go by: why (and the pull request, when one was found). */
  | { kind: 'none'; why: string; pr?: ReviewedPullRequest }
  /** The Action's own comment on the pull request. */
  | {
      kind: 'comment';
      pr: ReviewedPullRequest;
      commentId: number;
      marker: MarkerFields;
      /** The plan part the comment shows; undefined when it no longer holds one. */
      shown?: string;
      edited: EditFact;
    };

export interface FreshPlan {
  planHash?: string;
  changes: readonly MarkedChange[];
  /** The plan part the Action shows for the fresh plan, made from the record's marker. */
  shown?: string;
  /** Why the fresh plan cannot be shown as the review was (its base commit is missing). */
  unshowable?: string;
}

export interface PushFacts {
  /** The commit being applied. */
  commit?: string;
  autoApprove: boolean;
  /** This Action's version (a comment of another version may show a plan otherwise). */
  version: string;
}

export type Refusal =
  | { kind: 'no-review'; why: string }
  | {
      kind: 'differs';
      pr: ReviewedPullRequest;
      reasons: string[];
      /** Which changes are new, gone or different; undefined when the marker kept none. */
      added?: MarkedChange[];
      gone?: MarkedChange[];
      altered?: MarkedChange[];
    };

export type Verdict =
  | { kind: 'apply'; pr: ReviewedPullRequest }
  /** auto-approve: applied although `refusal` says it is not as reviewed. */
  | { kind: 'apply-unreviewed'; refusal: Refusal }
  /** A re-run: `count` changes an earlier run of this merge left undone, all reviewed. */
  | { kind: 'apply-remaining'; pr: ReviewedPullRequest; count: number }
  | { kind: 'already-applied'; pr: ReviewedPullRequest }
  /** The fresh plan writes nothing: there is nothing to review. */
  | { kind: 'nothing-to-do' }
  | { kind: 'refuse'; refusal: Refusal };

/** The verdict on applying `fresh` for the push. */
export function reviewGate(record: ReviewRecord, fresh: FreshPlan, push: PushFacts): Verdict {
  let refusal: Refusal;
  if (record.kind === 'comment' && push.commit && record.marker.applied === push.commit) {
    const rerun = rerunVerdict(record, fresh);
    if (rerun.kind !== 'refuse') return rerun;
    refusal = rerun.refusal;
  } else {
    const found = checkReview(record, fresh, push);
    if (found.kind === 'reviewed') return { kind: 'apply', pr: found.pr };
    if (fresh.changes.length === 0) return { kind: 'nothing-to-do' };
    refusal = found;
  }
  return push.autoApprove ? { kind: 'apply-unreviewed', refusal } : { kind: 'refuse', refusal };
}

/** Why the record is no review of `fresh`, or that it is one. */
function checkReview(
  record: ReviewRecord,
  fresh: FreshPlan,
  push: PushFacts,
): Refusal | { kind: 'reviewed'; pr: ReviewedPullRequest } {
  if (record.kind === 'none') return { kind: 'no-review', why: record.why };
  const { marker, pr } = record;
  if (marker.plan === undefined) {
    return {
      kind: 'no-review',
      why: `the comment of this target on pull request #${pr.number} shows no plan (its last plan run failed or found invalid files)`,
    };
  }
  const reasons = [...editReasons(record.edited), ...headReasons(marker, pr)];
  if (record.shown === undefined)
    reasons.push(`the comment on pull request #${pr.number} no longer shows the reviewed plan`);
  if (fresh.planHash !== marker.plan) reasons.push(planReason(marker, fresh));
  else if (fresh.unshowable !== undefined) reasons.push(fresh.unshowable);
  else if (record.shown !== undefined && !sameShown(fresh.shown, record.shown))
    reasons.push(shownReason(marker, pr, push));
  if (reasons.length === 0) return { kind: 'reviewed', pr };
  return { kind: 'differs', pr, reasons, ...difference(marker, fresh) };
}

/** The comment must show only what the Action wrote: an edit by anyone else voids the review. */
function editReasons(edited: EditFact): string[] {
  if (edited.by === 'action') return [];
  if (edited.by === 'unknown')
    return [
      `GitHub did not say who last edited the comment (${edited.why}), so it cannot be told to show only what the Action wrote`,
    ];
  const when = edited.at === undefined ? '' : ` at ${edited.at}`;
  return [
    `the comment was last edited by ${edited.who}${when}, not by the Action: an edit by anyone else voids the review`,
  ];
}

/** The reviewed plan must have been made for the pull request's final head commit. */
function headReasons(marker: MarkerFields, pr: ReviewedPullRequest): string[] {
  if (marker.head === undefined) {
    return [
      `the reviewed plan does not say which commit it was made for, so it cannot be told to be the plan of pull request #${pr.number}'s final head`,
    ];
  }
  if (pr.headSha === undefined)
    return [`GitHub did not say which commit is pull request #${pr.number}'s head`];
  if (marker.head !== pr.headSha) {
    return [
      `the reviewed plan was made for commit ${marker.head}, but pull request #${pr.number}'s final head is ${pr.headSha} (its last plan run did not finish or did not comment)`,
    ];
  }
  return [];
}

/** Counts, never hashes: a hash printed here could be pasted into a comment. */
function planReason(marker: MarkerFields, fresh: FreshPlan): string {
  const d = difference(marker, fresh);
  if (d.added === undefined) return 'the fresh plan differs from the reviewed plan';
  return `the fresh plan differs from the reviewed plan (${d.added.length} new, ${d.gone!.length} gone, ${d.altered!.length} different)`;
}

function shownReason(marker: MarkerFields, pr: ReviewedPullRequest, push: PushFacts): string {
  if (marker.shown === undefined) {
    return 'the comment does not record how its plan was shown (an earlier version of observe-annotations wrote it): plan the pull request again before merging';
  }
  const version = marker.shown.version;
  if (version !== undefined && version !== push.version) {
    return `the plan was shown on pull request #${pr.number} by observe-annotations ${version}, and this run is ${push.version}, which shows it otherwise: plan the pull request again before merging`;
  }
  return `the plan shown on pull request #${pr.number} is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)`;
}

/** The fresh plan's changes the review did not show, those it showed that are gone, and those of a key both hold that differ. */
function difference(
  marker: MarkerFields,
  fresh: FreshPlan,
): Pick<Extract<Refusal, { kind: 'differs' }>, 'added' | 'gone' | 'altered'> {
  if (marker.changes === undefined) return {};
  const before = new Map(marker.changes.map((c) => [c.externalKey, c]));
  const keys = new Set(fresh.changes.map((c) => c.externalKey));
  return {
    added: fresh.changes.filter((c) => !before.has(c.externalKey)),
    gone: marker.changes.filter((c) => !keys.has(c.externalKey)),
    altered: fresh.changes.filter((c) => {
      const old = before.get(c.externalKey);
      return old !== undefined && (old.action !== c.action || old.hash !== c.hash);
    }),
  };
}

/**
 * A re-run of a merge an earlier run applied: nothing left passes; what is left is applied when
 * every change of it is one of the reviewed plan's, as reviewed.
 */
function rerunVerdict(
  record: Extract<ReviewRecord, { kind: 'comment' }>,
  fresh: FreshPlan,
): Verdict {
  const { pr, marker } = record;
  if (fresh.changes.length === 0) return { kind: 'already-applied', pr };
  const reviewed = marker.changes;
  const edit = editReasons(record.edited);
  const why =
    reviewed === undefined
      ? 'the comment did not keep the reviewed changes (there were too many), so what is left cannot be checked against them'
      : unreviewedLeft(reviewed, fresh.changes);
  if (why === undefined && edit.length === 0)
    return { kind: 'apply-remaining', pr, count: fresh.changes.length };
  const reasons = [
    ...edit,
    ...(why === undefined ? [] : [`an earlier run applied this merge, and ${why}`]),
  ];
  return {
    kind: 'refuse',
    refusal: { kind: 'differs', pr, reasons, ...difference(marker, fresh) },
  };
}

/**
 * Why the changes left are not all reviewed ones, or undefined when they are: one look-up per
 * change left (a plan of thousands of changes stays linear).
 */
function unreviewedLeft(
  reviewed: readonly MarkedChange[],
  left: readonly MarkedChange[],
): string | undefined {
  const asReviewed = new Set(reviewed.map(changeId));
  const outside = left.filter((c) => !asReviewed.has(changeId(c)));
  if (outside.length === 0) return undefined;
  return `${outside.length} of the ${left.length} changes left ${outside.length === 1 ? 'is' : 'are'} not in the reviewed plan as it was reviewed`;
}

/** A change as one string: its action, hash and key (the key last: it may hold any character). */
function changeId(c: MarkedChange): string {
  return `${c.action} ${c.hash} ${c.externalKey}`;
}

/**
 * The refusal in one sentence, without its full stop: `no reviewed plan: …`, or `the fresh
 * plan is not the plan reviewed on pull request #N: …`.
 */
export function refusalSentence(refusal: Refusal): string {
  return refusal.kind === 'no-review'
    ? `no reviewed plan: ${refusal.why}`
    : `the fresh plan is not the plan reviewed on pull request #${refusal.pr.number}: ${refusal.reasons.join('; ')}`;
}

/**
 * The fresh plan shown as the review showed it: the same text but for the timeline, a picture
 * of the server's annotations around the plan's that may change without the plan changing.
 */
function sameShown(fresh: string | undefined, reviewed: string): boolean {
  const { comment } = GITHUB_VIEWS;
  return (
    fresh !== undefined && comment.withoutTimeline(fresh) === comment.withoutTimeline(reviewed)
  );
}
