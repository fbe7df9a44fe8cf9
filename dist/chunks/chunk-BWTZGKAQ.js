import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  commentBody,
  commentWithoutMarker,
  findCommentPlace,
  foreignNote,
  planWarnings,
  postComment,
  showFindings,
  somethingToSay,
  stepCommentFacts
} from "./chunk-ZUFZPM6A.js";
import {
  writeSavedPlanFile
} from "./chunk-KIR6PFUE.js";
import {
  planRun
} from "./chunk-4OIN6A6Q.js";
import {
  failureMessage
} from "./chunk-ZA2SXQYR.js";
import {
  GITHUB_VIEWS,
  planFilePath,
  requireBaseUrl,
  runContextOf,
  warn
} from "./chunk-XIPNX5K7.js";
import {
  errorCount
} from "./chunk-JN3C7Q5S.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/action/flows/base-commit.ts
async function fetchBaseCommit(step, io, sha) {
  const { ensureCommit } = await import("./checkout-57NRJUXA.js");
  const server = step.github.serverUrl;
  let auth;
  if (step.githubToken && server) {
    const basic = Buffer.from(`x-access-token:${step.githubToken}`).toString("base64");
    io.secrets.add(basic);
    auth = { server, header: `AUTHORIZATION: basic ${basic}` };
  }
  return ensureCommit(step.root, step.workspace, sha, step.env, auth);
}

// src/action/step/outputs.ts
function setPlanOutputs(core, plan, planFile) {
  const s = plan.summary;
  core.setOutput("has-changes", String(s.create + s.update + s.delete > 0));
  core.setOutput("creates", String(s.create));
  core.setOutput("updates", String(s.update));
  core.setOutput("deletes", String(s.delete));
  core.setOutput("unchanged", String(s.unchanged));
  core.setOutput("failed", "0");
  core.setOutput("plan-file", planFile ?? "");
}
function setApplyOutputs(core, plan, result, planFile) {
  const s = result.summary;
  const skipped = result.results.filter((r) => r.status === "skipped").length;
  core.setOutput(
    "has-changes",
    String(plan.summary.create + plan.summary.update + plan.summary.delete > 0)
  );
  core.setOutput("creates", String(s.created));
  core.setOutput("updates", String(s.updated));
  core.setOutput("deletes", String(s.deleted));
  core.setOutput("unchanged", String(s.unchanged));
  core.setOutput("failed", String(s.failed + s.stale + skipped));
  core.setOutput("plan-file", planFile ?? "");
}
function notDone(result) {
  return result.results.filter((r) => r.status !== "ok").length;
}

// src/action/step/step-log.ts
var LOG_GROUP_LINES = 2e3;
function logGroup(core, group, text) {
  const lines = text.replace(/\n$/, "").split("\n");
  core.startGroup(GITHUB_VIEWS.messages.logGroupTitle(group));
  try {
    for (const line of lines.slice(0, LOG_GROUP_LINES)) core.info(line);
    if (lines.length > LOG_GROUP_LINES)
      core.info(GITHUB_VIEWS.messages.moreLogLines(lines.length - LOG_GROUP_LINES));
  } finally {
    core.endGroup();
  }
}

// src/action/flows/plan-flow.ts
async function planFlow(step, io) {
  let made;
  try {
    requireBaseUrl(step);
    made = await makePlan(step, io, await comparedBase(step, io));
  } catch (error) {
    await reportFailedPlan(step, io, error);
    throw error;
  }
  try {
    await showPlan(step, io, made);
  } finally {
    await made.run.close();
  }
}
async function makePlan(step, io, base) {
  const ctx = runContextOf(step, io, base);
  const run = await planRun(ctx);
  try {
    return { run, file: await writeSavedPlanFile(ctx, run, planFilePath(step)), ctx };
  } catch (error) {
    await run.close();
    throw error;
  }
}
function logPlan(io, shown) {
  logGroup(io.core, "plan", GITHUB_VIEWS.messages.planLog(shown));
}
async function showPlan(step, io, made) {
  const { plan } = made.run;
  const { messages, summary, check } = GITHUB_VIEWS;
  logPlan(io, made.run);
  const hasErrors = errorCount(plan) > 0;
  const outcome = hasErrors && plan.changes.length === 0 ? {
    kind: "invalid",
    diagnostics: plan.diagnostics,
    ...plan.omittedDiagnostics ? { omitted: plan.omittedDiagnostics } : {}
  } : { kind: "plan", plan, timeline: made.run.timeline };
  io.core.notice(messages.planCounts(plan));
  if (!hasErrors) setPlanOutputs(io.core, plan, made.file);
  const warnings = step.decision.mode === "plan" ? planWarnings(plan, step.maxDeletes) : [];
  for (const w of warnings) io.core.warning(escapeText(w));
  const place = await findCommentPlace(step, io);
  await io.step.writeSummary(summary.plan(made.run, warnings, foreignNote(place)));
  const facts = stepCommentFacts(step, outcome, plan.base?.commit);
  if (place) {
    const body = commentBody(facts, io.step.redact);
    await postComment(
      io,
      place,
      body,
      step.inputs.comment !== "on-change" || somethingToSay(outcome)
    );
  }
  const shown = commentWithoutMarker(facts, io.step.redact);
  await showFindings(step, io, check.outcome(outcome, shown, step.decision.failOnDrift));
  if (hasErrors)
    io.step.fail(
      messages.invalid(plan.diagnostics, outcome.kind === "plan", plan.omittedDiagnostics)
    );
  else if (step.decision.failOnDrift && plan.changes.length > 0) io.step.fail(messages.drift(plan));
}
async function comparedBase(step, io) {
  const pr = step.event.pullRequest;
  const sha = pr ? pr.baseSha : step.event.mergeGroup?.baseSha;
  if (sha === void 0) return void 0;
  const found = await fetchBaseCommit(step, io, sha);
  if (found.ok) return sha;
  warn(io, GITHUB_VIEWS.messages.baseMissing(pr !== void 0, sha, found.why));
  return void 0;
}
async function reportFailedPlan(step, io, error) {
  const message = io.step.redact(failureMessage(error));
  const facts = stepCommentFacts(step, { kind: "failed", message });
  if (step.decision.comment) {
    const place = await findCommentPlace(step, io);
    const summary = GITHUB_VIEWS.summary.failure(message, "plan");
    await io.step.writeSummary(summary + foreignNote(place));
    if (place) await postComment(io, place, commentBody(facts, io.step.redact), true);
  }
  const shown = commentWithoutMarker(facts, io.step.redact);
  await showFindings(step, io, GITHUB_VIEWS.check.outcome(facts.outcome, shown, false));
}

export {
  fetchBaseCommit,
  setPlanOutputs,
  setApplyOutputs,
  notDone,
  logGroup,
  planFlow,
  makePlan,
  logPlan,
  showPlan
};
