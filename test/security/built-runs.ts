// The built executable and the Action bundle, run as users and runners run them, for the
// security tests: each run is killed should it ever hang (a link to / once walked the whole
// disk), so no test leaves a process behind.
import { spawn } from 'node:child_process';
import { runBundle, type BundleRun } from '../action/support/bundle.js';
import { eventFile, runnerEnv } from '../action/support/workspace.js';
import { builtPackage } from '../support/built-package.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `observe-annotations ARGS` in `cwd` with only `env` (and PATH) in its environment. */
export function runCli(cwd: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, [builtPackage().bin, ...args], {
    cwd,
    timeout: 60_000,
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

export interface PullRequestStep {
  /** The checkout (GITHUB_WORKSPACE). */
  root: string;
  baseUrl: string;
  apiKey: string;
  githubToken: string;
  /** The GitHub stand-in's URL. */
  githubUrl: string;
  /** More inputs (by action.yml's names) and more of the runner's environment. */
  inputs?: Record<string, string>;
  env?: Record<string, string>;
}

/** The bundle as a step on a real `pull_request.opened` payload, planning with a comment. */
export function runPullRequestStep(step: PullRequestStep): Promise<BundleRun> {
  const env = runnerEnv('pull_request', eventFile('pull_request.opened'), step.root, {
    GITHUB_API_URL: step.githubUrl,
    ...step.env,
  });
  const inputs = {
    command: 'auto',
    paths: 'annotations/',
    comment: 'true',
    prune: 'false',
    concurrency: '8',
    'base-url': step.baseUrl,
    'api-key': step.apiKey,
    'github-token': step.githubToken,
    ...step.inputs,
  };
  return runBundle(builtPackage().actionJs, inputs, env);
}

/** The step log without the runner's mask commands (the one place a secret belongs). */
export function logOf(run: BundleRun): string {
  return run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
}
