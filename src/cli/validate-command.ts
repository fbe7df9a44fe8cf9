// `validate [PATH…] [--format text|json|github]`: load + schema + rules, no network.
// Exit 0 when every document is valid (warnings allowed), 1 otherwise.
import { EXIT } from '../app/describe-error.js';
import { checkAnnotationFiles, excerptsOf } from '../app/read-files.js';
import { renderDiagnosticsGithub } from '../render/diagnostics-github.js';
import { renderDiagnosticsJson } from '../render/diagnostics-json.js';
import { diagnosticsReport } from '../render/diagnostics-report.js';
import { renderDiagnosticsText } from '../render/diagnostics-text.js';
import type { CliContext } from './cli-context.js';
import { configLine, useColour } from './terminal.js';

export async function runValidate({ ctx, io }: CliContext): Promise<number> {
  const result = await checkAnnotationFiles(ctx);
  const report = diagnosticsReport(
    result.files,
    result.annotations,
    result.diagnostics,
    result.omitted,
  );
  const format = ctx.options.format;
  if (format === 'json') io.stdout.write(renderDiagnosticsJson(report));
  else if (format === 'github') io.stdout.write(renderDiagnosticsGithub(report));
  else {
    const excerpt = excerptsOf(result, result.diagnostics);
    io.stdout.write(configLine(ctx, io));
    io.stdout.write(renderDiagnosticsText(report, { excerpt, color: useColour(io) }));
  }
  return report.valid ? EXIT.ok : EXIT.error;
}
