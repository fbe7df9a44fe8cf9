// The pull request comment for an outcome, from values only: the marker (with what showing the
// plan took), the commit and run links, the deletion warning, the view itself. The plan run
// posts it; a merge makes it again for the fresh plan from what the reviewed marker recorded,
// and applies only when the comment shows the same text. One function, so the two cannot
// drift apart.
import { VERSION } from '../../app/version.js';
import type { Plan } from '../../model/plan.js';
import { changeHashOf } from '../../app/session/session.js';
import { errorCount } from '../../render/plan-summary.js';
import { GITHUB_VIEWS, type CommentInput, type CommentOutcome } from '../../render/github/views.js';
import { commentMarker, type MarkedChange, type MarkerFields } from '../github/comment-marker.js';
import type { CommentTarget } from '../github/comment-target.js';
import type { StepContext } from '../step/step-context.js';

export interface CommentFacts {
  target: CommentTarget;
  /** The label input ('' when empty). */
  label: string;
  outcome: CommentOutcome;
  /** The pull request the comment is on (links to its commits). */
  pullRequest?: { owner: string; repo: string; number: number };
  /** The commit the plan was made for: the pull request's head. */
  head?: string;
  /** GITHUB_SERVER_URL and GITHUB_REPOSITORY: where the links point. */
  serverUrl?: string;
  repository?: string;
  /** The Action's version, the planning run, the base commit and max-deletes shown (see ShownWith). */
  version: string;
  runId?: string;
  base?: string;
  maxDeletes?: number;
}

/** The comment's body, its marker first; `redact` removes the run's secrets. */
export function commentBody(facts: CommentFacts, redact: (text: string) => string): string {
  return redact(GITHUB_VIEWS.comment.outcome(commentInput(facts)));
}

/**
 * The comment's text without its marker, at the level of detail the comment has: a check
 * run's summary (GitHub's limit there, 65,535 characters, is above the comment's budget).
 */
export function commentWithoutMarker(
  facts: CommentFacts,
  redact: (text: string) => string,
): string {
  const body = commentBody(facts, redact);
  return body.slice(body.indexOf('\n') + 1);
}

/** The same text as a job summary: without the marker, everything at full detail. */
export function commentAsSummary(facts: CommentFacts): string {
  return GITHUB_VIEWS.comment.outcomeInSummary(commentInput(facts));
}

/** Warnings above the plan: more deletions than max-deletes allows. */
export function planWarnings(plan: Plan, maxDeletes: number | undefined): string[] {
  const deletes = plan.summary.delete;
  if (deletes === 0 || maxDeletes === undefined || deletes <= maxDeletes) return [];
  return [GITHUB_VIEWS.messages.maxDeletes(deletes, maxDeletes)];
}

/** The changes of a plan as the marker keeps them. */
export function markedChanges(plan: Plan): MarkedChange[] {
  return plan.changes.map((c) => ({
    action: c.action,
    externalKey: c.externalKey,
    hash: changeHashOf(c).slice('sha256:'.length, 'sha256:'.length + 12),
  }));
}

function commentInput(facts: CommentFacts): CommentInput {
  const { outcome, head } = facts;
  const plan = outcome.kind === 'plan' ? outcome.plan : undefined;
  const runUrl =
    facts.serverUrl && facts.repository && facts.runId
      ? `${facts.serverUrl}/${facts.repository}/actions/runs/${facts.runId}`
      : undefined;
  return {
    marker: commentMarker(facts.target.hash, plan?.planHash, markerFields(facts, plan)),
    outcome,
    targetLabel: facts.target.label,
    ...(runUrl ? { runUrl } : {}),
    ...(facts.label ? { label: facts.label } : {}),
    ...(head ? { commit: { sha: head, ...commitUrl(facts, head) } } : {}),
    warnings: plan ? planWarnings(plan, facts.maxDeletes) : [],
  };
}

function markerFields(facts: CommentFacts, plan: Plan | undefined): MarkerFields {
  if (plan?.planHash === undefined) return {};
  const deletes = plan.summary.delete > 0 && facts.maxDeletes !== undefined;
  return {
    ...(facts.head ? { head: facts.head } : {}),
    changes: markedChanges(plan),
    shown: {
      version: facts.version,
      ...(facts.runId ? { run: facts.runId } : {}),
      ...(facts.base ? { base: facts.base } : {}),
      ...(deletes ? { maxDeletes: facts.maxDeletes } : {}),
    },
  };
}

/** The pull request's page of the commit (a fork's commit too). */
function commitUrl(facts: CommentFacts, sha: string): { url?: string } {
  const pr = facts.pullRequest;
  return facts.serverUrl && pr
    ? { url: `${facts.serverUrl}/${pr.owner}/${pr.repo}/pull/${pr.number}/commits/${sha}` }
    : {};
}

/** The facts of the comment a run on a pull request posts for `outcome`. */
export function stepCommentFacts(
  step: StepContext,
  outcome: CommentOutcome,
  base?: string,
): CommentFacts {
  const pr = step.event.pullRequest;
  const { serverUrl, repository, runId } = step.github;
  return {
    target: step.target,
    label: step.inputs.label,
    outcome,
    ...(pr ? { pullRequest: { owner: pr.owner, repo: pr.repo, number: pr.number } } : {}),
    ...(pr?.headSha ? { head: pr.headSha } : {}),
    ...(serverUrl ? { serverUrl } : {}),
    ...(repository ? { repository } : {}),
    version: VERSION,
    ...(runId ? { runId } : {}),
    ...(base ? { base } : {}),
    ...(step.maxDeletes !== undefined ? { maxDeletes: step.maxDeletes } : {}),
  };
}

/** Changes or problems: what `comment: on-change` posts a new comment for. */
export function somethingToSay(outcome: CommentOutcome): boolean {
  if (outcome.kind !== 'plan') return true;
  const { plan } = outcome;
  return plan.changes.length > 0 || errorCount(plan) > 0;
}
