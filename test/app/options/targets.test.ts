// Named targets and the refusal of keys in the config file, as pure functions over values.
import { describe, expect, it } from 'vitest';
import { looksLikeKey, refuseKeysIn } from '../../../src/app/options/config-keys.js';
import { OptionError } from '../../../src/app/options/option-error.js';
import { rawOption, resolveOptions } from '../../../src/app/options/resolve-options.js';
import {
  configForTarget,
  targetNames,
  withoutKeyRouting,
} from '../../../src/app/options/targets.js';
import { UserError } from '../../../src/model/errors.js';

const file = (values: Record<string, unknown>) => ({ file: 'observe-annotations.yaml', values });

const TWO = file({
  keyPrefix: 'team.',
  concurrency: 4,
  include: ['annotations/'],
  targets: {
    staging: { baseUrl: 'https://staging.example/v1', apiKeyEnv: 'OBSERVE_KEY_STAGING' },
    production: {
      baseUrl: 'https://observe.example/v1',
      apiKeyEnv: 'OBSERVE_KEY_PRODUCTION',
      include: ['prod/'],
      maxDeletes: 2,
    },
  },
});

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('configForTarget', () => {
  it("reads the target's settings over the top level's", () => {
    const options = resolveOptions('apply', { given: { target: 'production' }, config: TWO });
    expect(options).toMatchObject({
      target: 'production',
      baseUrl: 'https://observe.example/v1',
      apiKeyEnv: 'OBSERVE_KEY_PRODUCTION',
      keyPrefix: 'team.',
      concurrency: 4,
      paths: ['prod/'],
      maxDeletes: 2,
    });
    const staging = resolveOptions('plan', { given: { target: 'staging' }, config: TWO });
    expect(staging).toMatchObject({ paths: ['annotations/'], apiKeyEnv: 'OBSERVE_KEY_STAGING' });
  });

  it('lets a flag or the environment win over the target, as over any config setting', () => {
    const options = resolveOptions('plan', {
      given: { target: 'staging', concurrency: '2' },
      env: { OBSERVE_BASE_URL: 'http://127.0.0.1:9/v1' },
      config: TWO,
    });
    expect(options.baseUrl).toBe('http://127.0.0.1:9/v1');
    expect(options.concurrency).toBe(2);
  });

  it("needs a pick for every command but validate, which reads every target's files", () => {
    for (const command of ['plan', 'apply', 'import'] as const) {
      const error = thrown(() => resolveOptions(command, { config: TWO }));
      expect(error).toBeInstanceOf(OptionError);
      expect((error as OptionError).key).toBe('target');
      expect(error.message).toContain('defines the targets staging, production');
    }
    expect(resolveOptions('validate', { config: TWO }).paths).toEqual(['annotations/', 'prod/']);
    // A target without include reads the top level's; none anywhere: the default PATH.
    const bare = file({ targets: { a: {}, b: { include: 'b/' } } });
    expect(configForTarget('validate', bare, undefined).config?.values.include).toEqual([
      'annotations/',
      'b/',
    ]);
    const none = file({ targets: { a: {}, b: {} } });
    expect(configForTarget('validate', none, undefined).config?.values).toEqual({});
  });

  it('refuses a pick the file does not define, and a file without targets', () => {
    expect(
      thrown(() => resolveOptions('plan', { given: { target: 'prod' }, config: TWO })).message,
    ).toMatch(
      /'prod' is not a target of observe-annotations.yaml \(its targets: staging, production\)/,
    );
    expect(
      thrown(() => resolveOptions('plan', { given: { target: 'x' }, config: file({}) })).message,
    ).toContain('defines none');
    expect(thrown(() => resolveOptions('plan', { given: { target: 'x' } })).message).toContain(
      'no observe-annotations.yaml',
    );
    expect(thrown(() => resolveOptions('plan', { given: { target: '../x' } })).message).toContain(
      'must be a name of letters',
    );
  });

  it("checks every target's settings whichever runs, naming the target", () => {
    const bad = file({ targets: { a: {}, b: { concurrency: 0 } } });
    expect(
      thrown(() => resolveOptions('plan', { given: { target: 'a' }, config: bad })).message,
    ).toBe(
      "observe-annotations.yaml, target b: 'concurrency' must be a whole number from 1 to 64, not '0'",
    );
    const unknown = file({ targets: { a: { baseurl: 'x' } } });
    expect(thrown(() => resolveOptions('validate', { config: unknown })).message).toContain(
      "observe-annotations.yaml, target a: unknown setting 'baseurl'",
    );
    for (const [targets, message] of [
      [[], "'targets' must be a map"],
      [{}, "'targets' must be a map"],
      [{ a: 'x' }, 'target a: expected a map'],
      [{ a: { targets: {} } }, "cannot hold 'targets'"],
      [{ 'bad name': {} }, 'the target name must be'],
    ] as const) {
      const error = thrown(() => resolveOptions('validate', { config: file({ targets }) }));
      expect(error).toBeInstanceOf(UserError);
      expect(error.message).toContain(message);
    }
    // A top-level setting a target overrides is still checked.
    const shadowed = file({ concurrency: 'many', targets: { a: { concurrency: 2 } } });
    expect(
      thrown(() => resolveOptions('plan', { given: { target: 'a' }, config: shadowed })).message,
    ).toContain("'concurrency' must be a whole number");
  });

  it('names the targets for other commands (doctor, help)', () => {
    expect(targetNames(TWO)).toEqual(['staging', 'production']);
    expect(targetNames(file({}))).toEqual([]);
    expect(targetNames(undefined)).toEqual([]);
  });

  it("gives rawOption the target's value, or the top level's when the pick is unknown", () => {
    expect(rawOption('keyPrefix', { given: { target: 'staging' }, config: TWO })).toBe('team.');
    expect(rawOption('paths', { given: { target: 'production' }, config: TWO })).toEqual(['prod/']);
    expect(rawOption('paths', { given: { target: 'nope' }, config: TWO })).toEqual([
      'annotations/',
    ]);
  });
});

describe('withoutKeyRouting (the Action)', () => {
  it('drops every baseUrl and every apiKeyEnv, top-level and per target', () => {
    const routed = withoutKeyRouting(
      file({
        baseUrl: 'https://x/v1',
        apiKeyEnv: 'OBSERVE_A',
        keyPrefix: 'p.',
        targets: TWO.values.targets,
      }),
    )!;
    expect(routed.values).toEqual({
      keyPrefix: 'p.',
      targets: { staging: {}, production: { include: ['prod/'], maxDeletes: 2 } },
    });
    const options = resolveOptions('plan', { given: { target: 'production' }, config: routed });
    expect(options.baseUrl).toBeUndefined();
    expect(options.apiKeyEnv).toBeUndefined();
    // Without targets too: where the key is sent is the workflow's to say.
    expect(
      withoutKeyRouting(file({ baseUrl: 'https://x/v1', apiKeyEnv: 'OBSERVE_A', keyPrefix: 'p.' }))!
        .values,
    ).toEqual({ keyPrefix: 'p.' });
    expect(withoutKeyRouting(undefined)).toBeUndefined();
  });
});

describe('keys in the config file', () => {
  it('finds random-looking keys and well-known formats', () => {
    // A heuristic: about one random key in 150 escapes it, so the samples are fixed.
    for (const key of [
      'Zq7VwX9mK2pL8rT4yB6nC1dF',
      'emu_p3Xk9LmQ2vR7tY1wZ5aB8cD4',
      '7f3a9c1e5b2d8f4a6c0e9b3d7f1a5c2e8b4d6f0a',
      'aF9/kL2+mN7pQ4rS1tU8vW3xY6zB0cD5eG==',
      'xQoTlFuSgZcOrNcJbMyNaSx',
      'sk_live_abc',
      'Bearer abc',
      'ghp_0123456789abcdefghijABCDEFGHIJ',
      'github_pat_x',
      'AKIAABCDEFGHIJKLMNOP',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abc',
      'https://observe.example.com/v1?token=Zx81Kq02Lm9Pw3Rt6Yb4',
    ])
      expect(looksLikeKey(key), key).toBe(true);
  });

  it('leaves ordinary settings alone', () => {
    for (const value of [
      'OBSERVE_API_KEY_STAGING',
      'https://observe.example.com/v1',
      'https://backendapi.corbado.io/v2',
      'annotations/2026-09-17-release-4-2-passkey-rollout.yaml',
      'release-4-2-passkey-rollout-2026-09-17',
      'team-auth.',
      'Europe/Berlin',
      'fnd-1042',
      'annotations/**/*.yaml',
      '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      'America/Argentina/ComodRivadavia',
      'observeAnnotationsForTheTeam',
      'OBSERVE_API_KEY_PRODUCTION_2',
    ])
      expect(looksLikeKey(value), value).toBe(false);
  });

  it('refuses a credential by its name or its look, at any depth, never quoting it', () => {
    const key = 'Kp4Xw9Lm2Qv7Rt1Zy5Bn8Cd3';
    const cases: [Record<string, unknown>, string][] = [
      [{ apiKey: 'x' }, "'apiKey' would hold a key"],
      [{ targets: { a: { token: 'x' } } }, "'targets.a.token' would hold a key"],
      [{ targets: { a: { apiKeyEnv: key } } }, "'targets.a.apiKeyEnv' looks like an API key"],
      [{ include: ['a/', key] }, "'include[1]' looks like an API key"],
      [{ targets: { [key]: {} } }, "a setting under 'targets' is named like an API key"],
    ];
    for (const [values, message] of cases) {
      const error = thrown(() => refuseKeysIn('observe-annotations.yaml', values));
      expect(error).toBeInstanceOf(UserError);
      expect(error.message).toContain(message);
      expect(error.message).toContain('apiKeyEnv');
      expect(error.message).not.toContain(key);
    }
    expect(() => refuseKeysIn('f', { keyPrefix: 'team.', apiKeyEnv: 'OBSERVE_KEY' })).not.toThrow();
  });

  it('walks a deeply nested file without recursion, down to its deepest setting', () => {
    const nest = (leaf: Record<string, unknown>): Record<string, unknown> => {
      let nested = leaf;
      for (let i = 0; i < 100_000; i++) nested = { n: nested };
      return nested;
    };
    const depth = 'n.'.repeat(100_000);
    expect(() => refuseKeysIn('f', nest({ leaf: 'ok' }))).not.toThrow();
    expect(thrown(() => refuseKeysIn('f', nest({ token: 'x' }))).message).toContain(
      `f: '${depth}token' would hold a key`,
    );
    const key = 'Kp4Xw9Lm2Qv7Rt1Zy5Bn8Cd3';
    const deepest = thrown(() => refuseKeysIn('f', nest({ leaf: key }))).message;
    expect(deepest).toContain(`f: '${depth}leaf' looks like an API key`);
    expect(deepest).not.toContain(key);
  });
});
