import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  changeHashOf
} from "./chunk-M24WP6D6.js";
import {
  GITHUB_ANNOTATIONS_PER_STEP,
  GitHubError,
  authorOf,
  buildComment,
  buildCommentAt,
  commentMarker,
  describeGitHubFailure,
  foreignMarkerLine,
  foreignMarkerNote,
  githubFailureSentence,
  maxDeletesWarning,
  readMarker,
  upsertStickyComment,
  warn
} from "./chunk-K6GLZJ2D.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import {
  errorCount
} from "./chunk-JSJQQBCU.js";
import {
  escapeText
} from "./chunk-4JA7FAXP.js";

// src/render/step-messages.ts
function validationCounts(diagnostics, omitted) {
  const reportedErrors = diagnostics.filter((d) => d.severity === "error").length;
  const errors = reportedErrors + (omitted?.errors ?? 0);
  const warnings = diagnostics.length - reportedErrors + (omitted?.warnings ?? 0);
  const plural = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  return `The files are ${errors > 0 ? "invalid" : "valid"}: ${plural(errors, "error")}, ${plural(warnings, "warning")}.`;
}
function invalidMessage(diagnostics, planned = false, omitted) {
  const errors = diagnostics.filter((d) => d.severity === "error").length + (omitted?.errors ?? 0);
  const counted = `${errors} ${errors === 1 ? "error" : "errors"} (see the annotations and the job summary)`;
  return planned ? `the plan has ${counted}: nothing can be applied` : `the annotation files are invalid: ${counted}; no plan was made`;
}
function driftMessage(plan) {
  const s = plan.summary;
  return `drift: the server differs from the files (${s.create} to create, ${s.update} to update, ${s.delete} to delete). Apply the files, or see the job summary.`;
}
function notAppliedMessage(refusal, noReview) {
  return noReview ? `not applied: ${refusal}. Nothing was written; set auto-approve: true to apply without a review.` : `not applied: ${refusal}. Nothing was written (see the job summary).`;
}
function unreviewedWarning(refusal) {
  return `auto-approve: true: applying the fresh plan without a review (${refusal})`;
}

// src/action/check-report.ts
function checkReportOf(outcome, summary, failOnDrift) {
  if (outcome.kind === "failed")
    return {
      conclusion: "failure",
      title: "The plan failed",
      summary,
      diagnostics: [],
      changes: []
    };
  const diagnostics = diagnosticsOf(outcome);
  const changes = outcome.kind === "plan" ? outcome.plan.changes : [];
  const errors = outcome.kind === "plan" ? errorCount(outcome.plan) : diagnostics.filter((d) => d.severity === "error").length + (outcome.omitted?.errors ?? 0);
  const plural = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  if (errors > 0) {
    const what = outcome.kind === "plan" && outcome.plan.changes.length > 0 ? "The plan has" : "The files have";
    return {
      conclusion: "failure",
      title: `${what} ${plural(errors, "error")}`,
      summary,
      diagnostics,
      changes
    };
  }
  if (outcome.kind === "no-plan")
    return {
      conclusion: "neutral",
      title: "No plan was made (the files are valid)",
      summary,
      diagnostics,
      changes
    };
  if (outcome.kind === "invalid")
    return { conclusion: "failure", title: "The files are invalid", summary, diagnostics, changes };
  const s = outcome.plan.summary;
  const counted = s.create + s.update + s.delete;
  const title = counted === 0 ? "No changes" : `${s.create} to create, ${s.update} to update, ${s.delete} to delete`;
  const drift = failOnDrift && counted > 0;
  return {
    conclusion: drift ? "failure" : "success",
    title: drift ? `Drift: ${title}` : title,
    summary,
    diagnostics,
    changes
  };
}
function diagnosticsOf(outcome) {
  return outcome.kind === "plan" ? outcome.plan.diagnostics : outcome.diagnostics;
}

// src/action/check-findings.ts
var CHECK_ANNOTATIONS_PER_REQUEST = 50;
var MAX_CHECK_ANNOTATIONS = 2e3;
var TITLE_CHARACTERS = 255;
var MESSAGE_CHARACTERS = 4e3;
function checkAnnotations(diagnostics, changes, fromRoot, failures = []) {
  const placed = diagnostics.filter((d) => d.file !== void 0 && d.line !== void 0);
  const all = [
    ...placed.filter((d) => d.severity === "error").map((d) => diagnosticAnnotation(d, fromRoot)),
    ...failures.flatMap((r) => failureAnnotation(r, fromRoot)),
    ...placed.filter((d) => d.severity !== "error").map((d) => diagnosticAnnotation(d, fromRoot)),
    ...changes.flatMap((c) => c.action === "delete" ? [] : [changeNotice(c, fromRoot)])
  ];
  return {
    annotations: all.slice(0, MAX_CHECK_ANNOTATIONS),
    leftOut: Math.max(0, all.length - MAX_CHECK_ANNOTATIONS)
  };
}
function diagnosticAnnotation(d, fromRoot) {
  const line = d.line;
  const endLine = Math.max(line, d.endLine ?? line);
  const annotation = {
    path: fromRoot(d.file),
    start_line: line,
    end_line: endLine,
    annotation_level: d.severity === "error" ? "failure" : "warning",
    message: cut(escapeText(d.message), MESSAGE_CHARACTERS),
    title: cut(d.code, TITLE_CHARACTERS)
  };
  if (endLine === line && d.column !== void 0) {
    annotation.start_column = d.column;
    annotation.end_column = d.endColumn !== void 0 && d.endColumn > d.column ? d.endColumn : d.column;
  }
  return annotation;
}
function failureAnnotation(r, fromRoot) {
  if (r.status === "ok" || r.file === void 0 || r.line === void 0) return [];
  const annotation = {
    path: fromRoot(r.file),
    start_line: r.line,
    end_line: r.line,
    annotation_level: "failure",
    message: cut(
      escapeText(r.error ?? `${r.action} of ${r.externalKey} was ${r.status}`),
      MESSAGE_CHARACTERS
    ),
    title: cut(`${r.action} ${escapeText(r.externalKey)}: ${r.status}`, TITLE_CHARACTERS)
  };
  if (r.column !== void 0) {
    annotation.start_column = r.column;
    annotation.end_column = r.column;
  }
  return [annotation];
}
function changeNotice(change, fromRoot) {
  const fields = change.fields.map((f) => f.path).join(", ");
  return {
    path: fromRoot(change.file),
    start_line: change.line,
    end_line: change.line,
    annotation_level: "notice",
    message: cut(`${change.action} on the server: ${fields || "no field"}`, MESSAGE_CHARACTERS),
    title: cut(`${change.action} ${escapeText(change.externalKey)}`, TITLE_CHARACTERS)
  };
}
function inBatches(annotations) {
  const batches = [];
  for (let i = 0; i < annotations.length; i += CHECK_ANNOTATIONS_PER_REQUEST)
    batches.push(annotations.slice(i, i + CHECK_ANNOTATIONS_PER_REQUEST));
  return batches.length > 0 ? batches : [[]];
}
function cut(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}

// src/action/annotations.ts
var ALL_SLOTS = {
  error: GITHUB_ANNOTATIONS_PER_STEP - 1,
  warning: GITHUB_ANNOTATIONS_PER_STEP
};
var asIs = (file) => file;
function moreNote(more, total, noun) {
  return ` \u2014 and ${more} more ${noun}${more === 1 ? "" : "s"}: all ${total} are in the job summary`;
}
function annotationOf(d, fromRoot = asIs) {
  const props = { title: d.code };
  if (d.file === void 0) return props;
  props.file = escapeText(fromRoot(d.file));
  if (d.line === void 0) return props;
  props.startLine = d.line;
  const endLine = d.endLine ?? d.line;
  props.endLine = endLine;
  if (endLine === d.line && d.column !== void 0) {
    props.startColumn = d.column;
    props.endColumn = d.endColumn !== void 0 && d.endColumn > d.column ? d.endColumn : d.column;
  }
  return props;
}
function annotateDiagnostics(core, diagnostics, options = {}) {
  const slots = options.slots ?? ALL_SLOTS;
  for (const severity of ["error", "warning"]) {
    const list = diagnostics.filter((d) => d.severity === severity);
    const shown = list.slice(0, slots[severity]);
    shown.forEach((d, i) => {
      const more = list.length - shown.length;
      const note = i === shown.length - 1 && more > 0 ? moreNote(more, list.length, severity) : "";
      core[severity](escapeText(d.message) + note, annotationOf(d, options.fromRoot));
    });
  }
}
function annotateApplyFailures(core, results, fromRoot = asIs) {
  const bad = results.filter((r) => r.status !== "ok");
  const shown = bad.slice(0, ALL_SLOTS.error);
  shown.forEach((r, i) => {
    const props = {
      title: `${r.action} ${escapeText(r.externalKey)}: ${r.status}`
    };
    if (r.file !== void 0) props.file = escapeText(fromRoot(r.file));
    if (r.line !== void 0) props.startLine = r.line;
    if (r.column !== void 0) props.startColumn = r.column;
    const more = bad.length - shown.length;
    const note = i === shown.length - 1 && more > 0 ? moreNote(more, bad.length, "failure") : "";
    core.error(
      escapeText(r.error ?? `${r.action} of ${r.externalKey} was ${r.status}`) + note,
      props
    );
  });
}

// src/action/path-from-root.ts
import { isAbsolute, relative, sep } from "node:path";
function fromRepositoryRoot(step) {
  const folder = relative(step.workspace, step.root).split(sep).join("/");
  if (folder === "" || folder.startsWith("..") || isAbsolute(folder)) return (file) => file;
  return (file) => `${folder}/${file}`;
}

// src/action/check-run.ts
var CHECK_SUMMARY_CHARACTERS = 65535;
function checkName(step) {
  const mode = step.inputs.command === "validate" ? "validate" : "plan";
  const target = step.sources.given?.target;
  const label = step.inputs.label || (typeof target === "string" ? target : "");
  return `observe-annotations ${mode}${label ? ` (${label})` : ""}`;
}
async function showFindings(step, io, report) {
  const fromRoot = fromRepositoryRoot(step);
  const place = checkPlace(step);
  if (place === void 0) return fallBack(io, report, fromRoot);
  const { annotations, leftOut } = checkAnnotations(
    report.diagnostics,
    report.changes,
    fromRoot,
    report.failures
  );
  const summary = withLeftOut(io.step.redact(report.summary), leftOut);
  const batches = inBatches(annotations);
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
    if (notPermitted(error)) io.core.notice(howToGetTheCheck(checkName(step)));
    else
      warn(
        io,
        `${githubFailureSentence(error, "create the check run")}; the findings are the step's annotations.`
      );
    return;
  }
  for (let i = 1; i < batches.length; i++) {
    try {
      await io.github.api.updateCheckRun(place.repo, id, { output: output(i) });
    } catch (error) {
      const sent = i * batches[0].length;
      warn(
        io,
        `${githubFailureSentence(error, "add the rest of the annotations to the check run")}: ${sent} of ${annotations.length} were sent; all findings are in the job summary.`
      );
      return;
    }
  }
  io.core.info(`Check run "${checkName(step)}": ${annotations.length} annotations.`);
}
function howToGetTheCheck(name) {
  return `The findings are shown as this step's annotations, of which GitHub shows 10 of each kind: give the workflow 'permissions: checks: write' to get the check run '${name}' with every finding on its line (a pull request from a fork gets a read-only token, and these annotations).`;
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
  annotateDiagnostics(io.core, report.diagnostics, { fromRoot, slots });
  if (report.failures) annotateApplyFailures(io.core, report.failures, fromRoot);
}
function notPermitted(error) {
  if (!(error instanceof GitHubError)) return false;
  const { status, rateLimited } = error.facts;
  return (status === 403 || status === 404) && !rateLimited;
}
var SUMMARY_CUT_NOTE = "\n\n_The rest is cut here: a check run's summary holds 65,535 characters. The job summary has all of it._\n";
function withLeftOut(summary, leftOut) {
  const note = leftOut > 0 ? `

_${leftOut} more annotations of changed annotations were not sent (a check run gets at most 2,000 here): the plan above lists them._
` : "";
  const room = CHECK_SUMMARY_CHARACTERS - note.length;
  if (summary.length <= room) return summary + note;
  const cut2 = summary.slice(0, room - SUMMARY_CUT_NOTE.length);
  const lineEnd = cut2.lastIndexOf("\n");
  return (lineEnd > 0 ? cut2.slice(0, lineEnd) : cut2) + SUMMARY_CUT_NOTE + note;
}

// src/action/plan-comment-of.ts
function commentBody(facts, redact) {
  return redact(buildComment(commentInput(facts)).body);
}
function commentWithoutMarker(facts, redact) {
  const body = commentBody(facts, redact);
  return body.slice(body.indexOf("\n") + 1);
}
function commentAsSummary(facts) {
  return buildCommentAt(
    { ...commentInput(facts), inSummary: true },
    "full",
    Number.MAX_SAFE_INTEGER
  );
}
function planWarnings(plan, maxDeletes) {
  const deletes = plan.summary.delete;
  if (deletes === 0 || maxDeletes === void 0 || deletes <= maxDeletes) return [];
  return [maxDeletesWarning(deletes, maxDeletes)];
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

// src/action/pull-request-comment.ts
async function findCommentPlace(step, io) {
  const pr = step.event.pullRequest;
  if (pr === void 0 || !step.decision.comment) return void 0;
  const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
  if (pr.closed) {
    return {
      issue,
      leave: `Pull request #${pr.number} is closed: its comment is left as it is (the plan is in the job summary).`
    };
  }
  try {
    const found = await io.github.targetComments(issue);
    if (found.foreign.length > 0) warn(io, foreignMarkerLine(pr.number, foreignOf(found)));
    const marker = found.ours && readMarker(found.ours.body, step.target.hash);
    if (marker && (marker.applied || marker.refused) && !await io.github.api.isOpen(issue)) {
      return {
        issue,
        found,
        leave: `The comment on pull request #${pr.number} records the result of its merge, and the pull request is closed: the comment is left as it is (the plan is in the job summary).`
      };
    }
    return { issue, found };
  } catch (failure) {
    return { issue, failure };
  }
}
function foreignNote(place) {
  if (!place?.found) return "";
  return foreignMarkerNote(place.issue.issueNumber, foreignOf(place.found));
}
async function postComment(io, place, body, create) {
  const number = place.issue.issueNumber;
  if (place.leave !== void 0) return io.core.info(place.leave);
  try {
    if ("failure" in place) throw place.failure;
    const done = await upsertStickyComment(io.github.api, place.issue, place.found, body, {
      create
    });
    io.core.info(
      done.action === "none" ? `No plan comment on pull request #${number}: the plan has no changes and no errors (comment: on-change).` : `Plan comment ${done.action} on pull request #${number}.`
    );
  } catch (error) {
    io.step.fail(io.step.redact(describeGitHubFailure(error)));
  }
}
function foreignOf(found) {
  return found.foreign.map((c) => ({ author: authorOf(c), commentId: c.id }));
}

export {
  validationCounts,
  invalidMessage,
  driftMessage,
  notAppliedMessage,
  unreviewedWarning,
  checkReportOf,
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
