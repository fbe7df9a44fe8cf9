// What to do in this run: `command` and the event decide the mode; a missing key decides
// whether a pull request is only validated (forks, bots) or the step fails (everything else).
// Under `auto`, an event the Action has no job on does nothing and says so. Pure.
import { UserError } from '../../model/errors.js';
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
    const who =
      event.name === 'pull_request_target'
        ? pr.fromFork
          ? "This pull request comes from a fork and the workflow passed no api-key to this step (under pull_request_target the repository's secrets are available; keeping the key from a fork's files is the safe choice)"
          : 'This run was started by a bot and no api-key reached this step (the workflow passed none, or GitHub withheld the secret from the bot)'
        : pr.fromFork
          ? 'This pull request comes from a fork, and GitHub gives workflows started by fork pull requests no secrets, so no api-key was available'
          : 'This run was started by a bot, and GitHub gives bot-triggered workflows no Actions secrets, so no api-key was available';
    return {
      mode: 'validate',
      failOnDrift: false,
      // A `pull_request` run from a fork gets a read-only token; `pull_request_target` may write.
      comment: commentInput && event.name === 'pull_request_target',
      noPlanReason: `${who}. The annotation files were validated, but no plan was made: the server was not read. A maintainer can re-run the plan from a branch of this repository.`,
    };
  }
  const what = mode === 'apply' ? 'apply' : 'plan';
  throw new UserError(
    `no api-key: ${what} needs the Observe API key. Pass it with \`api-key: \${{ secrets.OBSERVE_API_KEY }}\` (and check that the secret exists in this repository).`,
  );
}

/**
 * Why a push applies nothing under `auto`, or undefined when it is a push of a branch (not a
 * tag, not a deletion) to the repository's default branch.
 */
function notApplied(event: RunEvent): string | undefined {
  const push = event.push;
  const tail = 'Under command: auto only a push of the default branch applies.';
  if (push === undefined || push.ref === '')
    return `The push event names no ref, so nothing was applied. ${tail}`;
  if (push.deleted) return `This push deleted ${push.ref}, so nothing was applied. ${tail}`;
  if (!push.ref.startsWith('refs/heads/'))
    return `This push is of ${push.ref}, not of a branch, so nothing was applied. ${tail}`;
  const branch = push.ref.slice('refs/heads/'.length);
  if (push.defaultBranch === undefined)
    return `The push event does not name the repository's default branch, so nothing was applied to be safe. ${tail}`;
  if (branch !== push.defaultBranch)
    return `This push is to the branch ${branch}, not to the default branch ${push.defaultBranch}, so nothing was applied. ${tail}`;
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
  const named = (which: (e: AutoEvent) => boolean): string =>
    AUTO_EVENTS.filter((e) => e.name !== '' && which(e))
      .map((e) => e.name)
      .join(' and ');
  const onPullRequests = (e: AutoEvent): boolean => PULL_REQUEST_EVENTS.includes(e.name);
  const plans = (e: AutoEvent): boolean => e.mode === 'plan' && !e.failOnDrift;
  return `The Action does nothing on ${eventName} under command: auto: it plans on ${named((e) => plans(e) && onPullRequests(e))} (with the pull request's comment) and on ${named((e) => plans(e) && !onPullRequests(e))}, applies on a ${named((e) => e.mode === 'apply')} to the default branch, and checks for drift on ${named((e) => e.failOnDrift)}. Set command (validate, plan or apply) to run on ${eventName}.`;
}
