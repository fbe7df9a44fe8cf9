// Named targets end to end through main(argv, io): two emulators on 127.0.0.1, two
// keys in two environment variables named by the config file; a key written in the file is
// refused; saved plans hold the target's name.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parseApiKey, startEmulator } from '../../src/emulator/index.js';
import { FINDINGS, generated, project, writeConfig } from './apply-helpers.js';
import { fakeIo } from './validate-fake-io.js';

const STAGING_KEY = 'sk-staging-Qm4Rt8-DO-NOT-LEAK-1111';
const PRODUCTION_KEY = 'sk-production-Wx2Yz6-DO-NOT-LEAK-2222';
const outputs: string[] = [];

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let staging: Emulator;
let production: Emulator;
const started: Emulator[] = [];

// Two fresh servers per test; each accepts only its own target's key.
beforeEach(async () => {
  staging = await startEmulator({ apiKeys: [parseApiKey(STAGING_KEY)], findings: FINDINGS });
  production = await startEmulator({ apiKeys: [parseApiKey(PRODUCTION_KEY)], findings: FINDINGS });
  started.push(staging, production);
});

afterAll(async () => {
  await Promise.all(started.map((e) => e.close()));
  for (const text of outputs) {
    expect(text).not.toContain(STAGING_KEY);
    expect(text).not.toContain(PRODUCTION_KEY);
  }
});

function targetsConfig(extra = ''): string {
  return [
    'keyPrefix: gen-',
    'include: [annotations/generated.yaml]',
    'targets:',
    '  staging:',
    `    baseUrl: ${staging.baseUrl}`,
    '    apiKeyEnv: OBSERVE_KEY_STAGING',
    '  production:',
    `    baseUrl: ${production.baseUrl}`,
    '    apiKeyEnv: OBSERVE_KEY_PRODUCTION',
    '    maxDeletes: 0',
    extra,
  ].join('\n');
}

const KEYS = { OBSERVE_KEY_STAGING: STAGING_KEY, OBSERVE_KEY_PRODUCTION: PRODUCTION_KEY };

async function run(dir: string, args: string[], env: Record<string, string> = KEYS) {
  const io = fakeIo(dir, env);
  const code = await main(args, io);
  outputs.push(io.out(), io.err());
  return { code, out: io.out(), err: io.err() };
}

async function keysOn(emulator: Emulator, key: string): Promise<string[]> {
  const response = await fetch(`${emulator.baseUrl}/observe/annotations?page=1&pageSize=100`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { annotations: { externalKey?: string }[] };
  return body.annotations.map((a) => a.externalKey ?? '').sort();
}

describe('named targets', () => {
  it('apply to one target leaves the other untouched; each key goes to its own server', async () => {
    const dir = project(4);
    writeConfig(dir, targetsConfig());
    // OBSERVE_API_KEY holds the other target's key: the target's own variable wins.
    const env = { ...KEYS, OBSERVE_API_KEY: PRODUCTION_KEY };
    const applied = await run(dir, ['apply', '--auto-approve', '--target', 'staging'], env);
    expect(applied.code).toBe(0);
    expect(await keysOn(staging, STAGING_KEY)).toEqual([
      'gen-0000',
      'gen-0001',
      'gen-0002',
      'gen-0003',
    ]);
    expect(await keysOn(production, PRODUCTION_KEY)).toEqual([]);

    const again = await run(dir, ['plan', '--target', 'staging', '--detailed-exitcode']);
    expect(again.code).toBe(0);
    expect(again.out).toContain('No changes.');
    const other = await run(dir, ['plan', '--target', 'production', '--format', 'json']);
    expect(other.code).toBe(0);
    expect(JSON.parse(other.out).summary.create).toBe(4);
  });

  it('plan, apply and import without a target name the targets and exit 1; validate needs none', async () => {
    const dir = project(2);
    writeConfig(dir, targetsConfig());
    for (const args of [['plan'], ['apply'], ['import', '--out', 'imported']]) {
      const { code, err } = await run(dir, args);
      expect(code, args.join(' ')).toBe(1);
      expect(err).toBe(
        'Error: --target is needed: observe-annotations.yaml defines the targets staging, production; pick one of them\n',
      );
    }
    const validated = await run(dir, ['validate']);
    expect(validated.code).toBe(0);
    expect(validated.out).toContain('1 file, 2 annotations: 0 errors');
  });

  it('validate without a target reads the files of every target', async () => {
    const dir = project(0);
    mkdirSync(join(dir, 'staging-only'));
    writeFileSync(join(dir, 'staging-only', 'broken.yaml'), 'externalKey: x\nkind: nonsense\n');
    writeConfig(
      dir,
      [
        'targets:',
        '  staging:',
        '    include: [staging-only/]',
        '  production:',
        '    include: [annotations/]',
      ].join('\n'),
    );
    const all = await run(dir, ['validate']);
    expect(all.code).toBe(1);
    expect(all.out).toContain('staging-only/broken.yaml');
    const production = await run(dir, ['validate', '--target', 'production']);
    expect(production.code).toBe(0);
  });

  it('a target the file does not define, or one without its key, is a clear error', async () => {
    const dir = project(1);
    writeConfig(dir, targetsConfig());
    const typo = await run(dir, ['plan', '--target', 'stagign']);
    expect(typo.code).toBe(1);
    expect(typo.err).toContain(
      "--target 'stagign' is not a target of observe-annotations.yaml (its targets: staging, production)",
    );
    const noKey = await run(dir, ['plan', '--target', 'production'], {
      OBSERVE_KEY_STAGING: STAGING_KEY,
      OBSERVE_API_KEY: STAGING_KEY,
    });
    expect(noKey.code).toBe(1);
    expect(noKey.err).toContain(
      'the key of the target production is read from the environment variable OBSERVE_KEY_PRODUCTION',
    );
    const none = project(1);
    writeConfig(none, 'keyPrefix: gen-\n');
    const undefinedTarget = await run(none, ['plan', '--target', 'staging']);
    expect(undefinedTarget.code).toBe(1);
    expect(undefinedTarget.err).toContain('defines none');
  });

  it("a target's settings are checked whichever target runs, and override the top level", async () => {
    const dir = project(3);
    writeConfig(dir, targetsConfig().replace('    maxDeletes: 0', '    concurrency: 500'));
    const bad = await run(dir, ['plan', '--target', 'staging']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(
      "observe-annotations.yaml:10:18, target production: 'concurrency' must be a whole number from 1 to 64, not '500'",
    );
    // production's maxDeletes: 0 refuses a prune that staging (default 10) allows.
    writeConfig(dir, targetsConfig());
    for (const target of ['staging', 'production']) {
      expect((await run(dir, ['apply', '--auto-approve', '--target', target])).code).toBe(0);
    }
    writeFileSync(join(dir, 'annotations', 'generated.yaml'), generated(2));
    const stagingPrune = await run(dir, [
      'apply',
      '--auto-approve',
      '--target',
      'staging',
      '--prune',
    ]);
    expect(stagingPrune.code).toBe(0);
    const productionPrune = await run(dir, [
      'apply',
      '--auto-approve',
      '--target',
      'production',
      '--prune',
    ]);
    expect(productionPrune.code).toBe(1);
    expect(`${productionPrune.out}${productionPrune.err}`).toMatch(/max-deletes|maxDeletes/);
  });

  it('refuses a key written in the config file, anywhere, without repeating it', async () => {
    const dir = project(1);
    const written = 'obs_live_9fK2mQx7Lp3Vz8Rt5Wy1Bn6C';
    const cases: [string, string][] = [
      [targetsConfig(`    apiKey: ${written}`), "'targets.production.apiKey' would hold a key"],
      [
        targetsConfig().replace('apiKeyEnv: OBSERVE_KEY_STAGING', `apiKeyEnv: ${written}`),
        "'targets.staging.apiKeyEnv' looks like an API key",
      ],
      [`token: ${written}\n`, "'token' would hold a key"],
      [
        `baseUrl: https://observe.example.com/v1?key=${written}\n`,
        "'baseUrl' looks like an API key",
      ],
      [
        `emulator:\n  findings: [Bearer ${written}]\n`,
        "'emulator.findings[0]' looks like an API key",
      ],
    ];
    for (const [config, message] of cases) {
      writeConfig(dir, config);
      for (const command of ['validate', 'plan']) {
        const { code, out, err } = await run(dir, [command, '--target', 'staging']);
        expect(code, config).toBe(1);
        expect(err, config).toContain(message);
        expect(err).toContain('apiKeyEnv');
        expect(`${out}${err}`).not.toContain(written);
        expect(`${out}${err}`).not.toContain('9fK2mQx7');
      }
    }
  });

  it('saved plans record the target and refuse to apply to another', async () => {
    const dir = project(2);
    writeConfig(dir, targetsConfig());
    const planned = await run(dir, ['plan', '--target', 'staging', '--out', 'staging-plan.json']);
    expect(planned.code).toBe(0);
    // The command it suggests names the target, so it can be run as shown.
    expect(planned.err).toContain(
      'observe-annotations apply --plan staging-plan.json --target staging\n',
    );
    const other = await run(dir, [
      'apply',
      '--plan',
      'staging-plan.json',
      '--target',
      'production',
    ]);
    expect(other.code).toBe(1);
    expect(other.err).toContain(
      'Saved plan: made for the target staging: refusing to apply it to the target production.',
    );
    expect(await keysOn(production, PRODUCTION_KEY)).not.toContain('gen-0001');
    const same = await run(dir, ['apply', '--plan', 'staging-plan.json', '--target', 'staging']);
    expect(same.code).toBe(0);
  });

  it('the embedded emulator keeps one project per target', async () => {
    const dir = project(2);
    // Top-level settings are every target's defaults: both projects know the findings.
    writeConfig(
      dir,
      [
        `emulator: { findings: [${FINDINGS.join(', ')}] }`,
        'targets:',
        '  staging: {}',
        '  production: {}',
      ].join('\n'),
    );
    expect(
      (await run(dir, ['apply', '--auto-approve', '--emulator', '--target', 'staging'], {})).code,
    ).toBe(0);
    expect(existsSync(join(dir, '.observe-emulator', 'staging', 'state.json'))).toBe(true);
    const production = await run(dir, ['plan', '--emulator', '--target', 'production'], {});
    expect(production.out).toContain('to create');
    const staged = await run(dir, ['plan', '--emulator', '--target', 'staging'], {});
    expect(staged.out).toContain('No changes.');
  });
});

describe('doctor with targets', () => {
  it("checks the picked target's server with its own key", async () => {
    const dir = project(1);
    writeConfig(dir, targetsConfig());
    const checked = await run(dir, ['doctor', '--target', 'production']);
    expect(checked.code).toBe(0);
    expect(checked.out).toContain(production.baseUrl);
    expect((await run(dir, ['doctor'])).err).toContain('--target is needed');
  });
});
