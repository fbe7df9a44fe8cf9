// The views of the commands, as Terraform has them: one interface per subject (diagnostics,
// plan, apply, doctor, import), one implementation per format, chosen once from this registry
// by the format the run was given. Whatever differs between formats is decided here, never by
// the command. The formats themselves are named in model/formats.ts (the `--format` choices and
// usage strings); the registry's type makes it implement exactly those. Pure.
import type { ApplyResult } from '../model/apply.js';
import type { DoctorReport } from '../model/doctor.js';
import type { FmtReport } from '../model/fmt.js';
import type { FormatOf } from '../model/formats.js';
import type { ImportReport } from '../model/import.js';
import type { Plan } from '../model/plan.js';
import type { Timeline } from '../model/timeline.js';
import { renderApplyJson } from './apply-json.js';
import { renderApplyMarkdown } from './apply-markdown.js';
import type { StopSignal } from './apply-words.js';
import { renderApplyText } from './apply-text.js';
import { renderDiagnosticsGithub } from './diagnostics-github.js';
import { renderDiagnosticsJson } from './diagnostics-json.js';
import type { DiagnosticsReport } from './diagnostics-report.js';
import { renderDiagnosticsText, type ExcerptOf } from './diagnostics-text.js';
import { renderDoctorJson } from './doctor-json.js';
import { renderDoctorText } from './doctor-text.js';
import { renderFmtJson, renderFmtText, type FmtText } from './fmt-views.js';
import { renderImportText } from './import-text.js';
import { renderPlanJson } from './plan-json.js';
import { renderPlanMarkdown } from './plan-markdown.js';
import { errorCount } from './plan-summary.js';
import { renderPlanText } from './plan-text.js';
import { renderWriteOnlyMarkdown, renderWriteOnlyText } from './write-only-plan.js';

/** Where a view is shown, as the adapter knows it. */
export interface ViewEnv {
  colour: boolean;
  /** In CI: no suggestions of next commands. */
  inAutomation: boolean;
  /** A text view's first line (the config file the run used), '' when there is none. */
  header: string;
  /** Lines of the files around diagnostics, for code frames; absent: place and message only. */
  excerpt?: ExcerptOf;
  /** The signal that stopped the run, when one did: the summary says which. */
  stop?: StopSignal;
}

export interface DiagnosticsView {
  diagnostics(report: DiagnosticsReport, env: ViewEnv): string;
}

/** A plan as a command shows it. */
export interface ShownPlan {
  plan: Plan;
  /**
   * The dated annotations the plan changes, with the server's that overlap them: a picture
   * beside a fresh plan (no part of the plan, its hash or a saved plan). Absent when the plan
   * changes no dated annotation, and for a saved plan.
   */
  timeline?: Timeline | undefined;
  /** `apply --write-only`: no diff, only the annotations to write. */
  writeOnly?: boolean;
  /** The command that applies it, for the text view's closing hint. */
  applyCommand?: string;
}

export interface PlanView {
  plan(shown: ShownPlan, env: ViewEnv): string;
}

export interface ApplyView {
  /** Whether the plan is shown for review before the question (one cannot approve unseen). */
  readonly showsPlan: boolean;
  /**
   * The plan before the question or the writes ('' where the format shows none): `saved`, a
   * plan reviewed already (`--plan FILE`); `dryRun`, nothing follows it.
   */
  plan(shown: ShownPlan & { saved?: boolean; dryRun?: boolean }, env: ViewEnv): string;
  result(result: ApplyResult, env: ViewEnv): string;
}

export interface DoctorView {
  report(report: DoctorReport, env: ViewEnv): string;
}

export interface ImportView {
  report(report: ImportReport, env: ViewEnv): string;
}

/** `fmt`: what goes to stdout (paths, a diff, or JSON) and the problems for stderr. */
export interface FmtView {
  render(report: FmtReport, env: ViewEnv): FmtText;
}

const planText: PlanView = {
  plan: ({ plan, timeline, writeOnly, applyCommand }, env) =>
    env.header +
    (writeOnly
      ? renderWriteOnlyText(plan, { colour: env.colour, ...excerptOf(env) })
      : renderPlanText(plan, {
          colour: env.colour,
          inAutomation: env.inAutomation,
          timeline,
          ...excerptOf(env),
          ...(applyCommand === undefined ? {} : { applyCommand }),
        })),
};

const planMarkdown: PlanView = {
  plan: ({ plan, timeline, writeOnly }) =>
    writeOnly ? renderWriteOnlyMarkdown(plan) : renderPlanMarkdown(plan, { timeline }),
};

const planJson: PlanView = { plan: ({ plan, timeline }) => renderPlanJson(plan, timeline) };

/** The registry: each command's view in each of its formats. */
export const VIEWS: {
  validate: Record<FormatOf<'validate'>, DiagnosticsView>;
  plan: Record<FormatOf<'plan'>, PlanView>;
  apply: Record<FormatOf<'apply'>, ApplyView>;
  doctor: Record<FormatOf<'doctor'>, DoctorView>;
  import: Record<FormatOf<'import'>, ImportView>;
  fmt: Record<FormatOf<'fmt'>, FmtView>;
} = {
  validate: {
    text: {
      diagnostics: (report, env) =>
        env.header +
        renderDiagnosticsText(report, {
          excerpt: env.excerpt ?? (() => undefined),
          colour: env.colour,
        }),
    },
    json: { diagnostics: (report) => renderDiagnosticsJson(report) },
    github: { diagnostics: (report) => renderDiagnosticsGithub(report) },
  },
  plan: { text: planText, json: planJson, markdown: planMarkdown },
  apply: {
    // Questions and writes follow the plan: the text view suggests no next command.
    text: {
      showsPlan: true,
      plan: (shown, env) => planText.plan(shown, { ...env, inAutomation: true }),
      result: (result, env) =>
        `\n${renderApplyText(result, { colour: env.colour, ...(env.stop ? { stop: env.stop } : {}) })}`,
    },
    // JSON shows the result alone: the plan only when nothing follows it (a dry run, errors).
    json: {
      showsPlan: false,
      plan: (shown, env) =>
        !shown.saved && (shown.dryRun || errorCount(shown.plan) > 0)
          ? planJson.plan(shown, env)
          : '',
      result: (result) => renderApplyJson(result),
    },
    markdown: {
      showsPlan: true,
      plan: (shown, env) => planMarkdown.plan(shown, env),
      result: (result, env) => `\n${renderApplyMarkdown(result, env.stop)}`,
    },
  },
  doctor: {
    text: { report: (report, env) => renderDoctorText(report, { colour: env.colour }) },
    json: { report: (report) => renderDoctorJson(report) },
  },
  import: {
    text: { report: (report, env) => env.header + renderImportText(report) },
  },
  fmt: {
    text: {
      render: (report, env) =>
        renderFmtText(report, { colour: env.colour, excerpt: env.excerpt ?? (() => undefined) }),
    },
    // The errors are in the JSON: nothing else is printed.
    json: { render: (report) => ({ output: renderFmtJson(report), problems: '' }) },
  },
};

/** The view of `command` in `format`; a format the command does not have is a bug of the caller. */
export function viewOf<C extends keyof typeof VIEWS>(
  command: C,
  format: string,
): (typeof VIEWS)[C][keyof (typeof VIEWS)[C]] {
  const views = VIEWS[command];
  if (!Object.hasOwn(views, format)) throw new Error(`${command} has no ${format} view`);
  return views[format as keyof typeof views];
}

function excerptOf(env: ViewEnv): { excerpt?: ExcerptOf } {
  return env.excerpt ? { excerpt: env.excerpt } : {};
}
