// Runs the built Action (test/support/built-package.ts) the way a runner does: `node action.js` (Node 24) with INPUT_*
// variables, the event payload, and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './workspace.js';

const NODE = join(ROOT, 'node_modules', '.bin', 'node');

export interface BundleRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** One step: `inputs` by input name (as action.yml spells them), `env` the runner's GITHUB_* set. */
export async function runBundle(
  actionJs: string,
  inputs: Record<string, string>,
  env: Record<string, string>,
): Promise<BundleRun> {
  const files = mkdtempSync(join(tmpdir(), 'oa-step-'));
  const outputFile = join(files, 'output');
  const summaryFile = join(files, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const inputVars = Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
  );
  const child = spawn(NODE, [actionJs], {
    cwd: env.GITHUB_WORKSPACE ?? ROOT,
    // A step that hangs is killed rather than left behind the test run.
    timeout: 120_000,
    env: {
      PATH: process.env.PATH,
      GITHUB_ACTIONS: 'true',
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      ...inputVars,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
  };
}

/** GITHUB_OUTPUT's `name<<DELIMITER … DELIMITER` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const re = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) outputs[m[1]!] = m[3]!;
  return outputs;
}
