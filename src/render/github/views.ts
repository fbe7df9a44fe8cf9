// The Action's texts, as the CLI's views are (../views.ts): one interface per subject (the pull
// request's comment in each of its states, the job summary, the step's messages and log, the
// check run's output, the line notes, a failed GitHub request, the step's refusals, the merge
// review's reasons, the inputs' descriptions), one Markdown implementation of each, reached
// through GITHUB_VIEWS. The Action says what happened, with its values; what it reads like is
// decided here. Pure.
import type { ApplyResult } from '../../model/apply.js';
import type { Diagnostic, OmittedDiagnostics } from '../../model/diagnostic.js';
import type { Plan } from '../../model/plan.js';
import { renderApplyMarkdown } from '../apply-markdown.js';
import { renderApplyText } from '../apply-text.js';
import { countsLine, headline } from '../apply-words.js';
import { renderPlanMarkdown } from '../plan-markdown.js';
import { summaryText } from '../plan-summary.js';
import { renderPlanText } from '../plan-text.js';
import type { ShownPlan } from '../views.js';
import { applyCheckReport, type ApplyOutcome } from './apply-check.js';
import { checkReportOf, withLeftOut, type CheckReport } from './check-report.js';
import {
  afterMergeComment,
  appliedMarkdown,
  freshPlanMarkdown,
  noReviewMarkdown,
  refusalMarkdown,
  REVIEWED_HEADING,
  reviewedPartOf,
  type AppliedFacts,
  type PlanDifference,
} from './merge-comment.js';
import {
  buildComment,
  buildCommentAt,
  targetLabel,
  withoutTimeline,
  type CommentInput,
  type CommentOutcome,
} from './plan-comment.js';
import {
  applyFailureMessage,
  baseMissingWarning,
  checkRunLine,
  commentAfterMergeLine,
  commentLeftLine,
  commentPostedLine,
  driftMessage,
  howToGetTheCheck,
  invalidMessage,
  notAppliedMessage,
  startedLine,
  unreviewedWarning,
  validationCounts,
} from './step-messages.js';
import {
  alreadyAppliedSummary,
  failureSummary,
  foreignMarkerLine,
  foreignMarkerNote,
  maxDeletesWarning,
  nothingToApplySummary,
  nothingToDoSummary,
  validSummary,
  warningBlocks,
  type ForeignMarker,
} from './step-summary.js';
import { fitSummary } from './summary-fit.js';
import { fmtOutcome, fmtSummary, notCanonicalNote } from './fmt-summary.js';
import type { FmtReport } from '../../model/fmt.js';
import {
  checkRunCut,
  checkRunNotCreated,
  githubFailureSentence,
  githubProblem,
  type GitHubAttempt,
  type GitHubProblem,
} from './github-failure.js';
import {
  eventUnhandled,
  maxDeletesInConfig,
  noApiKey,
  noKeyForPullRequest,
  optionMissing,
  pushSkipped,
  reviewLookupFailed,
  workingDirectoryMissing,
  type AutoJobs,
  type PushSkip,
} from './step-refusals.js';
import { reviewReasons, type DifferenceCounts, type RefusalFacts } from './review-reasons.js';
import { applyItemNote, changeNote, moreLineNotes, type LineNoteText } from './line-note-texts.js';
import type { ApplyItemResult } from '../../model/apply.js';
import type { Change } from '../../model/plan.js';

export type {
  AppliedFacts,
  CheckReport,
  CommentInput,
  CommentOutcome,
  ForeignMarker,
  GitHubProblem,
  PushSkip,
  ShownPlan,
};

/** What a merge's comment now shows: its result, or why nothing was written. */
export type MergeShown = 'result' | 'refusal';

/** The step's log groups: the plan, and an apply's result. */
export type LogGroup = 'plan' | 'apply';

/** Why a merge wrote nothing: no reviewed plan, or a fresh plan that is not the reviewed one. */
export type MergeRefusal =
  { kind: 'no-review'; why: string; commit?: string } | ({ kind: 'differs' } & PlanDifference);

/** The Action's comment on a pull request, in each of its states. */
export interface CommentView {
  /** A run's outcome (a plan, invalid files, no plan, a failed plan): the most detailed that fits. */
  outcome(input: CommentInput): string;
  /** The same text at full detail for a job summary: no marker, no pointer to the summary. */
  outcomeInSummary(input: CommentInput): string;
  /** After a merge that applied: the result, then the plan as it was reviewed. */
  applied(marker: string, result: ApplyResult, facts: AppliedFacts, reviewed: string): string;
  /** After a merge that wrote nothing: why, the fresh plan's keys, then the reviewed plan. */
  refused(marker: string, refusal: MergeRefusal, plan: Plan, reviewed: string): string;
  /** The plan part of a comment as shown (after a merge: below its result); undefined if gone. */
  reviewedPart(body: string, afterMerge: boolean): string | undefined;
  /** A plan part without its timeline: what a merge compares. */
  withoutTimeline(text: string): string;
  /** The "Target:" line: the target's name, base URL (never the key), key prefix and paths. */
  targetLabel(target: {
    baseUrl?: string | undefined;
    keyPrefix?: string | undefined;
    paths: readonly string[];
    name?: string | undefined;
  }): string;
}

/** The step's job summary; `note` is what foreignMarkers() says ('' when nothing). */
export interface SummaryView {
  /**
   * A step that failed before it had anything else to show; `message` is escaped already.
   * `during`: the plan failed, or the apply did not start.
   */
  failure(message: string, during?: 'plan' | 'apply'): string;
  nothingToDo(reason: string): string;
  /** `command: validate` on valid files. */
  valid(warnings: number): string;
  plan(shown: ShownPlan, warnings: readonly string[], note: string): string;
  applied(shown: ShownPlan, result: ApplyResult, note: string): string;
  refused(refusal: MergeRefusal, shown: ShownPlan, note: string): string;
  alreadyApplied(commit: string | undefined, pullRequest: number, note: string): string;
  nothingToApply(commit: string | undefined, note: string): string;
  /** Others' comments that carry the Action's marker. */
  foreignMarkers(pullRequest: number, foreign: readonly ForeignMarker[]): string;
  /** `command: fmt`: the files not canonical, the diff `fmt` would apply, the files it could not read. */
  fmt(report: FmtReport, fromRoot: (file: string) => string): string;
  /** The summary within its limit, cut at a line with a note when longer. */
  fit(markdown: string): string;
}

/** The step's one-line messages (notices, warnings, failures) and its log. */
export interface MessageView {
  /** The log's first line: the version, the mode and the event ('' for a local run). */
  started(version: string, mode: string, eventName: string): string;
  /** The plan cannot tell the change from drift: its base commit `sha` is not checked out. */
  baseMissing(onPullRequest: boolean, sha: string, why: string): string;
  validationCounts(diagnostics: readonly Diagnostic[], omitted?: OmittedDiagnostics): string;
  /** `planned`: the files were valid and the plan itself has errors. */
  invalid(
    diagnostics: readonly Diagnostic[],
    planned?: boolean,
    omitted?: OmittedDiagnostics,
  ): string;
  drift(plan: Plan): string;
  /** A pull request that cannot be planned: `reason` says why. */
  noPlan(reason: string): string;
  /** The plan's counts, or its errors. */
  planCounts(plan: Plan): string;
  nothingToApply(plan: Plan): string;
  alreadyApplied(plan: Plan): string;
  notApplied(plan: Plan): string;
  /** Why a merge was not applied, for the step's failure; `refusal` is one sentence. */
  notAppliedFailure(refusal: string, noReview: boolean): string;
  unreviewed(refusal: string): string;
  maxDeletes(deletes: number, max: number): string;
  foreignMarkers(pullRequest: number, foreign: readonly ForeignMarker[]): string;
  applied(result: ApplyResult): string;
  /** Why an apply fails the step (`notDone` changes missed their target); undefined if none. */
  applyFailure(result: ApplyResult, notDone: number): string | undefined;
  commentPosted(pullRequest: number, action: 'created' | 'updated' | 'none'): string;
  /** Why a plan run leaves the comment as it is: a closed pull request, or a merge's record. */
  commentLeft(pullRequest: number, why: 'closed' | 'merged'): string;
  /** After a merge: the comment shows `what` now, or (undefined) is left as another edited it. */
  commentAfterMerge(pullRequest: number, what: MergeShown | undefined): string;
  /** The token may not write checks: how to get the check run `name`. */
  howToGetTheCheck(name: string): string;
  checkRun(name: string, notes: number): string;
  /** The plan, and an apply's result, as the step's log shows them. */
  planLog(shown: ShownPlan): string;
  applyLog(result: ApplyResult): string;
  /** The title of a log group. */
  logGroupTitle(group: LogGroup): string;
  /** The last line of a log group cut after its first lines: `more` lines were left out. */
  moreLogLines(more: number): string;
  /** The job summary could not be written: `reason` (redacted already) says why. */
  summaryNotWritten(reason: string): string;
  /** `command: fmt`: the notice when all are canonical, else the step's failure. */
  fmtOutcome(files: number, pending: number, broken: number): string;
}

/** What the check run says: its conclusion, title, summary and findings. */
export interface CheckView {
  /** The check's name: `observe-annotations plan`, with the label (or the named target). */
  name(mode: 'validate' | 'plan', label: string): string;
  /** A run's outcome; `summary` is the comment's text without its marker. */
  outcome(outcome: CommentOutcome, summary: string, failOnDrift: boolean): CheckReport;
  /** Valid files, `summary` the job summary's text. */
  valid(report: CheckReport, summary: string): CheckReport;
  /** The summary within the check's limit, saying how many line notes were not sent. */
  summary(summary: string, leftOut: number): string;
  /** A push's apply, for `plan` (undefined when none was made); `summary` is the job summary. */
  apply(outcome: ApplyOutcome, plan: Plan | undefined, summary: string): CheckReport;
}

/** The words of the line notes on the diff (the check run's and the step's own). */
export interface LineNoteView {
  /** A change an apply did not make. */
  applyFailure(result: ApplyItemResult): LineNoteText;
  /** A change the plan makes on the server (no delete: its file is gone). */
  change(change: Exclude<Change, { action: 'delete' }>): LineNoteText;
  /** Appended to the last note shown of a kind that has `more` (of `total`) not shown. */
  more(more: number, total: number, kind: 'error' | 'warning' | 'failure'): string;
  /** `command: fmt`: the note on the first line of a file not canonical. */
  notCanonical(path: string): string;
}

/** A GitHub request that failed, as the step says it. */
export interface GitHubFailureView {
  /** "could not WHAT: what happened. What to do." */
  failure(error: unknown, attempt?: GitHubAttempt): string;
  /** The same without its full stop (to be followed by more of a sentence). */
  sentence(error: unknown, attempt?: GitHubAttempt): string;
  /** The check run could not be made; the findings are the step's line notes. */
  checkRunNotCreated(error: unknown): string;
  /** The check run's later line notes could not be sent: `sent` of `total` were. */
  checkRunCut(error: unknown, sent: number, total: number): string;
  /** The review could not be looked up (`why`, a sentence() of it) and nothing is applied. */
  reviewLookupFailed(why: string): string;
  /** What the client saw go wrong: a GitHubError's message, or a part of one. */
  problem(problem: GitHubProblem): string;
}

/** The Action's inputs as action.yml describes them. */
export interface InputView {
  /**
   * An input's description, then what an empty input means: the config file's key `config`,
   * else the built-in `fallback` (nothing said when undefined).
   */
  description(own: string, fallback: unknown, config?: string): string;
}

/**
 * Why a merge may not apply the plan it made (the merge gate's reasons, each one clause), and
 * the names and sentences around them. `pr` is a pull request's number.
 */
export interface ReviewView {
  /** The comment shows no plan: its last plan run failed or found invalid files. */
  noPlanShown(pr: number): string;
  /** The comment no longer holds the plan part. */
  planGone(pr: number): string;
  /** GitHub did not say who last edited the comment (`why`). */
  editorUnknown(why: string): string;
  /** Someone else (`who`, as editor() or the other names say) edited the comment, at `at`. */
  editedByOther(who: string, at: string | undefined): string;
  /** The marker records no head commit. */
  headUnrecorded(pr: number): string;
  /** GitHub did not say the pull request's head. */
  headUnknown(pr: number): string;
  /** The plan was made for `reviewed`, the final head is `head`. */
  headMoved(reviewed: string, pr: number, head: string): string;
  /** The plan hashes differ; the counts when the marker kept the changes. */
  planDiffers(counts: DifferenceCounts | undefined): string;
  /** The marker does not record how the plan was shown. */
  shownUnrecorded(): string;
  /** Another version (`version`, this one `current`) showed the plan. */
  shownByVersion(pr: number, version: string, current: string): string;
  /** The shown plan is not the text the Action shows for the fresh plan. */
  shownDiffers(pr: number): string;
  /** The reviewed plan's base commit `base` is not in the checkout (`why`). */
  baseNotShowable(base: string | undefined, why: string): string;
  /** A re-run: the marker did not keep the reviewed changes. */
  changesNotKept(): string;
  /** A re-run: `outside` of the `left` changes left were not reviewed as they are. */
  unreviewedLeft(outside: number, left: number): string;
  /** A re-run's reason (`why`, one of the two above). */
  rerun(why: string): string;
  /** The refusal in one sentence, without its full stop. */
  refusal(refusal: RefusalFacts): string;
  /** The step's log line when the fresh plan is the reviewed one. */
  reviewed(pr: number): string;
  /** Why GitHub was not asked who last edited the comment, or could not be. */
  noNodeId(): string;
  notAsked(): string;
  /** The names of a last editor: none in the history, gone, not a login, a login. */
  editWithoutHistory(): string;
  unnamedAccount(): string;
  unknownAccount(): string;
  editor(login: string, bot: boolean): string;
  /** A comment's author whose login GitHub would not give as a login. */
  unknownAuthor(): string;
  /** No comment of the Action's on the pull request; `foreign` others carry its marker. */
  noComment(pr: number, foreign: number): string;
  /** No pull request to look up: the run names no commit, or `commit` merged none. */
  noCommit(): string;
  noMerge(commit: string): string;
}

/** Why the step will not run as asked, or has no job: its refusals and skips. */
export interface FailureView {
  /** The comment input is none of true, false, on-change. */
  commentInput(raw: string): string;
  /** An input of the Action's own refused by its parser (`problem`: the parser's words). */
  input(name: string, problem: string): string;
  /** How an option is named in a message: by its input. */
  optionGiven(input: string): string;
  /** An option missing: what to set (its input, its key in the config file). */
  optionMissing(key: string, input?: string, config?: string): string;
  /** A plan or an apply without a key, where nothing excuses it. */
  noApiKey(mode: 'plan' | 'apply'): string;
  /** A pull request from a fork or a bot without a key: validated only. */
  noKeyForPullRequest(fromFork: boolean, pullRequestTarget: boolean): string;
  /** A push `auto` applies nothing on. */
  pushSkipped(skip: PushSkip): string;
  /** An event `auto` has no job on; `jobs` are the events it has one on. */
  eventUnhandled(eventName: string, jobs: AutoJobs): string;
  /** The working-directory input names no folder of the workspace. */
  workingDirectoryMissing(given: string, workspace: string): string;
  /** The config file sets maxDeletes, which only the workflow may. */
  maxDeletesInConfig(file: string): string;
}

const commentMarkdown: CommentView = {
  outcome: (input) => buildComment(input).body,
  outcomeInSummary: (input) =>
    buildCommentAt({ ...input, inSummary: true }, 'full', Number.MAX_SAFE_INTEGER),
  applied: (marker, result, facts, reviewed) =>
    afterMergeComment(marker, appliedMarkdown(result, facts), reviewed),
  refused: (marker, refusal, plan, reviewed) =>
    afterMergeComment(
      marker,
      `${refusalHead(refusal)}\n${freshPlanMarkdown(plan)}\n${REVIEWED_HEADING}\n`,
      reviewed,
    ),
  reviewedPart: reviewedPartOf,
  withoutTimeline,
  targetLabel,
};

const summaryMarkdown: SummaryView = {
  failure: (message, during) =>
    failureSummary(
      message,
      during === undefined ? '' : during === 'plan' ? 'the plan failed' : 'the apply did not start',
    ),
  nothingToDo: nothingToDoSummary,
  valid: validSummary,
  plan: ({ plan, timeline }, warnings, note) =>
    warningBlocks(warnings) + note + renderPlanMarkdown(plan, { timeline }),
  applied: ({ plan, timeline }, result, note) =>
    `${renderPlanMarkdown(plan, { timeline })}\n${renderApplyMarkdown(result)}${note && `\n${note}`}`,
  refused: (refusal, { plan, timeline }, note) =>
    `${refusalHead(refusal)}\n${renderPlanMarkdown(plan, { hash: false, timeline })}${note && `\n${note}`}`,
  alreadyApplied: (commit, pullRequest, note) => alreadyAppliedSummary(commit, pullRequest) + note,
  nothingToApply: (commit, note) => nothingToApplySummary(commit) + note,
  foreignMarkers: foreignMarkerNote,
  fmt: fmtSummary,
  fit: (markdown) => fitSummary(markdown, undefined, 'Run the plan locally to see all of it.'),
};

const messagesMarkdown: MessageView = {
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
  commentAfterMerge: (pullRequest, what) =>
    commentAfterMergeLine(pullRequest, what && (what === 'result' ? 'the result' : 'the refusal')),
  howToGetTheCheck,
  checkRun: checkRunLine,
  planLog: ({ plan, timeline }) =>
    renderPlanText(plan, { colour: false, inAutomation: true, timeline }),
  applyLog: (result) => renderApplyText(result, { colour: false }),
  fmtOutcome,
  logGroupTitle: (group) => (group === 'plan' ? 'The plan' : 'The apply'),
  moreLogLines: (more) => `… ${more} more lines: see the job summary`,
  summaryNotWritten: (reason) => `could not write the job summary: ${reason}`,
};

const checkMarkdown: CheckView = {
  name: (mode, label) => `observe-annotations ${mode}${label ? ` (${label})` : ''}`,
  outcome: checkReportOf,
  valid: (report, summary) => ({ ...report, title: 'The files are valid', summary }),
  summary: withLeftOut,
  apply: applyCheckReport,
};

const lineNotesMarkdown: LineNoteView = {
  applyFailure: applyItemNote,
  change: changeNote,
  more: moreLineNotes,
  notCanonical: notCanonicalNote,
};

const githubFailuresMarkdown: GitHubFailureView = {
  failure: (error, attempt) => `${githubFailureSentence(error, attempt)}.`,
  sentence: githubFailureSentence,
  checkRunNotCreated,
  checkRunCut,
  reviewLookupFailed,
  problem: githubProblem,
};

const failuresMarkdown: FailureView = {
  commentInput: (raw) => `input comment must be true, false or on-change, not '${raw}'`,
  input: (name, problem) => `input ${name} ${problem}`,
  optionGiven: (input) => `input ${input}`,
  optionMissing,
  noApiKey,
  noKeyForPullRequest,
  pushSkipped,
  eventUnhandled,
  workingDirectoryMissing,
  maxDeletesInConfig,
};

function inputDescription(own: string, fallback: unknown, config?: string): string {
  if (fallback === undefined) return own;
  const value = Array.isArray(fallback) ? fallback.join(', ') : fallback;
  const fromConfig = config ? `the config file's ${config}, else ` : '';
  return `${own} Empty: ${fromConfig}${typeof value === 'string' ? value : JSON.stringify(value)}.`;
}

/** The Action's views: one per subject, each in Markdown (GitHub's one format for them). */
export const GITHUB_VIEWS: {
  comment: CommentView;
  summary: SummaryView;
  messages: MessageView;
  check: CheckView;
  lineNotes: LineNoteView;
  githubFailures: GitHubFailureView;
  failures: FailureView;
  review: ReviewView;
  inputs: InputView;
} = {
  comment: commentMarkdown,
  summary: summaryMarkdown,
  messages: messagesMarkdown,
  check: checkMarkdown,
  lineNotes: lineNotesMarkdown,
  githubFailures: githubFailuresMarkdown,
  failures: failuresMarkdown,
  review: reviewReasons,
  inputs: { description: inputDescription },
};

function refusalHead(refusal: MergeRefusal): string {
  return refusal.kind === 'no-review'
    ? noReviewMarkdown(refusal.why, refusal.commit)
    : refusalMarkdown(refusal);
}
