// run() with a recording core: secrets first, forks and bots, missing keys, invalid files.
import { describe, expect, it } from 'vitest';
import { run } from '../../src/action/run.js';
import { FakeCore } from './support/fake-core.js';
import {
  branchPush,
  eventFile,
  fromFork,
  INVALID_ANNOTATION,
  runnerEnv,
  VALID_ANNOTATION,
  workspace,
} from './support/workspace.js';
import { escapeMarkdown } from '../../src/text/markdown.js';

const defaults = {
  command: 'auto',
  paths: 'annotations/',
  comment: 'true',
  prune: 'false',
  concurrency: '8',
};

describe('run: before any plan', () => {
  it('masks the key and the token before anything else', async () => {
    const core = new FakeCore({
      ...defaults,
      'api-key': 'key-ABCDEF',
      'github-token': 'ghs_TOKEN1',
      command: 'validate',
    });
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION });
    await run(core, runnerEnv('push', eventFile('push', branchPush()), cwd));
    expect(core.emitted.slice(0, 2)).toEqual([
      { kind: 'secret', text: 'key-ABCDEF' },
      { kind: 'secret', text: 'ghs_TOKEN1' },
    ]);
    expect(core.failed).toBe(false);
    expect(core.summaryText).toContain('the files are valid');
  });

  it('validates a fork pull request without a key, succeeds and says plainly no plan was made', async () => {
    const core = new FakeCore({ ...defaults, 'github-token': 'ghs_TOKEN1' });
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION });
    await run(core, runnerEnv('pull_request', eventFile('pull_request.opened', fromFork), cwd));
    expect(core.failed).toBe(false);
    const warning = core
      .of('warning')
      .map((w) => w.text)
      .join('\n');
    expect(warning).toContain('No plan was made');
    expect(warning).toContain('fork');
    expect(core.summaryText).toContain('no plan was made');
    expect(core.summaryText).toContain('comes from a fork');
    expect(core.outputs()).toEqual({});
  });

  it('fails a fork pull request only on invalid files, with a file/line annotation', async () => {
    const core = new FakeCore({ ...defaults });
    const cwd = workspace({ 'bad.yaml': INVALID_ANNOTATION });
    await run(core, runnerEnv('pull_request', eventFile('pull_request.opened', fromFork), cwd));
    expect(core.failed).toBe(true);
    const errors = core.of('error');
    expect(errors[0]!.properties).toMatchObject({ file: 'annotations/bad.yaml', startLine: 3 });
    expect(core.summaryText).toContain('annotations/bad.yaml:3');
  });

  it('treats a bot without a key like a fork', async () => {
    const core = new FakeCore({ ...defaults });
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION });
    const event = eventFile('pull_request.synchronize', (p) => {
      p.sender = { login: 'dependabot[bot]', type: 'Bot' };
    });
    await run(core, runnerEnv('pull_request', event, cwd));
    expect(core.failed).toBe(false);
    expect(core.summaryText).toContain('started by a bot');
  });

  it('fails a pull request of the repository itself without a key, clearly', async () => {
    const core = new FakeCore({ ...defaults });
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION });
    await run(core, runnerEnv('pull_request', eventFile('pull_request.opened'), cwd));
    expect(core.of('failed')[0]!.text).toMatch(/no api-key: plan needs the Observe API key/);
    expect(core.summaryText).toContain('no api-key');
  });

  it('names inputs, not CLI flags, when a setting is missing or wrong', async () => {
    const cwd = workspace({ 'a.yaml': VALID_ANNOTATION });
    const keyed = { ...defaults, 'api-key': 'key-ABCDEF' };
    const noUrl = new FakeCore(keyed);
    await run(noUrl, runnerEnv('push', eventFile('push', branchPush()), cwd));
    const [missing] = noUrl.of('failed');
    expect(missing!.text).toMatch(/^no Observe API address: set the base-url input/);
    expect(missing!.text).not.toMatch(/--base-url|--emulator|OBSERVE_BASE_URL/);
    expect(noUrl.summaryText).toContain(escapeMarkdown(missing!.text));

    const tooMany = new FakeCore({
      ...keyed,
      'base-url': 'http://127.0.0.1:9/v1',
      concurrency: '100',
    });
    await run(tooMany, runnerEnv('push', eventFile('push', branchPush()), cwd));
    expect(tooMany.of('failed')[0]!.text).toBe(
      "input concurrency must be a whole number from 1 to 64, not '100'",
    );

    const notUrl = new FakeCore({ ...keyed, 'base-url': 'observe.example.com' });
    await run(notUrl, runnerEnv('push', eventFile('push', branchPush()), cwd));
    expect(notUrl.of('failed')[0]!.text).toMatch(
      /^input base-url 'observe\.example\.com' is not a URL/,
    );
  });

  it('refuses a bad command input', async () => {
    const core = new FakeCore({ ...defaults, command: 'destroy' });
    await run(core, runnerEnv('push', eventFile('push', branchPush()), workspace({})));
    expect(core.of('failed')[0]!.text).toContain(
      'input command must be one of auto, validate, fmt, plan, apply',
    );
  });

  it('validates invalid files into annotations and a failed step (command: validate)', async () => {
    const core = new FakeCore({ ...defaults, command: 'validate' });
    const cwd = workspace({ 'bad.yaml': INVALID_ANNOTATION, 'a.yaml': VALID_ANNOTATION });
    await run(core, runnerEnv('push', eventFile('push', branchPush()), cwd));
    expect(core.failed).toBe(true);
    expect(core.of('failed')[0]!.text).toContain('invalid: 1 error');
    expect(core.of('error')[0]).toMatchObject({
      properties: { file: 'annotations/bad.yaml', startLine: 3, title: expect.any(String) },
    });
  });
});
