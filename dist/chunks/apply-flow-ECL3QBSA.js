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
} from "./chunk-HKARWCNO.js";
import {
  commentBody,
  markedChanges,
  notAppliedMessage,
  showFindings,
  unreviewedWarning
} from "./chunk-5MDG7SAM.js";
import "./chunk-RSO6FP3M.js";
import {
  applyRun
} from "./chunk-M24WP6D6.js";
import "./chunk-JYWKTO4E.js";
import "./chunk-UGK7D54O.js";
import "./chunk-A3OGTCSV.js";
import "./chunk-CDTBLHMA.js";
import {
  failureMessage
} from "./chunk-T7M3J73Z.js";
import {
  COMMENT_BUDGET,
  alreadyAppliedSummary,
  authorOf,
  commentMarker,
  commentsOfTarget,
  describeGitHubFailure,
  failureSummary,
  foreignMarkerLine,
  foreignMarkerNote,
  githubFailureSentence,
  isActionEditor,
  keysAboveTheFold,
  nothingToApplySummary,
  optionsOf,
  readMarker,
  requireBaseUrl,
  warn,
  withoutTimeline
} from "./chunk-K6GLZJ2D.js";
import "./chunk-L3KFZNH4.js";
import "./chunk-XVSDFTLT.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-ZHFLWHRQ.js";
import {
  VERSION
} from "./chunk-LOIY3DDA.js";
import "./chunk-XGSEJMY2.js";
import "./chunk-2KCL7MLS.js";
import "./chunk-GKLW2SKL.js";
import {
  SYMBOL,
  countsLine,
  headline,
  isProblem,
  itemReason,
  nextStep,
  outcomeWord,
  placeOf,
  renderApplyMarkdown,
  renderApplyText
} from "./chunk-7R4HUVGN.js";
import "./chunk-A3PRIT7I.js";
import {
  errorCount,
  renderPlanMarkdown,
  summaryText
} from "./chunk-JSJQQBCU.js";
import {
  code,
  escapeMarkdown
} from "./chunk-JM3B7CZN.js";
import "./chunk-4NSE5JE2.js";
import "./chunk-PTRRVZBL.js";
import {
  neutraliseCommands
} from "./chunk-4JA7FAXP.js";
import "./chunk-ZSRV46KB.js";
import "./chunk-YLT2PITT.js";
import "./chunk-FOO5B7P5.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-5ODWQV53.js";
import "./chunk-QWDJAIRH.js";
import "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-XHDBLM7U.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-FA6EQWUK.js";

// src/render/merge-comment.ts
var MERGE_LIST_LIMIT = 30;
var REVIEWED_PLAN = "<!-- observe-annotations:reviewed-plan -->";
function refusalMarkdown(d) {
  const at = d.commit ? ` at ${code(short(d.commit))}` : "";
  const pr = d.pullRequest !== void 0 ? ` (the merge of #${d.pullRequest})` : "";
  const lines = [
    `### \u26D4 observe-annotations: not applied${at}${pr}: the fresh plan is not the reviewed one`,
    "",
    "Nothing was written. The plan made now is not the plan shown on the pull request:",
    "",
    ...d.reasons.map((r) => `- ${escapeMarkdown(r)}`)
  ];
  if (d.added === void 0) {
    lines.push(
      "",
      "The reviewed comment did not keep its changes (there were too many), so which changes are new or gone cannot be told: compare the fresh plan in the job summary with the reviewed one."
    );
  } else {
    list(lines, "New since the review (not reviewed)", d.added);
    list(lines, "Reviewed but gone from the fresh plan", d.gone ?? []);
    list(lines, "Reviewed, but different now (the server or the files changed)", d.altered ?? []);
  }
  lines.push("", NEXT);
  return neutraliseCommands(`${lines.join("\n")}
`);
}
function noReviewMarkdown(why, commit) {
  const at = commit ? ` at ${code(short(commit))}` : "";
  return neutraliseCommands(
    [
      `### \u26D4 observe-annotations: not applied${at}: no reviewed plan`,
      "",
      `Nothing was written: ${escapeMarkdown(why)}. An apply writes only a plan the Action showed in its own comment on the pull request, made for its final head commit. Set \`auto-approve: true\` to apply the fresh plan without a review.`,
      ""
    ].join("\n")
  );
}
var NEXT = "To apply, open a pull request (or push to this one before merging) so the plan is made and reviewed again; or run with `auto-approve: true` to apply the fresh plan as it is.";
function freshPlanMarkdown(plan) {
  const deleted = plan.changes.filter((c) => c.action === "delete").map((c) => c.externalKey);
  const lines = ["#### The fresh plan (not applied)", "", escapeMarkdown(summaryText(plan))];
  lines.push(...keysAboveTheFold(plan));
  if (deleted.length > 0) {
    const shown = deleted.slice(0, MERGE_LIST_LIMIT).map(code).join(", ");
    const more = deleted.length > MERGE_LIST_LIMIT ? ` and ${deleted.length - MERGE_LIST_LIMIT} more` : "";
    lines.push(`- **Delete** (${deleted.length}): ${shown}${more}`);
  }
  lines.push("", "_All of it is in the job summary of this run._");
  return `${lines.join("\n")}
`;
}
function appliedMarkdown(result, facts = {}) {
  const problems = result.results.filter(isProblem);
  const ok = problems.length === 0 && !result.stopReason;
  const at = facts.commit ? ` at ${code(short(facts.commit))}` : "";
  const pr = facts.pullRequest !== void 0 ? ` (the merge of #${facts.pullRequest})` : "";
  const lines = [
    `### ${ok ? "\u2705" : "\u26A0\uFE0F"} observe-annotations: applied${at}${pr}`,
    "",
    escapeMarkdown(headline(result)),
    "",
    countsLine(result)
  ];
  if (facts.remaining !== void 0) {
    const n = facts.remaining.count;
    lines.push(
      "",
      `This run applied the ${n} ${n === 1 ? "change" : "changes"} of the reviewed plan that an earlier run of this merge did not finish.`
    );
  }
  if (facts.unreviewed !== void 0) {
    lines.push(
      "",
      `> [!WARNING]
> Applied with \`auto-approve: true\`, not as reviewed: ${escapeMarkdown(facts.unreviewed)}. The plan below is the one reviewed; what was applied is in the job summary.`
    );
  }
  if (result.stopReason) lines.push("", `> ${escapeMarkdown(result.stopReason)}`);
  if (problems.length > 0) lines.push("", ...problemLines(problems, result.stopReason));
  return neutraliseCommands(`${lines.join("\n")}
`);
}
function problemLines(problems, stopReason) {
  const lines = problems.slice(0, MERGE_LIST_LIMIT).map((r) => {
    const place = placeOf(r);
    const reason = itemReason(r, stopReason);
    const error = reason ? `: ${escapeMarkdown(cut(reason))}` : "";
    return `- ${code(SYMBOL[r.action])} ${code(r.externalKey)}: ${outcomeWord(r)}${error}${place ? ` (${code(place)})` : ""}`;
  });
  if (problems.length > MERGE_LIST_LIMIT)
    lines.push(`- \u2026and ${problems.length - MERGE_LIST_LIMIT} more (see the job summary)`);
  return lines;
}
var REVIEWED_HEADING = "#### The plan reviewed on the pull request (as it was shown)";
function afterMergeComment(marker, head, reviewed) {
  const body = `${marker}
${head}
${REVIEWED_PLAN}

${reviewed}`;
  return body.length <= COMMENT_BUDGET + 5e3 ? body : `${marker}
${head}
_The reviewed plan is too long to keep beside this result: it is in the job summary of the run that planned it._
`;
}
function reviewedPartOf(body, afterMerge) {
  if (afterMerge) {
    const at = body.indexOf(`
${REVIEWED_PLAN}

`);
    return at < 0 ? void 0 : body.slice(at + REVIEWED_PLAN.length + 3);
  }
  const firstLine = body.indexOf("\n");
  return firstLine < 0 ? void 0 : body.slice(firstLine + 1);
}
function list(lines, title, changes) {
  if (changes.length === 0) return;
  lines.push("", `**${title}: ${changes.length}**`, "");
  for (const c of changes.slice(0, MERGE_LIST_LIMIT))
    lines.push(`- ${c.action} ${code(c.externalKey)}`);
  if (changes.length > MERGE_LIST_LIMIT)
    lines.push(`- \u2026and ${changes.length - MERGE_LIST_LIMIT} more`);
}
function short(sha) {
  return sha.slice(0, 12);
}
function cut(text) {
  return text.length > 300 ? `${text.slice(0, 300)}\u2026` : text;
}

// src/action/apply-check.ts
function applyCheckReport(outcome, plan, summary) {
  const report = (conclusion, title) => ({
    conclusion,
    title,
    summary,
    diagnostics: plan?.diagnostics ?? [],
    changes: [],
    ...outcome.kind === "applied" ? { failures: outcome.result.results } : {}
  });
  if (outcome.kind === "failed")
    return report("failure", "The apply did not start: nothing was written");
  if (outcome.kind === "nothing-to-do")
    return report(
      "success",
      outcome.already ? "Already applied by an earlier run: nothing to write" : "Nothing to apply: the server matches the files"
    );
  if (outcome.kind === "refused") {
    const s = plan.summary;
    return report(
      "failure",
      `Not applied, not the reviewed plan: nothing was written (the plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete)`
    );
  }
  const { result } = outcome;
  const counts = countsLine(result);
  if (result.stopReason !== void 0 || result.interrupted === true)
    return report("failure", `Apply stopped: ${counts}`);
  if (result.results.some((r) => r.status !== "ok"))
    return report("failure", `Applied with failures: ${counts}`);
  return report("success", `Applied: ${counts}`);
}

// src/action/review-gate.ts
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
      why: `the comment of this target on pull request #${pr.number} shows no plan (its last plan run failed or found invalid files)`
    };
  }
  const reasons = [...editReasons(record.edited), ...headReasons(marker, pr)];
  if (record.shown === void 0)
    reasons.push(`the comment on pull request #${pr.number} no longer shows the reviewed plan`);
  if (fresh.planHash !== marker.plan) reasons.push(planReason(marker, fresh));
  else if (fresh.unshowable !== void 0) reasons.push(fresh.unshowable);
  else if (record.shown !== void 0 && !sameShown(fresh.shown, record.shown))
    reasons.push(shownReason(marker, pr, push));
  if (reasons.length === 0) return { kind: "reviewed", pr };
  return { kind: "differs", pr, reasons, ...difference(marker, fresh) };
}
function editReasons(edited) {
  if (edited.by === "action") return [];
  if (edited.by === "unknown")
    return [
      `GitHub did not say who last edited the comment (${edited.why}), so it cannot be told to show only what the Action wrote`
    ];
  const when = edited.at === void 0 ? "" : ` at ${edited.at}`;
  return [
    `the comment was last edited by ${edited.who}${when}, not by the Action: an edit by anyone else voids the review`
  ];
}
function headReasons(marker, pr) {
  if (marker.head === void 0) {
    return [
      `the reviewed plan does not say which commit it was made for, so it cannot be told to be the plan of pull request #${pr.number}'s final head`
    ];
  }
  if (pr.headSha === void 0)
    return [`GitHub did not say which commit is pull request #${pr.number}'s head`];
  if (marker.head !== pr.headSha) {
    return [
      `the reviewed plan was made for commit ${marker.head}, but pull request #${pr.number}'s final head is ${pr.headSha} (its last plan run did not finish or did not comment)`
    ];
  }
  return [];
}
function planReason(marker, fresh) {
  const d = difference(marker, fresh);
  if (d.added === void 0) return "the fresh plan differs from the reviewed plan";
  return `the fresh plan differs from the reviewed plan (${d.added.length} new, ${d.gone.length} gone, ${d.altered.length} different)`;
}
function shownReason(marker, pr, push) {
  if (marker.shown === void 0) {
    return "the comment does not record how its plan was shown (an earlier version of observe-annotations wrote it): plan the pull request again before merging";
  }
  const version = marker.shown.version;
  if (version !== void 0 && version !== push.version) {
    return `the plan was shown on pull request #${pr.number} by observe-annotations ${version}, and this run is ${push.version}, which shows it otherwise: plan the pull request again before merging`;
  }
  return `the plan shown on pull request #${pr.number} is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)`;
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
  const why = reviewed === void 0 ? "the comment did not keep the reviewed changes (there were too many), so what is left cannot be checked against them" : unreviewedLeft(reviewed, fresh.changes);
  if (why === void 0 && edit.length === 0)
    return { kind: "apply-remaining", pr, count: fresh.changes.length };
  const reasons = [
    ...edit,
    ...why === void 0 ? [] : [`an earlier run applied this merge, and ${why}`]
  ];
  return {
    kind: "refuse",
    refusal: { kind: "differs", pr, reasons, ...difference(marker, fresh) }
  };
}
function unreviewedLeft(reviewed, left) {
  const asReviewed = new Set(reviewed.map(changeId));
  const outside = left.filter((c) => !asReviewed.has(changeId(c)));
  if (outside.length === 0) return void 0;
  return `${outside.length} of the ${left.length} changes left ${outside.length === 1 ? "is" : "are"} not in the reviewed plan as it was reviewed`;
}
function changeId(c) {
  return `${c.action} ${c.hash} ${c.externalKey}`;
}
function refusalSentence(refusal) {
  return refusal.kind === "no-review" ? `no reviewed plan: ${refusal.why}` : `the fresh plan is not the plan reviewed on pull request #${refusal.pr.number}: ${refusal.reasons.join("; ")}`;
}
function sameShown(fresh, reviewed) {
  return fresh !== void 0 && withoutTimeline(fresh) === withoutTimeline(reviewed);
}

// src/action/merge-outcome.ts
async function actOnVerdict(step, io, facts) {
  const { verdict, made } = facts;
  const { plan } = made.run;
  const note = foreignNoteOf(io, facts.review);
  const commit = step.event.sha;
  if (verdict.kind === "refuse") return refuse(step, io, facts, verdict.refusal, note);
  if (verdict.kind === "nothing-to-do" || verdict.kind === "already-applied") {
    io.core.notice(
      verdict.kind === "nothing-to-do" ? `Nothing to apply: ${summaryText(plan)}` : `Already applied by an earlier run of this merge: ${summaryText(plan)}`
    );
    setPlanOutputs(io.core, plan, made.file);
    const summary = (verdict.kind === "nothing-to-do" ? nothingToApplySummary(commit) : alreadyAppliedSummary(commit, verdict.pr.number)) + note;
    await io.step.writeSummary(summary);
    const already = verdict.kind === "already-applied";
    return showFindings(
      step,
      io,
      applyCheckReport({ kind: "nothing-to-do", already }, plan, summary)
    );
  }
  if (verdict.kind === "apply") {
    io.core.info(`The fresh plan is the plan reviewed on pull request #${verdict.pr.number}.`);
  }
  if (verdict.kind === "apply-unreviewed") {
    warn(io, unreviewedWarning(refusalSentence(verdict.refusal)));
  }
  await apply(step, io, facts, note);
}
async function apply(step, io, facts, note) {
  const { verdict, made, review } = facts;
  const result = await applyRun(made.ctx, made.run);
  logGroup(io.core, "The apply", renderApplyText(result, { color: false }));
  io.core.notice(`${headline(result)} ${countsLine(result)}.`);
  setApplyOutputs(io.core, made.run.plan, result, made.file);
  const summary = `${renderPlanMarkdown(made.run.plan)}
${renderApplyMarkdown(result)}${note && `
${note}`}`;
  await io.step.writeSummary(summary);
  const record = review.record;
  if (record.kind === "comment") {
    const applied = appliedFacts(step, verdict, record.pr.number);
    const changes = verdict.kind === "apply" ? markedChanges(made.run.plan) : record.marker.changes;
    const marker = afterMergeMarker(step, record, { applied: step.event.sha, changes });
    const body = afterMergeComment(marker, appliedMarkdown(result, applied), record.shown ?? "");
    await updateComment(io, record, body, "the result");
  }
  await showFindings(
    step,
    io,
    applyCheckReport({ kind: "applied", result }, made.run.plan, summary)
  );
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
  const bad = notDone(result);
  if (result.stopReason) io.step.fail(`apply stopped: ${result.stopReason}`);
  else if (bad > 0) {
    const next = nextStep(result);
    io.step.fail(
      `apply: ${bad} of ${result.results.length} changes did not reach their target (see the job summary).${next ? ` ${next}` : ""}`
    );
  }
}
async function refuse(step, io, facts, refusal, note) {
  const plan = facts.made.run.plan;
  const commit = step.event.sha;
  const head = refusal.kind === "no-review" ? noReviewMarkdown(refusal.why, commit) : refusalMarkdown({
    ...commit ? { commit } : {},
    pullRequest: refusal.pr.number,
    ...refusal
  });
  const fresh = renderPlanMarkdown(plan, { hash: false });
  const summary = `${head}
${fresh}${note && `
${note}`}`;
  await io.step.writeSummary(summary);
  const record = facts.review.record;
  if (record.kind === "comment") {
    const marker = afterMergeMarker(step, record, { refused: commit });
    const top = `${head}
${freshPlanMarkdown(plan)}
${REVIEWED_HEADING}
`;
    await updateComment(
      io,
      record,
      afterMergeComment(marker, top, record.shown ?? ""),
      "the refusal"
    );
  }
  await showFindings(step, io, applyCheckReport({ kind: "refused" }, plan, summary));
  io.step.fail(notAppliedMessage(refusalSentence(refusal), refusal.kind === "no-review"));
  io.core.notice(`Not applied: ${summaryText(plan)}`);
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
    io.core.info(
      `The comment on pull request #${pr.number} is left as it is: the Action cannot tell it shows only what the Action wrote.`
    );
    return;
  }
  try {
    const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
    await io.github.api.updateComment(issue, record.commentId, io.step.redact(body));
    io.core.info(`The comment on pull request #${pr.number} now shows ${what}.`);
  } catch (error) {
    warn(io, describeGitHubFailure(error, `update the pull request's comment with ${what}`));
  }
}
function foreignNoteOf(io, review) {
  if (review.foreign.length === 0 || review.record.pr === void 0) return "";
  const foreign = review.foreign.map((c) => ({ author: authorOf(c), commentId: c.id }));
  warn(io, foreignMarkerLine(review.record.pr.number, foreign));
  return foreignMarkerNote(review.record.pr.number, foreign);
}

// src/action/reviewed-plan.ts
async function findReview(github, event, target) {
  const pr = await pullRequestOf(github.api, event);
  if (typeof pr === "string") return { record: { kind: "none", why: pr }, foreign: [] };
  const issue = { owner: pr.owner, repo: pr.repo, issueNumber: pr.number };
  const identity = await github.identity();
  const found = commentsOfTarget(await github.api.listComments(issue), target, identity);
  const edited = found.ours && await editOf(github.api, found.ours, identity);
  return { record: recordOf(pr, found, target, edited), foreign: found.foreign };
}
async function editOf(api, comment, identity) {
  if (comment.node_id === void 0)
    return { by: "unknown", why: "GitHub gave the comment no node id to ask by" };
  try {
    return editFact(await api.lastEdit(comment.node_id), identity);
  } catch (error) {
    return {
      by: "unknown",
      why: githubFailureSentence(error, "ask GitHub who last edited the comment")
    };
  }
}
function editFact(edit, identity) {
  const { editor, at } = edit;
  if (editor === void 0 && at === void 0) return { by: "action" };
  if (editor !== void 0 && isActionEditor(editor, identity)) return { by: "action" };
  const who = editor === void 0 ? "an account GitHub no longer names" : /^[A-Za-z0-9-]+$/.test(editor.login) ? `@${editor.login}${editor.type === "Bot" ? " (a bot)" : ""}` : "an unknown account";
  return { by: "other", who, ...at === void 0 ? {} : { at } };
}
function recordOf(pr, found, target, edited) {
  const ours = found.ours;
  const marker = ours === void 0 ? void 0 : readMarker(ours.body, target);
  if (ours === void 0 || marker === void 0) {
    const ignored = found.foreign.length;
    const others = ignored === 0 ? "" : `; ${ignored} ${ignored === 1 ? "comment" : "comments"} by someone else ${ignored === 1 ? "carries" : "carry"} its marker and ${ignored === 1 ? "is" : "are"} ignored`;
    return {
      kind: "none",
      why: `pull request #${pr.number} has no plan comment of this target written by the Action (it was never planned, or planned with comment: false${others})`,
      pr
    };
  }
  const afterMerge = marker.applied !== void 0 || marker.refused !== void 0;
  const shown = reviewedPartOf(ours.body ?? "", afterMerge);
  return {
    kind: "comment",
    pr,
    commentId: ours.id,
    marker,
    ...shown === void 0 ? {} : { shown },
    edited: edited ?? { by: "unknown", why: "GitHub was not asked" }
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
  if (sha === void 0 || repository === void 0) {
    return "the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)";
  }
  const merged = mergedPullRequest(await api.pullsOfCommit(repository, sha), sha);
  if (merged === void 0) {
    return `commit ${sha} is no merge of a pull request (a direct push, or a pull request merged elsewhere)`;
  }
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

// src/action/apply-flow.ts
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
    logPlan(io, plan);
    const unshowable = base && !base.ok ? `the base commit ${recordedBase} the reviewed plan was compared with is not in the checkout (${base.why}), so the fresh plan cannot be shown as the review was` : void 0;
    const fresh = freshPlan(step, io, review.record, plan, unshowable);
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
  const summary = failureSummary(io.step.redact(failureMessage(error)), "the apply did not start");
  await showFindings(step, io, applyCheckReport({ kind: "failed" }, void 0, summary));
}
async function lookUpReview(step, io) {
  try {
    return await findReview(io.github, step.event, step.target.hash);
  } catch (error) {
    const why = io.step.redact(
      githubFailureSentence(error, "look up the pull request and its reviewed plan")
    );
    if (optionsOf(step).autoApprove) return { record: { kind: "none", why }, foreign: [] };
    throw new UserError(
      `${why}. Nothing was written; auto-approve: true applies without a review.`
    );
  }
}
function freshPlan(step, io, record, plan, unshowable) {
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
      outcome: { kind: "plan", plan },
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
  const part = reviewedPartOf(body, false);
  return { ...fresh, ...part === void 0 ? {} : { shown: part } };
}
export {
  applyFlow
};
