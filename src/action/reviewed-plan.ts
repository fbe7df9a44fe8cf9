// Apply only what was reviewed (issue 10, after dflook's terraform-apply and Atlantis): an
// apply finds the pull request it belongs to (on a push, the merged one whose merge commit is
// the pushed commit), reads our sticky comment there for this target, and applies the fresh
// plan only when its hash is the reviewed plan's and that plan was made for the pull request's
// final head commit.
import { changeHashOf } from '../plan/index.js';
import type { Plan } from '../model/plan.js';
import { readMarker, type MarkedChange, type MarkerFields } from './comment-marker.js';
import type { CommitPullRequest, GitHubApi } from './github-client.js';
import type { RunEvent } from './event.js';

/** The pull request an apply belongs to. */
export interface ReviewedPullRequest {
  owner: string;
  repo: string;
  number: number;
  /** Its final head commit: the one its plan must have been made for. */
  headSha?: string;
  /** The commit being applied (the push's), when it is a merge of the pull request. */
  mergeSha?: string;
}

export type Review =
  /** Our comment with a plan, on the pull request. */
  | {
      found: true;
      pr: ReviewedPullRequest;
      commentId: number;
      body: string;
      marker: MarkerFields & { plan: string };
    }
  /** No reviewed plan: why, and the pull request when there is one (its comment is updated). */
  | { found: false; why: string; pr?: ReviewedPullRequest; commentId?: number; body?: string };

/** The changes of a plan as the marker keeps them. */
export function markedChanges(plan: Plan): MarkedChange[] {
  return plan.changes.map((c) => ({
    action: c.action,
    externalKey: c.externalKey,
    hash: changeHashOf(c)
      .replace(/^sha256:/, '')
      .slice(0, 12),
  }));
}

/** Finds the pull request and our comment for `target` on it. */
export async function findReview(api: GitHubApi, event: RunEvent, target: string): Promise<Review> {
  const pr = await pullRequestOf(api, event);
  if (typeof pr === 'string') return { found: false, why: pr };
  const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
  const comments = await api.listComments(issue);
  for (const c of comments) {
    const marker = readMarker(c.body, target);
    if (marker === undefined) continue;
    const body = c.body ?? '';
    if (marker.plan === undefined) {
      return {
        found: false,
        why: `the comment of this target on pull request #${pr.number} shows no plan (its last plan run failed or found invalid files)`,
        pr,
        commentId: c.id,
        body,
      };
    }
    return { found: true, pr, commentId: c.id, body, marker: { ...marker, plan: marker.plan } };
  }
  return {
    found: false,
    why: `pull request #${pr.number} has no plan comment of this target (it was never planned, or planned with comment: false)`,
    pr,
  };
}

/** The event's pull request, or why there is none. */
async function pullRequestOf(
  api: GitHubApi,
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
  const sha = event.sha;
  const repository = event.repository;
  if (sha === undefined || repository === undefined) {
    return 'the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)';
  }
  const pulls = await api.pullsOfCommit(repository, sha);
  const merged = pulls.find((p: CommitPullRequest) => p.merged_at && p.merge_commit_sha === sha);
  if (merged === undefined) {
    return `commit ${sha} is no merge of a pull request (a direct push, or a pull request merged elsewhere)`;
  }
  const head = merged.head?.sha;
  return {
    ...repository,
    number: merged.number,
    mergeSha: sha,
    ...(typeof head === 'string' && head !== '' ? { headSha: head } : {}),
  };
}

/** How a fresh plan stands against the reviewed one. */
export interface Verdict {
  same: boolean;
  /** Why they differ, one sentence each. */
  reasons: string[];
  /** The fresh plan's changes the review did not show, those it showed that are gone, and those of a key both hold that differ (the fresh ones). Undefined when the comment did not keep its changes. */
  added?: MarkedChange[];
  gone?: MarkedChange[];
  altered?: MarkedChange[];
}

/** Compares the fresh plan with the review. */
export function compareWithReview(fresh: Plan, review: Extract<Review, { found: true }>): Verdict {
  const reasons: string[] = [];
  const { marker, pr } = review;
  if (marker.head === undefined) {
    reasons.push(
      `the reviewed plan does not say which commit it was made for, so it cannot be told to be the plan of pull request #${pr.number}'s final head`,
    );
  } else if (pr.headSha === undefined) {
    reasons.push(`GitHub did not say which commit is pull request #${pr.number}'s head`);
  } else if (marker.head !== pr.headSha) {
    reasons.push(
      `the reviewed plan was made for commit ${marker.head}, but pull request #${pr.number}'s final head is ${pr.headSha} (its last plan run did not finish or did not comment)`,
    );
  }
  if (fresh.planHash !== marker.plan) {
    reasons.push(
      `the fresh plan (${fresh.planHash ?? 'none'}) differs from the reviewed plan (${marker.plan})`,
    );
  }
  const verdict: Verdict = { same: reasons.length === 0, reasons };
  if (marker.changes === undefined) return verdict;
  const before = new Map(marker.changes.map((c) => [c.externalKey, c]));
  const now = markedChanges(fresh);
  const keys = new Set(now.map((c) => c.externalKey));
  verdict.added = now.filter((c) => !before.has(c.externalKey));
  verdict.gone = marker.changes.filter((c) => !keys.has(c.externalKey));
  verdict.altered = now.filter((c) => {
    const old = before.get(c.externalKey);
    return old !== undefined && (old.action !== c.action || old.hash !== c.hash);
  });
  return verdict;
}
