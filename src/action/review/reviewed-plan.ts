// Where an apply finds what was reviewed: the pull request it belongs to (on a push, the merged
// one whose merge commit is the pushed commit; on a pull request event, that one), the
// Action's own comment of the target there (by the identity rule of action-identity.ts) and
// who last edited it, read into a record for the gate (review-gate.ts). Comments that carry
// the marker but were written by anyone else are returned apart: they are never the record.
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { isActionEditor, type ActionIdentity } from '../github/action-identity.js';
import { readMarker } from '../github/comment-marker.js';
import type { CommitPullRequest, GitHubApi, IssueComment } from '../github/github-client.js';
import type { Actor, LastEdit } from '../github/github-graphql.js';
import { readTargetComments, type TargetComments } from '../github/sticky-comment.js';
import type { RunEvent } from '../step/event.js';
import type { EditFact, ReviewedPullRequest, ReviewRecord } from './review-gate.js';

export interface FoundReview {
  record: ReviewRecord;
  /** Comments by others that carry the target's marker (ignored). */
  foreign: IssueComment[];
}

/**
 * What the lookup needs from GitHub: the pulls of a commit, an issue's comments, who last
 * edited a comment, and who the Action is.
 */
export interface ReviewSource {
  api: Pick<GitHubApi, 'pullsOfCommit' | 'commentPages' | 'lastEdit'>;
  identity(): Promise<ActionIdentity>;
}

/** Finds the pull request and the Action's comment for `target` on it, and who last edited it. */
export async function findReview(
  github: ReviewSource,
  event: RunEvent,
  target: string,
): Promise<FoundReview> {
  const pr = await pullRequestOf(github.api, event);
  if (typeof pr === 'string') return { record: { kind: 'none', why: pr }, foreign: [] };
  const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
  const identity = await github.identity();
  const found = await readTargetComments(github.api, issue, target, identity);
  const edited = found.ours && (await editOf(github.api, found.ours, identity));
  return { record: recordOf(pr, found, target, edited), foreign: found.foreign };
}

/** Who last edited the Action's comment; a question GitHub does not answer leaves it unknown. */
async function editOf(
  api: Pick<GitHubApi, 'lastEdit'>,
  comment: IssueComment,
  identity: ActionIdentity,
): Promise<EditFact> {
  if (comment.node_id === undefined) return { by: 'unknown', why: GITHUB_VIEWS.review.noNodeId() };
  try {
    return editFact(await api.lastEdit(comment.node_id), identity);
  } catch (error) {
    return {
      by: 'unknown',
      why: GITHUB_VIEWS.githubFailures.sentence(error, 'last-edit'),
    };
  }
}

/**
 * The last edit as the gate weighs it: a comment never edited (no `editor`, no `lastEditedAt`,
 * no edit history) is the Action's; an edited one only when its `editor` and the entries at
 * both ends of its edit history all name the Action's identity (GitHub's schema says neither
 * which editor `editor` is nor which end of the history is the newest). Any other (an edit by
 * anyone else, by an account GitHub no longer names, an edit without its history) is not. Pure.
 */
export function editFact(edit: LastEdit, identity: ActionIdentity): EditFact {
  const { editor, at, ends } = edit;
  if (editor === undefined && at === undefined && ends === undefined) return { by: 'action' };
  const named = ends === undefined ? [editor] : [...ends.map((e) => e.editor), editor];
  const stranger = named.findIndex((e) => e === undefined || !isActionEditor(e, identity));
  if (stranger === -1 && ends !== undefined) return { by: 'action' };
  const other = stranger === -1 ? GITHUB_VIEWS.review.editWithoutHistory() : whoOf(named[stranger]);
  return { by: 'other', who: other, ...(at === undefined ? {} : { at }) };
}

/** An editor as a message names them. */
function whoOf(editor: Actor | undefined): string {
  if (editor === undefined) return GITHUB_VIEWS.review.unnamedAccount();
  if (!/^[A-Za-z0-9-]+$/.test(editor.login)) return GITHUB_VIEWS.review.unknownAccount();
  return GITHUB_VIEWS.review.editor(editor.login, editor.type === 'Bot');
}

/**
 * The record of the Action's comment, or why there is none. `edited` is who last edited
 * that comment (undefined: not asked, which is never taken for the Action). Pure.
 */
export function recordOf(
  pr: ReviewedPullRequest,
  found: TargetComments,
  target: string,
  edited: EditFact | undefined,
): ReviewRecord {
  const ours = found.ours;
  const marker = ours === undefined ? undefined : readMarker(ours.body, target);
  if (ours === undefined || marker === undefined) {
    return {
      kind: 'none',
      why: GITHUB_VIEWS.review.noComment(pr.number, found.foreign.length),
      pr,
    };
  }
  const afterMerge = marker.applied !== undefined || marker.refused !== undefined;
  const shown = GITHUB_VIEWS.comment.reviewedPart(ours.body ?? '', afterMerge);
  return {
    kind: 'comment',
    pr,
    commentId: ours.id,
    marker,
    ...(shown === undefined ? {} : { shown }),
    edited: edited ?? { by: 'unknown', why: GITHUB_VIEWS.review.notAsked() },
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
  if (sha === undefined || repository === undefined) return GITHUB_VIEWS.review.noCommit();
  const merged = mergedPullRequest(await api.pullsOfCommit(repository, sha), sha);
  if (merged === undefined) return GITHUB_VIEWS.review.noMerge(sha);
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
