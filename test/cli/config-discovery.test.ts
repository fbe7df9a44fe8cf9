// The config file is found from anywhere in the repository: the nearest observe-annotations.yaml
// from the working directory upward, stopping at the folder holding .git; --config names one.
// Its folder is where the run works: a run from a subfolder plans exactly as one from the root.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { cli, generated, SECRET, sharedEmulator } from './apply-helpers.js';
import { fakeIo } from './validate-fake-io.js';

const shared = sharedEmulator();

/** outer/ (a config that must never be read) ⊃ repo/ (.git, the config, notes/, deep/er/). */
function repository(): { outer: string; repo: string; deep: string } {
  const outer = mkdtempSync(join(tmpdir(), 'oa-config-'));
  writeFileSync(join(outer, 'observe-annotations.yaml'), 'notASetting: true\n');
  const repo = join(outer, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(join(repo, 'notes'));
  writeFileSync(join(repo, 'notes', 'team.yaml'), generated(5, 'team.cfg'));
  writeFileSync(
    join(repo, 'observe-annotations.yaml'),
    'include: [notes/]\nkeyPrefix: team.\nconcurrency: 2\n',
  );
  const deep = join(repo, 'deep', 'er');
  mkdirSync(deep, { recursive: true });
  return { outer, repo, deep };
}

describe('the config file, found from anywhere in the repository', () => {
  it('a run from a subfolder gives the same plan as one from the root', async () => {
    const { repo, deep } = repository();
    const atRoot = await cli(repo, shared.current.baseUrl, ['plan', '--format', 'json']);
    const below = await cli(deep, shared.current.baseUrl, ['plan', '--format', 'json']);
    expect(atRoot.code).toBe(0);
    expect(below.code).toBe(0);
    expect(JSON.parse(below.out)).toEqual(JSON.parse(atRoot.out));
    expect(JSON.parse(below.out).summary.create).toBe(5);
    // The saved plans agree too: a plan made below applies as one made at the root.
    const savedBelow = await cli(deep, shared.current.baseUrl, ['plan', '--out', 'plan.json']);
    expect(savedBelow.code).toBe(0);
    expect(existsSync(join(deep, 'plan.json'))).toBe(true);
  });

  it('the text output says which config it used', async () => {
    const { repo, deep } = repository();
    const atRoot = await cli(repo, shared.current.baseUrl, ['plan']);
    expect(atRoot.out.split('\n')[0]).toBe('Config: observe-annotations.yaml');
    const below = await cli(deep, shared.current.baseUrl, ['plan']);
    expect(below.out.split('\n')[0]).toBe(
      'Config: ../../observe-annotations.yaml (file paths below are relative to its folder)',
    );
    expect(below.out).toContain('notes/team.yaml:1');
    const validated = await cli(deep, shared.current.baseUrl, ['validate']);
    expect(validated.code).toBe(0);
    expect(validated.out.split('\n')[0]).toContain('Config: ../../observe-annotations.yaml');
  });

  it('stops at the repository root: a config above it is never read', async () => {
    const { repo } = repository();
    const inner = join(repo, 'lone');
    mkdirSync(join(inner, '.git'), { recursive: true });
    mkdirSync(join(inner, 'annotations'));
    writeFileSync(join(inner, 'annotations', 'a.yaml'), generated(1, 'lone'));
    const r = await cli(inner, shared.current.baseUrl, ['validate']);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('Config:');
    // Without a .git anywhere below it, the outer folder's config would be found (and refused).
    const { outer } = repository();
    const stray = join(outer, 'stray');
    mkdirSync(stray);
    const refused = await cli(stray, shared.current.baseUrl, ['validate']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("../observe-annotations.yaml:1:1: unknown setting 'notASetting'");
  });

  it('PATH arguments stay relative to where the run started', async () => {
    const { repo } = repository();
    const notes = join(repo, 'notes');
    const r = await cli(notes, shared.current.baseUrl, ['plan', 'team.yaml', '--format', 'json']);
    expect(r.code).toBe(0);
    const plan = JSON.parse(r.out) as { changes: { file: string }[] };
    expect(new Set(plan.changes.map((c) => c.file))).toEqual(new Set(['notes/team.yaml']));
    // A PATH out of the config file's folder is out of the repository.
    const out = await cli(notes, shared.current.baseUrl, [
      'validate',
      '../../observe-annotations.yaml',
    ]);
    expect(out.code).toBe(1);
    expect(out.out).toMatch(/outside the repository/);
  });

  it('--config FILE names one explicitly; its folder is the root', async () => {
    const { repo, deep } = repository();
    mkdirSync(join(repo, 'ci'));
    writeFileSync(join(repo, 'ci', 'staging.yaml'), 'include: [../notes/]\n');
    writeFileSync(join(repo, 'ci', 'local.yaml'), 'include: [files/]\nkeyPrefix: loc.\n');
    mkdirSync(join(repo, 'ci', 'files'));
    writeFileSync(join(repo, 'ci', 'files', 'x.yaml'), generated(2, 'loc.x'));
    const named = await cli(deep, shared.current.baseUrl, [
      'plan',
      '--config',
      '../../ci/local.yaml',
    ]);
    expect(named.code).toBe(0);
    expect(named.out.split('\n')[0]).toBe(
      'Config: ../../ci/local.yaml (file paths below are relative to its folder)',
    );
    expect(named.out).toContain('Plan: 2 to create');
    expect(named.out).toContain('files/x.yaml:1');
    // Paths in it cannot leave its folder: it is the repository root of the run.
    const escaping = await cli(repo, shared.current.baseUrl, [
      'validate',
      '--config',
      'ci/staging.yaml',
    ]);
    expect(escaping.code).toBe(1);
    expect(escaping.out).toMatch(/outside the repository/);
    const missing = await cli(repo, shared.current.baseUrl, ['plan', '--config', 'nope.yaml']);
    expect(missing.code).toBe(1);
    expect(missing.err).toBe('Error: --config nope.yaml: no such file\n');
  });

  it('--emulator keeps its state in the root, whichever folder it runs from', async () => {
    const { repo, deep } = repository();
    const io = fakeIo(deep, { OBSERVE_API_KEY: SECRET });
    expect(await main(['apply', '--emulator', '--auto-approve'], io)).toBe(0);
    expect(existsSync(join(repo, '.observe-emulator', 'state.json'))).toBe(true);
    expect(existsSync(join(deep, '.observe-emulator'))).toBe(false);
    const again = fakeIo(repo, {});
    expect(await main(['plan', '--emulator', '--detailed-exitcode'], again)).toBe(0);
    expect(again.out()).toContain('No changes.');
  });
});
