// The check run through the built bundle, as a runner starts it, against the emulator and the
// GitHub stand-in: a pull request's plan with every finding on its line, and a push's apply
// on the pushed commit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';
import { runBundle } from './support/bundle.js';
import {
  checkRequests,
  connectedInputs,
  startServices,
  type Services,
} from './support/services.js';
import {
  branchPush,
  eventFile,
  invalidWorkspace,
  MERGE_SHA,
  PR_HEAD,
  runnerEnv,
  VALID_ANNOTATION,
  workspace,
} from './support/workspace.js';

let s: Services;
beforeEach(async () => {
  s = await startServices();
});
afterEach(async () => {
  await s.close();
});

const onPullRequest = (cwd: string) =>
  runnerEnv('pull_request', eventFile('pull_request.opened'), cwd, {
    GITHUB_API_URL: s.github.url,
  });
const onPush = (cwd: string) =>
  runnerEnv('push', eventFile('push', branchPush()), cwd, { GITHUB_API_URL: s.github.url });
const approved = () => connectedInputs(s, { 'auto-approve': 'true' });

describe('a pull request’s check', () => {
  it('40 invalid annotations: 40 annotations on the diff through the check', async () => {
    s.github.grantChecks = true;
    const result = await runBundle(
      builtPackage().actionJs,
      connectedInputs(s),
      onPullRequest(invalidWorkspace(40)),
    );
    expect(result.code).toBe(1);
    expect(s.github.violations).toEqual([]);
    expect(s.github.checkRuns[0]!.annotations).toHaveLength(40);
    expect(s.github.checkRuns[0]!.head_sha).toBe(PR_HEAD);
    // The step's own log carries no annotation of a finding: only its failure.
    expect(result.stdout.split('\n').filter((l) => l.startsWith('::error'))).toHaveLength(1);
  });
});

describe('a push’s check', () => {
  it('through the bundle: the check on the pushed commit, and one check request', async () => {
    s.github.grantChecks = true;
    const result = await runBundle(
      builtPackage().actionJs,
      approved(),
      onPush(workspace({ 'a.yaml': VALID_ANNOTATION })),
    );
    expect(result.code, result.stdout).toBe(0);
    expect(checkRequests(s.github.requests).map((r) => r.method)).toEqual(['POST']);
    expect(s.github.checkRuns[0]).toMatchObject({
      head_sha: MERGE_SHA,
      conclusion: 'success',
      title: 'Applied: 1 created, 0 updated, 0 deleted, 0 unchanged, 0 failed, 0 stale',
      summary: result.summary,
    });
  });
});
