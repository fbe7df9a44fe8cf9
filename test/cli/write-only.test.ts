// `apply --write-only` with a key that may only write: every annotation of the files is PUT
// without reading the server, refs by key take the ids of this run's own writes, and a re-run
// converges. What was written is read back with a full key.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseApiKey } from '../../src/emulator/index.js';
import { cli, FINDINGS, project, SECRET, writeConfig, sharedEmulator } from './apply-helpers.js';

const WRITE_ONLY = 'sk-e2e-WRITEONLY-Zq7VwX9-5151';

const shared = sharedEmulator({
  apiKeys: [parseApiKey(SECRET), parseApiKey(`${WRITE_ONLY}=observe:annotations:write`)],
  findings: FINDINGS,
});

interface Stored {
  id: string;
  externalKey?: string;
  refs?: { type: string; value: string }[];
}

async function stored(): Promise<Stored[]> {
  const res = await fetch(`${shared.current.baseUrl}/observe/annotations?pageSize=1000`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  return ((await res.json()) as { annotations: Stored[] }).annotations;
}

async function emptyServer(): Promise<void> {
  for (const a of await stored()) {
    await fetch(`${shared.current.baseUrl}/observe/annotations/${a.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${SECRET}` },
    });
  }
}

describe('apply --write-only, with a key that may only write', () => {
  it('writes every annotation of the files, refs by key from its own writes, and converges', async () => {
    await emptyServer();
    const dir = project(30);
    writeConfig(dir, 'emulator:\n  findings: [fnd-1042, fnd-1077, fnd-1093]\n');
    // Without --write-only the key cannot even read: it is told what it can do.
    const refused = await cli(dir, shared.current.baseUrl, ['plan'], WRITE_ONLY);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('apply --write-only');

    const r = await cli(
      dir,
      shared.current.baseUrl,
      ['apply', '--write-only', '--auto-approve'],
      WRITE_ONLY,
    );
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(
      'Write-only: the server is not read, so there is no diff and nothing is pruned.',
    );
    expect(r.out).toContain('> gen-0002 (annotations/generated.yaml:');
    expect(r.out).toContain('Write-only: 40 annotations to write.');
    expect(r.out).toContain(
      '40 written (write-only: created or replaced, not told apart), 0 failed',
    );
    expect(r.err).toContain('Applying 40 changes');
    const after = await stored();
    expect(after).toHaveLength(40);
    // gen-0002 refers by key to gen-0001: the id it got is the one gen-0001's PUT answered.
    const byKey = new Map(after.map((a) => [a.externalKey, a]));
    expect(byKey.get('gen-0002')!.refs).toEqual([
      { type: 'annotation', value: byKey.get('gen-0001')!.id },
    ]);
    // A full key's plan: the server matches the files.
    const plan = await cli(dir, shared.current.baseUrl, ['plan', '--detailed-exitcode']);
    expect(plan.code, plan.out).toBe(0);

    // Again: the same writes, nothing new on the server (each PUT is idempotent).
    const again = await cli(
      dir,
      shared.current.baseUrl,
      ['apply', '--write-only', '--auto-approve', '--format', 'json'],
      WRITE_ONLY,
    );
    expect(again.code).toBe(0);
    const json = JSON.parse(again.out) as {
      summary: Record<string, number>;
      results: { action: string; status: string }[];
    };
    expect(json.summary).toEqual({
      created: 0,
      updated: 0,
      deleted: 0,
      unchanged: 0,
      failed: 0,
      stale: 0,
      written: 40,
    });
    expect(new Set(json.results.map((x) => `${x.action} ${x.status}`))).toEqual(
      new Set(['write ok']),
    );
    expect((await stored()).map((a) => a.id).sort()).toEqual(after.map((a) => a.id).sort());
    expect(r.out + r.err + again.out + again.err).not.toContain(WRITE_ONLY);
  });

  it('refuses a ref by key to an annotation no file of the run writes; writes nothing', async () => {
    await emptyServer();
    const dir = mkdtempSync(join(tmpdir(), 'oa-write-only-'));
    mkdirSync(join(dir, 'annotations'));
    writeFileSync(
      join(dir, 'annotations', 'a.yaml'),
      'externalKey: wo-a\nkind: setup\nheadline: A\nrefs:\n  - { type: annotation, externalKey: elsewhere }\n',
    );
    const r = await cli(
      dir,
      shared.current.baseUrl,
      ['apply', '--write-only', '--auto-approve'],
      WRITE_ONLY,
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('error refs.notWritten');
    expect(r.out).toContain('"elsewhere" is written by no file of this run');
    expect(await stored()).toEqual([]);
  });

  it('cannot prune, nor apply a saved plan, and says so', async () => {
    const dir = project(0);
    writeConfig(dir, 'keyPrefix: gen-\n');
    const prune = await cli(
      dir,
      shared.current.baseUrl,
      ['apply', '--write-only', '--prune'],
      WRITE_ONLY,
    );
    expect(prune.code).toBe(1);
    expect(prune.err).toContain('--prune does not go with --write-only');
    const saved = await cli(dir, shared.current.baseUrl, [
      'apply',
      '--write-only',
      '--plan',
      'p.json',
    ]);
    expect(saved.code).toBe(1);
    expect(saved.err).toContain('--write-only does not go with --plan FILE');
  });

  it('asks like any apply: without a terminal it needs --auto-approve', async () => {
    await emptyServer();
    const dir = project(0);
    writeConfig(dir, 'emulator:\n  findings: [fnd-1042]\n');
    const r = await cli(dir, shared.current.baseUrl, ['apply', '--write-only'], WRITE_ONLY);
    expect(r.code).toBe(1);
    expect(r.err).toContain('pass --auto-approve');
    expect(await stored()).toEqual([]);
  });
});
