// `doctor [--format text|json]`: the application's doctor run, one line per check; exit 0
// when everything a plan needs is there, 1 otherwise (each failing line says what to do); 130
// interrupted, 143 terminated (SIGTERM).
import { EXIT } from '../app/run/describe-error.js';
import { doctorRun } from '../app/doctor.js';
import { viewOf } from '../render/views.js';
import type { CliContext } from './cli-context.js';
import { viewEnv } from './terminal.js';

export async function runDoctor(cli: CliContext): Promise<number> {
  const { ctx, io } = cli;
  const view = viewOf('doctor', ctx.options.format);
  // Ctrl-C or SIGTERM ends the checks at once: no report.
  cli.stopOnInterrupt();
  const report = await doctorRun(ctx);
  io.stdout.write(view.report(report, viewEnv(ctx, io)));
  return report.ready ? EXIT.ok : EXIT.error;
}
