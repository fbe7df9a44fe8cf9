// One comment per pull request and target, the Action's own: found again by its marker and
// its author (reading pages only until it is found), updated in place, created only when none
// exists (a create that got no answer looks for it before posting again). A comment of anyone
// else is never updated nor read as the Action's, whatever it starts with; those that carry the
// marker are counted, so the run can say so.
import { writtenBy, type ActionIdentity } from './action-identity.js';
import { isOurComment } from './comment-marker.js';
import type { CommentApi, IssueComment, IssueRef } from './github-client.js';
import { GitHubError } from '../../model/github-error.js';

/** The comments of one target on a pull request. */
export interface TargetComments {
  /** The Action's own comment (the first, should there be several). */
  ours?: IssueComment;
  /**
   * Comments by anyone else that start with the target's marker, as far as the comments were
   * read (to the end of the page holding the Action's own, or all): never trusted, never
   * touched, kept without their text.
   */
  foreign: IssueComment[];
}

/**
 * Sorts one page of comments into `found`: the first of the Action's own comments of `target`,
 * and (without their text) the others that start with its marker. True once the Action's own
 * is found: no page after this one need be read.
 */
function sortPage(
  found: TargetComments,
  page: readonly IssueComment[],
  target: string,
  identity: ActionIdentity,
): boolean {
  for (const comment of page) {
    if (!isOurComment(comment.body, target)) continue;
    if (!writtenBy(comment, identity)) found.foreign.push({ ...comment, body: null });
    else found.ours ??= comment;
  }
  return found.ours !== undefined;
}

/**
 * Reads the issue's comments until the Action's own comment of `target` is found (or the pages
 * end), keeping only what carries the marker: the Action's comment is found however many
 * comments others post after it, and what others write is never held beyond the page read.
 */
export async function readTargetComments(
  api: Pick<CommentApi, 'commentPages'>,
  issue: IssueRef,
  target: string,
  identity: ActionIdentity,
): Promise<TargetComments> {
  const found: TargetComments = { foreign: [] };
  await api.commentPages(issue, (page) => sortPage(found, page, target, identity));
  return found;
}

export interface UpsertResult {
  /** `none`: `create: false` and no comment of ours yet, so nothing was posted. */
  action: 'created' | 'updated' | 'none';
  /** The comment posted (absent for `none`). */
  commentId?: number;
}

/**
 * Updates the Action's comment, or creates it (unless `create` is false: then a missing comment
 * stays missing). A create that may have been made though no answer said so (the connection
 * closed, the attempt timed out, a server error: a POST is never simply sent again) looks for
 * the comment first (`lookAgain`: the target's comments read afresh) and updates it when it is
 * there, so that a pull request never gets a second one; only when it is not is it posted again.
 */
export async function upsertStickyComment(
  api: CommentApi,
  issue: IssueRef,
  found: TargetComments,
  body: string,
  {
    create = true,
    lookAgain,
  }: { create?: boolean; lookAgain?: () => Promise<TargetComments> } = {},
): Promise<UpsertResult> {
  if (found.ours !== undefined) {
    await api.updateComment(issue, found.ours.id, body);
    return { action: 'updated', commentId: found.ours.id };
  }
  if (!create) return { action: 'none' };
  let created: IssueComment;
  try {
    created = await api.createComment(issue, body);
  } catch (error) {
    if (lookAgain === undefined || !mayHaveBeenMade(error)) throw error;
    const again = await lookAgain();
    if (again.ours !== undefined) {
      await api.updateComment(issue, again.ours.id, body);
      return { action: 'created', commentId: again.ours.id };
    }
    created = await api.createComment(issue, body);
  }
  return { action: 'created', commentId: created.id };
}

/** A failed request GitHub may nonetheless have carried out: no answer, or a server error. */
function mayHaveBeenMade(error: unknown): boolean {
  if (!(error instanceof GitHubError)) return false;
  const { unreached, status } = error.facts;
  return unreached === true || (status !== undefined && status >= 500);
}
