// The merge gate against someone who can comment, or edit a comment, through the built bundle
// as a runner starts it, against the emulator and the GitHub stand-in (which records each
// comment's author and lets the workflow's token edit any comment, as GitHub does). Each
// forgery is refused or ignored: nothing is written that was not shown by the Action's own
// comment, and the Action's own comment is the one it updates. Then the gate on re-runs and
// on a closed pull request. Each case has its own key prefix and pull request.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundle, type BundleRun } from './support/bundle.js';
import { failingProxy } from './support/failing-proxy.js';
import { mergeSteps, REPO, sha } from './support/merge-steps.js';
import {
  besideChecks,
  bundleAndServices,
  checkRequests,
  connectedInputs,
  graphqlRequests,
  restRequests,
  TOKEN,
  type Services,
} from './support/services.js';
import { eventFile, fromFork, runnerEnv } from './support/workspace.js';

let actionJs: string;
let s: Services;
beforeAll(async () => ({ actionJs, s } = await bundleAndServices()));
afterAll(() => s?.close());

const { files, writeAnnotations, plan, push, onServer, editByHand, comments, expectNothingShown } =
  mergeSteps(() => ({ actionJs, s }));

const FOREIGN = "starts with this Action's marker but was not written by the Action";

/** The marker line of the Action's own comment on `number`. */
function botComment(number: number) {
  const ours = comments(number).filter((c) => c.user.login === 'github-actions[bot]');
  expect(ours).toHaveLength(1);
  return ours[0]!;
}

/** The target part of a marker (`<!-- observe-annotations:target=T`), as any comment shows it. */
const targetOf = (body: string): string => body.slice(0, body.indexOf(' plan='));

/** The writes the emulator received while `step` ran. */
async function writesDuring(step: () => Promise<BundleRun>): Promise<[BundleRun, string[]]> {
  const before = s.emulatorRequests.length;
  const run = await step();
  const writes = s.emulatorRequests
    .slice(before)
    .filter((r) => r.startsWith('PUT') || r.startsWith('DELETE'));
  return [run, writes];
}

describe('a comment of anyone else is never the review', () => {
  it('a marker comment posted before the first run: the Action posts its own, and the merge goes by it', async () => {
    const cwd = files('gate-a-', ['Real']);
    // The target is public: any comment of the Action on the repository shows it.
    const scout = await plan(cwd, 40, sha(1, 'a'));
    expect(scout.code, scout.stdout).toBe(0);
    const target = targetOf(comments(40)[0]!.body);
    const forged = s.github.seed(
      `${REPO}#41`,
      `${target} plan=none -->\n### ✅ observe-annotations: no changes, the server matches the files\n`,
      'mallory',
    );
    const head = sha(2, 'a');
    const planned = await plan(cwd, 41, head);
    expect(planned.code, planned.stdout).toBe(0);
    expect(planned.summary).toContain(
      `A comment on pull request #41 by \\[@\\]mallory (comment ${forged.id}) ${FOREIGN}`,
    );
    expect(planned.stdout).toContain(`::warning::Ignored 1 comment on pull request #41`);
    expect(comments(41)).toHaveLength(2);
    expect(comments(41)[0]!.body).toBe(forged.body);
    expect(botComment(41).body).toContain('1 to create');

    const merge = sha(3, 'a');
    s.github.merged(REPO, 41, head, merge);
    const [applied, writes] = await writesDuring(() => push(cwd, merge));
    expect(applied.code, applied.stdout).toBe(0);
    expect(writes).toEqual(['PUT upsert']);
    expect(applied.summary).toContain(FOREIGN);
    expect(botComment(41).body.split('\n')[0]).toContain(` applied=${merge}`);
    expect(comments(41)[0]!.body).toBe(forged.body);
    expectNothingShown(applied);
  });

  it("the Action's plan edited under its marker: refused, nothing written, the comment says why", async () => {
    const cwd = files('gate-b-', ['One', 'Two']);
    const head = sha(1, 'b');
    expect((await plan(cwd, 42, head)).code).toBe(0);
    const ours = botComment(42);
    const [marker, ...rest] = ours.body.split('\n');
    // The workflow's token (or anyone with write access) may edit it: a plan with one create.
    ours.body = [marker, ...rest]
      .join('\n')
      .replace('2 to create', '1 to create')
      .replace(
        /- \*\*Create\*\* \(2\): <code>gate-b-0<\/code>, <code>gate-b-1<\/code>/,
        '- **Create** (1): <code>gate-b-0</code>',
      );
    expect(ours.body).not.toContain('2 to create');

    const merge = sha(2, 'b');
    s.github.merged(REPO, 42, head, merge);
    const [refused, writes] = await writesDuring(() => push(cwd, merge));
    expect(refused.code).toBe(1);
    expect(writes).toEqual([]);
    expect(refused.stdout).toContain(
      '::error::not applied: the fresh plan is not the plan reviewed on pull request #42: the plan shown on pull request #42 is not the text the Action shows for this plan: the comment was edited after the Action wrote it',
    );
    expect(await onServer('gate-b-0')).toBeUndefined();
    const after = botComment(42).body;
    expect(after.split('\n')[0]).toContain(` refused=${merge}`);
    expect(after).toContain('not applied at');
    expect(after).toContain('The fresh plan (not applied)');
  });

  it("the Action's comment saved again by someone else, however it reads: refused, nothing written, the comment left as it is", async () => {
    const cwd = files('gate-p-', ['One']);
    const head = sha(1, '1');
    expect((await plan(cwd, 59, head)).code).toBe(0);
    const ours = botComment(59);
    // Someone with write access saves it, its text as the Action wrote it: GitHub now names
    // them as its last editor, and the text could be anything they chose.
    s.github.edit(ours, ours.body, 'mallory');
    const edited = ours.body;
    const merge = sha(2, '1');
    s.github.merged(REPO, 59, head, merge);
    const [refused, writes] = await writesDuring(() => push(cwd, merge));
    expect(refused.code).toBe(1);
    expect(writes).toEqual([]);
    expect(refused.stdout).toMatch(
      /::error::not applied: the fresh plan is not the plan reviewed on pull request #59: the comment was last edited by @mallory at \d{4}-\d\d-\d\dT[\d:]+Z, not by the Action: an edit by anyone else voids the review\. Nothing was written/,
    );
    expect(refused.stdout).toContain(
      'The comment on pull request #59 is left as it is: the Action cannot tell it shows only what the Action wrote.',
    );
    // Rewritten, it would pass for the Action's own on a re-run: it is left, and a re-run refuses too.
    expect(botComment(59).body).toBe(edited);
    const [again, none] = await writesDuring(() => push(cwd, merge));
    expect(again.code).toBe(1);
    expect(none).toEqual([]);
    expect(again.stdout).toContain('the comment was last edited by @mallory');
    expect(await onServer('gate-p-0')).toBeUndefined();
    // auto-approve applies without a review, and still leaves the comment as it is: rewritten,
    // its record (written by someone else) would pass for the Action's own.
    const [applied, written] = await writesDuring(() =>
      push(cwd, merge, { 'auto-approve': 'true' }),
    );
    expect(applied.code, applied.stdout).toBe(0);
    expect(written).toEqual(['PUT upsert']);
    expect(applied.stdout).toContain(
      'The comment on pull request #59 is left as it is: the Action cannot tell it shows only what the Action wrote.',
    );
    expect(botComment(59).body).toBe(edited);
  });

  it('where GraphQL’s `editor` names the first editor, the Action’s own update, then a person’s save: refused by the edit history', async () => {
    const cwd = files('gate-r-', ['Two edits']);
    const head = sha(3, '8');
    expect((await plan(cwd, 80, head)).code).toBe(0);
    expect((await plan(cwd, 80, head)).code).toBe(0);
    const ours = botComment(80);
    s.github.edit(ours, ours.body, 'mallory');
    s.github.editorIsFirst = true;
    try {
      const merge = sha(4, '8');
      s.github.merged(REPO, 80, head, merge);
      const [refused, writes] = await writesDuring(() => push(cwd, merge));
      expect(refused.code).toBe(1);
      expect(writes).toEqual([]);
      expect(refused.stdout).toContain('the comment was last edited by @mallory');
    } finally {
      s.github.editorIsFirst = false;
    }
  });

  it('GitHub does not say who last edited the comment: refused with the reason; auto-approve applies, saying so', async () => {
    const cwd = files('gate-q-', ['One']);
    const head = sha(1, '0');
    expect((await plan(cwd, 60, head)).code).toBe(0);
    const merge = sha(2, '0');
    s.github.merged(REPO, 60, head, merge);
    const planned = botComment(60).body;
    // A GitHub Enterprise Server without the GraphQL API, say: who the token is (asked again
    // through REST, as before) and who last edited the comment both go unanswered.
    const noGraphQL = {
      match: (m: string, p: string) => m === 'POST' && p === '/graphql',
      status: 404,
      body: { message: 'Not Found' },
    };
    s.github.faults.push({ ...noGraphQL, times: 2 });
    const [refused, writes] = await writesDuring(() => push(cwd, merge));
    expect(refused.code).toBe(1);
    expect(writes).toEqual([]);
    expect(refused.stdout).toContain(
      '::error::not applied: the fresh plan is not the plan reviewed on pull request #60: GitHub did not say who last edited the comment (could not ask GitHub who last edited the comment (HTTP 404): Not Found.',
    );
    expect(botComment(60).body).toBe(planned);

    s.github.faults.push({ ...noGraphQL, times: 2 });
    const [applied, written] = await writesDuring(() =>
      push(cwd, merge, { 'auto-approve': 'true' }),
    );
    expect(applied.code, applied.stdout).toBe(0);
    expect(written).toEqual(['PUT upsert']);
    expect(applied.stdout).toContain(
      '::warning::auto-approve: true: applying the fresh plan without a review',
    );
    expect(applied.stdout).toContain('GitHub did not say who last edited the comment');
  });

  it("an edit of the marker's recorded changes is not carried past the merge", async () => {
    const cwd = files('gate-m-', ['One']);
    const head = sha(1, '4');
    expect((await plan(cwd, 55, head)).code).toBe(0);
    const ours = botComment(55);
    const planned = ours.body.split('\n')[0]!.match(/ changes=(\S+)/)![1]!;
    // A change slipped into the record, so that a re-run would take it for reviewed.
    ours.body = ours.body.replace(
      ` changes=${planned}`,
      ` changes=${planned},d:gate-m-x:0123456789ab`,
    );
    const merge = sha(2, '4');
    s.github.merged(REPO, 55, head, merge);
    expect((await push(cwd, merge)).code).toBe(0);
    expect(botComment(55).body.split('\n')[0]).toContain(` changes=${planned} `);
  });

  it('a fork pull request never planned, with a forged marker copied from a planned one: refused', async () => {
    const cwd = files('gate-c-', ['From a fork']);
    // The same files planned on another pull request: the comment an attacker copies.
    expect((await plan(cwd, 43, sha(1, 'c'))).code).toBe(0);
    const head = sha(2, 'c');
    const fork = await plan(cwd, 44, head, { 'api-key': '' }, fromFork);
    expect(fork.code, fork.stdout).toBe(0);
    expect(fork.stdout).toContain('no plan was made');
    expect(comments(44)).toEqual([]);
    const copied = comments(43)[0]!
      .body.replaceAll(sha(1, 'c'), head)
      .replaceAll('/pull/43/', '/pull/44/');
    const forged = s.github.seed(`${REPO}#44`, copied, 'fork-author');

    const merge = sha(3, 'c');
    s.github.merged(REPO, 44, head, merge);
    const [refused, writes] = await writesDuring(() => push(cwd, merge));
    expect(refused.code).toBe(1);
    expect(writes).toEqual([]);
    expect(refused.stdout).toContain(
      '::error::not applied: no reviewed plan: pull request #44 has no plan comment of this target written by the Action (it was never planned, or planned with comment: false; 1 comment by someone else carries its marker and is ignored)',
    );
    expect(refused.summary).toContain(FOREIGN);
    expect(comments(44)).toEqual([forged]);
    expect(forged.body).toBe(copied);
    expect(await onServer('gate-c-0')).toBeUndefined();
  });

  it('a refusal, then a marker carrying the fresh plan: still refused, and only the Action’s comment is updated', async () => {
    const cwd = files('gate-d-', ['One', 'Two']);
    expect((await push(cwd, sha(1, 'd'), { 'auto-approve': 'true' })).code).toBe(0);
    writeAnnotations(cwd, 'gate-d-', ['One, edited in the pull request', 'Two']);
    const head = sha(2, 'd');
    expect((await plan(cwd, 45, head)).code).toBe(0);
    await editByHand('gate-d-1', 'Edited by hand');
    const merge = sha(3, 'd');
    s.github.merged(REPO, 45, head, merge);
    const [refused, none] = await writesDuring(() => push(cwd, merge));
    expect(refused.code).toBe(1);
    expect(none).toEqual([]);
    // The fresh plan's hash is nowhere the refusal shows (the plan file holds it).
    const freshHash = (
      JSON.parse(readFileSync(refused.outputs['plan-file']!, 'utf8')) as { planHash: string }
    ).planHash;
    const bot = botComment(45);
    for (const shown of [refused.stdout, refused.summary, bot.body])
      expect(shown).not.toContain(freshHash);

    // Someone posts a marker with that hash, made for the final head, showing "the plan".
    const target = targetOf(bot.body);
    const forged = s.github.seed(
      `${REPO}#45`,
      `${target} plan=${freshHash} head=${head} -->\n### 📝 observe-annotations plan: 0 to create, 2 to update, 0 to delete\n`,
      'mallory',
    );
    const botBefore = bot.body;
    const patches = () => s.github.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);
    const patched = patches().length;
    const [again, writes] = await writesDuring(() => push(cwd, merge));
    expect(again.code).toBe(1);
    expect(writes).toEqual([]);
    expect(again.stdout).toContain(
      '::error::not applied: the fresh plan is not the plan reviewed on pull request #45',
    );
    expect(again.summary).toContain(FOREIGN);
    expect(forged.body).toContain(`plan=${freshHash}`);
    expect(comments(45).map((c) => c.user.login)).toEqual(['github-actions[bot]', 'mallory']);
    // The Action's own comment is the one updated (with the same refusal), never the other.
    expect(patches().slice(patched)).toEqual([`/repos/${REPO}/issues/comments/${bot.id}`]);
    expect(botComment(45).body).toBe(botBefore);
    expect((await onServer('gate-d-1'))?.headline).toBe('Edited by hand');
  });

  it('a bystander’s marker saying plan=none: ignored, the merge goes by the Action’s comment', async () => {
    const cwd = files('gate-e-', ['Blocked?']);
    expect((await plan(cwd, 46, sha(1, 'e'))).code).toBe(0);
    const target = targetOf(comments(46)[0]!.body);
    const blocker = s.github.seed(
      `${REPO}#47`,
      `${target} plan=none -->\nnothing to see`,
      'bystander',
    );
    const head = sha(2, 'e');
    expect((await plan(cwd, 47, head)).code).toBe(0);
    const merge = sha(3, 'e');
    s.github.merged(REPO, 47, head, merge);
    const [applied, writes] = await writesDuring(() => push(cwd, merge));
    expect(applied.code, applied.stdout).toBe(0);
    expect(writes).toEqual(['PUT upsert']);
    expect((await onServer('gate-e-0'))?.headline).toBe('Blocked?');
    expect(blocker.body).toBe(`${target} plan=none -->\nnothing to see`);
  });
});

describe("with a GitHub App's installation token", () => {
  /** An App's installation token (as actions/create-github-app-token makes), and its inputs. */
  const APP_TOKEN = 'ghs_test_APP_installation_5151';
  const withApp = { 'github-token': APP_TOKEN };
  /** A full commit id of its own pattern (every hex digit is taken by `sha`). */
  const appSha = (n: number, c: string): string => `${c.repeat(19)}0${n}`;
  const bySlug = (number: number, login: string) =>
    comments(number).filter((c) => c.user.login === login);
  /** The one comment of pull request `number` written by the App's bot. */
  const appComment = (number: number) => {
    const ours = bySlug(number, 'deploy-app[bot]');
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      user: { type: 'Bot' },
      performed_via_github_app: { slug: 'deploy-app' },
    });
    return ours[0]!;
  };
  const expectTokenHidden = (run: BundleRun) => {
    for (const shown of [run.stdout.replace(/^::add-mask::.*$/gm, ''), run.stderr, run.summary])
      expect(shown).not.toContain(APP_TOKEN);
  };

  it('its own comment is found and updated on the next plan, others with the marker ignored, and a merge applies the reviewed plan', async () => {
    s.github.app(APP_TOKEN, 'deploy-app');
    const cwd = files('gate-app-', ['One']);
    // The workflow's token planned first: its bot's comment is someone else's to the App.
    expect((await plan(cwd, 70, appSha(1, 'ab'))).code).toBe(0);
    const workflows = botComment(70);
    const before = s.github.requests.length;
    const first = await plan(cwd, 70, appSha(2, 'ab'), withApp);
    expect(first.code, first.stdout).toBe(0);
    const ours = appComment(70);
    expect(ours.id).not.toBe(workflows.id);
    const target = targetOf(ours.body);
    const otherApp = s.github.seedByApp(
      `${REPO}#70`,
      `${target} plan=none -->\nother app`,
      'other-app',
    );
    const user = s.github.seed(`${REPO}#70`, `${target} plan=none -->\na user`, 'mallory');

    writeAnnotations(cwd, 'gate-app-', ['One', 'Two']);
    const head = appSha(3, 'ab');
    const second = await plan(cwd, 70, head, withApp);
    expect(second.code, second.stdout).toBe(0);
    expect(appComment(70).id).toBe(ours.id);
    expect(appComment(70).body).toContain('2 to create');
    expect(comments(70)).toHaveLength(4);
    expect(otherApp.body).toBe(`${target} plan=none -->\nother app`);
    expect(user.body).toBe(`${target} plan=none -->\na user`);
    expect(botComment(70).body).toBe(workflows.body);
    expect(second.summary).toContain(
      `3 comments on pull request #70 by \\[@\\]github-actions\\[bot\\] (comment ${workflows.id}), \\[@\\]other-app\\[bot\\] (comment ${otherApp.id}), \\[@\\]mallory (comment ${user.id}) start with this Action's marker but were not written by the Action`,
    );
    expect(second.stdout).toContain('::warning::Ignored 3 comments on pull request #70');

    const merge = appSha(4, 'ab');
    s.github.merged(REPO, 70, head, merge);
    const [applied, writes] = await writesDuring(() => push(cwd, merge, withApp));
    expect(applied.code, applied.stdout).toBe(0);
    expect(writes).toEqual(['PUT upsert', 'PUT upsert']);
    expect((await onServer('gate-app-1'))?.headline).toBe('Two');
    expect(appComment(70).body.split('\n')[0]).toContain(` applied=${merge}`);
    expect(botComment(70).body).toBe(workflows.body);
    // Asked once per run, through GraphQL (which names the App's bot), never GET /user.
    const during = s.github.requests.slice(before);
    expect(during.filter((r) => r.path === '/user')).toEqual([]);
    expect(
      graphqlRequests(during).filter((r) => JSON.stringify(r.body).includes('viewer')),
    ).toHaveLength(3);
    for (const run of [first, second, applied]) expectTokenHidden(run);
    expectNothingShown(applied);
  });

  it('GitHub refuses it the question of who it is: never taken for the workflow’s token, whose bot’s comment any workflow can write', async () => {
    s.github.app(APP_TOKEN, 'deploy-app');
    const cwd = files('gate-apr-', ['One']);
    const head = appSha(1, 'bc');
    // A workflow of the repository plans with the workflow's token: github-actions[bot]'s comment.
    expect((await plan(cwd, 72, head)).code).toBe(0);
    expect(bySlug(72, 'github-actions[bot]')).toHaveLength(1);
    const viewer = {
      match: (_: string, path: string, body?: unknown) =>
        path === '/graphql' && JSON.stringify(body).includes('viewer'),
      times: 99,
      status: 200,
      body: { errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }] },
    };
    s.github.faults.push(viewer);
    try {
      const merge = appSha(2, 'bc');
      s.github.merged(REPO, 72, head, merge);
      const [refused, writes] = await writesDuring(() => push(cwd, merge, withApp));
      expect(refused.code).toBe(1);
      expect(writes).toEqual([]);
      expect(refused.stdout).toContain('GitHub would not say who the token is');
      expect(await onServer('gate-apr-0')).toBeUndefined();
      expectTokenHidden(refused);
    } finally {
      viewer.times = 0;
    }
  });

  it('its comment last edited by someone else, the workflow’s bot included: refused, nothing written', async () => {
    s.github.app(APP_TOKEN, 'deploy-app');
    const cwd = files('gate-apq-', ['One']);
    const head = appSha(1, 'ba');
    expect((await plan(cwd, 71, head, withApp)).code).toBe(0);
    const ours = appComment(71);
    // Another workflow of the repository, with the workflow's token, saves it as it reads.
    const saved = await fetch(`${s.github.url}/repos/${REPO}/issues/comments/${ours.id}`, {
      method: 'PATCH',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: ours.body }),
    });
    expect(saved.status).toBe(200);
    const merge = appSha(2, 'ba');
    s.github.merged(REPO, 71, head, merge);
    const [refused, writes] = await writesDuring(() => push(cwd, merge, withApp));
    expect(refused.code).toBe(1);
    expect(writes).toEqual([]);
    expect(refused.stdout).toMatch(
      /::error::not applied: the fresh plan is not the plan reviewed on pull request #71: the comment was last edited by @github-actions \(a bot\) at \S+, not by the Action: an edit by anyone else voids the review\. Nothing was written/,
    );
    expect(await onServer('gate-apq-0')).toBeUndefined();
    expectTokenHidden(refused);
  });
});

describe('which plan and which pull request a push goes by', () => {
  it('a later commit nobody planned: refused, naming the final head', async () => {
    const cwd = files('gate-n-', ['Planned once']);
    const planned = sha(1, '3');
    expect((await plan(cwd, 56, planned)).code).toBe(0);
    const finalHead = sha(2, '3');
    const merge = sha(3, '3');
    s.github.merged(REPO, 56, finalHead, merge);
    const [refused, writes] = await writesDuring(() => push(cwd, merge));
    expect(refused.code).toBe(1);
    expect(writes).toEqual([]);
    expect(refused.stdout).toContain(
      `the reviewed plan was made for commit ${planned}, but pull request #56's final head is ${finalHead}`,
    );
  });

  it('a commit that is an open pull request’s head, or a merged one’s head, is no merge', async () => {
    const cwd = files('gate-o-', ['Not merged']);
    const head = sha(1, '2');
    expect((await plan(cwd, 57, head)).code).toBe(0);
    // GitHub gives an open pull request the commit of a test merge: pushed as it is, it is no merge.
    const testMerge = sha(9, '2');
    s.github.pulls.set(`${REPO}@${testMerge}`, [
      {
        number: 57,
        state: 'open',
        merged_at: null,
        merge_commit_sha: testMerge,
        head: { sha: head, ref: 'feature' },
        base: { ref: 'master' },
      },
    ]);
    const [open, none] = await writesDuring(() => push(cwd, testMerge));
    expect(open.code).toBe(1);
    expect(none).toEqual([]);
    expect(open.stdout).toContain(
      `no reviewed plan: commit ${testMerge} is no merge of a pull request`,
    );

    const mergedHead = sha(2, '2');
    expect((await plan(cwd, 58, mergedHead)).code).toBe(0);
    s.github.merged(REPO, 58, mergedHead, sha(3, '2'));
    const [listed, writes] = await writesDuring(() => push(cwd, mergedHead));
    expect(listed.code).toBe(1);
    expect(writes).toEqual([]);
    expect(listed.stdout).toContain(
      `no reviewed plan: commit ${mergedHead} is no merge of a pull request`,
    );
  });
});

describe('re-runs of a merge', () => {
  it('a re-run of an applied merge passes, writes nothing and leaves the comment', async () => {
    const cwd = files('gate-f-', ['Once']);
    const head = sha(1, 'f');
    expect((await plan(cwd, 50, head)).code).toBe(0);
    const merge = sha(2, 'f');
    s.github.merged(REPO, 50, head, merge);
    expect((await push(cwd, merge)).code).toBe(0);
    const applied = botComment(50).body;
    const requests = s.github.requests.length;
    const [again, writes] = await writesDuring(() => push(cwd, merge));
    expect(again.code, again.stdout).toBe(0);
    expect(writes).toEqual([]);
    expect(again.stdout).toContain('::notice::Already applied by an earlier run of this merge');
    expect(again.summary).toContain('already applied at');
    expect(botComment(50).body).toBe(applied);
    const during = s.github.requests.slice(requests);
    expect(besideChecks(restRequests(during)).filter((r) => r.method !== 'GET')).toEqual([]);
    // Who the token is, then who last edited the comment, are asked through GraphQL: reads.
    expect(graphqlRequests(during).map((r) => r.body)).toEqual([
      { query: expect.stringMatching(/^query Viewer \{ viewer \{/) },
      { query: expect.stringMatching(/^query LastEdit\(/), variables: { id: expect.any(String) } },
    ]);
    // The check run on the pushed commit (answered 403: not granted here).
    expect(checkRequests(during)).toMatchObject([
      { method: 'POST', body: { head_sha: merge, conclusion: 'success' } },
    ]);
    expect(again.outputs).toMatchObject({ 'has-changes': 'false', failed: '0' });
  });

  it('a re-run after a partly failed apply applies what is left of the reviewed plan, and says so', async () => {
    const proxy = await failingProxy(s.emulator.baseUrl);
    try {
      const inputs = { 'base-url': proxy.url };
      const cwd = files('gate-g-', ['Zero', 'One', 'Two']);
      const head = sha(1, '7');
      expect((await plan(cwd, 51, head, inputs)).code).toBe(0);
      const merge = sha(2, '7');
      s.github.merged(REPO, 51, head, merge);
      proxy.failing.key = 'gate-g-1';
      const partly = await push(cwd, merge, inputs);
      expect(partly.code).toBe(1);
      expect(partly.outputs).toMatchObject({ creates: '2', failed: '1' });
      expect(await onServer('gate-g-1')).toBeUndefined();
      expect(botComment(51).body.split('\n')[0]).toContain(` applied=${merge}`);

      proxy.failing.key = undefined;
      const [rest, writes] = await writesDuring(() => push(cwd, merge, inputs));
      expect(rest.code, rest.stdout).toBe(0);
      expect(writes).toEqual(['PUT upsert']);
      expect(rest.outputs).toMatchObject({ creates: '1', failed: '0' });
      expect((await onServer('gate-g-1'))?.headline).toBe('One');
      const after = botComment(51).body;
      expect(after).toContain(
        'This run applied the 1 change of the reviewed plan that an earlier run of this merge did not finish.',
      );
      // …above the plan as it was reviewed, which a later re-run still goes by.
      expect(after).toContain('3 to create');
      const last = await push(cwd, merge, inputs);
      expect(last.code).toBe(0);
      expect(last.stdout).toContain('Already applied');
    } finally {
      await proxy.close();
    }
  });
});

describe('a plan run after the merge', () => {
  it('on a closed pull request, or once its merge is recorded, leaves the comment as it is', async () => {
    const cwd = files('gate-h-', ['Merged']);
    const head = sha(1, '8');
    expect((await plan(cwd, 52, head)).code).toBe(0);
    const merge = sha(2, '8');
    s.github.merged(REPO, 52, head, merge);
    expect((await push(cwd, merge)).code).toBe(0);
    const recorded = botComment(52).body;
    writeAnnotations(cwd, 'gate-h-', ['Merged, then changed']);
    // `closed` in the workflow's types: the payload says so.
    const closed = await plan(cwd, 52, head, {}, (p) => {
      (p.pull_request as unknown as { state: string }).state = 'closed';
    });
    expect(closed.code, closed.stdout).toBe(0);
    expect(closed.stdout).toContain('Pull request #52 is closed: its comment is left as it is');
    // A late run whose payload still says open (queued before the merge): GitHub says closed.
    const late = await plan(cwd, 52, head);
    expect(late.code, late.stdout).toBe(0);
    expect(late.stdout).toContain(
      'records the result of its merge, and the pull request is closed',
    );
    expect(botComment(52).body).toBe(recorded);
    expect(late.summary).toContain('1 to update');
  });
});

describe("GitHub's bad days", () => {
  it('a secondary rate limit is waited out; a spent limit past the deadline says "rate limited"', async () => {
    const cwd = files('gate-i-', ['Limited']);
    const onList = (method: string, path: string) =>
      method === 'GET' && path.includes('/issues/53/comments');
    s.github.faults.push({
      match: onList,
      times: 1,
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit.' },
    });
    const waited = await plan(cwd, 53, sha(1, '9'));
    expect(waited.code, waited.stdout).toBe(0);
    expect(botComment(53).body).toContain('1 to create');

    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    s.github.faults.push({
      match: onList,
      times: 9,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const limited = await plan(cwd, 53, sha(2, '9'));
    expect(limited.code).toBe(1);
    expect(limited.stdout).toMatch(
      /::error::could not post the plan comment on the pull request: GitHub rate limited the requests \(HTTP 403\): API rate limit exceeded/,
    );
    expect(limited.stdout).not.toContain('pull-requests: write');
    expect(limited.summary).toContain('1 to create');
    s.github.faults.length = 0;
  });

  it('a GitHub API that drips its answers ends the step within its timeout', async () => {
    // A real timer: the deadline is the bundle's own (the `timeout` input, whole seconds),
    // started with the step in its own process, where no clock of the test reaches. So the
    // test asserts an order, not a time: the step's first request went to GitHub (a push reads
    // the reviewed plan first; a plan whose file has an error reads no server), the stand-in
    // began to drip its answer, and only the deadline ended the step. Before that request
    // the step only starts up, which 10 s leaves room for on a machine at load 8. Without the
    // deadline on GitHub's requests, the step ran for minutes.
    const cwd = files('gate-j-', ['Dripped']);
    let dripped = 0;
    s.github.drip = true;
    s.github.onDrip = () => dripped++;
    try {
      const emulatorBefore = s.emulatorRequests.length;
      const githubBefore = s.github.requests.length;
      const merge = await push(cwd, sha(1, '6'), { timeout: '10' });
      expect(merge.code).toBe(1);
      expect(s.emulatorRequests.slice(emulatorBefore)).toEqual([]);
      expect(s.github.requests[githubBefore]?.path).toMatch(/\/commits\/6{39}1\/pulls/);
      expect(dripped).toBeGreaterThan(0);
      expect(merge.stdout).toContain(
        '::error::could not look up the pull request and its reviewed plan: the run deadline (10 s) passed. Nothing was written',
      );

      // The file's error is the plan's whole content: the comment says it, no server is read.
      writeFileSync(
        join(cwd, 'annotations', 'gate-j-0.yaml'),
        'externalKey: gate-j-0\nkind: event\n',
      );
      dripped = 0;
      const planned = await plan(cwd, 54, sha(2, '6'), { timeout: '10' });
      expect(planned.code).toBe(1);
      expect(s.emulatorRequests.slice(emulatorBefore)).toEqual([]);
      expect(dripped).toBeGreaterThan(0);
      expect(planned.stdout).toContain(
        '::error::could not post the plan comment on the pull request: the run deadline (10 s) passed.',
      );
    } finally {
      s.github.drip = false;
      s.github.onDrip = undefined;
    }
  }, 60_000);
});

describe('events the Action has no job on', () => {
  it('issue_comment: one notice saying what it does on which events, no request anywhere', async () => {
    const cwd = files('gate-k-', ['Never read']);
    const emulatorBefore = s.emulatorRequests.length;
    const githubBefore = s.github.requests.length;
    const run = await runBundle(
      actionJs,
      connectedInputs(s),
      runnerEnv('issue_comment', eventFile('pull_request.opened'), cwd, {
        GITHUB_API_URL: s.github.url,
      }),
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::notice::'))).toEqual([
      "::notice::The Action does nothing on issue_comment under command: auto: it plans on pull_request and pull_request_target (with the pull request's comment) and on merge_group, applies on a push to the default branch, and checks for drift on schedule and workflow_dispatch. Set command (validate, plan or apply) to run on issue_comment.",
    ]);
    expect(run.summary).toContain('nothing to do');
    expect(s.emulatorRequests.slice(emulatorBefore)).toEqual([]);
    expect(s.github.requests.slice(githubBefore)).toEqual([]);
  });

  it('merge_group: a plan of the queued commit, in the log and the summary, without a comment', async () => {
    const cwd = files('gate-l-', ['Queued']);
    const githubBefore = s.github.requests.length;
    const payload = eventFile('push', (p) => {
      (p as Record<string, unknown>).merge_group = {
        head_sha: sha(1, '5'),
        base_sha: sha(2, '5'),
        head_ref: 'gh-readonly-queue/master/pr-9-x',
        base_ref: 'refs/heads/master',
      };
    });
    const run = await runBundle(
      actionJs,
      connectedInputs(s),
      runnerEnv('merge_group', payload, cwd, { GITHUB_API_URL: s.github.url }),
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(`observe-annotations ${packageJson.version}: plan on merge_group`);
    expect(run.stdout).toContain('::notice::Plan: 1 to create');
    expect(run.outputs).toMatchObject({ creates: '1' });
    // No comment; the plan's check run on the queued commit (answered 403: not granted here).
    expect(besideChecks(s.github.requests.slice(githubBefore))).toEqual([]);
    expect(checkRequests(s.github.requests.slice(githubBefore))).toMatchObject([
      { method: 'POST', body: { head_sha: sha(1, '5'), name: 'observe-annotations plan' } },
    ]);
  });
});
