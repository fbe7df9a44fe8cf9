// What the step says when it will not run as asked, or runs without a job: a bad input, a
// missing key or option, a push or an event `auto` has no job on, a setting the Action does not
// take from the checkout. The step's code says which and with what values; the words are here.
// Pure.

/** Why a push applies nothing under `auto`. */
export type PushSkip =
  | { kind: 'no-ref' }
  | { kind: 'deleted'; ref: string }
  | { kind: 'not-a-branch'; ref: string }
  | { kind: 'no-default-branch' }
  | { kind: 'other-branch'; branch: string; defaultBranch: string };

/** The events `auto` has a job on, by job: what an event it has none on is told. */
export interface AutoJobs {
  pullRequestPlans: readonly string[];
  otherPlans: readonly string[];
  applies: readonly string[];
  driftChecks: readonly string[];
}

const PUSH_TAIL = 'Under command: auto only a push of the default branch applies.';

export function pushSkipped(skip: PushSkip): string {
  switch (skip.kind) {
    case 'no-ref':
      return `The push event names no ref, so nothing was applied. ${PUSH_TAIL}`;
    case 'deleted':
      return `This push deleted ${skip.ref}, so nothing was applied. ${PUSH_TAIL}`;
    case 'not-a-branch':
      return `This push is of ${skip.ref}, not of a branch, so nothing was applied. ${PUSH_TAIL}`;
    case 'no-default-branch':
      return `The push event does not name the repository's default branch, so nothing was applied to be safe. ${PUSH_TAIL}`;
    case 'other-branch':
      return `This push is to the branch ${skip.branch}, not to the default branch ${skip.defaultBranch}, so nothing was applied. ${PUSH_TAIL}`;
  }
}

export function eventUnhandled(eventName: string, jobs: AutoJobs): string {
  const and = (names: readonly string[]): string => names.join(' and ');
  return `The Action does nothing on ${eventName} under command: auto: it plans on ${and(jobs.pullRequestPlans)} (with the pull request's comment) and on ${and(jobs.otherPlans)}, applies on a ${and(jobs.applies)} to the default branch, and checks for drift on ${and(jobs.driftChecks)}. Set command (validate, plan or apply) to run on ${eventName}.`;
}

/** A pull request from a fork or a bot, with no key: validated only. */
export function noKeyForPullRequest(fromFork: boolean, pullRequestTarget: boolean): string {
  const who = pullRequestTarget
    ? fromFork
      ? "This pull request comes from a fork and the workflow passed no api-key to this step (under pull_request_target the repository's secrets are available; keeping the key from a fork's files is the safe choice)"
      : 'This run was started by a bot and no api-key reached this step (the workflow passed none, or GitHub withheld the secret from the bot)'
    : fromFork
      ? 'This pull request comes from a fork, and GitHub gives workflows started by fork pull requests no secrets, so no api-key was available'
      : 'This run was started by a bot, and GitHub gives bot-triggered workflows no Actions secrets, so no api-key was available';
  return `${who}. The annotation files were validated, but no plan was made: the server was not read. A maintainer can re-run the plan from a branch of this repository.`;
}

export function noApiKey(mode: 'plan' | 'apply'): string {
  return `no api-key: ${mode} needs the Observe API key. Pass it with \`api-key: \${{ secrets.OBSERVE_API_KEY }}\` (and check that the secret exists in this repository).`;
}

/** An option missing: what to set (its input, its key in the config file), or the key's own sentence. */
export function optionMissing(key: string, input?: string, config?: string): string {
  if (key === 'baseUrl')
    return "no Observe API address: set the base-url input (with the version segment, e.g. https://…/v1). The Action sends the key only to the address the workflow names: a baseUrl in observe-annotations.yaml (top-level or a target's) is for the command line, since a pull request could change it";
  const ways = [
    input ? `set the ${input} input` : '',
    config ? `set ${config} in observe-annotations.yaml` : '',
  ].filter(Boolean);
  return `no ${input ?? key}: ${ways.join(', or ')}`;
}

export function workingDirectoryMissing(given: string, workspace: string): string {
  return `input working-directory: '${given}' is no folder of the workspace (${workspace}). Check the path, and that actions/checkout ran before this step.`;
}

export function maxDeletesInConfig(file: string): string {
  return `maxDeletes in ${file} is not used by the Action (a pull request could raise it): set the max-deletes input of the workflow.`;
}

/** A failed review lookup without auto-approve; `why` is the GitHub failure's sentence. */
export function reviewLookupFailed(why: string): string {
  return `${why}. Nothing was written; auto-approve: true applies without a review.`;
}
