// The mode table of DESIGN section 8, over real payloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide, type ActionCommand } from '../../src/action/decide.js';
import { eventFromPayload } from '../../src/action/event.js';
import { splitList } from '../../src/action/inputs.js';
import { EVENTS } from './workspace.js';

const payload = (name: string) =>
  JSON.parse(readFileSync(join(EVENTS, `${name}.json`), 'utf8')) as Parameters<
    typeof eventFromPayload
  >[1];

const pr = eventFromPayload('pull_request', payload('pull_request.opened'));
const forkPayload = payload('pull_request.opened');
forkPayload.pull_request!.head!.repo = { full_name: 'someone/fork' };
const fork = eventFromPayload('pull_request', forkPayload);
const forkTarget = eventFromPayload('pull_request_target', forkPayload);
const push = eventFromPayload('push', payload('push'));
const dispatch = eventFromPayload('workflow_dispatch', payload('workflow_dispatch'));
const schedule = eventFromPayload('schedule', {});
const release = eventFromPayload('release', {});

describe('reading events', () => {
  it('finds the pull request, its base repository and whether it comes from a fork', () => {
    expect(pr.pullRequest).toEqual({
      number: 2,
      owner: 'Codertocat',
      repo: 'Hello-World',
      fromFork: false,
      // What a plan on the pull request is compared with (plan --base).
      baseSha: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e',
    });
    expect(fork.pullRequest?.fromFork).toBe(true);
    expect(push.pullRequest).toBeUndefined();
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
    ['other event', release, { mode: 'plan', failOnDrift: false, comment: false }],
  ] as const)('auto on a %s', (_, event, expected) => {
    expect(d('auto', event)).toEqual(expected);
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
