import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  summaryLine
} from "./chunk-EVQOEU7X.js";
import {
  omittedLines
} from "./chunk-DUO4U7PB.js";
import {
  escapeText
} from "./chunk-3FFOSWA6.js";

// src/render/diagnostics-github.ts
function renderDiagnosticsGithub(report) {
  const lines = report.diagnostics.map(workflowCommand);
  lines.push(...omittedLines(report.omitted));
  lines.push(summaryLine(report));
  return `${lines.join("\n")}
`;
}
function workflowCommand(d) {
  const properties = [
    ["file", d.file === void 0 ? void 0 : escapeText(d.file)],
    ["line", d.line],
    ["col", d.column],
    ["endLine", d.endLine],
    ["endColumn", d.endColumn],
    ["title", d.code]
  ];
  const props = properties.filter(([, v]) => v !== void 0).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  const where = d.related && `${d.related.file}:${d.related.line}:${d.related.column}`;
  const related = where && !d.message.includes(where) ? ` (see ${where})` : "";
  return `::${d.severity} ${props}::${escapeData(escapeText(d.message + related))}`;
}
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export {
  renderDiagnosticsGithub,
  escapeData,
  escapeProperty
};
