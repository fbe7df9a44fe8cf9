// One comment per pull request and target, the Action's own: found again by its marker and
// its author, updated in place, created only when none exists. A comment of anyone else is
// never updated nor read as the Action's, whatever it starts with; those that carry the marker
// are counted, so the run can say so.
import { writtenBy, type ActionIdentity } from './action-identity.js';
import { isOurComment } from './comment-marker.js';
import type { CommentApi, IssueComment, IssueRef } from './github-client.js';

/** The comments of one target on a pull request. */
export interface TargetComments {
  /** The Action's own comment (the first, should there be several). */
  ours?: IssueComment;
  /** Comments by anyone else that start with the target's marker: never trusted, never touched. */
  foreign: IssueComment[];
}

/** Sorts the comments that start with `target`'s marker by author. Pure. */
export function commentsOfTarget(
  comments: readonly IssueComment[],
  target: string,
  identity: ActionIdentity,
): TargetComments {
  const marked = comments.filter((c) => isOurComment(c.body, target));
  const ours = marked.find((c) => writtenBy(c, identity));
  return { ...(ours ? { ours } : {}), foreign: marked.filter((c) => !writtenBy(c, identity)) };
}

/** Reads the issue's comments and sorts out those of `target`. */
export async function readTargetComments(
  api: CommentApi,
  issue: IssueRef,
  target: string,
  identity: ActionIdentity,
): Promise<TargetComments> {
  return commentsOfTarget(await api.listComments(issue), target, identity);
}

export interface UpsertResult {
  /** `none`: `create: false` and no comment of ours yet, so nothing was posted. */
  action: 'created' | 'updated' | 'none';
  /** The comment posted (absent for `none`). */
  commentId?: number;
}

/**
 * Updates the Action's comment, or creates it (unless `create` is false: then a missing comment
 * stays missing).
 */
export async function upsertStickyComment(
  api: CommentApi,
  issue: IssueRef,
  found: TargetComments,
  body: string,
  { create = true }: { create?: boolean } = {},
): Promise<UpsertResult> {
  if (found.ours !== undefined) {
    await api.updateComment(issue, found.ours.id, body);
    return { action: 'updated', commentId: found.ours.id };
  }
  if (!create) return { action: 'none' };
  const created = await api.createComment(issue, body);
  return { action: 'created', commentId: created.id };
}
