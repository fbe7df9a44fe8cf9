import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  checkAnnotationFiles,
  excerptsOf
} from "./chunk-ZD6EFZQJ.js";
import {
  viewEnv,
  viewOf
} from "./chunk-4IDTBC4T.js";
import "./chunk-JREEBDFQ.js";
import {
  diagnosticsReport
} from "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
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
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/cli/validate-command.ts
async function runValidate(cli) {
  const { ctx, io } = cli;
  const view = viewOf("validate", ctx.options.format);
  cli.stopOnInterrupt();
  const result = await checkAnnotationFiles(ctx);
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  if (ctx.signal.aborted) throw new InterruptedError();
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
