// Diagnostics (and failed apply items) as file/line annotations on the pull request's diff;
// their texts escaped (a file's control characters are shown, never sent to the log).
import type { ApplyItemResult } from '../model/apply.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { escapeText } from '../render/escape-text.js';
import type { ActionCore, AnnotationProperties } from './core.js';

/** GitHub shows only the first few annotations of each kind per step; more is noise. */
export const MAX_ANNOTATIONS = 50;

/** Where a diagnostic points, in @actions/core's terms (columns only within one line, as GitHub requires). */
export function annotationOf(d: Diagnostic): AnnotationProperties {
  const props: AnnotationProperties = { title: d.code };
  if (d.file === undefined) return props;
  props.file = escapeText(d.file);
  if (d.line === undefined) return props;
  props.startLine = d.line;
  const endLine = d.endLine ?? d.line;
  props.endLine = endLine;
  if (endLine === d.line && d.column !== undefined) {
    props.startColumn = d.column;
    props.endColumn = d.endColumn !== undefined && d.endColumn > d.column ? d.endColumn : d.column;
  }
  return props;
}

/** Emits one annotation per diagnostic, up to MAX_ANNOTATIONS, then one line saying how many more. */
export function annotateDiagnostics(core: ActionCore, diagnostics: readonly Diagnostic[]): void {
  for (const severity of ['error', 'warning'] as const) {
    const list = diagnostics.filter((d) => d.severity === severity);
    for (const d of list.slice(0, MAX_ANNOTATIONS))
      core[severity](escapeText(d.message), annotationOf(d));
    if (list.length > MAX_ANNOTATIONS) {
      core[severity](
        `…and ${list.length - MAX_ANNOTATIONS} more ${severity}s: see the job summary`,
      );
    }
  }
}

/** Failed, stale and skipped apply items, at their file and line when known. */
export function annotateApplyFailures(core: ActionCore, results: readonly ApplyItemResult[]): void {
  const bad = results.filter((r) => r.status !== 'ok');
  for (const r of bad.slice(0, MAX_ANNOTATIONS)) {
    const props: AnnotationProperties = {
      title: `${r.action} ${escapeText(r.externalKey)}: ${r.status}`,
    };
    if (r.file !== undefined) props.file = escapeText(r.file);
    if (r.line !== undefined) props.startLine = r.line;
    if (r.column !== undefined) props.startColumn = r.column;
    core.error(escapeText(r.error ?? `${r.action} of ${r.externalKey} was ${r.status}`), props);
  }
  if (bad.length > MAX_ANNOTATIONS) {
    core.error(`…and ${bad.length - MAX_ANNOTATIONS} more: see the job summary`);
  }
}
