import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  GITHUB_VIEWS,
  LINE_NOTES_PER_STEP
} from "./chunk-XIPNX5K7.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/action/checks/line-notes.ts
var ALL_SLOTS = {
  error: LINE_NOTES_PER_STEP - 1,
  warning: LINE_NOTES_PER_STEP
};
var asIs = (file) => file;
function notePlaceOf(d, fromRoot = asIs) {
  const props = { title: d.code };
  if (d.file === void 0) return props;
  props.file = escapeText(fromRoot(d.file));
  if (d.line === void 0) return props;
  props.startLine = d.line;
  const endLine = d.endLine ?? d.line;
  props.endLine = endLine;
  if (endLine === d.line && d.column !== void 0) {
    props.startColumn = d.column;
    props.endColumn = d.endColumn !== void 0 && d.endColumn > d.column ? d.endColumn : d.column;
  }
  return props;
}
function noteDiagnostics(core, diagnostics, options = {}) {
  const slots = options.slots ?? ALL_SLOTS;
  for (const severity of ["error", "warning"]) {
    const list = diagnostics.filter((d) => d.severity === severity);
    const shown = list.slice(0, slots[severity]);
    shown.forEach((d, i) => {
      const more = list.length - shown.length;
      const note = i === shown.length - 1 && more > 0 ? GITHUB_VIEWS.lineNotes.more(more, list.length, severity) : "";
      core[severity](escapeText(d.message) + note, notePlaceOf(d, options.fromRoot));
    });
  }
}
function noteApplyFailures(core, results, fromRoot = asIs) {
  const bad = results.filter((r) => r.status !== "ok");
  const shown = bad.slice(0, ALL_SLOTS.error);
  shown.forEach((r, i) => {
    const { title, message } = GITHUB_VIEWS.lineNotes.applyFailure(r);
    const props = { title };
    if (r.file !== void 0) props.file = escapeText(fromRoot(r.file));
    if (r.line !== void 0) props.startLine = r.line;
    if (r.column !== void 0) props.startColumn = r.column;
    const more = bad.length - shown.length;
    const note = i === shown.length - 1 && more > 0 ? GITHUB_VIEWS.lineNotes.more(more, bad.length, "failure") : "";
    core.error(message + note, props);
  });
}

// src/action/checks/path-from-root.ts
import { isAbsolute, relative, sep } from "node:path";
function fromRepositoryRoot(step) {
  const folder = relative(step.workspace, step.root).split(sep).join("/");
  if (folder === "" || folder.startsWith("..") || isAbsolute(folder)) return (file) => file;
  return (file) => `${folder}/${file}`;
}

export {
  noteDiagnostics,
  noteApplyFailures,
  fromRepositoryRoot
};
