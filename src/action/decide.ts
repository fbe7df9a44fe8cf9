// What to do in this run: `command` and the event decide the mode; a missing key decides
// whether a pull request is only validated (forks, bots) or the step fails (everything else).
// Pure.
import { UserError } from '../model/errors.js';
import { PULL_REQUEST_EVENTS, type RunEvent } from './event.js';

export const ACTION_COMMANDS = ['auto', 'validate', 'plan', 'apply'] as const;
export type ActionCommand = (typeof ACTION_COMMANDS)[number];

export interface Decision {
  mode: 'validate' | 'plan' | 'apply';
  /** Changes mean drift: the check fails (scheduled and manual runs under `auto`). */
  failOnDrift: boolean;
  /** Post or update the sticky comment on the pull request. */
  comment: boolean;
  /** A plan was wanted but cannot be made; said in the summary, the comment and a warning. */
  noPlanReason?: string;
}

export interface DecideInput {
  command: ActionCommand;
  event: RunEvent;
  hasKey: boolean;
  commentInput: boolean;
}

/** Decides the run; throws a UserError (a clear, failing message) when a key is needed and missing. */
export function decide({ command, event, hasKey, commentInput }: DecideInput): Decision {
  const mode = command === 'auto' ? autoMode(event.name) : command;
  const failOnDrift =
    command === 'auto' && (event.name === 'schedule' || event.name === 'workflow_dispatch');
  const onPullRequest = event.pullRequest !== undefined;
  if (mode === 'validate') return { mode, failOnDrift: false, comment: false };
  if (hasKey) return { mode, failOnDrift, comment: commentInput && onPullRequest };

  const pr = event.pullRequest;
  if (pr !== undefined && (pr.fromFork || event.byBot)) {
    const who = pr.fromFork
      ? 'This pull request comes from a fork, and GitHub gives workflows started by fork pull requests no secrets'
      : 'This run was started by a bot, and GitHub gives bot-triggered workflows no Actions secrets';
    return {
      mode: 'validate',
      failOnDrift: false,
      // A `pull_request` run from a fork gets a read-only token; `pull_request_target` may write.
      comment: commentInput && event.name === 'pull_request_target',
      noPlanReason: `${who}, so no api-key was available. The annotation files were validated, but no plan was made: the server was not read. A maintainer can re-run the plan from a branch of this repository.`,
    };
  }
  const what = mode === 'apply' ? 'apply' : 'plan';
  throw new UserError(
    `no api-key: ${what} needs the Observe API key. Pass it with \`api-key: \${{ secrets.OBSERVE_API_KEY }}\` (and check that the secret exists in this repository).`,
  );
}

function autoMode(eventName: string): 'plan' | 'apply' {
  if (PULL_REQUEST_EVENTS.includes(eventName)) return 'plan';
  if (eventName === 'push') return 'apply';
  return 'plan';
}
