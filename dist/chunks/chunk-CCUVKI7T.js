import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderPlanText,
  writeSavedPlanFile
} from "./chunk-PAIXE24L.js";
import {
  planRun
} from "./chunk-RF4FSG57.js";
import {
  errorCount,
  hasChanges,
  renderPlanMarkdown
} from "./chunk-E7KZBBXR.js";
import {
  code,
  escapeMarkdown
} from "./chunk-6GEFAHDE.js";
import {
  diagnosticBlock
} from "./chunk-JUR2MZ25.js";
import {
  excerptsOf
} from "./chunk-NJHIZTNB.js";
import {
  painter
} from "./chunk-KAF3LJBO.js";
import {
  configLine,
  inAutomation,
  useColour
} from "./chunk-NKKIJPHQ.js";
import {
  displayPath
} from "./chunk-J2TU7Q4N.js";
import {
  EXIT
} from "./chunk-KJJFQOXD.js";
import {
  escapeJson,
  escapeText,
  neutraliseCommands
} from "./chunk-3FFOSWA6.js";

// src/render/plan-json.ts
function renderPlanJson(plan) {
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
    ...plan.timeline ? { timeline: plan.timeline } : {}
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

// src/cli/plan-command.ts
async function runPlan({ ctx, io, positionals }) {
  const run = await planRun(ctx);
  try {
    const out = ctx.options.out;
    const saved = out === void 0 ? void 0 : await writeSavedPlanFile(ctx, run, out);
    io.stdout.write(renderPlan(ctx, io, run));
    if (out !== void 0) io.stderr.write(savedPlanNote(ctx, io, run, out, saved, positionals));
    if (errorCount(run.plan) > 0) return EXIT.error;
    if (ctx.options.detailedExitcode && hasChanges(run.plan)) return EXIT.changes;
    return EXIT.ok;
  } finally {
    await run.close();
  }
}
function savedPlanNote(ctx, io, run, out, saved, paths) {
  if (saved === void 0)
    return `The plan has errors: no saved plan was written to ${escapeText(out)}.
`;
  const shown = escapeText(displayPath(saved, io.cwd));
  const targetName = ctx.options.target;
  const target = `${targetName === void 0 ? "" : ` --target ${escapeText(targetName)}`}${run.connection?.embedded ? " --emulator" : ""}`;
  const named = paths.map((p) => ` ${shellWord(escapeText(p))}`).join("");
  return `Saved the plan to ${shown}. Review it, then apply exactly it (without asking again) with:
  observe-annotations apply --plan ${shown}${named}${target}
`;
}
function shellWord(word) {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
function renderPlan(ctx, io, run, { applying = false } = {}) {
  const format = ctx.options.format;
  if (format === "json") return renderPlanJson(run.plan);
  if (run.writeOnly) {
    return format === "markdown" ? renderWriteOnlyMarkdown(run.plan) : `${configLine(ctx, io)}${renderWriteOnlyText(run.plan, {
      colour: useColour(io),
      excerpt: excerptsOf(run.validation, run.plan.diagnostics)
    })}`;
  }
  if (format === "markdown") return renderPlanMarkdown(run.plan);
  return `${configLine(ctx, io)}${renderPlanText(run.plan, {
    colour: useColour(io),
    inAutomation: applying || inAutomation(io),
    excerpt: excerptsOf(run.validation, run.plan.diagnostics),
    ...run.connection?.embedded ? { applyCommand: "observe-annotations apply --emulator" } : {}
  })}`;
}

export {
  runPlan,
  renderPlan
};
