// What a newcomer hit around the main path: a rename is pointed out; a failure no re-run fixes
// says what to fix, one a re-run fixes says so; messages never name the client's functions; a
// keyPrefix no file's key is under is a warning naming it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, emulator, writeConfig } from './apply-helpers.js';

const INTERNAL_NAMES = /putAnnotation|listAnnotations|getAnnotation|deleteAnnotation|listEvents/;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oa-edges-'));
  mkdirSync(join(dir, 'annotations'));
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(dir, 'annotations', name), text);
  return dir;
}

describe('rough edges', () => {
  it('points out a rename: the same content under a new key', async () => {
    const emu = await emulator();
    try {
      const doc = (key: string) =>
        `externalKey: ${key}\nkind: setup\nheadline: Login metrics count retries\nseries: [otpLoginSuccessRate]\n`;
      const dir = folder({ 'a.yaml': doc('team.login-retries') });
      writeConfig(dir, 'keyPrefix: team.\n');
      expect((await cli(dir, emu.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
      writeFileSync(join(dir, 'annotations', 'a.yaml'), doc('team.login-retry-counting'));
      const r = await cli(dir, emu.baseUrl, ['plan']);
      expect(r.code).toBe(0);
      expect(r.out).toContain('warning externalKey.renamed');
      expect(r.out).toContain(
        "looks like a rename of team.login-retries to team.login-retry-counting; the server keeps team.login-retries's history under team.login-retries",
      );
      expect(r.out).toContain('annotations/a.yaml:1:');
    } finally {
      await emu.close();
    }
  });

  it('a failure no re-run fixes says what to fix, not that a re-run converges', async () => {
    const emu = await emulator();
    try {
      const dir = folder({
        'a.yaml':
          'externalKey: edge-a\nkind: setup\nheadline: Fine\n---\nexternalKey: edge-b\nkind: setup\nheadline: Cites a finding\nrefs:\n  - { type: finding, value: fnd-9999 }\n',
      });
      const r = await cli(dir, emu.baseUrl, ['apply', '--auto-approve']);
      expect(r.code).toBe(1);
      expect(r.out).toContain('finding fnd-9999 does not exist in this project');
      expect(r.out).toContain('[refs[0].value at annotations/a.yaml:9:29]');
      expect(r.out).toContain(
        '1 change was refused for what was sent: a re-run sends the same and fails the same. Fix what each names (at its file and line), then apply again.',
      );
      expect(r.out).not.toMatch(/re-run converges|apply again to send what did not arrive/);
      expect(r.out + r.err).not.toMatch(INTERNAL_NAMES);
      const md = await cli(dir, emu.baseUrl, ['apply', '--auto-approve', '--format', 'markdown']);
      expect(md.out).toContain('1 change was refused for what was sent');
    } finally {
      await emu.close();
    }
  });

  it('a failure of the service says a re-run gets past it, in words a person uses', async () => {
    const emu = await emulator({ faultRate: 1, faults: ['500'] });
    try {
      const dir = folder({ 'a.yaml': 'externalKey: edge-c\nkind: setup\nheadline: Fine\n' });
      const down = await cli(dir, emu.baseUrl, ['plan']);
      expect(down.code).toBe(1);
      expect(down.err).toMatch(/^Error: Reading the annotations failed with HTTP 500/);
      expect(down.out + down.err).not.toMatch(INTERNAL_NAMES);
    } finally {
      await emu.close();
    }
  });

  it('a keyPrefix no file key begins with is a warning naming the prefix, in validate and plan', async () => {
    const doc = (key: string) => `externalKey: ${key}\nkind: setup\nheadline: H\n`;
    const dir = folder({ 'a.yaml': `${doc('team-a')}---\n${doc('team-b')}` });
    writeConfig(dir, 'keyPrefix: team.\n');
    const words =
      'no file\'s externalKey begins with the keyPrefix "team.": only keys under it are this repository\'s';
    const validated = await cli(dir, 'http://127.0.0.1:9/unused', ['validate']);
    expect(validated.code).toBe(0);
    expect(validated.out).toContain('warning keyPrefix.unused');
    expect(validated.out).toContain(words);
    const emu = await emulator();
    try {
      const planned = await cli(dir, emu.baseUrl, ['plan']);
      expect(planned.code).toBe(0);
      expect(planned.out).toContain(words);
      // One key under it is enough: no warning.
      writeFileSync(join(dir, 'annotations', 'b.yaml'), doc('team.c'));
      const fine = await cli(dir, emu.baseUrl, ['plan', '--format', 'json']);
      expect(fine.code).toBe(0);
      expect(fine.out).not.toContain('keyPrefix.unused');
      expect((await cli(dir, emu.baseUrl, ['validate'])).out).not.toContain('keyPrefix.unused');
    } finally {
      await emu.close();
    }
  });
});
