import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  errorCount,
  hasChanges,
  makePlan,
  renderPlanMarkdown,
  savedPlanOf,
  summaryText
} from "./chunk-NBECUVOO.js";
import {
  actionSign,
  changeLines,
  headerText
} from "./chunk-DDYX6LRI.js";
import {
  codeFrame
} from "./chunk-R6YCMY7U.js";
import {
  boolFlag,
  formatOf,
  inAutomation,
  useColour
} from "./chunk-NMIGANXT.js";
import {
  EXIT
} from "./chunk-JKR6KFR3.js";
import {
  UserError
} from "./chunk-25GGN4UR.js";

// src/cli/plan-command.ts
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";

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
    diagnostics: plan.diagnostics
  };
  return `${JSON.stringify(model, null, 2)}
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
  return { action, externalKey, id, ...located, fields, ...extra };
}

// src/render/colour.ts
function painter(enabled) {
  const sgr = (open, close) => enabled ? (s) => s === "" ? s : `\x1B[${open}m${s}\x1B[${close}m` : (s) => s;
  return {
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    bold: sgr(1, 22),
    dim: sgr(2, 22)
  };
}

// src/render/plan-text.ts
function renderPlanText(plan, options) {
  const paint = painter(options.colour);
  const blocks = [];
  if (plan.diagnostics.length > 0)
    blocks.push(plan.diagnostics.map((d) => diagnosticBlock(d, paint, options)).join("\n\n"));
  if (plan.changes.length > 0) {
    const legend = [
      `${paint.green("+")} create`,
      `${paint.yellow("~")} update`,
      `${paint.red("-")} delete`
    ].join(", ");
    blocks.push(`Changes to annotations (${legend}):`);
    for (const change of plan.changes) blocks.push(changeBlock(change, paint));
  }
  if (plan.orphans.length > 0) {
    const lines = plan.orphans.map(
      (o) => `  ${o.externalKey} (${o.id}) ${paint.dim(JSON.stringify(o.headline))}`
    );
    blocks.push(
      [
        `On the server under the keyPrefix but in no file (information; deleted only with --prune):`,
        ...lines
      ].join("\n")
    );
  }
  const summary = summaryText(plan);
  blocks.push(paint.bold(summary));
  if (!options.inAutomation && errorCount(plan) === 0 && plan.changes.length > 0) {
    blocks.push(
      `Run ${options.applyCommand ?? "observe-annotations apply"} to make these changes.`
    );
  }
  return `${blocks.join("\n\n")}
`;
}
function changeBlock(change, paint) {
  const sign = actionSign(change);
  const where = change.action === "delete" ? "in no file" : `${change.file}:${change.line}`;
  const head = [
    `  ${paint.dim(`# ${headerText(change)}`)} ${paint.dim(`(${where})`)}`,
    `  ${colourSign(sign, paint)} ${paint.bold(change.externalKey)}`
  ];
  return [...head, ...changeLines(change).map((line) => textLine(line, paint))].join("\n");
}
function textLine(line, paint) {
  const indent = "    ".repeat(line.depth);
  const body = line.quiet ? paint.dim(line.text) : line.text;
  return `  ${indent}${line.sign === " " ? " " : colourSign(line.sign, paint)} ${body}`.trimEnd();
}
function colourSign(sign, paint) {
  if (sign === "+") return paint.green("+");
  if (sign === "-") return paint.red("-");
  if (sign === "~") return paint.yellow("~");
  return sign;
}
function diagnosticBlock(d, paint, options) {
  const place = d.file ? `${d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ""}` : "";
  const severity = d.severity === "error" ? paint.red("error") : paint.yellow("warning");
  const lines = [
    `${place ? `${paint.bold(place)} ` : ""}${severity} ${paint.dim(d.code)}`,
    `  ${d.message}`
  ];
  const text = d.file ? options.source?.(d.file) : void 0;
  if (text !== void 0 && d.line) lines.push(...codeFrame(text, d, paint));
  if (d.related)
    lines.push(
      `  ${paint.dim("related:")} ${d.related.file}:${d.related.line}:${d.related.column} ${d.related.message}`
    );
  return lines.join("\n");
}

// src/cli/plan-command.ts
var FORMATS = ["text", "json", "markdown"];
async function runPlan(ctx) {
  const format = formatOf(ctx, FORMATS);
  const run = await makePlan(ctx, { prune: boolFlag(ctx, "prune") });
  try {
    const out = ctx.flags.out;
    if (typeof out === "string") await writeSavedPlan(ctx, run, out);
    ctx.io.stdout.write(renderPlan(ctx, run, format));
    if (errorCount(run.plan) > 0) return EXIT.error;
    if (boolFlag(ctx, "detailed-exitcode") && hasChanges(run.plan)) return EXIT.changes;
    return EXIT.ok;
  } finally {
    await run.connection?.close();
  }
}
function renderPlan(ctx, run, format) {
  if (format === "json") return renderPlanJson(run.plan);
  if (format === "markdown") return renderPlanMarkdown(run.plan);
  return renderPlanText(run.plan, {
    colour: useColour(ctx),
    inAutomation: inAutomation(ctx),
    source: (file) => run.validation.sources.get(file) ?? readQuietly(ctx.io.cwd, file),
    ...run.connection?.embedded ? { applyCommand: "observe-annotations apply --emulator" } : {}
  });
}
function readQuietly(cwd, file) {
  try {
    return readFileSync(resolve(cwd, file), "utf8");
  } catch {
    return void 0;
  }
}
async function writeSavedPlan(ctx, run, out) {
  const saved = savedPlanOf(run, Date.now());
  if (!saved) {
    ctx.io.stderr.write(`The plan has errors: no saved plan was written to ${out}.
`);
    return;
  }
  try {
    await writeFile(resolve(ctx.io.cwd, out), `${JSON.stringify(saved, null, 2)}
`);
  } catch (error) {
    throw new UserError(
      `cannot write the saved plan to ${out}: ${error.code ?? error.message}`
    );
  }
}

export {
  renderPlanText,
  runPlan,
  renderPlan
};
