// `import [--prefix P] [--out DIR]`: YAML files for the server's keyed annotations (the
// application's import run), reported one line per file. Exit 0, 1 a skipped annotation or any
// error; 130 interrupted, 143 terminated (SIGTERM): no file written then.
import { EXIT } from '../app/run/describe-error.js';
import { importRun } from '../app/import-run.js';
import { viewOf } from '../render/views.js';
import type { CliContext } from './cli-context.js';
import { viewEnv } from './terminal.js';

export async function runImport(cli: CliContext): Promise<number> {
  const { ctx, io } = cli;
  // Ctrl-C or SIGTERM ends the read of the server at once; no file is written after it.
  cli.stopOnInterrupt();
  const report = await importRun(ctx);
  io.stdout.write(viewOf('import', 'text').report(report, viewEnv(ctx, io)));
  if (report.skipped.length === 0) return EXIT.ok;
  io.stderr.write(
    `Error: import did not write ${report.skipped.length} annotation(s) (marked ! above): move the files in their way, or import into another folder with --out DIR.\n`,
  );
  return EXIT.error;
}
