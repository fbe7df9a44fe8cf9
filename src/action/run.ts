// The Action: a dispatcher. The secrets are masked and every sink redacted first; the step is
// resolved once (step-context.ts); an event with nothing to do says so and ends; otherwise the
// flow of the step's mode runs (validate, plan or apply: each loaded only when it runs, as they
// are most of the bundle) and reports through the same sinks. `main.ts` calls it with
// @actions/core; tests with a fake.
import { Secrets } from '../app/run/secrets.js';
import { VERSION } from '../app/version.js';
import { escapeText } from '../text/escape-text.js';
import { GITHUB_VIEWS } from '../render/github/views.js';
import { LineNoteTally } from './step/line-note-tally.js';
import type { ActionCore, ActionEnv } from './step/core.js';
import { GitHubSession } from './step/github-session.js';
import { WORKFLOW_TOKEN_INPUT } from './step/inputs.js';
import { redactingCore } from './step/redacting-core.js';
import { failureMessage, Step } from './step/step.js';
import { readStart, resolveStep, type StepContext } from './step/step-context.js';
import { warn, type StepIo } from './step/step-io.js';

/** Runs the Action once; never throws: every failure becomes `setFailed` with a clear message. */
export async function run(runner: ActionCore, env: ActionEnv): Promise<void> {
  // Mask the secrets before anything else can print them.
  const apiKey = runner.getInput('api-key').trim();
  if (apiKey) runner.setSecret(apiKey);
  const githubToken = runner.getInput('github-token').trim();
  if (githubToken) runner.setSecret(githubToken);
  const workflowToken = runner.getInput(WORKFLOW_TOKEN_INPUT).trim();
  if (workflowToken) runner.setSecret(workflowToken);
  // Every output from here on passes the redactor: log, line notes, outputs, summary.
  const secrets = new Secrets();
  secrets.add(apiKey);
  secrets.add(githubToken);
  secrets.add(workflowToken);
  const tokenIsWorkflows = githubToken !== '' && githubToken === workflowToken;
  const tally = new LineNoteTally();
  const core = tally.wrap(redactingCore(runner, secrets.redact));
  const step = new Step(core, secrets.redact);
  try {
    const start = readStart(core, env, { apiKey, githubToken, tokenIsWorkflows });
    const nothing = start.decision.nothingToDo;
    if (nothing !== undefined) {
      core.notice(escapeText(nothing));
      return await step.writeSummary(GITHUB_VIEWS.summary.nothingToDo(nothing));
    }
    const context = await resolveStep(start, env);
    const io: StepIo = {
      core,
      step,
      secrets,
      tally,
      github: new GitHubSession(context, secrets.redact),
    };
    await dispatch(context, io);
  } catch (error) {
    const message = secrets.redact(failureMessage(error));
    if (!step.summaryWritten) await step.writeSummary(GITHUB_VIEWS.summary.failure(message));
    step.fail(message);
  }
}

/** The flow of the step's mode. */
async function dispatch(context: StepContext, io: StepIo): Promise<void> {
  const { mode } = context.decision;
  io.core.info(GITHUB_VIEWS.messages.started(VERSION, mode, context.event.name));
  if (mode !== 'validate' && mode !== 'fmt') for (const note of context.notes) warn(io, note);
  if (mode === 'fmt') {
    const { fmtFlow } = await import('./flows/fmt-flow.js');
    return fmtFlow(context, io);
  }
  if (mode === 'validate') {
    const { validateFlow } = await import('./flows/validate-flow.js');
    return validateFlow(context, io);
  }
  if (mode === 'plan') {
    const { planFlow } = await import('./flows/plan-flow.js');
    return planFlow(context, io);
  }
  const { applyFlow } = await import('./flows/apply-flow.js');
  return applyFlow(context, io);
}
