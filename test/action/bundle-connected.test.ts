// The built bundle end to end, as a runner starts it, against the emulator (Observe API) and
// the GitHub REST stand-in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundle } from './support/bundle.js';
import { fencesBalanced } from '../render/fences.js';
import {
  connectedInputs,
  expectNoSecrets,
  KEY,
  bundleAndServices,
  TOKEN,
  type Services,
} from './support/services.js';
import {
  branchPush,
  eventFile,
  exampleWorkspace,
  MERGE_SHA,
  PR_HEAD,
  runnerEnv,
} from './support/workspace.js';

let actionJs: string;
let s: Services;
beforeAll(async () => ({ actionJs, s } = await bundleAndServices()));
afterAll(() => s?.close());

const PR = 'Codertocat/Hello-World#2';
const PR_3 = 'Codertocat/Hello-World#3';

function step(
  event: string,
  payload: string,
  cwd: string,
  extra: Record<string, string> = {},
  number?: number,
) {
  const change =
    event === 'push'
      ? branchPush()
      : number === undefined
        ? undefined
        : (p: { number?: unknown; pull_request?: { number: number } }) => {
            p.number = number;
            p.pull_request!.number = number;
          };
  const env = runnerEnv(event, payload ? eventFile(payload, change) : '', cwd, {
    GITHUB_API_URL: s.github.url,
  });
  return runBundle(actionJs, connectedInputs(s, extra), env);
}

describe('the bundle on a pull request, then a push, then a schedule', () => {
  const cwd = exampleWorkspace();

  it('masks first, plans, comments once and updates the same comment on the next run', async () => {
    const first = await step('pull_request', 'pull_request.opened', cwd);
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout.split('\n').slice(0, 2)).toEqual([
      `::add-mask::${KEY}`,
      `::add-mask::${TOKEN}`,
    ]);
    expect(first.outputs['has-changes']).toBe('true');
    expect(first.outputs['plan-file']).toMatch(/observe-annotations-plan-42-1-[0-9a-f]+\.json$/);
    expect(first.summary).toContain('release-4-2-passkey-rollout');
    expectNoSecrets(first);
    const [comment] = s.github.comments.get(PR)!;

    const second = await step('pull_request', 'pull_request.synchronize', cwd);
    expect(second.code).toBe(0);
    expect(s.github.comments.get(PR)).toHaveLength(1);
    expect(s.github.comments.get(PR)![0]!.id).toBe(comment!.id);
    expect(s.github.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    for (const c of s.github.comments.get(PR)!) expect(c.body).not.toContain(KEY);
  });

  it('applies the reviewed plan on the push of its merge, and a following drift run finds nothing', async () => {
    s.github.merged('Codertocat/Hello-World', 2, PR_HEAD, MERGE_SHA);
    const push = await step('push', 'push', cwd);
    expect(push.code, push.stdout).toBe(0);
    expect(push.outputs.failed).toBe('0');
    expect(Number(push.outputs.creates)).toBeGreaterThan(5);
    expectNoSecrets(push);

    const drift = await step('schedule', '', cwd);
    expect(drift.code, drift.stdout).toBe(0);
    expect(drift.outputs).toMatchObject({ 'has-changes': 'false', creates: '0', updates: '0' });
    expectNoSecrets(drift);
  });
});

describe('the bundle with a plan of 5,000 changes', () => {
  it('keeps the comment under 65,536 characters, fences balanced, pointing at the summary', async () => {
    const cwd = exampleWorkspace();
    const dir = join(cwd, 'annotations', 'many');
    mkdirSync(dir);
    for (let f = 0; f < 100; f++) {
      const docs = Array.from(
        { length: 50 },
        (_, i) =>
          `externalKey: bulk-${f}-${i}\nkind: setup\nheadline: Bulk annotation ${f}/${i}\ndescription: |\n  Line one of ${i}\n  line two\n`,
      );
      writeFileSync(join(dir, `bulk-${f}.yaml`), docs.join('---\n'));
    }
    // Another pull request: #2 was merged above, and a plan run never replaces the result a
    // merge recorded in its comment.
    const run = await step('pull_request', 'pull_request.opened', cwd, {}, 3);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(Number(run.outputs.creates)).toBeGreaterThanOrEqual(5000);
    const ours = s.github.comments
      .get(PR_3)!
      .filter((c) => c.body.includes('5000 to create') || /\b50\d\d to create/.test(c.body));
    expect(ours).toHaveLength(1);
    const body = ours[0]!.body;
    expect(body.length).toBeLessThan(65_536);
    expect(fencesBalanced(body)).toBe(true);
    expect(body).toContain('5000 to create');
    expect(body).toContain('too long for a comment');
    expect(body).toContain(
      '[job summary](https://github.com/Codertocat/Hello-World/actions/runs/42)',
    );
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);
  });
});
