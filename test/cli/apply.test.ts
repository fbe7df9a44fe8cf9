// apply end to end through `main(argv, io)` against the emulator over real HTTP.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allOutput,
  cli,
  emulator,
  project,
  READ_ONLY,
  SECRET,
  writeConfig,
} from './apply-helpers.js';

interface JsonResult {
  formatVersion: 1;
  summary: Record<'created' | 'updated' | 'deleted' | 'unchanged' | 'failed' | 'stale', number>;
  results: {
    externalKey: string;
    action: string;
    status: string;
    id: string | null;
    attempts: number;
    error: string | null;
  }[];
}

async function listKeys(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/observe/annotations?page=1&pageSize=1000`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  const body = (await res.json()) as { annotations: { externalKey?: string }[] };
  return body.annotations.map((a) => a.externalKey ?? '');
}

describe('apply end to end', () => {
  it('converges under 20% faults of every kind, losing and duplicating nothing', async () => {
    const dir = project(40);
    const faulty = await emulator({ faultRate: 0.2, seed: 7, createDelayMs: 5 });
    try {
      let runs = 0;
      let last: JsonResult | undefined;
      const seen = { failedRuns: 0, retried: 0 };
      for (; runs < 6; runs++) {
        const r = await cli(dir, faulty.baseUrl, [
          'apply',
          '--auto-approve',
          '--format',
          'json',
          '--concurrency',
          '8',
        ]);
        if (r.code !== 0 && r.out.trim() === '') continue; // the plan's read itself gave up: run again
        last = JSON.parse(r.out) as JsonResult;
        expect(Object.keys(last)).toEqual(['formatVersion', 'summary', 'results']);
        if (last.results.some((x) => x.attempts > 1)) seen.retried++;
        if (last.summary.failed + last.summary.stale === 0) {
          expect(r.code).toBe(0);
          break;
        }
        seen.failedRuns++;
        expect(r.code).toBe(1);
        // Every fault is retryable: an item fails only when its retries run out, and what
        // depends on it is not sent.
        for (const x of last.results.filter((x) => x.status !== 'ok'))
          expect(x.error, x.externalKey).toMatch(
            x.status === 'failed'
              ? /\(gave up after 5 attempts\)$|^retry budget exhausted: the server keeps failing/
              : /^not sent: it references "gen-\d{4}", which (failed|was not sent)$/,
          );
      }
      expect(last!.summary.failed).toBe(0);
      expect(seen.retried).toBeGreaterThan(0);
      const keys = await listKeys(faulty.baseUrl);
      expect(keys.length).toBe(50);
      expect(new Set(keys).size).toBe(50);
      // The next plan is empty.
      const plan = await cli(dir, faulty.baseUrl, [
        'plan',
        '--format',
        'json',
        '--detailed-exitcode',
      ]);
      expect(plan.code).toBe(0);
      expect(JSON.parse(plan.out).summary).toMatchObject({
        create: 0,
        update: 0,
        delete: 0,
        unchanged: 50,
      });
    } finally {
      await faulty.close();
    }
  });

  it('shows the plan, writes, and a second apply changes nothing', async () => {
    const dir = project(5);
    const emu = await emulator();
    try {
      const first = await cli(dir, emu.baseUrl, ['apply', '--auto-approve']);
      expect(first.code).toBe(0);
      expect(first.out).toContain('+ ');
      expect(first.out).toMatch(
        /Apply complete\.\n15 created, 0 updated, 0 deleted, 0 unchanged, 0 failed, 0 stale/,
      );
      const again = await cli(dir, emu.baseUrl, ['apply', '--auto-approve', '--format', 'json']);
      expect(JSON.parse(again.out).summary).toEqual({
        created: 0,
        updated: 0,
        deleted: 0,
        unchanged: 15,
        failed: 0,
        stale: 0,
      });
    } finally {
      await emu.close();
    }
  });

  it('--dry-run writes nothing', async () => {
    const dir = project(3);
    const emu = await emulator();
    try {
      const r = await cli(dir, emu.baseUrl, ['apply', '--dry-run']);
      expect(r.code).toBe(0);
      expect(await listKeys(emu.baseUrl)).toEqual([]);
    } finally {
      await emu.close();
    }
  });

  it('a read-only key stops apply, naming the permission', async () => {
    const dir = project(3);
    const emu = await emulator();
    try {
      const r = await cli(
        dir,
        emu.baseUrl,
        ['apply', '--auto-approve', '--concurrency', '1'],
        READ_ONLY,
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain('observe:annotations:write');
      expect(r.out).toContain('Apply stopped');
      expect(await listKeys(emu.baseUrl)).toEqual([]);
      expect(r.out + r.err).not.toContain(READ_ONLY);
    } finally {
      await emu.close();
    }
  });

  it('applies a saved plan, and reports items that moved since as stale', async () => {
    const dir = project(4);
    const emu = await emulator();
    try {
      await cli(dir, emu.baseUrl, ['apply', '--auto-approve']);
      const file = join(dir, 'annotations', 'generated.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/Generated annotation (\d)/g, 'Edited annotation $1'),
      );
      expect((await cli(dir, emu.baseUrl, ['plan', '--out', 'plan.json'])).code).toBe(0);
      const saved = readFileSync(join(dir, 'plan.json'), 'utf8');
      expect(saved).not.toContain(SECRET);
      // Someone else changes gen-0000 after the plan was made.
      await fetch(`${emu.baseUrl}/observe/annotations/byExternalKey/gen-0000`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'setup', headline: 'Changed by someone else' }),
      });
      const r = await cli(dir, emu.baseUrl, ['apply', '--plan', 'plan.json', '--format', 'json']);
      expect(r.code).toBe(1);
      const result = JSON.parse(r.out) as JsonResult;
      expect(result.summary).toMatchObject({ updated: 3, stale: 1 });
      expect(result.results.find((x) => x.externalKey === 'gen-0000')!.status).toBe('stale');
      // The same plan again: the three are already at their target (converged).
      const again = await cli(dir, emu.baseUrl, [
        'apply',
        '--plan',
        'plan.json',
        '--format',
        'json',
      ]);
      expect(JSON.parse(again.out).summary).toMatchObject({ updated: 0, stale: 1 });
    } finally {
      await emu.close();
    }
  });

  it('a hand edit on the server after review, to an annotation the plan updates, changes the plan hash and is not overwritten', async () => {
    const dir = project(2);
    const emu = await emulator();
    try {
      await cli(dir, emu.baseUrl, ['apply', '--auto-approve']);
      const file = join(dir, 'annotations', 'generated.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('Generated annotation 0', 'Reviewed headline'),
      );
      expect((await cli(dir, emu.baseUrl, ['plan', '--out', 'reviewed.json'])).code).toBe(0);
      const reviewed = JSON.parse(readFileSync(join(dir, 'reviewed.json'), 'utf8'));
      const hand = await fetch(`${emu.baseUrl}/observe/annotations/byExternalKey/gen-0000`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'setup', headline: 'Edited by hand' }),
      });
      expect(hand.status).toBe(200);
      // The plan made now writes the same, over something else: its hash is not the reviewed one.
      expect((await cli(dir, emu.baseUrl, ['plan', '--out', 'now.json'])).code).toBe(0);
      const now = JSON.parse(readFileSync(join(dir, 'now.json'), 'utf8'));
      expect(now.plan.changes.map((c: { after: unknown }) => c.after)).toEqual(
        reviewed.plan.changes.map((c: { after: unknown }) => c.after),
      );
      expect(now.planHash).not.toBe(reviewed.planHash);
      const r = await cli(dir, emu.baseUrl, [
        'apply',
        '--plan',
        'reviewed.json',
        '--format',
        'json',
      ]);
      expect(r.code).toBe(1);
      const result = JSON.parse(r.out) as JsonResult;
      expect(result.results).toEqual([
        expect.objectContaining({ externalKey: 'gen-0000', status: 'stale', attempts: 0 }),
      ]);
      const list = await fetch(`${emu.baseUrl}/observe/annotations?pageSize=1000`, {
        headers: { authorization: `Bearer ${SECRET}` },
      });
      const { annotations } = (await list.json()) as {
        annotations: { externalKey?: string; headline: string }[];
      };
      expect(annotations.find((a) => a.externalKey === 'gen-0000')!.headline).toBe(
        'Edited by hand',
      );
    } finally {
      await emu.close();
    }
  });

  it('maps a 400 from the server to the file and line of the offending field', async () => {
    const dir = project(2);
    writeFileSync(
      join(dir, 'annotations', 'unknown-finding.yaml'),
      'externalKey: bad-finding\nkind: setup\nheadline: Refers to a finding the server does not know\nrefs:\n  - { type: release, value: v1 }\n  - { type: finding, value: fnd-9999 }\n',
    );
    const emu = await emulator();
    try {
      const r = await cli(dir, emu.baseUrl, ['apply', '--auto-approve']);
      expect(r.code).toBe(1);
      expect(r.out).toMatch(/\+ bad-finding: failed to create/);
      expect(r.out).toContain('at annotations/unknown-finding.yaml:6:');
      const json = await cli(dir, emu.baseUrl, ['apply', '--auto-approve', '--format', 'json']);
      const failed = (JSON.parse(json.out) as JsonResult).results.find(
        (x) => x.status === 'failed',
      )!;
      expect(failed.error).toContain('refs[1].value at annotations/unknown-finding.yaml:6:');
      expect((await listKeys(emu.baseUrl)).sort()).toContain('release-4-2-passkey-rollout');
    } finally {
      await emu.close();
    }
  });

  it('refuses a saved plan made against another server', async () => {
    const dir = project(2);
    const [a, b] = [await emulator(), await emulator()];
    try {
      await cli(dir, a.baseUrl, ['plan', '--out', 'plan.json']);
      const r = await cli(dir, b.baseUrl, ['apply', '--plan', 'plan.json']);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`made against ${a.baseUrl}`);
      expect(await listKeys(b.baseUrl)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('prunes orphans under keyPrefix, and refuses more than --max-deletes', async () => {
    const dir = project(0);
    writeConfig(dir, 'keyPrefix: gen-\n');
    const emu = await emulator();
    try {
      writeFileSync(
        join(dir, 'annotations', 'generated.yaml'),
        (await import('./apply-helpers.js')).generated(14),
      );
      expect((await cli(dir, emu.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
      writeFileSync(
        join(dir, 'annotations', 'generated.yaml'),
        (await import('./apply-helpers.js')).generated(2),
      );
      const refused = await cli(dir, emu.baseUrl, ['apply', '--auto-approve', '--prune']);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/refusing to prune 12 annotations.*--max-deletes 10/);
      expect((await listKeys(emu.baseUrl)).length).toBe(24);
      const ok = await cli(dir, emu.baseUrl, [
        'apply',
        '--auto-approve',
        '--prune',
        '--max-deletes',
        '12',
        '--format',
        'json',
      ]);
      expect(ok.code).toBe(0);
      expect(JSON.parse(ok.out).summary.deleted).toBe(12);
      expect((await listKeys(emu.baseUrl)).length).toBe(12);
    } finally {
      await emu.close();
    }
  });

  afterAll(() => {
    for (const text of allOutput) expect(text).not.toContain(SECRET);
  });
});
