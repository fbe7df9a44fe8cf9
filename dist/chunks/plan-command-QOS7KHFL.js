import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  writeSavedPlanFile
} from "./chunk-KIR6PFUE.js";
import {
  planRun
} from "./chunk-4OIN6A6Q.js";
import "./chunk-2CG5C6WK.js";
import "./chunk-JZKC5KBS.js";
import "./chunk-A33B43RT.js";
import "./chunk-4KRCY55P.js";
import "./chunk-COJ26AA6.js";
import {
  commandName
} from "./chunk-B75B47DO.js";
import "./chunk-5BZUDV4N.js";
import "./chunk-2GIMHC3E.js";
import "./chunk-GK5S7SVR.js";
import "./chunk-LOIY3DDA.js";
import "./chunk-SJGPSIIW.js";
import {
  excerptsOf
} from "./chunk-ZD6EFZQJ.js";
import {
  viewEnv,
  viewOf
} from "./chunk-4IDTBC4T.js";
import "./chunk-JREEBDFQ.js";
import {
  errorCount,
  hasChanges
} from "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import {
  displayPath
} from "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-23WYEBLR.js";
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
  InterruptedError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/cli/plan-command.ts
async function runPlan(cli) {
  const { ctx, io, positionals } = cli;
  cli.stopOnInterrupt();
  const run = await planRun(ctx);
  try {
    if (ctx.signal.aborted) throw new InterruptedError("Interrupted: nothing was written.");
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
    timeline: run.timeline,
    ...run.writeOnly ? { writeOnly: true } : {},
    applyCommand: `${commandName(io)} apply${run.connection?.embedded ? " --emulator" : ""}`
  };
}
export {
  runPlan
};
