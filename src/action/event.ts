// What the workflow run is about, read from GITHUB_EVENT_NAME and the payload at
// GITHUB_EVENT_PATH. Only the few facts the Action decides on are kept.
import { readFileSync } from 'node:fs';
import type { ActionEnv } from './core.js';

export interface PullRequestInfo {
  number: number;
  /** Base repository, where the comment goes. */
  owner: string;
  repo: string;
  /** The head branch lives in another repository (or that repository is gone). */
  fromFork: boolean;
  /** The commit the pull request is compared with (`pull_request.base.sha`), when well formed. */
  baseSha?: string;
}

export interface RunEvent {
  name: string;
  pullRequest?: PullRequestInfo;
  /** The run was started by a bot account (Dependabot and the like get no secrets). */
  byBot: boolean;
}

interface RepoPayload {
  full_name?: string;
  name?: string;
  owner?: { login?: string };
}

interface EventPayload {
  number?: number;
  pull_request?: {
    number?: number;
    head?: { repo?: RepoPayload | null };
    base?: { repo?: RepoPayload; sha?: unknown };
  };
  repository?: RepoPayload;
  sender?: { login?: string; type?: string };
}

/** Events whose runs belong to a pull request (and may comment on it). */
export const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];

/** Reads the event; a missing or unreadable payload leaves only the event name. */
export function readEvent(env: ActionEnv): RunEvent {
  const name = env.GITHUB_EVENT_NAME ?? '';
  let payload: EventPayload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as EventPayload;
    } catch {
      payload = {};
    }
  }
  return eventFromPayload(name, payload, env.GITHUB_ACTOR);
}

/** Pure: the facts from an already parsed payload. */
export function eventFromPayload(name: string, payload: EventPayload, actor?: string): RunEvent {
  const byBot = payload.sender?.type === 'Bot' || (actor ?? '').endsWith('[bot]');
  const pr = payload.pull_request;
  if (!PULL_REQUEST_EVENTS.includes(name) || pr === undefined) return { name, byBot };
  const base = pr.base?.repo ?? payload.repository;
  const [owner, repo] = splitFullName(base);
  const head = pr.head?.repo;
  const fromFork = head == null || head.full_name !== base?.full_name;
  const number = pr.number ?? payload.number ?? 0;
  const sha = pr.base?.sha;
  const baseSha =
    typeof sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ? sha : undefined;
  return {
    name,
    byBot,
    pullRequest: { number, owner, repo, fromFork, ...(baseSha ? { baseSha } : {}) },
  };
}

function splitFullName(repo: RepoPayload | undefined): [string, string] {
  const [owner = '', name = ''] = (repo?.full_name ?? '').split('/');
  return [repo?.owner?.login ?? owner, repo?.name ?? name];
}
