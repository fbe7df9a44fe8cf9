// `fmt`'s views: what each mode prints of the files (the paths changed, the paths not in
// canonical form, or a unified diff), the errors of the files that were not formatted as
// `validate` prints them, and the JSON contract (formatVersion 1). Pure.
import type { FmtReport, FormattedFile } from '../model/fmt.js';
import { escapeJson, escapeText, neutraliseCommands } from '../text/escape-text.js';
import { painter } from './colour.js';
import { diagnosticJson } from './diagnostics-json.js';
import { diagnosticBlock, type ExcerptOf } from './diagnostics-text.js';
import { notApplicableNote, printableDiff } from './printable-diff.js';

/** What `fmt` prints: `output` for stdout, `problems` for stderr ('' when all is well). */
export interface FmtText {
  output: string;
  problems: string;
}

/** One file's diff as printed, with whether a line had to be escaped. */
interface ShownDiff {
  path: string;
  text: string;
  escaped: boolean;
}

/**
 * The text view of a run: each file's diff (with --diff) made once, for the diff on stdout and
 * the notes on stderr alike.
 */
export function renderFmtText(
  report: FmtReport,
  options: { colour: boolean; excerpt: ExcerptOf },
): FmtText {
  const diffs: ShownDiff[] =
    report.mode === 'diff'
      ? report.files
          .filter(diffed)
          .map((f) => ({ path: f.path, ...printableDiff(f.path, f.before!, f.after!) }))
      : [];
  return { output: outputOf(report, diffs), problems: problemsOf(report, diffs, options) };
}

/** The paths changed (or with --check, that would be), or with --diff the diffs. */
function outputOf(report: FmtReport, diffs: readonly ShownDiff[]): string {
  if (report.mode === 'diff') return diffs.map((d) => d.text).join('');
  return report.files
    .filter((f) => f.changed && f.errors.length === 0)
    .map((f) => `${escapeText(f.path)}\n`)
    .join('');
}

function diffed(f: FormattedFile): boolean {
  return f.changed && f.before !== undefined && f.after !== undefined;
}

/**
 * The errors of the files not formatted, as `validate` shows them (place, rule, message, code
 * frame), with --check a closing line when some file is not canonical, and with --diff a line
 * for each file whose diff had lines escaped (`git apply` fails there); '' when all is well.
 */
function problemsOf(
  report: FmtReport,
  diffs: readonly ShownDiff[],
  options: { colour: boolean; excerpt: ExcerptOf },
): string {
  const paint = painter(options.colour);
  const blocks = report.files.flatMap((f) =>
    f.errors.map((d) => diagnosticBlock(d, paint, options.excerpt)),
  );
  const pending = report.files.filter((f) => f.changed && f.errors.length === 0).length;
  for (const d of diffs) if (d.escaped) blocks.push(notApplicableNote(escapeText(d.path)));
  if (report.mode === 'check' && pending > 0)
    blocks.push(
      `${pending} of ${report.files.length} ${report.files.length === 1 ? 'file is' : 'files are'} not in canonical form: run observe-annotations fmt to format ${pending === 1 ? 'it' : 'them'}`,
    );
  return blocks.length === 0 ? '' : neutraliseCommands(`${blocks.join('\n\n')}\n`);
}

/** `fmt --format json`: `{formatVersion, files: [{path, changed, errors}]}`. */
export function renderFmtJson(report: FmtReport): string {
  const body = { formatVersion: 1, files: report.files.map(contractOf) };
  return `${escapeJson(JSON.stringify(body, null, 2))}\n`;
}

function contractOf(file: FormattedFile) {
  return {
    path: file.path,
    changed: file.changed,
    errors: file.errors.map(diagnosticJson),
  };
}
