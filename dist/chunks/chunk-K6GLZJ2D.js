import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  runContext,
  startRunDeadline
} from "./chunk-XVSDFTLT.js";
import {
  refuseGitLikeFolders
} from "./chunk-ZHFLWHRQ.js";
import {
  loadConfig,
  placeRun
} from "./chunk-XGSEJMY2.js";
import {
  bothNote,
  causeSections,
  changesByFile,
  comparedWith,
  countsTable,
  deletionLine,
  diagnosticLine,
  diffFenceLines,
  fileCounts,
  omittedLines,
  timelineMermaid
} from "./chunk-JSJQQBCU.js";
import {
  code,
  escapeMarkdown,
  fenced
} from "./chunk-JM3B7CZN.js";
import {
  escapeText,
  neutraliseCommands
} from "./chunk-4JA7FAXP.js";
import {
  rawOption,
  resolveOptions
} from "./chunk-5ODWQV53.js";
import {
  setsAnywhere,
  withoutSettings
} from "./chunk-QWDJAIRH.js";
import {
  MissingOptionError,
  OptionError
} from "./chunk-4RN3ST6Y.js";
import {
  OPTIONS,
  OptionProblem,
  oneOf,
  optionRows,
  yesNo
} from "./chunk-LNBHCWZY.js";
import {
  UserError
} from "./chunk-DZ5A7VSD.js";

// src/render/step-summary.ts
function failureSummary(message, what = "") {
  return `### \u274C observe-annotations${what ? `: ${what}` : ""}

${message}
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
  const who = foreign.map((f) => `${f.author} (comment ${f.commentId})`).join(", ");
  const one = foreign.length === 1;
  return `> [!CAUTION]
> ${one ? "A comment" : `${foreign.length} comments`} on pull request #${pullRequest} by ${escapeMarkdown(who)} ${one ? "starts" : "start"} with this Action's marker but ${one ? "was" : "were"} not written by the Action: ${one ? "it is" : "they are"} ignored, never updated, and no review of the plan.

`;
}
function foreignMarkerLine(pullRequest, foreign) {
  const who = foreign.map((f) => `${f.author} (comment ${f.commentId})`).join(", ");
  return `Ignored ${foreign.length} comment${foreign.length === 1 ? "" : "s"} on pull request #${pullRequest} that carry this Action's marker but were not written by the Action: ${who}.`;
}
function maxDeletesWarning(deletes, max) {
  return `This plan deletes ${deletes} annotations, more than max-deletes allows (${max}): applying it after the merge will be refused and write nothing. Check keyPrefix and the files, or raise the max-deletes input of the apply workflow.`;
}

// src/action/github-error.ts
var GitHubError = class extends Error {
  constructor(message, facts) {
    super(message);
    this.facts = facts;
  }
  facts;
  name = "GitHubError";
  /** A failure a person can act on: never reported as a bug, wherever it is caught. */
  exitCode = 1;
};
var PLAN_COMMENT = "post the plan comment on the pull request";
function describeGitHubFailure(error, what = PLAN_COMMENT) {
  return `${githubFailureSentence(error, what)}.`;
}
function githubFailureSentence(error, what = PLAN_COMMENT) {
  if (!(error instanceof GitHubError)) {
    const message = error instanceof Error ? error.message : String(error);
    return `could not ${what}: ${escapeText(message)}`;
  }
  const { status, origin, rateLimited, unreached } = error.facts;
  if (unreached) {
    return `could not ${what}: could not reach ${origin ?? "the GitHub API"} (${error.message}). Check GITHUB_API_URL and the runner's network`;
  }
  if (rateLimited) {
    return `could not ${what}: GitHub rate limited the requests (HTTP ${status}): ${error.message}. Re-run the job once the limit has passed`;
  }
  const permission = "Give the workflow 'permissions: pull-requests: write' (a pull request from a fork gets a read-only token)";
  const hint = status === 403 || status === 404 ? what === PLAN_COMMENT ? `. ${permission}, or set 'comment: false'` : `. ${permission}` : "";
  const code2 = status === void 0 ? "" : ` (HTTP ${status})`;
  return `could not ${what}${code2}: ${error.message}${hint}`;
}

// src/action/step-context.ts
import { statSync } from "node:fs";
import { resolve } from "node:path";

// src/render/plan-comment.ts
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
  if (plan?.timeline) head.push("", ...timelineSection(plan.timeline, diagram, input.runUrl));
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
  const short = code(commit.sha.slice(0, 7));
  const linked = commit.url ? `[${short}](${commit.url})` : short;
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
function orphanNote(plan, list) {
  const n = plan.orphans.length;
  const head = `${n} ${n === 1 ? "annotation" : "annotations"} on the server under the key prefix ${n === 1 ? "has" : "have"} no file (orphans; deleted only with \`prune: true\`)`;
  if (!list) return `${head}.`;
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
  for (const [file, list] of changesByFile(changes)) {
    out.push("", `<details><summary>${code(file)}: ${fileCounts(list)}</summary>`, "");
    for (const change of list) out.push(...changeBlock(change, level, base));
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

// src/action/comment-marker.ts
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

// src/action/comment-target.ts
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
    label: targetLabel({ baseUrl, keyPrefix, paths, name })
  };
}

// src/action/event.ts
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

// src/action/decide.ts
var ACTION_COMMANDS = ["auto", "validate", "plan", "apply"];
function decide({ command, event, hasKey, commentInput }) {
  const mode = command === "auto" ? autoMode(event.name) : command;
  const failOnDrift = command === "auto" && (event.name === "schedule" || event.name === "workflow_dispatch");
  const onPullRequest = event.pullRequest !== void 0;
  if (command === "auto") {
    const skip = event.name === "push" ? notApplied(event) : unhandled(event.name);
    if (skip !== void 0)
      return { mode: "validate", failOnDrift: false, comment: false, nothingToDo: skip };
  }
  if (mode === "validate") return { mode, failOnDrift: false, comment: false };
  if (hasKey) return { mode, failOnDrift, comment: commentInput && onPullRequest };
  const pr = event.pullRequest;
  if (pr !== void 0 && (pr.fromFork || event.byBot)) {
    const who = event.name === "pull_request_target" ? pr.fromFork ? "This pull request comes from a fork and the workflow passed no api-key to this step (under pull_request_target the repository's secrets are available; keeping the key from a fork's files is the safe choice)" : "This run was started by a bot and no api-key reached this step (the workflow passed none, or GitHub withheld the secret from the bot)" : pr.fromFork ? "This pull request comes from a fork, and GitHub gives workflows started by fork pull requests no secrets, so no api-key was available" : "This run was started by a bot, and GitHub gives bot-triggered workflows no Actions secrets, so no api-key was available";
    return {
      mode: "validate",
      failOnDrift: false,
      // A `pull_request` run from a fork gets a read-only token; `pull_request_target` may write.
      comment: commentInput && event.name === "pull_request_target",
      noPlanReason: `${who}. The annotation files were validated, but no plan was made: the server was not read. A maintainer can re-run the plan from a branch of this repository.`
    };
  }
  const what = mode === "apply" ? "apply" : "plan";
  throw new UserError(
    `no api-key: ${what} needs the Observe API key. Pass it with \`api-key: \${{ secrets.OBSERVE_API_KEY }}\` (and check that the secret exists in this repository).`
  );
}
function notApplied(event) {
  const push = event.push;
  const tail = "Under command: auto only a push of the default branch applies.";
  if (push === void 0 || push.ref === "")
    return `The push event names no ref, so nothing was applied. ${tail}`;
  if (push.deleted) return `This push deleted ${push.ref}, so nothing was applied. ${tail}`;
  if (!push.ref.startsWith("refs/heads/"))
    return `This push is of ${push.ref}, not of a branch, so nothing was applied. ${tail}`;
  const branch = push.ref.slice("refs/heads/".length);
  if (push.defaultBranch === void 0)
    return `The push event does not name the repository's default branch, so nothing was applied to be safe. ${tail}`;
  if (branch !== push.defaultBranch)
    return `This push is to the branch ${branch}, not to the default branch ${push.defaultBranch}, so nothing was applied. ${tail}`;
  return void 0;
}
var AUTO_EVENTS = [
  ...PULL_REQUEST_EVENTS,
  "push",
  "schedule",
  "workflow_dispatch",
  "merge_group",
  ""
];
function unhandled(eventName) {
  if (AUTO_EVENTS.includes(eventName)) return void 0;
  return `The Action does nothing on ${eventName} under command: auto: it plans on pull_request and pull_request_target (with the pull request's comment) and on merge_group, applies on a push to the default branch, and checks for drift on schedule and workflow_dispatch. Set command (validate, plan or apply) to run on ${eventName}.`;
}
function autoMode(eventName) {
  if (PULL_REQUEST_EVENTS.includes(eventName)) return "plan";
  if (eventName === "push") return "apply";
  return "plan";
}

// src/action/github-graphql.ts
var LAST_EDIT_QUERY = "query LastEdit($id: ID!) { node(id: $id) { __typename ... on IssueComment { lastEditedAt editor { __typename login } } } }";
var VIEWER_QUERY = "query Viewer { viewer { __typename login } }";
async function lastEditOf(request, nodeId) {
  const answer = await ask(request, { query: LAST_EDIT_QUERY, variables: { id: nodeId } });
  if (answer.refused !== void 0)
    throw new GitHubError(`GitHub's GraphQL API refused the query: ${answer.refused}`, {});
  const node = answer.data?.node;
  if (node?.__typename !== "IssueComment")
    throw new GitHubError("GitHub's GraphQL API did not answer with the comment", {});
  return { ...editorOf(node.editor), ...atOf(node.lastEditedAt) };
}
async function viewerOf(request) {
  let answer;
  try {
    answer = await ask(request, { query: VIEWER_QUERY });
  } catch (error) {
    if (error instanceof GitHubError && cannotSay(error)) return void 0;
    throw error;
  }
  if (answer.refused !== void 0) return void 0;
  const viewer = answer.data?.viewer;
  if (typeof viewer?.__typename !== "string" || typeof viewer.login !== "string")
    throw new GitHubError("GitHub's GraphQL API did not answer who the token is", {});
  return { type: viewer.__typename, login: viewer.login };
}
function cannotSay(error) {
  const { status, rateLimited } = error.facts;
  return status === 404 || status === 403 && !rateLimited;
}
async function ask(request, body) {
  const { data } = await request("POST", "", body, { read: true });
  const answer = data;
  if (Array.isArray(answer?.errors) && answer.errors.length > 0)
    return { refused: errorOf(answer.errors) };
  return { data: answer?.data ?? null };
}
function editorOf(value) {
  if (value === null || value === void 0) return {};
  const editor = value;
  if (typeof editor.__typename !== "string" || typeof editor.login !== "string")
    throw new GitHubError("GitHub's GraphQL API answered an editor without its type and login", {});
  return { editor: { type: editor.__typename, login: editor.login } };
}
function atOf(value) {
  if (value === null || value === void 0) return {};
  if (typeof value !== "string" || !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/.test(value))
    throw new GitHubError("GitHub's GraphQL API answered a last edit that is not a date", {});
  return { at: value };
}
function errorOf(errors) {
  const message = errors[0]?.message;
  if (typeof message !== "string" || message === "") return "no message";
  return message.length > 300 ? `${message.slice(0, 300)}\u2026` : message;
}

// src/action/github-retry.ts
var GITHUB_ATTEMPTS = 4;
var RATE_LIMIT_DEFAULT_WAIT_MS = 6e4;
function isRateLimited(status, headers, message) {
  if (status === 429) return true;
  if (status !== 403) return false;
  return headers.has("retry-after") || headers.get("x-ratelimit-remaining") === "0" || /rate limit/i.test(message);
}
function retryAfter(outcome, attempt, idempotent, nowMs) {
  const last = attempt >= GITHUB_ATTEMPTS;
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

// src/action/github-http.ts
var GITHUB_API_VERSION = "2022-11-28";
var ATTEMPT_TIMEOUT_MS = 3e4;
var MAX_ANSWER_BYTES = 40 * 1024 * 1024;
function githubHttp(options) {
  const origin = new URL(options.apiUrl).origin;
  return async (method, path, body, how) => {
    try {
      const read = method === "GET" || how?.read === true;
      return await withRetries(options, origin, method, underApi(options.apiUrl, path), body, read);
    } catch (error) {
      const { signal } = options.deadline;
      if (!signal.aborted || error instanceof GitHubError) throw error;
      const reason = signal.reason;
      throw new GitHubError(reason instanceof Error ? reason.message : "the run deadline passed", {
        origin
      });
    }
  };
}
async function withRetries(options, origin, method, url, body, read) {
  const sleep = options.sleep ?? deadlineSleep;
  const now = options.now ?? Date.now;
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(options, method, url, body);
    if ("data" in outcome) return outcome;
    const decision = retryAfter(outcome.seen, attempt, read, now());
    const failure = failureOf(outcome.seen, outcome.error, origin, decision.rateLimited);
    if (!decision.retry) throw failure;
    const { at } = options.deadline;
    if (at !== void 0 && now() + decision.waitMs >= at) {
      if (!decision.rateLimited) throw failure;
      throw new GitHubError(
        `${failure.message}; GitHub asked to wait ${Math.ceil(decision.waitMs / 1e3)} s, past the run's deadline`,
        failure.facts
      );
    }
    await sleep(decision.waitMs, options.deadline.signal);
  }
}
async function attemptOnce(options, method, url, body) {
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
    if (response.ok) return { status: response.status, headers: response.headers, data };
    const message = messageOf(data, response.status);
    return {
      seen: { kind: "answer", status: response.status, headers: response.headers, message }
    };
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
        throw new GitHubError(
          `GitHub's answer passed ${MAX_ANSWER_BYTES / 1024 / 1024} MiB and was not read further`,
          { origin: new URL(response.url).origin, status: response.status }
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
  const message = data?.message;
  if (typeof message !== "string" || message === "") return `GitHub answered ${status}`;
  if (message.length > 300) return `${message.slice(0, 300)}\u2026`;
  return message.endsWith(".") ? message.slice(0, -1) : message;
}
function failureOf(seen, error, origin, rateLimited) {
  if (seen.kind === "answer")
    return new GitHubError(seen.message, { status: seen.status, origin, rateLimited });
  const why = seen.kind === "attempt-timeout" ? `no answer within ${ATTEMPT_TIMEOUT_MS / 1e3} s` : causeOf(error);
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
    throw new GitHubError(`GitHub sent a link outside its API (${url.origin}): not followed`, {
      origin: base.origin
    });
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

// src/action/github-client.ts
var MAX_COMMENT_PAGES = 30;
var PER_PAGE = 100;
function githubApi(options) {
  const request = githubHttp(options);
  const graphqlUrl = options.graphqlUrl ?? graphqlUrlOf(options.apiUrl);
  const graphql = githubHttp({ ...options, apiUrl: graphqlUrl });
  const repoPath = (owner, repo) => `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  return {
    listComments: (issue) => listComments(
      request,
      `${repoPath(issue.owner, issue.repo)}/issues/${issue.issueNumber}/comments?per_page=${PER_PAGE}`,
      issue
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
        throw new GitHubError("GitHub answered the new check run without its id", {});
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
async function listComments(request, first, issue) {
  const comments = [];
  let next = first;
  for (let page = 0; next !== void 0; page++) {
    if (page === MAX_COMMENT_PAGES) {
      throw new GitHubError(
        `pull request #${issue.issueNumber} has more than ${MAX_COMMENT_PAGES * PER_PAGE} comments; the Action reads no more`,
        {}
      );
    }
    const { data, headers } = await request("GET", next);
    for (const item of Array.isArray(data) ? data : []) {
      const comment = commentOf(item);
      if (comment !== void 0) comments.push(comment);
    }
    next = nextLink(headers.get("link"));
  }
  return comments;
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

// src/action/inputs.ts
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
      throw new UserError(`input comment must be true, false or on-change, not '${raw}'`);
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
    if (error instanceof OptionProblem) throw new UserError(`input ${name} ${error.message}`);
    throw error;
  }
}

// src/action/step-context.ts
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
  const notes = setsAnywhere(place.config, "maxDeletes") ? [
    `maxDeletes in ${place.config.file} is not used by the Action (a pull request could raise it): set the max-deletes input of the workflow.`
  ] : [];
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
      `input working-directory: '${inputs.workingDirectory}' is no folder of the workspace (${workspace}). Check the path, and that actions/checkout ran before this step.`
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

// src/action/step-io.ts
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

// src/action/action-identity.ts
var WORKFLOW_BOT_LOGIN = "github-actions[bot]";
var WORKFLOW_APP_SLUG = "github-actions";
async function askIdentity(api) {
  const viewer = await api.viewer();
  if (viewer !== void 0) return identityOf(viewer);
  const login = await api.tokenLogin();
  return login === void 0 ? { kind: "workflow" } : { kind: "user", login };
}
function identityOf(viewer) {
  const named = /^([A-Za-z0-9][A-Za-z0-9-]*)(\[bot\])?$/.exec(viewer.login);
  const known = viewer.type === "User" || viewer.type === "Bot";
  if (named === null || !known)
    throw new GitHubError("GitHub's GraphQL API named the token as no account it has", {});
  const name = named[1];
  if (named[2] === void 0 && viewer.type === "User") return { kind: "user", login: name };
  return name === WORKFLOW_APP_SLUG ? { kind: "workflow" } : { kind: "app", slug: name };
}
function writtenBy(comment, identity) {
  const user = comment.user;
  if (identity.kind === "user") return user?.login === identity.login;
  if (identity.kind === "app") {
    const via = comment.performed_via_github_app?.slug;
    return user?.type === "Bot" && user.login === `${identity.slug}[bot]` && (via === void 0 || via === identity.slug);
  }
  return user?.type === "Bot" && (user.login === WORKFLOW_BOT_LOGIN || comment.performed_via_github_app?.slug === WORKFLOW_APP_SLUG);
}
function isActionEditor(editor, identity) {
  if (identity.kind === "user") return editor.type === "User" && editor.login === identity.login;
  const slug = identity.kind === "app" ? identity.slug : WORKFLOW_APP_SLUG;
  return editor.type === "Bot" && editor.login === slug;
}
function authorOf(comment) {
  const login = comment.user?.login;
  return login && /^[A-Za-z0-9-]+(\[bot\])?$/.test(login) ? `@${login}` : "an unknown user";
}

// src/action/sticky-comment.ts
function commentsOfTarget(comments, target, identity) {
  const marked = comments.filter((c) => isOurComment(c.body, target));
  const ours = marked.find((c) => writtenBy(c, identity));
  return { ...ours ? { ours } : {}, foreign: marked.filter((c) => !writtenBy(c, identity)) };
}
async function readTargetComments(api, issue, target, identity) {
  return commentsOfTarget(await api.listComments(issue), target, identity);
}
async function upsertStickyComment(api, issue, found, body, { create = true } = {}) {
  if (found.ours !== void 0) {
    await api.updateComment(issue, found.ours.id, body);
    return { action: "updated", commentId: found.ours.id };
  }
  if (!create) return { action: "none" };
  const created = await api.createComment(issue, body);
  return { action: "created", commentId: created.id };
}

// src/action/annotation-tally.ts
var GITHUB_ANNOTATIONS_PER_STEP = 10;
var AnnotationTally = class {
  made = { error: 0, warning: 0, notice: 0 };
  /** `core`, counting the annotations made through it (setFailed is an error annotation too). */
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
    return Math.max(0, GITHUB_ANNOTATIONS_PER_STEP - this.made[kind] - reserve);
  }
};

export {
  failureSummary,
  nothingToDoSummary,
  validSummary,
  warningBlocks,
  alreadyAppliedSummary,
  nothingToApplySummary,
  foreignMarkerNote,
  foreignMarkerLine,
  maxDeletesWarning,
  GITHUB_ANNOTATIONS_PER_STEP,
  AnnotationTally,
  GitHubError,
  describeGitHubFailure,
  githubFailureSentence,
  askIdentity,
  isActionEditor,
  authorOf,
  githubApi,
  commentMarker,
  readMarker,
  commentsOfTarget,
  readTargetComments,
  upsertStickyComment,
  COMMENT_BUDGET,
  withoutTimeline,
  buildComment,
  buildCommentAt,
  keysAboveTheFold,
  readStart,
  resolveStep,
  optionsOf,
  requireBaseUrl,
  runContextOf,
  planFilePath,
  warn
};
