// The part of GitHub's REST API the Action uses: a pull request's comments (read page by page
// until the caller has found its own, create, update), the pull requests of a commit, one pull request's state, who the token is, and
// check runs (create, then add annotations 50 at a time); and of its GraphQL API, who the token
// is and who last edited a comment (github-graphql.ts).
// Requests go through github-http.ts (deadline, retries, bounded answers), to GITHUB_API_URL
// so GitHub Enterprise Server works as well as github.com. Answers are read defensively: only
// the fields the Action uses, of the types it expects.
import { GitHubError } from '../../model/github-error.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { lastEditOf, viewerOf, type LastEdit, type Viewer } from './github-graphql.js';
import { githubHttp, type GitHubHttpOptions, type GitHubRequest } from './github-http.js';

export interface IssueRef {
  owner: string;
  repo: string;
  issueNumber: number;
}

/** A comment as the Action reads it: who wrote it (and through which app), and its text. */
export interface IssueComment {
  id: number;
  /** Its GraphQL node id (`node_id`), by which its last editor is asked. */
  node_id?: string;
  body?: string | null;
  user?: { login?: string; type?: string } | null;
  performed_via_github_app?: { slug?: string } | null;
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
  /**
   * Reads the issue's comments a page at a time, oldest first, handing each page to `visit`
   * until it says it has found what it looks for (`true`) or the pages end: as many pages as
   * that takes, and no page is kept once `visit` has seen it.
   */
  commentPages(issue: IssueRef, visit: (page: IssueComment[]) => boolean): Promise<void>;
  createComment(issue: IssueRef, body: string): Promise<IssueComment>;
  updateComment(issue: IssueRef, commentId: number, body: string): Promise<IssueComment>;
}

/** The comment API, and what a merge and the comment's owner need to know. */
export interface GitHubApi extends CommentApi {
  /** `GET /repos/{owner}/{repo}/commits/{sha}/pulls`: the pull requests that hold the commit. */
  pullsOfCommit(repo: { owner: string; repo: string }, sha: string): Promise<CommitPullRequest[]>;
  /** Whether the pull request is still open (`GET /repos/{owner}/{repo}/pulls/{number}`). */
  isOpen(issue: IssueRef): Promise<boolean>;
  /**
   * Who the token is, as GitHub's GraphQL API names it (`viewer`); undefined when that API
   * cannot say (none there, or it refused the query).
   */
  viewer(): Promise<Viewer | undefined>;
  /**
   * The login the token belongs to (`GET /user`); undefined when GitHub will not say (403:
   * the workflow's token and GitHub App tokens cannot read it).
   */
  tokenLogin(): Promise<string | undefined>;
  /** `POST /repos/{owner}/{repo}/check-runs`: the new check run's id. */
  createCheckRun(repo: RepoRef, body: CheckRunRequest): Promise<number>;
  /** `PATCH /repos/{owner}/{repo}/check-runs/{id}`: annotations sent are appended to its list. */
  updateCheckRun(repo: RepoRef, id: number, body: CheckRunUpdate): Promise<void>;
  /** Who last edited the comment of GraphQL node `nodeId`, and when (GraphQL `IssueComment`). */
  lastEdit(nodeId: string): Promise<LastEdit>;
}

export interface RepoRef {
  owner: string;
  repo: string;
}

/** One line note of a check run (GitHub's check annotation), as GitHub's REST description names its fields. */
export interface CheckLineNote {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
}

interface CheckRunOutput {
  title: string;
  summary: string;
  /** At most 50 per request (CHECK_LINE_NOTES_PER_REQUEST). */
  annotations?: CheckLineNote[];
}

/** A check run created completed, with its conclusion. */
interface CheckRunRequest {
  name: string;
  head_sha: string;
  status: 'completed';
  conclusion: 'success' | 'failure' | 'neutral';
  details_url?: string;
  output: CheckRunOutput;
}

interface CheckRunUpdate {
  output: CheckRunOutput;
}

const PER_PAGE = 100;

/** The API over GITHUB_API_URL (and GraphQL at `graphqlUrl`), with the run's deadline on every request. */
export function githubApi(options: GitHubHttpOptions & { graphqlUrl?: string }): GitHubApi {
  const request = githubHttp(options);
  const graphqlUrl = options.graphqlUrl ?? graphqlUrlOf(options.apiUrl);
  const graphql = githubHttp({ ...options, apiUrl: graphqlUrl });
  const repoPath = (owner: string, repo: string): string =>
    `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  return {
    commentPages: (issue, visit) =>
      commentPages(
        request,
        `${repoPath(issue.owner, issue.repo)}/issues/${issue.issueNumber}/comments?per_page=${PER_PAGE}`,
        visit,
      ),
    async createComment({ owner, repo, issueNumber }, body) {
      const { data } = await request(
        'POST',
        `${repoPath(owner, repo)}/issues/${issueNumber}/comments`,
        { body },
      );
      return commentOf(data) ?? { id: 0 };
    },
    async updateComment({ owner, repo }, commentId, body) {
      const { data } = await request(
        'PATCH',
        `${repoPath(owner, repo)}/issues/comments/${commentId}`,
        { body },
      );
      return commentOf(data) ?? { id: commentId };
    },
    async pullsOfCommit({ owner, repo }, sha) {
      const { data } = await request(
        'GET',
        `${repoPath(owner, repo)}/commits/${sha}/pulls?per_page=100`,
      );
      return Array.isArray(data) ? data.flatMap(pullOf) : [];
    },
    async isOpen({ owner, repo, issueNumber }) {
      const { data } = await request('GET', `${repoPath(owner, repo)}/pulls/${issueNumber}`);
      const pull = data as { state?: unknown; merged?: unknown } | undefined;
      return pull?.state === 'open' && pull.merged !== true;
    },
    viewer: () => viewerOf(graphql),
    async tokenLogin() {
      try {
        const { data } = await request('GET', '/user');
        const login = (data as { login?: unknown } | undefined)?.login;
        return typeof login === 'string' && login !== '' ? login : undefined;
      } catch (error) {
        if (error instanceof GitHubError && error.facts.status === 403 && !error.facts.rateLimited)
          return undefined;
        throw error;
      }
    },
    async createCheckRun({ owner, repo }, body) {
      const { data } = await request('POST', `${repoPath(owner, repo)}/check-runs`, body);
      const id = (data as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number')
        throw new GitHubError(
          GITHUB_VIEWS.githubFailures.problem({ kind: 'check-run-without-id' }),
          {},
        );
      return id;
    },
    async updateCheckRun({ owner, repo }, id, body) {
      await request('PATCH', `${repoPath(owner, repo)}/check-runs/${id}`, body);
    },
    lastEdit: (nodeId) => lastEditOf(graphql, nodeId),
  };
}

/**
 * GitHub's GraphQL endpoint beside a REST API URL: `https://api.github.com/graphql`, and
 * `https://HOST/api/graphql` for GitHub Enterprise Server's `https://HOST/api/v3`. (A runner
 * names it in GITHUB_GRAPHQL_URL, which is used first.)
 */
export function graphqlUrlOf(apiUrl: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return base.endsWith('/api/v3') ? `${base.slice(0, -'/v3'.length)}/graphql` : `${base}/graphql`;
}

/**
 * Follows `rel="next"` links until `visit` has found what it looks for or the pages end. No
 * count of pages is the limit (anyone can post comments, and a limit would let them hide what
 * lies past it): the run's deadline is, as for every request. A page that leads back to one read
 * already is an error at once, not a loop until the deadline.
 */
async function commentPages(
  request: GitHubRequest,
  first: string,
  visit: (page: IssueComment[]) => boolean,
): Promise<void> {
  const read = new Set<string>();
  for (let next: string | undefined = first; next !== undefined;) {
    read.add(next);
    const { data, headers } = await request('GET', next);
    const page = (Array.isArray(data) ? data : []).flatMap((item) => commentOf(item) ?? []);
    if (visit(page)) return;
    next = nextLink(headers.get('link'));
    if (next !== undefined && read.has(next))
      throw new GitHubError(GITHUB_VIEWS.githubFailures.problem({ kind: 'pages-repeat' }), {});
  }
}

/** The `rel="next"` URL of a Link header. */
function nextLink(link: string | null): string | undefined {
  if (link === null) return undefined;
  for (const part of link.split(',')) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (m && /\brel="?next"?/.test(m[2]!)) return m[1];
  }
  return undefined;
}

function commentOf(value: unknown): IssueComment | undefined {
  const c = value as Record<string, unknown> | null | undefined;
  if (typeof c?.id !== 'number') return undefined;
  const user = c.user as { login?: unknown; type?: unknown } | null | undefined;
  const app = c.performed_via_github_app as { slug?: unknown } | null | undefined;
  return {
    id: c.id,
    ...(typeof c.node_id === 'string' && c.node_id !== '' ? { node_id: c.node_id } : {}),
    body: typeof c.body === 'string' ? c.body : null,
    user: {
      ...(typeof user?.login === 'string' ? { login: user.login } : {}),
      ...(typeof user?.type === 'string' ? { type: user.type } : {}),
    },
    performed_via_github_app: typeof app?.slug === 'string' ? { slug: app.slug } : null,
  };
}

function pullOf(value: unknown): CommitPullRequest[] {
  const p = value as Record<string, unknown> | null | undefined;
  if (typeof p?.number !== 'number') return [];
  const head = (p.head as { sha?: unknown } | undefined)?.sha;
  return [
    {
      number: p.number,
      merged_at: typeof p.merged_at === 'string' ? p.merged_at : null,
      merge_commit_sha: typeof p.merge_commit_sha === 'string' ? p.merge_commit_sha : null,
      ...(typeof head === 'string' ? { head: { sha: head } } : {}),
    },
  ];
}
