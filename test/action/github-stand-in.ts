// A local stand-in for the part of GitHub's REST API the Action uses: list (paginated with
// Link headers, as GitHub does), create and update issue comments, and the pull requests of a
// commit (`commits/{sha}/pulls`). It records every request and can be told to fail. node:http
// on 127.0.0.1, port 0.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInComment {
  id: number;
  body: string;
  user: { login: string; type: string };
}

/** A pull request as `GET /repos/{owner}/{repo}/commits/{sha}/pulls` lists it (the fields read). */
export interface StandInPull {
  number: number;
  state: 'open' | 'closed';
  merged_at: string | null;
  merge_commit_sha: string | null;
  head: { sha: string; ref: string };
  base: { ref: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body?: unknown;
}

export interface GitHubStandIn {
  /** Base URL to use as GITHUB_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Comments by issue, keyed `owner/repo#number`. */
  comments: Map<string, StandInComment[]>;
  /** The pull requests each commit belongs to, keyed `owner/repo@sha` (none: an empty list). */
  pulls: Map<string, StandInPull[]>;
  /** Answer every request with this status (undefined: work normally). */
  failWith: number | undefined;
  /** Records that `mergeSha` merged pull request `number` of `owner/repo`, whose final head was `headSha`. */
  merged(repo: string, number: number, headSha: string, mergeSha: string): void;
  /** Adds a comment written by someone else. */
  seed(issue: string, body: string, login?: string): StandInComment;
  close(): Promise<void>;
}

const PER_PAGE_DEFAULT = 30;

/** `prefix` serves the API under a path, as GitHub Enterprise Server does (`/api/v3`). */
export async function startGitHubStandIn(prefix = ''): Promise<GitHubStandIn> {
  let nextId = 1000;
  const standIn: GitHubStandIn = {
    url: '',
    requests: [],
    comments: new Map(),
    pulls: new Map(),
    failWith: undefined,
    merged(repo, number, headSha, mergeSha) {
      const pull: StandInPull = {
        number,
        state: 'closed',
        merged_at: '2026-11-25T12:00:00Z',
        merge_commit_sha: mergeSha,
        head: { sha: headSha, ref: 'feature' },
        base: { ref: 'master' },
      };
      // GitHub lists the merged pull request for its merge commit and for its head commit.
      for (const sha of [mergeSha, headSha]) {
        const key = `${repo}@${sha}`;
        standIn.pulls.set(key, [...(standIn.pulls.get(key) ?? []), pull]);
      }
    },
    seed(issue, body, login = 'someone') {
      const comment = { id: nextId++, body, user: { login, type: 'User' } };
      standIn.comments.set(issue, [...(standIn.comments.get(issue) ?? []), comment]);
      return comment;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (prefix && url.pathname.startsWith(prefix))
        url.pathname = url.pathname.slice(prefix.length);
      else if (prefix) url.pathname = '/not-under-prefix';
      const body = raw ? (JSON.parse(raw) as { body?: string }) : undefined;
      standIn.requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        ...(body === undefined ? {} : { body }),
      });
      const send = (
        status: number,
        value?: unknown,
        headers: Record<string, string> = {},
      ): void => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(value === undefined ? '' : JSON.stringify(value));
      };
      if (standIn.failWith !== undefined) {
        send(standIn.failWith, { message: 'Resource not accessible by integration' });
        return;
      }
      const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
      const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
      const pulls = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([0-9a-f]+)\/pulls$/.exec(url.pathname);
      if (pulls && req.method === 'GET') {
        send(200, standIn.pulls.get(`${pulls[1]}/${pulls[2]}@${pulls[3]}`) ?? []);
        return;
      }
      if (list && req.method === 'GET') {
        const all = standIn.comments.get(`${list[1]}/${list[2]}#${list[3]}`) ?? [];
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
      } else if (list && req.method === 'POST' && typeof body?.body === 'string') {
        const comment = {
          id: nextId++,
          body: body.body,
          user: { login: 'github-actions[bot]', type: 'Bot' },
        };
        const key = `${list[1]}/${list[2]}#${list[3]}`;
        standIn.comments.set(key, [...(standIn.comments.get(key) ?? []), comment]);
        send(201, comment);
      } else if (one && req.method === 'PATCH' && typeof body?.body === 'string') {
        const comment = [...standIn.comments.values()].flat().find((c) => c.id === Number(one[3]));
        if (!comment) return send(404, { message: 'Not Found' });
        comment.body = body.body;
        send(200, comment);
      } else {
        send(404, { message: 'Not Found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
  return standIn;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
