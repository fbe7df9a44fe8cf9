// A git server over HTTPS on 127.0.0.1, for the Action's fetch of a pull request's base commit
// (which speaks https only): git's own `http-backend` behind a Node https server, with the
// self-signed certificate of test/fixtures/tls. A repository that fetches from it trusts that
// certificate through its own config (`trustTestServer`). It can insist on an Authorization
// header, as GitHub does for a checkout made with persist-credentials: false.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gitIn } from './git.js';

const TLS = join(import.meta.dirname, '..', 'fixtures', 'tls');
/** The certificate a repository must trust to fetch from the server. */
const TEST_CA = join(TLS, 'localhost.crt');

export interface HttpsGitServer {
  /** `https://127.0.0.1:PORT`: a repository below the served folder is `${url}/name.git`. */
  url: string;
  /** The Authorization header of every request ('' when none). */
  authorizations: string[];
  close(): Promise<void>;
}

/**
 * Serves every repository below `root`. With `requireAuthorization`, a request without that
 * exact Authorization header is answered 401, as a private repository's would be.
 */
export async function httpsGitServer(
  root: string,
  requireAuthorization?: string,
): Promise<HttpsGitServer> {
  const authorizations: string[] = [];
  const server: Server = createServer(
    { key: readFileSync(join(TLS, 'localhost.key')), cert: readFileSync(TEST_CA) },
    (req, res) => {
      const authorization = req.headers.authorization ?? '';
      authorizations.push(authorization);
      if (requireAuthorization !== undefined && authorization !== requireAuthorization) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="test"' });
        res.end();
        return;
      }
      backend(root, req, res);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Makes the repository at `dir` trust the test server's certificate (its own config). */
export function trustTestServer(dir: string): void {
  gitIn(dir, 'config', 'http.sslCAInfo', TEST_CA);
}

/** One request through `git http-backend` (CGI): the request's body in, its answer out. */
function backend(root: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'https://127.0.0.1');
  const child = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      HOME: root,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      REMOTE_ADDR: '127.0.0.1',
      ...(req.headers['content-encoding']
        ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] }
        : {}),
      ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
    },
  });
  req.pipe(child.stdin);
  let head = Buffer.alloc(0);
  let started = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (started) {
      res.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    started = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else res.setHeader(name, value);
    }
    res.writeHead(status);
    res.write(head.subarray(end + 4));
  });
  child.on('close', () => {
    if (!started) res.writeHead(500);
    res.end();
  });
}
