import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkAnnotationFiles,
  excerptsOf
} from "./chunk-GKLW2SKL.js";
import {
  viewEnv,
  viewOf
} from "./chunk-MI6UVNK4.js";
import "./chunk-7R4HUVGN.js";
import {
  diagnosticsReport
} from "./chunk-A3PRIT7I.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-JSJQQBCU.js";
import "./chunk-JM3B7CZN.js";
import "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-PTRRVZBL.js";
import "./chunk-4JA7FAXP.js";
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
import "./chunk-XHDBLM7U.js";
import "./chunk-DZ5A7VSD.js";
import "./chunk-LZWPH6C7.js";
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
