import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fromRepositoryRoot,
  noteApplyFailures,
  noteDiagnostics
} from "./chunk-5CIJ3GHF.js";
import {
  changeHashOf
} from "./chunk-4OIN6A6Q.js";
import {
  authorOf,
  upsertStickyComment
} from "./chunk-X6LJ3XNS.js";
import {
  GITHUB_VIEWS,
  GitHubError,
  commentMarker,
  readMarker,
  warn
} from "./chunk-XIPNX5K7.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import {
  errorCount
} from "./chunk-JN3C7Q5S.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/action/checks/check-findings.ts
var CHECK_LINE_NOTES_PER_REQUEST = 50;
var MAX_CHECK_LINE_NOTES = 2e3;
var TITLE_CHARACTERS = 255;
var MESSAGE_CHARACTERS = 4e3;
function checkLineNotes(diagnostics, changes, fromRoot, failures = []) {
  const placed = diagnostics.filter((d) => d.file !== void 0 && d.line !== void 0);
  const all = [
    ...placed.filter((d) => d.severity === "error").map((d) => diagnosticNote(d, fromRoot)),
    ...failures.flatMap((r) => failureNote(r, fromRoot)),
    ...placed.filter((d) => d.severity !== "error").map((d) => diagnosticNote(d, fromRoot)),
    ...changes.flatMap((c) => c.action === "delete" ? [] : [changeNotice(c, fromRoot)])
  ];
  return {
    notes: all.slice(0, MAX_CHECK_LINE_NOTES),
    leftOut: Math.max(0, all.length - MAX_CHECK_LINE_NOTES)
  };
}
function diagnosticNote(d, fromRoot) {
  const line = d.line;
  const endLine = Math.max(line, d.endLine ?? line);
  const note = {
    path: fromRoot(d.file),
    start_line: line,
    end_line: endLine,
    annotation_level: d.severity === "error" ? "failure" : "warning",
    message: cut(escapeText(d.message), MESSAGE_CHARACTERS),
    title: cut(d.code, TITLE_CHARACTERS)
  };
  if (endLine === line && d.column !== void 0) {
    note.start_column = d.column;
    note.end_column = d.endColumn !== void 0 && d.endColumn > d.column ? d.endColumn : d.column;
  }
  return note;
}
function failureNote(r, fromRoot) {
  if (r.status === "ok" || r.file === void 0 || r.line === void 0) return [];
  const { title, message } = GITHUB_VIEWS.lineNotes.applyFailure(r);
  const note = {
    path: fromRoot(r.file),
    start_line: r.line,
    end_line: r.line,
    annotation_level: "failure",
    message: cut(message, MESSAGE_CHARACTERS),
    title: cut(title, TITLE_CHARACTERS)
  };
  if (r.column !== void 0) {
    note.start_column = r.column;
    note.end_column = r.column;
  }
  return [note];
}
function changeNotice(change, fromRoot) {
  const { title, message } = GITHUB_VIEWS.lineNotes.change(change);
  return {
    path: fromRoot(change.file),
    start_line: change.line,
    end_line: change.line,
    annotation_level: "notice",
    message: cut(message, MESSAGE_CHARACTERS),
    title: cut(title, TITLE_CHARACTERS)
  };
}
function inBatches(notes) {
  const batches = [];
  for (let i = 0; i < notes.length; i += CHECK_LINE_NOTES_PER_REQUEST)
    batches.push(notes.slice(i, i + CHECK_LINE_NOTES_PER_REQUEST));
  return batches.length > 0 ? batches : [[]];
}
function cut(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}

// src/action/checks/check-run.ts
function checkName(step) {
  const mode = step.inputs.command === "validate" ? "validate" : "plan";
  const target = step.sources.given?.target;
  const label = step.inputs.label || (typeof target === "string" ? target : "");
  return GITHUB_VIEWS.check.name(mode, label);
}
async function showFindings(step, io, report) {
  const fromRoot = fromRepositoryRoot(step);
  const place = checkPlace(step);
  if (place === void 0) return fallBack(io, report, fromRoot);
  const { notes, leftOut } = checkLineNotes(
    report.diagnostics,
    report.changes,
    fromRoot,
    report.failures
  );
  const { check, messages } = GITHUB_VIEWS;
  const summary = check.summary(io.step.redact(report.summary), leftOut);
  const batches = inBatches(notes);
  const output = (i) => ({ title: report.title, summary, annotations: batches[i] });
  let id;
  try {
    id = await io.github.api.createCheckRun(place.repo, {
      name: checkName(step),
      head_sha: place.sha,
      status: "completed",
      conclusion: report.conclusion,
      ...place.detailsUrl ? { details_url: place.detailsUrl } : {},
      output: output(0)
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
      const sent = i * batches[0].length;
      warn(io, GITHUB_VIEWS.githubFailures.checkRunCut(error, sent, notes.length));
      return;
    }
  }
  io.core.info(messages.checkRun(checkName(step), notes.length));
}
function checkPlace(step) {
  if (step.githubToken === "") return void 0;
  const pr = step.event.pullRequest;
  const repo = pr ? { owner: pr.owner, repo: pr.repo } : step.event.repository;
  const sha = pr ? pr.headSha : step.event.sha;
  if (repo === void 0 || repo.owner === "" || repo.repo === "" || sha === void 0)
    return void 0;
  const { serverUrl, repository, runId } = step.github;
  const detailsUrl = serverUrl && repository && runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : void 0;
  return { repo, sha, ...detailsUrl ? { detailsUrl } : {} };
}
function fallBack(io, report, fromRoot) {
  const slots = { error: io.tally.left("error", 1), warning: io.tally.left("warning") };
  noteDiagnostics(io.core, report.diagnostics, { fromRoot, slots });
  if (report.failures) noteApplyFailures(io.core, report.failures, fromRoot);
}
function notPermitted(error) {
  if (!(error instanceof GitHubError)) return false;
  const { status, rateLimited } = error.facts;
  return (status === 403 || status === 404) && !rateLimited;
}

// src/action/review/comment-facts.ts
function commentBody(facts, redact) {
  return redact(GITHUB_VIEWS.comment.outcome(commentInput(facts)));
}
function commentWithoutMarker(facts, redact) {
  const body = commentBody(facts, redact);
  return body.slice(body.indexOf("\n") + 1);
}
function commentAsSummary(facts) {
  return GITHUB_VIEWS.comment.outcomeInSummary(commentInput(facts));
}
function planWarnings(plan, maxDeletes) {
  const deletes = plan.summary.delete;
  if (deletes === 0 || maxDeletes === void 0 || deletes <= maxDeletes) return [];
  return [GITHUB_VIEWS.messages.maxDeletes(deletes, maxDeletes)];
}
function markedChanges(plan) {
  return plan.changes.map((c) => ({
    action: c.action,
    externalKey: c.externalKey,
    hash: changeHashOf(c).slice("sha256:".length, "sha256:".length + 12)
  }));
}
function commentInput(facts) {
  const { outcome, head } = facts;
  const plan = outcome.kind === "plan" ? outcome.plan : void 0;
  const runUrl = facts.serverUrl && facts.repository && facts.runId ? `${facts.serverUrl}/${facts.repository}/actions/runs/${facts.runId}` : void 0;
  return {
    marker: commentMarker(facts.target.hash, plan?.planHash, markerFields(facts, plan)),
    outcome,
    targetLabel: facts.target.label,
    ...runUrl ? { runUrl } : {},
    ...facts.label ? { label: facts.label } : {},
    ...head ? { commit: { sha: head, ...commitUrl(facts, head) } } : {},
    warnings: plan ? planWarnings(plan, facts.maxDeletes) : []
  };
}
function markerFields(facts, plan) {
  if (plan?.planHash === void 0) return {};
  const deletes = plan.summary.delete > 0 && facts.maxDeletes !== void 0;
  return {
    ...facts.head ? { head: facts.head } : {},
    changes: markedChanges(plan),
    shown: {
      version: facts.version,
      ...facts.runId ? { run: facts.runId } : {},
      ...facts.base ? { base: facts.base } : {},
      ...deletes ? { maxDeletes: facts.maxDeletes } : {}
    }
  };
}
function commitUrl(facts, sha) {
  const pr = facts.pullRequest;
  return facts.serverUrl && pr ? { url: `${facts.serverUrl}/${pr.owner}/${pr.repo}/pull/${pr.number}/commits/${sha}` } : {};
}
function stepCommentFacts(step, outcome, base) {
  const pr = step.event.pullRequest;
  const { serverUrl, repository, runId } = step.github;
  return {
    target: step.target,
    label: step.inputs.label,
    outcome,
    ...pr ? { pullRequest: { owner: pr.owner, repo: pr.repo, number: pr.number } } : {},
    ...pr?.headSha ? { head: pr.headSha } : {},
    ...serverUrl ? { serverUrl } : {},
    ...repository ? { repository } : {},
    version: VERSION,
    ...runId ? { runId } : {},
    ...base ? { base } : {},
    ...step.maxDeletes !== void 0 ? { maxDeletes: step.maxDeletes } : {}
  };
}
function somethingToSay(outcome) {
  if (outcome.kind !== "plan") return true;
  const { plan } = outcome;
  return plan.changes.length > 0 || errorCount(plan) > 0;
}

// src/action/review/pull-request-comment.ts
async function findCommentPlace(step, io) {
  const pr = step.event.pullRequest;
  if (pr === void 0 || !step.decision.comment) return void 0;
  const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
  if (pr.closed) {
    return {
      issue,
      leave: GITHUB_VIEWS.messages.commentLeft(pr.number, "closed")
    };
  }
  try {
    const found = await io.github.targetComments(issue);
    if (found.foreign.length > 0)
      warn(io, GITHUB_VIEWS.messages.foreignMarkers(pr.number, foreignOf(found)));
    const marker = found.ours && readMarker(found.ours.body, step.target.hash);
    if (marker && (marker.applied || marker.refused) && !await io.github.api.isOpen(issue)) {
      return {
        issue,
        found,
        leave: GITHUB_VIEWS.messages.commentLeft(pr.number, "merged")
      };
    }
    return { issue, found };
  } catch (failure) {
    return { issue, failure };
  }
}
function foreignNote(place) {
  if (!place?.found) return "";
  return GITHUB_VIEWS.summary.foreignMarkers(place.issue.issueNumber, foreignOf(place.found));
}
async function postComment(io, place, body, create) {
  const number = place.issue.issueNumber;
  if (place.leave !== void 0) return io.core.info(place.leave);
  try {
    if ("failure" in place) throw place.failure;
    const done = await upsertStickyComment(io.github.api, place.issue, place.found, body, {
      create,
      lookAgain: () => io.github.targetComments(place.issue)
    });
    io.core.info(GITHUB_VIEWS.messages.commentPosted(number, done.action));
  } catch (error) {
    io.step.fail(io.step.redact(GITHUB_VIEWS.githubFailures.failure(error)));
  }
}
function foreignOf(found) {
  return found.foreign.map((c) => ({ author: authorOf(c), commentId: c.id }));
}

export {
  showFindings,
  commentBody,
  commentWithoutMarker,
  commentAsSummary,
  planWarnings,
  markedChanges,
  stepCommentFacts,
  somethingToSay,
  findCommentPlace,
  foreignNote,
  postComment
};
