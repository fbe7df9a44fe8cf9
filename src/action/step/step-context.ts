// The step, resolved once: the inputs, the event and what to do on it, where the run works, the
// sources and options it runs with, the comment's target, GitHub's addresses and the run's
// deadline. Nothing changes it afterwards (it is frozen): a flow that needs more (a base commit)
// builds its own run context from it.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig, placeRun, type RunPlace } from '../../app/options/config.js';
import { refuseGitLikeFolders } from '../../app/git/checkout.js';
import { startRunDeadline } from '../../app/run/run-deadline.js';
import { OPTIONS, type Options } from '../../app/options/option-table.js';
import { MissingOptionError, OptionError } from '../../app/options/option-error.js';
import { OptionProblem } from '../../app/options/option-parsers.js';
import { resolveOptions, type OptionSources } from '../../app/options/resolve-options.js';
import { setsAnywhere, withoutSettings } from '../../app/options/targets.js';
import { UserError } from '../../model/errors.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { commentTarget, type CommentTarget } from '../github/comment-target.js';
import type { ActionCore, ActionEnv } from './core.js';
import { decide, type Decision } from './decide.js';
import { readEvent, type RunEvent } from './event.js';
import { graphqlUrlOf } from '../github/github-client.js';
import type { Deadline } from '../github/github-http.js';
import { readInputs, type ActionInputs } from './inputs.js';

/** What is known before anything is read from the checkout. */
export interface StepStart {
  readonly inputs: ActionInputs;
  readonly event: RunEvent;
  readonly decision: Decision;
  /** The two secrets (already masked and registered with the redactor). */
  readonly apiKey: string;
  readonly githubToken: string;
  /** The github-token input is the workflow's own token (the workflow-token input's). */
  readonly tokenIsWorkflows: boolean;
}

/** The options of the step's mode, or the error resolving them met (thrown where they are used). */
type ResolvedOptions = { ok: true; options: Options } | { ok: false; error: unknown };

export interface StepContext extends StepStart {
  readonly env: ActionEnv;
  /** The workspace (GITHUB_WORKSPACE): git runs on the nearest repository from the run's folder up to it. */
  readonly workspace: string;
  /** The run's folder: the config file's, else the working directory. */
  readonly root: string;
  /** The adapter's values, the environment (never its OBSERVE_API_KEY) and the config as the Action reads it. */
  readonly sources: OptionSources;
  readonly resolved: ResolvedOptions;
  /** The workflow's max-deletes (the input, else the default); undefined when the input is bad. */
  readonly maxDeletes: number | undefined;
  readonly target: CommentTarget;
  readonly github: {
    readonly apiUrl: string;
    /** GitHub's GraphQL endpoint (GITHUB_GRAPHQL_URL, else the one beside apiUrl). */
    readonly graphqlUrl: string;
    readonly serverUrl?: string;
    readonly repository?: string;
    readonly runId?: string;
  };
  readonly deadline: Deadline;
  /** Warnings about the settings, for the log. */
  readonly notes: readonly string[];
}

/**
 * Settings only the workflow may give: where the key goes, which variable holds it, and how
 * many deletions an apply may make. The checkout's config (which a pull request can change)
 * is read without them, top-level and in every target.
 */
const WORKFLOW_ONLY = ['baseUrl', 'apiKeyEnv', 'maxDeletes'];

/** Reads the inputs and the event and decides the run (throws a UserError on a bad input). */
export function readStart(
  core: ActionCore,
  env: ActionEnv,
  secrets: { apiKey: string; githubToken: string; tokenIsWorkflows: boolean },
): StepStart {
  const inputs = readInputs(core);
  const event = readEvent(env);
  const decision = decide({
    command: inputs.command,
    event,
    hasKey: secrets.apiKey !== '',
    commentInput: inputs.comment !== 'never',
  });
  return Object.freeze({ inputs, event, decision, ...secrets });
}

/** Resolves the step: where it works, its sources and options, its target and deadline. */
export async function resolveStep(start: StepStart, env: ActionEnv): Promise<StepContext> {
  const place = await placeStep(start.decision.mode, start.inputs, env);
  // The key is the api-key input's alone (decide() went by it), never the runner's variable.
  const { OBSERVE_API_KEY: _notOurs, ...runnerEnv } = env;
  const sources: OptionSources = {
    given: { ...place.given, ...(start.apiKey ? { apiKey: start.apiKey } : {}) },
    env: runnerEnv,
    config: withoutSettings(place.config, WORKFLOW_ONLY),
  };
  const resolved = resolveFor(start.decision.mode, sources);
  const timeoutMs = (resolved.ok ? resolved.options.timeout : OPTIONS.timeout.default) * 1000;
  const notes = setsAnywhere(place.config, 'maxDeletes')
    ? [GITHUB_VIEWS.failures.maxDeletesInConfig(place.config!.file)]
    : [];
  return Object.freeze({
    ...start,
    env,
    workspace: place.workspace,
    root: place.root,
    sources,
    resolved,
    maxDeletes: workflowMaxDeletes(start.inputs),
    target: commentTarget(sources, start.inputs.label),
    github: githubPlaces(env),
    deadline: { signal: startRunDeadline(timeoutMs).signal, at: Date.now() + timeoutMs },
    notes,
  });
}

/** The step's options; throws what resolving them met. */
export function optionsOf(step: StepContext): Options {
  if (!step.resolved.ok) throw step.resolved.error;
  return step.resolved.options;
}

/**
 * The key goes only to the address the workflow names (base-url, or OBSERVE_BASE_URL in the
 * step's environment; never the checkout's config): without one the step fails before any
 * request, to the server, to git or to GitHub.
 */
export function requireBaseUrl(step: StepContext): void {
  const options = optionsOf(step);
  if (options.baseUrl === undefined && !options.emulator) throw new MissingOptionError('baseUrl');
}

function resolveFor(mode: Decision['mode'], sources: OptionSources): ResolvedOptions {
  try {
    return { ok: true, options: resolveOptions(mode, sources) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The max-deletes input, else the default; undefined when the input is bad (the apply says so). */
function workflowMaxDeletes(inputs: ActionInputs): number | undefined {
  const given = inputs.given.maxDeletes;
  if (given === undefined) return OPTIONS.maxDeletes.default;
  try {
    return OPTIONS.maxDeletes.parse.parse(given);
  } catch (error) {
    if (error instanceof OptionProblem || error instanceof OptionError) return undefined;
    throw error;
  }
}

function githubPlaces(env: ActionEnv): StepContext['github'] {
  const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  return {
    apiUrl,
    graphqlUrl: (env.GITHUB_GRAPHQL_URL || graphqlUrlOf(apiUrl)).replace(/\/+$/, ''),
    ...(env.GITHUB_SERVER_URL ? { serverUrl: env.GITHUB_SERVER_URL } : {}),
    ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
    ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
  };
}

interface StepPlace extends Pick<RunPlace, 'root' | 'given' | 'config'> {
  workspace: string;
}

/**
 * Where the run works: working-directory (relative to the workspace; default the workspace),
 * and the config file: the config input (relative to the working directory; the run then works
 * from the file's folder, and the paths input is rebased onto it, as the CLI's --config does),
 * else the working directory's observe-annotations.yaml when there is one. Every check of the
 * run's folder belongs here, before anything reads it.
 */
async function placeStep(
  mode: Decision['mode'],
  inputs: ActionInputs,
  env: ActionEnv,
): Promise<StepPlace> {
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const cwd = resolve(workspace, inputs.workingDirectory);
  if (inputs.workingDirectory && !isFolder(cwd)) {
    throw new UserError(
      GITHUB_VIEWS.failures.workingDirectoryMissing(inputs.workingDirectory, workspace),
    );
  }
  const place =
    inputs.given.configFile !== undefined
      ? await placeRun(mode, inputs.given, cwd)
      : { root: cwd, given: inputs.given, config: await loadConfig(cwd) };
  // git takes a committed folder that looks like a git directory for a repository.
  refuseGitLikeFolders(place.root, workspace);
  return { workspace, ...place };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
