// What to do in this run: `command` and the event decide the mode; a missing key decides
// whether a pull request is only validated (forks, bots) or the step fails (everything else).
// Under `auto`, an event the Action has no job on does nothing and says so. Pure.
import { UserError } from '../../model/errors.js';
import { GITHUB_VIEWS, type PushSkip } from '../../render/github/views.js';
import { PULL_REQUEST_EVENTS, type RunEvent } from './event.js';

export const ACTION_COMMANDS = ['auto', 'validate', 'fmt', 'plan', 'apply'] as const;
export type ActionCommand = (typeof ACTION_COMMANDS)[number];

export interface Decision {
  mode: 'validate' | 'fmt' | 'plan' | 'apply';
  /** Changes mean drift: the check fails (scheduled and manual runs under `auto`). */
  failOnDrift: boolean;
  /** Post or update the sticky comment on the pull request. */
  comment: boolean;
  /** A plan was wanted but cannot be made; said in the summary, the comment and a warning. */
  noPlanReason?: string;
  /**
   * Under `auto`, an event the Action has no job on, or a push that is not a push of the
   * default branch (a tag, a deletion, another branch): nothing is done, and this says why
   * (one notice and the summary; exit 0; no request to the service or to GitHub).
   */
  nothingToDo?: string;
}

export interface DecideInput {
  command: ActionCommand;
  event: RunEvent;
  hasKey: boolean;
  commentInput: boolean;
}

/** Decides the run; throws a UserError (a clear, failing message) when a key is needed and missing. */
export function decide({ command, event, hasKey, commentInput }: DecideInput): Decision {
  const job = AUTO_EVENTS.find((e) => e.name === event.name);
  const mode = command === 'auto' ? (job?.mode ?? 'plan') : command;
  const failOnDrift = command === 'auto' && job?.failOnDrift === true;
  const onPullRequest = event.pullRequest !== undefined;
  if (command === 'auto') {
    const skip = event.name === 'push' ? notApplied(event) : unhandled(event.name);
    if (skip !== undefined)
      return { mode: 'validate', failOnDrift: false, comment: false, nothingToDo: skip };
  }
  if (mode === 'validate' || mode === 'fmt') return { mode, failOnDrift: false, comment: false };
  if (hasKey) return { mode, failOnDrift, comment: commentInput && onPullRequest };

  const pr = event.pullRequest;
  if (pr !== undefined && (pr.fromFork || event.byBot)) {
    // Under pull_request_target GitHub passes the secrets to a fork's run: the workflow chose not to.
    const target = event.name === 'pull_request_target';
    return {
      mode: 'validate',
      failOnDrift: false,
      // A `pull_request` run from a fork gets a read-only token; `pull_request_target` may write.
      comment: commentInput && target,
      noPlanReason: GITHUB_VIEWS.failures.noKeyForPullRequest(pr.fromFork, target),
    };
  }
  throw new UserError(GITHUB_VIEWS.failures.noApiKey(mode === 'apply' ? 'apply' : 'plan'));
}

/**
 * Why a push applies nothing under `auto`, or undefined when it is a push of a branch (not a
 * tag, not a deletion) to the repository's default branch.
 */
function notApplied(event: RunEvent): string | undefined {
  const skip = pushSkip(event);
  return skip && GITHUB_VIEWS.failures.pushSkipped(skip);
}

function pushSkip(event: RunEvent): PushSkip | undefined {
  const push = event.push;
  if (push === undefined || push.ref === '') return { kind: 'no-ref' };
  if (push.deleted) return { kind: 'deleted', ref: push.ref };
  if (!push.ref.startsWith('refs/heads/')) return { kind: 'not-a-branch', ref: push.ref };
  const branch = push.ref.slice('refs/heads/'.length);
  if (push.defaultBranch === undefined) return { kind: 'no-default-branch' };
  if (branch !== push.defaultBranch)
    return { kind: 'other-branch', branch, defaultBranch: push.defaultBranch };
  return undefined;
}

interface AutoEvent {
  name: string;
  mode: 'plan' | 'apply';
  /** Changes mean drift: the check fails. */
  failOnDrift: boolean;
}

/**
 * The events `auto` has a job on, and the job: the one list that decide() reads and the notice
 * on any other event names. '' is a run outside GitHub (no event at all): a plan.
 */
const AUTO_EVENTS: readonly AutoEvent[] = [
  ...PULL_REQUEST_EVENTS.map((name) => ({ name, mode: 'plan' as const, failOnDrift: false })),
  { name: 'merge_group', mode: 'plan', failOnDrift: false },
  { name: 'push', mode: 'apply', failOnDrift: false },
  { name: 'schedule', mode: 'plan', failOnDrift: true },
  { name: 'workflow_dispatch', mode: 'plan', failOnDrift: true },
  { name: '', mode: 'plan', failOnDrift: false },
];

/** Why `auto` does nothing on this event, or undefined when it has a job on it. */
function unhandled(eventName: string): string | undefined {
  if (AUTO_EVENTS.some((e) => e.name === eventName)) return undefined;
  const named = (which: (e: AutoEvent) => boolean): string[] =>
    AUTO_EVENTS.filter((e) => e.name !== '' && which(e)).map((e) => e.name);
  const onPullRequests = (e: AutoEvent): boolean => PULL_REQUEST_EVENTS.includes(e.name);
  const plans = (e: AutoEvent): boolean => e.mode === 'plan' && !e.failOnDrift;
  return GITHUB_VIEWS.failures.eventUnhandled(eventName, {
    pullRequestPlans: named((e) => plans(e) && onPullRequests(e)),
    otherPlans: named((e) => plans(e) && !onPullRequests(e)),
    applies: named((e) => e.mode === 'apply'),
    driftChecks: named((e) => e.failOnDrift),
  });
}
