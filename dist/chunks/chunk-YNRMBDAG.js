import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  authorOf,
  buildComment,
  buildCommentAt,
  commentMarker,
  describeGitHubFailure,
  foreignMarkerLine,
  foreignMarkerNote,
  maxDeletesWarning,
  readMarker,
  upsertStickyComment,
  warn
} from "./chunk-RNNCSEVZ.js";
import {
  changeHashOf
} from "./chunk-742SHKW5.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import {
  escapeText
} from "./chunk-3E365VRZ.js";

// src/render/step-messages.ts
function validationCounts(diagnostics) {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  const plural = (n, noun) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  return `The files are ${errors > 0 ? "invalid" : "valid"}: ${plural(errors, "error")}, ${plural(warnings, "warning")}.`;
}
function invalidMessage(diagnostics, planned = false) {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
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

// src/action/annotations.ts
var GITHUB_ANNOTATIONS_PER_STEP = 10;
var SLOTS = { error: GITHUB_ANNOTATIONS_PER_STEP - 1, warning: GITHUB_ANNOTATIONS_PER_STEP };
function moreNote(more, total, noun) {
  return ` \u2014 and ${more} more ${noun}${more === 1 ? "" : "s"}: all ${total} are in the job summary`;
}
function annotationOf(d) {
  const props = { title: d.code };
  if (d.file === void 0) return props;
  props.file = escapeText(d.file);
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
function annotateDiagnostics(core, diagnostics) {
  for (const severity of ["error", "warning"]) {
    const list = diagnostics.filter((d) => d.severity === severity);
    const shown = list.slice(0, SLOTS[severity]);
    shown.forEach((d, i) => {
      const more = list.length - shown.length;
      const note = i === shown.length - 1 && more > 0 ? moreNote(more, list.length, severity) : "";
      core[severity](escapeText(d.message) + note, annotationOf(d));
    });
  }
}
function annotateApplyFailures(core, results) {
  const bad = results.filter((r) => r.status !== "ok");
  const shown = bad.slice(0, SLOTS.error);
  shown.forEach((r, i) => {
    const props = {
      title: `${r.action} ${escapeText(r.externalKey)}: ${r.status}`
    };
    if (r.file !== void 0) props.file = escapeText(r.file);
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

// src/action/plan-comment-of.ts
function commentBody(facts, redact) {
  return redact(buildComment(commentInput(facts)).body);
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
  return plan.changes.length > 0 || plan.diagnostics.some((d) => d.severity === "error");
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
    if (place.failure !== void 0) throw place.failure;
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
  annotateDiagnostics,
  annotateApplyFailures,
  commentBody,
  commentAsSummary,
  planWarnings,
  markedChanges,
  stepCommentFacts,
  somethingToSay,
  findCommentPlace,
  foreignNote,
  postComment
};
