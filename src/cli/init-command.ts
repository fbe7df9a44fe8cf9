// `init`: sets the working folder up for a team (the application's init run), reported one
// line per file, then what to do next.
import { EXIT } from '../app/run/describe-error.js';
import { initRun, type WrittenWorkflows } from '../app/init/init-run.js';
import { escapeText } from '../text/escape-text.js';
import type { CliContext } from './cli-context.js';
import { commandName } from './invocation.js';

export async function runInit({ ctx, io }: CliContext): Promise<number> {
  const report = await initRun(ctx);
  const out = io.stdout;
  for (const file of report.written) out.write(`  + ${escapeText(file)}\n`);
  for (const { file, why } of report.skipped)
    out.write(`  = ${escapeText(file)}: skipped, ${escapeText(why)}\n`);
  out.write(
    `Wrote ${report.written.length} file(s); skipped ${report.skipped.length}. Editors check the annotation files against ${escapeText(report.schema)}.\n`,
  );
  if (report.workflows !== undefined) out.write(workflowNotes(report.workflows));
  if (report.settingsToAdd !== undefined) {
    out.write(
      `\nTo have every document of every annotation file checked in the editor, add to .vscode/settings.json:\n  "yaml.schemas": ${escapeText(JSON.stringify(report.settingsToAdd))}\n`,
    );
  }
  if (report.belowRepositoryRoot !== undefined) {
    out.write(
      `\nNote: GitHub runs workflows only from the repository root's .github/workflows/ (${escapeText(report.belowRepositoryRoot)}/.github/workflows/ from here): move them there.\n`,
    );
  }
  out.write(nextSteps(commandName(io)));
  return EXIT.ok;
}

/** The commands to run next, as the person ran this one (`npx observe-annotations …`). */
function nextSteps(name: string): string {
  const steps: [string, string][] = [
    ['validate', 'check the files, no account needed'],
    ['plan --emulator', 'the plan against a local emulator'],
    ['apply --emulator', 'apply it there (asks; type yes)'],
  ];
  const width = Math.max(...steps.map(([args]) => `${name} ${args}`.length)) + 4;
  return [
    '',
    'Next:',
    ...steps.map(([args, why]) => `  ${`${name} ${args}`.padEnd(width)}# ${why}`),
    'Then make the examples yours, set OBSERVE_BASE_URL and OBSERVE_API_KEY, and run plan.',
    '',
  ].join('\n');
}

/** What the workflows written name, and what the repository must allow for them to run. */
function workflowNotes({ actionRef, branch, workingDirectory }: WrittenWorkflows): string {
  const lines = [
    `The workflows use the Action ${escapeText(actionRef)} (init --action-ref REF writes another): this repository must be allowed to use it (Settings → Actions → General).`,
  ];
  if (branch !== undefined) {
    const why = {
      'origin/HEAD': 'the default branch, as origin/HEAD names it',
      'the current branch': 'the branch checked out (no origin/HEAD names a default branch)',
      'no branch found': 'no git branch was found',
    }[branch.from];
    lines.push(
      `The apply workflow runs on pushes to ${escapeText(branch.name)}: ${why}. Change its branches: if you merge into another branch.`,
    );
  }
  if (workingDirectory !== undefined)
    lines.push(
      `The workflows run the Action in ${escapeText(workingDirectory)} (its working-directory) for changes there.`,
    );
  return `${lines.join('\n')}\n`;
}
