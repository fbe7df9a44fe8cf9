// Named targets in the Action: a matrix over targets gives one comment per target,
// labelled with its name; the key goes only to the base-url the workflow names, never to a
// target's baseUrl from the checkout, and a target's apiKeyEnv is never read.
import { createServer, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../../src/action/run.js';
import { parseApiKey, startEmulator, type RunningEmulator } from '../../../src/emulator/index.js';
import { code } from '../../../src/text/markdown.js';
import { FakeCore } from '../support/fake-core.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in.js';
import { TOKEN } from '../support/services.js';
import { eventFile, runnerEnv, VALID_ANNOTATION, workspace } from '../support/workspace.js';

const STAGING_KEY = 'oa_staging_SECRET_1111';
const PRODUCTION_KEY = 'oa_production_SECRET_2222';
const RUNNER_SECRET = 'runner_SECRET_never_sent_3333';

let staging: RunningEmulator;
let production: RunningEmulator;
let github: GitHubStandIn;
/** Where a hostile config points: it must receive nothing. */
let elsewhere: Server;
let elsewhereUrl: string;
const received: string[] = [];

beforeEach(async () => {
  staging = await startEmulator({ apiKeys: [parseApiKey(STAGING_KEY)] });
  production = await startEmulator({ apiKeys: [parseApiKey(PRODUCTION_KEY)] });
  github = await startGitHubStandIn();
  received.length = 0;
  elsewhere = createServer((req, res) => {
    received.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const address = elsewhere.address() as { port: number };
  elsewhereUrl = `http://127.0.0.1:${address.port}/v1`;
});

afterEach(async () => {
  await staging.close();
  await production.close();
  await github.close();
  await new Promise((resolve) => elsewhere.close(resolve));
});

function targetsWorkspace(): string {
  const cwd = workspace({ 'release.yaml': VALID_ANNOTATION });
  writeFileSync(
    join(cwd, 'observe-annotations.yaml'),
    [
      'keyPrefix: team-',
      `baseUrl: ${elsewhereUrl}`,
      'targets:',
      '  staging:',
      `    baseUrl: ${elsewhereUrl}`,
      '    apiKeyEnv: RUNNER_SECRET',
      '  production:',
      `    baseUrl: ${elsewhereUrl}`,
      '    apiKeyEnv: RUNNER_SECRET',
    ].join('\n'),
  );
  return cwd;
}

function inputs(extra: Record<string, string>): Record<string, string> {
  return { command: 'auto', comment: 'true', 'github-token': TOKEN, ...extra };
}

const env = (cwd: string) =>
  runnerEnv('pull_request', eventFile('pull_request.opened'), cwd, {
    GITHUB_API_URL: github.url,
    RUNNER_SECRET,
  });

describe('named targets in the Action', () => {
  it('a matrix over targets gives one comment per target, labelled with its name', async () => {
    const cwd = targetsWorkspace();
    for (const [target, server, key] of [
      ['staging', staging, STAGING_KEY],
      ['production', production, PRODUCTION_KEY],
    ] as const) {
      const core = new FakeCore(inputs({ target, 'base-url': server.baseUrl, 'api-key': key }));
      await run(core, env(cwd));
      expect(core.of('failed')).toEqual([]);
      expect(core.outputs().creates).toBe('1');
    }
    // Again for staging: its own comment is updated, the other one left alone.
    const again = new FakeCore(
      inputs({ target: 'staging', 'base-url': staging.baseUrl, 'api-key': STAGING_KEY }),
    );
    await run(again, env(cwd));
    const comments = github.comments.get('Codertocat/Hello-World#2')!;
    expect(comments).toHaveLength(2);
    const markers = comments.map((c) => c.body.split('\n')[0]!.split(' plan=')[0]);
    expect(new Set(markers).size).toBe(2);
    expect(comments[0]!.body).toContain(`Target: **staging** · ${code(staging.baseUrl)}`);
    expect(comments[1]!.body).toContain(`Target: **production** · ${code(production.baseUrl)}`);
    expect(received).toEqual([]);
    for (const c of comments) {
      for (const secret of [STAGING_KEY, PRODUCTION_KEY, RUNNER_SECRET, TOKEN])
        expect(c.body).not.toContain(secret);
    }
  });

  it("with a target and no base-url, fails before any request: a target's baseUrl is not used", async () => {
    const core = new FakeCore(inputs({ target: 'staging', 'api-key': STAGING_KEY }));
    await run(core, env(targetsWorkspace()));
    expect(core.failed).toBe(true);
    expect(core.of('failed')[0]!.text).toContain('no Observe API address: set the base-url input');
    expect(received).toEqual([]);
  });

  it("never reads a target's apiKeyEnv: without api-key a pull request of the repository fails", async () => {
    const core = new FakeCore(inputs({ target: 'staging', 'base-url': staging.baseUrl }));
    await run(core, env(targetsWorkspace()));
    expect(core.failed).toBe(true);
    expect(core.of('failed')[0]!.text).toContain('no api-key');
    expect(received).toEqual([]);
  });

  it('with targets in the file and no target input, fails naming them', async () => {
    const core = new FakeCore(inputs({ 'base-url': staging.baseUrl, 'api-key': STAGING_KEY }));
    await run(core, env(targetsWorkspace()));
    expect(core.failed).toBe(true);
    expect(core.of('failed')[0]!.text).toContain(
      'input target is needed: observe-annotations.yaml defines the targets staging, production',
    );
    expect(received).toEqual([]);
  });
});
