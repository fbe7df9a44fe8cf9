// Who the Action is on GitHub, so that only its own comments are read as its record and
// updated: anyone can post a comment that starts with the marker, and GitHub lets the workflow's
// token (and an App's installation token) edit anyone's comment. GitHub's GraphQL API tells who
// the token is, once per run (`viewer`): a person's login (or a machine user's), or an App's
// bot, `<slug>[bot]`; the workflow's token is the `github-actions` app's. Where that API refuses
// this token the question, REST's `GET /user` is asked as before: a login, or 403, which says
// only that the token is some app's installation token: it is taken for the workflow's token
// only when the step knows it is that one (the github-token input is the workflow's own token),
// never guessed, since any App's token would pass for it and take the workflow's
// `github-actions[bot]` comments (which any workflow of the repository can write) for its own.
// A failure to ask is thrown, never guessed past.
import { GitHubError } from '../../model/github-error.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import type { GitHubApi, IssueComment } from './github-client.js';
import type { Viewer } from './github-graphql.js';

export type ActionIdentity =
  /** The workflow's token (`github-token: ${{ github.token }}`, the default). */
  | { kind: 'workflow' }
  /** A token of a user: comments by that login are the Action's. */
  | { kind: 'user'; login: string }
  /** A GitHub App's installation token: comments by its bot, `<slug>[bot]`, are the Action's. */
  | { kind: 'app'; slug: string };

/** The login GitHub gives the workflow token's comments. */
const WORKFLOW_BOT_LOGIN = 'github-actions[bot]';
/** The app the workflow token's comments are made through. */
const WORKFLOW_APP_SLUG = 'github-actions';

/**
 * Asks GitHub who the token is (one question; call it once per run). `workflowToken`: the step
 * knows the token is the workflow's own (the only case a 403 of `GET /user` is taken for it).
 */
export async function askIdentity(
  api: Pick<GitHubApi, 'viewer' | 'tokenLogin'>,
  workflowToken = false,
): Promise<ActionIdentity> {
  const viewer = await api.viewer();
  if (viewer !== undefined) return identityOf(viewer);
  const login = await api.tokenLogin();
  if (login !== undefined) return { kind: 'user', login };
  if (workflowToken) return { kind: 'workflow' };
  // A token neither API names is no one (said as the step's failure).
  throw new GitHubError(GITHUB_VIEWS.githubFailures.problem({ kind: 'token-unnamed' }), {});
}

/**
 * The identity GraphQL's `viewer` names. GitHub's schema makes `viewer` a `User`, and names an
 * App's installation token by its bot's login, `<slug>[bot]` (no person's login has brackets);
 * a `Bot` is taken as that app whether or not its login carries the suffix (GraphQL names bots
 * without it elsewhere). `github-actions` is the workflow's token. Any other answer (another
 * type, a login GitHub would not give) is a failure, never someone's identity. Pure.
 */
export function identityOf(viewer: Viewer): ActionIdentity {
  const named = /^([A-Za-z0-9][A-Za-z0-9-]*)(\[bot\])?$/.exec(viewer.login);
  const known = viewer.type === 'User' || viewer.type === 'Bot';
  if (named === null || !known)
    throw new GitHubError(GITHUB_VIEWS.githubFailures.problem({ kind: 'viewer-no-account' }), {});
  const name = named[1]!;
  if (named[2] === undefined && viewer.type === 'User') return { kind: 'user', login: name };
  return name === WORKFLOW_APP_SLUG ? { kind: 'workflow' } : { kind: 'app', slug: name };
}

/**
 * Whether `comment` was written by the Action's identity. For the workflow's token: a `Bot`
 * user that is `github-actions[bot]` and acts through the `github-actions` app (GitHub's
 * comments made with the workflow's token carry both; two fields agreeing, never one alone).
 * For a user's token: that exact login. For an App's token: a `Bot` user that is
 * `<slug>[bot]`, not made through any other app. Pure.
 */
export function writtenBy(comment: IssueComment, identity: ActionIdentity): boolean {
  const user = comment.user;
  if (identity.kind === 'user') return user?.login === identity.login;
  if (identity.kind === 'app') {
    const via = comment.performed_via_github_app?.slug;
    return (
      user?.type === 'Bot' &&
      user.login === `${identity.slug}[bot]` &&
      (via === undefined || via === identity.slug)
    );
  }
  return (
    user?.type === 'Bot' &&
    user.login === WORKFLOW_BOT_LOGIN &&
    comment.performed_via_github_app?.slug === WORKFLOW_APP_SLUG
  );
}

/**
 * Whether the account GitHub's GraphQL API names as a comment's last editor is the Action's
 * identity: for the workflow's token the `github-actions` app's `Bot` (GraphQL names a bot
 * without REST's `[bot]`, so the type is what tells it from a user of that name), for an
 * App's token that app's `Bot` (its slug), for a user's token that `User`. Pure.
 */
export function isActionEditor(
  editor: { type: string; login: string },
  identity: ActionIdentity,
): boolean {
  if (identity.kind === 'user') return editor.type === 'User' && editor.login === identity.login;
  const slug = identity.kind === 'app' ? identity.slug : WORKFLOW_APP_SLUG;
  return editor.type === 'Bot' && editor.login === slug;
}

/** `@login` of a comment's author, for messages (GitHub logins need no escaping). */
export function authorOf(comment: IssueComment): string {
  const login = comment.user?.login;
  return login && /^[A-Za-z0-9-]+(\[bot\])?$/.test(login)
    ? `@${login}`
    : GITHUB_VIEWS.review.unknownAuthor();
}
