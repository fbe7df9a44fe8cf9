// The Action on a pull request compares with the pull request's base commit: in a
// shallow checkout (actions/checkout's default) it fetches that one commit from origin, and the
// comment separates the pull request's changes from those that would undo edits made outside
// the repository. Real git (a bare origin, a shallow clone over file://), the emulator, the
// GitHub stand-in; run() and the built bundle.
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../../src/action/run.js';
import { main } from '../../../src/cli/main.js';
import { builtPackage } from '../../support/built-package.js';
import { gitIn } from '../../support/git.js';
import { httpsGitServer, trustTestServer, type HttpsGitServer } from '../../support/https-git.js';
import { runBundle } from '../support/bundle.js';
import { FakeCore } from '../support/fake-core.js';
import {
  connectedInputs,
  KEY,
  putOnServer as putAnnotation,
  startServices,
  TOKEN,
  type Services,
} from '../support/services.js';
import { branchPush, eventFile, MERGE_SHA, PR_HEAD, runnerEnv } from '../support/workspace.js';

let s: Services;
let origins: HttpsGitServer;
beforeAll(async () => {
  origins = await httpsGitServer(tmpdir());
});
afterAll(() => origins.close());
beforeEach(async () => {
  s = await startServices();
});
afterEach(async () => {
  await s.close();
});

const PR = 'Codertocat/Hello-World#2';
const IN_PR = '#### Changes in this pull request';
const OUTSIDE = '#### Changes outside the repository (applying will undo them)';

function annotation(key: string, headline: string): string {
  return `externalKey: ${key}\nkind: setup\nheadline: ${headline}\n`;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

const putOnServer = (key: string, headline: string): Promise<void> =>
  putAnnotation(s, key, headline);

/**
 * origin holds `main` (applied to the server) and the pull request's branch on top of it; the
 * workspace is a shallow clone of the pull request's head. The server was then edited by hand.
 */
async function pullRequest(): Promise<{ workspace: string; base: string; origin: string }> {
  const root = mkdtempSync(join(tmpdir(), 'oa-pr-base-'));
  const origin = join(root, 'origin.git');
  const work = join(root, 'work');
  gitIn(root, 'init', '-q', '--bare', origin);
  gitIn(root, 'init', '-q', '-b', 'main', work);
  write(work, {
    'observe-annotations.yaml': 'keyPrefix: team-\n',
    'annotations/a.yaml': [
      annotation('team-pr', 'A as reviewed'),
      annotation('team-both', 'B as reviewed'),
      annotation('team-drift', 'C as reviewed'),
    ].join('---\n'),
  });
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-q', '-m', 'base');
  const base = gitIn(work, 'rev-parse', 'HEAD');
  gitIn(work, 'remote', 'add', 'origin', `file://${origin}`);
  gitIn(work, 'push', '-q', 'origin', 'main');
  const applied = await main(['apply', '--auto-approve', '--base-url', s.emulator.baseUrl], {
    stdout: { write: () => true },
    stderr: { write: () => true },
    env: { OBSERVE_API_KEY: KEY },
    cwd: work,
  });
  expect(applied).toBe(0);

  gitIn(work, 'checkout', '-q', '-b', 'feature');
  write(work, {
    'annotations/a.yaml': [
      annotation('team-pr', 'A, changed by the pull request'),
      annotation('team-both', 'B, changed by the pull request'),
      annotation('team-drift', 'C as reviewed'),
    ].join('---\n'),
    'annotations/new.yaml': annotation('team-new', 'New in the pull request'),
  });
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-q', '-m', 'the pull request');
  gitIn(work, 'push', '-q', 'origin', 'feature');
  await putOnServer('team-both', 'B, edited by hand');
  await putOnServer('team-drift', 'C, edited by hand');

  const workspace = join(root, 'workspace');
  gitIn(root, 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${origin}`, workspace);
  gitIn(workspace, 'remote', 'set-url', 'origin', `${origins.url}/${basename(root)}/origin.git`);
  trustTestServer(workspace);
  expect(() => gitIn(workspace, 'cat-file', '-e', `${base}^{commit}`)).toThrow();
  return { workspace, base, origin };
}

function prEvent(base: string): string {
  return eventFile('pull_request.opened', (payload) => {
    (payload.pull_request as unknown as { base: { sha: string } }).base.sha = base;
  });
}

/** The keys of the change titles between two headings of the comment. */
function keysBetween(body: string, from: string, to?: string): string[] {
  const start = body.indexOf(from);
  expect(start, from).toBeGreaterThanOrEqual(0);
  const end = to === undefined ? body.length : body.indexOf(to, start);
  const part = body.slice(start, end);
  return [...part.matchAll(/\*\*[+~−] \w+\*\* <code>([a-z0-9-]+)<\/code>/g)].map((m) => m[1]!);
}

describe('the Action compares a pull request with its base', () => {
  it('fetches the base into a shallow checkout and separates the two in the comment', async () => {
    const { workspace, base } = await pullRequest();
    const core = new FakeCore(connectedInputs(s));
    await run(
      core,
      runnerEnv('pull_request', prEvent(base), workspace, { GITHUB_API_URL: s.github.url }),
    );
    expect(core.of('failed')).toEqual([]);
    expect(core.of('warning')).toEqual([]);
    expect(gitIn(workspace, 'cat-file', '-t', base)).toBe('commit');

    const body = s.github.comments.get(PR)![0]!.body;
    expect(keysBetween(body, IN_PR, OUTSIDE).sort()).toEqual(['team-both', 'team-new', 'team-pr']);
    expect(keysBetween(body, OUTSIDE)).toEqual(['team-drift']);
    expect(body).toMatch(
      /\*\*~ update\*\* <code>team-both<\/code> \(line \d+\) — _also edited outside the repository: the server differs from [0-9a-f]{12}_/,
    );
    expect(body).toContain(
      `Compared with the files at commit ${base.slice(0, 12)}: Changes in this pull request: **3** · Changes outside the repository (applying will undo them): **1**`,
    );
    // The job summary (the Markdown view) shows the same two sections.
    expect(core.summaryText).toContain(`${IN_PR} (3)`);
    expect(core.summaryText).toContain(`${OUTSIDE} (1)`);
  });

  it('fetches the base into a checkout below the workspace (actions/checkout with path:)', async () => {
    const { workspace, base } = await pullRequest();
    // The workspace holds the checkout in a folder of its own and has no .git itself.
    const outer = mkdtempSync(join(tmpdir(), 'oa-pr-path-'));
    renameSync(workspace, join(outer, 'checkout'));
    const core = new FakeCore({ ...connectedInputs(s), 'working-directory': 'checkout' });
    await run(
      core,
      runnerEnv('pull_request', prEvent(base), outer, { GITHUB_API_URL: s.github.url }),
    );
    expect(core.of('failed')).toEqual([]);
    expect(core.of('warning')).toEqual([]);
    expect(gitIn(join(outer, 'checkout'), 'cat-file', '-t', base)).toBe('commit');
    const body = s.github.comments.get(PR)![0]!.body;
    expect(keysBetween(body, OUTSIDE)).toEqual(['team-drift']);
  });

  it('without a way to the base commit, plans anyway and says how to set fetch-depth', async () => {
    const { workspace, base } = await pullRequest();
    gitIn(workspace, 'remote', 'set-url', 'origin', `file://${workspace}/no-such-origin.git`);
    const core = new FakeCore(connectedInputs(s));
    await run(
      core,
      runnerEnv('pull_request', prEvent(base), workspace, { GITHUB_API_URL: s.github.url }),
    );
    expect(core.of('failed')).toEqual([]);
    const [warning] = core.of('warning');
    expect(warning!.text).toContain(
      `The plan does not separate this pull request's changes from drift: its base commit ${base} is not in the checkout`,
    );
    expect(warning!.text).toContain('fetch-depth: 0');
    const body = s.github.comments.get(PR)![0]!.body;
    expect(body).not.toContain(IN_PR);
    expect(body).toContain('#### Changes by file');
  });

  it('on the merge, plans against the base the review was compared with, and applies what was shown', async () => {
    const { workspace, base, origin } = await pullRequest();
    const planned = new FakeCore(connectedInputs(s));
    await run(
      planned,
      runnerEnv('pull_request', prEvent(base), workspace, { GITHUB_API_URL: s.github.url }),
    );
    expect(planned.of('failed')).toEqual([]);
    const reviewed = s.github.comments.get(PR)![0]!.body;
    expect(reviewed.split('\n')[0]).toContain(` base=${base} `);
    expect(reviewed).toContain(OUTSIDE);

    // The push's checkout: a shallow clone again, without the base commit.
    s.github.merged('Codertocat/Hello-World', 2, PR_HEAD, MERGE_SHA);
    const merged = join(origin, '..', 'merged');
    gitIn(
      join(origin, '..'),
      'clone',
      '-q',
      '--depth=1',
      '--branch',
      'feature',
      `file://${origin}`,
      merged,
    );
    const root = join(origin, '..');
    gitIn(merged, 'remote', 'set-url', 'origin', `${origins.url}/${basename(root)}/origin.git`);
    trustTestServer(merged);
    const applied = new FakeCore(connectedInputs(s));
    await run(
      applied,
      runnerEnv('push', eventFile('push', branchPush()), merged, { GITHUB_API_URL: s.github.url }),
    );
    expect(applied.of('failed')).toEqual([]);
    expect(applied.of('info').map((e) => e.text)).toContain(
      'The fresh plan is the plan reviewed on pull request #2.',
    );
    expect(applied.outputs()).toMatchObject({ creates: '1', updates: '3', failed: '0' });
    expect(gitIn(merged, 'cat-file', '-t', base)).toBe('commit');
    const after = s.github.comments.get(PR)![0]!.body;
    expect(after.split('\n')[0]).toContain(` applied=${MERGE_SHA}`);
    expect(after).toContain(reviewed.split('\n').slice(1).join('\n'));
  });

  describe('through the built bundle', () => {
    let actionJs: string;
    beforeAll(() => {
      actionJs = builtPackage().actionJs;
    });

    it('the pull request comment separates the two sections', async () => {
      const { workspace, base } = await pullRequest();
      const step = await runBundle(
        actionJs,
        connectedInputs(s),
        runnerEnv('pull_request', prEvent(base), workspace, { GITHUB_API_URL: s.github.url }),
      );
      expect(step.code, step.stdout).toBe(0);
      const body = s.github.comments.get(PR)![0]!.body;
      expect(keysBetween(body, IN_PR, OUTSIDE).sort()).toEqual([
        'team-both',
        'team-new',
        'team-pr',
      ]);
      expect(keysBetween(body, OUTSIDE)).toEqual(['team-drift']);
      for (const secret of [KEY, TOKEN]) {
        expect(body).not.toContain(secret);
        expect(step.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(secret);
      }
    });
  });
});
