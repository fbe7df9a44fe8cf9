// `command: fmt`: a check, never a write. Each file not in canonical form gets a note on its
// first line, the files that do not parse their errors where they are, and the job summary
// the diff `fmt` would apply; any of them fails the step.
import { formatAnnotationFiles } from '../app/fmt/format-files.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { fmtSummary } from '../render/fmt-summary.js';
import { annotateDiagnostics } from './annotations.js';
import { fromRepositoryRoot } from './path-from-root.js';
import type { StepContext } from './step-context.js';
import { runContextOf, type StepIo } from './step-io.js';

/** `mode: fmt`. */
export async function fmtFlow(step: StepContext, io: StepIo): Promise<void> {
  const ctx = runContextOf(step, io);
  const { files } = await formatAnnotationFiles(ctx, step.deadline.signal);
  const fromRoot = fromRepositoryRoot(step);
  const pending = files.filter((f) => f.changed && f.errors.length === 0);
  const notes: Diagnostic[] = pending.map((f) => ({
    severity: 'error',
    code: 'fmt.notCanonical',
    message: `${f.path} is not in canonical form: run observe-annotations fmt (the diff is in the job summary)`,
    file: f.path,
    line: 1,
  }));
  const errors = files.flatMap((f) => f.errors);
  annotateDiagnostics(io.core, [...notes, ...errors], { fromRoot });
  await io.step.writeSummary(fmtSummary({ mode: 'check', files }, fromRoot));
  const broken = files.filter((f) => f.errors.length > 0).length;
  if (pending.length === 0 && broken === 0) {
    io.core.notice(`All ${files.length} annotation files are in canonical form.`);
    return;
  }
  const parts = [
    pending.length > 0
      ? `${pending.length} not in canonical form (run observe-annotations fmt)`
      : '',
    broken > 0 ? `${broken} that could not be formatted` : '',
  ].filter(Boolean);
  io.step.fail(`Annotation files: ${parts.join(', ')}.`);
}
