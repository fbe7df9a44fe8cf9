// run() with a recording core, against the emulator (Observe API) and the GitHub stand-in.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/action/run.js';
import { main } from '../../src/cli/main.js';
import { escapeMarkdown } from '../../src/text/markdown.js';
import { FakeCore } from './support/fake-core.js';
import {
  besideChecks,
  checkRequests,
  connectedInputs,
  restRequests,
  KEY,
  putOnServer,
  startServices,
  TOKEN,
  type Services,
} from './support/services.js';
import {
  branchPush,
  eventFile,
  MERGE_SHA,
  PR_HEAD,
  exampleWorkspace,
  fromFork,
  INVALID_ANNOTATION,
  runnerEnv,
  VALID_ANNOTATION,
  workspace,
} from './support/workspace.js';

let s: Services;
beforeEach(async () => {
  s = await startServices();
});
afterEach(async () => {
  await s.close();
});

const envFor = (name: string, event: string, cwd: string) =>
  runnerEnv(name, eventFile(event, name === 'push' ? branchPush() : undefined), cwd, {
    GITHUB_API_URL: s.github.url,
  });

describe('run on a pull request of the repository', () => {
  it('plans, writes summary and outputs, creates the comment once and then updates it', async () => {
    const cwd = exampleWorkspace();
    const first = new FakeCore(connectedInputs(s));
    await run(first, envFor('pull_request', 'pull_request.opened', cwd));
    expect(first.of('failed')).toEqual([]);
    const outputs = first.outputs();
    expect(outputs['has-changes']).toBe('true');
    expect(Number(outputs.creates)).toBeGreaterThan(5);
    expect(outputs).toMatchObject({ updates: '0', deletes: '0', unchanged: '0', failed: '0' });
    const saved = JSON.parse(readFileSync(outputs['plan-file']!, 'utf8')) as { kind: string };
    expect(saved.kind).toBe('observe-annotations/plan');
    expect(first.summaryText).toContain('release-4-2-passkey-rollout');

    const comments = s.github.comments.get('Codertocat/Hello-World#2')!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(
      /^<!-- observe-annotations:target=[0-9a-f]{16} plan=sha256:[0-9a-f]+ head=ec26c3e57ca3a959ca5aad62de7213c562f8c821 changes=(c:[^:,]+:[0-9a-f]{12},?)+ -->/,
    );
    const id = comments[0]!.id;

    const second = new FakeCore(connectedInputs(s));
    await run(second, envFor('pull_request', 'pull_request.synchronize', cwd));
    expect(s.github.comments.get('Codertocat/Hello-World#2')).toHaveLength(1);
    expect(s.github.comments.get('Codertocat/Hello-World#2')![0]!.id).toBe(id);
    expect(
      besideChecks(restRequests(s.github.requests)).filter((r) => r.method === 'POST'),
    ).toHaveLength(1);
    expect(besideChecks(s.github.requests).filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('updates the comment when the files turn invalid, and fails with annotations', async () => {
    const cwd = workspace({ 'bad.yaml': INVALID_ANNOTATION });
    s.github.seed('Codertocat/Hello-World#2', 'LGTM');
    const core = new FakeCore(connectedInputs(s));
    await run(core, envFor('pull_request', 'pull_request.opened', cwd));
    expect(core.failed).toBe(true);
    expect(core.of('error')[0]!.properties).toMatchObject({
      file: 'annotations/bad.yaml',
      startLine: 3,
    });
    const comments = s.github.comments.get('Codertocat/Hello-World#2')!;
    expect(comments.map((c) => c.body.split('\n')[1])).toEqual([
      undefined,
      expect.stringContaining('the files are invalid'),
    ]);
    expect(comments[0]!.body).toBe('LGTM');
  });

  it("annotates the plan's own errors at their line and fails without applying", async () => {
    const cwd = workspace({
      'r.yaml': `${VALID_ANNOTATION}refs:\n  - { type: annotation, externalKey: nowhere-to-be-found }\n`,
    });
    const core = new FakeCore(connectedInputs(s));
    await run(core, envFor('push', 'push', cwd));
    expect(core.of('error')[0]).toMatchObject({
      properties: { file: 'annotations/r.yaml', startLine: 6, title: 'refs.unknownKey' },
    });
    expect(core.of('failed').map((f) => f.text)).toEqual([
      'the plan has 1 error (see the annotations and the job summary): nothing can be applied',
    ]);
    expect(core.summaryText).toContain('refs.unknownKey');
    const listed = await fetch(`${s.emulator.baseUrl}/observe/annotations`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).not.toContain('team-release-1');
  });

  it('fails after writing the summary when the comment cannot be posted', async () => {
    s.github.failWith = 403;
    const core = new FakeCore(connectedInputs(s));
    await run(core, envFor('pull_request', 'pull_request.opened', exampleWorkspace()));
    const kinds = core.emitted.map((e) => e.kind);
    expect(kinds.indexOf('summary')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('failed')).toBeGreaterThan(kinds.indexOf('summary'));
    expect(core.of('failed')[0]!.text).toMatch(
      /could not post the plan comment.*HTTP 403.*pull-requests: write/,
    );
  });
});

describe('where GitHub’s GraphQL API refuses the token the question of who it is', () => {
  it('the workflow-token input tells the workflow’s token; any other token is no one, and posts nothing', async () => {
    const cwd = exampleWorkspace();
    s.github.faults.push({
      match: (method, path, body) => path === '/graphql' && JSON.stringify(body).includes('viewer'),
      times: 99,
      status: 200,
      body: { errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] },
    });
    const known = connectedInputs(s, { 'workflow-token': TOKEN });
    for (const event of ['pull_request.opened', 'pull_request.synchronize']) {
      const core = new FakeCore(known);
      await run(core, envFor('pull_request', event, cwd));
      expect(core.of('failed')).toEqual([]);
    }
    expect(s.github.comments.get('Codertocat/Hello-World#2')).toHaveLength(1);

    const unknown = new FakeCore(connectedInputs(s, { 'workflow-token': 'ghs_another' }));
    await run(unknown, envFor('pull_request', 'pull_request.synchronize', cwd));
    expect(
      unknown
        .of('failed')
        .map((e) => e.text)
        .join('\n'),
    ).toContain('GitHub would not say who the token is');
    expect(s.github.comments.get('Codertocat/Hello-World#2')).toHaveLength(1);
  });
});

describe('a comment create whose answer never came', () => {
  it('the plan finds the comment GitHub made, by its marker, and updates it: one comment', async () => {
    s.github.faults.push({
      match: (method, path) => method === 'POST' && path.endsWith('/issues/2/comments'),
      times: 1,
      status: 0,
      reset: true,
      storeFirst: true,
    });
    const core = new FakeCore(connectedInputs(s));
    await run(core, envFor('pull_request', 'pull_request.opened', exampleWorkspace()));
    expect(core.of('failed')).toEqual([]);
    const all = s.github.comments.get('Codertocat/Hello-World#2')!;
    expect(all).toHaveLength(1);
    expect(besideChecks(s.github.requests).map((r) => r.method)).toContain('PATCH');
    expect(core.of('info').map((e) => e.text)).toContain(
      'Plan comment created on pull request #2.',
    );
  });
});

describe('a pull request of more comments than anyone reads', () => {
  it('3,001 comments by others after the Action’s, some with its marker: the plan updates its comment and the merge applies, reading one page', async () => {
    const cwd = exampleWorkspace();
    const planned = new FakeCore(connectedInputs(s));
    await run(planned, envFor('pull_request', 'pull_request.opened', cwd));
    const ours = s.github.comments.get('Codertocat/Hello-World#2')![0]!;
    const marker = ours.body.slice(0, ours.body.indexOf(' plan='));
    for (let i = 0; i < 3001; i++)
      s.github.seed(
        'Codertocat/Hello-World#2',
        i % 500 === 0 ? `${marker} -->\nforged` : `+1 (${i})`,
      );
    const pages = () =>
      s.github.requests.filter((r) => r.method === 'GET' && r.path.includes('/issues/2/comments'));
    const before = pages().length;
    const again = new FakeCore(connectedInputs(s));
    await run(again, envFor('pull_request', 'pull_request.synchronize', cwd));
    expect(again.of('failed')).toEqual([]);
    expect(again.of('info').map((e) => e.text)).toContain(
      'Plan comment updated on pull request #2.',
    );
    expect(pages().length - before).toBe(1);

    s.github.merged('Codertocat/Hello-World', 2, PR_HEAD, MERGE_SHA);
    const push = new FakeCore(connectedInputs(s));
    await run(push, envFor('push', 'push', cwd));
    expect(push.of('failed')).toEqual([]);
    expect(Number(push.outputs().creates)).toBeGreaterThan(5);
    expect(s.github.comments.get('Codertocat/Hello-World#2')![0]!.body).toContain('applied at');
    expect(pages().length - before).toBe(2);
  });

  it('the Action’s first comment after 3,001 by others: every page is read, and it is created once', async () => {
    const cwd = exampleWorkspace();
    for (let i = 0; i < 3001; i++) s.github.seed('Codertocat/Hello-World#2', `+1 (${i})`);
    for (const event of ['pull_request.opened', 'pull_request.synchronize']) {
      const core = new FakeCore(connectedInputs(s));
      await run(core, envFor('pull_request', event, cwd));
      expect(core.of('failed')).toEqual([]);
    }
    const all = s.github.comments.get('Codertocat/Hello-World#2')!;
    expect(all).toHaveLength(3002);
    expect(all.filter((c) => c.user.login === 'github-actions[bot]')).toHaveLength(1);
  });
});

describe('the plan-file output', () => {
  it('is a saved plan that `apply --plan` applies', async () => {
    const cwd = exampleWorkspace();
    const core = new FakeCore(connectedInputs(s));
    await run(core, envFor('pull_request', 'pull_request.opened', cwd));
    const planFile = core.outputs()['plan-file']!;
    let out = '';
    const write = (chunk: string) => (out += chunk);
    const code = await main(['apply', '--plan', planFile, '--base-url', s.emulator.baseUrl], {
      stdout: { write },
      stderr: { write },
      env: { OBSERVE_API_KEY: KEY, NO_COLOR: '1' },
      cwd,
    });
    expect(code, out).toBe(0);
    const drift = new FakeCore(connectedInputs(s));
    await run(drift, runnerEnv('schedule', '', cwd, { GITHUB_API_URL: s.github.url }));
    expect(drift.outputs()['has-changes']).toBe('false');
  });
});

describe('a fork pull request under pull_request_target', () => {
  it('says in the comment that no plan was made, and a later plan updates that same comment', async () => {
    const cwd = exampleWorkspace();
    const env = runnerEnv('pull_request_target', eventFile('pull_request.opened', fromFork), cwd, {
      GITHUB_API_URL: s.github.url,
    });
    const noKey = new FakeCore({ ...connectedInputs(s), 'api-key': '' });
    await run(noKey, env);
    expect(noKey.failed).toBe(false);
    const [comment] = s.github.comments.get('Codertocat/Hello-World#2')!;
    expect(comment!.body).toContain('no plan was made');

    const withKey = new FakeCore(connectedInputs(s));
    await run(withKey, env);
    const after = s.github.comments.get('Codertocat/Hello-World#2')!;
    expect(after).toHaveLength(1);
    expect(after[0]!.body).toContain('to create');
  });
});

/** Everything the server holds, as text. */
async function serverText(): Promise<string> {
  const listed = await fetch(`${s.emulator.baseUrl}/observe/annotations?limit=1000`, {
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(listed.status).toBe(200);
  return JSON.stringify(await listed.json());
}

describe('apply on push, then drift checks', () => {
  it('a direct push is refused; with auto-approve it applies, and a following scheduled run finds nothing; a server change is drift', async () => {
    const cwd = exampleWorkspace();
    const refused = new FakeCore(connectedInputs(s));
    await run(refused, envFor('push', 'push', cwd));
    expect(refused.of('failed').map((e) => e.text)).toEqual([
      `not applied: no reviewed plan: commit ${MERGE_SHA} is no merge of a pull request (a direct push, or a pull request merged elsewhere). Nothing was written; set auto-approve: true to apply without a review.`,
    ]);
    expect(refused.summaryText).toContain('no reviewed plan');
    expect(refused.summaryText).toContain('release-4-2-passkey-rollout'); // the fresh plan
    expect(await serverText()).not.toContain('release-4-2-passkey-rollout');

    const push = new FakeCore(connectedInputs(s, { 'auto-approve': 'true' }));
    await run(push, envFor('push', 'push', cwd));
    expect(push.of('failed').map((e) => e.text)).toEqual([]);
    expect(push.of('warning')[0]!.text).toMatch(
      /^auto-approve: true: applying the fresh plan without a review/,
    );
    const applied = push.outputs();
    expect(Number(applied.creates)).toBeGreaterThan(5);
    expect(applied.failed).toBe('0');
    expect(push.summaryText).toMatch(/created/i);
    // The pull request lookup, and no comment: there is no pull request.
    expect(besideChecks(s.github.requests).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/Codertocat/Hello-World/commits/${MERGE_SHA}/pulls?per_page=100`,
      `GET /repos/Codertocat/Hello-World/commits/${MERGE_SHA}/pulls?per_page=100`,
    ]);
    // Each push's check run on the pushed commit (answered 403: not granted here).
    expect(checkRequests(s.github.requests)).toMatchObject([
      { method: 'POST', body: { head_sha: MERGE_SHA, conclusion: 'failure' } },
      { method: 'POST', body: { head_sha: MERGE_SHA, conclusion: 'success' } },
    ]);

    const drift = new FakeCore(connectedInputs(s));
    await run(drift, runnerEnv('schedule', '', cwd, { GITHUB_API_URL: s.github.url }));
    expect(drift.of('failed')).toEqual([]);
    expect(drift.outputs()).toMatchObject({ 'has-changes': 'false', creates: '0', updates: '0' });

    // Someone edits an annotation on the server: the manual drift check fails.
    await fetch(
      `${s.emulator.baseUrl}/observe/annotations/byExternalKey/setup-login-funnel-definition`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'setup', headline: 'Edited by hand', description: 'x' }),
      },
    );
    const manual = new FakeCore(connectedInputs(s));
    await run(manual, envFor('workflow_dispatch', 'workflow_dispatch', cwd));
    expect(manual.outputs()).toMatchObject({ 'has-changes': 'true', updates: '1' });
    expect(manual.of('failed')[0]!.text).toMatch(/^drift: .*1 to update/);
  });
});

describe('max-deletes is the workflow’s', () => {
  it("the checkout's maxDeletes cannot raise it: the apply refuses, and the log says why", async () => {
    const cwd = workspace({ 'keep.yaml': 'externalKey: md-keep\nkind: setup\nheadline: Kept\n' });
    writeFileSync(join(cwd, 'observe-annotations.yaml'), 'keyPrefix: md-\nmaxDeletes: 100\n');
    for (let i = 0; i < 11; i++) await putOnServer(s, `md-${i}`, `Orphan ${i}`);
    const inputs = { prune: 'true', 'auto-approve': 'true' };
    const refused = new FakeCore(connectedInputs(s, inputs));
    await run(refused, envFor('push', 'push', cwd));
    expect(refused.of('warning').map((w) => w.text)).toContain(
      'maxDeletes in observe-annotations.yaml is not used by the Action (a pull request could raise it): set the max-deletes input of the workflow.',
    );
    expect(refused.of('failed')[0]!.text).toMatch(
      /^refusing to prune 11 annotations .*max-deletes 10/,
    );
    expect(await serverText()).toContain('md-10');

    const allowed = new FakeCore(connectedInputs(s, { ...inputs, 'max-deletes': '11' }));
    await run(allowed, envFor('push', 'push', cwd));
    expect(allowed.of('failed')).toEqual([]);
    expect(allowed.outputs()).toMatchObject({ deletes: '11', creates: '1' });
  });
});

describe('apply without a review to compare with', () => {
  it('a pull request lookup GitHub refuses fails before any write; auto-approve applies anyway', async () => {
    const cwd = workspace({ 'r.yaml': VALID_ANNOTATION });
    s.github.failWith = 403;
    const refused = new FakeCore(connectedInputs(s));
    await run(refused, envFor('push', 'push', cwd));
    expect(refused.of('failed').map((e) => e.text)).toEqual([
      "could not look up the pull request and its reviewed plan (HTTP 403): Resource not accessible by integration. Give the workflow 'permissions: pull-requests: write' (a pull request from a fork gets a read-only token). Nothing was written; auto-approve: true applies without a review.",
    ]);
    expect(await serverText()).not.toContain('team-release-1');

    const approved = new FakeCore(connectedInputs(s, { 'auto-approve': 'true' }));
    await run(approved, envFor('push', 'push', cwd));
    expect(approved.of('failed')).toEqual([]);
    expect(approved.of('warning')[0]!.text).toMatch(
      /^auto-approve: true: applying the fresh plan without a review \(no reviewed plan: could not look up the pull request and its reviewed plan \(HTTP 403\)/,
    );
    expect(await serverText()).toContain('team-release-1');
  });

  it('command: apply on a manual run follows the same rule: no merged pull request, nothing written', async () => {
    const cwd = workspace({ 'r.yaml': VALID_ANNOTATION });
    const core = new FakeCore(connectedInputs(s, { command: 'apply' }));
    await run(
      core,
      runnerEnv('workflow_dispatch', eventFile('workflow_dispatch'), cwd, {
        GITHUB_API_URL: s.github.url,
        GITHUB_SHA: MERGE_SHA,
      }),
    );
    expect(core.of('failed')[0]!.text).toContain(
      `not applied: no reviewed plan: commit ${MERGE_SHA} is no merge of a pull request`,
    );
    expect(await serverText()).not.toContain('team-release-1');
  });
});

describe('secrets', () => {
  it('never show the key or the token in any output, summary, log, comment or plan file', async () => {
    const cwd = exampleWorkspace();
    const cores = [new FakeCore(connectedInputs(s)), new FakeCore(connectedInputs(s))];
    await run(cores[0]!, envFor('pull_request', 'pull_request.opened', cwd));
    s.github.merged('Codertocat/Hello-World', 2, PR_HEAD, MERGE_SHA);
    await run(cores[1]!, envFor('push', 'push', cwd));
    expect(cores[1]!.of('failed')).toEqual([]);
    expect(s.github.comments.get('Codertocat/Hello-World#2')![0]!.body).toContain('applied at');
    for (const core of cores) {
      const visible = core.emitted.filter((e) => e.kind !== 'secret');
      for (const e of visible) {
        expect(e.text).not.toContain(KEY);
        expect(e.text).not.toContain(TOKEN);
      }
      const planFile = core.outputs()['plan-file']!;
      expect(readFileSync(planFile, 'utf8')).not.toContain(KEY);
    }
    for (const c of s.github.comments.values())
      for (const x of c) expect(x.body).not.toContain(KEY);
  });
});

describe('server problems', () => {
  it('a rejected key fails the step and updates the comment, never showing the key', async () => {
    const core = new FakeCore(connectedInputs(s, { 'api-key': 'oa_wrong_KEY_0000' }));
    await run(core, envFor('pull_request', 'pull_request.opened', exampleWorkspace()));
    const [failed] = core.of('failed');
    expect(failed!.text).not.toMatch(/internal error/i);
    expect(failed!.text).toMatch(/401|key/i);
    expect(failed!.text).not.toContain('oa_wrong_KEY_0000');
    expect(core.summaryText).toContain(escapeMarkdown(failed!.text));
    // The comment says so rather than keep showing an older plan.
    const [comment] = s.github.comments.get('Codertocat/Hello-World#2')!;
    expect(comment!.body).toContain('the plan failed');
    expect(comment!.body).not.toContain('oa_wrong_KEY_0000');
  });
});
