// What the tool writes stays where it is named: import never writes through a link that leads
// out of the repository nor outside its output folder, a saved plan is never written through a
// link, and the embedded emulator's folder is not led elsewhere by the checkout.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, emulator, project } from './apply-helpers.js';

type Emulator = Awaited<ReturnType<typeof emulator>>;
let server: Emulator;

beforeAll(async () => {
  server = await emulator();
  expect((await cli(project(3), server.baseUrl, ['apply', '--auto-approve'])).code).toBe(0);
});
afterAll(async () => {
  await server.close();
});

/** A repository folder and a folder beside it, outside, with a file the tool must not touch. */
function repository(): { root: string; outside: string; victim: string } {
  const outside = mkdtempSync(join(tmpdir(), 'oa-write-'));
  const victim = join(outside, 'victim.txt');
  writeFileSync(victim, 'untouched\n');
  const root = join(outside, 'repo');
  mkdirSync(root);
  return { root, outside, victim };
}

describe('import', () => {
  it('refuses an output folder that is a link out of the repository, writing nothing', async () => {
    const { root, outside } = repository();
    symlinkSync(outside, join(root, 'annotations'));
    const r = await cli(root, server.baseUrl, ['import']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^Error: annotations\/ leads to .*, outside the repository/);
    expect(readdirSync(outside).sort()).toEqual(['repo', 'victim.txt']);
  });

  it('refuses an output folder below such a link, creating nothing out there', async () => {
    const { root, outside } = repository();
    symlinkSync(outside, join(root, 'elsewhere'));
    const r = await cli(root, server.baseUrl, ['import', '--out', 'elsewhere/new/deeper']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^Error: elsewhere\/new\/deeper: elsewhere leads to .*, outside the repository/,
    );
    expect(existsSync(join(outside, 'new'))).toBe(false);
  });

  it('never writes through a link in the place of a file', async () => {
    const { root, victim } = repository();
    mkdirSync(join(root, 'annotations'));
    symlinkSync(victim, join(root, 'annotations', 'gen-0001.yaml'));
    const r = await cli(root, server.baseUrl, ['import', '--prefix', 'gen-']);
    expect(r.code).toBe(1); // one annotation was not written
    expect(r.out).toContain('gen-0001: annotations/gen-0001.yaml exists and was not overwritten');
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(readdirSync(join(root, 'annotations')).sort()).toEqual([
      'gen-0000.yaml',
      'gen-0001.yaml',
      'gen-0002.yaml',
    ]);
  });
});

describe('plan --out', () => {
  it('never writes the saved plan through a link', async () => {
    const { root, victim } = repository();
    mkdirSync(join(root, 'annotations'));
    writeFileSync(
      join(root, 'annotations', 'a.yaml'),
      'externalKey: a\nkind: setup\nheadline: A\n',
    );
    symlinkSync(victim, join(root, 'plan.json'));
    const r = await cli(root, server.baseUrl, ['plan', '--out', 'plan.json']);
    expect(r.code).toBe(1);
    expect(r.err).toBe('Error: plan.json is a symbolic link: nothing is written through it\n');
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
  });

  it('refuses a folder that leads out of the repository', async () => {
    const { root, outside } = repository();
    mkdirSync(join(root, 'annotations'));
    writeFileSync(
      join(root, 'annotations', 'a.yaml'),
      'externalKey: a\nkind: setup\nheadline: A\n',
    );
    symlinkSync(outside, join(root, 'plans'));
    const r = await cli(root, server.baseUrl, ['plan', '--out', 'plans/plan.json']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('plans/plan.json: its folder leads to');
    expect(existsSync(join(outside, 'plan.json'))).toBe(false);
  });
});

describe('--emulator', () => {
  it('refuses a state folder that the checkout links out of the repository', async () => {
    const { root, outside } = repository();
    mkdirSync(join(root, 'annotations'));
    writeFileSync(
      join(root, 'annotations', 'a.yaml'),
      'externalKey: a\nkind: setup\nheadline: A\n',
    );
    symlinkSync(outside, join(root, '.observe-emulator'));
    const r = await cli(root, server.baseUrl, ['plan', '--emulator']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^Error: \.observe-emulator .*outside the repository/);
    expect(readdirSync(outside).sort()).toEqual(['repo', 'victim.txt']);
  });

  it('refuses a state file that is a link out of the repository', async () => {
    const { root, victim } = repository();
    mkdirSync(join(root, 'annotations'));
    writeFileSync(
      join(root, 'annotations', 'a.yaml'),
      'externalKey: a\nkind: setup\nheadline: A\n',
    );
    mkdirSync(join(root, '.observe-emulator'));
    symlinkSync(victim, join(root, '.observe-emulator', 'state.json'));
    const r = await cli(root, server.baseUrl, ['plan', '--emulator']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^Error: \.observe-emulator\/state\.json leads to .*outside the repository/,
    );
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
  });
});
