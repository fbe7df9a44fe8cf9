// Temporary workspaces and event payloads for the Action's tests. Payloads are GitHub's real
// ones (test/fixtures/github-events), adjusted where a test needs a fork.
import { cpSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GITHUB_EVENTS } from '../../support/fixtures.js';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const EVENTS = GITHUB_EVENTS;

export const VALID_ANNOTATION = `externalKey: team-release-1
kind: event
headline: Release 1 shipped
dateFrom: 2026-09-17
`;

/** The line 3 headline is too long: one error at a known place. */
export const INVALID_ANNOTATION = `externalKey: team-broken
kind: event
headline: ${'x'.repeat(300)}
dateFrom: 2026-09-17
`;

/** A workspace with `annotations/` holding the given files (name → text). */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-action-'));
  mkdirSync(join(dir, 'annotations'));
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(dir, 'annotations', name), text);
  return dir;
}

/** The example annotations of the repository, in a fresh workspace. */
export function exampleWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-action-'));
  cpSync(join(ROOT, 'examples', 'annotations'), join(dir, 'annotations'), { recursive: true });
  return dir;
}

type Payload = Record<string, unknown> & {
  pull_request?: { head: { repo: { full_name: string } }; number: number };
  sender?: { login: string; type: string };
};

/** A real payload, optionally changed, written to a temp file; returns its path. */
export function eventFile(name: string, change?: (payload: Payload) => void): string {
  const payload = JSON.parse(readFileSync(join(EVENTS, `${name}.json`), 'utf8')) as Payload;
  change?.(payload);
  const file = join(mkdtempSync(join(tmpdir(), 'oa-event-')), 'event.json');
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

/** The head commit of the pull request of the payloads (pull_request.opened and .synchronize). */
export const PR_HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
/** A merge commit of that pull request, as a push to the default branch carries it. */
export const MERGE_SHA = '5c1e0f3b9a7d2e4c6b8a0f1e3d5c7b9a2f4e6d8c';

/**
 * The push payload (a real one: a tag's deletion) made a push of `branch` (the repository's
 * default branch, master, unless named) whose new head is `after`.
 */
export function branchPush(after = MERGE_SHA, branch = 'master'): (payload: Payload) => void {
  return (payload) => {
    payload.ref = `refs/heads/${branch}`;
    payload.after = after;
    payload.deleted = false;
    payload.created = false;
  };
}

export function fromFork(payload: Payload): void {
  payload.pull_request!.head.repo.full_name = 'someone-else/Hello-World';
}

/** The runner's environment for one event. */
export function runnerEnv(
  eventName: string,
  eventPath: string,
  cwd: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: cwd,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_RUN_ID: '42',
    RUNNER_TEMP: mkdtempSync(join(tmpdir(), 'oa-runner-')),
    ...extra,
  };
}

/** `count` annotations whose headline is too long (an error on line 3 of each document). */
export function invalidDocuments(prefix: string, count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `externalKey: ${prefix}-${i}\nkind: event\nheadline: ${'x'.repeat(300)}\ndateFrom: 2026-09-17\n`,
  ).join('---\n');
}

/** Files of `perFile` invalid annotations each (a file reports 100 diagnostics at most). */
export function invalidWorkspace(total: number, perFile = 50): string {
  const files: Record<string, string> = {};
  for (let n = 0; n * perFile < total; n++)
    files[`bad-${n}.yaml`] = invalidDocuments(`bad-${n}`, Math.min(perFile, total - n * perFile));
  return workspace(files);
}
