// A local stand-in for the part of GitHub's REST API the Action uses: list (paginated with
// Link headers, as GitHub does), create and update issue comments, the pull requests of a
// commit (`commits/{sha}/pulls`), one pull request, who a token is (`GET /user`), and check
// runs (create, update); and its GraphQL endpoint for who last edited a comment
// (github-graphql-stand-in.ts, at `/graphql`, or `/api/graphql` beside GitHub Enterprise
// Server's `/api/v3`). Each check-run request is held against GitHub's REST description
// (check-run-rules.ts: a request that breaks it is answered 422 and recorded in `violations`).
// Check runs need `checks: write` (`grantChecks`), as the workflow's token has only when the
// workflow grants it; a user's token may not write checks at all. Each
// comment records its author by the token that wrote it: the workflow's token writes as
// `github-actions[bot]` through the `github-actions` app and may edit any comment, as GitHub
// lets it; an App's installation token (`app`) likewise as `<slug>[bot]` through its app; a
// user's token writes as that user and edits only its own. Every edit is kept in the comment's
// history with its editor and time, as GitHub's GraphQL API then tells them; GraphQL's `viewer` names each token's account,
// where `GET /user` answers 403 for an installation token. It records every request
// and can be told to fail, to rate-limit, to close a connection (before or after doing what the
// request asks), or to drip its answers. node:http on 127.0.0.1, port 0.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProblems, updateProblems } from './check-run-rules.js';
import { answerGraphQL, type GraphQLActor } from './github-graphql-stand-in.js';

export interface StandInComment {
  id: number;
  node_id: string;
  body: string;
  user: { login: string; type: string };
  performed_via_github_app: { slug: string } | null;
  created_at: string;
  updated_at: string;
}

/** A pull request as `GET /repos/{owner}/{repo}/commits/{sha}/pulls` lists it (the fields read). */
interface StandInPull {
  number: number;
  state: 'open' | 'closed';
  merged_at: string | null;
  merge_commit_sha: string | null;
  head: { sha: string; ref: string };
  base: { ref: string };
}

/** A check run as GitHub keeps it: the last output, and every annotation ever sent. */
interface StandInCheckRun {
  id: number;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion?: string;
  details_url?: string;
  title?: string;
  summary?: string;
  annotations: Record<string, unknown>[];
}

interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  apiVersion?: string;
  body?: unknown;
}

/** An answer given instead of the real one, to the requests `match` picks, `times` times. */
interface Fault {
  /** `body`: the request's parsed JSON (a GraphQL query's `{ query, variables }`). */
  match: (method: string, path: string, body?: unknown) => boolean;
  times: number;
  status: number;
  headers?: Record<string, string>;
  /** The answer's body (`body: undefined`: an empty one; no `body`: a message). */
  body?: unknown;
  /** Close the connection instead of answering. */
  reset?: boolean;
  /** Do what the request asks first (store the comment), then answer as scripted (or reset). */
  storeFirst?: boolean;
}

export interface GitHubStandIn {
  /** Base URL to use as GITHUB_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Comments by issue, keyed `owner/repo#number`. */
  comments: Map<string, StandInComment[]>;
  /** The pull requests each commit belongs to, keyed `owner/repo@sha` (none: an empty list). */
  pulls: Map<string, StandInPull[]>;
  /** Closed pull requests, keyed `owner/repo#number` (the rest are open). */
  closed: Set<string>;
  /**
   * GraphQL's `IssueComment.editor` names the first editor instead of the last (GitHub's schema
   * says neither; the edit history, `userContentEdits`, is served oldest first either way).
   */
  editorIsFirst: boolean;
  /**
   * The edit history (`userContentEdits`) is served newest first, ending with the comment's
   * creation by its author (GitHub's schema says neither order; `includesCreatedEdit` allows
   * the creation entry).
   */
  historyNewestFirst: boolean;
  /** Answer every request with this status (undefined: work normally). */
  failWith: number | undefined;
  /** Scripted answers, tried in order before the real ones. */
  faults: Fault[];
  /** Send headers, then a byte of the body now and then, never ending it. */
  drip: boolean;
  /** Told each time a dripped answer has sent its headers and first byte (a test acts then). */
  onDrip: (() => void) | undefined;
  /** The workflow's token may write checks (the workflow grants `checks: write`). */
  grantChecks: boolean;
  checkRuns: StandInCheckRun[];
  /** Check-run requests that broke GitHub's REST description, with what was wrong. */
  violations: { method: string; path: string; problems: string[] }[];
  /** Records that `mergeSha` merged pull request `number` of `owner/repo`, whose final head was `headSha`. */
  merged(repo: string, number: number, headSha: string, mergeSha: string): void;
  /** Makes `token` a user's token (unknown tokens are the workflow's). */
  user(token: string, login: string): void;
  /** Makes `token` an installation token of the GitHub App `slug` (its bot: `<slug>[bot]`). */
  app(token: string, slug: string): void;
  /** Adds a comment written by someone else. */
  seed(issue: string, body: string, login?: string): StandInComment;
  /** Adds a comment written by the GitHub App `slug`'s bot. */
  seedByApp(issue: string, body: string, slug: string): StandInComment;
  /** Edits a comment as the user `login` does on GitHub (one with write access may edit any). */
  edit(comment: StandInComment, body: string, login: string): void;
  close(): Promise<void>;
}

const PER_PAGE_DEFAULT = 30;

/** `prefix` serves the API under a path, as GitHub Enterprise Server does (`/api/v3`). */
export async function startGitHubStandIn(prefix = ''): Promise<GitHubStandIn> {
  let nextId = 1000;
  const users = new Map<string, string>();
  /** Installation tokens of GitHub Apps other than `github-actions`: their slugs. */
  const apps = new Map<string, string>();
  /** Each comment's edits (by id), oldest first: who and when; none until it is edited. */
  const edits = new Map<number, { editor: GraphQLActor; at: string }[]>();
  const graphqlPath = `${prefix.replace(/\/v3$/, '')}/graphql`;
  const standIn: GitHubStandIn = {
    url: '',
    requests: [],
    comments: new Map(),
    pulls: new Map(),
    closed: new Set(),
    editorIsFirst: false,
    historyNewestFirst: false,
    failWith: undefined,
    faults: [],
    drip: false,
    onDrip: undefined,
    grantChecks: false,
    checkRuns: [],
    violations: [],
    merged(repo, number, headSha, mergeSha) {
      const pull: StandInPull = {
        number,
        state: 'closed',
        merged_at: '2026-11-25T12:00:00Z',
        merge_commit_sha: mergeSha,
        head: { sha: headSha, ref: 'feature' },
        base: { ref: 'master' },
      };
      standIn.closed.add(`${repo}#${number}`);
      // GitHub lists the merged pull request for its merge commit and for its head commit.
      for (const sha of [mergeSha, headSha]) {
        const key = `${repo}@${sha}`;
        standIn.pulls.set(key, [...(standIn.pulls.get(key) ?? []), pull]);
      }
    },
    user(token, login) {
      users.set(token, login);
    },
    app(token, slug) {
      apps.set(token, slug);
    },
    seed(issue, body, login = 'someone') {
      const comment = newComment(body, { login, type: 'User' }, null);
      standIn.comments.set(issue, [...(standIn.comments.get(issue) ?? []), comment]);
      return comment;
    },
    seedByApp(issue, body, slug) {
      const comment = newComment(body, { login: `${slug}[bot]`, type: 'Bot' }, { slug });
      standIn.comments.set(issue, [...(standIn.comments.get(issue) ?? []), comment]);
      return comment;
    },
    edit(comment, body, login) {
      editComment(comment, body, { __typename: 'User', login });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const newComment = (
    body: string,
    user: StandInComment['user'],
    app: StandInComment['performed_via_github_app'],
  ): StandInComment => {
    const id = nextId++;
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    return {
      id,
      node_id: `IC_kwDOstandin${id}`,
      body,
      user,
      performed_via_github_app: app,
      created_at: now,
      updated_at: now,
    };
  };
  const editComment = (comment: StandInComment, body: string, editor: GraphQLActor): void => {
    comment.body = body;
    comment.updated_at = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    edits.set(comment.id, [...(edits.get(comment.id) ?? []), { editor, at: comment.updated_at }]);
  };
  /** A comment as GraphQL resolves it, by node id. */
  const graphqlComment = (nodeId: string) => {
    const comment = [...standIn.comments.values()].flat().find((c) => c.node_id === nodeId);
    if (comment === undefined) return undefined;
    const history = edits.get(comment.id) ?? [];
    // `editor` as GitHub's schema leaves open: the last editor, or the first (`editorIsFirst`).
    const edit = standIn.editorIsFirst ? history[0] : history.at(-1);
    const login = comment.user.login.replace(/\[bot\]$/, '');
    const author = {
      __typename: comment.user.type === 'Bot' ? 'Bot' : 'User',
      login,
    } as GraphQLActor;
    return {
      node_id: comment.node_id,
      id: comment.id,
      body: comment.body,
      author,
      editor: edit?.editor ?? null,
      lastEditedAt: history.at(-1)?.at ?? null,
      edits: standIn.historyNewestFirst
        ? [
            ...history.map((e) => ({ editor: e.editor, editedAt: e.at })).reverse(),
            { editor: author, editedAt: comment.created_at },
          ]
        : history.map((e) => ({ editor: e.editor, editedAt: e.at })),
      createdAt: comment.created_at,
      updatedAt: comment.updated_at,
    };
  };
  const tokenOf = (req: IncomingMessage): string =>
    (req.headers.authorization ?? '').replace(/^(token|bearer) /i, '');
  /** Who a request's token is: a user's login, or an installation's (undefined). */
  const userOf = (req: IncomingMessage): string | undefined => users.get(tokenOf(req));
  /** The app of an installation token: `github-actions` for the workflow's. */
  const appOf = (req: IncomingMessage): string => apps.get(tokenOf(req)) ?? 'github-actions';
  /** The token's account as REST names it on the comments it writes. */
  const authorOf = (req: IncomingMessage): StandInComment['user'] => {
    const login = userOf(req);
    return login === undefined
      ? { login: `${appOf(req)}[bot]`, type: 'Bot' }
      : { login, type: 'User' };
  };

  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === graphqlPath) url.pathname = '/graphql';
      else if (prefix && url.pathname.startsWith(prefix))
        url.pathname = url.pathname.slice(prefix.length);
      else if (prefix) url.pathname = '/not-under-prefix';
      const body = raw ? (JSON.parse(raw) as { body?: string }) : undefined;
      const path = url.pathname + url.search;
      standIn.requests.push({
        method: req.method ?? '',
        path,
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        ...(typeof req.headers['x-github-api-version'] === 'string'
          ? { apiVersion: req.headers['x-github-api-version'] }
          : {}),
        ...(body === undefined ? {} : { body }),
      });
      const send = (status: number, value?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(value === undefined ? '' : JSON.stringify(value));
      };
      if (standIn.drip) return drip(res, standIn.onDrip);
      const fault = standIn.faults.find(
        (f) => f.times > 0 && f.match(req.method ?? '', path, body),
      );
      if (fault) {
        fault.times--;
        const scripted = () => {
          if (fault.reset) return req.socket.destroy();
          send(fault.status, 'body' in fault ? fault.body : { message: 'scripted' }, fault.headers);
        };
        if (fault.storeFirst) return route(req, url, body, scripted);
        return scripted();
      }
      if (standIn.failWith !== undefined) {
        return send(standIn.failWith, { message: 'Resource not accessible by integration' });
      }
      route(req, url, body, send);
    });
  });

  function route(
    req: IncomingMessage,
    url: URL,
    body: { body?: string } | undefined,
    send: (status: number, value?: unknown, headers?: Record<string, string>) => void,
  ): void {
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    const pulls = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([0-9a-f]+)\/pulls$/.exec(url.pathname);
    const pull = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(url.pathname);
    const login = userOf(req);
    if (url.pathname === '/graphql' && req.method === 'POST') {
      if (!req.headers.authorization)
        return send(401, { message: 'This endpoint requires you to be authenticated.' });
      void answerGraphQL(body, graphqlComment, { login: authorOf(req).login }).then((answer) =>
        send(200, answer),
      );
      return;
    }
    const checks = /^\/repos\/([^/]+)\/([^/]+)\/check-runs(?:\/(\d+))?$/.exec(url.pathname);
    if (checks) return checkRun(req.method ?? '', url.pathname, checks, login, body, send);
    if (url.pathname === '/user' && req.method === 'GET') {
      if (login === undefined)
        return send(403, { message: 'Resource not accessible by integration' });
      return send(200, { login, type: 'User' });
    }
    if (pulls && req.method === 'GET')
      return send(200, standIn.pulls.get(`${pulls[1]}/${pulls[2]}@${pulls[3]}`) ?? []);
    if (pull && req.method === 'GET') {
      const closed = standIn.closed.has(`${pull[1]}/${pull[2]}#${pull[3]}`);
      return send(200, { number: Number(pull[3]), state: closed ? 'closed' : 'open' });
    }
    if (list && req.method === 'GET')
      return listPage(req, url, `${list[1]}/${list[2]}#${list[3]}`, send);
    if (list && req.method === 'POST' && typeof body?.body === 'string') {
      const app = login === undefined ? { slug: appOf(req) } : null;
      const comment = newComment(body.body, authorOf(req), app);
      const key = `${list[1]}/${list[2]}#${list[3]}`;
      standIn.comments.set(key, [...(standIn.comments.get(key) ?? []), comment]);
      return send(201, comment);
    }
    if (one && req.method === 'PATCH' && typeof body?.body === 'string') {
      const comment = [...standIn.comments.values()].flat().find((c) => c.id === Number(one[3]));
      if (!comment) return send(404, { message: 'Not Found' });
      // An installation's token (the workflow's, an App's) may edit any comment; a user's
      // token only that user's.
      if (login !== undefined && comment.user.login !== login)
        return send(403, { message: 'Must have admin rights to Repository.' });
      const editor: GraphQLActor = login
        ? { __typename: 'User', login }
        : { __typename: 'Bot', login: appOf(req) };
      editComment(comment, body.body, editor);
      return send(200, comment);
    }
    send(404, { message: 'Not Found' });
  }

  function checkRun(
    method: string,
    path: string,
    [, owner, repo, id]: RegExpExecArray,
    login: string | undefined,
    body: unknown,
    send: (status: number, value?: unknown, headers?: Record<string, string>) => void,
  ): void {
    if (method !== 'POST' && method !== 'PATCH') return send(404, { message: 'Not Found' });
    // GitHub: only GitHub Apps (the workflow's token is one) create check runs, with checks: write.
    if (login !== undefined || !standIn.grantChecks)
      return send(403, { message: 'Resource not accessible by integration' });
    const problems = method === 'POST' ? createProblems(body) : updateProblems(body);
    if (problems.length > 0) {
      standIn.violations.push({ method, path, problems });
      return send(422, { message: 'Invalid request.', errors: problems });
    }
    const b = body as Record<string, unknown> & {
      output?: { title?: string; summary?: string; annotations?: Record<string, unknown>[] };
    };
    let run: StandInCheckRun | undefined;
    if (method === 'POST' && id === undefined) {
      run = {
        id: nextId++,
        repo: `${owner}/${repo}`,
        name: b.name as string,
        head_sha: b.head_sha as string,
        status: (b.status as string | undefined) ?? 'queued',
        annotations: [],
      };
      standIn.checkRuns.push(run);
    } else if (method === 'PATCH' && id !== undefined) {
      run = standIn.checkRuns.find((r) => r.id === Number(id) && r.repo === `${owner}/${repo}`);
    }
    if (run === undefined) return send(404, { message: 'Not Found' });
    if (typeof b.status === 'string') run.status = b.status;
    if (typeof b.conclusion === 'string') {
      run.conclusion = b.conclusion;
      run.status = 'completed';
    }
    if (typeof b.details_url === 'string') run.details_url = b.details_url;
    if (b.output?.title !== undefined) run.title = b.output.title;
    if (b.output?.summary !== undefined) run.summary = b.output.summary;
    run.annotations.push(...(b.output?.annotations ?? []));
    const { annotations: _kept, ...answer } = run;
    send(method === 'POST' ? 201 : 200, answer);
  }

  function listPage(
    req: IncomingMessage,
    url: URL,
    key: string,
    send: (status: number, value?: unknown, headers?: Record<string, string>) => void,
  ): void {
    const all = standIn.comments.get(key) ?? [];
    const perPage = Number(url.searchParams.get('per_page') ?? PER_PAGE_DEFAULT);
    const page = Number(url.searchParams.get('page') ?? 1);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const headers: Record<string, string> = {};
    if (page < last) {
      const next = new URL(url);
      next.host = req.headers.host ?? next.host;
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${standIn.url}${next.pathname}${next.search}>; rel="next"`;
    }
    send(200, all.slice((page - 1) * perPage, page * perPage), headers);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
  return standIn;
}

/** Headers at once, then one byte of a JSON array every half second, never the end. */
function drip(res: ServerResponse, onDrip: (() => void) | undefined): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('[', () => onDrip?.());
  const timer = setInterval(() => res.write(' '), 500);
  res.on('close', () => clearInterval(timer));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
