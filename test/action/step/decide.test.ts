// The Action's modes (plan, apply, drift check, validate only) by event, over real payloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide, type ActionCommand } from '../../../src/action/step/decide.js';
import { eventFromPayload } from '../../../src/action/step/event.js';
import { splitList } from '../../../src/action/step/inputs.js';
import { branchPush, EVENTS, MERGE_SHA, PR_HEAD } from '../support/workspace.js';

const payload = (name: string) =>
  JSON.parse(readFileSync(join(EVENTS, `${name}.json`), 'utf8')) as Parameters<
    typeof eventFromPayload
  >[1];

const pr = eventFromPayload('pull_request', payload('pull_request.opened'));
const forkPayload = payload('pull_request.opened');
forkPayload.pull_request!.head!.repo = { full_name: 'someone/fork' };
const fork = eventFromPayload('pull_request', forkPayload);
const forkTarget = eventFromPayload('pull_request_target', forkPayload);
/** The real push payload is a tag's deletion; `branchPush` makes it a push of a branch. */
const pushPayload = (change?: (p: Record<string, unknown>) => void) => {
  const p = payload('push') as Record<string, unknown>;
  change?.(p);
  return eventFromPayload('push', p as Parameters<typeof eventFromPayload>[1]);
};
const tagDeletion = pushPayload();
const push = pushPayload(branchPush());
const otherBranch = pushPayload(branchPush(MERGE_SHA, 'feature'));
const tagPush = pushPayload((p) => {
  branchPush()(p);
  p.ref = 'refs/tags/v1.0';
});
const noDefault = pushPayload((p) => {
  branchPush()(p);
  (p.repository as Record<string, unknown>).default_branch = undefined;
});
const dispatch = eventFromPayload('workflow_dispatch', payload('workflow_dispatch'));
const schedule = eventFromPayload('schedule', {});
const release = eventFromPayload('release', {});
const comment = eventFromPayload('issue_comment', {});
const local = eventFromPayload('', {});
const QUEUED = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const mergeGroup = eventFromPayload('merge_group', {
  merge_group: { head_sha: QUEUED, base_sha: PR_HEAD },
});

describe('reading events', () => {
  it('finds the pull request, its base repository and whether it comes from a fork', () => {
    expect(pr.pullRequest).toEqual({
      number: 2,
      owner: 'Codertocat',
      repo: 'Hello-World',
      fromFork: false,
      // What a plan on the pull request is compared with (plan --base).
      baseSha: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e',
      // What its plan is made for (the comment's marker records it).
      headSha: PR_HEAD,
    });
    expect(pr.repository).toEqual({ owner: 'Codertocat', repo: 'Hello-World' });
    expect(fork.pullRequest?.fromFork).toBe(true);
    expect(push.pullRequest).toBeUndefined();
    expect(push.push).toEqual({
      ref: 'refs/heads/master',
      deleted: false,
      defaultBranch: 'master',
    });
    expect(push.sha).toBe(MERGE_SHA);
    // A deleted ref's `after` is all zeros: no commit.
    expect(tagDeletion.push).toMatchObject({ ref: 'refs/tags/simple-tag', deleted: true });
    expect(tagDeletion.sha).toBeUndefined();
    // A merge queue's commit is what its run plans, compared with the queue's base.
    expect(mergeGroup.mergeGroup).toEqual({ headSha: QUEUED, baseSha: PR_HEAD });
    expect(mergeGroup.sha).toBe(QUEUED);
    expect(
      eventFromPayload('pull_request', payload('pull_request.opened'), 'dependabot[bot]').byBot,
    ).toBe(true);
  });
});

describe('decide', () => {
  const d = (command: ActionCommand, event = pr, hasKey = true, commentInput = true) =>
    decide({ command, event, hasKey, commentInput });

  it.each([
    ['pull request', pr, { mode: 'plan', failOnDrift: false, comment: true }],
    ['push', push, { mode: 'apply', failOnDrift: false, comment: false }],
    ['schedule', schedule, { mode: 'plan', failOnDrift: true, comment: false }],
    ['manual run', dispatch, { mode: 'plan', failOnDrift: true, comment: false }],
    ['merge queue', mergeGroup, { mode: 'plan', failOnDrift: false, comment: false }],
    ['run outside GitHub', local, { mode: 'plan', failOnDrift: false, comment: false }],
  ] as const)('auto on a %s', (_, event, expected) => {
    expect(d('auto', event)).toEqual(expected);
  });

  it.each([
    ['release', release],
    ['issue_comment', comment],
    ['repository_dispatch', eventFromPayload('repository_dispatch', {})],
  ] as const)('auto does nothing on %s, and says what it does on which events', (name, event) => {
    // Even without a key: nothing is read, from the server or from GitHub.
    for (const hasKey of [true, false]) {
      const decision = d('auto', event, hasKey);
      expect(decision).toMatchObject({ mode: 'validate', comment: false });
      expect(decision.nothingToDo).toBe(
        `The Action does nothing on ${name} under command: auto: it plans on pull_request and pull_request_target (with the pull request's comment) and on merge_group, applies on a push to the default branch, and checks for drift on schedule and workflow_dispatch. Set command (validate, plan or apply) to run on ${name}.`,
      );
    }
    // An explicit command runs on any event.
    expect(d('plan', event)).toEqual({ mode: 'plan', failOnDrift: false, comment: false });
  });

  it.each([
    ['a deletion', tagDeletion, /This push deleted refs\/tags\/simple-tag, so nothing was applied/],
    ['a tag', tagPush, /This push is of refs\/tags\/v1\.0, not of a branch/],
    ['another branch', otherBranch, /to the branch feature, not to the default branch master/],
    ['an unnamed default branch', noDefault, /does not name the repository's default branch/],
  ] as const)('auto does nothing on a push of %s, and says why', (_, event, why) => {
    const decision = d('auto', event, false);
    expect(decision.nothingToDo).toMatch(why);
    expect(decision.nothingToDo).toContain('only a push of the default branch applies');
    // command: apply is no such filter: it is asked for.
    expect(d('apply', event).mode).toBe('apply');
  });

  it('follows an explicit command and the comment input', () => {
    expect(d('validate', pr)).toEqual({ mode: 'validate', failOnDrift: false, comment: false });
    expect(d('plan', schedule).failOnDrift).toBe(false);
    expect(d('apply', pr).mode).toBe('apply');
    expect(d('auto', pr, true, false).comment).toBe(false);
  });

  it('validates forks without a key, and comments only where the token may write', () => {
    const plain = d('auto', fork, false);
    expect(plain).toMatchObject({ mode: 'validate', comment: false });
    expect(plain.noPlanReason).toMatch(/fork.*no plan was made/);
    expect(d('auto', forkTarget, false).comment).toBe(true);
    // Under pull_request_target GitHub passes secrets: the message must not say it withheld them.
    expect(d('auto', forkTarget, false).noPlanReason).toMatch(
      /the workflow passed no api-key.*under pull_request_target the repository's secrets are available/,
    );
    expect(d('auto', forkTarget, false).noPlanReason).not.toMatch(/gives .* no secrets/);
    expect(plain.noPlanReason).toMatch(
      /GitHub gives workflows started by fork pull requests no secrets/,
    );
  });

  it('fails without a key everywhere else, naming what is missing', () => {
    expect(() => d('auto', pr, false)).toThrow(/no api-key: plan needs the Observe API key/);
    expect(() => d('auto', push, false)).toThrow(/no api-key: apply/);
    expect(() => d('auto', schedule, false)).toThrow(/no api-key/);
    expect(d('validate', push, false).mode).toBe('validate');
  });
});

describe('paths input', () => {
  it('takes one entry per line or comma-separated', () => {
    expect(splitList('annotations/\n  more/*.yaml , extra.yml,\n\n')).toEqual([
      'annotations/',
      'more/*.yaml',
      'extra.yml',
    ]);
  });
});
