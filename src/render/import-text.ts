// The human view of `import`: how many keyed annotations the server has, a line per file
// written (+), per key a file holds already (=), per key not written (!), then the count.
import type { ImportReport } from '../model/import.js';
import { escapeText } from '../text/escape-text.js';

/** Pure. */
export function renderImportText(report: ImportReport): string {
  const scope = report.prefix === undefined ? '' : ` under "${escapeText(report.prefix)}"`;
  const lines = [`${report.found} keyed annotation(s) on the server${scope}.`];
  for (const file of report.written) lines.push(`  + ${escapeText(file)}`);
  for (const why of report.held) lines.push(`  = ${escapeText(why)}`);
  for (const why of report.skipped) lines.push(`  ! ${escapeText(why)}`);
  if (report.schemaCopy !== undefined)
    lines.push(
      `  + ${escapeText(report.schemaCopy)} (the schema the files name for editors: no installed package to point at)`,
    );
  const held = report.held.length > 0 ? `; ${report.held.length} already in files` : '';
  const skipped = report.skipped.length > 0 ? `; skipped ${report.skipped.length} (!)` : '';
  lines.push(
    report.written.length === 0
      ? `Wrote no file${held}${skipped}: ${escapeText(report.outDir)}/ is as it was.`
      : `Wrote ${report.written.length} file(s) into ${escapeText(report.outDir)}/${held}${skipped}.`,
  );
  return `${lines.join('\n')}\n`;
}
