import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GITHUB_VIEWS,
  GitHubError,
  isOurComment
} from "./chunk-XIPNX5K7.js";

// src/action/github/action-identity.ts
var WORKFLOW_BOT_LOGIN = "github-actions[bot]";
var WORKFLOW_APP_SLUG = "github-actions";
async function askIdentity(api, workflowToken = false) {
  const viewer = await api.viewer();
  if (viewer !== void 0) return identityOf(viewer);
  const login = await api.tokenLogin();
  if (login !== void 0) return { kind: "user", login };
  if (workflowToken) return { kind: "workflow" };
  throw new GitHubError(GITHUB_VIEWS.githubFailures.problem({ kind: "token-unnamed" }), {});
}
function identityOf(viewer) {
  const named = /^([A-Za-z0-9][A-Za-z0-9-]*)(\[bot\])?$/.exec(viewer.login);
  const known = viewer.type === "User" || viewer.type === "Bot";
  if (named === null || !known)
    throw new GitHubError(GITHUB_VIEWS.githubFailures.problem({ kind: "viewer-no-account" }), {});
  const name = named[1];
  if (named[2] === void 0 && viewer.type === "User") return { kind: "user", login: name };
  return name === WORKFLOW_APP_SLUG ? { kind: "workflow" } : { kind: "app", slug: name };
}
function writtenBy(comment, identity) {
  const user = comment.user;
  if (identity.kind === "user") return user?.login === identity.login;
  if (identity.kind === "app") {
    const via = comment.performed_via_github_app?.slug;
    return user?.type === "Bot" && user.login === `${identity.slug}[bot]` && (via === void 0 || via === identity.slug);
  }
  return user?.type === "Bot" && user.login === WORKFLOW_BOT_LOGIN && comment.performed_via_github_app?.slug === WORKFLOW_APP_SLUG;
}
function isActionEditor(editor, identity) {
  if (identity.kind === "user") return editor.type === "User" && editor.login === identity.login;
  const slug = identity.kind === "app" ? identity.slug : WORKFLOW_APP_SLUG;
  return editor.type === "Bot" && editor.login === slug;
}
function authorOf(comment) {
  const login = comment.user?.login;
  return login && /^[A-Za-z0-9-]+(\[bot\])?$/.test(login) ? `@${login}` : GITHUB_VIEWS.review.unknownAuthor();
}

// src/action/github/sticky-comment.ts
function sortPage(found, page, target, identity) {
  for (const comment of page) {
    if (!isOurComment(comment.body, target)) continue;
    if (!writtenBy(comment, identity)) found.foreign.push({ ...comment, body: null });
    else found.ours ??= comment;
  }
  return found.ours !== void 0;
}
async function readTargetComments(api, issue, target, identity) {
  const found = { foreign: [] };
  await api.commentPages(issue, (page) => sortPage(found, page, target, identity));
  return found;
}
async function upsertStickyComment(api, issue, found, body, {
  create = true,
  lookAgain
} = {}) {
  if (found.ours !== void 0) {
    await api.updateComment(issue, found.ours.id, body);
    return { action: "updated", commentId: found.ours.id };
  }
  if (!create) return { action: "none" };
  let created;
  try {
    created = await api.createComment(issue, body);
  } catch (error) {
    if (lookAgain === void 0 || !mayHaveBeenMade(error)) throw error;
    const again = await lookAgain();
    if (again.ours !== void 0) {
      await api.updateComment(issue, again.ours.id, body);
      return { action: "created", commentId: again.ours.id };
    }
    created = await api.createComment(issue, body);
  }
  return { action: "created", commentId: created.id };
}
function mayHaveBeenMade(error) {
  if (!(error instanceof GitHubError)) return false;
  const { unreached, status } = error.facts;
  return unreached === true || status !== void 0 && status >= 500;
}

export {
  askIdentity,
  isActionEditor,
  authorOf,
  readTargetComments,
  upsertStickyComment
};
