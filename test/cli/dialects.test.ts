// Through stand-ins for each way a server may speak the list (issue 18: headers only, body
// only, both, a bare array, `data`, several pages smaller than asked, items whose id field is
// `annotationID`), `plan`, `import` and `apply --prune` must give the same result, and leave
// the platform annotation alone.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allOutput, cli, emulator, SECRET, writeConfig } from './apply-helpers.js';
import {
  DIALECTS,
  stateWithPlatformAnnotation,
  standIn,
  type Dialect,
} from './dialect-stand-in.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const text of allOutput) expect(text).not.toContain(SECRET);
});

const doc = (key: string, headline: string) =>
  `externalKey: ${key}\nkind: setup\nheadline: ${headline}\n`;

/** The project: 3 kept, 2 changed, 2 new; on the server 2 orphans under the prefix and 1 outside. */
function files(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-dialect-'));
  writeConfig(dir, 'keyPrefix: team.\n');
  const docs = [
    doc('team.kept-1', 'Kept one'),
    doc('team.kept-2', 'Kept two'),
    doc('team.kept-3', 'Kept three'),
    doc('team.changed-1', 'Changed one, new words'),
    doc('team.changed-2', 'Changed two, new words'),
    doc('team.new-1', 'New one'),
    doc('team.new-2', 'New two'),
  ];
  mkdirSync(join(dir, 'annotations'));
  writeFileSync(join(dir, 'annotations', 'all.yaml'), docs.join('---\n'));
  return dir;
}

/** An emulator holding the server side, with a platform annotation in its data file. */
async function seeded() {
  const dataFile = stateWithPlatformAnnotation();
  const emu = await emulator({ dataFile, now: () => 1_800_000_000_000 });
  closers.push(() => emu.close());
  const seed = mkdtempSync(join(tmpdir(), 'oa-dialect-seed-'));
  mkdirSync(join(seed, 'annotations'));
  writeFileSync(
    join(seed, 'annotations', 'seed.yaml'),
    [
      doc('team.kept-1', 'Kept one'),
      doc('team.kept-2', 'Kept two'),
      doc('team.kept-3', 'Kept three'),
      doc('team.changed-1', 'Changed one'),
      doc('team.changed-2', 'Changed two'),
      doc('team.orphan-1', 'Orphan one'),
      doc('team.orphan-2', 'Orphan two'),
      doc('other.not-ours', 'Not ours'),
    ].join('---\n'),
  );
  const applied = await cli(seed, emu.baseUrl, ['apply', '--auto-approve', '--format', 'json']);
  expect(applied.code, applied.err).toBe(0);
  return emu;
}

async function outcomes(dialect: Dialect) {
  const emu = await seeded();
  const baseUrl = await standIn(emu.baseUrl, dialect, closers);
  const dir = files();
  const plan = await cli(dir, baseUrl, ['plan', '--format', 'json']);
  expect(plan.code, plan.err).toBe(0);
  const imported = mkdtempSync(join(tmpdir(), 'oa-dialect-import-'));
  const imp = await cli(imported, baseUrl, ['import', '--prefix', 'team.']);
  expect(imp.code, imp.err).toBe(0);
  const importedFiles = Object.fromEntries(
    readdirSync(join(imported, 'annotations'))
      .sort()
      .map((f) => [f, readFileSync(join(imported, 'annotations', f), 'utf8')]),
  );
  const apply = await cli(dir, baseUrl, ['apply', '--auto-approve', '--prune', '--format', 'json']);
  expect(apply.code, apply.err).toBe(0);
  const after = await fetch(`${emu.baseUrl}/observe/annotations?pageSize=1000`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  const server = (
    (await after.json()) as {
      annotations: { externalKey?: string; id: string; headline: string }[];
    }
  ).annotations
    // Concurrent creates take ids in the order they arrive: new ones are compared without.
    .map((a) =>
      a.externalKey?.startsWith('team.new')
        ? `${a.externalKey} ${a.headline}`
        : `${a.id} ${a.externalKey ?? '(platform)'} ${a.headline}`,
    )
    .sort();
  const applied = JSON.parse(apply.out) as {
    summary: Record<string, number>;
    results: { action: string; id?: string }[];
  };
  for (const result of applied.results) if (result.action === 'create') delete result.id;
  return { plan: JSON.parse(plan.out), importedFiles, apply: applied, server };
}

describe('plan, import and apply --prune through every dialect', () => {
  it('give the same result in all, and leave the platform annotation alone', async () => {
    const results = new Map<string, Awaited<ReturnType<typeof outcomes>>>();
    for (const [name, dialect] of Object.entries(DIALECTS))
      results.set(name, await outcomes(dialect));
    const reference = results.get('headers only')!;
    expect(reference.plan.summary).toEqual({
      create: 2,
      update: 2,
      delete: 0,
      unchanged: 3,
      orphaned: 2,
    });
    expect(Object.keys(reference.importedFiles)).toHaveLength(7);
    expect(reference.apply.summary).toMatchObject({
      created: 2,
      updated: 2,
      deleted: 2,
      failed: 0,
    });
    expect(reference.server).toContain('ann-500 (platform) Platform outage');
    expect(reference.server.some((line) => line.endsWith(' other.not-ours Not ours'))).toBe(true);
    expect(reference.server.some((line) => line.includes('orphan'))).toBe(false);
    for (const [name, result] of results) expect(result, name).toEqual(reference);
  });
});
