// The hostile workspace through what users run: the CLI executable (validate in every format,
// plan against the emulator over real HTTP on 127.0.0.1) and the Action bundle on a
// pull_request event with the GitHub stand-in. Each run ends (a link to / or a loop would
// otherwise run until killed), reports every link as an error, and no secret appears in any
// byte written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseApiKey, startEmulator, type RunningEmulator } from '../../src/emulator/index.js';
import { startGitHubStandIn, type GitHubStandIn } from '../action/support/github-stand-in.js';
import { logOf, runCli, runPullRequestStep } from './built-runs.js';
import { hostileWorkspace, LINKS, WORKSPACE_SECRETS } from './hostile-workspace.js';

const API_KEY = 'sk-hostile-APIKEY-77aa-DO-NOT-LEAK';
const GITHUB_TOKEN = 'ghs_hostileWORKFLOWtoken_91bb';
/** What the runner puts in every step's environment (/proc/self/environ shows them). */
const RUNNER_SECRETS = {
  ACTIONS_RUNTIME_TOKEN: 'runtime-TOKEN-5e5e-DO-NOT-LEAK',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'idtoken-REQUEST-6f6f-DO-NOT-LEAK',
};
const SECRETS = [API_KEY, GITHUB_TOKEN, ...Object.values(RUNNER_SECRETS), ...WORKSPACE_SECRETS];

let emulator: RunningEmulator;
let github: GitHubStandIn;

beforeAll(async () => {
  [emulator, github] = await Promise.all([
    startEmulator({ host: '127.0.0.1', port: 0, apiKeys: [parseApiKey(API_KEY)] }),
    startGitHubStandIn(),
  ]);
});
afterAll(async () => {
  await emulator?.close();
  await github?.close();
});

/** The CLI with the key in its environment (and so in /proc/self/environ). */
function cli(cwd: string, args: string[]) {
  return runCli(cwd, args, {
    OBSERVE_API_KEY: API_KEY,
    OBSERVE_BASE_URL: emulator.baseUrl,
    ...RUNNER_SECRETS,
  });
}

function expectNoSecret(where: string, text: string): void {
  for (const secret of SECRETS) expect(text, `${where} holds ${secret}`).not.toContain(secret);
}

describe('a hostile workspace', () => {
  it('validate: every link is an error naming it, in every format, and nothing is leaked', async () => {
    const { root } = hostileWorkspace();
    const json = await cli(root, ['validate', '--format', 'json']);
    expect(json.code).toBe(1);
    expect(json.stderr).toBe('');
    const report = JSON.parse(json.stdout) as { diagnostics: { file: string; code: string }[] };
    const byFile = Object.fromEntries(report.diagnostics.map((d) => [d.file, d.code]));
    expect(byFile).toEqual({ ...LINKS });
    for (const format of ['text', 'github', 'json']) {
      const run = format === 'json' ? json : await cli(root, ['validate', '--format', format]);
      expect(run.code).toBe(1);
      for (const link of Object.keys(LINKS)) expect(run.stdout).toContain(link);
      expectNoSecret(`validate --format ${format} stdout`, run.stdout);
      expectNoSecret(`validate --format ${format} stderr`, run.stderr);
    }
  });

  it('plan: reads nothing of the links, plans nothing, writes no plan file, leaks nothing', async () => {
    const { root } = hostileWorkspace();
    for (const format of ['text', 'json', 'markdown']) {
      const run = await cli(root, ['plan', '--format', format, '--out', 'plan.json']);
      expect(run.code, run.stderr).toBe(1);
      for (const link of Object.keys(LINKS)) expect(run.stdout).toContain(link);
      expect(run.stdout).not.toContain('stolen-annotation');
      expectNoSecret(`plan --format ${format} stdout`, run.stdout);
      expectNoSecret(`plan --format ${format} stderr`, run.stderr);
    }
    expect(existsSync(join(root, 'plan.json'))).toBe(false);
  });

  it('the Action on a pull request: annotations, comment, summary and outputs hold no secret', async () => {
    const { root } = hostileWorkspace();
    const run = await runPullRequestStep({
      root,
      baseUrl: emulator.baseUrl,
      apiKey: API_KEY,
      githubToken: GITHUB_TOKEN,
      githubUrl: github.url,
      env: RUNNER_SECRETS,
    });
    expect(run.code, run.stdout).toBe(1);
    const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::error '));
    // GitHub shows 10 error annotations per step, the failure among them: the links beyond the
    // first nine are named in the job summary, and the ninth annotation says how many more.
    expect(annotations.length).toBeLessThanOrEqual(9);
    expect(annotations.at(-1)).toContain('and 1 more error: all 10 are in the job summary');
    for (const [link, code] of Object.entries(LINKS)) {
      const at = new RegExp(`^::error title=${code.replace('.', '\\.')},file=${link}[,:]`);
      expect(
        annotations.some((l) => at.test(l)) || run.summary.includes(`<code>${link}`),
        link,
      ).toBe(true);
      expect(run.summary, link).toContain(`<code>${link}`);
    }
    const comments = github.comments.get('Codertocat/Hello-World#2') ?? [];
    expect(comments).toHaveLength(1);
    expectNoSecret('the step log', logOf(run));
    expectNoSecret('stderr', run.stderr);
    expectNoSecret('the job summary', run.summary);
    expectNoSecret('the outputs', JSON.stringify(run.outputs));
    expectNoSecret('the comment', comments[0]!.body);
    expect(comments[0]!.body).not.toContain('stolen-annotation');
    const planFile = run.outputs['plan-file'];
    if (planFile) expectNoSecret('the plan file', readFileSync(planFile, 'utf8'));
  });
});
