// Who the Action is on GitHub, so that only its own comments are read as its record and
// updated: anyone can post a comment that starts with the marker, and GitHub lets the workflow's
// token edit anyone's comment. The workflow's token writes as the `github-actions` app's bot;
// another token (a person's or a machine user's) writes as the login it belongs to, which
// GitHub tells once per run (`GET /user`). A token GitHub will not say that of (403: the
// workflow's token, and GitHub App installation tokens) is taken for the workflow's token.
import type { GitHubApi, IssueComment } from './github-client.js';

export type ActionIdentity =
  /** The workflow's token (`github-token: ${{ github.token }}`, the default). */
  | { kind: 'workflow' }
  /** A token of a user: comments by that login are the Action's. */
  | { kind: 'user'; login: string };

/** The login GitHub gives the workflow token's comments. */
const WORKFLOW_BOT_LOGIN = 'github-actions[bot]';
/** The app the workflow token's comments are made through. */
const WORKFLOW_APP_SLUG = 'github-actions';

/** Asks GitHub who the token is (one request; call it once per run). */
export async function askIdentity(api: Pick<GitHubApi, 'tokenLogin'>): Promise<ActionIdentity> {
  const login = await api.tokenLogin();
  return login === undefined ? { kind: 'workflow' } : { kind: 'user', login };
}

/**
 * Whether `comment` was written by the Action's identity. For the workflow's token: a `Bot`
 * user that is `github-actions[bot]` or acts through the `github-actions` app (two fields
 * agreeing, never one alone: a user cannot be of type Bot, and no one else can post through
 * that app). For a user's token: that exact login. Pure.
 */
export function writtenBy(comment: IssueComment, identity: ActionIdentity): boolean {
  const user = comment.user;
  if (identity.kind === 'user') return user?.login === identity.login;
  return (
    user?.type === 'Bot' &&
    (user.login === WORKFLOW_BOT_LOGIN ||
      comment.performed_via_github_app?.slug === WORKFLOW_APP_SLUG)
  );
}

/**
 * Whether the account GitHub's GraphQL API names as a comment's last editor is the Action's
 * identity: for the workflow's token the `github-actions` app's `Bot` (GraphQL names a bot
 * without REST's `[bot]`, so the type is what tells it from a user of that name), for a user's
 * token that `User`. Pure.
 */
export function isActionEditor(
  editor: { type: string; login: string },
  identity: ActionIdentity,
): boolean {
  if (identity.kind === 'user') return editor.type === 'User' && editor.login === identity.login;
  return editor.type === 'Bot' && editor.login === WORKFLOW_APP_SLUG;
}

/** `@login` of a comment's author, for messages (GitHub logins need no escaping). */
export function authorOf(comment: IssueComment): string {
  const login = comment.user?.login;
  return login && /^[A-Za-z0-9-]+(\[bot\])?$/.test(login) ? `@${login}` : 'an unknown user';
}
