// The pull request comment API (and the pull requests of a commit) over @octokit/rest, honouring GITHUB_API_URL so GitHub
// Enterprise Server works as well as github.com.
import { Octokit } from '@octokit/rest';
import type { ActionEnv } from './core.js';

export interface IssueRef {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface IssueComment {
  id: number;
  body?: string | null;
}

/** A pull request as `commits/{sha}/pulls` lists it: the few fields the Action reads. */
export interface CommitPullRequest {
  number: number;
  /** When it was merged; null while open or when closed unmerged. */
  merged_at?: string | null;
  /** The commit its merge made on the base branch (merge, squash or rebase). */
  merge_commit_sha?: string | null;
  head?: { sha?: string };
}

/** What the sticky comment needs from GitHub. */
export interface CommentApi {
  /** Every comment of the issue, all pages. */
  listComments(issue: IssueRef): Promise<IssueComment[]>;
  createComment(issue: IssueRef, body: string): Promise<IssueComment>;
  updateComment(issue: IssueRef, commentId: number, body: string): Promise<IssueComment>;
}

/** The comment API, and the pull requests of a commit (how a push finds what was reviewed). */
export interface GitHubApi extends CommentApi {
  /** `GET /repos/{owner}/{repo}/commits/{sha}/pulls`: the pull requests that hold the commit. */
  pullsOfCommit(repo: { owner: string; repo: string }, sha: string): Promise<CommitPullRequest[]>;
}

/** Octokit against GITHUB_API_URL (github.com when unset); its own logging is silenced. */
export function githubCommentApi(token: string, env: ActionEnv, userAgent: string): GitHubApi {
  const octokit = new Octokit({
    auth: token,
    baseUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    userAgent,
    // Octokit's default logger writes warnings to the console; the Action reports errors itself.
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });
  return {
    async listComments({ owner, repo, issueNumber }) {
      return octokit.paginate(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
      });
    },
    async createComment({ owner, repo, issueNumber }, body) {
      const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
      });
      return data;
    },
    async pullsOfCommit({ owner, repo }, sha) {
      const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        owner,
        repo,
        commit_sha: sha,
        per_page: 100,
      });
      return data;
    },
    async updateComment({ owner, repo }, commentId, body) {
      const { data } = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body,
      });
      return data;
    },
  };
}
