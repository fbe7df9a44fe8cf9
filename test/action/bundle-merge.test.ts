// Apply on merge exactly what was reviewed, through the built bundle as a runner
// starts it, against the emulator and the GitHub REST stand-in (which answers
// `commits/{sha}/pulls`). Each case has its own key prefix and pull request on one emulator.
import { createServer, type Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundle } from './support/bundle.js';
import { mergeSteps, REPO, sha } from './support/merge-steps.js';
import { connectedInputs, bundleAndServices, KEY, type Services } from './support/services.js';
import { eventFile, fromFork, runnerEnv } from './support/workspace.js';

let actionJs: string;
let s: Services;
beforeAll(async () => ({ actionJs, s } = await bundleAndServices()));
afterAll(() => s?.close());

const {
  files,
  writeAnnotations,
  plan: planOnPullRequest,
  push,
  onServer,
  editByHand,
  comment,
  expectNothingShown,
} = mergeSteps(() => ({ actionJs, s }));

describe('a merge applies exactly the reviewed plan', () => {
  it('the reviewed plan equal: applied, and the comment updated in place with the result', async () => {
    const cwd = files('merge-a-', ['One', 'Two']);
    const head = sha(1, 'a');
    const planned = await planOnPullRequest(cwd, 11, head);
    expect(planned.code, planned.stdout).toBe(0);
    const reviewed = comment(11);
    expect(reviewed.split('\n')[0]).toContain(` head=${head} `);

    const merge = sha(2, 'a');
    s.github.merged(REPO, 11, head, merge);
    const applied = await push(cwd, merge);
    expect(applied.code, applied.stdout).toBe(0);
    expect(applied.outputs).toMatchObject({ creates: '2', failed: '0' });
    expect((await onServer('merge-a-1'))?.headline).toBe('Two');
    expect(applied.stdout).toContain('The fresh plan is the plan reviewed on pull request #11');

    const after = comment(11);
    const marker = after.split('\n')[0]!;
    expect(marker).toContain(` applied=${merge}`);
    // The reviewed plan stays recorded: a re-run compares with the same review.
    expect(marker).toContain(reviewed.split('\n')[0]!.match(/plan=\S+/)![0]);
    expect(after).toContain(`applied at <code>${merge.slice(0, 12)}</code> (the merge of #11)`);
    expect(after).toContain('2 created, 0 updated, 0 deleted, 0 unchanged, 0 failed');
    // …and below it, the plan that was reviewed.
    expect(after).toContain(reviewed.split('\n').slice(1).join('\n'));
    expectNothingShown(applied);
  });

  it("another team's annotation on the timeline since the review: the plan is the same, applied", async () => {
    const cwd = files('merge-t-', ['Timed']);
    const head = sha(7, '0');
    expect((await planOnPullRequest(cwd, 19, head)).code).toBe(0);
    const reviewed = comment(19);
    expect(reviewed).not.toContain('Another team');
    // Beside the plan's event, a period of another writer, put on the server after the review.
    const res = await fetch(
      `${s.emulator.baseUrl}/observe/annotations/byExternalKey/other-team-window`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'period',
          headline: 'Another team',
          dateFrom: '2026-09-16',
          dateTo: '2026-09-18',
        }),
      },
    );
    expect(res.status).toBe(200);
    const merge = sha(8, '0');
    s.github.merged(REPO, 19, head, merge);
    const applied = await push(cwd, merge);
    expect(applied.code, applied.stdout).toBe(0);
    expect((await onServer('merge-t-0'))?.headline).toBe('Timed');
    // The reviewed plan stays below the result as it was shown, its timeline included.
    expect(comment(19)).toContain(reviewed.split('\n').slice(1).join('\n'));
  });

  it('the server edited between review and merge: nothing written, the step fails, the comment says why', async () => {
    const cwd = files('merge-b-', ['One', 'Two']);
    // The files applied once (a direct push, approved), then a pull request edits one.
    const seeded = await push(cwd, sha(1, 'b'), { 'auto-approve': 'true' });
    expect(seeded.code, seeded.stdout).toBe(0);
    writeAnnotations(cwd, 'merge-b-', ['One, edited in the pull request', 'Two']);
    const head = sha(2, 'b');
    const planned = await planOnPullRequest(cwd, 12, head);
    expect(planned.outputs).toMatchObject({ updates: '1', creates: '0' });
    const reviewedHash = comment(12).match(/plan=(\S+)/)![1]!;

    // Someone edits the server by hand before the merge.
    await editByHand('merge-b-1', 'Edited by hand');
    const merge = sha(3, 'b');
    s.github.merged(REPO, 12, head, merge);
    const refused = await push(cwd, merge);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      '::error::not applied: the fresh plan is not the plan reviewed on pull request #12: the fresh plan differs from the reviewed plan (1 new, 0 gone, 0 different). Nothing was written',
    );
    // Nothing was written: neither the reviewed update nor the undoing of the hand edit.
    expect((await onServer('merge-b-0'))?.headline).toBe('One');
    expect((await onServer('merge-b-1'))?.headline).toBe('Edited by hand');
    // The summary: plainly refused, what is new, and the fresh plan; no hash, which could be
    // pasted into a comment (the log and the comment's text print none either).
    expect(refused.summary).toContain('not applied');
    expect(refused.summary).not.toContain('sha256:');
    expect(refused.stdout).not.toContain('sha256:');
    expect(refused.summary).toMatch(
      /New since the review \(not reviewed\): 1\*\*\n\n- update <code>merge-b-1<\/code>\n\n/,
    );
    expect(refused.outputs).toMatchObject({ updates: '2' });
    // The comment: not applied and why, with the fresh plan; the reviewed plan still recorded.
    const after = comment(12);
    expect(after.split('\n')[0]).toContain(`plan=${reviewedHash} head=${head} refused=${merge}`);
    expect(after).toContain('not applied at');
    expect(after).toContain('The fresh plan (not applied)');
    expect(after).toContain('2 to update');
    expect(after.split('\n').slice(1).join('\n')).not.toContain('sha256:');
    expectNothingShown(refused);

    // auto-approve applies the fresh plan anyway, and the comment says it was not as reviewed.
    const approved = await push(cwd, merge, { 'auto-approve': 'true' });
    expect(approved.code, approved.stdout).toBe(0);
    expect((await onServer('merge-b-1'))?.headline).toBe('Two');
    const last = comment(12);
    expect(last.split('\n')[0]).toContain(`plan=${reviewedHash} head=${head} applied=${merge}`);
    expect(last).toContain('Applied with `auto-approve: true`, not as reviewed');
  });

  it('no pull request for the commit: refused; with auto-approve: true, applied', async () => {
    const cwd = files('merge-c-', ['Direct']);
    const lone = sha(1, 'c');
    const refused = await push(cwd, lone);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      `::error::not applied: no reviewed plan: commit ${lone} is no merge of a pull request`,
    );
    expect(refused.summary).toContain('no reviewed plan');
    expect(await onServer('merge-c-0')).toBeUndefined();

    const approved = await push(cwd, lone, { 'auto-approve': 'true' });
    expect(approved.code, approved.stdout).toBe(0);
    expect(approved.stdout).toContain('::warning::auto-approve: true: applying the fresh plan');
    expect((await onServer('merge-c-0'))?.headline).toBe('Direct');
  });

  it('a push of a tag, or to another branch, applies nothing and says so, exit 0', async () => {
    const cwd = files('merge-d-', ['Never']);
    for (const [run, what] of [
      [
        await runBundle(
          actionJs,
          connectedInputs(s),
          runnerEnv('push', eventFile('push'), cwd, { GITHUB_API_URL: s.github.url }),
        ),
        'This push deleted refs/tags/simple-tag',
      ],
      [await push(cwd, sha(1, 'd'), {}, 'feature'), 'This push is to the branch feature'],
    ] as const) {
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout.split('\n').filter((l) => l.startsWith('::notice::'))).toEqual([
        expect.stringContaining(what),
      ]);
      expect(run.summary).toContain('nothing to do');
      expect(run.summary).toContain(what);
    }
    expect(await onServer('merge-d-0')).toBeUndefined();
  });

  it('a plan deleting more than max-deletes says so on the pull request; the apply refuses naming the input', async () => {
    const cwd = files('merge-e-', ['A', 'B', 'C', 'D']);
    expect((await push(cwd, sha(1, 'e'), { 'auto-approve': 'true' })).code).toBe(0);
    writeAnnotations(cwd, 'merge-e-', ['A']);
    const head = sha(2, 'e');
    const inputs = { prune: 'true', 'max-deletes': '2' };
    const planned = await planOnPullRequest(cwd, 13, head, inputs);
    expect(planned.code, planned.stdout).toBe(0);
    const body = comment(13);
    const warning = body.indexOf(
      'This plan deletes 3 annotations, more than max-deletes allows (2)',
    );
    expect(warning).toBeGreaterThan(0);
    expect(warning).toBeLessThan(body.indexOf('**Delete** (3)'));
    expect(planned.stdout).toContain('::warning::This plan deletes 3 annotations');

    const merge = sha(3, 'e');
    s.github.merged(REPO, 13, head, merge);
    const refused = await push(cwd, merge, inputs);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(
      /::error::refusing to prune 3 annotations .*: more than input max-deletes 2\. Nothing was written\. .*raise input max-deletes/,
    );
    expect(await onServer('merge-e-3')).toBeDefined();
  });
});

describe('the key goes only where the workflow says', () => {
  let elsewhere: Server;
  const received: string[] = [];
  beforeAll(async () => {
    elsewhere = createServer((req, res) => {
      received.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[]}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => elsewhere.close(resolve));
  });

  it("under pull_request_target, an empty base-url and the checkout's baseUrl: that server gets nothing, the step fails", async () => {
    const { port } = elsewhere.address() as { port: number };
    const cwd = files('merge-f-', ['Fork']);
    writeFileSync(
      join(cwd, 'observe-annotations.yaml'),
      `keyPrefix: merge-f-\nbaseUrl: http://127.0.0.1:${port}/v1\n`,
    );
    const run = await runBundle(
      actionJs,
      connectedInputs(s, { 'base-url': '' }),
      runnerEnv('pull_request_target', eventFile('pull_request.opened', fromFork), cwd, {
        GITHUB_API_URL: s.github.url,
      }),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::no Observe API address: set the base-url input');
    expect(received).toEqual([]);
    expectNothingShown(run);
  });
});
