// `validate [PATH…] [--format text|json|github]`: load + schema + rules, no network.
// Exit 0 when every document is valid (warnings allowed), 1 otherwise.
import { EXIT } from '../app/describe-error.js';
import { checkAnnotationFiles, excerptsOf } from '../app/read-files.js';
import { diagnosticsReport } from '../render/diagnostics-report.js';
import { viewOf } from '../render/views.js';
import type { CliContext } from './cli-context.js';
import { viewEnv } from './terminal.js';

export async function runValidate({ ctx, io }: CliContext): Promise<number> {
  const view = viewOf('validate', ctx.options.format);
  const result = await checkAnnotationFiles(ctx);
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
