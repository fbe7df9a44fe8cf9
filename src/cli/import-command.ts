// `import [--prefix P] [--out DIR]`: YAML files for the server's keyed annotations (the
// application's import run), reported one line per file.
import { EXIT } from '../app/describe-error.js';
import { importRun } from '../app/import-run.js';
import type { CliContext } from './cli-context.js';
import { escapeText } from '../render/escape-text.js';
import { configLine } from './terminal.js';

export async function runImport({ ctx, io }: CliContext): Promise<number> {
  const report = await importRun(ctx);
  const out = io.stdout;
  out.write(configLine(ctx, io));
  const scope = report.prefix === undefined ? '' : ` under "${escapeText(report.prefix)}"`;
  out.write(`${report.found} keyed annotation(s) on the server${scope}.\n`);
  for (const file of report.written) out.write(`  + ${escapeText(file)}\n`);
  for (const why of report.held) out.write(`  = ${escapeText(why)}\n`);
  for (const why of report.skipped) out.write(`  ! ${escapeText(why)}\n`);
  if (report.schemaCopy !== undefined)
    out.write(
      `  + ${escapeText(report.schemaCopy)} (the schema the files name for editors: no installed package to point at)\n`,
    );
  const held = report.held.length > 0 ? `; ${report.held.length} already in files` : '';
  const skipped = report.skipped.length > 0 ? `; skipped ${report.skipped.length} (!)` : '';
  out.write(
    `Wrote ${report.written.length} file(s) into ${escapeText(report.outDir)}/${held}${skipped}.\n`,
  );
  if (report.skipped.length === 0) return EXIT.ok;
  io.stderr.write(
    `Error: import did not write ${report.skipped.length} annotation(s) (marked ! above): move the files in their way, or import into another folder with --out DIR.\n`,
  );
  return EXIT.error;
}
