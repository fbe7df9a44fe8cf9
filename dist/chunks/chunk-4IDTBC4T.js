import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapeData,
  escapeProperty
} from "./chunk-JREEBDFQ.js";
import {
  diagnosticBlock,
  errorCount,
  notApplicableNote,
  omittedLines,
  painter,
  printableDiff,
  renderApplyMarkdown,
  renderApplyText,
  renderDiagnosticsText,
  renderPlanMarkdown,
  renderPlanText,
  summaryLine
} from "./chunk-JN3C7Q5S.js";
import {
  code,
  escapeMarkdown
} from "./chunk-ILCIXNGT.js";
import {
  escapeJson,
  escapeText,
  neutraliseCommands
} from "./chunk-QVCCW6JO.js";

// src/render/apply-json.ts
function renderApplyJson(result) {
  const { created, updated, deleted, unchanged, failed, stale } = result.summary;
  const contract = {
    formatVersion: 1,
    summary: {
      created,
      updated,
      deleted,
      unchanged,
      failed,
      stale,
      // Only a write-only run counts its writes this way (it cannot tell creates from updates).
      ...result.summary.written === void 0 ? {} : { written: result.summary.written }
    },
    results: result.results.map((r) => ({
      externalKey: r.externalKey,
      action: r.action,
      status: r.status,
      id: r.id ?? null,
      attempts: r.attempts,
      error: r.error ?? null
    }))
  };
  return `${escapeJson(JSON.stringify(contract, null, 2))}
`;
}

// src/render/diagnostics-github.ts
function renderDiagnosticsGithub(report) {
  const lines = report.diagnostics.map(workflowCommand);
  lines.push(...omittedLines(report.omitted));
  lines.push(summaryLine(report));
  return `${lines.join("\n")}
`;
}
function workflowCommand(d) {
  const properties = [
    ["file", d.file === void 0 ? void 0 : escapeText(d.file)],
    ["line", d.line],
    ["col", d.column],
    ["endLine", d.endLine],
    ["endColumn", d.endColumn],
    ["title", d.code]
  ];
  const props = properties.filter(([, v]) => v !== void 0).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  const where = d.related && `${d.related.file}:${d.related.line}:${d.related.column}`;
  const related = where && !d.message.includes(where) ? ` (see ${where})` : "";
  return `::${d.severity} ${props}::${escapeData(escapeText(d.message + related))}`;
}

// src/render/diagnostics-json.ts
function renderDiagnosticsJson(report) {
  const body = {
    formatVersion: report.formatVersion,
    valid: report.valid,
    files: report.files,
    annotations: report.annotations,
    diagnostics: report.diagnostics.map(diagnosticJson),
    // Added in this release, only when some were not reported in full: their counts.
    ...report.omitted ? { omitted: report.omitted } : {}
  };
  return `${escapeJson(JSON.stringify(body, null, 2))}
`;
}
function diagnosticJson(d) {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    path: d.path,
    externalKey: d.externalKey
  };
}

// src/render/doctor-json.ts
function renderDoctorJson(report) {
  return `${escapeJson(JSON.stringify(report, null, 2))}
`;
}

// src/render/doctor-text.ts
var LABEL = {
  ok: "ok  ",
  fail: "FAIL",
  warn: "warn",
  info: "info",
  skipped: "skip"
};
function renderDoctorText(report, options) {
  const { red, green, yellow, bold, dim } = painter(options.colour);
  const paint = {
    ok: green,
    fail: red,
    warn: yellow,
    info: (s) => s,
    skipped: dim
  };
  const lines = [`Checking ${escapeText(report.target)} (read-only: nothing is written)`];
  for (const check of report.checks) {
    lines.push(`${paint[check.status](LABEL[check.status])}  ${escapeText(check.message)}`);
    if (check.next && (check.status === "fail" || check.status === "warn"))
      lines.push(`      \u2192 ${escapeText(check.next)}`);
  }
  const failed = report.checks.find((check) => check.status === "fail");
  lines.push(
    "",
    failed ? bold(`Not ready for plan: ${escapeText(failed.next ?? failed.message)}.`) : bold("Ready: plan can read this server.")
  );
  return neutraliseCommands(`${lines.join("\n")}
`);
}

// src/render/fmt-views.ts
function renderFmtText(report, options) {
  const diffs = report.mode === "diff" ? report.files.filter(diffed).map((f) => ({ path: f.path, ...printableDiff(f.path, f.before, f.after) })) : [];
  return { output: outputOf(report, diffs), problems: problemsOf(report, diffs, options) };
}
function outputOf(report, diffs) {
  if (report.mode === "diff") return diffs.map((d) => d.text).join("");
  return report.files.filter((f) => f.changed && f.errors.length === 0).map((f) => `${escapeText(f.path)}
`).join("");
}
function diffed(f) {
  return f.changed && f.before !== void 0 && f.after !== void 0;
}
function problemsOf(report, diffs, options) {
  const paint = painter(options.colour);
  const blocks = report.files.flatMap(
    (f) => f.errors.map((d) => diagnosticBlock(d, paint, options.excerpt))
  );
  const pending = report.files.filter((f) => f.changed && f.errors.length === 0).length;
  for (const d of diffs) if (d.escaped) blocks.push(notApplicableNote(escapeText(d.path)));
  if (report.mode === "check" && pending > 0)
    blocks.push(
      `${pending} of ${report.files.length} ${report.files.length === 1 ? "file is" : "files are"} not in canonical form: run observe-annotations fmt to format ${pending === 1 ? "it" : "them"}`
    );
  return blocks.length === 0 ? "" : neutraliseCommands(`${blocks.join("\n\n")}
`);
}
function renderFmtJson(report) {
  const body = { formatVersion: 1, files: report.files.map(contractOf) };
  return `${escapeJson(JSON.stringify(body, null, 2))}
`;
}
function contractOf(file) {
  return {
    path: file.path,
    changed: file.changed,
    errors: file.errors.map(diagnosticJson)
  };
}

// src/render/import-text.ts
function renderImportText(report) {
  const scope = report.prefix === void 0 ? "" : ` under "${escapeText(report.prefix)}"`;
  const lines = [`${report.found} keyed annotation(s) on the server${scope}.`];
  for (const file of report.written) lines.push(`  + ${escapeText(file)}`);
  for (const why of report.held) lines.push(`  = ${escapeText(why)}`);
  for (const why of report.skipped) lines.push(`  ! ${escapeText(why)}`);
  if (report.schemaCopy !== void 0)
    lines.push(
      `  + ${escapeText(report.schemaCopy)} (the schema the files name for editors: no installed package to point at)`
    );
  const held = report.held.length > 0 ? `; ${report.held.length} already in files` : "";
  const skipped = report.skipped.length > 0 ? `; skipped ${report.skipped.length} (!)` : "";
  lines.push(
    report.written.length === 0 ? `Wrote no file${held}${skipped}: ${escapeText(report.outDir)}/ is as it was.` : `Wrote ${report.written.length} file(s) into ${escapeText(report.outDir)}/${held}${skipped}.`
  );
  return `${lines.join("\n")}
`;
}

// src/render/plan-json.ts
function renderPlanJson(plan, timeline) {
  const model = {
    formatVersion: plan.formatVersion,
    planHash: plan.planHash ?? null,
    summary: {
      create: plan.summary.create,
      update: plan.summary.update,
      delete: plan.summary.delete,
      unchanged: plan.summary.unchanged,
      orphaned: plan.summary.orphaned
    },
    changes: plan.changes.map(changeJson),
    orphans: plan.orphans,
    diagnostics: plan.diagnostics,
    // Added in this release, only when some were not reported in full: their counts.
    ...plan.omittedDiagnostics ? { omittedDiagnostics: plan.omittedDiagnostics } : {},
    // `plan --base REF` only: the commit compared with (each change then has its `cause`).
    ...plan.base ? { base: { ref: plan.base.ref, commit: plan.base.commit } } : {},
    // Added in this release, only when the plan changes dated annotations: the picture's rows.
    ...timeline ? { timeline } : {}
  };
  return `${escapeJson(JSON.stringify(model, null, 2))}
`;
}
function changeJson(change) {
  const { action, externalKey, fields, ...rest } = change;
  const located = change.action === "delete" ? { file: null, line: null } : { file: change.file, line: change.line };
  const id = change.action === "create" ? null : change.id;
  const extra = { ...rest };
  delete extra.id;
  delete extra.file;
  delete extra.line;
  delete extra.cause;
  const cause = change.cause === void 0 ? {} : { cause: change.cause };
  return { action, externalKey, id, ...located, fields, ...cause, ...extra };
}

// src/render/write-only-plan.ts
var INTRO = "Write-only: the server is not read, so there is no diff and nothing is pruned. Each annotation below is written whole (created, or replaced by what the file says):";
function countText(plan) {
  const n = plan.changes.length;
  return `Write-only: ${n} annotation${n === 1 ? "" : "s"} to write.`;
}
function renderWriteOnlyText(plan, options) {
  if (errorCount(plan) > 0) return renderPlanText(plan, { ...options, inAutomation: true });
  const paint = painter(options.colour);
  const blocks = [];
  if (plan.diagnostics.length > 0)
    blocks.push(
      plan.diagnostics.map((d) => diagnosticBlock(d, paint, options.excerpt)).join("\n\n")
    );
  if (plan.changes.length > 0) {
    const lines = plan.changes.flatMap(
      (c) => c.action === "delete" ? [] : [
        `  ${paint.yellow(">")} ${paint.bold(escapeText(c.externalKey))} ${paint.dim(`(${escapeText(c.file)}:${c.line})`)}`
      ]
    );
    blocks.push([INTRO, ...lines].join("\n"));
  }
  blocks.push(paint.bold(countText(plan)));
  return neutraliseCommands(`${blocks.join("\n\n")}
`);
}
function renderWriteOnlyMarkdown(plan) {
  if (errorCount(plan) > 0) return renderPlanMarkdown(plan);
  const lines = [`### observe-annotations apply --write-only`, "", `**${countText(plan)}**`, ""];
  for (const d of plan.diagnostics) {
    const place = d.file ? `${code(`${d.file}${d.line ? `:${d.line}` : ""}`)} ` : "";
    lines.push(`- ${place}**${d.severity}** ${code(d.code)}: ${escapeMarkdown(d.message)}`);
  }
  if (plan.diagnostics.length > 0) lines.push("");
  lines.push(escapeMarkdown(INTRO), "");
  for (const c of plan.changes)
    if (c.action !== "delete")
      lines.push(`- ${code(c.externalKey)} (${code(`${c.file}:${c.line}`)})`);
  return neutraliseCommands(`${lines.join("\n")}
`);
}

// src/render/views.ts
var planText = {
  plan: ({ plan, timeline, writeOnly, applyCommand }, env) => env.header + (writeOnly ? renderWriteOnlyText(plan, { colour: env.colour, ...excerptOf(env) }) : renderPlanText(plan, {
    colour: env.colour,
    inAutomation: env.inAutomation,
    timeline,
    ...excerptOf(env),
    ...applyCommand === void 0 ? {} : { applyCommand }
  }))
};
var planMarkdown = {
  plan: ({ plan, timeline, writeOnly }) => writeOnly ? renderWriteOnlyMarkdown(plan) : renderPlanMarkdown(plan, { timeline })
};
var planJson = { plan: ({ plan, timeline }) => renderPlanJson(plan, timeline) };
var VIEWS = {
  validate: {
    text: {
      diagnostics: (report, env) => env.header + renderDiagnosticsText(report, {
        excerpt: env.excerpt ?? (() => void 0),
        colour: env.colour
      })
    },
    json: { diagnostics: (report) => renderDiagnosticsJson(report) },
    github: { diagnostics: (report) => renderDiagnosticsGithub(report) }
  },
  plan: { text: planText, json: planJson, markdown: planMarkdown },
  apply: {
    // Questions and writes follow the plan: the text view suggests no next command.
    text: {
      showsPlan: true,
      plan: (shown, env) => planText.plan(shown, { ...env, inAutomation: true }),
      result: (result, env) => `
${renderApplyText(result, { colour: env.colour, ...env.stop ? { stop: env.stop } : {} })}`
    },
    // JSON shows the result alone: the plan only when nothing follows it (a dry run, errors).
    json: {
      showsPlan: false,
      plan: (shown, env) => !shown.saved && (shown.dryRun || errorCount(shown.plan) > 0) ? planJson.plan(shown, env) : "",
      result: (result) => renderApplyJson(result)
    },
    markdown: {
      showsPlan: true,
      plan: (shown, env) => planMarkdown.plan(shown, env),
      result: (result, env) => `
${renderApplyMarkdown(result, env.stop)}`
    }
  },
  doctor: {
    text: { report: (report, env) => renderDoctorText(report, { colour: env.colour }) },
    json: { report: (report) => renderDoctorJson(report) }
  },
  import: {
    text: { report: (report, env) => env.header + renderImportText(report) }
  },
  fmt: {
    text: {
      render: (report, env) => renderFmtText(report, { colour: env.colour, excerpt: env.excerpt ?? (() => void 0) })
    },
    // The errors are in the JSON: nothing else is printed.
    json: { render: (report) => ({ output: renderFmtJson(report), problems: "" }) }
  }
};
function viewOf(command, format) {
  const views = VIEWS[command];
  if (!Object.hasOwn(views, format)) throw new Error(`${command} has no ${format} view`);
  return views[format];
}
function excerptOf(env) {
  return env.excerpt ? { excerpt: env.excerpt } : {};
}

// src/cli/terminal.ts
import { relative, resolve } from "node:path";
function useColour(io) {
  return Boolean(io.stdout.isTTY) && !io.env.NO_COLOR && io.env.TERM !== "dumb";
}
function inAutomation(io) {
  return Boolean(io.env.CI) || Boolean(io.env.GITHUB_ACTIONS) || !io.stdout.isTTY;
}
function configLine(ctx, io) {
  const file = ctx.options.configFile;
  if (file === void 0) return "";
  const elsewhere = relative(resolve(io.cwd), resolve(ctx.cwd)) !== "";
  return `Config: ${file}${elsewhere ? " (file paths below are relative to its folder)" : ""}
`;
}
function viewEnv(ctx, io) {
  return { colour: useColour(io), inAutomation: inAutomation(io), header: configLine(ctx, io) };
}

export {
  viewOf,
  inAutomation,
  viewEnv
};
