// Saved plans read one way: `apply --plan FILE` refuses a hand-edited or cut-short file with a
// message naming what is wrong (exit 1, no stack, nothing written); `--prune` does not go with
// it; `plan --out FILE` says where the plan is and how to apply it.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPackage } from '../support/built-package.js';
import { cli, project, SECRET, writeConfig, sharedEmulator } from './apply-helpers.js';

const shared = sharedEmulator();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function serverState(): Promise<string> {
  const res = await fetch(`${shared.current.baseUrl}/observe/annotations?pageSize=1000`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  return JSON.stringify(((await res.json()) as { annotations: unknown[] }).annotations);
}

/** A project applied once, then edited: its saved plan has a create, updates and a delete. */
async function savedPlan(): Promise<{ dir: string; plan: Json }> {
  const dir = project(6);
  writeConfig(dir, 'keyPrefix: gen-\n');
  expect((await cli(dir, shared.current.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
  const file = join(dir, 'annotations', 'generated.yaml');
  const text = readFileSync(file, 'utf8')
    .replace('Generated annotation 0', 'Edited 0')
    .replace('Generated annotation 1', 'Edited 1')
    .replace(
      /externalKey: gen-0005[\s\S]*$/,
      'externalKey: gen-0105\nkind: setup\nheadline: New\n',
    );
  writeFileSync(file, text);
  const made = await cli(dir, shared.current.baseUrl, ['plan', '--prune', '--out', 'plan.json']);
  expect(made.code).toBe(0);
  return { dir, plan: JSON.parse(readFileSync(join(dir, 'plan.json'), 'utf8')) as Json };
}

const change = (plan: Json, action: string): Json =>
  (plan.plan.changes as Json[]).find((c) => c.action === action)!;

describe('apply --plan FILE reads the file through the one checker', () => {
  it('plan --out says where it saved the plan and how to apply it', async () => {
    const { dir } = await savedPlan();
    const again = await cli(dir, shared.current.baseUrl, [
      'plan',
      '--prune',
      '--out',
      'plans/next.json',
    ]);
    expect(again.code).toBe(1); // plans/ does not exist
    const r = await cli(dir, shared.current.baseUrl, ['plan', '--prune', '--out', 'next.json']);
    expect(r.err).toContain('Saved the plan to next.json.');
    expect(r.err).toContain('  observe-annotations apply --plan next.json\n');
  });

  const edits: [string, (plan: Json) => void, RegExp][] = [
    [
      'a change without "after"',
      (p) => delete change(p, 'update').after,
      /"after" must be an object/,
    ],
    [
      '"fields" that are not a list',
      (p) => (change(p, 'update').fields = null),
      /"fields" must be a list/,
    ],
    [
      '"fields" that show another change than the one written',
      (p) => (change(p, 'update').fields[0].after = 'Something harmless'),
      /"fields" do not show what the change does \(headline\)/,
    ],
    [
      'an update aimed at another annotation',
      (p) => (change(p, 'update').id = change(p, 'delete').id),
      /"id" is not the id its fingerprint names/,
    ],
    [
      'a "before" that is not what the server had',
      (p) => (change(p, 'update').before.headline = 'Other'),
      /"before" is not the content its fingerprint names/,
    ],
    [
      'an edited "dependsOn"',
      (p) => (change(p, 'create').dependsOn = [5]),
      /"dependsOn" must list/,
    ],
    [
      'a content the server would refuse',
      (p) => (change(p, 'create').after.kind = 'rumour'),
      /"after" is not an annotation: kind must be one of/,
    ],
    [
      'a summary that does not count the changes',
      (p) => (p.plan.summary.delete = 0),
      /"plan.summary" says 0 to delete, but the plan has 1/,
    ],
    [
      'a deletion outside its keyPrefix',
      (p) => (p.keyPrefix = 'other.'),
      /deletes "gen-0005", which is not under its keyPrefix "other."/,
    ],
    [
      'an error among its diagnostics',
      (p) => p.plan.diagnostics.push({ severity: 'error', code: 'x', message: 'y' }),
      /the plan has errors/,
    ],
    [
      'an edited target',
      (p) => (change(p, 'create').after.headline = 'Edited'),
      /modified after it was made/,
    ],
  ];
  for (const [name, edit, message] of edits) {
    it(`refuses ${name}: exit 1, one plain line, nothing written`, async () => {
      const { dir, plan } = await savedPlan();
      edit(plan);
      writeFileSync(join(dir, 'edited.json'), JSON.stringify(plan));
      const before = await serverState();
      const r = await cli(dir, shared.current.baseUrl, ['apply', '--plan', 'edited.json']);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/^Error: Saved plan: /);
      expect(r.err).toMatch(message);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.out).toBe('');
      expect(await serverState()).toBe(before);
    });
  }

  it('applies the unedited plan, deletions included, without --prune and without asking', async () => {
    const { dir } = await savedPlan();
    const r = await cli(dir, shared.current.baseUrl, ['apply', '--plan', 'plan.json']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('1 created, 2 updated, 1 deleted');
  });

  it('refuses --prune beside --plan FILE', async () => {
    const { dir } = await savedPlan();
    const before = await serverState();
    const r = await cli(dir, shared.current.baseUrl, ['apply', '--plan', 'plan.json', '--prune']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--prune does not go with --plan FILE: a saved plan already decided/);
    expect(await serverState()).toBe(before);
  });

  it('through the real executable: a cut-short or broken file is one line, exit 1, no stack', async () => {
    const { dir, plan } = await savedPlan();
    const text = JSON.stringify(plan, null, 2);
    writeFileSync(join(dir, 'cut.json'), text.slice(0, Math.floor(text.length / 2)));
    change(plan, 'update').fields = null;
    writeFileSync(join(dir, 'null-fields.json'), JSON.stringify(plan));
    writeFileSync(join(dir, 'empty.json'), '');
    const before = await serverState();
    for (const [file, message] of [
      [
        'cut.json',
        /^Error: Saved plan: cut\.json is not complete JSON \(.+\): cut short or edited by hand\?/,
      ],
      ['null-fields.json', /"fields" must be a list/],
      ['empty.json', /empty\.json is not complete JSON \(it is empty\)/],
    ] as const) {
      const child = spawn(process.execPath, [builtPackage().bin, 'apply', '--plan', file], {
        cwd: dir,
        env: { ...process.env, OBSERVE_BASE_URL: shared.current.baseUrl, OBSERVE_API_KEY: SECRET },
      });
      let err = '';
      child.stdout.resume();
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const code = await new Promise((resolve) => child.on('close', resolve));
      expect(code, err).toBe(1);
      expect(err).toMatch(message);
      expect(err).not.toMatch(/\n\s+at |Internal error/);
    }
    expect(await serverState()).toBe(before);
  });
});
