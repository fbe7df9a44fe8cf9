// What the workflow run is about, read from GITHUB_EVENT_NAME and the payload at
// GITHUB_EVENT_PATH. Only the few facts the Action decides on are kept.
import { readFileSync } from 'node:fs';
import type { ActionEnv } from './core.js';

interface PullRequestInfo {
  number: number;
  /** Base repository, where the comment goes. */
  owner: string;
  repo: string;
  /** The head branch lives in another repository (or that repository is gone). */
  fromFork: boolean;
  /** The commit the pull request is compared with (`pull_request.base.sha`), when well formed. */
  baseSha?: string;
  /** The pull request's head commit (`pull_request.head.sha`): what its plan was made for. */
  headSha?: string;
  /** The payload says it is closed (merged or not): set only then. */
  closed?: true;
}

/** A `merge_group` event: the commit a merge queue is about to merge, and what it builds on. */
interface MergeGroupInfo {
  /** The queued commit (`merge_group.head_sha`). */
  headSha: string;
  /** The base branch's commit it is compared with (`merge_group.base_sha`), when well formed. */
  baseSha?: string;
}

/** A `push` event: which ref, whether it was deleted, and the repository's default branch. */
interface PushInfo {
  /** `refs/heads/main`, `refs/tags/v1`. */
  ref: string;
  /** The ref was deleted (`deleted: true`): nothing was pushed. */
  deleted: boolean;
  /** `repository.default_branch`, when the payload names it. */
  defaultBranch?: string;
}

export interface RunEvent {
  name: string;
  pullRequest?: PullRequestInfo;
  /** Set on `push` events. */
  push?: PushInfo;
  /** Set on `merge_group` events with a well-formed queued commit. */
  mergeGroup?: MergeGroupInfo;
  /** The repository of the run (`owner/name` of the payload's repository, else GITHUB_REPOSITORY). */
  repository?: { owner: string; repo: string };
  /** The commit the run is about: a push's `after`, else GITHUB_SHA (when well formed). */
  sha?: string;
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
    head?: { repo?: RepoPayload | null; sha?: unknown };
    base?: { repo?: RepoPayload; sha?: unknown };
    state?: unknown;
  };
  merge_group?: { head_sha?: unknown; base_sha?: unknown };
  repository?: RepoPayload & { default_branch?: unknown };
  ref?: unknown;
  after?: unknown;
  deleted?: unknown;
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
  const event = eventFromPayload(name, payload, env.GITHUB_ACTOR);
  if (event.sha === undefined && commitSha(env.GITHUB_SHA)) event.sha = env.GITHUB_SHA;
  if (event.repository === undefined && env.GITHUB_REPOSITORY) {
    const [owner = '', repo = ''] = env.GITHUB_REPOSITORY.split('/');
    if (owner && repo) event.repository = { owner, repo };
  }
  return event;
}

/** A full commit id (SHA-1 or SHA-256), not the all-zero id of a deleted ref. */
function commitSha(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(value) &&
    /[1-9a-f]/.test(value)
  );
}

/** Pure: the facts from an already parsed payload. */
export function eventFromPayload(name: string, payload: EventPayload, actor?: string): RunEvent {
  const byBot = payload.sender?.type === 'Bot' || (actor ?? '').endsWith('[bot]');
  const pr = payload.pull_request;
  const event: RunEvent = { name, byBot };
  if (payload.repository) {
    const [owner, repo] = splitFullName(payload.repository);
    if (owner && repo) event.repository = { owner, repo };
  }
  if (name === 'push') {
    const branch = payload.repository?.default_branch;
    event.push = {
      ref: typeof payload.ref === 'string' ? payload.ref : '',
      deleted: payload.deleted === true,
      ...(typeof branch === 'string' && branch !== '' ? { defaultBranch: branch } : {}),
    };
    if (commitSha(payload.after)) event.sha = payload.after;
  }
  const group = payload.merge_group;
  if (name === 'merge_group' && commitSha(group?.head_sha)) {
    event.mergeGroup = {
      headSha: group.head_sha,
      ...(commitSha(group.base_sha) ? { baseSha: group.base_sha } : {}),
    };
    event.sha = group.head_sha;
  }
  if (!PULL_REQUEST_EVENTS.includes(name) || pr === undefined) return event;
  const base = pr.base?.repo ?? payload.repository;
  const [owner, repo] = splitFullName(base);
  const headRepo = pr.head?.repo;
  const fromFork = headRepo == null || headRepo.full_name !== base?.full_name;
  const number = pr.number ?? payload.number ?? 0;
  const sha = pr.base?.sha;
  const baseSha = commitSha(sha) ? sha : undefined;
  const head = pr.head?.sha;
  const headSha = commitSha(head) ? head : undefined;
  return {
    ...event,
    pullRequest: {
      number,
      owner,
      repo,
      fromFork,
      ...(baseSha ? { baseSha } : {}),
      ...(headSha ? { headSha } : {}),
      ...(pr.state === 'closed' ? { closed: true as const } : {}),
    },
  };
}

function splitFullName(repo: RepoPayload | undefined): [string, string] {
  const [owner = '', name = ''] = (repo?.full_name ?? '').split('/');
  return [repo?.owner?.login ?? owner, repo?.name ?? name];
}
