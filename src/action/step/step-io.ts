// What a flow of the step works with besides the resolved step: the runner's sinks (through
// the redactor), the step's summary and failure, the run's secrets, and GitHub. Plus the
// application's run context for the step, and where its saved plan goes.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runContext, type RunContext } from '../../app/run/context.js';
import type { Secrets } from '../../app/run/secrets.js';
import { escapeText } from '../../text/escape-text.js';
import type { LineNoteTally } from './line-note-tally.js';
import type { ActionCore } from './core.js';
import type { GitHubSession } from './github-session.js';
import type { Step } from './step.js';
import { optionsOf, type StepContext } from './step-context.js';

export interface StepIo {
  /** The runner's sinks, every text passed through the run's redactor. */
  core: ActionCore;
  step: Step;
  secrets: Secrets;
  github: GitHubSession;
  /** The line notes the step has made so far, by kind (GitHub shows 10 of each). */
  tally: LineNoteTally;
}

/**
 * The application's context for the step: its options (with `base`, when the plan is compared
 * with a commit), its folder, its deadline, its log lines escaped (no line a command logs can
 * become a workflow command) and redacted.
 */
export function runContextOf(step: StepContext, io: StepIo, base?: string): RunContext {
  const say = (line: string): void => io.core.info(escapeText(io.step.redact(line)));
  const options = optionsOf(step);
  const sources = base ? { ...step.sources, given: { ...step.sources.given, base } } : step.sources;
  return runContext({
    options: base ? { ...options, base } : options,
    sources,
    cwd: step.root,
    env: step.sources.env ?? {},
    log: { info: say, warn: say },
    redact: io.step.redact,
    addSecret: (secret) => io.secrets.add(secret),
    deadline: step.deadline.signal,
  });
}

/** Where the saved plan goes: the runner's temp folder, one file per run. */
export function planFilePath(step: StepContext): string {
  const { env } = step;
  const dir = env.RUNNER_TEMP || tmpdir();
  const run = env.GITHUB_RUN_ID ? `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}` : 'local';
  return join(dir, `observe-annotations-plan-${run}-${randomBytes(4).toString('hex')}.json`);
}

/** A warning in the log, escaped and redacted. */
export function warn(io: StepIo, text: string): void {
  io.core.warning(escapeText(io.step.redact(text)));
}
