// A saved plan is not signed: anyone who can write the file can recompute its hash. So the run
// that applies it holds it to its own settings. Team A's run is handed a plan edited as an
// attacker would: another keyPrefix (none, or a wider one), three deletions copied from team
// B's own saved plan, the summary and the hash made to match. Each is refused, naming both
// values, and nothing on the server changes. Below that, the applier itself refuses a deletion
// outside the run's keyPrefix whatever the file said.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change, SavedPlan } from '../../src/model/plan.js';
import { holdDeletions } from '../../src/plan/saved-plan-run.js';
import { planHashOf } from '../../src/plan/plan-hash.js';
import { FakeService } from '../apply/fake-service.js';
import { content, planOf, remove, saved } from '../support/changes.js';
import { cli, project, SECRET, sharedEmulator, writeConfig } from '../cli/apply-helpers.js';

const shared = sharedEmulator();

const doc = (key: string, headline = key) =>
  `externalKey: ${key}\nkind: setup\nheadline: ${headline}\n`;

async function keysOnServer(): Promise<string[]> {
  const res = await fetch(`${shared.current.baseUrl}/observe/annotations?pageSize=1000`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  const { annotations } = (await res.json()) as { annotations: { externalKey?: string }[] };
  return annotations.map((a) => a.externalKey ?? '').sort();
}

/** Team B applied three annotations, then planned their deletion: its own, honest saved plan. */
async function teamBDeletes(): Promise<Change[]> {
  const dir = project(0);
  writeConfig(dir, 'keyPrefix: team-b.\ninclude: [b/]\n');
  const files = ['team-b.one', 'team-b.two', 'team-b.three'].map((k) => doc(k)).join('---\n');
  mkdirSync(join(dir, 'b'));
  writeFileSync(join(dir, 'b', 'b.yaml'), files);
  expect((await cli(dir, shared.current.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
  writeFileSync(join(dir, 'b', 'b.yaml'), doc('team-b.keep'));
  const made = await cli(dir, shared.current.baseUrl, ['plan', '--prune', '--out', 'b.json']);
  expect(made.code, made.err).toBe(0);
  const plan = JSON.parse(readFileSync(join(dir, 'b.json'), 'utf8')) as SavedPlan;
  const deletes = plan.plan.changes.filter((c) => c.action === 'delete');
  expect(deletes.map((c) => c.externalKey).sort()).toEqual([
    'team-b.one',
    'team-b.three',
    'team-b.two',
  ]);
  return deletes;
}

/** Team A's project, applied, and its saved plan (one new annotation). */
async function teamA(): Promise<{ dir: string; plan: SavedPlan }> {
  const dir = project(0);
  writeConfig(dir, 'keyPrefix: team-a.\ninclude: [a/]\n');
  mkdirSync(join(dir, 'a'));
  writeFileSync(join(dir, 'a', 'a.yaml'), doc('team-a.first'));
  expect((await cli(dir, shared.current.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
  writeFileSync(join(dir, 'a', 'a.yaml'), `${doc('team-a.first')}---\n${doc('team-a.second')}`);
  const made = await cli(dir, shared.current.baseUrl, ['plan', '--out', 'a.json']);
  expect(made.code, made.err).toBe(0);
  return { dir, plan: JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as SavedPlan };
}

/** The attacker's edit: copied deletions, a keyPrefix of choice, the summary and hash made to match. */
function forge(plan: SavedPlan, deletes: Change[], keyPrefix: string | undefined): SavedPlan {
  const changes = [...plan.plan.changes, ...deletes];
  const planHash = planHashOf(changes);
  const { keyPrefix: _own, ...rest } = plan;
  return {
    ...rest,
    ...(keyPrefix === undefined ? {} : { keyPrefix }),
    planHash,
    plan: {
      ...plan.plan,
      changes,
      planHash,
      summary: { ...plan.plan.summary, delete: deletes.length },
    },
  };
}

async function applyForged(dir: string, forged: SavedPlan, args: string[] = []) {
  writeFileSync(join(dir, 'forged.json'), JSON.stringify(forged));
  return cli(dir, shared.current.baseUrl, ['apply', '--plan', 'forged.json', ...args]);
}

describe('a forged saved plan is held to the run that applies it', () => {
  it('refuses another keyPrefix (none, or a wider one) with copied deletions and a recomputed hash: nothing is deleted', async () => {
    const deletes = await teamBDeletes();
    const { dir, plan } = await teamA();
    const before = await keysOnServer();
    for (const [prefix, words] of [
      ['', 'made with the keyPrefix "", but this run\'s is the keyPrefix "team-a."'],
      ['team-', 'made with the keyPrefix "team-", but this run\'s is the keyPrefix "team-a."'],
    ] as const) {
      const r = await applyForged(dir, forge(plan, deletes, prefix));
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        `Error: Saved plan: ${words}: refusing to apply it. Apply it where it was made (the same observe-annotations.yaml), or make a new plan here.\n`,
      );
      expect(r.out).toBe('');
    }
    // The run's own keyPrefix in the file: the deletions are still outside it.
    const own = await applyForged(dir, forge(plan, deletes, 'team-a.'));
    expect(own.code).toBe(1);
    expect(own.err).toMatch(/^Error: Saved plan: it deletes "team-b\.\w+", which is not under/);
    expect(await keysOnServer()).toEqual(before);
    expect(before).toEqual(expect.arrayContaining(['team-b.one', 'team-b.two', 'team-b.three']));
  });

  it('refuses a plan made from other paths than the run names, naming both', async () => {
    const { dir, plan } = await teamA();
    const before = await keysOnServer();
    const r = await applyForged(dir, { ...plan, paths: ['elsewhere/'] });
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'Error: Saved plan: made from the paths "elsewhere/", but this run\'s are "a/", which do not hold "elsewhere/": refusing to apply it. Name the PATHs it was made from (apply --plan FILE PATH…), or make a new plan for these.\n',
    );
    // A plan made from one file of the run's folder is the run's; PATHs named must hold it.
    const narrow = await applyForged(dir, { ...plan, paths: ['a/a.yaml'] }, ['other/']);
    expect(narrow.code).toBe(1);
    expect(narrow.err).toContain('but this run\'s are "other/", which do not hold "a/a.yaml"');
    expect(await keysOnServer()).toEqual(before);
    const honest = await cli(dir, shared.current.baseUrl, ['apply', '--plan', 'a.json', 'a/']);
    expect(honest.code, honest.err).toBe(0);
    expect(await keysOnServer()).toEqual([...before, 'team-a.second'].sort());
  });

  it("the applier refuses a deletion outside the run's keyPrefix, before any request", async () => {
    const service = new FakeService();
    const foreign = service.seed('team-b.one', content('B'));
    const { client, clock, relay } = service.client();
    const plan = planOf([remove(foreign)]);
    await expect(
      applyPlan(plan, {
        client,
        clock,
        attempts: relay,
        concurrency: 2,
        prune: true,
        keyPrefix: 'team-a.',
      }),
    ).rejects.toThrow(
      'the plan deletes "team-b.one", which is not under this run\'s keyPrefix "team-a.": only keys under it are ours to delete; nothing was written',
    );
    expect(service.requests).toEqual([]);
    expect(() => holdDeletions(saved(plan), 'team-a.')).toThrow(
      'Saved plan: it deletes "team-b.one", which is not under this run\'s keyPrefix "team-a."',
    );
    expect(() => holdDeletions(saved(plan), undefined)).toThrow('(it has none)');
  });
});
