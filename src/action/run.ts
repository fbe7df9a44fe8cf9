// The Action: inputs → the same options and session as the CLI → job summary, annotations,
// outputs and the sticky pull request comment. `main.ts` calls it with @actions/core; tests
// with a fake.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { statSync } from 'node:fs';
import { loadConfig, placeRun, type RunPlace } from '../app/config.js';
import { runContext, type RunContext } from '../app/context.js';
import { Secrets } from '../app/secrets.js';
import { OPTIONS } from '../app/option-table.js';
import { rawOption, resolveOptions, type OptionSources } from '../app/resolve-options.js';
import { withoutKeyRouting } from '../app/targets.js';
import type { PlanRun } from '../app/session.js';
import type * as ActionSession from './action-session.js';
import { VERSION } from '../app/version.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { escapeText } from '../render/escape-text.js';
import type { Plan } from '../model/plan.js';
import { annotateApplyFailures, annotateDiagnostics } from './annotations.js';
import {
  buildComment,
  buildCommentAt,
  COMMENT_BUDGET,
  type CommentOutcome,
} from '../render/plan-comment.js';
import { commentMarker, markerTarget, type MarkerFields } from './comment-marker.js';
import { code, escapeMarkdown } from '../render/markdown.js';
import type { ActionCore, ActionEnv } from './core.js';
import { decide, type Decision } from './decide.js';
import { readEvent, type RunEvent } from './event.js';
import { githubCommentApi, type GitHubApi } from './github-client.js';
import { readInputs, type ActionInputs, type CommentWhen } from './inputs.js';
import { notDone, setApplyOutputs, setPlanOutputs } from './outputs.js';
import { redactingCore } from './redacting-core.js';
import { describeCommentFailure, upsertStickyComment } from './sticky-comment.js';
import { failureMessage, Step } from './step.js';
import { logGroup } from './step-log.js';
import { compareWithReview, findReview, markedChanges, type Review } from './reviewed-plan.js';
import { appliedMarkdown, noReviewMarkdown, refusalMarkdown } from '../render/merge-comment.js';
import { UserError } from '../model/errors.js';
import { MissingOptionError } from '../app/option-error.js';
import { refuseGitLikeFolders } from '../app/git/repository.js';

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
  const redact = secrets.redact;
  const core = redactingCore(runner, redact);
  const step = new Step(core, redact);
  try {
    const inputs = readInputs(core);
    const event = readEvent(env);
    const decision = decide({
      command: inputs.command,
      event,
      hasKey: apiKey !== '',
      commentInput: inputs.comment !== 'never',
    });
    const place = await placeAction(decision.mode, inputs, env);
    refuseGitLikeFolders(place.root, resolve(env.GITHUB_WORKSPACE || process.cwd()));
    const cwd = place.root;
    // The key is the api-key input's alone (decide() went by it), never the runner's variable.
    const { OBSERVE_API_KEY: _notOurs, ...runnerEnv } = env;
    const sources: OptionSources = {
      given: { ...place.given, ...(apiKey ? { apiKey } : {}) },
      env: runnerEnv,
      // Where the key goes is the workflow's to say (base-url, api-key), never the checkout's.
      config: withoutKeyRouting(place.config),
    };
    await execute({
      core,
      env,
      cwd,
      step,
      sources,
      event,
      decision,
      githubToken,
      secrets,
      commentWhen: inputs.comment,
      label: inputs.label,
    });
  } catch (error) {
    const message = redact(failureMessage(error));
    if (!step.summaryWritten) await step.writeSummary(`### ❌ observe-annotations\n\n${message}\n`);
    step.fail(message);
  }
}

type Session = typeof ActionSession;

interface Execution {
  core: ActionCore;
  env: ActionEnv;
  cwd: string;
  step: Step;
  sources: OptionSources;
  event: RunEvent;
  decision: Decision;
  githubToken: string;
  secrets: Secrets;
  /** The comment input: `on-change` creates no comment for a plan with nothing to say. */
  commentWhen: CommentWhen;
  /** The label input: the comment's title names it ('' when empty). */
  label: string;
}

/**
 * Where the run works: working-directory (relative to the workspace; default the workspace),
 * and the config file: the config input (relative to the working directory; the run then works
 * from the file's folder, and the paths input is rebased onto it, as the CLI's --config does),
 * else the working directory's observe-annotations.yaml when there is one.
 */
async function placeAction(
  mode: Decision['mode'],
  inputs: ActionInputs,
  env: ActionEnv,
): Promise<Pick<RunPlace, 'root' | 'given' | 'config'>> {
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const cwd = resolve(workspace, inputs.workingDirectory);
  if (inputs.workingDirectory && !isFolder(cwd)) {
    throw new UserError(
      `input working-directory: '${inputs.workingDirectory}' is no folder of the workspace (${workspace}). Check the path, and that actions/checkout ran before this step.`,
    );
  }
  if (inputs.given.configFile !== undefined) return placeRun(mode, inputs.given, cwd);
  return { root: cwd, given: inputs.given, config: await loadConfig(cwd) };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The application's context for this step: the options of `mode`, logged through the step. */
function contextFor(x: Execution, mode: Decision['mode']): RunContext {
  // Secrets removed, and escaped: no line a command logs can become a workflow command.
  const say = (line: string): void => x.core.info(escapeText(x.step.redact(line)));
  return runContext({
    options: resolveOptions(mode, x.sources),
    sources: x.sources,
    cwd: x.cwd,
    env: x.sources.env ?? {},
    log: { info: say, warn: say },
    redact: x.step.redact,
    addSecret: (secret) => x.secrets.add(secret),
  });
}

async function execute(x: Execution): Promise<void> {
  const { core, step, decision } = x;
  if (decision.nothingToDo !== undefined) {
    core.notice(escapeText(decision.nothingToDo));
    await step.writeSummary(
      `### ⏭️ observe-annotations: nothing to do\n\n${escapeMarkdown(decision.nothingToDo)}\n`,
    );
    return;
  }
  core.info(`observe-annotations ${VERSION}: ${decision.mode} on ${x.event.name || 'a local run'}`);
  const target = targetOf(x);
  // Loaded only now: the validate/plan/apply modules are most of the bundle.
  const session = await import('./action-session.js');

  if (decision.mode === 'validate') {
    const validated = await session.validate(contextFor(x, 'validate'));
    annotateDiagnostics(core, validated.diagnostics);
    core.notice(validationCounts(validated.diagnostics));
    if (decision.noPlanReason) core.warning(`No plan was made. ${decision.noPlanReason}`);
    const outcome: CommentOutcome = decision.noPlanReason
      ? { kind: 'no-plan', reason: decision.noPlanReason, diagnostics: validated.diagnostics }
      : validated.valid
        ? { kind: 'plan', plan: emptyValidation(validated.diagnostics) }
        : { kind: 'invalid', diagnostics: validated.diagnostics };
    const markdown =
      decision.noPlanReason || !validated.valid
        ? commentText(x, outcome, target, 'summary')
        : `### ✅ observe-annotations: the files are valid\n\n${validated.diagnostics.length} warnings.\n`;
    await step.writeSummary(markdown);
    if (decision.comment) await postComment(x, outcome, target);
    if (!validated.valid) step.fail(invalidMessage(validated.diagnostics));
    return;
  }

  // An apply looks up the reviewed plan first: a refusal should not wait for a plan.
  if (decision.mode === 'apply') requireBaseUrl(x, 'apply');
  const review = decision.mode === 'apply' ? await lookUpReview(x, target) : undefined;
  let ctx: RunContext;
  let planned: PlanRun;
  let planFile: string | undefined;
  try {
    requireBaseUrl(x, decision.mode);
    if (decision.mode === 'plan') await comparePullRequestBase(x);
    ctx = contextFor(x, decision.mode);
    planned = await session.planRun(ctx);
    try {
      planFile = await session.writeSavedPlanFile(ctx, planned, planFilePath(x.env));
    } catch (error) {
      await planned.close();
      throw error;
    }
  } catch (error) {
    // Still update the comment, so it never shows an old plan as current (an apply keeps the
    // reviewed plan's comment as it is).
    if (decision.comment && decision.mode === 'plan') {
      const message = step.redact(failureMessage(error));
      await step.writeSummary(`### ❌ observe-annotations: the plan failed\n\n${message}\n`);
      await postComment(x, { kind: 'failed', message }, target);
    }
    throw error;
  }
  try {
    await planOrApply(x, ctx, planned, planFile, target, session, review);
  } finally {
    await planned.close();
  }
}

/**
 * The key goes only to the address the workflow names (base-url, or OBSERVE_BASE_URL in the
 * step's environment; never the checkout's config): without one the step fails before any
 * request, to the server, to git or to GitHub.
 */
function requireBaseUrl(x: Execution, mode: 'plan' | 'apply'): void {
  const options = resolveOptions(mode, x.sources);
  if (options.baseUrl === undefined && !options.emulator) throw new MissingOptionError('baseUrl');
}

/**
 * On a pull request, the plan is made against its base commit too (`--base`), so the comment
 * separates the pull request's changes from drift. A shallow checkout lacks that commit: it is
 * fetched (`git fetch --depth=1 origin SHA`; with the workflow's token when a plain fetch is
 * refused). When it cannot be had, the plan goes on without the separation and a warning says
 * how to get it.
 */
async function comparePullRequestBase(x: Execution): Promise<void> {
  const sha = x.event.pullRequest?.baseSha;
  if (sha === undefined) return;
  const { ensureCommit } = await import('../app/git/fetch-commit.js');
  const server = x.env.GITHUB_SERVER_URL;
  let auth: { server: string; header: string } | undefined;
  if (x.githubToken && server) {
    const basic = Buffer.from(`x-access-token:${x.githubToken}`).toString('base64');
    x.secrets.add(basic);
    auth = { server, header: `AUTHORIZATION: basic ${basic}` };
  }
  const found = await ensureCommit(
    resolve(x.env.GITHUB_WORKSPACE || process.cwd()),
    sha,
    x.env,
    auth,
  );
  if (found.ok) {
    x.sources = { ...x.sources, given: { ...x.sources.given, base: sha } };
    return;
  }
  x.core.warning(
    escapeText(
      x.step.redact(
        `The plan does not separate this pull request's changes from drift: its base commit ${sha} is not in the checkout (${found.why}). Check out with fetch-depth: 0 (actions/checkout), or fetch that commit before this step.`,
      ),
    ),
  );
}

async function planOrApply(
  x: Execution,
  ctx: RunContext,
  planned: PlanRun,
  planFile: string | undefined,
  target: Target,
  session: Session,
  review: Review | undefined,
): Promise<void> {
  const { core, step, decision } = x;
  const { plan } = planned;
  annotateDiagnostics(core, plan.diagnostics);
  logGroup(core, 'The plan', session.renderPlanText(plan, { colour: false, inAutomation: true }));
  const hasErrors = plan.diagnostics.some((d) => d.severity === 'error');
  const outcome: CommentOutcome =
    hasErrors && plan.changes.length === 0
      ? { kind: 'invalid', diagnostics: plan.diagnostics }
      : { kind: 'plan', plan };
  const markdown = session.renderPlanMarkdown(plan);

  if (decision.mode === 'plan' || hasErrors) {
    core.notice(session.summaryText(plan));
    if (!hasErrors) setPlanOutputs(core, plan, planFile);
    const warnings = decision.mode === 'plan' ? deletionWarnings(x, plan) : [];
    for (const w of warnings) core.warning(escapeText(w));
    await step.writeSummary(
      warnings.map((w) => `> [!WARNING]\n> ${escapeMarkdown(w)}\n\n`).join('') + markdown,
    );
    if (decision.comment) await postComment(x, outcome, target, warnings);
    if (hasErrors) step.fail(invalidMessage(plan.diagnostics, outcome.kind === 'plan'));
    else if (decision.failOnDrift && changeCount(plan) > 0) step.fail(driftMessage(plan));
    return;
  }

  const allowed =
    review === undefined ? {} : await reviewedOrApproved(x, ctx, review, plan, target, markdown);
  if (allowed === undefined) {
    core.notice(`Not applied: ${session.summaryText(plan)}`);
    setPlanOutputs(core, plan, planFile);
    return;
  }
  const result = await session.applyRun(ctx, planned);
  annotateApplyFailures(core, result.results);
  logGroup(core, 'The apply', session.renderApplyText(result, { color: false }));
  core.notice(`${session.headline(result)} ${session.countsLine(result)}.`);
  setApplyOutputs(core, plan, result, planFile);
  await step.writeSummary(`${markdown}\n${session.renderApplyMarkdown(result)}`);
  if (review?.pr !== undefined && review.commentId !== undefined) {
    const applied = appliedMarkdown(result, x.event.sha, review.pr.number, allowed.unreviewed);
    const head = `${applied}\n${REVIEWED_PLAN}\n\n`;
    const body = afterMerge(
      review,
      target,
      { applied: x.event.sha },
      head,
      reviewedPart(review.body ?? ''),
    );
    await updateReviewComment(x, review, body, 'the result');
  }
  const bad = notDone(result);
  if (result.stopReason) step.fail(`apply stopped: ${result.stopReason}`);
  else if (bad > 0) {
    step.fail(
      `apply: ${bad} of ${result.results.length} changes did not reach their target (see the job summary). ${session.nextStep(result) ?? ''}`.trimEnd(),
    );
  }
}

/**
 * The pull request an apply belongs to and its reviewed plan. A failed lookup fails the step,
 * unless auto-approve is set (then the fresh plan is applied, and said to be unreviewed).
 */
async function lookUpReview(x: Execution, target: Target): Promise<Review> {
  try {
    return await findReview(githubApi(x), x.event, target.hash);
  } catch (error) {
    const why = x.step.redact(
      describeCommentFailure(error, 'look up the pull request and its reviewed plan'),
    );
    if (autoApproved(x)) return { found: false, why: why.replace(/\.$/, '') };
    throw new UserError(`${why} Nothing was written; auto-approve: true applies without a review.`);
  }
}

function autoApproved(x: Execution): boolean {
  return resolveOptions('apply', x.sources).autoApprove;
}

function githubApi(x: Execution): GitHubApi {
  return githubCommentApi(x.githubToken, x.env, `observe-annotations/${VERSION}`);
}

/**
 * A plan that deletes more than max-deletes allows says so at review, not after the merge
 * (the apply would refuse it whole).
 */
function deletionWarnings(x: Execution, plan: Plan): string[] {
  const deletes = plan.summary.delete;
  if (deletes === 0) return [];
  let max: number;
  try {
    max = resolveOptions('apply', x.sources).maxDeletes;
  } catch {
    return []; // A bad setting is reported by the apply.
  }
  if (deletes <= max) return [];
  return [
    `This plan deletes ${deletes} annotations, more than max-deletes allows (${max}): applying it after the merge will be refused and write nothing. Check keyPrefix and the files, or raise the max-deletes input (or maxDeletes in observe-annotations.yaml) in the apply workflow.`,
  ];
}

/** Separates the result of a merge from the reviewed plan below it in the comment. */
const REVIEWED_PLAN = '<!-- observe-annotations:reviewed-plan -->';

/** The reviewed plan's part of a comment: without the marker and any earlier merge result. */
function reviewedPart(body: string): string {
  const at = body.indexOf(REVIEWED_PLAN);
  if (at >= 0) return body.slice(at + REVIEWED_PLAN.length).replace(/^\n+/, '');
  const firstLine = body.indexOf('\n');
  return firstLine < 0 ? '' : body.slice(firstLine + 1);
}

/**
 * Whether the fresh plan may be applied: it is the reviewed plan, made for the pull request's
 * final head (`{}`), or auto-approve is set (`unreviewed` says why it was no reviewed plan).
 * When not (undefined), the step fails with nothing written, the summary shows the fresh plan
 * and why, and the pull request's comment says so.
 */
async function reviewedOrApproved(
  x: Execution,
  ctx: RunContext,
  review: Review,
  plan: Plan,
  target: Target,
  planMarkdown: string,
): Promise<{ unreviewed?: string } | undefined> {
  const approved = ctx.options.autoApprove;
  let refusal: string;
  let failure: string;
  if (review.found) {
    const verdict = compareWithReview(plan, review);
    if (verdict.same) {
      x.core.info(
        `The fresh plan is the plan reviewed on pull request #${review.pr.number} (${review.marker.plan}, made for ${review.marker.head}).`,
      );
      return {};
    }
    refusal = refusalMarkdown({
      ...(x.event.sha ? { commit: x.event.sha } : {}),
      pullRequest: review.pr.number,
      ...verdict,
    });
    failure = `not applied: the fresh plan is not the plan reviewed on pull request #${review.pr.number}: ${verdict.reasons.join('; ')}. Nothing was written (see the job summary).`;
  } else {
    refusal = noReviewMarkdown(review.why, x.event.sha);
    failure = `not applied: no reviewed plan: ${review.why}. Nothing was written; set auto-approve: true to apply without a review.`;
  }
  if (approved) {
    const unreviewed = failure.replace(/^not applied: /, '').replace(/ Nothing was written.*$/, '');
    x.core.warning(
      escapeText(
        x.step.redact(
          `auto-approve: true: applying the fresh plan without a review (${unreviewed})`,
        ),
      ),
    );
    return { unreviewed };
  }
  await x.step.writeSummary(`${refusal}\n${planMarkdown}`);
  if (review.pr !== undefined && review.commentId !== undefined) {
    const fresh = buildComment(
      {
        marker: '',
        outcome: { kind: 'plan', plan },
        targetLabel: target.label,
        ...(runUrl(x.env) ? { runUrl: runUrl(x.env)! } : {}),
      },
      COMMENT_BUDGET - refusal.length - 1_000,
    ).body.replace(/^\n/, '');
    const body = afterMerge(
      review,
      target,
      { refused: x.event.sha },
      `${refusal}\n#### The fresh plan (not applied)\n\n`,
      fresh.replace(/^### /, '##### '),
    );
    await updateReviewComment(x, review, body, 'the refusal');
  }
  x.step.fail(failure);
  return undefined;
}

/** A comment after a merge: the reviewed marker kept (so a re-run compares with the same review), then `head`, then `rest`. */
function afterMerge(
  review: Review,
  target: Target,
  outcome: Pick<MarkerFields, 'applied' | 'refused'>,
  head: string,
  rest: string,
): string {
  // The reviewed fields stay; an earlier merge's outcome gives way to this one.
  const { applied: _applied, refused: _refused, ...kept } = review.found ? review.marker : {};
  const marker = commentMarker(target.hash, undefined, { ...kept, ...outcome });
  const body = `${marker}\n${head}${rest}`;
  // Past GitHub's limit the reviewed part gives way to a pointer (the merge result stays).
  return body.length <= COMMENT_BUDGET + 5_000
    ? body
    : `${marker}\n${head}_The rest is in the job summary of the run that planned it._\n`;
}

/** Updates our comment after a merge; a failure is a warning (the outcome is already in the summary). */
async function updateReviewComment(
  x: Execution,
  review: Review,
  body: string,
  what: string,
): Promise<void> {
  const pr = review.pr!;
  try {
    const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
    await githubApi(x).updateComment(issue, review.commentId!, x.step.redact(body));
    x.core.info(`The comment on pull request #${pr.number} now shows ${what}.`);
  } catch (error) {
    x.core.warning(
      escapeText(
        x.step.redact(
          describeCommentFailure(error, `update the pull request's comment with ${what}`),
        ),
      ),
    );
  }
}

/** The sticky comment; a failure to post it fails the step (the summary is already written). */
async function postComment(
  x: Execution,
  outcome: CommentOutcome,
  target: Target,
  warnings: readonly string[] = [],
): Promise<void> {
  const pr = x.event.pullRequest;
  if (pr === undefined) return;
  const body = commentText(x, outcome, target, 'comment', warnings);
  // on-change: a plan with nothing to say creates no comment, but one that exists is updated.
  const create = x.commentWhen !== 'on-change' || somethingToSay(outcome);
  try {
    const api = githubApi(x);
    const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
    const done = await upsertStickyComment(api, issue, target.hash, body, { create });
    x.core.info(
      done.action === 'none'
        ? `No plan comment on pull request #${pr.number}: the plan has no changes and no errors (comment: on-change).`
        : `Plan comment ${done.action} on pull request #${pr.number}.`,
    );
  } catch (error) {
    x.step.fail(x.step.redact(describeCommentFailure(error)));
  }
}

/** Changes or problems: what `comment: on-change` posts a new comment for. */
function somethingToSay(outcome: CommentOutcome): boolean {
  if (outcome.kind !== 'plan') return true;
  const { plan } = outcome;
  return plan.changes.length > 0 || plan.diagnostics.some((d) => d.severity === 'error');
}

interface Target {
  hash: string;
  label: string;
}

/**
 * The comment's target: the base URL (never the key), key prefix and paths, taken the same
 * way on every run (validated, planned, or failed on a bad setting), so one comment per
 * target is found again whatever happened.
 */
function targetOf(x: Execution): Target {
  const rawUrl = rawOption('baseUrl', x.sources);
  let baseUrl = typeof rawUrl === 'string' ? rawUrl : undefined;
  try {
    if (baseUrl !== undefined) baseUrl = OPTIONS.baseUrl.parse.parse(baseUrl);
  } catch {
    // An unusable URL still names the target; the plan reports the problem.
  }
  const rawPrefix = rawOption('keyPrefix', x.sources);
  const keyPrefix = typeof rawPrefix === 'string' ? rawPrefix : undefined;
  const rawPaths = rawOption('paths', x.sources);
  const paths = Array.isArray(rawPaths) ? rawPaths.map(String) : [...OPTIONS.paths.default];
  const rawTarget = rawOption('target', x.sources);
  const name = typeof rawTarget === 'string' ? rawTarget : undefined;
  const parts = [baseUrl ? code(baseUrl) : 'no base URL'];
  if (keyPrefix) parts.push(`key prefix ${code(keyPrefix)}`);
  parts.push(`paths ${paths.map(code).join(', ')}`);
  // A named target labels the comment: a matrix over targets gives one comment each.
  if (name) parts.unshift(`**${escapeMarkdown(name)}**`);
  return {
    hash: markerTarget({
      baseUrl,
      keyPrefix,
      paths,
      ...(name ? { name } : {}),
      ...(x.label ? { label: x.label } : {}),
    }),
    label: parts.join(' · '),
  };
}

/** The comment (with its marker) or the same text as a job summary (without the marker). */
function commentText(
  x: Execution,
  outcome: CommentOutcome,
  target: Target,
  as: 'comment' | 'summary',
  warnings: readonly string[] = [],
): string {
  const planHash = outcome.kind === 'plan' ? outcome.plan.planHash : undefined;
  const head = x.event.pullRequest?.headSha;
  const fields: MarkerFields =
    planHash !== undefined && outcome.kind === 'plan'
      ? { ...(head ? { head } : {}), changes: markedChanges(outcome.plan) }
      : {};
  const input = {
    marker: commentMarker(target.hash, planHash, fields),
    outcome,
    targetLabel: target.label,
    runUrl: runUrl(x.env),
    inSummary: as === 'summary',
    ...(x.label ? { label: x.label } : {}),
    ...(head ? { commit: { sha: head, ...commitUrl(x, head) } } : {}),
    warnings,
  };
  if (as === 'comment') return x.step.redact(buildComment(input).body);
  return buildCommentAt(input, 'full', Number.MAX_SAFE_INTEGER);
}

/** The pull request's page of the commit (a fork's commit too). */
function commitUrl(x: Execution, sha: string): { url?: string } {
  const server = x.env.GITHUB_SERVER_URL;
  const pr = x.event.pullRequest;
  return server && pr
    ? { url: `${server}/${pr.owner}/${pr.repo}/pull/${pr.number}/commits/${sha}` }
    : {};
}

function runUrl(env: ActionEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = env;
  return server && repo && id ? `${server}/${repo}/actions/runs/${id}` : undefined;
}

/** Where the saved plan goes: the runner's temp folder, one file per run. */
function planFilePath(env: ActionEnv): string {
  const dir = env.RUNNER_TEMP || tmpdir();
  const run = env.GITHUB_RUN_ID ? `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}` : 'local';
  return join(dir, `observe-annotations-plan-${run}-${randomBytes(4).toString('hex')}.json`);
}

function changeCount(plan: Plan): number {
  return plan.summary.create + plan.summary.update + plan.summary.delete;
}

function driftMessage(plan: Plan): string {
  const s = plan.summary;
  return `drift: the server differs from the files (${s.create} to create, ${s.update} to update, ${s.delete} to delete). Apply the files, or see the job summary.`;
}

/** The validation's one notice: `The files are valid: 0 errors, 2 warnings.` */
function validationCounts(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return `The files are ${errors > 0 ? 'invalid' : 'valid'}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`;
}

/** `planned`: the files were valid and the plan itself has errors (e.g. a ref to no annotation). */
function invalidMessage(diagnostics: readonly Diagnostic[], planned = false): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const counted = `${errors} ${errors === 1 ? 'error' : 'errors'} (see the annotations and the job summary)`;
  return planned
    ? `the plan has ${counted}: nothing can be applied`
    : `the annotation files are invalid: ${counted}; no plan was made`;
}

/** A valid validation, shown as a plan with nothing in it (for `command: validate`). */
function emptyValidation(diagnostics: Diagnostic[]): Plan {
  return {
    formatVersion: 1,
    summary: { create: 0, update: 0, delete: 0, unchanged: 0, orphaned: 0 },
    changes: [],
    orphans: [],
    diagnostics,
  };
}
