import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  diagnosticsReport,
  renderDiagnosticsText,
  summaryLine
} from "./chunk-R6YCMY7U.js";
import {
  validateFiles
} from "./chunk-KYHMOSSB.js";
import "./chunk-5HMUF6LL.js";
import {
  MAX_FILE_BYTES,
  formatOf,
  pathsOf,
  readConfigFile,
  useColour
} from "./chunk-NMIGANXT.js";
import {
  EXIT
} from "./chunk-JKR6KFR3.js";
import "./chunk-25GGN4UR.js";
import "./chunk-FA6EQWUK.js";

// src/cli/validate-command.ts
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";

// src/render/diagnostics-github.ts
function renderDiagnosticsGithub(report) {
  const lines = report.diagnostics.map(workflowCommand);
  lines.push(summaryLine(report));
  return `${lines.join("\n")}
`;
}
function workflowCommand(d) {
  const properties = [
    ["file", d.file],
    ["line", d.line],
    ["col", d.column],
    ["endLine", d.endLine],
    ["endColumn", d.endColumn],
    ["title", d.code]
  ];
  const props = properties.filter(([, v]) => v !== void 0).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  const where = d.related && `${d.related.file}:${d.related.line}:${d.related.column}`;
  const related = where && !d.message.includes(where) ? ` (see ${where})` : "";
  return `::${d.severity} ${props}::${escapeData(d.message + related)}`;
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// src/render/diagnostics-json.ts
function renderDiagnosticsJson(report) {
  const body = {
    formatVersion: report.formatVersion,
    valid: report.valid,
    files: report.files,
    annotations: report.annotations,
    diagnostics: report.diagnostics.map(contractOf)
  };
  return `${JSON.stringify(body, null, 2)}
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
var FORMATS = ["text", "json", "github"];
async function runValidate(ctx) {
  const format = formatOf(ctx, FORMATS);
  const config = await readConfigFile(ctx.io.cwd);
  const result = await validateFiles(pathsOf(ctx, config), { cwd: ctx.io.cwd });
  const report = diagnosticsReport(result.files, result.annotations, result.diagnostics);
  if (format === "json") ctx.io.stdout.write(renderDiagnosticsJson(report));
  else if (format === "github") ctx.io.stdout.write(renderDiagnosticsGithub(report));
  else {
    const source = (file) => result.sources.get(file) ?? readQuietly(ctx.io.cwd, file);
    ctx.io.stdout.write(renderDiagnosticsText(report, { source, color: useColour(ctx) }));
  }
  return report.valid ? EXIT.ok : EXIT.error;
}
function readQuietly(cwd, file) {
  try {
    const absolute = resolve(cwd, file);
    if (statSync(absolute).size > MAX_FILE_BYTES) return void 0;
    return readFileSync(absolute, "utf8");
  } catch {
    return void 0;
  }
}
export {
  runValidate
};
