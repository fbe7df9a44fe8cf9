// `import [--prefix P] [--out DIR]`: YAML files for the server's keyed annotations (the
// application's import run), reported one line per file.
import { EXIT } from '../app/describe-error.js';
import { importRun } from '../app/import-run.js';
import type { CliContext } from './cli-context.js';
import { escapeText } from '../render/escape-text.js';

export async function runImport({ ctx, io }: CliContext): Promise<number> {
  const report = await importRun(ctx);
  const out = io.stdout;
  const scope = report.prefix === undefined ? '' : ` under "${escapeText(report.prefix)}"`;
  out.write(`${report.found} keyed annotation(s) on the server${scope}.\n`);
  // Names and reasons come from the server's keys: escaped.
  for (const file of report.written) out.write(`  + ${escapeText(file)}\n`);
  for (const why of report.skipped) out.write(`  = ${escapeText(why)}\n`);
  out.write(
    `Wrote ${report.written.length} file(s) into ${escapeText(report.outDir)}/; left ${report.skipped.length} alone.\n`,
  );
  return EXIT.ok;
}
