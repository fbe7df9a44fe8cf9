// A pull request commits a folder git would take for a repository (HEAD, objects/, refs/, and a
// config whose commands git runs: a promisor remote's upload-pack on a lazy fetch, sshCommand
// on a fetch). git discovered it from the run's folder before the checkout's own .git, ran its
// commands during the Action's base fetch and `plan --base`, and handed them the runner's whole
// environment: both secrets. Now: a run inside such a folder is refused before git runs at
// all; git is always told the checkout's own repository, with nothing of ours in its
// environment. Through the built Action bundle (working-directory, config) and the CLI.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { runBundle } from '../action/support/bundle.js';
import {
  bundleAndServices,
  connectedInputs,
  expectNoSecrets,
  KEY,
  TOKEN,
  type Services,
} from '../action/support/services.js';
import { eventFile, runnerEnv } from '../action/support/workspace.js';
import { fakeIo } from '../cli/validate-fake-io.js';
import { gitIn } from '../support/git.js';
import { httpsGitServer, type HttpsGitServer } from '../support/https-git.js';
import {
  gitSpy,
  plantRepository,
  pullRequestCheckout,
  write,
  type GitSpy,
} from './planted-repository.js';

let actionJs: string;
let s: Services;
let origins: HttpsGitServer;
beforeAll(async () => {
  ({ actionJs, s } = await bundleAndServices());
  origins = await httpsGitServer(tmpdir());
});
afterAll(async () => {
  await s.close();
  await origins.close();
});

/** What the runner has besides the inputs: none of it may reach git. */
const RUNNER_SECRETS = {
  ACTIONS_RUNTIME_TOKEN: 'actions-runtime-TOKEN-Xy12-DO-NOT-LEAK',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-TOKEN-Zq34-DO-NOT-LEAK',
  GITHUB_TOKEN: 'ghs_runnerENV-TOKEN-Wv56-DO-NOT-LEAK',
  OBSERVE_API_KEY: 'sk-runner-OBSERVE-KEY-Ut78-DO-NOT-LEAK',
};
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');

const ANNOTATION = 'externalKey: team-planted\nkind: setup\nheadline: In the planted folder\n';

function prEvent(base: string): string {
  return eventFile('pull_request.opened', (payload) => {
    (payload.pull_request as unknown as { base: { sha: string } }).base.sha = base;
  });
}

/** The bundle as the step of a pull request whose base is `base`, `git` on PATH recorded by `spy`. */
function step(
  workspace: string,
  base: string,
  inputs: Record<string, string>,
  spy: GitSpy,
  env: Record<string, string> = {},
) {
  return runBundle(
    actionJs,
    connectedInputs(s, inputs),
    runnerEnv('pull_request', prEvent(base), workspace, {
      GITHUB_API_URL: s.github.url,
      ...RUNNER_SECRETS,
      PATH: `${spy.dir}:${process.env.PATH}`,
      ...env,
    }),
  );
}

/** The git command of a call: the first argument after the repository. */
function command(args: string[]): string | undefined {
  return args[args.findIndex((a) => a.startsWith('--work-tree=')) + 1];
}

describe('the Action with a planted repository in the checkout', () => {
  for (const [how, inputs] of [
    ['working-directory', { 'working-directory': 'planted' }],
    ['config', { config: 'planted/observe-annotations.yaml' }],
  ] as const) {
    it(`refuses a run whose folder lies in it (${how}): no command of it runs, git never starts`, async () => {
      let marker = '';
      const { workspace, base } = pullRequestCheckout(tmpdir(), origins.url, {}, (work) => {
        marker = plantRepository(join(work, 'planted'));
        write(join(work, 'planted'), {
          'observe-annotations.yaml': 'keyPrefix: team-\n',
          'annotations/p.yaml': ANNOTATION,
        });
      });
      const spy = gitSpy();
      const run = await step(workspace, base, inputs, spy);
      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).toContain(
        `::error::the run's folder ${join(workspace, 'planted')} looks like a git repository's own folder (it holds HEAD, objects and refs): git could take it for the repository and run what its config says, so this run does not go on.`,
      );
      expect(existsSync(marker)).toBe(false);
      expect(spy.calls()).toEqual([]);
      expectNoSecrets(run);
    });
  }

  it('a run beside it works on the checkout itself: git gets the repository and nothing of ours', async () => {
    let marker = '';
    const { workspace, base } = pullRequestCheckout(
      tmpdir(),
      origins.url,
      { 'annotations/b.yaml': 'externalKey: team-b\nkind: setup\nheadline: B\n' },
      (work) => {
        marker = plantRepository(join(work, 'planted'));
      },
    );
    const spy = gitSpy();
    const run = await step(workspace, base, {}, spy);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).not.toContain('::warning::');
    // The base commit came over https, into the checkout's own repository.
    expect(gitIn(workspace, 'cat-file', '-t', base)).toBe('commit');
    expect(existsSync(marker)).toBe(false);
    const calls = spy.calls();
    expect(calls.map((c) => command(c.args))).toEqual(
      expect.arrayContaining(['fetch', 'cat-file', 'rev-parse', 'ls-tree']),
    );
    for (const { args, env } of calls) expectSafeCall(args, env, join(workspace, '.git'));
    const fetch = calls.find((c) => command(c.args) === 'fetch')!;
    expect(fetch.args).toEqual(
      expect.arrayContaining(['protocol.allow=never', 'protocol.https.allow=always']),
    );
    expect(fetch.args).toContain('protocol.file.allow=never');
    expect(fetch.env.GIT_NO_LAZY_FETCH).toBeUndefined();
    expectNoSecrets(run);
  });

  it('the workflow token reaches the one fetch that needs it, and no other call', async () => {
    const { workspace, base } = pullRequestCheckout(tmpdir(), origins.url, {
      'annotations/c.yaml': 'externalKey: team-c\nkind: setup\nheadline: C\n',
    });
    const guarded = await httpsGitServer(tmpdir(), `basic ${BASIC}`);
    try {
      const url = gitIn(workspace, 'remote', 'get-url', 'origin').replace(origins.url, guarded.url);
      gitIn(workspace, 'remote', 'set-url', 'origin', url);
      const spy = gitSpy();
      const run = await step(workspace, base, {}, spy, { GITHUB_SERVER_URL: guarded.url });
      expect(run.code, run.stdout).toBe(0);
      expect(gitIn(workspace, 'cat-file', '-t', base)).toBe('commit');
      const calls = spy.calls();
      const withHeader = calls.filter((c) => JSON.stringify(c.env).includes(BASIC));
      expect(withHeader).toHaveLength(1);
      expect(command(withHeader[0]!.args)).toBe('fetch');
      expect(withHeader[0]!.env.GIT_CONFIG_KEY_0).toBe(`http.${guarded.url}/.extraheader`);
      // The plain fetch came first, without it, and was refused.
      expect(guarded.authorizations.slice(0, 1)).toEqual(['']);
      for (const { args, env } of calls) {
        expectSafeCall(args, env, join(workspace, '.git'), { header: true });
      }
    } finally {
      await guarded.close();
    }
  });
});

/** Every call names the repository, disables what runs programs, and carries no secret. */
function expectSafeCall(
  args: string[],
  env: Record<string, string>,
  gitDir: string,
  { header = false } = {},
): void {
  expect(args).toContain(`--git-dir=${gitDir}`);
  for (const setting of [
    'safe.bareRepository=explicit',
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
  ]) {
    expect(args).toContain(setting);
  }
  if (command(args) !== 'fetch') {
    expect(args).toContain('protocol.allow=never');
    expect(env.GIT_NO_LAZY_FETCH).toBe('1');
  }
  expect(env.GIT_TERMINAL_PROMPT).toBe('0');
  const names = Object.keys(env);
  expect(names.filter((n) => /^(INPUT_|ACTIONS_|OBSERVE_|GITHUB_)/.test(n))).toEqual([]);
  const allowed = ['PATH', 'HOME', 'LANG', 'GIT_TERMINAL_PROMPT', 'GIT_NO_LAZY_FETCH'];
  const fetchHeader = ['GIT_CONFIG_COUNT', 'GIT_CONFIG_KEY_0', 'GIT_CONFIG_VALUE_0'];
  // What the shell of the recording `git` adds on its own.
  const shell = ['PWD', 'OLDPWD', 'SHLVL', '_'];
  expect(
    names.filter((n) => ![...allowed, ...shell, ...(header ? fetchHeader : [])].includes(n)),
  ).toEqual([]);
  const text = JSON.stringify(env);
  for (const secret of [KEY, ...Object.values(RUNNER_SECRETS), ...(header ? [] : [BASIC, TOKEN])]) {
    expect(text).not.toContain(secret);
  }
  expect(text).not.toContain(TOKEN);
}

describe('plan --base with a planted promisor remote', () => {
  it('refuses a run folder inside it: its lazy fetch never runs, the key never reaches it', async () => {
    const dir = join(tmpdir(), `oa-promisor-${process.pid}-${Date.now()}`);
    gitIn(tmpdir(), 'init', '-q', '-b', 'main', dir);
    write(dir, { 'annotations/a.yaml': 'externalKey: p-a\nkind: setup\nheadline: A\n' });
    gitIn(dir, 'add', '-A');
    gitIn(dir, 'commit', '-q', '-m', 'base');
    const planted = join(dir, 'planted');
    const marker = plantRepository(planted);
    write(planted, {
      'observe-annotations.yaml': 'keyPrefix: p-\n',
      'annotations/a.yaml': 'externalKey: p-a\nkind: setup\nheadline: A\n',
    });
    const spy = gitSpy();
    for (const cwd of [planted, join(planted, 'annotations')]) {
      const io = fakeIo(cwd, {
        PATH: `${spy.dir}:${process.env.PATH}`,
        OBSERVE_API_KEY: KEY,
        OBSERVE_BASE_URL: s.emulator.baseUrl,
      });
      expect(await main(['plan', '--base', 'origin/main'], io)).toBe(1);
      expect(io.err()).toBe(
        `Error: the run's folder ${planted} looks like a git repository's own folder (it holds HEAD, objects and refs): git could take it for the repository and run what its config says, so this run does not go on. Keep annotation files and the config file out of such a folder.\n`,
      );
    }
    expect(existsSync(marker)).toBe(false);
    expect(spy.calls()).toEqual([]);
  });

  it('reads the checkout itself, with reads that cannot fetch and none of our variables', async () => {
    const dir = join(tmpdir(), `oa-lazy-${process.pid}-${Date.now()}`);
    gitIn(tmpdir(), 'init', '-q', '-b', 'main', dir);
    write(dir, {
      'observe-annotations.yaml': 'keyPrefix: lz-\n',
      'annotations/a.yaml': 'externalKey: lz-a\nkind: setup\nheadline: A\n',
    });
    gitIn(dir, 'add', '-A');
    gitIn(dir, 'commit', '-q', '-m', 'base');
    const marker = plantRepository(join(dir, 'planted'));
    const spy = gitSpy();
    const io = fakeIo(dir, {
      PATH: `${spy.dir}:${process.env.PATH}`,
      HOME: dir,
      OBSERVE_API_KEY: KEY,
      OBSERVE_BASE_URL: s.emulator.baseUrl,
      GITHUB_TOKEN: RUNNER_SECRETS.GITHUB_TOKEN,
    });
    expect(await main(['plan', '--base', 'main'], io), io.err()).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const calls = spy.calls();
    expect(calls.length).toBeGreaterThan(2);
    for (const { args, env } of calls) expectSafeCall(args, env, join(dir, '.git'));
  });
});
