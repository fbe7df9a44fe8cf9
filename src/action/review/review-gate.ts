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

const words = GITHUB_VIEWS.review;

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
      why: words.noPlanShown(pr.number),
    };
  }
  const reasons = [...editReasons(record.edited), ...headReasons(marker, pr)];
  if (record.shown === undefined) reasons.push(words.planGone(pr.number));
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
  if (edited.by === 'unknown') return [words.editorUnknown(edited.why)];
  return [words.editedByOther(edited.who, edited.at)];
}

/** The reviewed plan must have been made for the pull request's final head commit. */
function headReasons(marker: MarkerFields, pr: ReviewedPullRequest): string[] {
  if (marker.head === undefined) return [words.headUnrecorded(pr.number)];
  if (pr.headSha === undefined) return [words.headUnknown(pr.number)];
  if (marker.head !== pr.headSha) return [words.headMoved(marker.head, pr.number, pr.headSha)];
  return [];
}

/** Counts, never hashes: a hash printed here could be pasted into a comment. */
function planReason(marker: MarkerFields, fresh: FreshPlan): string {
  const d = difference(marker, fresh);
  return words.planDiffers(
    d.added === undefined
      ? undefined
      : { added: d.added.length, gone: d.gone!.length, altered: d.altered!.length },
  );
}

function shownReason(marker: MarkerFields, pr: ReviewedPullRequest, push: PushFacts): string {
  if (marker.shown === undefined) return words.shownUnrecorded();
  const version = marker.shown.version;
  if (version !== undefined && version !== push.version)
    return words.shownByVersion(pr.number, version, push.version);
  return words.shownDiffers(pr.number);
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
    reviewed === undefined ? words.changesNotKept() : unreviewedLeft(reviewed, fresh.changes);
  if (why === undefined && edit.length === 0)
    return { kind: 'apply-remaining', pr, count: fresh.changes.length };
  const reasons = [...edit, ...(why === undefined ? [] : [words.rerun(why)])];
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
  return words.unreviewedLeft(outside.length, left.length);
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
  return words.refusal(
    refusal.kind === 'no-review'
      ? refusal
      : { kind: 'differs', pullRequest: refusal.pr.number, reasons: refusal.reasons },
  );
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
