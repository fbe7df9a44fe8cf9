import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkAnnotationFiles,
  excerptsOf
} from "./chunk-VX7BKRW4.js";
import {
  viewEnv,
  viewOf
} from "./chunk-KYBGRZYT.js";
import "./chunk-SN7P4NP2.js";
import {
  diagnosticsReport
} from "./chunk-CTF7INDH.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-6D7X5UNH.js";
import "./chunk-JM3B7CZN.js";
import "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-PTRRVZBL.js";
import "./chunk-4JA7FAXP.js";
import "./chunk-A6HI4LX4.js";
import "./chunk-YLT2PITT.js";
import "./chunk-A5XL3MRH.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-44CCMSYO.js";
import "./chunk-4RN3ST6Y.js";
import "./chunk-LNBHCWZY.js";
import "./chunk-NBGEBEQA.js";
import "./chunk-GL32H3YL.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-LZWPH6C7.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-FA6EQWUK.js";

// src/cli/validate-command.ts
async function runValidate({ ctx, io }) {
  const view = viewOf("validate", ctx.options.format);
  const result = await checkAnnotationFiles(ctx);
  const report = diagnosticsReport(
    result.files,
    result.annotations,
    result.diagnostics,
    result.omitted
  );
  const excerpt = excerptsOf(result, result.diagnostics);
  io.stdout.write(view.diagnostics(report, { ...viewEnv(ctx, io), excerpt }));
  return report.valid ? EXIT.ok : EXIT.error;
}
export {
  runValidate
};
