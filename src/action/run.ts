// The Action: a dispatcher. The secrets are masked and every sink redacted first; the step is
// resolved once (step-context.ts); an event with nothing to do says so and ends; otherwise the
// flow of the step's mode runs (validate, plan or apply: each loaded only when it runs, as they
// are most of the bundle) and reports through the same sinks. `main.ts` calls it with
// @actions/core; tests with a fake.
import { Secrets } from '../app/secrets.js';
import { VERSION } from '../app/version.js';
import { escapeText } from '../text/escape-text.js';
import { failureSummary, nothingToDoSummary } from '../render/step-summary.js';
import { AnnotationTally } from './annotation-tally.js';
import type { ActionCore, ActionEnv } from './core.js';
import { GitHubSession } from './github-session.js';
import { redactingCore } from './redacting-core.js';
import { failureMessage, Step } from './step.js';
import { readStart, resolveStep, type StepContext } from './step-context.js';
import { warn, type StepIo } from './step-io.js';

/** Runs the Action once; never throws: every failure becomes `setFailed` with a clear message. */
export async function run(runner: ActionCore, env: ActionEnv): Promise<void> {
  // Mask the secrets before anything else can print them.
  const apiKey = runner.getInput('api-key').trim();
  if (apiKey) runner.setSecret(apiKey);
  const githubToken = runner.getInput('github-token').trim();
  if (githubToken) runner.setSecret(githubToken);
  // Every output from here on passes the redactor: log, annotations, outputs, summary.
  const secrets = new Secrets();
  secrets.add(apiKey);
  secrets.add(githubToken);
  const tally = new AnnotationTally();
  const core = tally.wrap(redactingCore(runner, secrets.redact));
  const step = new Step(core, secrets.redact);
  try {
    const start = readStart(core, env, { apiKey, githubToken });
    const nothing = start.decision.nothingToDo;
    if (nothing !== undefined) {
      core.notice(escapeText(nothing));
      return await step.writeSummary(nothingToDoSummary(nothing));
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
    if (!step.summaryWritten) await step.writeSummary(failureSummary(message));
    step.fail(message);
  }
}

/** The flow of the step's mode. */
async function dispatch(context: StepContext, io: StepIo): Promise<void> {
  const { mode } = context.decision;
  io.core.info(`observe-annotations ${VERSION}: ${mode} on ${context.event.name || 'a local run'}`);
  if (mode !== 'validate' && mode !== 'fmt') for (const note of context.notes) warn(io, note);
  if (mode === 'fmt') {
    const { fmtFlow } = await import('./fmt-flow.js');
    return fmtFlow(context, io);
  }
  if (mode === 'validate') {
    const { validateFlow } = await import('./validate-flow.js');
    return validateFlow(context, io);
  }
  if (mode === 'plan') {
    const { planFlow } = await import('./plan-flow.js');
    return planFlow(context, io);
  }
  const { applyFlow } = await import('./apply-flow.js');
  return applyFlow(context, io);
}
