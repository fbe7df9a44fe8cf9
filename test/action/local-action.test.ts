// GitHub's own local runner for JavaScript actions, `@github/local-action`, runs the entry the
// way the typescript-action template expects it (`src/action/main.ts` exports `run()`, nothing
// happens on import): validate, then plan against the emulator with the comment posted to the
// GitHub stand-in, both on 127.0.0.1. The inputs come from a .env file, as its README shows.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, startServices, TOKEN, type Services } from './support/services.js';
import {
  eventFile,
  exampleWorkspace,
  INVALID_ANNOTATION,
  ROOT,
  runnerEnv,
  workspace,
} from './support/workspace.js';

const NODE_BIN = dirname(join(ROOT, 'node_modules', 'node', 'bin', 'node'));
const LOCAL_ACTION = join(
  ROOT,
  'node_modules',
  '@github',
  'local-action',
  'bin',
  'local-action.js',
);

let s: Services;
beforeAll(async () => {
  s = await startServices();
});
afterAll(async () => {
  await s?.close();
});

interface LocalRun {
  code: number | null;
  out: string;
  summary: string;
}

/** `local-action run . src/action/main.ts .env`, with `vars` written to the .env file. */
async function localAction(vars: Record<string, string>): Promise<LocalRun> {
  const dir = mkdtempSync(join(tmpdir(), 'oa-local-action-'));
  const summary = join(dir, 'summary.md');
  writeFileSync(summary, '');
  const envFile = join(dir, '.env');
  const all = { GITHUB_STEP_SUMMARY: summary, ...vars };
  writeFileSync(
    envFile,
    Object.entries(all)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join('\n'),
  );
  const child = spawn(
    join(NODE_BIN, 'node'),
    [LOCAL_ACTION, 'run', '.', 'src/action/main.ts', envFile],
    {
      cwd: ROOT,
      timeout: 120_000,
      env: {
        PATH: `${NODE_BIN}:${process.env.PATH ?? ''}`,
        HOME: process.env.HOME ?? tmpdir(),
        NO_COLOR: '1',
      },
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, out, summary: readFileSync(summary, 'utf8') };
}

const inputs = (extra: Record<string, string>): Record<string, string> => ({
  'INPUT_BASE-URL': s.emulator.baseUrl,
  'INPUT_API-KEY': KEY,
  'INPUT_GITHUB-TOKEN': TOKEN,
  ...extra,
});

describe('@github/local-action runs the entry', () => {
  it('validate: an invalid file is an error annotation at its line, and the step fails', async () => {
    const cwd = workspace({ 'bad.yaml': INVALID_ANNOTATION });
    const run = await localAction({
      INPUT_COMMAND: 'validate',
      ...runnerEnv('workflow_dispatch', '', cwd),
    });
    expect(run.out).toContain('Running Action');
    expect(run.out).toMatch(/::error .*file=annotations\/bad\.yaml,line=3/);
    expect(run.out).toContain('the annotation files are invalid: 1 error');
    expect(run.summary).toContain('the files are invalid');
  }, 150_000);

  it('plan on a pull request: reads the emulator, posts the comment, sets the outputs', async () => {
    const cwd = exampleWorkspace();
    const run = await localAction({
      INPUT_COMMAND: 'plan',
      ...runnerEnv('pull_request', eventFile('pull_request.opened'), cwd, {
        GITHUB_API_URL: s.github.url,
      }),
      ...inputs({}),
    });
    expect(run.out).toContain('Running Action');
    // Once: importing main.ts runs nothing; local-action's call of run() is the only run.
    expect(run.out.match(/observe-annotations \S+: plan on pull_request/g)).toHaveLength(1);
    expect(run.out).toMatch(/has-changes.*true/);
    expect(run.out).toMatch(/creates.*\b\d+\b/);
    const [comment] = s.github.comments.get('Codertocat/Hello-World#2') ?? [];
    expect(comment?.body).toMatch(/^<!-- observe-annotations:target=/);
    expect(comment?.body).toContain('release-4-2-passkey-rollout');
    expect(run.summary).toContain('release-4-2-passkey-rollout');
    for (const secret of [KEY, TOKEN]) {
      expect(run.out.replace(/^::add-mask::.*$/gm, '')).not.toContain(secret);
      expect(comment?.body).not.toContain(secret);
    }
  }, 150_000);
});
