// The job summary of the Action's `command: fmt`: which files are not in canonical form, the
// change that `fmt` would make as one unified diff (paths from the repository root, so `git
// apply` takes it there), and the files that could not be read as YAML. Pure.
import type { FmtReport } from '../../model/fmt.js';
import { escapeMarkdown, fenced } from '../../text/markdown.js';
import { notApplicableNote, printableDiff } from '../printable-diff.js';

/** `fromRoot` turns a path of the run into one from the repository root. */
export function fmtSummary(report: FmtReport, fromRoot: (file: string) => string): string {
  const pending = report.files.filter((f) => f.changed && f.errors.length === 0);
  const broken = report.files.filter((f) => f.errors.length > 0);
  const lines: string[] = ['## observe-annotations fmt', ''];
  if (pending.length === 0 && broken.length === 0) {
    lines.push(`All ${report.files.length} annotation files are in canonical form.`);
    return `${lines.join('\n')}\n`;
  }
  if (pending.length > 0) {
    const diffs = pending.map((f) => ({
      path: fromRoot(f.path),
      ...printableDiff(fromRoot(f.path), f.before!, f.after!),
    }));
    lines.push(
      `${pending.length} of ${report.files.length} ${report.files.length === 1 ? 'file is' : 'files are'} not in canonical form: run \`observe-annotations fmt\` and commit the result, or apply this diff from the repository root (\`git apply\`).`,
      '',
      ...pending.map((f) => `- ${escapeMarkdown(fromRoot(f.path))}`),
      '',
      fenced(diffs.map((d) => d.text).join(''), 'diff'),
      '',
      ...diffs
        .filter((d) => d.escaped)
        .map((d) => `- ${escapeMarkdown(notApplicableNote(d.path))}`),
    );
    if (diffs.some((d) => d.escaped)) lines.push('');
  }
  if (broken.length > 0) {
    lines.push(
      `${broken.length} ${broken.length === 1 ? 'file was' : 'files were'} not formatted (left as they are):`,
      '',
      ...broken.flatMap((f) =>
        f.errors.slice(0, 5).map((d) => {
          const at = d.line === undefined ? '' : `:${d.line}:${d.column ?? 1}`;
          return `- ${escapeMarkdown(`${fromRoot(f.path)}${at}`)} ${escapeMarkdown(d.code)}: ${escapeMarkdown(d.message)}`;
        }),
      ),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The line note on the first line of a file not in canonical form. */
export function notCanonicalNote(path: string): string {
  return `${path} is not in canonical form: run observe-annotations fmt (the diff is in the job summary)`;
}

/** The step's notice when every file is canonical, or its failure when some are not. */
export function fmtOutcome(files: number, pending: number, broken: number): string {
  if (pending === 0 && broken === 0) return `All ${files} annotation files are in canonical form.`;
  const parts = [
    pending > 0 ? `${pending} not in canonical form (run observe-annotations fmt)` : '',
    broken > 0 ? `${broken} that could not be formatted` : '',
  ].filter(Boolean);
  return `Annotation files: ${parts.join(', ')}.`;
}
