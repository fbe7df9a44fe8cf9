// Through stand-ins for each way a server may speak the list (headers only, body
// only, both, a bare array, `data`, several pages smaller than asked, items whose id field is
// `annotationID`), and against the emulator itself in each of its `--paging` modes, `plan`,
// `import` and `apply --prune` must give the same result, and leave the platform annotation
// alone.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PagingMode } from '../../src/emulator/index.js';
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
function files(pageSize?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-dialect-'));
  writeConfig(dir, `keyPrefix: team.\n${pageSize === undefined ? '' : `pageSize: ${pageSize}\n`}`);
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
async function seeded(paging?: PagingMode) {
  const dataFile = stateWithPlatformAnnotation();
  const emu = await emulator({
    dataFile,
    now: () => 1_800_000_000_000,
    ...(paging ? { paging } : {}),
  });
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

/** How the client meets the server: a stand-in's dialect, or the emulator's own paging mode. */
type Way = { dialect: Dialect } | { paging: PagingMode; pageSize?: number };

async function outcomes(way: Way) {
  const emu = await seeded('paging' in way ? way.paging : undefined);
  const baseUrl = 'dialect' in way ? await standIn(emu.baseUrl, way.dialect, closers) : emu.baseUrl;
  const pageSize = 'pageSize' in way ? way.pageSize : undefined;
  const dir = files(pageSize);
  const plan = await cli(dir, baseUrl, ['plan', '--format', 'json']);
  expect(plan.code, plan.err).toBe(0);
  const imported = mkdtempSync(join(tmpdir(), 'oa-dialect-import-'));
  if (pageSize !== undefined) writeConfig(imported, `pageSize: ${pageSize}\n`);
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
      results.set(name, await outcomes({ dialect }));
    // The emulator itself in each --paging mode (headers is its default, fronted above).
    results.set(
      'emulator --paging body, pages of 3',
      await outcomes({ paging: 'body', pageSize: 3 }),
    );
    results.set('emulator --paging both', await outcomes({ paging: 'both' }));
    results.set(
      'emulator --paging headers, pages of 3',
      await outcomes({ paging: 'headers', pageSize: 3 }),
    );
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
