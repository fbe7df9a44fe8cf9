import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  fetchBaseCommit,
  logGroup,
  logPlan,
  makePlan,
  notDone,
  setApplyOutputs,
  setPlanOutputs,
  showPlan
} from "./chunk-BWTZGKAQ.js";
import {
  commentBody,
  markedChanges,
  showFindings
} from "./chunk-ZUFZPM6A.js";
import "./chunk-5CIJ3GHF.js";
import "./chunk-KIR6PFUE.js";
import {
  applyRun
} from "./chunk-4OIN6A6Q.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-A33B43RT.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import {
  failureMessage
} from "./chunk-ZA2SXQYR.js";
import {
  authorOf,
  isActionEditor,
  readTargetComments
} from "./chunk-X6LJ3XNS.js";
import {
  GITHUB_VIEWS,
  commentMarker,
  optionsOf,
  readMarker,
  requireBaseUrl,
  warn
} from "./chunk-XIPNX5K7.js";
import "./chunk-WWO46CHN.js";
import "./chunk-BSXYOB5O.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-GK5S7SVR.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import "./chunk-V36SZP3K.js";
import "./chunk-SJGPSIIW.js";
import "./chunk-ZD6EFZQJ.js";
import {
  errorCount
} from "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/action/review/review-gate.ts
var words = GITHUB_VIEWS.review;
function reviewGate(record, fresh, push) {
  let refusal;
  if (record.kind === "comment" && push.commit && record.marker.applied === push.commit) {
    const rerun = rerunVerdict(record, fresh);
    if (rerun.kind !== "refuse") return rerun;
    refusal = rerun.refusal;
  } else {
    const found = checkReview(record, fresh, push);
    if (found.kind === "reviewed") return { kind: "apply", pr: found.pr };
    if (fresh.changes.length === 0) return { kind: "nothing-to-do" };
    refusal = found;
  }
  return push.autoApprove ? { kind: "apply-unreviewed", refusal } : { kind: "refuse", refusal };
}
function checkReview(record, fresh, push) {
  if (record.kind === "none") return { kind: "no-review", why: record.why };
  const { marker, pr } = record;
  if (marker.plan === void 0) {
    return {
      kind: "no-review",
      why: words.noPlanShown(pr.number)
    };
  }
  const reasons = [...editReasons(record.edited), ...headReasons(marker, pr)];
  if (record.shown === void 0) reasons.push(words.planGone(pr.number));
  if (fresh.planHash !== marker.plan) reasons.push(planReason(marker, fresh));
  else if (fresh.unshowable !== void 0) reasons.push(fresh.unshowable);
  else if (record.shown !== void 0 && !sameShown(fresh.shown, record.shown))
    reasons.push(shownReason(marker, pr, push));
  if (reasons.length === 0) return { kind: "reviewed", pr };
  return { kind: "differs", pr, reasons, ...difference(marker, fresh) };
}
function editReasons(edited) {
  if (edited.by === "action") return [];
  if (edited.by === "unknown") return [words.editorUnknown(edited.why)];
  return [words.editedByOther(edited.who, edited.at)];
}
function headReasons(marker, pr) {
  if (marker.head === void 0) return [words.headUnrecorded(pr.number)];
  if (pr.headSha === void 0) return [words.headUnknown(pr.number)];
  if (marker.head !== pr.headSha) return [words.headMoved(marker.head, pr.number, pr.headSha)];
  return [];
}
function planReason(marker, fresh) {
  const d = difference(marker, fresh);
  return words.planDiffers(
    d.added === void 0 ? void 0 : { added: d.added.length, gone: d.gone.length, altered: d.altered.length }
  );
}
function shownReason(marker, pr, push) {
  if (marker.shown === void 0) return words.shownUnrecorded();
  const version = marker.shown.version;
  if (version !== void 0 && version !== push.version)
    return words.shownByVersion(pr.number, version, push.version);
  return words.shownDiffers(pr.number);
}
function difference(marker, fresh) {
  if (marker.changes === void 0) return {};
  const before = new Map(marker.changes.map((c) => [c.externalKey, c]));
  const keys = new Set(fresh.changes.map((c) => c.externalKey));
  return {
    added: fresh.changes.filter((c) => !before.has(c.externalKey)),
    gone: marker.changes.filter((c) => !keys.has(c.externalKey)),
    altered: fresh.changes.filter((c) => {
      const old = before.get(c.externalKey);
      return old !== void 0 && (old.action !== c.action || old.hash !== c.hash);
    })
  };
}
function rerunVerdict(record, fresh) {
  const { pr, marker } = record;
  if (fresh.changes.length === 0) return { kind: "already-applied", pr };
  const reviewed = marker.changes;
  const edit = editReasons(record.edited);
  const why = reviewed === void 0 ? words.changesNotKept() : unreviewedLeft(reviewed, fresh.changes);
  if (why === void 0 && edit.length === 0)
    return { kind: "apply-remaining", pr, count: fresh.changes.length };
  const reasons = [...edit, ...why === void 0 ? [] : [words.rerun(why)]];
  return {
    kind: "refuse",
    refusal: { kind: "differs", pr, reasons, ...difference(marker, fresh) }
  };
}
function unreviewedLeft(reviewed, left) {
  const asReviewed = new Set(reviewed.map(changeId));
  const outside = left.filter((c) => !asReviewed.has(changeId(c)));
  if (outside.length === 0) return void 0;
  return words.unreviewedLeft(outside.length, left.length);
}
function changeId(c) {
  return `${c.action} ${c.hash} ${c.externalKey}`;
}
function refusalSentence(refusal) {
  return words.refusal(
    refusal.kind === "no-review" ? refusal : { kind: "differs", pullRequest: refusal.pr.number, reasons: refusal.reasons }
  );
}
function sameShown(fresh, reviewed) {
  const { comment } = GITHUB_VIEWS;
  return fresh !== void 0 && comment.withoutTimeline(fresh) === comment.withoutTimeline(reviewed);
}

// src/action/flows/merge-outcome.ts
async function actOnVerdict(step, io, facts) {
  const { verdict, made } = facts;
  const { plan } = made.run;
  const { messages, summary: summaries, check } = GITHUB_VIEWS;
  const note = foreignNoteOf(io, facts.review);
  const commit = step.event.sha;
  if (verdict.kind === "refuse") return refuse(step, io, facts, verdict.refusal, note);
  if (verdict.kind === "nothing-to-do" || verdict.kind === "already-applied") {
    io.core.notice(
      verdict.kind === "nothing-to-do" ? messages.nothingToApply(plan) : messages.alreadyApplied(plan)
    );
    setPlanOutputs(io.core, plan, made.file);
    const summary = verdict.kind === "nothing-to-do" ? summaries.nothingToApply(commit, note) : summaries.alreadyApplied(commit, verdict.pr.number, note);
    await io.step.writeSummary(summary);
    const already = verdict.kind === "already-applied";
    return showFindings(step, io, check.apply({ kind: "nothing-to-do", already }, plan, summary));
  }
  if (verdict.kind === "apply") {
    io.core.info(GITHUB_VIEWS.review.reviewed(verdict.pr.number));
  }
  if (verdict.kind === "apply-unreviewed") {
    warn(io, messages.unreviewed(refusalSentence(verdict.refusal)));
  }
  await apply(step, io, facts, note);
}
async function apply(step, io, facts, note) {
  const { verdict, made, review } = facts;
  const { messages, summary: summaries, comment, check } = GITHUB_VIEWS;
  const result = await applyRun(made.ctx, made.run);
  logGroup(io.core, "apply", messages.applyLog(result));
  io.core.notice(messages.applied(result));
  setApplyOutputs(io.core, made.run.plan, result, made.file);
  const summary = summaries.applied(made.run, result, note);
  await io.step.writeSummary(summary);
  const record = review.record;
  if (record.kind === "comment") {
    const applied = appliedFacts(step, verdict, record.pr.number);
    const changes = verdict.kind === "apply" ? markedChanges(made.run.plan) : record.marker.changes;
    const marker = afterMergeMarker(step, record, { applied: step.event.sha, changes });
    const body = comment.applied(marker, result, applied, record.shown ?? "");
    await updateComment(io, record, body, "result");
  }
  await showFindings(step, io, check.apply({ kind: "applied", result }, made.run.plan, summary));
  failOnProblems(io, result);
}
function appliedFacts(step, verdict, pullRequest) {
  return {
    ...step.event.sha ? { commit: step.event.sha } : {},
    pullRequest,
    ...verdict.kind === "apply-unreviewed" ? { unreviewed: refusalSentence(verdict.refusal) } : {},
    ...verdict.kind === "apply-remaining" ? { remaining: { count: verdict.count } } : {}
  };
}
function failOnProblems(io, result) {
  const failure = GITHUB_VIEWS.messages.applyFailure(result, notDone(result));
  if (failure !== void 0) io.step.fail(failure);
}
async function refuse(step, io, facts, refusal, note) {
  const plan = facts.made.run.plan;
  const commit = step.event.sha;
  const { messages, summary: summaries, comment, check } = GITHUB_VIEWS;
  const at = commit ? { commit } : {};
  const shown = refusal.kind === "no-review" ? { ...refusal, ...at } : { ...at, pullRequest: refusal.pr.number, ...refusal };
  const summary = summaries.refused(shown, facts.made.run, note);
  await io.step.writeSummary(summary);
  const record = facts.review.record;
  if (record.kind === "comment") {
    const marker = afterMergeMarker(step, record, { refused: commit });
    const body = comment.refused(marker, shown, plan, record.shown ?? "");
    await updateComment(io, record, body, "refusal");
  }
  await showFindings(step, io, check.apply({ kind: "refused" }, plan, summary));
  io.step.fail(messages.notAppliedFailure(refusalSentence(refusal), refusal.kind === "no-review"));
  io.core.notice(messages.notApplied(plan));
  setPlanOutputs(io.core, plan, facts.made.file);
}
function afterMergeMarker(step, record, outcome) {
  const { applied: _applied, refused: _refused, ...kept } = record.marker;
  const fields = { ...kept };
  if (outcome.applied) fields.applied = outcome.applied;
  if (outcome.refused) fields.refused = outcome.refused;
  if (outcome.changes) fields.changes = outcome.changes;
  return commentMarker(step.target.hash, void 0, fields);
}
async function updateComment(io, record, body, what) {
  const { pr } = record;
  if (record.edited.by !== "action") {
    io.core.info(GITHUB_VIEWS.messages.commentAfterMerge(pr.number, void 0));
    return;
  }
  try {
    const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
    await io.github.api.updateComment(issue, record.commentId, io.step.redact(body));
    io.core.info(GITHUB_VIEWS.messages.commentAfterMerge(pr.number, what));
  } catch (error) {
    warn(io, GITHUB_VIEWS.githubFailures.failure(error, `comment-${what}`));
  }
}
function foreignNoteOf(io, review) {
  if (review.foreign.length === 0 || review.record.pr === void 0) return "";
  const foreign = review.foreign.map((c) => ({ author: authorOf(c), commentId: c.id }));
  warn(io, GITHUB_VIEWS.messages.foreignMarkers(review.record.pr.number, foreign));
  return GITHUB_VIEWS.summary.foreignMarkers(review.record.pr.number, foreign);
}

// src/action/review/reviewed-plan.ts
async function findReview(github, event, target) {
  const pr = await pullRequestOf(github.api, event);
  if (typeof pr === "string") return { record: { kind: "none", why: pr }, foreign: [] };
  const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
  const identity = await github.identity();
  const found = await readTargetComments(github.api, issue, target, identity);
  const edited = found.ours && await editOf(github.api, found.ours, identity);
  return { record: recordOf(pr, found, target, edited), foreign: found.foreign };
}
async function editOf(api, comment, identity) {
  if (comment.node_id === void 0) return { by: "unknown", why: GITHUB_VIEWS.review.noNodeId() };
  try {
    return editFact(await api.lastEdit(comment.node_id), identity);
  } catch (error) {
    return {
      by: "unknown",
      why: GITHUB_VIEWS.githubFailures.sentence(error, "last-edit")
    };
  }
}
function editFact(edit, identity) {
  const { editor, at, ends } = edit;
  if (editor === void 0 && at === void 0 && ends === void 0) return { by: "action" };
  const named = ends === void 0 ? [editor] : [...ends.map((e) => e.editor), editor];
  const stranger = named.findIndex((e) => e === void 0 || !isActionEditor(e, identity));
  if (stranger === -1 && ends !== void 0) return { by: "action" };
  const other = stranger === -1 ? GITHUB_VIEWS.review.editWithoutHistory() : whoOf(named[stranger]);
  return { by: "other", who: other, ...at === void 0 ? {} : { at } };
}
function whoOf(editor) {
  if (editor === void 0) return GITHUB_VIEWS.review.unnamedAccount();
  if (!/^[A-Za-z0-9-]+$/.test(editor.login)) return GITHUB_VIEWS.review.unknownAccount();
  return GITHUB_VIEWS.review.editor(editor.login, editor.type === "Bot");
}
function recordOf(pr, found, target, edited) {
  const ours = found.ours;
  const marker = ours === void 0 ? void 0 : readMarker(ours.body, target);
  if (ours === void 0 || marker === void 0) {
    return {
      kind: "none",
      why: GITHUB_VIEWS.review.noComment(pr.number, found.foreign.length),
      pr
    };
  }
  const afterMerge = marker.applied !== void 0 || marker.refused !== void 0;
  const shown = GITHUB_VIEWS.comment.reviewedPart(ours.body ?? "", afterMerge);
  return {
    kind: "comment",
    pr,
    commentId: ours.id,
    marker,
    ...shown === void 0 ? {} : { shown },
    edited: edited ?? { by: "unknown", why: GITHUB_VIEWS.review.notAsked() }
  };
}
async function pullRequestOf(api, event) {
  const own = event.pullRequest;
  if (own !== void 0) {
    return {
      owner: own.owner,
      repo: own.repo,
      number: own.number,
      ...own.headSha ? { headSha: own.headSha } : {}
    };
  }
  const { sha, repository } = event;
  if (sha === void 0 || repository === void 0) return GITHUB_VIEWS.review.noCommit();
  const merged = mergedPullRequest(await api.pullsOfCommit(repository, sha), sha);
  if (merged === void 0) return GITHUB_VIEWS.review.noMerge(sha);
  const head = merged.head?.sha;
  return {
    ...repository,
    number: merged.number,
    ...typeof head === "string" && head !== "" ? { headSha: head } : {}
  };
}
function mergedPullRequest(pulls, sha) {
  return pulls.find((p) => Boolean(p.merged_at) && p.merge_commit_sha === sha);
}

// src/action/flows/apply-flow.ts
async function applyFlow(step, io) {
  let review;
  let made;
  let base;
  let recordedBase;
  try {
    requireBaseUrl(step);
    review = await lookUpReview(step, io);
    recordedBase = review.record.kind === "comment" ? review.record.marker.shown?.base : void 0;
    base = recordedBase === void 0 ? void 0 : await fetchBaseCommit(step, io, recordedBase);
    made = await makePlan(step, io, base?.ok ? recordedBase : void 0);
  } catch (error) {
    await reportFailedApply(step, io, error);
    throw error;
  }
  try {
    const { plan } = made.run;
    if (errorCount(plan) > 0) return await showPlan(step, io, made);
    logPlan(io, made.run);
    const unshowable = base && !base.ok ? GITHUB_VIEWS.review.baseNotShowable(recordedBase, base.why) : void 0;
    const fresh = freshPlan(step, io, review.record, made.run, unshowable);
    const verdict = reviewGate(review.record, fresh, {
      ...step.event.sha ? { commit: step.event.sha } : {},
      autoApprove: optionsOf(step).autoApprove,
      version: VERSION
    });
    await actOnVerdict(step, io, { verdict, review, made });
  } finally {
    await made.run.close();
  }
}
async function reportFailedApply(step, io, error) {
  const message = io.step.redact(failureMessage(error));
  const summary = GITHUB_VIEWS.summary.failure(message, "apply");
  await showFindings(step, io, GITHUB_VIEWS.check.apply({ kind: "failed" }, void 0, summary));
}
async function lookUpReview(step, io) {
  try {
    return await findReview(io.github, step.event, step.target.hash);
  } catch (error) {
    const why = io.step.redact(GITHUB_VIEWS.githubFailures.sentence(error, "review"));
    if (optionsOf(step).autoApprove) return { record: { kind: "none", why }, foreign: [] };
    throw new UserError(GITHUB_VIEWS.githubFailures.reviewLookupFailed(why));
  }
}
function freshPlan(step, io, record, { plan, timeline }, unshowable) {
  const fresh = {
    ...plan.planHash ? { planHash: plan.planHash } : {},
    changes: markedChanges(plan),
    ...unshowable ? { unshowable } : {}
  };
  if (record.kind !== "comment" || record.marker.plan === void 0) return fresh;
  const shown = record.marker.shown;
  const { serverUrl, repository } = step.github;
  const body = commentBody(
    {
      target: step.target,
      label: step.inputs.label,
      outcome: { kind: "plan", plan, timeline },
      pullRequest: { owner: record.pr.owner, repo: record.pr.repo, number: record.pr.number },
      ...record.marker.head ? { head: record.marker.head } : {},
      ...serverUrl ? { serverUrl } : {},
      ...repository ? { repository } : {},
      version: shown?.version ?? VERSION,
      ...shown?.run ? { runId: shown.run } : {},
      ...plan.base ? { base: plan.base.commit } : {},
      ...shown?.maxDeletes !== void 0 ? { maxDeletes: shown.maxDeletes } : {}
    },
    io.step.redact
  );
  const part = GITHUB_VIEWS.comment.reviewedPart(body, false);
  return { ...fresh, ...part === void 0 ? {} : { shown: part } };
}
export {
  applyFlow
};
