// The human view of `doctor`: one line per check (its status, what was found), what to do
// under each failing or doubtful one, then the verdict.
import type { CheckStatus, DoctorReport } from '../model/doctor.js';
import { painter } from './colour.js';
import { escapeText, neutraliseCommands } from '../text/escape-text.js';

const LABEL: Record<CheckStatus, string> = {
  ok: 'ok  ',
  fail: 'FAIL',
  warn: 'warn',
  info: 'info',
  skipped: 'skip',
};

/** Pure. */
export function renderDoctorText(report: DoctorReport, options: { colour: boolean }): string {
  const { red, green, yellow, bold, dim } = painter(options.colour);
  const paint: Record<CheckStatus, (s: string) => string> = {
    ok: green,
    fail: red,
    warn: yellow,
    info: (s) => s,
    skipped: dim,
  };
  // What a check found may quote the server: escaped, as in every view.
  const lines = [`Checking ${escapeText(report.target)} (read-only: nothing is written)`];
  for (const check of report.checks) {
    lines.push(`${paint[check.status](LABEL[check.status])}  ${escapeText(check.message)}`);
    if (check.next && (check.status === 'fail' || check.status === 'warn'))
      lines.push(`      → ${escapeText(check.next)}`);
  }
  const failed = report.checks.find((check) => check.status === 'fail');
  lines.push(
    '',
    failed
      ? bold(`Not ready for plan: ${escapeText(failed.next ?? failed.message)}.`)
      : bold('Ready: plan can read this server.'),
  );
  return neutraliseCommands(`${lines.join('\n')}\n`);
}
