import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkAnnotationFiles,
  excerptsOf
} from "./chunk-TJHA2GA6.js";
import {
  viewEnv,
  viewOf
} from "./chunk-UDRTABII.js";
import "./chunk-GWEAC2WM.js";
import {
  diagnosticsReport
} from "./chunk-IJJDQU57.js";
import "./chunk-JREEBDFQ.js";
import "./chunk-VVYZCS4V.js";
import "./chunk-4RI3ONQP.js";
import "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-QTNEGLCK.js";
import "./chunk-UE5Y5UND.js";
import "./chunk-6Q4VKKF7.js";
import "./chunk-YLT2PITT.js";
import "./chunk-RGOGV7FQ.js";
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
