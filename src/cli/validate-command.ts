// `validate [PATH…] [--format text|json|github]`: load + schema + rules, no network.
// Exit 0 when every document is valid (warnings allowed), 1 otherwise; 130 interrupted, 143
// terminated (SIGTERM).
import { EXIT } from '../app/run/describe-error.js';
import { checkAnnotationFiles, excerptsOf } from '../app/session/read-files.js';
import { InterruptedError } from '../model/errors.js';
import { diagnosticsReport } from '../render/diagnostics-report.js';
import { viewOf } from '../render/views.js';
import type { CliContext } from './cli-context.js';
import { viewEnv } from './terminal.js';

export async function runValidate(cli: CliContext): Promise<number> {
  const { ctx, io } = cli;
  const view = viewOf('validate', ctx.options.format);
  // Ctrl-C or SIGTERM: no file more is read (the worker threads end), and nothing is shown.
  cli.stopOnInterrupt();
  const result = await checkAnnotationFiles(ctx);
  // Two turns of the event loop: a signal sent while the files were read is heard here, even
  // when the read ended in the turn's own poll (the global timer: loading
  // node:timers/promises would cost start-up time).
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  if (ctx.signal.aborted) throw new InterruptedError();
  const report = diagnosticsReport(
    result.files,
    result.annotations,
    result.diagnostics,
    result.omitted,
  );
  const excerpt = excerptsOf(result, result.diagnostics);
  io.stdout.write(view.diagnostics(report, { ...viewEnv(ctx, io), excerpt }));
  return report.valid ? EXIT.ok : EXIT.error;
}
