// `command: fmt`: a check, never a write. Each file not in canonical form gets a note on its
// first line, the files that do not parse their errors where they are, and the job summary
// the diff `fmt` would apply; any of them fails the step.
import { formatAnnotationFiles } from '../../app/fmt/format-files.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import { noteDiagnostics } from '../checks/line-notes.js';
import { fromRepositoryRoot } from '../checks/path-from-root.js';
import type { StepContext } from '../step/step-context.js';
import { runContextOf, type StepIo } from '../step/step-io.js';

/** `mode: fmt`. */
export async function fmtFlow(step: StepContext, io: StepIo): Promise<void> {
  const ctx = runContextOf(step, io);
  const { files } = await formatAnnotationFiles(ctx, step.deadline.signal);
  const fromRoot = fromRepositoryRoot(step);
  const pending = files.filter((f) => f.changed && f.errors.length === 0);
  const notes: Diagnostic[] = pending.map((f) => ({
    severity: 'error',
    code: 'fmt.notCanonical',
    message: GITHUB_VIEWS.lineNotes.notCanonical(f.path),
    file: f.path,
    line: 1,
  }));
  const errors = files.flatMap((f) => f.errors);
  noteDiagnostics(io.core, [...notes, ...errors], { fromRoot });
  await io.step.writeSummary(GITHUB_VIEWS.summary.fmt({ mode: 'check', files }, fromRoot));
  const broken = files.filter((f) => f.errors.length > 0).length;
  const outcome = GITHUB_VIEWS.messages.fmtOutcome(files.length, pending.length, broken);
  if (pending.length === 0 && broken === 0) io.core.notice(outcome);
  else io.step.fail(outcome);
}
