// Where an apply finds what was reviewed: the pull request it belongs to (on a push, the merged
// one whose merge commit is the pushed commit; on a pull request event, that one) and the
// Action's own comment of the target there, read into a record for the gate (review-gate.ts).
// Comments that carry the marker but were written by anyone else are returned apart: they are
// never the record.
import { reviewedPartOf } from '../render/merge-comment.js';
import { readMarker } from './comment-marker.js';
import type { CommitPullRequest, GitHubApi, IssueComment } from './github-client.js';
import type { RunEvent } from './event.js';
import type { ReviewedPullRequest, ReviewRecord } from './review-gate.js';
import type { TargetComments } from './sticky-comment.js';

export interface FoundReview {
  record: ReviewRecord;
  /** Comments by others that carry the target's marker (ignored). */
  foreign: IssueComment[];
}

/** What the lookup needs from GitHub: the pulls of a commit, and the target's comments. */
export interface ReviewSource {
  api: Pick<GitHubApi, 'pullsOfCommit'>;
  targetComments(issue: {
    owner: string;
    repo: string;
    issueNumber: number;
  }): Promise<TargetComments>;
}

/** Finds the pull request and the Action's comment for `target` on it. */
export async function findReview(
  github: ReviewSource,
  event: RunEvent,
  target: string,
): Promise<FoundReview> {
  const pr = await pullRequestOf(github.api, event);
  if (typeof pr === 'string') return { record: { kind: 'none', why: pr }, foreign: [] };
  const found = await github.targetComments({
    owner: pr.owner,
    repo: pr.repo,
    issueNumber: pr.number,
  });
  return { record: recordOf(pr, found, target), foreign: found.foreign };
}

/** The record of the Action's comment, or why there is none. Pure. */
export function recordOf(
  pr: ReviewedPullRequest,
  found: TargetComments,
  target: string,
): ReviewRecord {
  const ours = found.ours;
  const marker = ours === undefined ? undefined : readMarker(ours.body, target);
  if (ours === undefined || marker === undefined) {
    const ignored = found.foreign.length;
    const others =
      ignored === 0
        ? ''
        : `; ${ignored} ${ignored === 1 ? 'comment' : 'comments'} by someone else ${ignored === 1 ? 'carries' : 'carry'} its marker and ${ignored === 1 ? 'is' : 'are'} ignored`;
    return {
      kind: 'none',
      why: `pull request #${pr.number} has no plan comment of this target written by the Action (it was never planned, or planned with comment: false${others})`,
      pr,
    };
  }
  const afterMerge = marker.applied !== undefined || marker.refused !== undefined;
  const shown = reviewedPartOf(ours.body ?? '', afterMerge);
  return {
    kind: 'comment',
    pr,
    commentId: ours.id,
    marker,
    ...(shown === undefined ? {} : { shown }),
  };
}

/** The event's pull request, or why there is none. */
async function pullRequestOf(
  api: Pick<GitHubApi, 'pullsOfCommit'>,
  event: RunEvent,
): Promise<ReviewedPullRequest | string> {
  const own = event.pullRequest;
  if (own !== undefined) {
    return {
      owner: own.owner,
      repo: own.repo,
      number: own.number,
      ...(own.headSha ? { headSha: own.headSha } : {}),
    };
  }
  const { sha, repository } = event;
  if (sha === undefined || repository === undefined) {
    return 'the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)';
  }
  const merged = mergedPullRequest(await api.pullsOfCommit(repository, sha), sha);
  if (merged === undefined) {
    return `commit ${sha} is no merge of a pull request (a direct push, or a pull request merged elsewhere)`;
  }
  const head = merged.head?.sha;
  return {
    ...repository,
    number: merged.number,
    ...(typeof head === 'string' && head !== '' ? { headSha: head } : {}),
  };
}

/**
 * The pull request whose merge made commit `sha`: merged, with `sha` as its merge commit. A
 * pull request that holds the commit otherwise (open, closed unmerged, or listed for its head)
 * is not it. Pure.
 */
export function mergedPullRequest(
  pulls: readonly CommitPullRequest[],
  sha: string,
): CommitPullRequest | undefined {
  return pulls.find((p) => Boolean(p.merged_at) && p.merge_commit_sha === sha);
}
