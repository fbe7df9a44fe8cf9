// The plan run's side of the sticky comment: find the Action's comment of the target on the
// pull request (before the job summary is written, so the summary can say that someone else's
// comment carries the marker), then post the outcome into it, or create it. A closed pull
// request's comment, and one that records the result of a merge while the pull request is no
// longer open, are left as they are: a late plan run never erases what a merge did.
import { authorOf } from '../github/action-identity.js';
import { readMarker } from '../github/comment-marker.js';
import type { IssueRef } from '../github/github-client.js';
import { GITHUB_VIEWS, type ForeignMarker } from '../../render/github/views.js';
import type { StepContext } from '../step/step-context.js';
import { warn, type StepIo } from '../step/step-io.js';
import { upsertStickyComment, type TargetComments } from '../github/sticky-comment.js';

/** Where the comment goes, as found before the summary is written. */
export interface CommentPlace {
  issue: IssueRef;
  found?: TargetComments;
  /** Reading the comments failed: the step fails after its summary is written. */
  failure?: unknown;
  /** Why the comment is left as it is (logged instead of posting). */
  leave?: string;
}

/** Finds the comment's place; undefined when the run posts no comment. */
export async function findCommentPlace(
  step: StepContext,
  io: StepIo,
): Promise<CommentPlace | undefined> {
  const pr = step.event.pullRequest;
  if (pr === undefined || !step.decision.comment) return undefined;
  const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
  if (pr.closed) {
    return {
      issue,
      leave: GITHUB_VIEWS.messages.commentLeft(pr.number, 'closed'),
    };
  }
  try {
    const found = await io.github.targetComments(issue);
    if (found.foreign.length > 0)
      warn(io, GITHUB_VIEWS.messages.foreignMarkers(pr.number, foreignOf(found)));
    const marker = found.ours && readMarker(found.ours.body, step.target.hash);
    if (marker && (marker.applied || marker.refused) && !(await io.github.api.isOpen(issue))) {
      return {
        issue,
        found,
        leave: GITHUB_VIEWS.messages.commentLeft(pr.number, 'merged'),
      };
    }
    return { issue, found };
  } catch (failure) {
    return { issue, failure };
  }
}

/** The job summary's note on others' comments that carry the marker ('' when none). */
export function foreignNote(place: CommentPlace | undefined): string {
  if (!place?.found) return '';
  return GITHUB_VIEWS.summary.foreignMarkers(place.issue.issueNumber, foreignOf(place.found));
}

/**
 * Posts `body` (`create: false`: only into a comment that exists). A failure fails the step,
 * after the summary (already written).
 */
export async function postComment(
  io: StepIo,
  place: CommentPlace,
  body: string,
  create: boolean,
): Promise<void> {
  const number = place.issue.issueNumber;
  if (place.leave !== undefined) return io.core.info(place.leave);
  try {
    if ('failure' in place) throw place.failure;
    const done = await upsertStickyComment(io.github.api, place.issue, place.found!, body, {
      create,
      lookAgain: () => io.github.targetComments(place.issue),
    });
    io.core.info(GITHUB_VIEWS.messages.commentPosted(number, done.action));
  } catch (error) {
    io.step.fail(io.step.redact(GITHUB_VIEWS.githubFailures.failure(error)));
  }
}

function foreignOf(found: TargetComments): ForeignMarker[] {
  return found.foreign.map((c) => ({ author: authorOf(c), commentId: c.id }));
}
