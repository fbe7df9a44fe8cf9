// `validate [PATH…] [--format text|json|github]`: load + schema + rules, no network.
// Exit 0 when every document is valid (warnings allowed), 1 otherwise.
import { excerptsFor } from '../app/files/excerpts.js';
import { validateFiles } from '../app/files/validate-files.js';
import { readConfigFile } from '../load/config-file.js';
import { renderDiagnosticsGithub } from '../render/diagnostics-github.js';
import { renderDiagnosticsJson } from '../render/diagnostics-json.js';
import { diagnosticsReport } from '../render/diagnostics-report.js';
import { renderDiagnosticsText } from '../render/diagnostics-text.js';
import type { CommandContext } from './commands.js';
import { EXIT } from './exit-code.js';
import { formatOf, pathsOf, useColour } from './settings.js';

const FORMATS = ['text', 'json', 'github'] as const;

export async function runValidate(ctx: CommandContext): Promise<number> {
  const format = formatOf(ctx, FORMATS);
  const config = await readConfigFile(ctx.io.cwd);
  const result = await validateFiles(pathsOf(ctx, config), { cwd: ctx.io.cwd });
  const report = diagnosticsReport(
    result.files,
    result.annotations,
    result.diagnostics,
    result.omitted,
  );
  if (format === 'json') ctx.io.stdout.write(renderDiagnosticsJson(report));
  else if (format === 'github') ctx.io.stdout.write(renderDiagnosticsGithub(report));
  else {
    // Problems across files point into files whose lines validation did not keep.
    const excerpts = await excerptsFor(result.diagnostics, ctx.io.cwd, result.excerpts);
    const excerpt = (file: string) => excerpts.get(file);
    ctx.io.stdout.write(renderDiagnosticsText(report, { excerpt, color: useColour(ctx) }));
  }
  return report.valid ? EXIT.ok : EXIT.error;
}
