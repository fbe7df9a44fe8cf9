import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderDiagnosticsGithub
} from "./chunk-XCOTCM3L.js";
import {
  renderDiagnosticsText
} from "./chunk-JUR2MZ25.js";
import {
  excerptsOf,
  readAnnotationFiles
} from "./chunk-NJHIZTNB.js";
import "./chunk-KAF3LJBO.js";
import {
  configLine,
  useColour
} from "./chunk-NKKIJPHQ.js";
import {
  diagnosticsReport
} from "./chunk-EVQOEU7X.js";
import "./chunk-DUO4U7PB.js";
import "./chunk-NCXYHUBH.js";
import "./chunk-J2TU7Q4N.js";
import {
  EXIT
} from "./chunk-KJJFQOXD.js";
import {
  escapeJson
} from "./chunk-3FFOSWA6.js";
import "./chunk-PQWMWXM7.js";
import "./chunk-WSJJMDZ3.js";
import "./chunk-3GO7JZRP.js";
import "./chunk-QO75YTRT.js";
import "./chunk-3YKV43Y4.js";
import "./chunk-N7U5ZQNW.js";
import "./chunk-EUEBU67B.js";
import "./chunk-OBFSWVOF.js";
import "./chunk-FA6EQWUK.js";

// src/render/diagnostics-json.ts
function renderDiagnosticsJson(report) {
  const body = {
    formatVersion: report.formatVersion,
    valid: report.valid,
    files: report.files,
    annotations: report.annotations,
    diagnostics: report.diagnostics.map(contractOf),
    // Added in this release, only when some were not reported in full: their counts.
    ...report.omitted ? { omitted: report.omitted } : {}
  };
  return `${escapeJson(JSON.stringify(body, null, 2))}
`;
}
function contractOf(d) {
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

// src/cli/validate-command.ts
async function runValidate({ ctx, io }) {
  const result = await readAnnotationFiles(ctx);
  const report = diagnosticsReport(
    result.files,
    result.annotations,
    result.diagnostics,
    result.omitted
  );
  const format = ctx.options.format;
  if (format === "json") io.stdout.write(renderDiagnosticsJson(report));
  else if (format === "github") io.stdout.write(renderDiagnosticsGithub(report));
  else {
    const excerpt = excerptsOf(result, result.diagnostics);
    io.stdout.write(configLine(ctx, io));
    io.stdout.write(renderDiagnosticsText(report, { excerpt, color: useColour(io) }));
  }
  return report.valid ? EXIT.ok : EXIT.error;
}
export {
  runValidate
};
