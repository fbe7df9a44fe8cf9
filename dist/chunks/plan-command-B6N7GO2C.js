import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  writeSavedPlanFile
} from "./chunk-RSO6FP3M.js";
import {
  planRun
} from "./chunk-M24WP6D6.js";
import "./chunk-JYWKTO4E.js";
import "./chunk-UGK7D54O.js";
import "./chunk-A3OGTCSV.js";
import "./chunk-CDTBLHMA.js";
import {
  commandName
} from "./chunk-B75B47DO.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-ZHFLWHRQ.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-2KCL7MLS.js";
import {
  excerptsOf
} from "./chunk-GKLW2SKL.js";
import {
  viewEnv,
  viewOf
} from "./chunk-MI6UVNK4.js";
import "./chunk-7R4HUVGN.js";
import "./chunk-A3PRIT7I.js";
import "./chunk-JREEBDFQ.js";
import {
  errorCount,
  hasChanges
} from "./chunk-JSJQQBCU.js";
import "./chunk-JM3B7CZN.js";
import {
  displayPath
} from "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-PTRRVZBL.js";
import {
  escapeText
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
import "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-FA6EQWUK.js";

// src/cli/plan-command.ts
async function runPlan({ ctx, io, positionals }) {
  const run = await planRun(ctx);
  try {
    const out = ctx.options.out;
    const saved = out === void 0 ? void 0 : await writeSavedPlanFile(ctx, run, out);
    io.stdout.write(
      viewOf("plan", ctx.options.format).plan(shownPlan(run, io), {
        ...viewEnv(ctx, io),
        excerpt: excerptsOf(run.validation, run.plan.diagnostics)
      })
    );
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
  ${commandName(io)} apply --plan ${shown}${named}${target}
`;
}
function shellWord(word) {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
function shownPlan(run, io) {
  return {
    plan: run.plan,
    ...run.writeOnly ? { writeOnly: true } : {},
    applyCommand: `${commandName(io)} apply${run.connection?.embedded ? " --emulator" : ""}`
  };
}
export {
  runPlan
};
