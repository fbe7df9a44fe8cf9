// The comment and the log as reviewers meet them: the built bundle, run as a runner runs it,
// against the emulator and the GitHub REST stand-in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBundle, type BundleRun } from './support/bundle.js';
import {
  besideChecks,
  checkRequests,
  connectedInputs,
  putOnServer as putAnnotation,
  restRequests,
  bundleAndServices,
  type Services,
} from './support/services.js';
import { eventFile, runnerEnv, workspace } from './support/workspace.js';

let actionJs: string;
let s: Services;
beforeAll(async () => ({ actionJs, s } = await bundleAndServices()));
afterAll(() => s?.close());
beforeEach(() => {
  s.github.comments.clear();
  s.github.requests.length = 0;
});

const PR = 'Codertocat/Hello-World#2';

function annotation(key: string, headline: string): string {
  return `externalKey: ${key}\nkind: setup\nheadline: ${headline}\n`;
}

const putOnServer = (key: string, headline: string): Promise<void> =>
  putAnnotation(s, key, headline);

/** One step of the bundle on the pull request (or `event`), in `cwd`. */
function step(
  cwd: string,
  inputs: Record<string, string> = {},
  event = 'pull_request',
): Promise<BundleRun> {
  const payload = event === 'pull_request' ? eventFile('pull_request.opened') : '';
  const env = runnerEnv(event, payload, cwd, { GITHUB_API_URL: s.github.url });
  return runBundle(actionJs, { ...connectedInputs(s), ...inputs }, env);
}

/** The workflow commands of one kind in the step's log (`::error file=…::message`). */
function commands(run: BundleRun, kind: string): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith(`::${kind}`));
}

function theComment(): string {
  const comments = s.github.comments.get(PR) ?? [];
  expect(comments).toHaveLength(1);
  return comments[0]!.body;
}

describe('the comment, through the bundle', () => {
  it('lists the keys above the fold and shows an updated headline as a - and a + line', async () => {
    await putOnServer('fold-upd', 'The old headline');
    const cwd = workspace({
      'a.yaml': [
        annotation('fold-upd', 'The new headline'),
        ...Array.from({ length: 3 }, (_, i) => annotation(`fold-new-${i}`, `New ${i}`)),
      ].join('---\n'),
    });
    const run = await step(cwd);
    expect(run.code, run.stdout).toBe(0);
    const body = theComment();
    const fold = body.indexOf('<details>');
    expect(fold).toBeGreaterThan(0);
    const above = body.slice(0, fold);
    expect(above).toContain(
      '- **Create** (3): <code>fold-new-0</code>, <code>fold-new-1</code>, <code>fold-new-2</code>',
    );
    expect(above).toContain('- **Update** (1): <code>fold-upd</code>');
    // The update inside a diff fence: the old value on a - line, the new on a + line.
    const fence = /```diff\n([\s\S]*?)\n```/g;
    const diffs = [...body.matchAll(fence)].map((m) => m[1]!);
    expect(
      diffs.some(
        (d) =>
          d.includes('- headline: "The old headline"\n+ headline: "The new headline"') &&
          !d.includes('→'),
      ),
    ).toBe(true);
    // The job summary is the same view of the update.
    expect(run.summary).toContain(
      '-   headline: "The old headline"\n+   headline: "The new headline"',
    );
  });

  it('on-change: posts nothing for a plan with nothing to say, and still updates a comment that exists', async () => {
    await putOnServer('quiet-1', 'Already there');
    const cwd = workspace({ 'a.yaml': annotation('quiet-1', 'Already there') });
    const quiet = await step(cwd, { comment: 'on-change' });
    expect(quiet.code, quiet.stdout).toBe(0);
    expect(quiet.outputs['has-changes']).toBe('false');
    expect(s.github.comments.get(PR) ?? []).toHaveLength(0);
    // No comment written (who the token is was asked through GraphQL, a read); the plan's
    // check run was tried (the token may not write checks here).
    expect(besideChecks(restRequests(s.github.requests)).filter((r) => r.method !== 'GET')).toEqual(
      [],
    );
    expect(checkRequests(s.github.requests).map((r) => r.method)).toEqual(['POST']);
    expect(quiet.stdout).toContain('comment: on-change');

    // A change: the comment is created.
    writeFileSync(join(cwd, 'annotations', 'a.yaml'), annotation('quiet-1', 'Changed'));
    expect((await step(cwd, { comment: 'on-change' })).code).toBe(0);
    const created = theComment();
    expect(created).toContain('1 to update');

    // Back to nothing to say: the existing comment is updated, not left stale.
    writeFileSync(join(cwd, 'annotations', 'a.yaml'), annotation('quiet-1', 'Already there'));
    expect((await step(cwd, { comment: 'on-change' })).code).toBe(0);
    expect(theComment()).toContain('no changes, the server matches the files');
    expect(
      besideChecks(restRequests(s.github.requests)).filter((r) => r.method === 'POST'),
    ).toHaveLength(1);
    expect(besideChecks(s.github.requests).filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('comment: false posts nothing; a bad value names the input', async () => {
    const cwd = workspace({ 'a.yaml': annotation('never-1', 'Never commented') });
    expect((await step(cwd, { comment: 'false' })).code).toBe(0);
    // Nothing but the plan's check run, which is no comment.
    expect(besideChecks(s.github.requests)).toEqual([]);
    expect(checkRequests(s.github.requests).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/Codertocat/Hello-World/check-runs',
    ]);
    const bad = await step(cwd, { comment: 'sometimes' });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("input comment must be true, false or on-change, not 'sometimes'");
  });

  it('the label names the target in the title and in the marker, instead of the hash', async () => {
    const cwd = workspace({ 'a.yaml': annotation('label-1', 'Labelled') });
    expect((await step(cwd, { label: 'production' })).code).toBe(0);
    const body = theComment();
    expect(body).toMatch(/^<!-- observe-annotations:target=label:production plan=sha256:/);
    expect(body).toContain('### 📝 observe-annotations (production) plan: 1 to create');
    // Another label is another target: a comment of its own.
    expect((await step(cwd, { label: 'staging area' })).code).toBe(0);
    const bodies = (s.github.comments.get(PR) ?? []).map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatch(/^<!-- observe-annotations:target=label:staging%20area plan=/);
  });

  it('names the head commit, linked, and changes with every push even when the plan does not', async () => {
    const cwd = workspace({ 'a.yaml': annotation('sha-1', 'Same plan') });
    const first = await step(cwd);
    expect(first.code, first.stdout).toBe(0);
    const sha = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
    expect(theComment()).toContain(
      `Planned for commit [<code>ec26c3e</code>](https://github.com/Codertocat/Hello-World/pull/2/commits/${sha})`,
    );
    const pushed = '0123456789abcdef0123456789abcdef01234567';
    const event = eventFile('pull_request.synchronize', (payload) => {
      (payload.pull_request as unknown as { head: { sha: string } }).head.sha = pushed;
    });
    const env = runnerEnv('pull_request', event, cwd, { GITHUB_API_URL: s.github.url });
    expect((await runBundle(actionJs, connectedInputs(s), env)).code).toBe(0);
    const body = theComment();
    expect(body).toContain(`Planned for commit [<code>0123456</code>]`);
    expect(body).not.toContain('ec26c3e');
    expect(body).toMatch(new RegExp(`^<!-- [^\n]* head=${pushed} `));
  });
});

describe('the log and the annotations, through the bundle', () => {
  it('shows the text plan in a group and the counts in one notice', async () => {
    const cwd = workspace({ 'a.yaml': annotation('log-1', 'In the log') });
    const run = await step(cwd, {}, 'workflow_dispatch');
    expect(run.code, run.stdout).toBe(1); // a manual run under auto: drift fails the check
    const lines = run.stdout.split('\n');
    const open = lines.indexOf('::group::The plan');
    const close = lines.indexOf('::endgroup::', open);
    expect(open).toBeGreaterThan(0);
    expect(lines.slice(open, close).join('\n')).toContain('+ log-1');
    const notices = commands(run, 'notice');
    expect(notices).toEqual([
      '::notice::Plan: 1 to create, 0 to update, 0 to delete. 0 unchanged.',
    ]);
  });

  it('60 invalid documents: at most 10 error annotations, the failure among them, all 60 in the summary', async () => {
    const docs = Array.from(
      { length: 60 },
      (_, i) =>
        `externalKey: bad-${i}\nkind: event\nheadline: ${'x'.repeat(300)}\ndateFrom: 2026-09-17\n`,
    );
    const cwd = workspace({ 'many.yaml': docs.join('---\n') });
    const run = await step(cwd, { command: 'validate' });
    expect(run.code).toBe(1);
    const errors = commands(run, 'error');
    expect(errors.length).toBeLessThanOrEqual(10);
    expect(errors.at(-1)).toContain('the annotation files are invalid: 60 errors');
    const annotations = errors.filter((e) => e.includes('file=annotations/many.yaml'));
    expect(annotations).toHaveLength(9);
    expect(annotations.at(-1)).toContain('and 51 more errors: all 60 are in the job summary');
    for (let i = 0; i < 60; i++) {
      const line = 3 + i * 5;
      expect(run.summary).toContain(`<code>annotations/many.yaml:${line}:`);
    }
  });
});

describe('inputs, through the bundle', () => {
  it("a config's include is honoured with no paths input", async () => {
    const cwd = workspace({});
    mkdirSync(join(cwd, 'notes'));
    writeFileSync(join(cwd, 'notes', 'n.yaml'), annotation('include-1', 'From notes/'));
    writeFileSync(join(cwd, 'observe-annotations.yaml'), 'include: [notes/]\nconcurrency: 2\n');
    const { paths: _none, concurrency: _default, ...inputs } = connectedInputs(s);
    const env = runnerEnv('pull_request', eventFile('pull_request.opened'), cwd, {
      GITHUB_API_URL: s.github.url,
    });
    const run = await runBundle(actionJs, inputs, env);
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.creates).toBe('1');
    expect(theComment()).toContain('<code>include-1</code>');
    expect(theComment()).toContain('paths <code>notes/</code>');
  });

  it('working-directory and config: the run works in the config file’s folder', async () => {
    const cwd = workspace({});
    const team = join(cwd, 'teams', 'identity');
    mkdirSync(join(team, 'settings'), { recursive: true });
    mkdirSync(join(team, 'settings', 'docs'));
    writeFileSync(join(team, 'settings', 'docs', 'd.yaml'), annotation('wd-1', 'In a subfolder'));
    writeFileSync(join(team, 'settings', 'oa.yaml'), 'include: [docs/]\n');
    const { paths: _none, ...inputs } = connectedInputs(s);
    const run = await runBundle(
      actionJs,
      { ...inputs, 'working-directory': 'teams/identity', config: 'settings/oa.yaml' },
      runnerEnv('workflow_dispatch', '', cwd),
    );
    expect(run.outputs.creates, run.stdout).toBe('1');
    const missing = await runBundle(
      actionJs,
      { ...inputs, 'working-directory': 'teams/nobody' },
      runnerEnv('workflow_dispatch', '', cwd),
    );
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain("input working-directory: 'teams/nobody' is no folder");
  });
});
