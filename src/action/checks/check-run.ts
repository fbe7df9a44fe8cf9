// The findings of a plan, a validation or an apply on the pull request's diff: one check run
// per target on the commit the run is about (a pull request's head, not its merge ref; a push's
// commit), completed with its conclusion, the counts as its title, the comment's (or the job
// summary's) Markdown as its summary, and every finding as a line note (GitHub's check
// annotation), 50 per request. Without `checks: write` (a 403, a fork's read-only token) the
// findings fall back to the step's own line notes, and one notice says how to get the check.
// Every request goes through the step's GitHub client (deadline, retries, bounds).
import { checkLineNotes, inBatches } from './check-findings.js';
import { noteApplyFailures, noteDiagnostics } from './line-notes.js';
import { GitHubError } from '../../model/github-error.js';
import type { RepoRef } from '../github/github-client.js';
import { fromRepositoryRoot } from './path-from-root.js';
import { GITHUB_VIEWS, type CheckReport } from '../../render/github/views.js';
import type { StepContext } from '../step/step-context.js';
import { warn, type StepIo } from '../step/step-io.js';

/** The check's name: `observe-annotations plan`, with the label (or the named target). */
function checkName(step: StepContext): string {
  const mode = step.inputs.command === 'validate' ? 'validate' : 'plan';
  const target = step.sources.given?.target;
  const label = step.inputs.label || (typeof target === 'string' ? target : '');
  return GITHUB_VIEWS.check.name(mode, label);
}

/**
 * Shows the findings: as a check run where the step can make one, else as the step's own
 * line notes. Never fails the step: the findings are shown either way.
 */
export async function showFindings(
  step: StepContext,
  io: StepIo,
  report: CheckReport,
): Promise<void> {
  const fromRoot = fromRepositoryRoot(step);
  const place = checkPlace(step);
  if (place === undefined) return fallBack(io, report, fromRoot);
  const { notes, leftOut } = checkLineNotes(
    report.diagnostics,
    report.changes,
    fromRoot,
    report.failures,
  );
  const { check, messages } = GITHUB_VIEWS;
  const summary = check.summary(io.step.redact(report.summary), leftOut);
  const batches = inBatches(notes);
  const output = (i: number) => ({ title: report.title, summary, annotations: batches[i]! });
  let id: number;
  try {
    id = await io.github.api.createCheckRun(place.repo, {
      name: checkName(step),
      head_sha: place.sha,
      status: 'completed',
      conclusion: report.conclusion,
      ...(place.detailsUrl ? { details_url: place.detailsUrl } : {}),
      output: output(0),
    });
  } catch (error) {
    fallBack(io, report, fromRoot);
    if (notPermitted(error)) io.core.notice(messages.howToGetTheCheck(checkName(step)));
    else warn(io, GITHUB_VIEWS.githubFailures.checkRunNotCreated(error));
    return;
  }
  for (let i = 1; i < batches.length; i++) {
    try {
      await io.github.api.updateCheckRun(place.repo, id, { output: output(i) });
    } catch (error) {
      const sent = i * batches[0]!.length;
      warn(io, GITHUB_VIEWS.githubFailures.checkRunCut(error, sent, notes.length));
      return;
    }
  }
  io.core.info(messages.checkRun(checkName(step), notes.length));
}

interface CheckPlace {
  repo: RepoRef;
  sha: string;
  detailsUrl?: string;
}

/** Where the check goes: the repository, and the commit planned; none without both, or a token. */
function checkPlace(step: StepContext): CheckPlace | undefined {
  if (step.githubToken === '') return undefined;
  const pr = step.event.pullRequest;
  const repo = pr ? { owner: pr.owner, repo: pr.repo } : step.event.repository;
  const sha = pr ? pr.headSha : step.event.sha;
  if (repo === undefined || repo.owner === '' || repo.repo === '' || sha === undefined)
    return undefined;
  const { serverUrl, repository, runId } = step.github;
  const detailsUrl =
    serverUrl && repository && runId
      ? `${serverUrl}/${repository}/actions/runs/${runId}`
      : undefined;
  return { repo, sha, ...(detailsUrl ? { detailsUrl } : {}) };
}

function fallBack(io: StepIo, report: CheckReport, fromRoot: (file: string) => string): void {
  const slots = { error: io.tally.left('error', 1), warning: io.tally.left('warning') };
  noteDiagnostics(io.core, report.diagnostics, { fromRoot, slots });
  if (report.failures) noteApplyFailures(io.core, report.failures, fromRoot);
}

/** A 403 or 404 that is no rate limit: the token may not write checks here. */
function notPermitted(error: unknown): boolean {
  if (!(error instanceof GitHubError)) return false;
  const { status, rateLimited } = error.facts;
  return (status === 403 || status === 404) && !rateLimited;
}
