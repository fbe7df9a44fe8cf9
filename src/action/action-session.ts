// What the Action loads only once it knows it has work: the application's session and the
// Markdown views (most of the bundle), behind one dynamic import so start-up stays small.
export { readAnnotationFiles } from '../app/read-files.js';
export { planRun, applyRun } from '../app/session.js';
export { writeSavedPlanFile } from '../app/saved-plan-file.js';
export { renderPlanMarkdown } from '../render/plan-markdown.js';
export { renderApplyMarkdown } from '../render/apply-markdown.js';
export { countsLine, headline, nextStep } from '../render/apply-words.js';
export { renderPlanText } from '../render/plan-text.js';
export { renderApplyText } from '../render/apply-text.js';
export { summaryText } from '../render/plan-summary.js';
import type { RunContext } from '../app/context.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { readAnnotationFiles } from '../app/read-files.js';

/** `command: validate`: whether the files are valid, and their diagnostics. */
export async function validate(
  ctx: RunContext,
): Promise<{ valid: boolean; diagnostics: Diagnostic[] }> {
  const result = await readAnnotationFiles(ctx);
  return { valid: result.valid, diagnostics: result.diagnostics };
}
