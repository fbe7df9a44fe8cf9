// One GitHub REST request over Node's fetch, as carefully as the service's: the run's deadline
// on every attempt (headers and body), an attempt's own time limit, a bounded answer, GitHub's
// API version header, and retries by github-retry.ts within the deadline. The token goes only
// to the API's own address: a URL elsewhere (a page link GitHub sent) is refused.
import { GitHubError } from '../../model/github-error.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { retryAfter, type AttemptOutcome } from './github-retry.js';

/** GitHub's REST API version the requests are written for. */
const GITHUB_API_VERSION = '2022-11-28';

/** One attempt's own limit, headers and body together. */
const ATTEMPT_TIMEOUT_MS = 30_000;

/** The most an answer may hold: a page of 100 comments of 65,536 characters, escaped, fits. */
const MAX_ANSWER_BYTES = 40 * 1024 * 1024;

/** The run's deadline: the signal, and when it fires (to know whether a wait still fits). */
export interface Deadline {
  signal: AbortSignal;
  /** Epoch milliseconds; undefined: no deadline. */
  at?: number;
}

export interface GitHubHttpOptions {
  token: string;
  /** GITHUB_API_URL without a trailing slash (`https://api.github.com`, `…/api/v3`). */
  apiUrl: string;
  userAgent: string;
  deadline: Deadline;
  /**
   * Removes the run's secrets from every request body before it is sent: whatever a body
   * quotes (a comment, a check run's annotations, a server's words in them) reaches GitHub
   * without them. The token goes only in the header.
   */
  redact?: (text: string) => string;
  /** Waits between attempts; tests pass a quick one. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

interface GitHubAnswer {
  status: number;
  headers: Headers;
  data: unknown;
}

export type GitHubRequest = (
  method: 'GET' | 'POST' | 'PATCH',
  /** A path under the API (`/repos/…`), or a full URL under it (a next page). */
  path: string,
  body?: unknown,
  how?: RequestHow,
) => Promise<GitHubAnswer>;

/** How a request is sent beyond its method, path and body. */
interface RequestHow {
  /** A POST that changes nothing (a GraphQL query), retried as a GET is. */
  read?: boolean;
  /**
   * Reads a successful answer's body for a failure GitHub reports inside it (GraphQL answers
   * HTTP 200 with `errors`): a passing one is tried again as a server error is (a rate limit
   * waits as GitHub says), and one that persists is thrown with its message.
   */
  transient?: (data: unknown) => { message: string; rateLimited: boolean } | undefined;
}

/** A request function bound to one token, API and deadline. */
export function githubHttp(options: GitHubHttpOptions): GitHubRequest {
  const origin = new URL(options.apiUrl).origin;
  return async (method, path, body, how) => {
    try {
      const url = underApi(options.apiUrl, path);
      return await withRetries(options, origin, { method, url, body, how: how ?? {} });
    } catch (error) {
      // The run's deadline ends any request, attempt or wait: said as what it is.
      const { signal } = options.deadline;
      if (!signal.aborted || error instanceof GitHubError) throw error;
      const reason = signal.reason as unknown;
      const message =
        reason instanceof Error
          ? reason.message
          : GITHUB_VIEWS.githubFailures.problem({ kind: 'deadline' });
      throw new GitHubError(message, { origin });
    }
  };
}

/** One request as sent: its method, full URL, body and how. */
interface Sent {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body: unknown;
  how: RequestHow;
}

async function withRetries(
  options: GitHubHttpOptions,
  origin: string,
  sent: Sent,
): Promise<GitHubAnswer> {
  const sleep = options.sleep ?? deadlineSleep;
  const now = options.now ?? Date.now;
  const read = sent.method === 'GET' || sent.how.read === true;
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(options, sent);
    if ('data' in outcome) return outcome;
    const decision = retryAfter(outcome.seen, attempt, read, now());
    const failure = failureOf(outcome.seen, outcome.error, origin, decision.rateLimited);
    if (!decision.retry) throw failure;
    const { at } = options.deadline;
    if (at !== undefined && now() + decision.waitMs >= at) {
      if (!decision.rateLimited) throw failure;
      const seconds = Math.ceil(decision.waitMs / 1000);
      const message = GITHUB_VIEWS.githubFailures.problem({
        kind: 'wait-past-deadline',
        message: failure.message,
        seconds,
      });
      throw new GitHubError(message, failure.facts);
    }
    await sleep(decision.waitMs, options.deadline.signal);
  }
}

type Attempt = GitHubAnswer | { seen: AttemptOutcome; error?: unknown };

async function attemptOnce(
  options: GitHubHttpOptions,
  { method, url, body, how }: Sent,
): Promise<Attempt> {
  const deadline = options.deadline.signal;
  deadline.throwIfAborted();
  const signal = AbortSignal.any([deadline, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]);
  try {
    const response = await fetch(url, {
      method,
      headers: headersFor(options, body !== undefined),
      ...(body === undefined ? {} : { body: redactedJson(options, body) }),
      signal,
    });
    const text = await readCapped(response, signal);
    const data = parseJson(text);
    const { status, headers } = response;
    const passing = response.ok ? how.transient?.(data) : undefined;
    if (passing !== undefined) return { seen: { kind: 'transient', status, headers, ...passing } };
    if (response.ok) return { status, headers, data };
    return { seen: { kind: 'answer', status, headers, message: messageOf(data, status) } };
  } catch (error) {
    if (deadline.aborted) throw deadline.reason as Error;
    if (error instanceof GitHubError) throw error;
    if (signal.aborted) return { seen: { kind: 'attempt-timeout' }, error };
    return { seen: { kind: 'no-answer', connected: !refused(error) }, error };
  }
}

function redactedJson(options: GitHubHttpOptions, body: unknown): string {
  const json = JSON.stringify(body);
  return options.redact ? options.redact(json) : json;
}

function headersFor(options: GitHubHttpOptions, json: boolean): Record<string, string> {
  return {
    accept: 'application/vnd.github+json',
    // No token (an empty input): unauthenticated, as GitHub then answers for public data.
    ...(options.token ? { authorization: `token ${options.token}` } : {}),
    'user-agent': options.userAgent,
    'x-github-api-version': GITHUB_API_VERSION,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** The answer's text, at most MAX_ANSWER_BYTES; the signal ends a body that drips. */
async function readCapped(response: Response, signal: AbortSignal): Promise<string> {
  if (response.body === null) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const onAbort = (): void => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel();
        const mebibytes = MAX_ANSWER_BYTES / 1024 / 1024;
        throw new GitHubError(
          GITHUB_VIEWS.githubFailures.problem({ kind: 'answer-too-large', mebibytes }),
          {
            origin: new URL(response.url).origin,
            status: response.status,
          },
        );
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * GitHub's `message`, or the status alone, followed by the first of its field errors (a 422's
 * `errors: [{ resource, field, code, message }]`: `Validation Failed: body is too long …`);
 * cut to 300 characters.
 */
function messageOf(data: unknown, status: number): string {
  const answer = data as { message?: unknown; errors?: unknown } | undefined;
  const own = typeof answer?.message === 'string' ? answer.message.replace(/\.$/, '') : '';
  const field = fieldErrorOf(answer?.errors);
  const message = [own || GITHUB_VIEWS.githubFailures.problem({ kind: 'status', status }), field]
    .filter((p) => p !== '')
    .join(': ');
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

/** The first field error's own message, else its resource, field and code; '' when none. */
function fieldErrorOf(errors: unknown): string {
  const first = Array.isArray(errors) ? (errors[0] as unknown) : undefined;
  if (typeof first === 'string') return first;
  const error = first as Record<string, unknown> | null | undefined;
  if (typeof error?.message === 'string' && error.message !== '') return error.message;
  const parts = [error?.resource, error?.field, error?.code].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  );
  return parts.join(' ');
}

function failureOf(
  seen: AttemptOutcome,
  error: unknown,
  origin: string,
  rateLimited: boolean,
): GitHubError {
  if (seen.kind === 'answer')
    return new GitHubError(seen.message, { status: seen.status, origin, rateLimited });
  // GitHub answered (HTTP 200), and said inside that it failed: no status stands for that.
  if (seen.kind === 'transient') return new GitHubError(seen.message, { origin, rateLimited });
  const why =
    seen.kind === 'attempt-timeout'
      ? GITHUB_VIEWS.githubFailures.problem({
          kind: 'no-answer',
          seconds: ATTEMPT_TIMEOUT_MS / 1000,
        })
      : causeOf(error);
  return new GitHubError(why, { origin, unreached: true });
}

/** fetch's "fetch failed" hides the reason in `cause` (`connect ECONNREFUSED …`). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

/**
 * The URL of `path` under the API; a full URL must lie under the API's own address (the
 * token is sent with it), or the request is refused.
 */
function underApi(apiUrl: string, path: string): string {
  if (!/^https?:\/\//i.test(path)) return `${apiUrl}${path}`;
  const base = new URL(apiUrl);
  const url = new URL(path);
  const prefix = base.pathname.replace(/\/+$/, '');
  if (
    url.origin !== base.origin ||
    !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
  ) {
    throw new GitHubError(
      GITHUB_VIEWS.githubFailures.problem({ kind: 'link-outside', origin: url.origin }),
      {
        origin: base.origin,
      },
    );
  }
  return url.href;
}

/** A wait that ends early, with the deadline's reason, when the run's deadline passes. */
function deadlineSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
