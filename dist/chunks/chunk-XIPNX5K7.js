import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runContext,
  startRunDeadline
} from "./chunk-BSXYOB5O.js";
import {
  refuseGitLikeFolders
} from "./chunk-GK5S7SVR.js";
import {
  loadConfig,
  placeRun
} from "./chunk-V36SZP3K.js";
import {
  bothNote,
  causeSections,
  changesByFile,
  comparedWith,
  countsTable,
  deletionLine,
  diagnosticLine,
  diffFenceLines,
  errorCount,
  fileCounts,
  notApplicableNote,
  omittedLines,
  printableDiff,
  renderApplyMarkdown,
  renderApplyText,
  renderPlanMarkdown,
  renderPlanText,
  summaryText,
  timelineMermaid
} from "./chunk-JN3C7Q5S.js";
import {
  code,
  escapeMarkdown,
  fenced
} from "./chunk-ILCIXNGT.js";
import {
  rawOption,
  resolveOptions
} from "./chunk-GYJIZMIZ.js";
import {
  setsAnywhere,
  withoutSettings
} from "./chunk-IVNIV3BT.js";
import {
  MissingOptionError,
  OptionError
} from "./chunk-LG26PJLV.js";
import {
  OPTIONS,
  OptionProblem,
  oneOf,
  optionRows,
  yesNo
} from "./chunk-E76EZZ2N.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";
import {
  SYMBOL,
  countsLine,
  headline,
  isProblem,
  itemReason,
  nextStep,
  outcomeWord,
  placeOf
} from "./chunk-QBGJ6ABX.js";
import {
  escapeText,
  neutraliseCommands
} from "./chunk-QVCCW6JO.js";

// src/render/github/apply-check.ts
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

// src/render/github/check-report.ts
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
var CHECK_SUMMARY_CHARACTERS = 65535;
var SUMMARY_CUT_NOTE = "\n\n_The rest is cut here: a check run's summary holds 65,535 characters. The job summary has all of it._\n";
function withLeftOut(summary, leftOut2) {
  const note = leftOut2 > 0 ? `

_${leftOut2} more annotations of changed annotations were not sent (a check run gets at most 2,000 here): the plan above lists them._
` : "";
  const room = CHECK_SUMMARY_CHARACTERS - note.length;
  if (summary.length <= room) return summary + note;
  const cut2 = summary.slice(0, room - SUMMARY_CUT_NOTE.length);
  const lineEnd2 = cut2.lastIndexOf("\n");
  return (lineEnd2 > 0 ? cut2.slice(0, lineEnd2) : cut2) + SUMMARY_CUT_NOTE + note;
}

// src/render/github/plan-comment.ts
var COMMENT_BUDGET = 6e4;
var KEYS_ABOVE_FOLD = 20;
var COMMENT_LEVELS = ["full", "no-context", "field-names", "summary-pointer"];
function targetLabel(target) {
  const parts = [target.baseUrl ? code(target.baseUrl) : "no base URL"];
  if (target.keyPrefix) parts.push(`key prefix ${code(target.keyPrefix)}`);
  parts.push(`paths ${target.paths.map(code).join(", ")}`);
  if (target.name) parts.unshift(`**${escapeMarkdown(target.name)}**`);
  return parts.join(" \xB7 ");
}
var TIMELINE_START = "<!-- observe-annotations:timeline -->";
var TIMELINE_END = "<!-- observe-annotations:timeline-end -->";
var TIMELINE_SECTION = new RegExp(
  [
    "\\n?",
    TIMELINE_START,
    "\\n\\n(?:#### Timeline\\n\\n```mermaid\\ngantt\\n  dateFormat YYYY-MM-DDTHH:mm:ss\\n  axisFormat [%a-zA-Z :-]+\\n",
    "(?:  section [^\\n`<>]*\\n|    [+~\u2212\xB7] [^\\n`<>:]* :[a-z0-9T:, -]*\\n)*```\\n\\n",
    "(?:_\u2026and \\d+ more dated annotations? \\(see `plan --format json`\\)\\._\\n)?<sub>[^\\n<>]*</sub>",
    "|> \\[!NOTE\\]\\n> The timeline of the dated annotations this plan changes is left out first to fit GitHub's limit for a comment: it is in [^\\n<>]*\\.)",
    "\\n\\n",
    TIMELINE_END
  ].join(""),
  "g"
);
function withoutTimeline(text) {
  return text.replace(TIMELINE_SECTION, "");
}
function buildComment(input, budget = COMMENT_BUDGET) {
  for (const level of COMMENT_LEVELS) {
    if (level === "full") {
      const withDiagram = buildCommentAt(input, level, budget, true);
      if (withDiagram.length <= budget) return { body: withDiagram, level };
    }
    const body = buildCommentAt(input, level, budget);
    if (body.length <= budget || level === "summary-pointer") return { body, level };
  }
  throw new Error("unreachable");
}
function buildCommentAt(input, level, budget, diagram = false) {
  const outcome = input.outcome;
  const plan = outcome.kind === "plan" ? outcome.plan : void 0;
  const sections = plan && causeSections(plan);
  const head = commentHead(input, level, diagram, sections);
  const diagnostics = outcome.kind === "plan" ? outcome.plan.diagnostics : outcome.kind === "failed" ? [] : outcome.diagnostics;
  const pointer = input.inSummary ? "" : summaryPointer(input.runUrl, level === "summary-pointer", outcome.kind === "plan");
  const deletions = plan ? plan.changes.filter((c) => c.action === "delete") : [];
  const deletionItems = deletions.map((d) => deletionLine(d) + mark(d, plan?.base, sections));
  if (level === "summary-pointer") {
    const lists = { deletionItems, deletions: deletions.length, diagnostics };
    return fittedBody(head.join("\n"), pointer, budget, lists);
  }
  const parts = [...head];
  if (deletions.length > 0) parts.push("", ...deletionBlock(deletionItems, deletions.length));
  if (diagnostics.length > 0)
    parts.push("", ...diagnosticsSection(diagnostics, omittedOf(outcome)));
  if (plan && sections) {
    for (const section of sections) {
      const files = fileSections(section.changes, level, plan.base);
      if (files.length > 0) parts.push("", `#### ${escapeMarkdown(section.title)}`, ...files);
    }
  } else if (plan) {
    const files = fileSections(plan.changes, level);
    if (files.length > 0) parts.push("", "#### Changes by file", ...files);
  }
  if (plan && plan.orphans.length > 0) parts.push("", orphanNote(plan, level === "full"));
  if (pointer) parts.push("", pointer);
  return parts.join("\n") + "\n";
}
function commentHead(input, level, diagram, sections) {
  const outcome = input.outcome;
  const plan = outcome.kind === "plan" ? outcome.plan : void 0;
  const head = [statusLine(outcome, input.label), ""];
  if (!input.inSummary) head.unshift(input.marker);
  if (input.commit) head.push(`${commitLine(input.commit, outcome)}  `);
  head.push(`Target: ${input.targetLabel}`);
  for (const warning of input.warnings ?? [])
    head.push("", `> [!WARNING]
> ${escapeMarkdown(warning)}`);
  if (outcome.kind === "no-plan")
    head.push("", `> [!WARNING]
> ${escapeMarkdown(outcome.reason)}`);
  if (outcome.kind === "failed")
    head.push("", `> [!CAUTION]
> ${escapeMarkdown(outcome.message)}`);
  if (plan) head.push("", ...countsTable(plan), ...keysAboveTheFold(plan));
  if (plan && sections) {
    head.push(
      "",
      `Compared with ${escapeMarkdown(comparedWith(plan.base))}: ${sections.map((s) => `${escapeMarkdown(s.title)}: **${s.changes.length}**`).join(" \xB7 ")}`
    );
  }
  if (plan && !input.inSummary && level !== "full") head.push("", leftOut(level, input.runUrl));
  const timeline = outcome.kind === "plan" ? outcome.timeline : void 0;
  if (timeline) head.push("", ...timelineSection(timeline, diagram, input.runUrl));
  return head;
}
function fittedBody(fixed, pointer, budget, lists) {
  let room = budget - fixed.length - pointer.length - 400;
  const parts = [fixed];
  const fit = (items, noun) => {
    const kept = [];
    for (const item of items) {
      if (item.length + 3 > room) break;
      kept.push(item);
      room -= item.length + 3;
    }
    const more = items.length - kept.length;
    return more > 0 ? [...kept, `- \u2026and ${more} more ${noun} (see the job summary)`] : kept;
  };
  const { deletionItems, deletions, diagnostics } = lists;
  if (deletions > 0) parts.push("", ...deletionBlock(fit(deletionItems, "deletions"), deletions));
  if (diagnostics.length > 0) {
    const noun = diagnostics.length === 1 ? "problem" : "problems";
    parts.push("", "#### Problems", "", ...fit(diagnostics.map(diagnosticLine), noun));
  }
  if (pointer) parts.push("", pointer);
  return parts.join("\n") + "\n";
}
function statusLine(outcome, label) {
  const name = label ? `observe-annotations (${escapeMarkdown(label)})` : "observe-annotations";
  if (outcome.kind === "failed") {
    return `### \u274C ${name}: the plan failed, no plan was made`;
  }
  if (outcome.kind === "invalid") {
    const errors = outcomeErrors(outcome);
    return `### \u274C ${name}: the files are invalid (${errors} ${errors === 1 ? "error" : "errors"}), no plan was made`;
  }
  if (outcome.kind === "no-plan") {
    const errors = outcomeErrors(outcome);
    return errors > 0 ? `### \u274C ${name}: no plan was made, and the files are invalid (${errors} ${errors === 1 ? "error" : "errors"})` : `### \u26A0\uFE0F ${name}: no plan was made (the files are valid)`;
  }
  const { plan } = outcome;
  if (plan.diagnostics.some((d) => d.severity === "error")) {
    return `### \u274C ${name}: the plan has errors`;
  }
  const s = plan.summary;
  if (s.create + s.update + s.delete === 0) {
    return `### \u2705 ${name}: no changes, the server matches the files`;
  }
  return `### \u{1F4DD} ${name} plan: ${s.create} to create, ${s.update} to update, ${s.delete} to delete`;
}
function outcomeErrors(outcome) {
  return outcome.diagnostics.filter((d) => d.severity === "error").length + (outcome.omitted?.errors ?? 0);
}
function commitLine(commit, outcome) {
  const short2 = code(commit.sha.slice(0, 7));
  const linked = commit.url ? `[${short2}](${commit.url})` : short2;
  const verb = { plan: "Planned", failed: "Tried", invalid: "Checked", "no-plan": "Checked" };
  return `${verb[outcome.kind]} for commit ${linked}`;
}
function keysAboveTheFold(plan) {
  const lines = [];
  for (const [action, title] of [
    ["create", "Create"],
    ["update", "Update"]
  ]) {
    const keys = plan.changes.filter((c) => c.action === action).map((c) => c.externalKey);
    if (keys.length === 0) continue;
    const shown = keys.slice(0, KEYS_ABOVE_FOLD).map(code).join(", ");
    const more = keys.length - KEYS_ABOVE_FOLD;
    lines.push(`- **${title}** (${keys.length}): ${shown}${more > 0 ? ` and ${more} more` : ""}`);
  }
  return lines.length > 0 ? ["", ...lines] : [];
}
function deletionBlock(items, total) {
  const what = `${total} ${total === 1 ? "annotation" : "annotations"}`;
  return [
    "> [!WARNING]",
    `> **Delete** (${total}): applying this deletes ${what} from the server.`,
    ">",
    ...items.map((item) => `> ${item}`)
  ];
}
function timelineSection(timeline, diagram, runUrl) {
  const where = runUrl ? `the [job summary](${runUrl})` : "the job summary of this run";
  const body = diagram ? ["#### Timeline", "", ...timelineMermaid(timeline)] : [
    `> [!NOTE]
> The timeline of the dated annotations this plan changes is left out first to fit GitHub's limit for a comment: it is in ${where}.`
  ];
  return [TIMELINE_START, "", ...body, "", TIMELINE_END];
}
function leftOut(level, runUrl) {
  const where = runUrl ? `the [job summary](${runUrl})` : "the job summary of this run";
  const what = {
    "no-context": "the unchanged context (notes, counts of hidden fields, unchanged lines of long texts) is left out",
    "field-names": "each change names the fields it changes, without their values",
    "summary-pointer": "the changes by file are left out; the deletions and problems are listed as far as they fit"
  }[level];
  return `> [!NOTE]
> Shortened to fit GitHub's limit for a comment: ${what}. The full plan is in ${where}.`;
}
function diagnosticsSection(diagnostics, omitted) {
  const counted = omittedLines(omitted).map((line) => `- ${escapeMarkdown(line)}`);
  return ["#### Problems", "", ...diagnostics.map(diagnosticLine), ...counted];
}
function omittedOf(outcome) {
  if (outcome.kind === "plan") return outcome.plan.omittedDiagnostics;
  return outcome.kind === "failed" ? void 0 : outcome.omitted;
}
function orphanNote(plan, list2) {
  const n = plan.orphans.length;
  const head = `${n} ${n === 1 ? "annotation" : "annotations"} on the server under the key prefix ${n === 1 ? "has" : "have"} no file (orphans; deleted only with \`prune: true\`)`;
  if (!list2) return `${head}.`;
  return `${head}: ${plan.orphans.map((o) => code(o.externalKey)).join(", ")}.`;
}
function summaryPointer(runUrl, tooLong, isPlan) {
  const where = runUrl ? `the [job summary](${runUrl})` : "the job summary of this run";
  const what = isPlan ? "The full plan" : "Everything";
  return tooLong ? `_${what} is too long for a comment: it is in ${where}._` : `_${what} is in ${where}._`;
}
function mark(change, base, sections) {
  if (!base) return "";
  if (change.cause === "both") return ` \u2014 _${escapeMarkdown(bothNote(base))}_`;
  if (sections && change.cause === "drift") return ` \u2014 _${escapeMarkdown(sections[1].title)}_`;
  return "";
}
function fileSections(changes, level, base) {
  const out = [];
  for (const [file, list2] of changesByFile(changes)) {
    out.push("", `<details><summary>${code(file)}: ${fileCounts(list2)}</summary>`, "");
    for (const change of list2) out.push(...changeBlock(change, level, base));
    out.push("</details>");
  }
  return out;
}
function changeBlock(change, level, base) {
  const sign = change.action === "create" ? "**+ create**" : "**~ update**";
  const title = `${sign} ${code(change.externalKey)} (line ${change.line})${mark(change, base)}`;
  if (level === "field-names") {
    return [`- ${title}: ${change.fields.map((f) => f.path).join(", ")}`];
  }
  return [title, "", fenced(diffFenceLines(change, level === "full", 0), "diff"), ""];
}

// src/render/github/merge-comment.ts
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

// src/render/github/step-messages.ts
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
function startedLine(version, mode, eventName) {
  return `observe-annotations ${version}: ${mode} on ${eventName || "a local run"}`;
}
function baseMissingWarning(onPullRequest, sha, why) {
  const changes = onPullRequest ? "this pull request's changes" : "the queued commit's changes";
  return `The plan does not separate ${changes} from drift: its base commit ${sha} is not in the checkout (${why}). Check out with fetch-depth: 0 (actions/checkout), or fetch that commit before this step.`;
}
function applyFailureMessage(result, notDone) {
  if (result.stopReason) return `apply stopped: ${result.stopReason}`;
  if (notDone === 0) return void 0;
  const next = nextStep(result);
  return `apply: ${notDone} of ${result.results.length} changes did not reach their target (see the job summary).${next ? ` ${next}` : ""}`;
}
function commentPostedLine(number, action) {
  return action === "none" ? `No plan comment on pull request #${number}: the plan has no changes and no errors (comment: on-change).` : `Plan comment ${action} on pull request #${number}.`;
}
function commentLeftLine(number, why) {
  return why === "closed" ? `Pull request #${number} is closed: its comment is left as it is (the plan is in the job summary).` : `The comment on pull request #${number} records the result of its merge, and the pull request is closed: the comment is left as it is (the plan is in the job summary).`;
}
function commentAfterMergeLine(number, what) {
  return what === void 0 ? `The comment on pull request #${number} is left as it is: the Action cannot tell it shows only what the Action wrote.` : `The comment on pull request #${number} now shows ${what}.`;
}
function howToGetTheCheck(name) {
  return `The findings are shown as this step's annotations, of which GitHub shows 10 of each kind: give the workflow 'permissions: checks: write' to get the check run '${name}' with every finding on its line (a pull request from a fork gets a read-only token, and these annotations).`;
}
function checkRunLine(name, notes) {
  return `Check run "${name}": ${notes} annotations.`;
}

// src/render/github/step-summary.ts
function failureSummary(message, what = "") {
  const lines = message.split("\n").map(escapeMarkdown).join("  \n");
  return `### \u274C observe-annotations${what ? `: ${what}` : ""}

${lines}
`;
}
function nothingToDoSummary(reason) {
  return `### \u23ED\uFE0F observe-annotations: nothing to do

${escapeMarkdown(reason)}
`;
}
function validSummary(warnings) {
  return `### \u2705 observe-annotations: the files are valid

${warnings} warnings.
`;
}
function warningBlocks(warnings) {
  return warnings.map((w) => `> [!WARNING]
> ${escapeMarkdown(w)}

`).join("");
}
function alreadyAppliedSummary(commit, pullRequest) {
  const at = commit ? ` at ${code(commit.slice(0, 12))}` : "";
  return neutraliseCommands(
    `### \u2705 observe-annotations: already applied${at} (the merge of #${pullRequest})

An earlier run applied this merge, and the plan made now has no changes: nothing was written, and the pull request's comment is left as it is.
`
  );
}
function nothingToApplySummary(commit) {
  const at = commit ? ` at ${code(commit.slice(0, 12))}` : "";
  return neutraliseCommands(
    `### \u2705 observe-annotations: nothing to apply${at}

The server already matches the files: nothing was written.
`
  );
}
function foreignMarkerNote(pullRequest, foreign) {
  if (foreign.length === 0) return "";
  const who = namedForeign(foreign);
  const one = foreign.length === 1;
  return `> [!CAUTION]
> ${one ? "A comment" : `${foreign.length} comments`} on pull request #${pullRequest} by ${escapeMarkdown(who)} ${one ? "starts" : "start"} with this Action's marker but ${one ? "was" : "were"} not written by the Action: ${one ? "it is" : "they are"} ignored, never updated, and no review of the plan.

`;
}
var FOREIGN_NAMED = 10;
function namedForeign(foreign) {
  const named = foreign.slice(0, FOREIGN_NAMED).map((f) => `${f.author} (comment ${f.commentId})`);
  const more = foreign.length - named.length;
  return `${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}
function foreignMarkerLine(pullRequest, foreign) {
  const who = namedForeign(foreign);
  return `Ignored ${foreign.length} comment${foreign.length === 1 ? "" : "s"} on pull request #${pullRequest} that carry this Action's marker but were not written by the Action: ${who}.`;
}
function maxDeletesWarning(deletes, max) {
  return `This plan deletes ${deletes} annotations, more than max-deletes allows (${max}): applying it after the merge will be refused and write nothing. Check keyPrefix and the files, or raise the max-deletes input of the apply workflow.`;
}

// src/render/github/summary-fit.ts
var SUMMARY_LIMIT_BYTES = 1024 * 1024;
var encoder = new TextEncoder();
var bytes = (text) => encoder.encode(text).length;
var RESERVE_BYTES = 4 * 1024;
function fitSummary(markdown, limit = SUMMARY_LIMIT_BYTES, note = "") {
  if (bytes(markdown) <= limit) return markdown;
  const lines = markdown.split("\n");
  const cut2 = cutAt(lines, limit - RESERVE_BYTES - bytes(note));
  const closing = (cut2.fence ? `
${cut2.fence}` : "") + "\n</details>".repeat(Math.min(cut2.details, 20));
  const where = cut2.section ? ` It was cut inside ${cut2.section.slice(0, 300)}${cut2.fence ? ", within its diff" : ""}.` : "";
  const more = lines.length - cut2.kept;
  const tail = `

> [!NOTE]
> The job summary is limited to 1 MiB: the rest was cut (${more.toLocaleString("en-US")} more ${more === 1 ? "line" : "lines"}).${where}${note ? ` ${note}` : ""}
`;
  return lines.slice(0, cut2.kept).join("\n") + closing + tail;
}
function cutAt(lines, room) {
  let used = 0;
  const cut2 = { kept: 0, details: 0 };
  for (const line of lines) {
    const size = bytes(line) + 1;
    if (used + size > room) break;
    used += size;
    cut2.kept++;
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== void 0) {
      if (cut2.fence === void 0) cut2.fence = marker;
      else if (marker[0] === cut2.fence[0] && marker.length >= cut2.fence.length) delete cut2.fence;
      continue;
    }
    if (cut2.fence !== void 0) continue;
    cut2.details += (line.match(/<details>/g) ?? []).length;
    cut2.details = Math.max(0, cut2.details - (line.match(/<\/details>/g) ?? []).length);
    const section = /<summary>(.*?)<\/summary>/.exec(line)?.[1];
    if (section !== void 0) cut2.section = section;
  }
  return cut2;
}

// src/render/github/fmt-summary.ts
function fmtSummary(report, fromRoot) {
  const pending = report.files.filter((f) => f.changed && f.errors.length === 0);
  const broken = report.files.filter((f) => f.errors.length > 0);
  const lines = ["## observe-annotations fmt", ""];
  if (pending.length === 0 && broken.length === 0) {
    lines.push(`All ${report.files.length} annotation files are in canonical form.`);
    return `${lines.join("\n")}
`;
  }
  if (pending.length > 0) {
    const diffs = pending.map((f) => ({
      path: fromRoot(f.path),
      ...printableDiff(fromRoot(f.path), f.before, f.after)
    }));
    lines.push(
      `${pending.length} of ${report.files.length} ${report.files.length === 1 ? "file is" : "files are"} not in canonical form: run \`observe-annotations fmt\` and commit the result, or apply this diff from the repository root (\`git apply\`).`,
      "",
      ...pending.map((f) => `- ${escapeMarkdown(fromRoot(f.path))}`),
      "",
      fenced(diffs.map((d) => d.text).join(""), "diff"),
      "",
      ...diffs.filter((d) => d.escaped).map((d) => `- ${escapeMarkdown(notApplicableNote(d.path))}`)
    );
    if (diffs.some((d) => d.escaped)) lines.push("");
  }
  if (broken.length > 0) {
    lines.push(
      `${broken.length} ${broken.length === 1 ? "file was" : "files were"} not formatted (left as they are):`,
      "",
      ...broken.flatMap(
        (f) => f.errors.slice(0, 5).map((d) => {
          const at = d.line === void 0 ? "" : `:${d.line}:${d.column ?? 1}`;
          return `- ${escapeMarkdown(`${fromRoot(f.path)}${at}`)} ${escapeMarkdown(d.code)}: ${escapeMarkdown(d.message)}`;
        })
      ),
      ""
    );
  }
  return `${lines.join("\n")}
`;
}
function notCanonicalNote(path) {
  return `${path} is not in canonical form: run observe-annotations fmt (the diff is in the job summary)`;
}
function fmtOutcome(files, pending, broken) {
  if (pending === 0 && broken === 0) return `All ${files} annotation files are in canonical form.`;
  const parts = [
    pending > 0 ? `${pending} not in canonical form (run observe-annotations fmt)` : "",
    broken > 0 ? `${broken} that could not be formatted` : ""
  ].filter(Boolean);
  return `Annotation files: ${parts.join(", ")}.`;
}

// src/model/github-error.ts
var GitHubError = class extends UserError {
  constructor(message, facts) {
    super(message);
    this.facts = facts;
  }
  facts;
  name = "GitHubError";
};

// src/render/github/github-failure.ts
var WHAT = {
  comment: "post the plan comment on the pull request",
  "check-run": "create the check run",
  "check-run-rest": "add the rest of the annotations to the check run",
  "last-edit": "ask GitHub who last edited the comment",
  review: "look up the pull request and its reviewed plan",
  "comment-result": "update the pull request's comment with the result",
  "comment-refusal": "update the pull request's comment with the refusal"
};
function githubFailureSentence(error, attempt = "comment") {
  const what = WHAT[attempt];
  if (!(error instanceof GitHubError)) {
    const message = error instanceof Error ? error.message : String(error);
    return `could not ${what}: ${escapeText(message)}`;
  }
  const { status, origin, rateLimited, unreached } = error.facts;
  if (unreached) {
    return `could not ${what}: could not reach ${origin ?? "the GitHub API"} (${error.message}). Check GITHUB_API_URL and the runner's network`;
  }
  const code2 = status === void 0 ? "" : ` (HTTP ${status})`;
  if (rateLimited) {
    return `could not ${what}: GitHub rate limited the requests${code2}: ${error.message}. Re-run the job once the limit has passed`;
  }
  const permission = "Give the workflow 'permissions: pull-requests: write' (a pull request from a fork gets a read-only token)";
  const hint = status === 403 || status === 404 ? attempt === "comment" ? `. ${permission}, or set 'comment: false'` : `. ${permission}` : "";
  return `could not ${what}${code2}: ${error.message}${hint}`;
}
function checkRunNotCreated(error) {
  return `${githubFailureSentence(error, "check-run")}; the findings are the step's annotations.`;
}
function checkRunCut(error, sent, total) {
  return `${githubFailureSentence(error, "check-run-rest")}: ${sent} of ${total} were sent; all findings are in the job summary.`;
}
function githubProblem(problem) {
  const graphql = "GitHub's GraphQL API";
  switch (problem.kind) {
    case "deadline":
      return "the run deadline passed";
    case "wait-past-deadline":
      return `${problem.message}; GitHub asked to wait ${problem.seconds} s, past the run's deadline`;
    case "answer-too-large":
      return `GitHub's answer passed ${problem.mebibytes} MiB and was not read further`;
    case "status":
      return `GitHub answered ${problem.status}`;
    case "no-answer":
      return `no answer within ${problem.seconds} s`;
    case "link-outside":
      return `GitHub sent a link outside its API (${problem.origin}): not followed`;
    case "check-run-without-id":
      return "GitHub answered the new check run without its id";
    case "pages-repeat":
      return "GitHub's pages of comments lead back to one already read";
    case "graphql-refused":
      return `${graphql} refused the query: ${problem.message}`;
    case "graphql-failed":
      return `${graphql} failed the query: ${problem.message}`;
    case "graphql-no-message":
      return "no message";
    case "no-comment":
      return `${graphql} did not answer with the comment`;
    case "no-edit-history":
      return `${graphql} did not answer the comment's edit history`;
    case "edit-no-edit":
      return `${graphql} answered an edit that is no edit`;
    case "editor-unnamed":
      return `${graphql} answered an editor without its type and login`;
    case "edit-not-dated":
      return `${graphql} answered a last edit that is not a date`;
    case "viewer-error":
      return `${graphql} answered who the token is with an error: ${problem.message}`;
    case "no-viewer":
      return `${graphql} did not answer who the token is`;
    case "viewer-no-account":
      return `${graphql} named the token as no account it has`;
    case "token-unnamed":
      return "GitHub would not say who the token is (its GraphQL API refused the question, and REST's GET /user answered 403, as it does for any GitHub App's token): the Action cannot tell its own comments from others', so it reads none. Use the workflow's token (github-token left at its default) or a token GitHub's GraphQL API names";
  }
}

// src/render/github/step-refusals.ts
var PUSH_TAIL = "Under command: auto only a push of the default branch applies.";
function pushSkipped(skip) {
  switch (skip.kind) {
    case "no-ref":
      return `The push event names no ref, so nothing was applied. ${PUSH_TAIL}`;
    case "deleted":
      return `This push deleted ${skip.ref}, so nothing was applied. ${PUSH_TAIL}`;
    case "not-a-branch":
      return `This push is of ${skip.ref}, not of a branch, so nothing was applied. ${PUSH_TAIL}`;
    case "no-default-branch":
      return `The push event does not name the repository's default branch, so nothing was applied to be safe. ${PUSH_TAIL}`;
    case "other-branch":
      return `This push is to the branch ${skip.branch}, not to the default branch ${skip.defaultBranch}, so nothing was applied. ${PUSH_TAIL}`;
  }
}
function eventUnhandled(eventName, jobs) {
  const and = (names) => names.join(" and ");
  return `The Action does nothing on ${eventName} under command: auto: it plans on ${and(jobs.pullRequestPlans)} (with the pull request's comment) and on ${and(jobs.otherPlans)}, applies on a ${and(jobs.applies)} to the default branch, and checks for drift on ${and(jobs.driftChecks)}. Set command (validate, plan or apply) to run on ${eventName}.`;
}
function noKeyForPullRequest(fromFork, pullRequestTarget) {
  const who = pullRequestTarget ? fromFork ? "This pull request comes from a fork and the workflow passed no api-key to this step (under pull_request_target the repository's secrets are available; keeping the key from a fork's files is the safe choice)" : "This run was started by a bot and no api-key reached this step (the workflow passed none, or GitHub withheld the secret from the bot)" : fromFork ? "This pull request comes from a fork, and GitHub gives workflows started by fork pull requests no secrets, so no api-key was available" : "This run was started by a bot, and GitHub gives bot-triggered workflows no Actions secrets, so no api-key was available";
  return `${who}. The annotation files were validated, but no plan was made: the server was not read. A maintainer can re-run the plan from a branch of this repository.`;
}
function noApiKey(mode) {
  return `no api-key: ${mode} needs the Observe API key. Pass it with \`api-key: \${{ secrets.OBSERVE_API_KEY }}\` (and check that the secret exists in this repository).`;
}
function optionMissing(key, input, config) {
  if (key === "baseUrl")
    return "no Observe API address: set the base-url input (with the version segment, e.g. https://\u2026/v1). The Action sends the key only to the address the workflow names: a baseUrl in observe-annotations.yaml (top-level or a target's) is for the command line, since a pull request could change it";
  const ways = [
    input ? `set the ${input} input` : "",
    config ? `set ${config} in observe-annotations.yaml` : ""
  ].filter(Boolean);
  return `no ${input ?? key}: ${ways.join(", or ")}`;
}
function workingDirectoryMissing(given, workspace) {
  return `input working-directory: '${given}' is no folder of the workspace (${workspace}). Check the path, and that actions/checkout ran before this step.`;
}
function maxDeletesInConfig(file) {
  return `maxDeletes in ${file} is not used by the Action (a pull request could raise it): set the max-deletes input of the workflow.`;
}
function reviewLookupFailed(why) {
  return `${why}. Nothing was written; auto-approve: true applies without a review.`;
}

// src/render/github/review-reasons.ts
var reviewReasons = {
  noPlanShown: (pr) => `the comment of this target on pull request #${pr} shows no plan (its last plan run failed or found invalid files)`,
  planGone: (pr) => `the comment on pull request #${pr} no longer shows the reviewed plan`,
  editorUnknown: (why) => `GitHub did not say who last edited the comment (${why}), so it cannot be told to show only what the Action wrote`,
  editedByOther: (who, at) => `the comment was last edited by ${who}${at === void 0 ? "" : ` at ${at}`}, not by the Action: an edit by anyone else voids the review`,
  headUnrecorded: (pr) => `the reviewed plan does not say which commit it was made for, so it cannot be told to be the plan of pull request #${pr}'s final head`,
  headUnknown: (pr) => `GitHub did not say which commit is pull request #${pr}'s head`,
  headMoved: (reviewed, pr, head) => `the reviewed plan was made for commit ${reviewed}, but pull request #${pr}'s final head is ${head} (its last plan run did not finish or did not comment)`,
  planDiffers: (counts) => counts === void 0 ? "the fresh plan differs from the reviewed plan" : `the fresh plan differs from the reviewed plan (${counts.added} new, ${counts.gone} gone, ${counts.altered} different)`,
  shownUnrecorded: () => "the comment does not record how its plan was shown (an earlier version of observe-annotations wrote it): plan the pull request again before merging",
  shownByVersion: (pr, version, current) => `the plan was shown on pull request #${pr} by observe-annotations ${version}, and this run is ${current}, which shows it otherwise: plan the pull request again before merging`,
  shownDiffers: (pr) => `the plan shown on pull request #${pr} is not the text the Action shows for this plan: the comment was edited after the Action wrote it, or the plan and apply workflows differ (base-url, paths, key prefix or label)`,
  baseNotShowable: (base, why) => `the base commit ${base} the reviewed plan was compared with is not in the checkout (${why}), so the fresh plan cannot be shown as the review was`,
  changesNotKept: () => "the comment did not keep the reviewed changes (there were too many), so what is left cannot be checked against them",
  unreviewedLeft: (outside, left) => `${outside} of the ${left} changes left ${outside === 1 ? "is" : "are"} not in the reviewed plan as it was reviewed`,
  rerun: (why) => `an earlier run applied this merge, and ${why}`,
  refusal: (refusal) => refusal.kind === "no-review" ? `no reviewed plan: ${refusal.why}` : `the fresh plan is not the plan reviewed on pull request #${refusal.pullRequest}: ${refusal.reasons.join("; ")}`,
  reviewed: (pr) => `The fresh plan is the plan reviewed on pull request #${pr}.`,
  noNodeId: () => "GitHub gave the comment no node id to ask by",
  notAsked: () => "GitHub was not asked",
  editWithoutHistory: () => "an edit GitHub keeps no history of",
  unnamedAccount: () => "an account GitHub no longer names",
  unknownAccount: () => "an unknown account",
  unknownAuthor: () => "an unknown user",
  editor: (login, bot) => `@${login}${bot ? " (a bot)" : ""}`,
  noComment: (pr, foreign) => {
    const others = foreign === 0 ? "" : `; ${foreign} ${foreign === 1 ? "comment" : "comments"} by someone else ${foreign === 1 ? "carries" : "carry"} its marker and ${foreign === 1 ? "is" : "are"} ignored`;
    return `pull request #${pr} has no plan comment of this target written by the Action (it was never planned, or planned with comment: false${others})`;
  },
  noCommit: () => "the run names no commit and repository to look a pull request up by (GITHUB_SHA, GITHUB_REPOSITORY)",
  noMerge: (commit) => `commit ${commit} is no merge of a pull request (a direct push, or a pull request merged elsewhere)`
};

// src/render/github/line-note-texts.ts
function applyItemNote(r) {
  return {
    title: `${r.action} ${escapeText(r.externalKey)}: ${r.status}`,
    message: escapeText(r.error ?? `${r.action} of ${r.externalKey} was ${r.status}`)
  };
}
function changeNote(change) {
  const fields = change.fields.map((f) => f.path).join(", ");
  return {
    title: `${change.action} ${escapeText(change.externalKey)}`,
    message: `${change.action} on the server: ${fields || "no field"}`
  };
}
function moreLineNotes(more, total, noun) {
  return ` \u2014 and ${more} more ${noun}${more === 1 ? "" : "s"}: all ${total} are in the job summary`;
}

// src/render/github/views.ts
var commentMarkdown = {
  outcome: (input) => buildComment(input).body,
  outcomeInSummary: (input) => buildCommentAt({ ...input, inSummary: true }, "full", Number.MAX_SAFE_INTEGER),
  applied: (marker, result, facts, reviewed) => afterMergeComment(marker, appliedMarkdown(result, facts), reviewed),
  refused: (marker, refusal, plan, reviewed) => afterMergeComment(
    marker,
    `${refusalHead(refusal)}
${freshPlanMarkdown(plan)}
${REVIEWED_HEADING}
`,
    reviewed
  ),
  reviewedPart: reviewedPartOf,
  withoutTimeline,
  targetLabel
};
var summaryMarkdown = {
  failure: (message, during) => failureSummary(
    message,
    during === void 0 ? "" : during === "plan" ? "the plan failed" : "the apply did not start"
  ),
  nothingToDo: nothingToDoSummary,
  valid: validSummary,
  plan: ({ plan, timeline }, warnings, note) => warningBlocks(warnings) + note + renderPlanMarkdown(plan, { timeline }),
  applied: ({ plan, timeline }, result, note) => `${renderPlanMarkdown(plan, { timeline })}
${renderApplyMarkdown(result)}${note && `
${note}`}`,
  refused: (refusal, { plan, timeline }, note) => `${refusalHead(refusal)}
${renderPlanMarkdown(plan, { hash: false, timeline })}${note && `
${note}`}`,
  alreadyApplied: (commit, pullRequest, note) => alreadyAppliedSummary(commit, pullRequest) + note,
  nothingToApply: (commit, note) => nothingToApplySummary(commit) + note,
  foreignMarkers: foreignMarkerNote,
  fmt: fmtSummary,
  fit: (markdown) => fitSummary(markdown, void 0, "Run the plan locally to see all of it.")
};
var messagesMarkdown = {
  started: startedLine,
  baseMissing: baseMissingWarning,
  validationCounts,
  invalid: invalidMessage,
  drift: driftMessage,
  noPlan: (reason) => `No plan was made. ${reason}`,
  planCounts: summaryText,
  nothingToApply: (plan) => `Nothing to apply: ${summaryText(plan)}`,
  alreadyApplied: (plan) => `Already applied by an earlier run of this merge: ${summaryText(plan)}`,
  notApplied: (plan) => `Not applied: ${summaryText(plan)}`,
  notAppliedFailure: notAppliedMessage,
  unreviewed: unreviewedWarning,
  maxDeletes: maxDeletesWarning,
  foreignMarkers: foreignMarkerLine,
  applied: (result) => `${headline(result)} ${countsLine(result)}.`,
  applyFailure: applyFailureMessage,
  commentPosted: commentPostedLine,
  commentLeft: commentLeftLine,
  commentAfterMerge: (pullRequest, what) => commentAfterMergeLine(pullRequest, what && (what === "result" ? "the result" : "the refusal")),
  howToGetTheCheck,
  checkRun: checkRunLine,
  planLog: ({ plan, timeline }) => renderPlanText(plan, { colour: false, inAutomation: true, timeline }),
  applyLog: (result) => renderApplyText(result, { colour: false }),
  fmtOutcome,
  logGroupTitle: (group) => group === "plan" ? "The plan" : "The apply",
  moreLogLines: (more) => `\u2026 ${more} more lines: see the job summary`,
  summaryNotWritten: (reason) => `could not write the job summary: ${reason}`
};
var checkMarkdown = {
  name: (mode, label) => `observe-annotations ${mode}${label ? ` (${label})` : ""}`,
  outcome: checkReportOf,
  valid: (report, summary) => ({ ...report, title: "The files are valid", summary }),
  summary: withLeftOut,
  apply: applyCheckReport
};
var lineNotesMarkdown = {
  applyFailure: applyItemNote,
  change: changeNote,
  more: moreLineNotes,
  notCanonical: notCanonicalNote
};
var githubFailuresMarkdown = {
  failure: (error, attempt) => `${githubFailureSentence(error, attempt)}.`,
  sentence: githubFailureSentence,
  checkRunNotCreated,
  checkRunCut,
  reviewLookupFailed,
  problem: githubProblem
};
var failuresMarkdown = {
  commentInput: (raw) => `input comment must be true, false or on-change, not '${raw}'`,
  input: (name, problem) => `input ${name} ${problem}`,
  optionGiven: (input) => `input ${input}`,
  optionMissing,
  noApiKey,
  noKeyForPullRequest,
  pushSkipped,
  eventUnhandled,
  workingDirectoryMissing,
  maxDeletesInConfig
};
function inputDescription(own, fallback, config) {
  if (fallback === void 0) return own;
  const value = Array.isArray(fallback) ? fallback.join(", ") : fallback;
  const fromConfig = config ? `the config file's ${config}, else ` : "";
  return `${own} Empty: ${fromConfig}${typeof value === "string" ? value : JSON.stringify(value)}.`;
}
var GITHUB_VIEWS = {
  comment: commentMarkdown,
  summary: summaryMarkdown,
  messages: messagesMarkdown,
  check: checkMarkdown,
  lineNotes: lineNotesMarkdown,
  githubFailures: githubFailuresMarkdown,
  failures: failuresMarkdown,
  review: reviewReasons,
  inputs: { description: inputDescription }
};
function refusalHead(refusal) {
  return refusal.kind === "no-review" ? noReviewMarkdown(refusal.why, refusal.commit) : refusalMarkdown(refusal);
}

// src/action/step/step-context.ts
import { statSync } from "node:fs";
import { resolve } from "node:path";

// src/action/github/comment-marker.ts
import { createHash } from "node:crypto";
var PREFIX = "<!-- observe-annotations:target=";
var SHOWN = "<!-- observe-annotations:shown ";
var END = " -->";
var MARKER_CHANGES_BUDGET = 12e3;
function targetHash(target) {
  const parts = [target.baseUrl ?? "", target.keyPrefix ?? "", target.paths];
  if (target.name !== void 0) parts.push(target.name);
  const canonical = JSON.stringify(parts);
  return createHash("sha256").update(canonical).digest("hex").slice(0, 16);
}
function markerTarget(target) {
  return target.label ? `label:${encodeURIComponent(target.label)}` : targetHash(target);
}
var LETTER = { create: "c", update: "u", delete: "d" };
var ACTION = { c: "create", u: "update", d: "delete" };
function commentMarker(target, planHash, fields = {}) {
  let line = `${PREFIX}${target} plan=${planHash ?? fields.plan ?? "none"}`;
  if (fields.head) line += ` head=${fields.head}`;
  if (fields.applied) line += ` applied=${fields.applied}`;
  if (fields.refused) line += ` refused=${fields.refused}`;
  if (fields.changes) {
    const changes = fields.changes.map((c) => `${LETTER[c.action]}:${encodeURIComponent(c.externalKey)}:${c.hash}`).join(",");
    if (changes.length <= MARKER_CHANGES_BUDGET) line += ` changes=${changes}`;
  }
  return line + END + (fields.shown ? shownRecord(fields.shown) : "");
}
function shownRecord(shown) {
  const parts = [
    shown.version && `version=${encodeURIComponent(shown.version)}`,
    shown.run && `run=${shown.run}`,
    shown.base && `base=${shown.base}`,
    shown.maxDeletes !== void 0 && `max-deletes=${shown.maxDeletes}`
  ].filter((p) => typeof p === "string");
  return `${SHOWN}${parts.join(" ")}${END}`;
}
function isOurComment(body, target) {
  return typeof body === "string" && body.startsWith(`${PREFIX}${target} `);
}
function readMarker(body, target) {
  if (!isOurComment(body, target)) return void 0;
  const text = body;
  const end = text.indexOf(END);
  if (end < 0 || end > lineEnd(text)) return void 0;
  const fields = {};
  for (const part of text.slice(`${PREFIX}${target} `.length, end).split(" ")) {
    const eq = part.indexOf("=");
    const [name, value] = [part.slice(0, eq), part.slice(eq + 1)];
    if (name === "plan" && /^sha256:[0-9a-f]{64}$/.test(value)) fields.plan = value;
    else if ((name === "head" || name === "applied" || name === "refused") && isSha(value))
      fields[name] = value;
    else if (name === "changes") {
      const changes = readChanges(value);
      if (changes) fields.changes = changes;
    }
  }
  const shown = readShown(text.slice(end + END.length, lineEnd(text)));
  if (shown) fields.shown = shown;
  return fields;
}
function lineEnd(text) {
  const at = text.indexOf("\n");
  return at < 0 ? text.length : at;
}
function readShown(rest) {
  if (!rest.startsWith(SHOWN) || !rest.endsWith(END)) return void 0;
  const shown = {};
  for (const part of rest.slice(SHOWN.length, -END.length).split(" ")) {
    const eq = part.indexOf("=");
    const [name, value] = [part.slice(0, eq), part.slice(eq + 1)];
    if (name === "version" && /^[0-9A-Za-z.+%-]{1,60}$/.test(value)) {
      try {
        shown.version = decodeURIComponent(value);
      } catch {
      }
    } else if (name === "run" && /^\d{1,20}$/.test(value)) shown.run = value;
    else if (name === "base" && isSha(value)) shown.base = value;
    else if (name === "max-deletes" && /^\d{1,6}$/.test(value)) shown.maxDeletes = Number(value);
  }
  return shown;
}
function isSha(value) {
  return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(value);
}
function readChanges(value) {
  if (value === "") return [];
  const changes = [];
  for (const entry of value.split(",")) {
    const m = /^([cud]):([^:]*):([0-9a-f]{12})$/.exec(entry);
    if (!m) return void 0;
    let externalKey;
    try {
      externalKey = decodeURIComponent(m[2]);
    } catch {
      return void 0;
    }
    changes.push({ action: ACTION[m[1]], externalKey, hash: m[3] });
  }
  return changes;
}

// src/action/github/comment-target.ts
function commentTarget(sources, label) {
  const rawUrl = rawOption("baseUrl", sources);
  let baseUrl = typeof rawUrl === "string" ? rawUrl : void 0;
  try {
    if (baseUrl !== void 0) baseUrl = OPTIONS.baseUrl.parse.parse(baseUrl);
  } catch {
  }
  const rawPrefix = rawOption("keyPrefix", sources);
  const keyPrefix = typeof rawPrefix === "string" ? rawPrefix : void 0;
  const rawPaths = rawOption("paths", sources);
  const paths = Array.isArray(rawPaths) ? rawPaths.map(String) : [...OPTIONS.paths.default];
  const rawTarget = rawOption("target", sources);
  const name = typeof rawTarget === "string" ? rawTarget : void 0;
  return {
    hash: markerTarget({
      baseUrl,
      keyPrefix,
      paths,
      ...name ? { name } : {},
      ...label ? { label } : {}
    }),
    label: GITHUB_VIEWS.comment.targetLabel({ baseUrl, keyPrefix, paths, name })
  };
}

// src/action/step/event.ts
import { readFileSync } from "node:fs";
var PULL_REQUEST_EVENTS = ["pull_request", "pull_request_target"];
function readEvent(env) {
  const name = env.GITHUB_EVENT_NAME ?? "";
  let payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
    } catch {
      payload = {};
    }
  }
  const event = eventFromPayload(name, payload, env.GITHUB_ACTOR);
  if (event.sha === void 0 && commitSha(env.GITHUB_SHA)) event.sha = env.GITHUB_SHA;
  if (event.repository === void 0 && env.GITHUB_REPOSITORY) {
    const [owner = "", repo = ""] = env.GITHUB_REPOSITORY.split("/");
    if (owner && repo) event.repository = { owner, repo };
  }
  return event;
}
function commitSha(value) {
  return typeof value === "string" && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(value) && /[1-9a-f]/.test(value);
}
function eventFromPayload(name, payload, actor) {
  const byBot = payload.sender?.type === "Bot" || (actor ?? "").endsWith("[bot]");
  const pr = payload.pull_request;
  const event = { name, byBot };
  if (payload.repository) {
    const [owner2, repo2] = splitFullName(payload.repository);
    if (owner2 && repo2) event.repository = { owner: owner2, repo: repo2 };
  }
  if (name === "push") {
    const branch = payload.repository?.default_branch;
    event.push = {
      ref: typeof payload.ref === "string" ? payload.ref : "",
      deleted: payload.deleted === true,
      ...typeof branch === "string" && branch !== "" ? { defaultBranch: branch } : {}
    };
    if (commitSha(payload.after)) event.sha = payload.after;
  }
  const group = payload.merge_group;
  if (name === "merge_group" && commitSha(group?.head_sha)) {
    event.mergeGroup = {
      headSha: group.head_sha,
      ...commitSha(group.base_sha) ? { baseSha: group.base_sha } : {}
    };
    event.sha = group.head_sha;
  }
  if (!PULL_REQUEST_EVENTS.includes(name) || pr === void 0) return event;
  const base = pr.base?.repo ?? payload.repository;
  const [owner, repo] = splitFullName(base);
  const headRepo = pr.head?.repo;
  const fromFork = headRepo == null || headRepo.full_name !== base?.full_name;
  const number = pr.number ?? payload.number ?? 0;
  const sha = pr.base?.sha;
  const baseSha = commitSha(sha) ? sha : void 0;
  const head = pr.head?.sha;
  const headSha = commitSha(head) ? head : void 0;
  return {
    ...event,
    pullRequest: {
      number,
      owner,
      repo,
      fromFork,
      ...baseSha ? { baseSha } : {},
      ...headSha ? { headSha } : {},
      ...pr.state === "closed" ? { closed: true } : {}
    }
  };
}
function splitFullName(repo) {
  const [owner = "", name = ""] = (repo?.full_name ?? "").split("/");
  return [repo?.owner?.login ?? owner, repo?.name ?? name];
}

// src/action/step/decide.ts
var ACTION_COMMANDS = ["auto", "validate", "fmt", "plan", "apply"];
function decide({ command, event, hasKey, commentInput }) {
  const job = AUTO_EVENTS.find((e) => e.name === event.name);
  const mode = command === "auto" ? job?.mode ?? "plan" : command;
  const failOnDrift = command === "auto" && job?.failOnDrift === true;
  const onPullRequest = event.pullRequest !== void 0;
  if (command === "auto") {
    const skip = event.name === "push" ? notApplied(event) : unhandled(event.name);
    if (skip !== void 0)
      return { mode: "validate", failOnDrift: false, comment: false, nothingToDo: skip };
  }
  if (mode === "validate" || mode === "fmt") return { mode, failOnDrift: false, comment: false };
  if (hasKey) return { mode, failOnDrift, comment: commentInput && onPullRequest };
  const pr = event.pullRequest;
  if (pr !== void 0 && (pr.fromFork || event.byBot)) {
    const target = event.name === "pull_request_target";
    return {
      mode: "validate",
      failOnDrift: false,
      // A `pull_request` run from a fork gets a read-only token; `pull_request_target` may write.
      comment: commentInput && target,
      noPlanReason: GITHUB_VIEWS.failures.noKeyForPullRequest(pr.fromFork, target)
    };
  }
  throw new UserError(GITHUB_VIEWS.failures.noApiKey(mode === "apply" ? "apply" : "plan"));
}
function notApplied(event) {
  const skip = pushSkip(event);
  return skip && GITHUB_VIEWS.failures.pushSkipped(skip);
}
function pushSkip(event) {
  const push = event.push;
  if (push === void 0 || push.ref === "") return { kind: "no-ref" };
  if (push.deleted) return { kind: "deleted", ref: push.ref };
  if (!push.ref.startsWith("refs/heads/")) return { kind: "not-a-branch", ref: push.ref };
  const branch = push.ref.slice("refs/heads/".length);
  if (push.defaultBranch === void 0) return { kind: "no-default-branch" };
  if (branch !== push.defaultBranch)
    return { kind: "other-branch", branch, defaultBranch: push.defaultBranch };
  return void 0;
}
var AUTO_EVENTS = [
  ...PULL_REQUEST_EVENTS.map((name) => ({ name, mode: "plan", failOnDrift: false })),
  { name: "merge_group", mode: "plan", failOnDrift: false },
  { name: "push", mode: "apply", failOnDrift: false },
  { name: "schedule", mode: "plan", failOnDrift: true },
  { name: "workflow_dispatch", mode: "plan", failOnDrift: true },
  { name: "", mode: "plan", failOnDrift: false }
];
function unhandled(eventName) {
  if (AUTO_EVENTS.some((e) => e.name === eventName)) return void 0;
  const named = (which) => AUTO_EVENTS.filter((e) => e.name !== "" && which(e)).map((e) => e.name);
  const onPullRequests = (e) => PULL_REQUEST_EVENTS.includes(e.name);
  const plans = (e) => e.mode === "plan" && !e.failOnDrift;
  return GITHUB_VIEWS.failures.eventUnhandled(eventName, {
    pullRequestPlans: named((e) => plans(e) && onPullRequests(e)),
    otherPlans: named((e) => plans(e) && !onPullRequests(e)),
    applies: named((e) => e.mode === "apply"),
    driftChecks: named((e) => e.failOnDrift)
  });
}

// src/action/github/github-graphql.ts
var LAST_EDIT_QUERY = "query LastEdit($id: ID!) { node(id: $id) { __typename ... on IssueComment { lastEditedAt editor { __typename login } first: userContentEdits(first: 1) { nodes { editor { __typename login } } } last: userContentEdits(last: 1) { nodes { editor { __typename login } } } } } }";
var VIEWER_QUERY = "query Viewer { viewer { __typename login } }";
async function lastEditOf(request, nodeId) {
  const answer = await ask(request, { query: LAST_EDIT_QUERY, variables: { id: nodeId } });
  if (answer.refused !== void 0)
    throw failure({ kind: "graphql-refused", message: answer.refused });
  const node = answer.data?.node;
  if (node?.__typename !== "IssueComment") throw failure({ kind: "no-comment" });
  return {
    ...editorOf(node.editor),
    ...atOf(node.lastEditedAt),
    ...endsOf([node.first, node.last])
  };
}
function endsOf(connections) {
  const ends = connections.flatMap((value) => {
    const nodes = value?.nodes;
    if (!Array.isArray(nodes)) throw failure({ kind: "no-edit-history" });
    return nodes.map((entry) => {
      if (entry === null || typeof entry !== "object") throw failure({ kind: "edit-no-edit" });
      return editorOf(entry.editor);
    });
  });
  return ends.length === 0 ? {} : { ends };
}
async function viewerOf(request) {
  let answer;
  try {
    answer = await ask(request, { query: VIEWER_QUERY });
  } catch (error) {
    if (error instanceof GitHubError && cannotSay(error)) return void 0;
    throw error;
  }
  if (answer.refused !== void 0) {
    if (answer.forThisToken) return void 0;
    throw failure({ kind: "viewer-error", message: answer.refused });
  }
  const viewer = answer.data?.viewer;
  if (typeof viewer?.__typename !== "string" || typeof viewer.login !== "string")
    throw failure({ kind: "no-viewer" });
  return { type: viewer.__typename, login: viewer.login };
}
function cannotSay(error) {
  const { status, rateLimited } = error.facts;
  return status === 404 || status === 403 && !rateLimited;
}
var REFUSALS = /* @__PURE__ */ new Set(["FORBIDDEN", "NOT_FOUND"]);
async function ask(request, body) {
  const { data } = await request("POST", "", body, { read: true, transient: passingFailure });
  const errors = errorsOf(data);
  if (errors.length > 0) {
    const forThisToken = errors.every(
      (e) => REFUSALS.has(e?.type)
    );
    return { refused: errorOf(errors), forThisToken };
  }
  return { data: data?.data ?? null };
}
function errorsOf(data) {
  const errors = data?.errors;
  return Array.isArray(errors) ? errors : [];
}
function passingFailure(data) {
  const errors = errorsOf(data);
  const typeOf = (e) => e?.type;
  const messageOf2 = (e) => e?.message;
  const rateLimited = errors.some((e) => typeOf(e) === "RATE_LIMITED");
  const wentWrong = errors.some((e) => {
    const message2 = messageOf2(e);
    return typeof message2 === "string" && message2.startsWith(WENT_WRONG);
  });
  if (!rateLimited && !wentWrong) return void 0;
  const message = GITHUB_VIEWS.githubFailures.problem({
    kind: "graphql-failed",
    message: errorOf(errors)
  });
  return { message, rateLimited };
}
var WENT_WRONG = "Something went wrong while executing your query";
function editorOf(value) {
  if (value === null || value === void 0) return {};
  const editor = value;
  if (typeof editor.__typename !== "string" || typeof editor.login !== "string")
    throw failure({ kind: "editor-unnamed" });
  return { editor: { type: editor.__typename, login: editor.login } };
}
function atOf(value) {
  if (value === null || value === void 0) return {};
  if (typeof value !== "string" || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value))
    throw failure({ kind: "edit-not-dated" });
  return { at: value };
}
function errorOf(errors) {
  const message = errors[0]?.message;
  if (typeof message !== "string" || message === "")
    return GITHUB_VIEWS.githubFailures.problem({ kind: "graphql-no-message" });
  return message.length > 300 ? `${message.slice(0, 300)}\u2026` : message.replace(/\.$/, "");
}
function failure(problem) {
  return new GitHubError(GITHUB_VIEWS.githubFailures.problem(problem), {});
}

// src/action/github/github-retry.ts
var GITHUB_ATTEMPTS = 4;
var RATE_LIMIT_DEFAULT_WAIT_MS = 6e4;
function isRateLimited(status, headers, message) {
  if (status === 429) return true;
  if (status !== 403) return false;
  return headers.has("retry-after") || headers.get("x-ratelimit-remaining") === "0" || /rate limit/i.test(message);
}
function retryAfter(outcome, attempt, idempotent, nowMs) {
  const last = attempt >= GITHUB_ATTEMPTS;
  if (outcome.kind === "transient") {
    const { rateLimited, headers } = outcome;
    if (last || !idempotent) return { retry: false, rateLimited };
    const waitMs = rateLimited ? rateLimitWait(headers, nowMs) : backoff(attempt);
    return { retry: true, waitMs, rateLimited };
  }
  if (outcome.kind === "answer") {
    const { status, headers, message } = outcome;
    if (isRateLimited(status, headers, message)) {
      return last ? { retry: false, rateLimited: true } : { retry: true, waitMs: rateLimitWait(headers, nowMs), rateLimited: true };
    }
    if (status >= 500 && idempotent && !last)
      return { retry: true, waitMs: backoff(attempt), rateLimited: false };
    return { retry: false, rateLimited: false };
  }
  const mayRetry = idempotent || outcome.kind === "no-answer" && !outcome.connected;
  return mayRetry && !last ? { retry: true, waitMs: backoff(attempt), rateLimited: false } : { retry: false, rateLimited: false };
}
function rateLimitWait(headers, nowMs) {
  const after = headers.get("retry-after");
  if (after !== null && /^\d+$/.test(after.trim())) return Number(after.trim()) * 1e3;
  const reset = headers.get("x-ratelimit-reset");
  if (headers.get("x-ratelimit-remaining") === "0" && reset !== null && /^\d+$/.test(reset)) {
    return Math.max(0, Number(reset) * 1e3 - nowMs) + 1e3;
  }
  return RATE_LIMIT_DEFAULT_WAIT_MS;
}
function backoff(attempt) {
  return 1e3 * 2 ** (attempt - 1);
}

// src/action/github/github-http.ts
var GITHUB_API_VERSION = "2022-11-28";
var ATTEMPT_TIMEOUT_MS = 3e4;
var MAX_ANSWER_BYTES = 40 * 1024 * 1024;
function githubHttp(options) {
  const origin = new URL(options.apiUrl).origin;
  return async (method, path, body, how) => {
    try {
      const url = underApi(options.apiUrl, path);
      return await withRetries(options, origin, { method, url, body, how: how ?? {} });
    } catch (error) {
      const { signal } = options.deadline;
      if (!signal.aborted || error instanceof GitHubError) throw error;
      const reason = signal.reason;
      const message = reason instanceof Error ? reason.message : GITHUB_VIEWS.githubFailures.problem({ kind: "deadline" });
      throw new GitHubError(message, { origin });
    }
  };
}
async function withRetries(options, origin, sent) {
  const sleep = options.sleep ?? deadlineSleep;
  const now = options.now ?? Date.now;
  const read = sent.method === "GET" || sent.how.read === true;
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(options, sent);
    if ("data" in outcome) return outcome;
    const decision = retryAfter(outcome.seen, attempt, read, now());
    const failure2 = failureOf(outcome.seen, outcome.error, origin, decision.rateLimited);
    if (!decision.retry) throw failure2;
    const { at } = options.deadline;
    if (at !== void 0 && now() + decision.waitMs >= at) {
      if (!decision.rateLimited) throw failure2;
      const seconds = Math.ceil(decision.waitMs / 1e3);
      const message = GITHUB_VIEWS.githubFailures.problem({
        kind: "wait-past-deadline",
        message: failure2.message,
        seconds
      });
      throw new GitHubError(message, failure2.facts);
    }
    await sleep(decision.waitMs, options.deadline.signal);
  }
}
async function attemptOnce(options, { method, url, body, how }) {
  const deadline = options.deadline.signal;
  deadline.throwIfAborted();
  const signal = AbortSignal.any([deadline, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]);
  try {
    const response = await fetch(url, {
      method,
      headers: headersFor(options, body !== void 0),
      ...body === void 0 ? {} : { body: redactedJson(options, body) },
      signal
    });
    const text = await readCapped(response, signal);
    const data = parseJson(text);
    const { status, headers } = response;
    const passing = response.ok ? how.transient?.(data) : void 0;
    if (passing !== void 0) return { seen: { kind: "transient", status, headers, ...passing } };
    if (response.ok) return { status, headers, data };
    return { seen: { kind: "answer", status, headers, message: messageOf(data, status) } };
  } catch (error) {
    if (deadline.aborted) throw deadline.reason;
    if (error instanceof GitHubError) throw error;
    if (signal.aborted) return { seen: { kind: "attempt-timeout" }, error };
    return { seen: { kind: "no-answer", connected: !refused(error) }, error };
  }
}
function redactedJson(options, body) {
  const json = JSON.stringify(body);
  return options.redact ? options.redact(json) : json;
}
function headersFor(options, json) {
  return {
    accept: "application/vnd.github+json",
    // No token (an empty input): unauthenticated, as GitHub then answers for public data.
    ...options.token ? { authorization: `token ${options.token}` } : {},
    "user-agent": options.userAgent,
    "x-github-api-version": GITHUB_API_VERSION,
    ...json ? { "content-type": "application/json" } : {}
  };
}
async function readCapped(response, signal) {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const onAbort = () => void reader.cancel().catch(() => {
  });
  signal.addEventListener("abort", onAbort, { once: true });
  const chunks = [];
  let size = 0;
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel();
        const mebibytes = MAX_ANSWER_BYTES / 1024 / 1024;
        throw new GitHubError(
          GITHUB_VIEWS.githubFailures.problem({ kind: "answer-too-large", mebibytes }),
          {
            origin: new URL(response.url).origin,
            status: response.status
          }
        );
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
  return Buffer.concat(chunks).toString("utf8");
}
function parseJson(text) {
  if (text === "") return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function messageOf(data, status) {
  const answer = data;
  const own = typeof answer?.message === "string" ? answer.message.replace(/\.$/, "") : "";
  const field = fieldErrorOf(answer?.errors);
  const message = [own || GITHUB_VIEWS.githubFailures.problem({ kind: "status", status }), field].filter((p) => p !== "").join(": ");
  return message.length > 300 ? `${message.slice(0, 300)}\u2026` : message;
}
function fieldErrorOf(errors) {
  const first = Array.isArray(errors) ? errors[0] : void 0;
  if (typeof first === "string") return first;
  const error = first;
  if (typeof error?.message === "string" && error.message !== "") return error.message;
  const parts = [error?.resource, error?.field, error?.code].filter(
    (p) => typeof p === "string" && p !== ""
  );
  return parts.join(" ");
}
function failureOf(seen, error, origin, rateLimited) {
  if (seen.kind === "answer")
    return new GitHubError(seen.message, { status: seen.status, origin, rateLimited });
  if (seen.kind === "transient") return new GitHubError(seen.message, { origin, rateLimited });
  const why = seen.kind === "attempt-timeout" ? GITHUB_VIEWS.githubFailures.problem({
    kind: "no-answer",
    seconds: ATTEMPT_TIMEOUT_MS / 1e3
  }) : causeOf(error);
  return new GitHubError(why, { origin, unreached: true });
}
function causeOf(error) {
  const cause = error.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
function refused(error) {
  const cause = error.cause;
  return cause?.code === "ECONNREFUSED";
}
function underApi(apiUrl, path) {
  if (!/^https?:\/\//i.test(path)) return `${apiUrl}${path}`;
  const base = new URL(apiUrl);
  const url = new URL(path);
  const prefix = base.pathname.replace(/\/+$/, "");
  if (url.origin !== base.origin || !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
    throw new GitHubError(
      GITHUB_VIEWS.githubFailures.problem({ kind: "link-outside", origin: url.origin }),
      {
        origin: base.origin
      }
    );
  }
  return url.href;
}
function deadlineSleep(ms, signal) {
  return new Promise((resolve2, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve2();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

// src/action/github/github-client.ts
var PER_PAGE = 100;
function githubApi(options) {
  const request = githubHttp(options);
  const graphqlUrl = options.graphqlUrl ?? graphqlUrlOf(options.apiUrl);
  const graphql = githubHttp({ ...options, apiUrl: graphqlUrl });
  const repoPath = (owner, repo) => `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  return {
    commentPages: (issue, visit) => commentPages(
      request,
      `${repoPath(issue.owner, issue.repo)}/issues/${issue.issueNumber}/comments?per_page=${PER_PAGE}`,
      visit
    ),
    async createComment({ owner, repo, issueNumber }, body) {
      const { data } = await request(
        "POST",
        `${repoPath(owner, repo)}/issues/${issueNumber}/comments`,
        { body }
      );
      return commentOf(data) ?? { id: 0 };
    },
    async updateComment({ owner, repo }, commentId, body) {
      const { data } = await request(
        "PATCH",
        `${repoPath(owner, repo)}/issues/comments/${commentId}`,
        { body }
      );
      return commentOf(data) ?? { id: commentId };
    },
    async pullsOfCommit({ owner, repo }, sha) {
      const { data } = await request(
        "GET",
        `${repoPath(owner, repo)}/commits/${sha}/pulls?per_page=100`
      );
      return Array.isArray(data) ? data.flatMap(pullOf) : [];
    },
    async isOpen({ owner, repo, issueNumber }) {
      const { data } = await request("GET", `${repoPath(owner, repo)}/pulls/${issueNumber}`);
      const pull = data;
      return pull?.state === "open" && pull.merged !== true;
    },
    viewer: () => viewerOf(graphql),
    async tokenLogin() {
      try {
        const { data } = await request("GET", "/user");
        const login = data?.login;
        return typeof login === "string" && login !== "" ? login : void 0;
      } catch (error) {
        if (error instanceof GitHubError && error.facts.status === 403 && !error.facts.rateLimited)
          return void 0;
        throw error;
      }
    },
    async createCheckRun({ owner, repo }, body) {
      const { data } = await request("POST", `${repoPath(owner, repo)}/check-runs`, body);
      const id = data?.id;
      if (typeof id !== "number")
        throw new GitHubError(
          GITHUB_VIEWS.githubFailures.problem({ kind: "check-run-without-id" }),
          {}
        );
      return id;
    },
    async updateCheckRun({ owner, repo }, id, body) {
      await request("PATCH", `${repoPath(owner, repo)}/check-runs/${id}`, body);
    },
    lastEdit: (nodeId) => lastEditOf(graphql, nodeId)
  };
}
function graphqlUrlOf(apiUrl) {
  const base = apiUrl.replace(/\/+$/, "");
  return base.endsWith("/api/v3") ? `${base.slice(0, -"/v3".length)}/graphql` : `${base}/graphql`;
}
async function commentPages(request, first, visit) {
  const read = /* @__PURE__ */ new Set();
  for (let next = first; next !== void 0; ) {
    read.add(next);
    const { data, headers } = await request("GET", next);
    const page = (Array.isArray(data) ? data : []).flatMap((item) => commentOf(item) ?? []);
    if (visit(page)) return;
    next = nextLink(headers.get("link"));
    if (next !== void 0 && read.has(next))
      throw new GitHubError(GITHUB_VIEWS.githubFailures.problem({ kind: "pages-repeat" }), {});
  }
}
function nextLink(link) {
  if (link === null) return void 0;
  for (const part of link.split(",")) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (m && /\brel="?next"?/.test(m[2])) return m[1];
  }
  return void 0;
}
function commentOf(value) {
  const c = value;
  if (typeof c?.id !== "number") return void 0;
  const user = c.user;
  const app = c.performed_via_github_app;
  return {
    id: c.id,
    ...typeof c.node_id === "string" && c.node_id !== "" ? { node_id: c.node_id } : {},
    body: typeof c.body === "string" ? c.body : null,
    user: {
      ...typeof user?.login === "string" ? { login: user.login } : {},
      ...typeof user?.type === "string" ? { type: user.type } : {}
    },
    performed_via_github_app: typeof app?.slug === "string" ? { slug: app.slug } : null
  };
}
function pullOf(value) {
  const p = value;
  if (typeof p?.number !== "number") return [];
  const head = p.head?.sha;
  return [
    {
      number: p.number,
      merged_at: typeof p.merged_at === "string" ? p.merged_at : null,
      merge_commit_sha: typeof p.merge_commit_sha === "string" ? p.merge_commit_sha : null,
      ...typeof head === "string" ? { head: { sha: head } } : {}
    }
  ];
}

// src/action/step/inputs.ts
var WORKFLOW_TOKEN_INPUT = "workflow-token";
function readInputs(core) {
  const given = {};
  for (const [key, option] of optionRows()) {
    if (option.input === void 0 || option.secret) continue;
    const raw = core.getInput(option.input).trim();
    if (raw === "") continue;
    given[key] = option.parse.shape === "list" ? splitList(raw) : raw;
  }
  return {
    command: ownInput("command", oneOf(ACTION_COMMANDS), core.getInput("command").trim() || "auto"),
    comment: commentWhen(core.getInput("comment").trim() || "true"),
    workingDirectory: core.getInput("working-directory").trim(),
    label: core.getInput("label").trim(),
    given
  };
}
function commentWhen(raw) {
  if (raw === "on-change") return "on-change";
  try {
    return yesNo().parse(raw) ? "always" : "never";
  } catch (error) {
    if (error instanceof OptionProblem)
      throw new UserError(GITHUB_VIEWS.failures.commentInput(raw));
    throw error;
  }
}
function splitList(value) {
  return value.split(/[\n,]/).map((p) => p.trim()).filter((p) => p !== "");
}
function ownInput(name, parser, raw) {
  try {
    return parser.parse(raw);
  } catch (error) {
    if (error instanceof OptionProblem)
      throw new UserError(GITHUB_VIEWS.failures.input(name, error.message));
    throw error;
  }
}

// src/action/step/step-context.ts
var WORKFLOW_ONLY = ["baseUrl", "apiKeyEnv", "maxDeletes"];
function readStart(core, env, secrets) {
  const inputs = readInputs(core);
  const event = readEvent(env);
  const decision = decide({
    command: inputs.command,
    event,
    hasKey: secrets.apiKey !== "",
    commentInput: inputs.comment !== "never"
  });
  return Object.freeze({ inputs, event, decision, ...secrets });
}
async function resolveStep(start, env) {
  const place = await placeStep(start.decision.mode, start.inputs, env);
  const { OBSERVE_API_KEY: _notOurs, ...runnerEnv } = env;
  const sources = {
    given: { ...place.given, ...start.apiKey ? { apiKey: start.apiKey } : {} },
    env: runnerEnv,
    config: withoutSettings(place.config, WORKFLOW_ONLY)
  };
  const resolved = resolveFor(start.decision.mode, sources);
  const timeoutMs = (resolved.ok ? resolved.options.timeout : OPTIONS.timeout.default) * 1e3;
  const notes = setsAnywhere(place.config, "maxDeletes") ? [GITHUB_VIEWS.failures.maxDeletesInConfig(place.config.file)] : [];
  return Object.freeze({
    ...start,
    env,
    workspace: place.workspace,
    root: place.root,
    sources,
    resolved,
    maxDeletes: workflowMaxDeletes(start.inputs),
    target: commentTarget(sources, start.inputs.label),
    github: githubPlaces(env),
    deadline: { signal: startRunDeadline(timeoutMs).signal, at: Date.now() + timeoutMs },
    notes
  });
}
function optionsOf(step) {
  if (!step.resolved.ok) throw step.resolved.error;
  return step.resolved.options;
}
function requireBaseUrl(step) {
  const options = optionsOf(step);
  if (options.baseUrl === void 0 && !options.emulator) throw new MissingOptionError("baseUrl");
}
function resolveFor(mode, sources) {
  try {
    return { ok: true, options: resolveOptions(mode, sources) };
  } catch (error) {
    return { ok: false, error };
  }
}
function workflowMaxDeletes(inputs) {
  const given = inputs.given.maxDeletes;
  if (given === void 0) return OPTIONS.maxDeletes.default;
  try {
    return OPTIONS.maxDeletes.parse.parse(given);
  } catch (error) {
    if (error instanceof OptionProblem || error instanceof OptionError) return void 0;
    throw error;
  }
}
function githubPlaces(env) {
  const apiUrl = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  return {
    apiUrl,
    graphqlUrl: (env.GITHUB_GRAPHQL_URL || graphqlUrlOf(apiUrl)).replace(/\/+$/, ""),
    ...env.GITHUB_SERVER_URL ? { serverUrl: env.GITHUB_SERVER_URL } : {},
    ...env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {},
    ...env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}
  };
}
async function placeStep(mode, inputs, env) {
  const workspace = resolve(env.GITHUB_WORKSPACE || process.cwd());
  const cwd = resolve(workspace, inputs.workingDirectory);
  if (inputs.workingDirectory && !isFolder(cwd)) {
    throw new UserError(
      GITHUB_VIEWS.failures.workingDirectoryMissing(inputs.workingDirectory, workspace)
    );
  }
  const place = inputs.given.configFile !== void 0 ? await placeRun(mode, inputs.given, cwd) : { root: cwd, given: inputs.given, config: await loadConfig(cwd) };
  refuseGitLikeFolders(place.root, workspace);
  return { workspace, ...place };
}
function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

// src/action/step/step-io.ts
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
function runContextOf(step, io, base) {
  const say = (line) => io.core.info(escapeText(io.step.redact(line)));
  const options = optionsOf(step);
  const sources = base ? { ...step.sources, given: { ...step.sources.given, base } } : step.sources;
  return runContext({
    options: base ? { ...options, base } : options,
    sources,
    cwd: step.root,
    env: step.sources.env ?? {},
    log: { info: say, warn: say },
    redact: io.step.redact,
    addSecret: (secret) => io.secrets.add(secret),
    deadline: step.deadline.signal
  });
}
function planFilePath(step) {
  const { env } = step;
  const dir = env.RUNNER_TEMP || tmpdir();
  const run = env.GITHUB_RUN_ID ? `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? "1"}` : "local";
  return join(dir, `observe-annotations-plan-${run}-${randomBytes(4).toString("hex")}.json`);
}
function warn(io, text) {
  io.core.warning(escapeText(io.step.redact(text)));
}

// src/action/step/line-note-tally.ts
var LINE_NOTES_PER_STEP = 10;
var LineNoteTally = class {
  made = { error: 0, warning: 0, notice: 0 };
  /** `core`, counting the line notes made through it (setFailed is an error line note too). */
  wrap(core) {
    const count = (kind) => {
      this.made[kind]++;
    };
    return {
      ...core,
      getInput: (name, options) => core.getInput(name, options),
      setSecret: (secret) => core.setSecret(secret),
      setOutput: (name, value) => core.setOutput(name, value),
      setFailed: (message) => (count("error"), core.setFailed(message)),
      error: (message, p) => (count("error"), core.error(message, p)),
      warning: (message, p) => (count("warning"), core.warning(message, p)),
      notice: (message, p) => (count("notice"), core.notice(message, p)),
      info: (message) => core.info(message),
      startGroup: (name) => core.startGroup(name),
      endGroup: () => core.endGroup(),
      summary: core.summary
    };
  }
  /** How many more of `kind` GitHub will still show, keeping `reserve` for what comes later. */
  left(kind, reserve = 0) {
    return Math.max(0, LINE_NOTES_PER_STEP - this.made[kind] - reserve);
  }
};

export {
  GitHubError,
  GITHUB_VIEWS,
  LINE_NOTES_PER_STEP,
  LineNoteTally,
  githubApi,
  commentMarker,
  isOurComment,
  readMarker,
  WORKFLOW_TOKEN_INPUT,
  readStart,
  resolveStep,
  optionsOf,
  requireBaseUrl,
  runContextOf,
  planFilePath,
  warn
};
