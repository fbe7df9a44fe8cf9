// `doctor [--format text|json]`: the application's doctor run, one line per check; exit 0
// when everything a plan needs is there, 1 otherwise (each failing line says what to do).
import { EXIT } from '../app/describe-error.js';
import { doctorRun } from '../app/doctor.js';
import { renderDoctorJson } from '../render/doctor-json.js';
import { renderDoctorText } from '../render/doctor-text.js';
import type { CliContext } from './cli-context.js';
import { useColour } from './terminal.js';

export async function runDoctor({ ctx, io }: CliContext): Promise<number> {
  const report = await doctorRun(ctx);
  io.stdout.write(
    ctx.options.format === 'json'
      ? renderDoctorJson(report)
      : renderDoctorText(report, { color: useColour(io) }),
  );
  return report.ready ? EXIT.ok : EXIT.error;
}
